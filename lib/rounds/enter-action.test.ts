/**
 * enterAction's fast path (issue #16, card entered → viewer): one unlocked read and one self-committing write that
 * only writes while the round and its shoe are the row versions read. What it answers, records and sends must be
 * what the locked path gives; a change between its read and its write must send the entry to the locked path (no
 * lost shoe update); a repeated Idempotency-Key has no second effect. Both backends.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, freshDatabase } from '@/test/helpers/db';
import { IdempotentReplay, transact, type Command } from '@/lib/command';
import { db, type Database } from '@/lib/db';
import type { Principal } from '@/lib/auth/principal';
import { houseAccountId } from '@/lib/ledger/accounts';
import { onDeliver, type Outgoing } from '@/lib/realtime/hub';
import type { TableEventPayload } from '@/lib/realtime/events';
import { insertUser } from '@/lib/users/manage-users';
import { openRound } from '@/lib/rounds/open-round';
import { closeRound } from '@/lib/rounds/close-round';
import { enterAction } from '@/lib/rounds/enter-action';
import { publicRound } from '@/lib/rounds/public-round';

describe.each(BACKENDS)('[DEALER][BACCARAT] card entry without a transaction (%s)', (backend) => {
  let database: Database & { drop: () => Promise<void> };
  let dealer: Principal;
  let n = 0;

  beforeAll(async () => {
    database = await freshDatabase(backend);
    await transact({ actor: null }, async (tx) => {
      const u = await insertUser(tx, { username: 'dealer1', password: 'dealer1-password', role: 'DEALER' });
      dealer = { id: u.id, username: u.username, role: 'DEALER' };
    });
  });
  afterAll(async () => {
    await database?.drop();
  });

  /** A baccarat table with dealer1 assigned and an 8-deck shoe, and a round closed for dealing. */
  async function dealingRound(): Promise<{ tableId: string; roundId: string; shoeId: string }> {
    const table = await db().gameTable.create({
      data: { name: `Baccarat ${++n}`, game: 'BACCARAT', dealerId: dealer.id },
    });
    await db().ledgerAccount.create({ data: { id: houseAccountId(table.id), kind: 'HOUSE', tableId: table.id } });
    const shoe = await db().shoe.create({ data: { tableId: table.id, number: 1, decks: 8 } });
    const round = await openRound({ actor: dealer }, table.id, {});
    await closeRound({ actor: dealer }, round.id);
    return { tableId: table.id, roundId: round.id, shoeId: shoe.id };
  }

  function collect(): { messages: Outgoing[]; off: () => void } {
    const messages: Outgoing[] = [];
    const off = onDeliver((m) => messages.push(m));
    return { messages, off };
  }

  it('answers, logs and sends what the round reads back as, byte for byte', async () => {
    const { tableId, roundId, shoeId } = await dealingRound();
    const { messages, off } = collect();
    const res = await enterAction({ actor: dealer }, roundId, { type: 'CARD', card: '9h' });
    off();
    const round = await db().round.findUniqueOrThrow({ where: { id: roundId } });
    // The answer is the public view of the row as written (same JSON text, key order included).
    expect(JSON.stringify(res)).toBe(JSON.stringify(publicRound(round)));
    // §BAC: the first card is the player's first card.
    expect(res.cards).toEqual({ player: ['9H'], banker: [] });
    expect(round.status).toBe('DEALING');
    // Round log: OPENED 1, CLOSED 2, the card 3.
    const log = await db().roundEvent.findMany({ where: { roundId }, orderBy: { seq: 'asc' } });
    expect(log.map((e) => [e.seq, e.type, e.actorId])).toEqual([
      [1, 'OPENED', dealer.id],
      [2, 'CLOSED', dealer.id],
      [3, 'CARD', dealer.id],
    ]);
    expect(log[2]!.data).toEqual({ card: '9H', to: 'player', position: 1 });
    expect(round.eventSeq).toBe(3);
    // Shoe: one 9H out of 416.
    const shoe = await db().shoe.findUniqueOrThrow({ where: { id: shoeId } });
    expect(shoe.cardsDealt).toBe(1);
    expect(shoe.counts).toEqual({ '9H': 1 });
    // Table events: opened 1, closed 2, card 3; the one message is the stored event.
    const table = await db().gameTable.findUniqueOrThrow({ where: { id: tableId } });
    expect(table.eventSeq).toBe(3);
    const stored = await db().tableEvent.findUniqueOrThrow({ where: { tableId_seq: { tableId, seq: 3 } } });
    expect(stored.type).toBe('round:card');
    const cards = messages.filter((m) => m.event === 'round:card');
    expect(cards).toHaveLength(1);
    expect(cards[0]!.room).toBe(`table:${tableId}`);
    const payload = cards[0]!.payload as TableEventPayload;
    expect(payload.seq).toBe(3);
    expect(JSON.parse(JSON.stringify(payload))).toEqual(stored.payload);
    expect(payload.data).toEqual({
      card: '9H',
      to: 'player',
      position: 1,
      shoe: { id: shoeId, cardsDealt: 1, status: 'ACTIVE' },
    });
  });

  it('the card that completes the round: the result as the row reads back, byte for byte', async () => {
    const { tableId, roundId } = await dealingRound();
    let res;
    for (const card of ['9h', '2c', 'kd', '3s'])
      res = await enterAction({ actor: dealer }, roundId, { type: 'CARD', card });
    const round = await db().round.findUniqueOrThrow({ where: { id: roundId } });
    expect(JSON.stringify(res)).toBe(JSON.stringify(publicRound(round)));
    // §BAC: player 9H KD = 9, banker 2C 3S = 5: a natural, the player wins, no pairs.
    expect(round.status).toBe('COMPLETE');
    expect(res!.result).toEqual({
      winner: 'PLAYER',
      playerTotal: 9,
      bankerTotal: 5,
      natural: true,
      playerPair: false,
      bankerPair: false,
    });
    const stored = await db().tableEvent.findUniqueOrThrow({ where: { tableId_seq: { tableId, seq: 6 } } });
    expect((stored.payload as unknown as TableEventPayload).round).toEqual(JSON.parse(JSON.stringify(res)));
  });

  it('two cards entered at once: both dealt, each once, seqs gap-free', async () => {
    const { tableId, roundId, shoeId } = await dealingRound();
    const { messages, off } = collect();
    await Promise.all([
      enterAction({ actor: dealer }, roundId, { type: 'CARD', card: '2c' }),
      enterAction({ actor: dealer }, roundId, { type: 'CARD', card: '3d' }),
    ]);
    off();
    const round = await db().round.findUniqueOrThrow({ where: { id: roundId } });
    const cards = publicRound(round).cards!;
    // Player's first card, then the banker's first (§BAC): whichever came first is the player's.
    expect([...cards.player!, ...cards.banker!].sort()).toEqual(['2C', '3D']);
    expect(cards.player).toHaveLength(1);
    const log = await db().roundEvent.findMany({ where: { roundId }, orderBy: { seq: 'asc' } });
    expect(log.map((e) => e.seq)).toEqual([1, 2, 3, 4]);
    const shoe = await db().shoe.findUniqueOrThrow({ where: { id: shoeId } });
    expect(shoe.cardsDealt).toBe(2);
    expect(shoe.counts).toEqual({ '2C': 1, '3D': 1 });
    const seqs = messages
      .filter((m) => m.event === 'round:card')
      .map((m) => (m.payload as TableEventPayload).seq)
      .sort();
    expect(seqs).toEqual([3, 4]);
    expect(await db().tableEvent.count({ where: { tableId } })).toBe(4);
  });

  it('a repeated Idempotency-Key answers the first response and deals no second card', async () => {
    const { roundId, shoeId } = await dealingRound();
    const cmd: Command = {
      actor: dealer,
      idempotency: { key: `k-${roundId}`, method: 'POST', path: `/api/rounds/${roundId}/cards`, status: 200 },
    };
    const first = await enterAction(cmd, roundId, { type: 'CARD', card: '5s' });
    const again = await enterAction(cmd, roundId, { type: 'CARD', card: '5s' }).catch((e: unknown) => e);
    expect(again).toBeInstanceOf(IdempotentReplay);
    expect((again as IdempotentReplay).status).toBe(200);
    expect((again as IdempotentReplay).body).toEqual(JSON.parse(JSON.stringify(first)));
    const shoe = await db().shoe.findUniqueOrThrow({ where: { id: shoeId } });
    expect(shoe.counts).toEqual({ '5S': 1 });
    expect(await db().roundEvent.count({ where: { roundId, type: 'CARD' } })).toBe(1);
  });

  it.runIf(backend === 'postgres')(
    'a shoe rewritten between the read and the write: the entry counts on the new counts (no lost update)',
    async () => {
      const { roundId, shoeId } = await dealingRound();
      const url = (database.backend as { pool: pg.Pool }).pool.options.connectionString!;
      const other = new pg.Client({ connectionString: url });
      await other.connect();
      try {
        // Another command (as a correction of an earlier round of this shoe does) holds the shoe and rewrites it:
        // seven 5S already out.
        await other.query('BEGIN');
        await other.query(`UPDATE "Shoe" SET "counts" = '{"5S": 7}', "cardsDealt" = 7 WHERE "id" = $1`, [shoeId]);
        const entry = enterAction({ actor: dealer }, roundId, { type: 'CARD', card: '5s' });
        // The entry's write waits for the shoe's row lock.
        const end = Date.now() + 10_000;
        for (;;) {
          const r = await other.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
          );
          if (r.rows[0]!.n > 0) break;
          if (Date.now() > end) throw new Error('the entry never waited for the shoe');
          await new Promise((r) => setTimeout(r, 10));
        }
        await other.query('COMMIT');
        await entry;
      } finally {
        await other.end();
      }
      // §C-2: 7 + this one = 8 of 5S out (an 8-deck shoe holds 8), 8 cards dealt; the next 5S is refused.
      const shoe = await db().shoe.findUniqueOrThrow({ where: { id: shoeId } });
      expect(shoe.counts).toEqual({ '5S': 8 });
      expect(shoe.cardsDealt).toBe(8);
      await expect(enterAction({ actor: dealer }, roundId, { type: 'CARD', card: '5s' })).rejects.toMatchObject({
        code: 'CARD_NOT_IN_SHOE',
      });
      expect(await db().roundEvent.count({ where: { roundId, type: 'CARD' } })).toBe(1);
    },
  );
});
