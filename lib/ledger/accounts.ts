/**
 * Ledger account ids are derived from what they belong to, so a service never has to look one up:
 * a player's wallet, a table's house account, and the studio's cashier (the other side of deposits).
 */
export const CASHIER_ACCOUNT_ID = 'cashier';
export const walletAccountId = (userId: string): string => `wallet:${userId}`;
export const houseAccountId = (tableId: string): string => `house:${tableId}`;
