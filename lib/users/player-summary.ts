import { db } from '@/lib/db';
import { debtOf } from '@/lib/ledger/debts';
import { AppError } from '@/lib/errors';
import { walletAccountId } from '@/lib/ledger/accounts';

export interface PlayerDeposit {
  id: string;
  at: string;
  amount: number;
  /** Who took it (username), null when unknown. */
  by: string | null;
}

export interface PlayerSummary {
  id: string;
  username: string;
  displayName: string | null;
  role: string;
  /** Wallet balance, cents. */
  balance: number;
  /** What the player owes after a correction took more than the wallet held (issue #18 §2), cents; 0: nothing. */
  debt: number;
  /** Cents deposited in total (the wallet's DEPOSIT ledger transactions). */
  deposits: number;
  depositCount: number;
  /** The latest deposits (up to 20), newest first. */
  recentDeposits: PlayerDeposit[];
  /** Settled rounds the player had a counted bet in. */
  rounds: number;
  /** Counted bets: bets of SETTLED rounds with status WON, LOST, PUSH or DEAD (issue #17 report definitions). */
  bets: number;
  /** Σ amount + extra stakes + fees of the counted bets, cents. */
  staked: number;
  /** Σ payout + refund of the counted bets, cents. */
  paidOut: number;
  /** The player's gain: paidOut − staked (negative when the player is down). */
  net: number;
  /** Stakes on bets still in play (OPEN), cents: held out of the balance, not in the figures above. */
  inPlay: number;
  /** The last time the player did something: latest bet, sign-in or token, null when never. */
  lastSeenAt: string | null;
}

/**
 * A player's figures for the pit (issue #17 §5), each by one SQL aggregate: balance, deposits, rounds, bets,
 * staked, paid out, net, last seen. The bets counted follow the report definitions (settled rounds; WON, LOST,
 * PUSH, DEAD), so the player's net is minus their contribution to the house's GGR. Errors: USER_NOT_FOUND 404.
 */
export async function playerSummary(userId: string): Promise<PlayerSummary> {
  const user = await db().user.findUnique({
    where: { id: userId },
    select: { id: true, username: true, displayName: true, role: true },
  });
  if (!user) throw new AppError('USER_NOT_FOUND', `No user ${userId}.`);
  const wallet = walletAccountId(userId);
  const [[money], [dep], recent, [seen]] = await Promise.all([
    db().$queryRawUnsafe<
      { rounds: bigint; bets: bigint; staked: bigint | null; paid: bigint | null; inPlay: bigint | null }[]
    >(
      `SELECT COUNT(DISTINCT b."roundId") FILTER (WHERE counted) AS rounds,
              COUNT(*) FILTER (WHERE counted) AS bets,
              SUM(b."amount" + b."extraStake" + b."fee") FILTER (WHERE counted) AS staked,
              SUM(b."payout" + b."refund") FILTER (WHERE counted) AS paid,
              SUM(b."amount" + b."extraStake" + b."fee") FILTER (WHERE b."status" = 'OPEN') AS "inPlay"
         FROM (SELECT b.*, (r."status" = 'SETTLED' AND b."status" IN ('WON', 'LOST', 'PUSH', 'DEAD')) AS counted
                 FROM "Bet" b JOIN "Round" r ON r."id" = b."roundId" WHERE b."userId" = $1) b`,
      userId,
    ),
    db().$queryRawUnsafe<{ total: bigint | null; n: bigint }[]>(
      `SELECT SUM(e."amount") AS total, COUNT(*) AS n
         FROM "LedgerEntry" e JOIN "LedgerTransaction" t ON t."id" = e."transactionId"
        WHERE e."accountId" = $1 AND t."kind" = 'DEPOSIT'`,
      wallet,
    ),
    db().$queryRawUnsafe<{ id: string; at: Date; amount: bigint; by: string | null }[]>(
      `SELECT t."id", t."createdAt" AS at, e."amount", u."username" AS by
         FROM "LedgerEntry" e JOIN "LedgerTransaction" t ON t."id" = e."transactionId"
         LEFT JOIN "User" u ON u."id" = t."actorId"
        WHERE e."accountId" = $1 AND t."kind" = 'DEPOSIT'
        ORDER BY t."createdAt" DESC, t."id" DESC LIMIT 20`,
      wallet,
    ),
    db().$queryRawUnsafe<{ at: Date | null }[]>(
      `SELECT GREATEST(
          (SELECT MAX("createdAt") FROM "Bet" WHERE "userId" = $1),
          (SELECT MAX("createdAt") FROM "UserSession" WHERE "userId" = $1),
          (SELECT MAX("createdAt") FROM "ApiToken" WHERE "userId" = $1)) AS at`,
      userId,
    ),
  ]);
  const account = await db().ledgerAccount.findUnique({ where: { id: wallet }, select: { balance: true } });
  const staked = Number(money?.staked ?? 0);
  const paidOut = Number(money?.paid ?? 0);
  return {
    id: user.id,
    username: user.username,
    displayName: user.displayName,
    role: user.role,
    balance: Number(account?.balance ?? 0),
    debt: await debtOf(db(), user.id),
    deposits: Number(dep?.total ?? 0),
    depositCount: Number(dep?.n ?? 0),
    recentDeposits: recent.map((d) => ({
      id: d.id,
      at: new Date(d.at).toISOString(),
      amount: Number(d.amount),
      by: d.by,
    })),
    rounds: Number(money?.rounds ?? 0),
    bets: Number(money?.bets ?? 0),
    staked,
    paidOut,
    net: paidOut - staked,
    inPlay: Number(money?.inPlay ?? 0),
    lastSeenAt: seen?.at ? new Date(seen.at).toISOString() : null,
  };
}
