import type { Command } from '@/lib/command';
import { lockRow, transact } from '@/lib/command';
import { db, type Tx } from '@/lib/db';
import { isUniqueViolation } from '@/lib/command';
import { AppError } from '@/lib/errors';
import { gameModule } from '@/lib/games/registry';
import type { Limits } from '@/lib/games/module';
import { isRuleError } from '@/lib/games/types';
import type { GameTable } from '@/lib/generated/prisma/client';
import type { Game } from '@/lib/generated/prisma/enums';
import { recordAudit } from '@/lib/audit/record-audit';
import { houseAccountId } from '@/lib/ledger/accounts';
import { limitsFromRequest, resolveLimits } from '@/lib/tables/limits';
import { publicRound } from '@/lib/rounds/public-round';
import { publishTableEvent } from '@/lib/rounds/publish';
import type { PublicRound } from '@/lib/realtime/events';
import { assertDealerAccess } from '@/lib/tables/access';
import { changeTableStaff } from '@/lib/realtime/hub';
import { allowDealer } from '@/lib/shifts/add-table-dealer';
import { startShift } from '@/lib/shifts/sign-in-dealer';
import { insertFirstConfig, tableConfigHash } from '@/lib/tables/table-config';

export interface ShoeView {
  id: string;
  number: number;
  decks: number;
  cardsDealt: number;
  cardsLeft: number;
  cutCardPosition: number | null;
  status: string;
  startedAt: string;
}

export interface TableView {
  id: string;
  name: string;
  game: Game;
  status: string;
  currentRoundId: string | null;
  dealerId: string | null;
  dealerUsername: string | null;
  /** The name players see for the dealer (their display name; null without one: a username is a sign-in name). */
  dealerName: string | null;
  /** The open shift of the dealer on shift (issue #17 §1); null when nobody is signed in. */
  shift: { id: string; startedAt: string } | null;
  rules: Record<string, unknown>;
  limits: Limits;
  /** The configuration version a round opened now runs under (issue #18 §4). */
  configVersion: number;
  /** Its short hash: first 8 hex of sha256 of canonical {game, rules, limits} (lib/tables/config-hash.ts). */
  configHash: string;
  eventSeq: number;
  shoe: ShoeView | null;
  round: PublicRound | null;
}

function shoeView(s: {
  id: string;
  number: number;
  decks: number;
  cardsDealt: number;
  cutCardPosition: number | null;
  status: string;
  startedAt: Date;
}): ShoeView {
  return {
    id: s.id,
    number: s.number,
    decks: s.decks,
    cardsDealt: s.cardsDealt,
    cardsLeft: s.decks * 52 - s.cardsDealt,
    cutCardPosition: s.cutCardPosition,
    status: s.status,
    startedAt: s.startedAt.toISOString(),
  };
}

/**
 * A table with its settings (`rules`, `limits` with defaults filled in), its shoe, and the public state of
 * its latest round (`currentRoundId` is that round while it is not yet settled or voided).
 * Errors: TABLE_NOT_FOUND 404.
 */
export async function getTable(tableId: string): Promise<TableView> {
  const t = await db().gameTable.findUnique({
    where: { id: tableId },
    include: { dealer: { select: { username: true, displayName: true } } },
  });
  if (!t) throw new AppError('TABLE_NOT_FOUND', `No table ${tableId}.`);
  return tableView(t);
}

async function tableView(
  t: GameTable & { dealer: { username: string; displayName?: string | null } | null },
  client: Tx = db(),
): Promise<TableView> {
  const mod = gameModule(t.game);
  const round = await client.round.findFirst({ where: { tableId: t.id }, orderBy: { number: 'desc' } });
  const shoe = mod?.shoeDecks
    ? await client.shoe.findFirst({ where: { tableId: t.id }, orderBy: { number: 'desc' } })
    : null;
  const rules = mod ? mod.parseRules(t.rules) : t.rules;
  const shift = t.dealerId
    ? await client.dealerShift.findFirst({
        where: { tableId: t.id, endedAt: null },
        select: { id: true, startedAt: true },
      })
    : null;
  return {
    id: t.id,
    name: t.name,
    game: t.game,
    status: t.status,
    currentRoundId: round && ['BETTING', 'DEALING', 'COMPLETE'].includes(round.status) ? round.id : null,
    dealerId: t.dealerId,
    dealerUsername: t.dealer?.username ?? null,
    dealerName: t.dealer?.displayName?.trim() || null,
    shift: shift ? { id: shift.id, startedAt: shift.startedAt.toISOString() } : null,
    rules: (isRuleError(rules) ? t.rules : rules) as Record<string, unknown>,
    limits: mod ? resolveLimits(mod.defaultLimits, t.limits) : (t.limits as unknown as Limits),
    configVersion: t.configVersion,
    configHash: tableConfigHash(t),
    eventSeq: t.eventSeq,
    shoe: shoe ? shoeView(shoe) : null,
    round: round ? publicRound(round) : null,
  };
}

