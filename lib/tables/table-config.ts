import type { Command } from '@/lib/command';
import { lockRow, transact } from '@/lib/command';
import type { Tx } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { gameModule } from '@/lib/games/registry';
import type { Limits } from '@/lib/games/module';
import { isRuleError } from '@/lib/games/types';
import type { TableStatus } from '@/lib/generated/prisma/enums';
import { recordAudit } from '@/lib/audit/record-audit';
import { publishTableEvent } from '@/lib/rounds/publish';
import { configHash } from '@/lib/tables/config-hash';
import { limitsFromRequest, resolveLimits } from '@/lib/tables/limits';

/** A table's configuration: what a TableConfig version sets. */
export interface TableConfigValue {
  status: TableStatus;
  rules: Record<string, unknown>;
  limits: Limits;
}

/** One changed leaf of a configuration (`path` like `limits.bets.PLAYER.max`, `rules.bankerMode`, `status`). */
export interface ConfigChange {
  path: string;
  before: unknown;
  after: unknown;
}

/** What `PATCH /api/tables/:id` takes (issue #18 §4). */
export interface ConfigPatch {
  rules?: Record<string, unknown>;
  limits?: Record<string, unknown>;
  status?: TableStatus;
  reason: string;
}

/** The `data` of a `table:config` event (public: no reason, no actor). */
export interface TableConfigEventData {
  version: number;
  hash: string;
  previousVersion: number;
  previousHash: string;
  status: TableStatus;
  changes: ConfigChange[];
  /** Always `NEXT_ROUND`: a round already open keeps the limits and rules it was opened with. */
  appliesFrom: 'NEXT_ROUND';
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** Every leaf that differs between two configurations, in path order (objects compared key by key, anything else as JSON). */
export function diffConfig(before: unknown, after: unknown, path = ''): ConfigChange[] {
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((k) => diffConfig(before[k], after[k], path ? `${path}.${k}` : k));
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return [{ path, before: before ?? null, after: after ?? null }];
}

/**
 * A table's configuration as the game reads it: rules parsed (defaults filled in; stored rules the engine refuses
 * are shown as stored) and limits resolved over the game's defaults.
 */
export function resolvedConfig(table: {
  game: string;
  status: TableStatus;
  rules: unknown;
  limits: unknown;
}): TableConfigValue {
  const mod = gameModule(table.game as never);
  if (!mod)
    return {
      status: table.status,
      rules: (table.rules ?? {}) as Record<string, unknown>,
      limits: table.limits as unknown as Limits,
    };
  const rules = mod.parseRules(table.rules);
  return {
    status: table.status,
    rules: (isRuleError(rules) ? table.rules : rules) as Record<string, unknown>,
    limits: resolveLimits(mod.defaultLimits, table.limits),
  };
}

/** The short hash of a table's current configuration (lib/tables/config-hash.ts). */
export function tableConfigHash(table: { game: string; status: TableStatus; rules: unknown; limits: unknown }): string {
  const c = resolvedConfig(table);
  return configHash({ game: table.game, rules: c.rules, limits: c.limits });
}

/** Writes version 1 of a new table's configuration (inside its creating transaction). */
export async function insertFirstConfig(
  tx: Tx,
  table: { id: string; game: string; status: TableStatus; rules: unknown; limits: unknown },
  actorId: string | null,
): Promise<void> {
  const c = resolvedConfig(table);
  await tx.tableConfig.create({
    data: {
      tableId: table.id,
      version: 1,
      rules: table.rules as object,
      limits: table.limits as object,
      status: table.status,
      hash: configHash({ game: table.game, rules: c.rules, limits: c.limits }),
      createdById: actorId,
      reason: 'table created',
    },
  });
}

/**
 * Changes a table's configuration (`PATCH /api/tables/:id`, issue #18 §4): `rules` are merged over the current rules
 * (a key given replaces that key) and parsed by the game like POST /api/tables; `limits` merged over the current
 * resolved limits (`bets.<key>` replaces that spot's `{min, max}`, `maxPayoutPerRound` the cap; §C-6); `status`
 * OPEN or CLOSED. An ADMIN may change anything; a PIT_BOSS limits only. One transaction under the table's row lock:
 * a new TableConfig version (`GameTable.configVersion` + 1) with the resolved rules, limits and status and its hash,
 * the table's columns updated, an audit line `TABLE_CONFIG_CHANGED` {version, previousVersion, reason, before,
 * after, changes} and the public event `table:config` {version, hash, previousVersion, previousHash, status,
 * changes, appliesFrom: NEXT_ROUND}. The change applies from the next round: a round open now keeps the rules and
 * limits it snapshotted (Round.rules, Round.limits). A CLOSED table opens no round and seats nobody; a round already
 * running finishes.
 * Errors: FORBIDDEN 403 (not ADMIN/PIT_BOSS; a PIT_BOSS sending rules or status), TABLE_NOT_FOUND 404,
 * VALIDATION_ERROR 400 (nothing to change, rules the game refuses, malformed limits, a min above its max, an
 * unknown bet key), NO_CHANGE 409 (the result equals the current configuration: nothing is written).
 */
export async function updateTableConfig(
  cmd: Command,
  tableId: string,
  patch: ConfigPatch,
): Promise<{ version: number; hash: string; changes: ConfigChange[] }> {
  const actor = cmd.actor;
  if (!actor || (actor.role !== 'ADMIN' && actor.role !== 'PIT_BOSS'))
    throw new AppError('FORBIDDEN', 'Only an admin or a pit boss changes a table.');
  if (actor.role === 'PIT_BOSS' && (patch.rules !== undefined || patch.status !== undefined))
    throw new AppError(
      'FORBIDDEN',
      "A pit boss changes a table's limits only; its rules and opening or closing it are the admin's.",
    );
  if (patch.rules === undefined && patch.limits === undefined && patch.status === undefined)
    throw new AppError('VALIDATION_ERROR', 'body: give rules, limits or status to change.');
  return transact(cmd, async (tx, out) => {
    if (!(await lockRow(tx, 'GameTable', tableId))) throw new AppError('TABLE_NOT_FOUND', `No table ${tableId}.`);
    const table = await tx.gameTable.findUniqueOrThrow({ where: { id: tableId } });
    const mod = gameModule(table.game);
    if (!mod) throw new AppError('GAME_NOT_SUPPORTED', `${table.game} has no engine yet.`);
    const before = resolvedConfig(table);
    let rules = before.rules;
    if (patch.rules !== undefined) {
      const parsed = mod.parseRules({ ...before.rules, ...patch.rules });
      if (isRuleError(parsed)) throw new AppError('VALIDATION_ERROR', `rules: ${parsed.message}`);
      rules = parsed as unknown as Record<string, unknown>;
    }
    const limits = patch.limits !== undefined ? limitsFromRequest(before.limits, patch.limits) : before.limits;
    const after: TableConfigValue = { status: patch.status ?? before.status, rules, limits };
    const changes = diffConfig(before, after);
    if (!changes.length)
      throw new AppError(
        'NO_CHANGE',
        `${table.name}: the configuration is already that (version ${table.configVersion}).`,
      );
    const previousHash = configHash({ game: table.game, rules: before.rules, limits: before.limits });
    const hash = configHash({ game: table.game, rules: after.rules, limits: after.limits });
    const version = table.configVersion + 1;
    await tx.tableConfig.create({
      data: {
        tableId,
        version,
        rules: after.rules as object,
        limits: after.limits as object,
        status: after.status,
        hash,
        reason: patch.reason,
        createdById: actor.id,
      },
    });
    await tx.gameTable.update({
      where: { id: tableId },
      data: {
        rules: after.rules as object,
        limits: after.limits as object,
        status: after.status,
        configVersion: version,
      },
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'TABLE_CONFIG_CHANGED',
      targetType: 'GameTable',
      targetId: tableId,
      data: {
        table: table.name,
        version,
        previousVersion: table.configVersion,
        reason: patch.reason,
        before: { ...before, hash: previousHash },
        after: { ...after, hash },
        changes,
      },
    });
    const data: TableConfigEventData = {
      version,
      hash,
      previousVersion: table.configVersion,
      previousHash,
      status: after.status,
      changes,
      appliesFrom: 'NEXT_ROUND',
    };
    await publishTableEvent(tx, out, { tableId, type: 'table:config', round: null, data: { ...data } });
    return { version, hash, changes };
  });
}

/** A table's configuration versions, newest first (issue #18 §4), each with its hash (computed for backfilled rows). */
export async function listTableConfigs(tx: Tx, tableId: string) {
  const table = await tx.gameTable.findUnique({ where: { id: tableId }, select: { game: true } });
  if (!table) throw new AppError('TABLE_NOT_FOUND', `No table ${tableId}.`);
  const rows = await tx.tableConfig.findMany({ where: { tableId }, orderBy: { version: 'desc' } });
  return rows.map((r) => ({
    version: r.version,
    status: r.status,
    rules: r.rules,
    limits: r.limits,
    hash: r.hash ?? tableConfigHash({ game: table.game, status: r.status, rules: r.rules, limits: r.limits }),
    reason: r.reason,
    createdAt: r.createdAt.toISOString(),
    createdById: r.createdById,
  }));
}
