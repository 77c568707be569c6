/** 0x1234…abcd: a wallet address short enough for a menu or a greeting. */
export function shortAddress(address: string | null | undefined): string {
  if (!address) return '';
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}