/** Every table, by name, each as `getTable` shows it. */
export async function listTables(): Promise<TableView[]> {
  const tables = await db().gameTable.findMany({
    orderBy: { name: 'asc' },
    include: { dealer: { select: { username: true, displayName: true } } },
  });
  return Promise.all(tables.map((t) => tableView(t)));
}

/**
 * Creates a table (ADMIN, PIT_BOSS) with validated rules and limits and its house ledger account.
 * Errors: FORBIDDEN 403, GAME_NOT_SUPPORTED 422 (no engine yet), VALIDATION_ERROR 400, TABLE_NAME_TAKEN 409.
 */
export async function createTable(
  cmd: Command,
  input: { name: string; game: Game; rules?: unknown; limits?: unknown },
): Promise<TableView> {
  const actor = cmd.actor;
  if (!actor || (actor.role !== 'ADMIN' && actor.role !== 'PIT_BOSS'))
    throw new AppError('FORBIDDEN', 'Only an admin or a pit boss creates tables.');
  const mod = gameModule(input.game);
  if (!mod) throw new AppError('GAME_NOT_SUPPORTED', `${input.game} tables are not available yet.`);
  const rules = mod.parseRules(input.rules ?? {});
  if (isRuleError(rules)) throw new AppError('VALIDATION_ERROR', rules.message);
  const limits = limitsFromRequest(mod.defaultLimits, input.limits);
  const taken = () => new AppError('TABLE_NAME_TAKEN', `A table named "${input.name}" exists.`);
  try {
    return await transact(cmd, async (tx) => {
      if (await tx.gameTable.findUnique({ where: { name: input.name } })) throw taken();
      const t = await insertTable(tx, { name: input.name, game: input.game, rules, limits, createdById: actor.id });
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'TABLE_CREATED',
        targetType: 'GameTable',
        targetId: t.id,
        data: { name: t.name, game: t.game },
      });
      return tableView({ ...t, dealer: null }, tx);
    });
  } catch (e) {
    // Two creations racing for one name: the unique index decides; the loser gets the same 409.
    if (isUniqueViolation(e)) throw taken();
    throw e;
  }
}

/** Inserts a table with its house ledger account inside the caller's transaction (rules and limits already validated). */
export async function insertTable(
  tx: Tx,
  input: {
    name: string;
    game: Game;
    rules: unknown;
    limits: Limits;
    dealerId?: string | null;
    createdById?: string | null;
  },
): Promise<GameTable> {
  const t = await tx.gameTable.create({
    data: {
      name: input.name,
      game: input.game,
      rules: input.rules as object,
      limits: input.limits as object,
      dealerId: input.dealerId ?? null,
    },
  });
  await tx.ledgerAccount.create({ data: { id: houseAccountId(t.id), kind: 'HOUSE', tableId: t.id } });
  await insertFirstConfig(tx, t, input.createdById ?? null);
  return t;
}

/**
 * Assigns a table's dealer (ADMIN, PIT_BOSS; issue #17 §1): `userId` (a DEALER) may sign in at the table from now
 * on (TableDealer) and the pit signs them in now (`startShift`: another dealer's open shift ends REPLACED). One
 * transaction under the table's row lock. After commit the previous dealer's sockets leave the table's staff
 * room (no more face-down cards) and the new dealer's join it.
 * Errors: FORBIDDEN 403, TABLE_NOT_FOUND 404, USER_NOT_FOUND 404, NOT_A_DEALER 422.
 */
