// The balance shown in the login answer and the game lists: a port that the wallet module fills with the
// ledger's cash balance (app.ts), so auth and catalog do not depend on the wallet module.

/** Rupees (at most two decimals), as the API returns money. */
export type WalletBalanceReader = (playerId: string) => Promise<number>;
