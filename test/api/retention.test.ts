/**
 * [OPS] Retention (issue #16 §4, lib/ops/retention.ts): idempotency keys older than
 * CROUPIER_IDEMPOTENCY_TTL_HOURS (24) and table events older than CROUPIER_TABLE_EVENT_DAYS (30) are removed,
 * in batches, never a table's newest 1000 events (the catch-up). A hand-counted fixture at a fixed `now`,
 * on both backends:
 *
 * - table A: 1,010 events; seq 1..20 are 31 days old, seq 21..1010 one day old. The newest 1000 are seq
 *   11..1010, so only seq 1..10 go (10), although seq 11..20 are old too.
 * - table B: 1,003 events; seq 1 exactly 30 days old (not older: kept), seq 2..1003 40 days old. The newest
 *   1000 are seq 4..1003, so seq 2 and 3 go (2).
 * - table C: 5 events, 40 days old: fewer than 1000, none goes.
 * - keys: 100 days, 25 h and 24 h + 1 ms old go (3); exactly 24 h and 1 h old stay (2).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, freshDatabase } from '../helpers/db';
import { call, ok } from '../helpers/http';
import { buildStudio, type Studio } from '../helpers/studio';
import { db } from '@/lib/db';
import { metrics } from '@/lib/metrics/metrics';
import { retentionProblem, retentionSettings, runRetention } from '@/lib/ops/retention';

const NOW = new Date('2026-12-01T12:00:00.000Z');
const H = 3_600_000;
const D = 24 * H;
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const AT = (i: number) => `($${i}::timestamptz AT TIME ZONE 'UTC')`;

async function removedSoFar(): Promise<Record<string, number>> {
  const out: Record<string, number> = { idempotency_key: 0, table_event: 0 };
  for (const v of (await metrics().retentionRemoved.get()).values) out[String(v.labels.kind)] = v.value;
  return out;
}

describe.each(BACKENDS)('[OPS] retention of idempotency keys and table events (%s)', (backend) => {
  let drop: () => Promise<void>;
  let s: Studio;
  const t: Record<'A' | 'B' | 'C', string> = { A: '', B: '', C: '' };

  /** Inserts events seq from..to of a table, all at one instant. */
  const events = (tableId: string, from: number, to: number, at: string) =>
    db().$executeRawUnsafe(
      `INSERT INTO "TableEvent" ("id", "tableId", "seq", "type", "payload", "at")
       SELECT gen_random_uuid()::text, $1, s, 'round:opened', '{}'::jsonb, ${AT(2)}
       FROM generate_series($3::int, $4::int) AS s`,
      tableId,
      at,
      from,
      to,
    );
  const key = (name: string, createdAt: string) =>
    db().$executeRawUnsafe(
      `INSERT INTO "IdempotencyKey" ("id", "userId", "key", "method", "path", "statusCode", "response", "createdAt")
       VALUES (gen_random_uuid()::text, $1, $2, 'POST', '/api/x', 201, '{}'::jsonb, ${AT(3)})`,
      s.players[0]!.id,
      name,
      createdAt,
    );
  const seqs = async (tableId: string) =>
    (await db().tableEvent.findMany({ where: { tableId }, select: { seq: true }, orderBy: { seq: 'asc' } })).map(
      (e) => e.seq,
    );
  const keys = async () =>
    (await db().idempotencyKey.findMany({ select: { key: true }, orderBy: { key: 'asc' } })).map((k) => k.key);

  beforeAll(async () => {
    drop = (await freshDatabase(backend)).drop;
    s = await buildStudio({ game: 'ROULETTE', players: ['alice'] });
    t.A = s.tableId;
    for (const name of ['B', 'C'] as const)
      t[name] = (
        await ok<{ id: string }>(
          call('POST', '/api/tables', { token: s.admin, body: { name: `Retention ${name}`, game: 'ROULETTE' } }),
        )
      ).id;
    await db().tableEvent.deleteMany({});
    await db().idempotencyKey.deleteMany({});
    await events(t.A, 1, 20, ago(31 * D));
    await events(t.A, 21, 1010, ago(1 * D));
    await events(t.B, 1, 1, ago(30 * D));
    await events(t.B, 2, 1003, ago(40 * D));
    await events(t.C, 1, 5, ago(40 * D));
    await key('k-100d', ago(100 * D));
    await key('k-25h', ago(25 * H));
    await key('k-24h+1ms', ago(24 * H + 1));
    await key('k-24h', ago(24 * H));
    await key('k-1h', ago(1 * H));
  });
  afterAll(async () => drop?.());

  it('[OPS] removes exactly the old rows, in batches, never the newest 1000 of a table; a second pass removes nothing', async () => {
    const before = await removedSoFar();
    const settings = retentionSettings({});
    expect(settings).toEqual({ idempotencyTtlHours: 24, tableEventDays: 30 });
    // Batches of 4: table A's 10 rows take three statements, the keys one; the result is the same as one batch.
    expect(await runRetention(NOW, { settings, batchSize: 4 })).toEqual({ idempotencyKeys: 3, tableEvents: 12 });
    const a = await seqs(t.A);
    expect([a.length, a[0], a.at(-1)]).toEqual([1000, 11, 1010]);
    const b = await seqs(t.B);
    expect([b.length, b[0], b[1], b.at(-1)]).toEqual([1001, 1, 4, 1003]);
    expect(await seqs(t.C)).toEqual([1, 2, 3, 4, 5]);
    expect(await keys()).toEqual(['k-1h', 'k-24h']);
    const after = await removedSoFar();
    expect({
      idempotency_key: after.idempotency_key! - before.idempotency_key!,
      table_event: after.table_event! - before.table_event!,
    }).toEqual({ idempotency_key: 3, table_event: 12 });

    expect(await runRetention(NOW, { settings })).toEqual({ idempotencyKeys: 0, tableEvents: 0 });
  });

  it("[OPS] shorter settings from the environment: still never below a table's newest 1000 events", async () => {
    // 12 hours for events: every event left is older, but A has exactly 1000 (none goes) and B 1001: its seq 1
    // (30 days old) is the one below its newest 1000. Half an hour for keys: both keys left go.
    const settings = retentionSettings({ CROUPIER_IDEMPOTENCY_TTL_HOURS: '0.5', CROUPIER_TABLE_EVENT_DAYS: '0.5' });
    expect(await runRetention(NOW, { settings })).toEqual({ idempotencyKeys: 2, tableEvents: 1 });
    expect((await seqs(t.A)).length).toBe(1000);
    const b = await seqs(t.B);
    expect([b.length, b[0]]).toEqual([1000, 4]);
    expect((await seqs(t.C)).length).toBe(5);
    expect(await keys()).toEqual([]);
  });

  it('[OPS] a setting that is not a positive number is refused with its name', () => {
    expect(() => retentionSettings({ CROUPIER_TABLE_EVENT_DAYS: 'thirty' })).toThrow(/CROUPIER_TABLE_EVENT_DAYS/);
    expect(() => retentionSettings({ CROUPIER_IDEMPOTENCY_TTL_HOURS: '0' })).toThrow(
      /CROUPIER_IDEMPOTENCY_TTL_HOURS must be more than 0/,
    );
    // The start check (server.ts refuses to start with it): the same sentence, or null.
    expect(retentionProblem({ CROUPIER_TABLE_EVENT_DAYS: '-1' })).toBe(
      'Invalid environment: CROUPIER_TABLE_EVENT_DAYS must be more than 0',
    );
    expect(retentionProblem({})).toBeNull();
    expect(retentionSettings({ CROUPIER_IDEMPOTENCY_TTL_HOURS: ' ', CROUPIER_TABLE_EVENT_DAYS: '' })).toEqual({
      idempotencyTtlHours: 24,
      tableEventDays: 30,
    });
  });
});
