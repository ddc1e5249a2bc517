/**
 * The High Card Flush API tests' shared vocabulary (test/api/hcf-*.test.ts): players, tables, seats,
 * the DP answer, bets, decisions, cards, the round's detail, the money checks. Every call goes through
 * the real route handlers (`call`); the raw response is returned where a test checks refusals.
 */
import { expect } from 'vitest';
import { call, login, ok, type ApiResponse } from './http';
import { ledgerTotals, type Studio } from './studio';
import { dbSnapshot } from './snapshot';
import { replayRound } from '@/lib/rounds/replay-round';

// Hands (one deck per round, §HCF-1: these three share no card, so they can meet in one round).
/** Hearts A-K-Q-2: a 4-card flush, Raise at most 1x (§HCF-3). */
export const FOUR_HEARTS = ['AH', 'KH', 'QH', '2H', '3C', '4D', '5S'];
/** Spades 9-8-6-4-2: a 5-card flush, Raise at most 2x. */
export const FIVE_SPADES = ['9S', '8S', '6S', '4S', '2S', '7C', 'TD'];
/** Clubs K-Q-J-5: a 4-card K-high flush; as the DP's hand it qualifies (§HCF-4: at least a 3-card 9-high flush). */
export const DP_CLUBS = ['KC', 'QC', 'JC', '5C', '6H', '7H', 'TS'];

/** Every table of these tests starts from these rules (cents, seconds); a test overrides what it needs. */
export const HCF_BASE_RULES = {
  minBank: 10_000,
  rakeMode: 'ALL',
  rakeAmount: 100,
  offerSeconds: 5,
  decisionSeconds: 5,
};

type Headers = Record<string, string>;

/**
 * Helpers bound to the studio `studio()` returns (built in `beforeAll`, hence a getter). `label` names
 * the tables (`HCF <label> 1`, ...). `t` / `id` hold each player's token and user id by name.
 */