export async function assignDealer(cmd: Command, tableId: string, userId: string): Promise<TableView> {
  const actor = cmd.actor;
  if (!actor || (actor.role !== 'ADMIN' && actor.role !== 'PIT_BOSS'))
    throw new AppError('FORBIDDEN', 'Only an admin or a pit boss assigns dealers.');
  let previousDealerId: string | null = null;
  const view = await transact(cmd, async (tx, out) => {
    await allowDealer(tx, tableId, userId, actor.id);
    previousDealerId = (await startShift(tx, out, tableId, userId, actor.id)).previousDealerId;
    const t = await tx.gameTable.findUniqueOrThrow({
      where: { id: tableId },
      include: { dealer: { select: { username: true, displayName: true } } },
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'DEALER_ASSIGNED',
      targetType: 'GameTable',
      targetId: tableId,
      data: { userId, table: t.name, before: { dealerId: previousDealerId }, after: { dealerId: userId } },
    });
    return tableView(t, tx);
  });
  await changeTableStaff(tableId, previousDealerId, userId);
  return view;
}

/**
 * Starts a new shoe (RULES.md §C-2): new shuffle, counts reset. The previous shoe is FINISHED.
 * `cutCardPosition` (optional, cards before the cut card): when a card beyond it comes out, that round is
 * the shoe's last. Refused while a round is in progress.
 * Errors: TABLE_NOT_FOUND 404, NOT_YOUR_TABLE/FORBIDDEN 403, GAME_NOT_SUPPORTED 422 (no shoe in this game),
 * ROUND_IN_PROGRESS 409, VALIDATION_ERROR 400 (cut card outside the shoe).
 */
export async function startShoe(
  cmd: Command,
  tableId: string,
  input: { cutCardPosition?: number | null },
): Promise<ShoeView> {
  return transact(cmd, async (tx, out) => {
    if (!(await lockRow(tx, 'GameTable', tableId))) throw new AppError('TABLE_NOT_FOUND', `No table ${tableId}.`);
    const table = await tx.gameTable.findUniqueOrThrow({ where: { id: tableId } });
    assertDealerAccess(cmd.actor, table);
    const mod = gameModule(table.game);
    if (!mod?.shoeDecks) throw new AppError('GAME_NOT_SUPPORTED', `${table.game} is not dealt from a shoe.`);
    const live = await tx.round.findFirst({ where: { tableId, status: { in: ['BETTING', 'DEALING', 'COMPLETE'] } } });
    if (live)
      throw new AppError(
        'ROUND_IN_PROGRESS',
        `Round ${live.number} is still ${live.status}: finish it before changing the shoe.`,
      );
    const cut = input.cutCardPosition ?? null;
    if (cut !== null && (cut < 1 || cut >= mod.shoeDecks * 52))
      throw new AppError('VALIDATION_ERROR', `cutCardPosition must be between 1 and ${mod.shoeDecks * 52 - 1}.`);
    const last = await tx.shoe.findFirst({ where: { tableId }, orderBy: { number: 'desc' } });
    if (last && last.status !== 'FINISHED')
      await tx.shoe.update({ where: { id: last.id }, data: { status: 'FINISHED', endedAt: new Date() } });
    const shoe = await tx.shoe.create({
      data: { tableId, number: (last?.number ?? 0) + 1, decks: mod.shoeDecks, cutCardPosition: cut },
    });
    const view = shoeView(shoe);
    await publishTableEvent(tx, out, { tableId, type: 'shoe:started', round: null, data: { shoe: view } });
    return view;
  });
}

/**
 * The dealer reports that the cut card came out (for shoes started without a `cutCardPosition`):
 * the round in progress is the shoe's last (§C-2).
 * Errors: NOT_FOUND 404, NOT_YOUR_TABLE 403, SHOE_FINISHED 409.
 */
export async function markCutCard(cmd: Command, shoeId: string): Promise<ShoeView> {
  return transact(cmd, async (tx, out) => {
    if (!(await lockRow(tx, 'Shoe', shoeId))) throw new AppError('NOT_FOUND', `No shoe ${shoeId}.`);
    const shoe = await tx.shoe.findUniqueOrThrow({ where: { id: shoeId }, include: { table: true } });
    assertDealerAccess(cmd.actor, shoe.table);
    if (shoe.status !== 'ACTIVE') throw new AppError('SHOE_FINISHED', `Shoe ${shoe.number} is already ${shoe.status}.`);
    const updated = await tx.shoe.update({ where: { id: shoeId }, data: { status: 'CUT_CARD_OUT' } });
    await publishTableEvent(tx, out, {
      tableId: shoe.tableId,
      type: 'shoe:cut-card',
      round: null,
      data: { shoeId, cardsDealt: shoe.cardsDealt },
    });
    return shoeView(updated);
  });
}

export { publicRound };
