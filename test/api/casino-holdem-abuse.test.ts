/**
 * [PLAYER][DEALER][PIT][CASINO_HOLDEM] Trying to break Casino Hold'em through the HTTP API, as players and
 * dealers would by accident (double clicks, late bets, an undo in the call window) or on purpose (deciding
 * for another player's box, reading who staked what, odd amounts and bodies, other people's bets).
 *
 * Every refused request is checked for its status and error code AND for changing nothing
 * (`dbSnapshot()` before = after). Every amount is worked out by hand from RULES.md §CHE-2..5 in the
 * comments next to it; every round ends with players + house = 0 (`ledgerTotals`).
 *
 * Bugs found here were fixed; their tests stay, each under a comment starting `Fixed` that says what broke.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, freshDatabase } from '../helpers/db';
import { call, login, ok, type ApiResponse } from '../helpers/http';
import { buildStudio, ledgerTotals, type Studio } from '../helpers/studio';
import { dbSnapshot } from '../helpers/snapshot';
import { expireDecisions } from '@/lib/rounds/expire-decisions';

/** Every player's deposit, cents. */
const D = 100_000;
/** The call window of the tables here, seconds (§C-7): long enough for a test to act inside it. */
const WINDOW = 30;

describe.each(BACKENDS)('[CASINO_HOLDEM] abuse through the API (%s)', (backend) => {
  let drop: () => Promise<void>;
  let s: Studio;
  const t: Record<string, string> = {};
  const id: Record<string, string> = {};
  let tables = 0;

  beforeAll(async () => {
    drop = (await freshDatabase(backend)).drop;
    s = await buildStudio({
      game: 'CASINO_HOLDEM',
      players: ['annie', 'benno', 'cathy', 'danny'],
      deposit: D,
      rules: { decisionSeconds: WINDOW },
    });
    for (const p of s.players) {
      t[p.name] = p.token;
      id[p.name] = p.id;
    }
  });
  afterAll(async () => drop?.());

  const newTable = async (dealerId = s.dealerId) => {
    const tb = await ok<{ id: string }>(
      call('POST', '/api/tables', {
        token: s.admin,
        body: { name: `Casino Hold'em abuse ${++tables}`, game: 'CASINO_HOLDEM', rules: { decisionSeconds: WINDOW } },
      }),
    );
    await ok(call('PUT', `/api/tables/${tb.id}/dealer`, { token: s.admin, body: { userId: dealerId } }));
    return tb.id;
  };
  const balance = async (name: string) => (await ok(call('GET', '/api/me', { token: t[name] }))).balance as number;
  const open = (tableId: string) => ok(call('POST', `/api/tables/${tableId}/rounds`, { token: s.dealer, body: {} }));
  const bet = (roundId: string, name: string, body: Record<string, unknown>) =>
    call('POST', `/api/rounds/${roundId}/bets`, { token: t[name], body });
  const decide = (roundId: string, name: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
    call('POST', `/api/rounds/${roundId}/decisions`, { token: t[name], body, headers });
  const card = (roundId: string, c: string) =>
    call('POST', `/api/rounds/${roundId}/cards`, { token: s.dealer, body: { card: c } });
  const cards = async (roundId: string, list: string[]) => {
    let st: any = null;
    for (const c of list) st = await ok(card(roundId, c));
    return st;
  };
  const close = (roundId: string) => call('POST', `/api/rounds/${roundId}/close`, { token: s.dealer });
  const settle = (roundId: string) => ok(call('POST', `/api/rounds/${roundId}/settle`, { token: s.dealer }));
  const detail = (roundId: string, token = s.pit) => ok(call('GET', `/api/rounds/${roundId}`, { token }));
  const zeroSum = async () => expect(await ledgerTotals()).toEqual({ balances: 0n, entries: 0n });
  /** The request is refused with `status` / `code`, and the database is exactly as it was. */
  const refuse = async (what: string, req: () => Promise<ApiResponse>, status: number, code: string) => {
    const before = await dbSnapshot();
    const x = await req();
    expect([what, x.status, x.body?.error?.code]).toEqual([what, status, code]);
    expect(await dbSnapshot(), `${what}: a refused request changed the database`).toBe(before);
  };
  const codes = (xs: ApiResponse[]) =>
    xs.map((x) => (x.status < 300 ? x.status : `${x.status} ${x.body?.error?.code}`));

  it("[PRIVACY] a player's round detail holds their own bets only and no other player's name or id: the log's Calls and Folds of the other boxes name no one (the staff see who); another table's dealer sees no bets either", async () => {
    const dealer2 = await ok<{ id: string }>(
      call('POST', '/api/users', {
        token: s.admin,
        body: { username: 'dealer2', password: 'dealer2-password', role: 'DEALER' },
      }),
    );
    await newTable(dealer2.id);
    const dealer2Token = await login('dealer2', 'dealer2-password');
    const tb = await newTable();
    const r = await open(tb);
    await ok(bet(r.id, 'annie', { type: 'ANTE', amount: 1000 }));
    await ok(bet(r.id, 'annie', { type: 'AA_BONUS', amount: 500 }));
    await ok(bet(r.id, 'benno', { type: 'ANTE', amount: 2000 }));
    await ok(bet(r.id, 'cathy', { type: 'ANTE', amount: 500 }));
    await ok(close(r.id));
    // Player AS AH, dealer KD KC (face down), flop 2S 7D 9H.
    await cards(r.id, ['AS', 'KD', 'AH', 'KC', '2S', '7D', '9H']);
    await ok(decide(r.id, 'annie', { action: 'CALL' }));
    await ok(decide(r.id, 'benno', { action: 'FOLD' }));

    // cathy, still deciding, reads the round.
    const seen = await detail(r.id, t.cathy);
    const json = JSON.stringify(seen);
    expect(seen.bets.map((b: any) => [b.username, b.type, b.amount])).toEqual([['cathy', 'ANTE', 500]]);
    for (const other of ['annie', 'benno', 'danny']) {
      expect([other, json.includes(id[other]!)]).toEqual([other, false]);
      expect([other, json.includes(`"${other}"`)]).toEqual([other, false]);
    }
    expect(['KD', 'KC'].filter((c) => json.includes(`"${c}"`))).toEqual([]);
    // The boxes and their stakes stay public (who is who does not): boxes are numbered by user id (settle.ts).
    expect(seen.view.boxes.map((b: any) => [b.ante, b.aaBonus]).sort()).toEqual([
      [1000, 500],
      [2000, 0],
      [500, 0],
    ]);
    // Fixed: the log's DECISION events carried their actor's username to every other player, so with PLAYERS
    // (box → Ante, AA Bonus) a player read who staked what and who called: annie (box with 10.00 + 5.00) called.
    const decisions = (d: any) =>
      d.events.filter((e: any) => e.type === 'DECISION').map((e: any) => [e.data.action, e.actor]);
    expect(decisions(seen)).toEqual([
      ['CALL', null],
      ['FOLD', null],
    ]);
    expect(decisions(await detail(r.id, dealer2Token))).toEqual([
      ['CALL', null],
      ['FOLD', null],
    ]);
    expect((await detail(r.id, dealer2Token)).bets).toEqual([]);
    // A player's own decision keeps their name; the staff see every name.
    expect(decisions(await detail(r.id, t.annie))).toEqual([
      ['CALL', 'annie'],
      ['FOLD', null],
    ]);
    expect(decisions(await detail(r.id))).toEqual([
      ['CALL', 'annie'],
      ['FOLD', 'benno'],
    ]);
    expect(decisions(await detail(r.id, s.dealer))).toEqual([
      ['CALL', 'annie'],
      ['FOLD', 'benno'],
    ]);

    await ok(decide(r.id, 'cathy', { action: 'FOLD' }));
    expect(decisions(await detail(r.id, t.cathy))).toEqual([
      ['CALL', null],
      ['FOLD', null],
      ['FOLD', 'cathy'],
    ]);
    // The window closed: the dealer's cards are face up for everyone (§CHE-1).
    expect((await detail(r.id, t.cathy)).cards.dealer).toEqual(['KD', 'KC']);
    await cards(r.id, ['3C', '4D']);
    await settle(r.id);
    // annie: AS AH + 2S 7D 9H 3C 4D = pair of aces; dealer KD KC + board = pair of kings, qualifies (§CHE-3);
    // aces beat kings: Ante 1:1 (straight or less, §CHE-4) +10.00, Call 1:1 +20.00; AA Bonus on AS AH 2S 7D 9H:
    // a pair of aces, 7:1 = +35.00 (§CHE-5). benno and cathy folded: Antes lost.
    expect(await balance('annie')).toBe(D + 1000 + 2000 + 3500);
    expect(await balance('benno')).toBe(D - 2000);
    expect(await balance('cathy')).toBe(D - 500);
    const after = await detail(r.id, t.benno);
    expect(after.bets.map((b: any) => [b.username, b.type, b.status])).toEqual([['benno', 'ANTE', 'LOST']]);
    expect(JSON.stringify(after).includes(id.annie!)).toBe(false);
    await zeroSum();
  });

  it('[DOUBLE CLICK] the same Call twice at once (with and without an Idempotency-Key) takes 2x Ante once; a Call and a Fold at once: one of them; a body naming another box or user decides for the sender only', async () => {
    const tb = await newTable();
    const start = Object.fromEntries(
      await Promise.all(['annie', 'benno', 'cathy', 'danny'].map(async (n) => [n, await balance(n)] as const)),
    );
    const r = await open(tb);
    for (const n of ['annie', 'benno', 'cathy', 'danny']) await ok(bet(r.id, n, { type: 'ANTE', amount: 1000 }));
    await ok(close(r.id));
    // Player 9S 9D, dealer 2H 3H, flop 9C KH 5S.
    await cards(r.id, ['9S', '2H', '9D', '3H', '9C', 'KH', '5S']);

    // danny names annie's user id and another box in the body: the unknown fields are dropped, he folds his own box.
    const st = await ok(decide(r.id, 'danny', { action: 'FOLD', userId: id.annie, box: 1, playerId: id.annie }));
    expect(st.next).toEqual({ kind: 'calls', players: 4, called: 0, folded: 1, deciding: 3 });
    expect((await detail(r.id, t.danny)).bets.map((b: any) => b.spec.decision)).toEqual(['FOLD']);
    expect((await detail(r.id, t.annie)).bets.map((b: any) => b.spec.decision ?? null)).toEqual([null]);
    await refuse(
      'danny again, naming annie',
      () => decide(r.id, 'danny', { action: 'CALL', userId: id.annie }),
      409,
      'ALREADY_DECIDED',
    );
    await refuse(
      'the dealer calls for a box',
      () => call('POST', `/api/rounds/${r.id}/decisions`, { token: s.dealer, body: { action: 'CALL' } }),
      403,
      'FORBIDDEN',
    );
    await refuse(
      'the pit boss folds for a box',
      () => call('POST', `/api/rounds/${r.id}/decisions`, { token: s.pit, body: { action: 'FOLD' } }),
      403,
      'FORBIDDEN',
    );
    await refuse(
      'nobody signed in',
      () => call('POST', `/api/rounds/${r.id}/decisions`, { body: { action: 'FOLD' } }),
      401,
      'UNAUTHENTICATED',
    );

    // annie double-clicks Call (no key), benno double-clicks with one Idempotency-Key, cathy clicks Call and Fold.
    const key = { 'idempotency-key': 'benno-call-1' };
    const [a1, a2, b1, b2, c1, c2] = await Promise.all([
      decide(r.id, 'annie', { action: 'CALL' }),
      decide(r.id, 'annie', { action: 'CALL' }),
      decide(r.id, 'benno', { action: 'CALL' }, key),
      decide(r.id, 'benno', { action: 'CALL' }, key),
      decide(r.id, 'cathy', { action: 'CALL' }),
      decide(r.id, 'cathy', { action: 'FOLD' }),
    ]);
    // The last of the six closes the window: the one after it (the refused twin) finds it closed, not the box decided.
    const late = new Set(['409 ALREADY_DECIDED', '409 DECISION_NOT_EXPECTED']);
    expect(codes([a1, a2]).filter((c) => c === 200)).toHaveLength(1);
    expect(codes([a1, a2]).filter((c) => late.has(String(c)))).toHaveLength(1);
    expect(codes([b1, b2])).toEqual([200, 200]);
    expect(b2.body.balance).toBe(b1.body.balance);
    expect(codes([c1, c2]).filter((c) => c === 200)).toHaveLength(1);
    expect(codes([c1, c2]).filter((c) => late.has(String(c)))).toHaveLength(1);
    const cathyCalled = c1.status === 200;

    const all = await detail(r.id);
    expect(all.next).toEqual({ kind: 'card', to: 'turn', position: 1 });
    expect(
      all.bets
        .filter((b: any) => b.type === 'CALL')
        .map((b: any) => [b.username, b.amount])
        .sort(),
    ).toEqual([['annie', 2000], ['benno', 2000], ...(cathyCalled ? [['cathy', 2000]] : [])].sort());
    // Ante 10.00, Call 2x Ante = 20.00, taken once each (§CHE-2).
    expect(await balance('annie')).toBe(start.annie! - 3000);
    expect(await balance('benno')).toBe(start.benno! - 3000);
    expect(await balance('cathy')).toBe(start.cathy! - (cathyCalled ? 3000 : 1000));
    expect((await detail(r.id, t.cathy)).bets.find((b: any) => b.type === 'ANTE').spec.decision).toBe(
      cathyCalled ? 'CALL' : 'FOLD',
    );
    await cards(r.id, ['JC', 'QD']);
    await settle(r.id);
    // 9S 9D + 9C KH 5S JC QD: trips 9s; dealer 2H 3H + board: K-Q-J-5-3 high, does not qualify (§CHE-3):
    // a caller's Ante is paid 1:1 (straight or less, §CHE-4) = +10.00, the Call comes back. danny folded.
    expect(await balance('annie')).toBe(start.annie! + 1000);
    expect(await balance('benno')).toBe(start.benno! + 1000);
    expect(await balance('cathy')).toBe(start.cathy! + (cathyCalled ? 1000 : -1000));
    expect(await balance('danny')).toBe(start.danny! - 1000);
    await zeroSum();
  });

  it("[BETS] odd amounts and bodies, a Call or Fold as a bet, other people's bets, bets by staff or nobody, and bets racing No more bets: refused and nothing changes; every bet taken plays in a box", async () => {
    const tb = await newTable();
    const r = await open(tb);
    const start = { annie: await balance('annie'), benno: await balance('benno') };
    const bad: [string, unknown][] = [
      ['a negative amount', -1000],
      ['no amount', undefined],
      ['zero', 0],
      ['a fraction of a cent', 1000.5],
      ['a string', '1000'],
      ['above the API maximum', 1e12],
      ['not a number', null],
    ];
    for (const [what, amount] of bad)
      await refuse(`an Ante of ${what}`, () => bet(r.id, 'annie', { type: 'ANTE', amount }), 400, 'VALIDATION_ERROR');
    for (const type of ['CALL', 'FOLD', 'ante', 'MAIN'])
      await refuse(`a ${type} bet`, () => bet(r.id, 'annie', { type, amount: 1000 }), 400, 'INVALID_BET_TYPE');
    await refuse('a blank bet type', () => bet(r.id, 'annie', { type: '', amount: 1000 }), 400, 'VALIDATION_ERROR');
    await refuse(
      'an AA Bonus before any Ante',
      () => bet(r.id, 'annie', { type: 'AA_BONUS', amount: 500 }),
      422,
      'MAIN_BET_REQUIRED',
    );
    await refuse(
      'JSON 40 levels deep',
      () =>
        call('POST', `/api/rounds/${r.id}/bets`, {
          token: t.annie,
          rawBody: `{"type":"ANTE","amount":1000,"x":${'['.repeat(40)}${']'.repeat(40)}}`,
        }),
      400,
      'JSON_TOO_DEEP',
    );
    await refuse(
      'a list of bets',
      () => call('POST', `/api/rounds/${r.id}/bets`, { token: t.annie, rawBody: '[{"type":"ANTE","amount":1000}]' }),
      400,
      'VALIDATION_ERROR',
    );
    for (const [who, token, status, code] of [
      ['the dealer', s.dealer, 403, 'FORBIDDEN'],
      ['the pit boss', s.pit, 403, 'FORBIDDEN'],
      ['nobody signed in', undefined, 401, 'UNAUTHENTICATED'],
    ] as const)
      await refuse(
        `${who} bets an Ante`,
        () => call('POST', `/api/rounds/${r.id}/bets`, { token, body: { type: 'ANTE', amount: 1000 } }),
        status,
        code,
      );

    // Extra fields naming another player, a seat or a decision are dropped: annie's own Ante, spec {}.
    const ante = await ok(
      bet(r.id, 'annie', { type: 'ANTE', amount: 1000, userId: id.benno, seat: 3, spec: { decision: 'CALL' } }),
    );
    expect([ante.spec, ante.balance]).toEqual([{}, start.annie - 1000]);
    expect(await balance('benno')).toBe(start.benno);
    await refuse(
      'benno cancels annie’s Ante',
      () => call('DELETE', `/api/bets/${ante.id}`, { token: t.benno }),
      403,
      'NOT_YOUR_BET',
    );
    await refuse(
      'the dealer cancels it',
      () => call('DELETE', `/api/bets/${ante.id}`, { token: s.dealer }),
      403,
      'FORBIDDEN',
    );
    await refuse(
      'a bet id that is not one',
      () => call('DELETE', '/api/bets/not-a-bet', { token: t.annie }),
      404,
      'BET_NOT_FOUND',
    );

    // Six bets and No more bets at once: each bet is taken before the close or refused; those taken are in the boxes.
    const racing = await Promise.all([
      bet(r.id, 'benno', { type: 'ANTE', amount: 700 }),
      bet(r.id, 'cathy', { type: 'ANTE', amount: 800 }),
      bet(r.id, 'annie', { type: 'AA_BONUS', amount: 300 }),
      close(r.id),
      bet(r.id, 'danny', { type: 'ANTE', amount: 900 }),
      bet(r.id, 'benno', { type: 'ANTE', amount: 600 }),
      bet(r.id, 'cathy', { type: 'ANTE', amount: 500 }),
    ]);
    expect(racing[3]!.status).toBe(200);
    const bets = racing.filter((_, i) => i !== 3);
    for (const x of bets) expect([201, 409, 422]).toContain(x.status);
    for (const x of bets.filter((b) => b.status === 409)) expect(x.body.error.code).toBe('BETTING_CLOSED');
    const st = await detail(r.id);
    const openAntes = st.bets.filter((b: any) => b.type === 'ANTE' && b.status === 'OPEN');
    const taken = bets.filter((b) => b.status === 201).map((b) => b.body.id);
    for (const bt of taken) expect(st.bets.find((b: any) => b.id === bt)?.status).toBe('OPEN');
    expect(st.view.boxes.reduce((sum: number, b: any) => sum + b.ante, 0)).toBe(
      openAntes.reduce((sum: number, b: any) => sum + b.amount, 0),
    );
    expect(st.view.boxes).toHaveLength(new Set(openAntes.map((b: any) => b.userId)).size);

    await refuse(
      'an Ante after No more bets',
      () => bet(r.id, 'danny', { type: 'ANTE', amount: 1000 }),
      409,
      'BETTING_CLOSED',
    );
    await refuse(
      'cancelling after No more bets',
      () => call('DELETE', `/api/bets/${ante.id}`, { token: t.annie }),
      409,
      'BETTING_CLOSED',
    );
    await ok(call('POST', `/api/rounds/${r.id}/void`, { token: s.pit, body: { reason: 'abuse test' } }));
    expect(await balance('annie')).toBe(start.annie);
    await zeroSum();
  });

  it('[UNDO] the third flop card taken back in the call window (nobody decided) stops the timer: the ticker folds nobody, the flop dealt again opens a fresh window', async () => {
    const tb = await newTable();
    const r = await open(tb);
    await ok(bet(r.id, 'annie', { type: 'ANTE', amount: 1000 }));
    await ok(bet(r.id, 'benno', { type: 'ANTE', amount: 1000 }));
    await ok(close(r.id));
    let st = await cards(r.id, ['2C', '3C', '4C', '5C', '6C', '7C', '8C']);
    expect(st.next.kind).toBe('calls');
    expect(st.decisionDeadline).not.toBeNull();
    st = await ok(call('POST', `/api/rounds/${r.id}/undo`, { token: s.dealer }));
    expect([st.next, st.decisionDeadline]).toEqual([{ kind: 'card', to: 'flop', position: 3 }, null]);
    await refuse(
      'a decision with two flop cards',
      () => decide(r.id, 'annie', { action: 'CALL' }),
      409,
      'DECISION_NOT_EXPECTED',
    );
    // Past the first window's end: the ticker has nothing to fold.
    expect(await expireDecisions(new Date(Date.now() + (WINDOW + 5) * 1000))).not.toContain(r.id);
    expect((await detail(r.id)).view.boxes.map((b: any) => b.decision)).toEqual([null, null]);
    st = await ok(card(r.id, '9D'));
    expect(st.next).toEqual({ kind: 'calls', players: 2, called: 0, folded: 0, deciding: 2 });
    expect(Date.parse(st.decisionDeadline) - Date.now()).toBeGreaterThan((WINDOW - 5) * 1000);
    await ok(decide(r.id, 'annie', { action: 'FOLD' }));
    await refuse(
      'undoing the flop once a box decided',
      () => call('POST', `/api/rounds/${r.id}/undo`, { token: s.dealer }),
      409,
      'DECISIONS_MADE',
    );
    await ok(decide(r.id, 'benno', { action: 'FOLD' }));
    // Both folded: complete without turn and river (§CHE-2), both Antes lost.
    expect((await detail(r.id)).next).toEqual({ kind: 'confirm' });
    await settle(r.id);
    await zeroSum();
  });
});
