/** The currencies and their decimals, without the schemas (money.ts re-exports them): see money.ts. */
export const CURRENCIES = ['USD', 'USDT', 'ETH', 'SOL', 'STARS', 'DFS'] as const;
export type TCurrency = (typeof CURRENCIES)[number];
export const CURRENCY_DECIMALS: Record<TCurrency, number> = { USD: 2, USDT: 6, ETH: 18, SOL: 9, STARS: 0, DFS: 18 };
/** Currencies a fan can spend on content (DFS is staked, not spent). */
export const SPENDABLE_CURRENCIES = ['USD', 'USDT', 'ETH', 'SOL', 'STARS'] as const;
export type TSpendableCurrency = (typeof SPENDABLE_CURRENCIES)[number];
