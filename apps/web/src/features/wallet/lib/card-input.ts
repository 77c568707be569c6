/**
 * A card typed into the credit-card form, checked in the browser before it is sent: the number
 * shown in groups of four and verified with the Luhn checksum, the expiry as MM/YY (not in the
 * past), a 3 or 4 digit CVC. The server checks everything again.
 */

/** The digits of what was typed, at most 19 (the longest card number). */
export function cardDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, 19);
}

/** "4242424242424242" → "4242 4242 4242 4242". */
export function formatCardNumber(text: string): string {
  return cardDigits(text).replace(/(\d{4})(?=\d)/g, '$1 ');
}

export { passesLuhn } from '@fanlane/contracts/top-up';

/** What is typed in the expiry field, shaped as MM/YY while typing. */
export function formatExpiry(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** "08/29" → month 8, year 2029; null for a wrong month or a card that expired before `now`. */
export function parseExpiry(text: string, now: Date = new Date()): { expMonth: number; expYear: number } | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const expMonth = Number(match[1]);
  const expYear = 2000 + Number(match[2]);
  if (expMonth < 1 || expMonth > 12) return null;
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  return expYear * 12 + expMonth - 1 < thisMonth ? null : { expMonth, expYear };
}

export function isCvc(text: string): boolean {
  return /^\d{3,4}$/.test(text);
}

/** A saved card's expiry as shown: month 8, year 2029 → "08/29". */
export function formatCardExpiry(expMonth: number, expYear: number): string {
  return `${String(expMonth).padStart(2, '0')}/${String(expYear % 100).padStart(2, '0')}`;
}
