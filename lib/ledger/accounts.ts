/**
 * Ledger account ids are derived from what they belong to, so a service never has to look one up:
 * a player's wallet, a table's house account, and the studio's cashier (the other side of deposits).
 */
export const CASHIER_ACCOUNT_ID = 'cashier';
export const walletAccountId = (userId: string): string => `wallet:${userId}`;
export const houseAccountId = (tableId: string): string => `house:${tableId}`;
/** A player's debt account (issue #18 §2): balance <= 0, minus what the player owes; created by the first debt. */
export const debtAccountId = (userId: string): string => `debt:${userId}`;
export const isDebtAccountId = (accountId: string): boolean => accountId.startsWith('debt:');
export const isWalletAccountId = (accountId: string): boolean => accountId.startsWith('wallet:');
/** The player of a wallet account id. */
export const walletOwner = (accountId: string): string => accountId.slice('wallet:'.length);

/**
 * True for a table's house account id. Its STAKE and CANCEL postings are appended to LedgerAccountDelta by the
 * ledger trigger (migration bet_intake) and take no lock on the house row; read its balance from `account_balance`.
 */
export const isHouseAccountId = (accountId: string): boolean => accountId.startsWith('house:');
