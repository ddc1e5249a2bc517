/**
 * [API] Bad input: every rejection answers with the contract's error shape and status, and changes
 * nothing (the database is compared before and after each one).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, freshDatabase } from '../helpers/db';
import { call, login, ok } from '../helpers/http';
import { buildStudio, type Studio } from '../helpers/studio';
import { dbSnapshot } from '../helpers/snapshot';

describe.each(BACKENDS)('[API] rejections change nothing (%s)', (backend) => {
  let drop: () => Promise<void>;
  let s: Studio;
  let otherTable: string;
  let otherDealer: string;
  let roundId: string;
  let aliceBet: string;

  beforeAll(async () => {
    drop = (await freshDatabase(backend)).drop;
    s = await buildStudio({ game: 'BACCARAT', deposit: 10_000 });
    const t = await ok(call('POST', '/api/tables', { token: s.admin, body: { name: 'Other', game: 'BACCARAT' } }));
    otherTable = t.id;
    const d2 = await ok(
      call('POST', '/api/users', {
        token: s.admin,
        body: { username: 'dealer2', password: 'dealer2-password', role: 'DEALER' },
      }),
    );
    await ok(call('PUT', `/api/tables/${otherTable}/dealer`, { token: s.admin, body: { userId: d2.id } }));
    otherDealer = await login('dealer2', 'dealer2-password');
    await ok(call('POST', `/api/tables/${s.tableId}/shoes`, { token: s.dealer, body: {} }));
    const r = await ok(call('POST', `/api/tables/${s.tableId}/rounds`, { token: s.dealer, body: {} }));
    roundId = r.id;
    aliceBet = (
      await ok(
        call('POST', `/api/rounds/${roundId}/bets`, {
          token: s.players[0]!.token,
          body: { type: 'PLAYER', amount: 500 },
        }),
      )
    ).id;
  });
  afterAll(async () => drop?.());

  async function rejects(status: number, code: string, req: () => Promise<{ status: number; body: any }>) {
    const before = await dbSnapshot();
    const r = await req();
    expect({ status: r.status, code: r.body?.error?.code }).toEqual({ status, code });
    expect(typeof r.body.error.message).toBe('string');
    expect(r.body.error.message.length).toBeGreaterThan(5);
    expect(await dbSnapshot()).toBe(before);
  }

  it('[PLAYER][BET] refuses negative, fractional, huge, zero and non-numeric amounts with 400', async () => {
    const t = s.players[0]!.token;
    for (const amount of [-100, 12.5, 1e12, 0, '100', null]) {
      await rejects(400, 'VALIDATION_ERROR', () =>
        call('POST', `/api/rounds/${roundId}/bets`, { token: t, body: { type: 'PLAYER', amount } }),
      );
    }
    await rejects(400, 'INVALID_JSON', () =>
      call('POST', `/api/rounds/${roundId}/bets`, { token: t, rawBody: '{"type":' }),
    );
    await rejects(400, 'INVALID_BET_TYPE', () =>
      call('POST', `/api/rounds/${roundId}/bets`, { token: t, body: { type: 'DRAGON', amount: 100 } }),
    );
  });

  it('[PLAYER][BET] refuses bets outside the limits and beyond the balance with 422', async () => {
    const t = s.players[1]!.token;
    await rejects(422, 'BET_BELOW_MINIMUM', () =>
      call('POST', `/api/rounds/${roundId}/bets`, { token: t, body: { type: 'PLAYER', amount: 99 } }),
    );
    await rejects(422, 'BET_ABOVE_MAXIMUM', () =>
      call('POST', `/api/rounds/${roundId}/bets`, { token: t, body: { type: 'TIE', amount: 50_001 } }),
    );
    await rejects(422, 'INSUFFICIENT_BALANCE', () =>
      call('POST', `/api/rounds/${roundId}/bets`, { token: t, body: { type: 'BANKER', amount: 10_001 } }),
    );
  });

  it("[AUTH] refuses the unauthenticated, the wrong role and other people's objects", async () => {
    await rejects(401, 'UNAUTHENTICATED', () =>
      call('POST', `/api/rounds/${roundId}/bets`, { body: { type: 'PLAYER', amount: 100 } }),
    );
    await rejects(401, 'UNAUTHENTICATED', () => call('GET', '/api/me', { token: 'crp_not-a-token' }));
    await rejects(403, 'FORBIDDEN', () => call('POST', `/api/rounds/${roundId}/close`, { token: s.players[0]!.token }));
    await rejects(403, 'FORBIDDEN', () =>
      call('POST', `/api/rounds/${roundId}/bets`, { token: s.dealer, body: { type: 'PLAYER', amount: 100 } }),
    );
    await rejects(403, 'NOT_YOUR_TABLE', () => call('POST', `/api/rounds/${roundId}/close`, { token: otherDealer }));
    await rejects(403, 'NOT_YOUR_TABLE', () =>
      call('POST', `/api/tables/${s.tableId}/shoes`, { token: otherDealer, body: {} }),
    );
    await rejects(403, 'NOT_YOUR_BET', () => call('DELETE', `/api/bets/${aliceBet}`, { token: s.players[1]!.token }));
    await rejects(403, 'FORBIDDEN', () =>
      call('POST', `/api/rounds/${roundId}/void`, { token: s.dealer, body: { reason: 'dealer tries' } }),
    );
    await rejects(403, 'FORBIDDEN', () =>
      call('POST', '/api/users', { token: s.pit, body: { username: 'x1', password: 'password-1', role: 'ADMIN' } }),
    );
    await rejects(403, 'FORBIDDEN', () =>
      call('POST', `/api/users/${s.players[0]!.id}/deposits`, { token: s.players[0]!.token, body: { amount: 100 } }),
    );
  });

  it('[API] answers 404 for unknown ids', async () => {
    await rejects(404, 'ROUND_NOT_FOUND', () =>
      call('POST', '/api/rounds/nope/bets', { token: s.players[0]!.token, body: { type: 'PLAYER', amount: 100 } }),
    );
    await rejects(404, 'ROUND_NOT_FOUND', () =>
      call('POST', '/api/rounds/nope/cards', { token: s.dealer, body: { card: 'AS' } }),
    );
    await rejects(404, 'BET_NOT_FOUND', () => call('DELETE', '/api/bets/nope', { token: s.players[0]!.token }));
    await rejects(404, 'TABLE_NOT_FOUND', () => call('POST', '/api/tables/nope/rounds', { token: s.admin, body: {} }));
    await rejects(404, 'USER_NOT_FOUND', () =>
      call('POST', '/api/users/nope/deposits', { token: s.admin, body: { amount: 100 } }),
    );
    await rejects(404, 'ROUND_NOT_FOUND', () => call('GET', '/api/rounds/nope', { token: s.pit }));
  });

  it('[DEALER][BACCARAT] refuses cards in the wrong phase, malformed codes, wrong turns and cards beyond the shoe', async () => {
    await rejects(409, 'BETTING_OPEN', () =>
      call('POST', `/api/rounds/${roundId}/cards`, { token: s.dealer, body: { card: 'AS' } }),
    );
    await rejects(409, 'ROUND_IN_PROGRESS', () =>
      call('POST', `/api/tables/${s.tableId}/rounds`, { token: s.dealer, body: {} }),
    );
    await rejects(409, 'ROUND_NOT_COMPLETE', () => call('POST', `/api/rounds/${roundId}/settle`, { token: s.dealer }));
    await ok(call('POST', `/api/rounds/${roundId}/close`, { token: s.dealer }));
    await rejects(409, 'WRONG_PHASE', () => call('POST', `/api/rounds/${roundId}/close`, { token: s.dealer }));
    await rejects(409, 'BETTING_CLOSED', () =>
      call('POST', `/api/rounds/${roundId}/bets`, {
        token: s.players[1]!.token,
        body: { type: 'PLAYER', amount: 100 },
      }),
    );
    await rejects(409, 'BETTING_CLOSED', () => call('DELETE', `/api/bets/${aliceBet}`, { token: s.players[0]!.token }));
    for (const card of ['1X', 'ZZ', '11H', 'A', '']) {
      const code = card === '' ? 'VALIDATION_ERROR' : 'INVALID_CARD';
      await rejects(400, code, () => call('POST', `/api/rounds/${roundId}/cards`, { token: s.dealer, body: { card } }));
    }
    await rejects(409, 'NOTHING_TO_UNDO', () => call('POST', `/api/rounds/${roundId}/undo`, { token: s.dealer }));
    await rejects(409, 'OUTCOME_NOT_EXPECTED', () =>
      call('POST', `/api/rounds/${roundId}/outcome`, { token: s.dealer, body: { number: 7 } }),
    );
    // Player 9 (4+5) natural vs banker 3 (K+3): the hand is complete after four cards.
    for (const card of ['4h', 'KS', '5D', '3C'])
      await ok(call('POST', `/api/rounds/${roundId}/cards`, { token: s.dealer, body: { card } }));
    await rejects(409, 'CARD_NOT_EXPECTED', () =>
      call('POST', `/api/rounds/${roundId}/cards`, { token: s.dealer, body: { card: '2C' } }),
    );
    await ok(call('POST', `/api/rounds/${roundId}/settle`, { token: s.dealer }));
    await rejects(409, 'ALREADY_SETTLED', () => call('POST', `/api/rounds/${roundId}/settle`, { token: s.dealer }));
    await rejects(409, 'ALREADY_SETTLED', () => call('POST', `/api/rounds/${roundId}/undo`, { token: s.dealer }));
    // Shoe integrity (§C-2): an 8-deck shoe holds 8 of each code; the 9th 7D is refused.
    let sevens = 0;
    const tens = ['T', 'J', 'Q', 'K'].flatMap((r) => ['S', 'H', 'D', 'C'].map((x) => r + x));
    let t = 0;
    const ten = () => tens[t++ % tens.length] as string;
    while (sevens < 8) {
      const r = await ok(call('POST', `/api/tables/${s.tableId}/rounds`, { token: s.dealer, body: {} }));
      await ok(call('POST', `/api/rounds/${r.id}/close`, { token: s.dealer }));
      // 7D, ten, 7D, ten: player 4, banker 0; player draws a ten (0), banker 0 draws (§BAC-4).
      let state = r;
      const feed = ['7D', ten(), '7D', ten(), ten(), ten()];
      for (const card of feed) {
        state = await ok(call('POST', `/api/rounds/${r.id}/cards`, { token: s.dealer, body: { card } }));
        if (card === '7D') sevens++;
        if (state.status === 'COMPLETE') break;
      }
      expect(state.status).toBe('COMPLETE');
      await ok(call('POST', `/api/rounds/${r.id}/settle`, { token: s.dealer }));
    }
    const r = await ok(call('POST', `/api/tables/${s.tableId}/rounds`, { token: s.dealer, body: {} }));
    await ok(call('POST', `/api/rounds/${r.id}/close`, { token: s.dealer }));
    await rejects(409, 'CARD_NOT_IN_SHOE', () =>
      call('POST', `/api/rounds/${r.id}/cards`, { token: s.dealer, body: { card: '7d' } }),
    );
    await rejects(400, 'VALIDATION_ERROR', () =>
      call('POST', `/api/rounds/${r.id}/void`, { token: s.pit, body: { reason: '' } }),
    );
  });
});