export function hcfApi(studio: () => Studio, label: string) {
  const t: Record<string, string> = {};
  const id: Record<string, string> = {};
  let tables = 0;
  const s = () => studio();
  /** A new player with `deposit` cents, signed in. */
  const player = async (name: string, deposit: number) => {
    const u = await ok<{ id: string }>(
      call('POST', '/api/users', {
        token: s().admin,
        body: { username: name, password: `${name}-password`, role: 'PLAYER' },
      }),
    );
    if (deposit) await ok(call('POST', `/api/users/${u.id}/deposits`, { token: s().admin, body: { amount: deposit } }));
    id[name] = u.id;
    t[name] = await login(name, `${name}-password`);
  };
  /** A new table (High Card Flush with `HCF_BASE_RULES` + `rules` unless `game` says otherwise) with the dealer assigned. */
  const newTable = async (rules: Record<string, unknown> = {}, game = 'HIGH_CARD_FLUSH') => {
    const body = {
      name: `HCF ${label} ${++tables}`,
      game,
      rules: game === 'HIGH_CARD_FLUSH' ? { ...HCF_BASE_RULES, ...rules } : rules,
    };
    const tb = await ok<{ id: string }>(call('POST', '/api/tables', { token: s().admin, body }));
    await ok(call('PUT', `/api/tables/${tb.id}/dealer`, { token: s().admin, body: { userId: s().dealerId } }));
    return tb.id;
  };
  const balance = async (name: string) => (await ok(call('GET', '/api/me', { token: t[name] }))).balance as number;
  const balances = async (...names: string[]): Promise<Record<string, number>> =>
    Object.fromEntries(await Promise.all(names.map(async (n) => [n, await balance(n)] as const)));
  const seat = (name: string, n: number, dpOptIn: boolean, tableId: string) =>
    ok(call('POST', `/api/tables/${tableId}/seats`, { token: t[name], body: { seat: n, dpOptIn } }));
  const leave = (name: string, n: number, tableId: string) =>
    call('DELETE', `/api/tables/${tableId}/seats/${n}`, { token: t[name] });
  const patchSeat = (token: string | undefined, n: number, tableId: string, dpOptIn: boolean) =>
    call('PATCH' as 'PUT', `/api/tables/${tableId}/seats/${n}`, { token, body: { dpOptIn } });
  const open = (tableId: string, body: Record<string, unknown> = {}) =>
    ok(call('POST', `/api/tables/${tableId}/rounds`, { token: s().dealer, body }));
  const dp = (roundId: string, name: string, body: unknown, headers?: Headers) =>
    call('POST', `/api/rounds/${roundId}/dp`, { token: t[name], body, headers });
  const bet = (roundId: string, name: string, body: Record<string, unknown>, headers?: Headers) =>
    call('POST', `/api/rounds/${roundId}/bets`, { token: t[name], body, headers });
  const cancel = (betId: string, name: string, headers?: Headers) =>
    call('DELETE', `/api/bets/${betId}`, { token: t[name], headers });
  const decide = (roundId: string, name: string, body: Record<string, unknown>, headers?: Headers) =>
    call('POST', `/api/rounds/${roundId}/decisions`, { token: t[name], body, headers });
  const card = (roundId: string, c: string) =>
    call('POST', `/api/rounds/${roundId}/cards`, { token: s().dealer, body: { card: c } });
  /** Enters the cards one by one (each must be accepted); the last answer. */
  const cards = async (roundId: string, list: string[]) => {
    let st: any = null;
    for (const c of list) st = await ok(card(roundId, c));
    return st;
  };
  const close = (roundId: string, headers?: Headers) =>
    call('POST', `/api/rounds/${roundId}/close`, { token: s().dealer, headers });
  const settle = (roundId: string, headers?: Headers) =>
    call('POST', `/api/rounds/${roundId}/settle`, { token: s().dealer, headers });
  const voidRound = (roundId: string, token: string | undefined = s().pit) =>
    call('POST', `/api/rounds/${roundId}/void`, { token, body: { reason: `test: ${label}` } });
  const detail = async (roundId: string) => ok(call('GET', `/api/rounds/${roundId}`, { token: s().pit }));
  const betsOf = async (roundId: string, type?: string) =>
    ((await detail(roundId)).bets as any[]).filter((b) => !type || b.type === type);
  const eventsOf = async (roundId: string, type: string) =>
    ((await detail(roundId)).events as any[]).filter((e) => e.type === type);
  const settledEvent = async (roundId: string) => (await eventsOf(roundId, 'SETTLED'))[0]?.data;
  /** The pit's rotation history of a table, newest round first. */
  const history = async (tableId: string) =>
    (await ok(call('GET', `/api/tables/${tableId}/rotation`, { token: s().pit }))).rounds as any[];
  /** A minute from now: past every timer of these tables. */
  const later = () => new Date(Date.now() + 60_000);
  /** DP + players + house = 0: every ledger entry and balance sums to zero. */
  const zeroSum = async () => expect(await ledgerTotals()).toEqual({ balances: 0n, entries: 0n });
  /** The round's stored state is the fold of its log (README: replay). */
  const replays = async (roundId: string) =>
    expect((await replayRound(roundId)).matchesStored, `replay of ${roundId}`).toBe(true);
  /** The request is refused with `status` / `code`, and the database is exactly as it was. */
  const refuse = async (what: string, req: () => Promise<ApiResponse>, status: number, code: string) => {
    const before = await dbSnapshot();
    const x = await req();
    expect([what, x.status, x.body?.error?.code]).toEqual([what, status, code]);
    expect(await dbSnapshot(), `${what}: a refused request changed the database`).toBe(before);
  };
  return {
    t,
    id,
    player,
    newTable,
    balance,
    balances,
    seat,
    leave,
    patchSeat,
    open,
    dp,
    bet,
    cancel,
    decide,
    card,
    cards,
    close,
    settle,
    voidRound,
    detail,
    betsOf,
    eventsOf,
    settledEvent,
    history,
    later,
    zeroSum,
    replays,
    refuse,
  };
}
