/**
 * [AUTH] The role × endpoint matrix: every route file of app/api and each HTTP method it exports must have
 * a row here (a new endpoint fails the enumeration test until it joins the table), and every row is called
 * as each of seven callers: anonymous, a PLAYER, another PLAYER (ownership), the table's assigned DEALER, a
 * DEALER of another table, a PIT_BOSS and an ADMIN. The expected class of each cell (401 / 403 / allowed =
 * anything else below 500) is written from ../shared/contract/API.md and the README's API reference.
 *
 * [PRIVACY][HIGH_CARD_FLUSH] Then every read path of face-down cards, with a High Card Flush round mid-deal:
 * a dealer of another table, another player and anonymous viewers see no face-down card on any path (HTTP
 * reads, a decision's answer, the realtime staff room, user room and catch-up with `sinceSeq`), while the
 * assigned dealer, the pit boss and the admin see every one; and when the table's dealer changes, the
 * previous dealer's sockets stop getting face-down cards at once (`PUT /api/tables/:id/dealer`).
 * The rule: lib/tables/access.ts `isTableStaff`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { BACKENDS, freshDatabase } from '../helpers/db';
import { call, login, ok, type ApiResponse } from '../helpers/http';
import { buildStudio, type Studio } from '../helpers/studio';
import { FIVE_SPADES, FOUR_HEARTS, HCF_BASE_RULES } from '../helpers/hcf-api';
import { startSocketServer } from '@/lib/realtime/socket-server';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;
type Handler = (req: Request, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;
const modules = import.meta.glob<Partial<Record<(typeof METHODS)[number], Handler>>>('../../app/api/**/route.ts');
const fileOf = (route: string) => `../../app${route}/route.ts`;
const routeOf = (file: string) => file.replace('../../app', '').replace(/\/route\.ts$/, '');

/** The seven callers of every row. */
const WHO = ['anonymous', 'player', 'otherPlayer', 'dealer', 'otherDealer', 'pit', 'admin'] as const;
type Who = (typeof WHO)[number];
const SIGNED_IN: Who[] = WHO.filter((w) => w !== 'anonymous');
/** Dealer side (contract): "open to the table's assigned DEALER, a PIT_BOSS or an ADMIN, and to nobody else". */
const TABLE_STAFF: Who[] = ['dealer', 'pit', 'admin'];
const PIT_ADMIN: Who[] = ['pit', 'admin'];
const PLAYERS: Who[] = ['player', 'otherPlayer'];

interface Fixture {
  s: Studio;
  token: Record<Exclude<Who, 'anonymous'>, string>;
  dealer2Id: string;
  victimId: string;
  /** Baccarat table of the assigned dealer: a shoe and a round in BETTING with the player's bet. */
  table: string;
  shoe: string;
  round: string;
  bet: string;
  /** High Card Flush table where the player sits at seat 1. */
  seatTable: string;
  /** High Card Flush round in BETTING with the DP seat offered to the player. */
  dpTable: string;
  dpRound: string;
  /** High Card Flush round awaiting the player's decision (seat 1). */
  decisionRound: string;
  /** Baccarat table of the shift rows (issue #17 §1): the dealer may sign in here; signing out leaves `table` alone. */
  shiftTable: string;
}

interface Row {
  method: Method;
  /** The route file's path, `[param]` as in app/api. */
  route: string;
  /** Who is let through; everyone else: anonymous 401, signed in 403. */
  allowed: readonly Who[];
  /** Where the contract / README says so. */
  source: string;
  req: (f: Fixture, who: Who) => { path: string; body?: unknown };
  /** Each caller signs in anew for this row (the call ends the caller's own credential). */
  fresh?: boolean;
  /** Cannot be called in-process (why); the row still counts for the enumeration. */
  notInProcess?: string;
  /** Answers text, not JSON (Prometheus): called directly, not through `call`. */
  plainText?: true;
}

let n = 0;
const uniq = () => `${Date.now().toString(36)}${++n}`;
/** High Card Flush tables of this file: the longest timers (§C-7), so no offer or decision runs out mid-test. */
const HCF_RULES = { ...HCF_BASE_RULES, offerSeconds: 120, decisionSeconds: 120 };

/**
 * The matrix. Rows run in this order and, within a row, the callers expected to be refused run first, so an
 * allowed caller's effect (a round closed, a seat left) never turns a later refusal into a state conflict.
 */
const MATRIX: Row[] = [
  {
    method: 'GET',
    route: '/api/health',
    allowed: WHO,
    source: 'contract: Running',
    req: () => ({ path: '/api/health' }),
  },
  {
    method: 'GET',
    route: '/api/ready',
    allowed: WHO,
    source: 'issue #16 §4; README Operations (readiness: anyone, like health)',
    req: () => ({ path: '/api/ready' }),
  },
  {
    method: 'GET',
    route: '/api/metrics',
    allowed: ['admin'],
    source: 'issue #16 §4; README Operations (ADMIN, or the CROUPIER_METRICS_TOKEN bearer, unset here)',
    plainText: true,
    req: () => ({ path: '/api/metrics' }),
  },
  {
    method: 'POST',
    route: '/api/tokens',
    allowed: WHO,
    source: 'contract: Identity',
    req: () => ({ path: '/api/tokens', body: { username: 'victim', password: 'victim-password' } }),
  },
  {
    method: 'DELETE',
    route: '/api/tokens/current',
    allowed: SIGNED_IN,
    source: 'issue #11 §3 (any signed-in user)',
    fresh: true,
    req: () => ({ path: '/api/tokens/current' }),
  },
  {
    method: 'GET',
    route: '/api/me',
    allowed: SIGNED_IN,
    source: 'contract: Identity; README signed in',
    req: () => ({ path: '/api/me' }),
  },
  {
    method: 'PATCH',
    route: '/api/me',
    allowed: SIGNED_IN,
    source: 'issue #13 §2 (a signed-in user keeps their language on the account)',
    req: () => ({ path: '/api/me', body: { locale: 'cs' } }),
  },
  {
    method: 'GET',
    route: '/api/users',
    allowed: PIT_ADMIN,
    source: 'README: ADMIN, PIT_BOSS',
    req: () => ({ path: '/api/users' }),
  },
  {
    method: 'POST',
    route: '/api/users',
    allowed: ['admin'],
    source: 'contract: Identity (ADMIN)',
    req: () => ({ path: '/api/users', body: { username: `m${uniq()}`, password: 'password-123', role: 'PLAYER' } }),
  },
  {
    method: 'PATCH',
    route: '/api/users/[id]',
    allowed: ['admin'],
    source: 'issue #11 §3, issue #18 §5 (ADMIN: {disabled} or {role})',
    req: (f) => ({ path: `/api/users/${f.victimId}`, body: { disabled: false } }),
  },
  {
    method: 'POST',
    route: '/api/users/[id]/deposits',
    allowed: PIT_ADMIN,
    source: 'contract: Identity (ADMIN, PIT_BOSS)',
    req: (f) => ({ path: `/api/users/${f.victimId}/deposits`, body: { amount: 100 } }),
  },
  {
    method: 'POST',
    route: '/api/users/[id]/withdrawals',
    allowed: PIT_ADMIN,
    source: 'issue #18 §5 (withdrawals under the rules of deposits: ADMIN, PIT_BOSS)',
    req: (f) => ({ path: `/api/users/${f.victimId}/withdrawals`, body: { amount: 100 } }),
  },
  {
    method: 'GET',
    route: '/api/users/[id]/transactions',
    allowed: PIT_ADMIN,
    source: "issue #18 §5 (a user's deposit and withdrawal history: ADMIN, PIT_BOSS)",
    req: (f) => ({ path: `/api/users/${f.victimId}/transactions` }),
  },
  {
    method: 'POST',
    route: '/api/users/[id]/password',
    allowed: ['admin'],
    source: 'issue #18 §5 (reset a password: ADMIN)',
    // The victim's own password again: the reset ends the victim's credentials only (no other row signs in as them).
    req: (f) => ({ path: `/api/users/${f.victimId}/password`, body: { password: 'victim-password' } }),
  },
  {
    method: 'GET',
    route: '/api/users/[id]/summary',
    allowed: PIT_ADMIN,
    source: "issue #17 §5 (the pit's player page: ADMIN, PIT_BOSS)",
    req: (f) => ({ path: `/api/users/${f.victimId}/summary` }),
  },
  {
    method: 'GET',
    route: '/api/reports',
    allowed: PIT_ADMIN,
    source: 'contract "Reports" (PIT_BOSS, ADMIN), issue #17 §2',
    req: () => ({ path: '/api/reports?groupBy=table' }),
  },
  {
    method: 'GET',
    route: '/api/users/[id]/tokens',
    allowed: ['admin'],
    source: 'issue #11 §3 (ADMIN)',
    req: (f) => ({ path: `/api/users/${f.victimId}/tokens` }),
  },
  {
    method: 'DELETE',
    route: '/api/users/[id]/tokens/[tokenId]',
    allowed: ['admin'],
    source: 'issue #11 §3 (ADMIN)',
    req: (f) => ({ path: `/api/users/${f.victimId}/tokens/no-such-token` }),
  },
  {
    method: 'GET',
    route: '/api/tables',
    allowed: WHO,
    source: 'contract: Tables; README anyone',
    req: () => ({ path: '/api/tables' }),
  },
  {
    method: 'GET',
    route: '/api/lobby',
    allowed: WHO,
    source: 'issue #13 §6 (the lobby: anyone, the dealer by display name only)',
    req: () => ({ path: '/api/lobby' }),
  },
  {
    method: 'POST',
    route: '/api/tables',
    allowed: PIT_ADMIN,
    source: 'contract: Tables (ADMIN, PIT_BOSS)',
    req: () => ({ path: '/api/tables', body: { name: `Matrix ${uniq()}`, game: 'BACCARAT' } }),
  },
  {
    method: 'GET',
    route: '/api/tables/[id]',
    allowed: WHO,
    source: 'contract: Tables; README anyone',
    req: (f) => ({ path: `/api/tables/${f.table}` }),
  },
  {
    method: 'PATCH',
    route: '/api/tables/[id]',
    allowed: PIT_ADMIN,
    source: 'issue #18 §4: ADMIN changes anything, PIT_BOSS limits (a limits change here; each call a new cap)',
    req: (f, who) => ({
      path: `/api/tables/${f.table}`,
      body: { limits: { maxPayoutPerRound: 4_000_000 + WHO.indexOf(who) }, reason: 'matrix' },
    }),
  },
  {
    method: 'GET',
    route: '/api/audit',
    allowed: PIT_ADMIN,
    source: 'issue #18 §4: the audit log (PIT_BOSS, ADMIN)',
    req: () => ({ path: '/api/audit?limit=5' }),
  },
  {
    method: 'PUT',
    route: '/api/tables/[id]/dealer',
    allowed: PIT_ADMIN,
    source: 'contract: Tables (ADMIN, PIT_BOSS)',
    req: (f) => ({ path: `/api/tables/${f.table}/dealer`, body: { userId: f.s.dealerId } }),
  },
  {
    method: 'GET',
    route: '/api/tables/[id]/dealers',
    allowed: ['dealer', 'otherDealer', ...PIT_ADMIN],
    source: 'issue #17 design: who may sign in at a table (staff)',
    req: (f) => ({ path: `/api/tables/${f.shiftTable}/dealers` }),
  },
  {
    method: 'POST',
    route: '/api/tables/[id]/dealers',
    allowed: PIT_ADMIN,
    source: 'issue #17 design: the pit says who may sign in (ADMIN, PIT_BOSS)',
    req: (f) => ({ path: `/api/tables/${f.shiftTable}/dealers`, body: { userId: f.dealer2Id } }),
  },
  {
    method: 'DELETE',
    route: '/api/tables/[id]/dealers/[userId]',
    allowed: PIT_ADMIN,
    source:
      'issue #17 design: the pit says who may sign in (ADMIN, PIT_BOSS); runs before the shift rows: otherDealer off the list',
    req: (f) => ({ path: `/api/tables/${f.shiftTable}/dealers/${f.dealer2Id}` }),
  },
  {
    method: 'POST',
    route: '/api/tables/[id]/shift',
    allowed: ['dealer'],
    source: "issue #17 design: a DEALER on the table's list signs in (another dealer: NOT_ALLOWED_AT_TABLE)",
    req: (f) => ({ path: `/api/tables/${f.shiftTable}/shift` }),
  },
  {
    method: 'DELETE',
    route: '/api/tables/[id]/shift',
    allowed: ['dealer', ...PIT_ADMIN],
    source: 'issue #17 design: the dealer on shift signs out, the pit ends a shift (another dealer: NOT_YOUR_TABLE)',
    req: (f) => ({ path: `/api/tables/${f.shiftTable}/shift` }),
  },
  {
    method: 'GET',
    route: '/api/shifts',
    allowed: PIT_ADMIN,
    source: 'issue #17 design: the shift history (ADMIN, PIT_BOSS)',
    req: () => ({ path: '/api/shifts' }),
  },
  {
    method: 'GET',
    route: '/api/shifts/allowed',
    allowed: ['dealer', 'otherDealer'],
    source: 'issue #17 §1: the tables a dealer may sign in at (DEALER)',
    req: () => ({ path: '/api/shifts/allowed' }),
  },
  {
    method: 'POST',
    route: '/api/shoes/[id]/cut-card',
    allowed: TABLE_STAFF,
    source: "README: table's dealer, PIT_BOSS, ADMIN",
    req: (f) => ({ path: `/api/shoes/${f.shoe}/cut-card` }),
  },
  {
    method: 'POST',
    route: '/api/tables/[id]/shoes',
    allowed: TABLE_STAFF,
    source: 'contract: dealer side',
    req: (f) => ({ path: `/api/tables/${f.table}/shoes`, body: {} }),
  },
  {
    method: 'GET',
    route: '/api/tables/[id]/seats',
    allowed: WHO,
    source: 'README: anyone',
    req: (f) => ({ path: `/api/tables/${f.seatTable}/seats` }),
  },
  {
    method: 'POST',
    route: '/api/tables/[id]/seats',
    allowed: PLAYERS,
    source: 'README: PLAYER',
    req: (f) => ({ path: `/api/tables/${f.seatTable}/seats`, body: { seat: 3 } }),
  },
  // PATCH before DELETE: the seat must still be taken when another player is refused it.
  {
    method: 'PATCH',
    route: '/api/tables/[id]/seats/[seat]',
    allowed: ['player'],
    source: 'README: the seated PLAYER',
    req: (f) => ({ path: `/api/tables/${f.seatTable}/seats/1`, body: { dpOptIn: true } }),
  },
  {
    method: 'DELETE',
    route: '/api/tables/[id]/seats/[seat]',
    allowed: ['player', 'pit', 'admin'],
    source: 'README: the seated PLAYER, PIT_BOSS, ADMIN',
    req: (f) => ({ path: `/api/tables/${f.seatTable}/seats/1` }),
  },
  {
    method: 'GET',
    route: '/api/tables/[id]/events',
    allowed: WHO,
    source: 'README: anyone',
    req: (f) => ({ path: `/api/tables/${f.table}/events?sinceSeq=0` }),
  },
  {
    method: 'GET',
    route: '/api/tables/[id]/roads',
    allowed: WHO,
    source: 'README: anyone',
    req: (f) => ({ path: `/api/tables/${f.table}/roads` }),
  },
  {
    method: 'GET',
    route: '/api/tables/[id]/rotation',
    allowed: PIT_ADMIN,
    source: 'README: PIT_BOSS, ADMIN',
    req: (f) => ({ path: `/api/tables/${f.dpTable}/rotation` }),
  },
  {
    method: 'POST',
    route: '/api/tables/[id]/rounds',
    allowed: TABLE_STAFF,
    source: 'contract: dealer side',
    req: (f) => ({ path: `/api/tables/${f.table}/rounds`, body: {} }),
  },
  {
    method: 'GET',
    route: '/api/rounds',
    allowed: SIGNED_IN,
    source: 'README: signed in (players: their rounds)',
    req: () => ({ path: '/api/rounds' }),
  },
  {
    method: 'GET',
    route: '/api/late-bets',
    allowed: [...PLAYERS, ...PIT_ADMIN],
    source: 'issue #17 design: the pit sees every late bet, a player their own, a dealer none',
    req: () => ({ path: '/api/late-bets' }),
  },
  {
    method: 'GET',
    route: '/api/debts',
    allowed: PIT_ADMIN,
    source: 'issue #18 §2: the pit and admin see debts',
    req: () => ({ path: '/api/debts' }),
  },
  {
    method: 'GET',
    route: '/api/rounds/[id]',
    allowed: SIGNED_IN,
    source: 'README: signed in',
    req: (f) => ({ path: `/api/rounds/${f.round}` }),
  },
  {
    method: 'POST',
    route: '/api/rounds/[id]/bets',
    allowed: PLAYERS,
    source: 'contract: Bets (PLAYER)',
    req: (f) => ({ path: `/api/rounds/${f.round}/bets`, body: { type: 'BANKER', amount: 100 } }),
  },
  {
    method: 'DELETE',
    route: '/api/bets/[id]',
    allowed: ['player'],
    source: "README: the bet's player",
    req: (f) => ({ path: `/api/bets/${f.bet}` }),
  },
  {
    method: 'POST',
    route: '/api/rounds/[id]/dp',
    allowed: ['player'],
    source: 'README: the offered PLAYER',
    req: (f) => ({ path: `/api/rounds/${f.dpRound}/dp`, body: { accept: false } }),
  },
  {
    method: 'POST',
    route: '/api/rounds/[id]/decisions',
    allowed: ['player'],
    source: 'contract: the deciding player',
    req: (f) => ({ path: `/api/rounds/${f.decisionRound}/decisions`, body: { action: 'FOLD' } }),
  },
  {
    method: 'POST',
    route: '/api/rounds/[id]/close',
    allowed: TABLE_STAFF,
    source: 'contract: dealer side',
    req: (f) => ({ path: `/api/rounds/${f.round}/close` }),
  },
  {
    method: 'POST',
    route: '/api/rounds/[id]/cards',
    allowed: TABLE_STAFF,
    source: 'contract: dealer side',
    req: (f) => ({ path: `/api/rounds/${f.round}/cards`, body: { card: 'AS' } }),
  },
  {
    method: 'POST',
    route: '/api/rounds/[id]/outcome',
    allowed: TABLE_STAFF,
    source: 'contract: dealer side',
    req: (f) => ({ path: `/api/rounds/${f.round}/outcome`, body: { number: 7 } }),
  },
  {
    method: 'POST',
    route: '/api/rounds/[id]/no-spin',
    allowed: TABLE_STAFF,
    source: 'README: dealer side',
    req: (f) => ({ path: `/api/rounds/${f.round}/no-spin`, body: { reason: 'matrix' } }),
  },
  {
    method: 'POST',
    route: '/api/rounds/[id]/undo',
    allowed: TABLE_STAFF,
    source: 'contract: dealer side',
    req: (f) => ({ path: `/api/rounds/${f.round}/undo` }),
  },
  {
    method: 'POST',
    route: '/api/rounds/[id]/settle',
    allowed: TABLE_STAFF,
    source: 'contract: dealer side',
    req: (f) => ({ path: `/api/rounds/${f.round}/settle` }),
  },
  {
    method: 'GET',
    route: '/api/rounds/[id]/ledger',
    allowed: PIT_ADMIN,
    source: 'README: PIT_BOSS, ADMIN',
    req: (f) => ({ path: `/api/rounds/${f.round}/ledger` }),
  },
  {
    method: 'GET',
    route: '/api/rounds/[id]/replay',
    // Both players have bet on the fixture's round by now (POST .../bets above); the 403 of a player without a bet is
    // in test/api/player-history.test.ts.
    allowed: [...TABLE_STAFF, ...PLAYERS],
    source: "README: the table's dealer, PIT_BOSS, ADMIN; a player with a bet in the round (issue #17 §7)",
    req: (f) => ({ path: `/api/rounds/${f.round}/replay` }),
  },
  {
    method: 'GET',
    route: '/api/me/history',
    allowed: PLAYERS,
    source: "issue #17 §7: the player's own history",
    req: () => ({ path: '/api/me/history' }),
  },
  {
    method: 'POST',
    route: '/api/rounds/[id]/void',
    allowed: PIT_ADMIN,
    source: 'contract: void (PIT_BOSS); README PIT_BOSS, ADMIN',
    req: (f) => ({ path: `/api/rounds/${f.round}/void`, body: { reason: 'matrix test' } }),
  },
  // Corrections (issue #18 §1): the fixture's round is voided by now (above), so a proposal is refused 409 for the
  // pit and the admin (allowed: past the role check); an unknown correction is 404 to them.
  {
    method: 'POST',
    route: '/api/rounds/[id]/corrections',
    allowed: PIT_ADMIN,
    source: 'contract: Corrections (PIT_BOSS, ADMIN)',
    req: (f) => ({ path: `/api/rounds/${f.round}/corrections`, body: { kind: 'VOID', reasonCode: 'DEALER_ERROR' } }),
  },
  {
    method: 'GET',
    route: '/api/rounds/[id]/corrections',
    allowed: PIT_ADMIN,
    source: "issue #18 §1: a round's corrections (PIT_BOSS, ADMIN)",
    req: (f) => ({ path: `/api/rounds/${f.round}/corrections` }),
  },
  {
    method: 'POST',
    route: '/api/rounds/[id]/corrections/preview',
    allowed: PIT_ADMIN,
    source: 'issue #18 §1: the preview of a proposal, nothing written (PIT_BOSS, ADMIN)',
    req: (f) => ({
      path: `/api/rounds/${f.round}/corrections/preview`,
      body: { kind: 'VOID', reasonCode: 'DEALER_ERROR' },
    }),
  },
  {
    method: 'GET',
    route: '/api/corrections',
    allowed: PIT_ADMIN,
    source: 'contract: Corrections, GET /api/corrections?status= (PIT_BOSS, ADMIN)',
    req: () => ({ path: '/api/corrections?status=PROPOSED' }),
  },
  {
    method: 'GET',
    route: '/api/corrections/[id]',
    allowed: PIT_ADMIN,
    source: 'issue #18 §1: one correction (PIT_BOSS, ADMIN)',
    req: () => ({ path: '/api/corrections/no-such-correction' }),
  },
  ...(['approve', 'reject'] as const).map((verb): Row => ({
    method: 'POST',
    route: `/api/corrections/[id]/${verb}`,
    allowed: PIT_ADMIN,
    source: 'contract: Corrections, approve/reject by another PIT_BOSS or ADMIN',
    req: () => ({ path: `/api/corrections/no-such-correction/${verb}`, body: {} }),
  })),
  {
    method: 'GET',
    route: '/api/studio/settings',
    allowed: PIT_ADMIN,
    source: "issue #18 §1: the studio's settings (void approval), read by PIT_BOSS and ADMIN",
    req: () => ({ path: '/api/studio/settings' }),
  },
  {
    method: 'PATCH',
    route: '/api/studio/settings',
    allowed: ['admin'],
    source: "issue #18 §1: the studio's settings are changed by an ADMIN (audited)",
    req: () => ({ path: '/api/studio/settings', body: { voidApprovalBelow: null } }),
  },
  // next-auth's own pages and callbacks: sign-in machinery for anyone (its handler needs Next's request scope).
  ...(['GET', 'POST'] as const).map((method): Row => ({
    method,
    route: '/api/auth/[...nextauth]',
    allowed: WHO,
    source: 'README: Auth (next-auth)',
    notInProcess: "next-auth reads next/headers, which needs Next's request scope (e2e covers sign-in)",
    req: () => ({ path: '/api/auth/session' }),
  })),
  // Any other /api path: the contract's 404, for everyone.
  ...(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const).map((method): Row => ({
    method,
    route: '/api/[...path]',
    allowed: WHO,
    source: 'contract: error shape (404 unknown)',
    req: () => ({ path: '/api/no-such-endpoint' }),
  })),
];

/** Calls a row's path; the catch-all route (not served by `call`) and plain-text answers are invoked directly. */
async function invoke(
  row: Row,
  method: Method,
  path: string,
  token: string | undefined,
  body: unknown,
): Promise<ApiResponse> {
  const catchAll = row.route === '/api/[...path]';
  if (!catchAll && !row.plainText) return call(method, path, { token, body });
  const handler = (await modules[fileOf(row.route)]!())[method]!;
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const res = await handler(new Request(`http://localhost${path}`, { method, headers }), {
    params: Promise.resolve<Record<string, string[]>>(catchAll ? { path: path.split('/').slice(2) } : {}),
  });
  const text = await res.text();
  return { status: res.status, body: res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text };
}

const expected = (row: Row, who: Who): 401 | 403 | 'allowed' =>
  row.allowed.includes(who) ? 'allowed' : who === 'anonymous' ? 401 : 403;
const classOf = (status: number): 401 | 403 | 'allowed' | number =>
  status === 401 || status === 403 ? status : status < 500 ? 'allowed' : status;

/** The passwords buildStudio and this file give each caller. */
const CREDENTIALS: Record<Exclude<Who, 'anonymous'>, [string, string]> = {
  player: ['alice', 'alice-password'],
  otherPlayer: ['bob', 'bob-password'],
  dealer: ['dealer1', 'dealer1-password'],
  otherDealer: ['dealer2', 'dealer2-password'],
  pit: ['pitboss', 'pitboss-password'],
  admin: ['admin', 'admin-pass-1'],
};

describe.each(BACKENDS)('[AUTH] role × endpoint matrix and hidden cards (%s)', (backend) => {
  let drop: () => Promise<void>;
  let f: Fixture;

  beforeAll(async () => {
    drop = (await freshDatabase(backend)).drop;
    const s = await buildStudio({ game: 'BACCARAT', players: ['alice', 'bob', 'victim'], deposit: 1_000_000 });
    const admin = s.admin;
    const alice = s.players[0]!.token;
    const dealer2 = await ok(
      call('POST', '/api/users', {
        token: admin,
        body: { username: 'dealer2', password: 'dealer2-password', role: 'DEALER' },
      }),
    );
    const elsewhere = await ok(
      call('POST', '/api/tables', { token: admin, body: { name: 'Elsewhere', game: 'BACCARAT' } }),
    );
    await ok(call('PUT', `/api/tables/${elsewhere.id}/dealer`, { token: admin, body: { userId: dealer2.id } }));
    const shoe = await ok(call('POST', `/api/tables/${s.tableId}/shoes`, { token: s.dealer, body: {} }));
    const round = await ok(call('POST', `/api/tables/${s.tableId}/rounds`, { token: s.dealer, body: {} }));
    const bet = await ok(
      call('POST', `/api/rounds/${round.id}/bets`, { token: alice, body: { type: 'PLAYER', amount: 500 } }),
    );
    const hcfTable = async (name: string) => {
      const t = await ok(
        call('POST', '/api/tables', { token: admin, body: { name, game: 'HIGH_CARD_FLUSH', rules: HCF_RULES } }),
      );
      await ok(call('PUT', `/api/tables/${t.id}/dealer`, { token: admin, body: { userId: s.dealerId } }));
      return t.id as string;
    };
    const seatTable = await hcfTable('Matrix seats');
    await ok(call('POST', `/api/tables/${seatTable}/seats`, { token: alice, body: { seat: 1 } }));
    const dpTable = await hcfTable('Matrix DP');
    await ok(call('POST', `/api/tables/${dpTable}/seats`, { token: alice, body: { seat: 1, dpOptIn: true } }));
    const dpRound = await ok(call('POST', `/api/tables/${dpTable}/rounds`, { token: s.dealer, body: {} }));
    expect(dpRound.next).toMatchObject({ kind: 'dp-offer', seat: 1, userId: s.players[0]!.id });
    const decisionTable = await hcfTable('Matrix decisions');
    await ok(call('POST', `/api/tables/${decisionTable}/seats`, { token: alice, body: { seat: 1 } }));
    const decisionRound = await ok(call('POST', `/api/tables/${decisionTable}/rounds`, { token: s.dealer, body: {} }));
    await ok(
      call('POST', `/api/rounds/${decisionRound.id}/bets`, {
        token: alice,
        body: { type: 'ANTE', seat: 1, amount: 1000 },
      }),
    );
    await ok(call('POST', `/api/rounds/${decisionRound.id}/close`, { token: s.dealer }));
    let st: any;
    for (const c of FOUR_HEARTS)
      st = await ok(call('POST', `/api/rounds/${decisionRound.id}/cards`, { token: s.dealer, body: { card: c } }));
    expect(st.next).toMatchObject({ kind: 'decision', seat: 1 });
    const shiftTable = await ok(
      call('POST', '/api/tables', { token: admin, body: { name: 'Matrix shifts', game: 'BACCARAT' } }),
    );
    await ok(call('POST', `/api/tables/${shiftTable.id}/dealers`, { token: admin, body: { userId: s.dealerId } }));
    f = {
      s,
      token: {
        player: alice,
        otherPlayer: s.players[1]!.token,
        dealer: s.dealer,
        otherDealer: await login('dealer2', 'dealer2-password'),
        pit: s.pit,
        admin,
      },
      dealer2Id: dealer2.id,
      victimId: s.players[2]!.id,
      table: s.tableId,
      shoe: shoe.id,
      round: round.id,
      bet: bet.id,
      seatTable,
      dpTable,
      dpRound: dpRound.id,
      decisionRound: decisionRound.id,
      shiftTable: shiftTable.id,
    };
  });
  afterAll(async () => drop?.());

  it('[AUTH] every route file and every method it exports has a row in the matrix, and every row names a method its file exports', async () => {
    const served: string[] = [];
    for (const [file, load] of Object.entries(modules)) {
      const mod = await load();
      for (const m of METHODS) if (typeof mod[m] === 'function') served.push(`${m} ${routeOf(file)}`);
    }
    const rows = MATRIX.map((r) => `${r.method} ${r.route}`);
    expect(new Set(rows).size, 'a row is listed twice').toBe(rows.length);
    expect(
      served.filter((k) => !rows.includes(k)),
      'endpoints missing from the role matrix: add a row',
    ).toEqual([]);
    const present = new Set(Object.keys(modules).map(routeOf));
    expect(
      rows.filter((k) => present.has(k.split(' ')[1]!) && !served.includes(k)),
      'rows whose route file does not export the method',
    ).toEqual([]);
    // 35 endpoints of the contract / README, 4 of issue #11 §3, next-auth's 2 methods, the 404 catch-all's 5.
    expect(rows.length).toBeGreaterThanOrEqual(46);
  });

  for (const row of MATRIX) {
    const exists = fileOf(row.route) in modules;
    it.skipIf(!exists || !!row.notInProcess)(
      `[AUTH] ${row.method} ${row.route} (${row.source})${exists ? '' : ': route file not there yet'}`,
      async () => {
        const cells = [...WHO].sort(
          (a, b) => Number(expected(row, a) === 'allowed') - Number(expected(row, b) === 'allowed'),
        );
        const got: Record<string, unknown> = {};
        const want: Record<string, unknown> = {};
        const seen: Record<string, string> = {};
        for (const who of cells) {
          const token = who === 'anonymous' ? undefined : row.fresh ? await login(...CREDENTIALS[who]) : f.token[who];
          const { path, body } = row.req(f, who);
          const r = await invoke(row, row.method, path, token, body);
          got[who] = classOf(r.status);
          want[who] = expected(row, who);
          seen[who] = `${r.status} ${r.body?.error?.code ?? ''}`.trim();
        }
        if (process.env.ROLE_MATRIX_DEBUG) console.log(`${row.method} ${row.route}`, JSON.stringify(seen));
        expect(got, `${row.method} ${row.route}: answers ${JSON.stringify(seen)}`).toEqual(want);
      },
    );
  }

  it("[PRIVACY][HIGH_CARD_FLUSH] face-down cards mid-deal reach the table's dealer, pit and admin only, on every read path; a dealer change moves the staff room at once", async () => {
    const s = f.s;
    const T = f.token;
    const mk = async (name: string) => {
      const u = await ok(
        call('POST', '/api/users', {
          token: s.admin,
          body: { username: name, password: `${name}-password`, role: 'PLAYER' },
        }),
      );
      await ok(call('POST', `/api/users/${u.id}/deposits`, { token: s.admin, body: { amount: 100_000 } }));
      return { id: u.id as string, token: await login(name, `${name}-password`) };
    };
    const amy = await mk('amy');
    const ben = await mk('ben');
    const tb = await ok(
      call('POST', '/api/tables', {
        token: s.admin,
        body: { name: 'Matrix face down', game: 'HIGH_CARD_FLUSH', rules: HCF_RULES },
      }),
    );
    await ok(call('PUT', `/api/tables/${tb.id}/dealer`, { token: s.admin, body: { userId: s.dealerId } }));
    await ok(call('POST', `/api/tables/${tb.id}/seats`, { token: amy.token, body: { seat: 1 } }));
    await ok(call('POST', `/api/tables/${tb.id}/seats`, { token: ben.token, body: { seat: 2 } }));
    const r = await ok(call('POST', `/api/tables/${tb.id}/rounds`, { token: s.dealer, body: {} }));
    expect(r.next).toEqual({ kind: 'close' }); // nobody opted in: the house banks
    await ok(
      call('POST', `/api/rounds/${r.id}/bets`, { token: amy.token, body: { type: 'ANTE', seat: 1, amount: 1000 } }),
    );
    await ok(
      call('POST', `/api/rounds/${r.id}/bets`, { token: ben.token, body: { type: 'ANTE', seat: 2, amount: 1000 } }),
    );
    await ok(call('POST', `/api/rounds/${r.id}/close`, { token: s.dealer }));
    const dealt: Record<number, string[]> = { 1: [], 2: [] };
    const deck: Record<number, string[]> = { 1: [...FOUR_HEARTS], 2: [...FIVE_SPADES] };
    /** Deals `count` cards, each to the seat the engine asks for; the last answer. */
    const deal = async (count: number, token = s.pit) => {
      let st: any = await ok(call('GET', `/api/tables/${tb.id}`, { token: s.pit })).then((t) => t.round);
      for (let i = 0; i < count; i++) {
        expect(st.next).toMatchObject({ kind: 'card', to: 'seat' });
        const seat = st.next.seat as 1 | 2;
        const c = deck[seat]!.shift()!;
        st = await ok(call('POST', `/api/rounds/${r.id}/cards`, { token, body: { card: c } }));
        dealt[seat]!.push(c);
      }
      return st;
    };
    await deal(9);
    expect(dealt[1]!.length + dealt[2]!.length).toBe(9);
    const codes = (seat?: 1 | 2) => (seat ? dealt[seat]! : [...dealt[1]!, ...dealt[2]!]);
    const shows = (x: unknown, cards: string[]) => cards.filter((c) => JSON.stringify(x).includes(`"${c}"`));

    // Who sees which face-down cards: the table's staff all; amy and ben their own seat; everyone else none.
    type Viewer = { name: string; token?: string; staff?: true; sees: () => string[] };
    const viewers: Viewer[] = [
      { name: 'anonymous', sees: () => [] },
      { name: 'another player', token: T.otherPlayer, sees: () => [] },
      { name: 'dealer of another table', token: T.otherDealer, sees: () => [] },
      { name: 'amy (seat 1)', token: amy.token, sees: () => codes(1) },
      { name: 'ben (seat 2)', token: ben.token, sees: () => codes(2) },
      { name: 'assigned dealer', token: T.dealer, staff: true, sees: () => codes() },
      { name: 'pit boss', token: T.pit, staff: true, sees: () => codes() },
      { name: 'admin', token: T.admin, staff: true, sees: () => codes() },
    ];
    const reads = [
      { path: '/api/tables', pick: (b: any[]) => b.find((t) => t.id === tb.id) },
      { path: '/api/lobby', pick: (b: any[]) => b.find((t) => t.id === tb.id) },
      { path: `/api/tables/${tb.id}` },
      { path: `/api/tables/${tb.id}/events?sinceSeq=0` },
      { path: `/api/rounds/${r.id}` },
      { path: `/api/rounds/${r.id}/replay` },
      { path: `/api/rounds?tableId=${tb.id}` },
      { path: `/api/tables/${tb.id}/seats` },
      { path: `/api/tables/${tb.id}/roads` },
      { path: `/api/tables/${tb.id}/rotation` },
      { path: `/api/rounds/${r.id}/ledger` },
    ];
    // Paths that carry the round's cards to whoever may read them (the rest carry none to anybody).
    const carriesCards = new Set([
      '/api/tables',
      '/api/lobby',
      `/api/tables/${tb.id}`,
      `/api/tables/${tb.id}/events?sinceSeq=0`,
      `/api/rounds/${r.id}`,
      `/api/rounds/${r.id}/replay`,
    ]);
    const leaks: string[] = [];
    const misses: string[] = [];
    for (const v of viewers) {
      for (const read of reads) {
        const res = await call('GET', read.path, { token: v.token });
        const body = read.pick && res.status === 200 ? read.pick(res.body) : res.body;
        const got = shows(body, codes());
        const extra = got.filter((c) => !v.sees().includes(c));
        if (extra.length) leaks.push(`${v.name} GET ${read.path} (${res.status}): ${extra.join(' ')}`);
        const want =
          carriesCards.has(read.path) &&
          (v.staff || !read.path.endsWith('/replay')) &&
          !(v.name === 'anonymous' && read.path.startsWith('/api/rounds/'))
            ? v.sees()
            : [];
        const missing = want.filter((c) => !got.includes(c));
        if (missing.length) misses.push(`${v.name} GET ${read.path} (${res.status}): ${missing.join(' ')}`);
      }
    }
    expect.soft(leaks, 'face-down cards read by someone who may not see them').toEqual([]);
    expect.soft(misses, 'cards their own viewer should have seen').toEqual([]);
    // The replay is the engine's raw state: another table's dealer is refused it (NOT_YOUR_TABLE), not served a copy.
    const replay = await call('GET', `/api/rounds/${r.id}/replay`, { token: T.otherDealer });
    expect.soft([replay.status, replay.body.error?.code]).toEqual([403, 'NOT_YOUR_TABLE']);
    // A dealer of another table reads the round as any other viewer: no other player's bet either.
    expect.soft((await ok(call('GET', `/api/rounds/${r.id}`, { token: T.otherDealer }))).bets).toEqual([]);
    expect(
      (await ok(call('GET', `/api/rounds/${r.id}`, { token: T.dealer }))).bets.map((b: any) => b.userId).sort(),
    ).toEqual([amy.id, ben.id].sort());
    // Nor may they deal it (and the refusal carries no card).
    const refused = await call('POST', `/api/rounds/${r.id}/undo`, { token: T.otherDealer });
    expect([refused.status, refused.body.error?.code, shows(refused.body, codes())]).toEqual([
      403,
      'NOT_YOUR_TABLE',
      [],
    ]);

    // Realtime: every viewer joins with sinceSeq 0 (the catch-up), then one card is dealt live.
    const server = http.createServer();
    const io = startSocketServer(server);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const sockets: { v: Viewer; socket: Socket; got: { event: string; payload: any }[] }[] = [];
    try {
      for (const v of viewers) {
        const socket = connect(url, {
          path: '/socket.io',
          transports: ['websocket'],
          forceNew: true,
          reconnection: false,
          auth: v.token ? { token: v.token } : {},
        });
        const got: { event: string; payload: any }[] = [];
        socket.onAny((event: string, payload: unknown) => got.push({ event, payload }));
        await new Promise<void>((done, fail) => {
          socket.once('joined', () => done());
          socket.once('connect_error', fail);
          socket.emit('join', { tableId: tb.id, sinceSeq: 0 });
        });
        sockets.push({ v, socket, got });
      }
      const catchUpLeaks: string[] = [];
      for (const { v, got } of sockets) {
        const seen = shows(got, codes());
        expect(
          got.filter((e) => e.event === 'round:card'),
          `${v.name}: catch-up`,
        ).toHaveLength(9);
        if (seen.some((c) => !v.sees().includes(c)) || v.sees().some((c) => !seen.includes(c)))
          catchUpLeaks.push(`${v.name}: ${seen.join(' ')}`);
      }
      expect.soft(catchUpLeaks, 'catch-up (join with sinceSeq) shows each viewer exactly their cards').toEqual([]);

      /** Deals one card live and returns it and what each socket got for it (its `round:card` messages). */
      const live = async (token: string) => {
        const before = sockets.map((x) => x.got.length);
        const known = codes();
        await deal(1, token);
        const card = codes().find((c) => !known.includes(c))!;
        const deadline = Date.now() + 5000;
        while (
          sockets.some((x, i) => !x.got.slice(before[i]).some((e) => e.event === 'round:card')) &&
          Date.now() < deadline
        )
          await new Promise((d) => setTimeout(d, 20));
        await new Promise((d) => setTimeout(d, 100)); // a second version, if one were sent, would be here by now
        return {
          card,
          got: new Map(
            sockets.map((x, i) => [x.v.name, x.got.slice(before[i]).filter((e) => e.event === 'round:card')]),
          ),
        };
      };
      const first = await live(T.pit);
      const liveLeaks: string[] = [];
      for (const v of viewers) {
        const msgs = first.got.get(v.name)!;
        expect(msgs, `${v.name}: one round:card`).toHaveLength(1);
        const seen = shows(msgs, codes());
        if (seen.some((c) => !v.sees().includes(c)) || v.sees().some((c) => !seen.includes(c)))
          liveLeaks.push(`${v.name}: ${seen.join(' ')}`);
      }
      expect
        .soft(liveLeaks, 'live round:card (staff room, user room, table room) shows each viewer exactly their cards')
        .toEqual([]);

      // The table's dealer changes to dealer2: dealer1's sockets leave the staff room at once, dealer2's join it.
      await ok(call('PUT', `/api/tables/${tb.id}/dealer`, { token: s.admin, body: { userId: f.dealer2Id } }));
      const second = await live(T.pit);
      const card = (name: string) => second.got.get(name)!.map((e) => e.payload.data.card);
      expect
        .soft({ old: card('assigned dealer'), now: card('dealer of another table'), pit: card('pit boss') })
        .toEqual({ old: [null], now: [second.card], pit: [second.card] });
      expect.soft(shows(second.got.get('assigned dealer'), codes())).toEqual([]);
      // And over HTTP: the previous dealer now reads the round concealed; the new one whole.
      expect.soft(shows(await ok(call('GET', `/api/rounds/${r.id}`, { token: T.dealer })), codes())).toEqual([]);
      expect
        .soft(shows(await ok(call('GET', `/api/rounds/${r.id}`, { token: T.otherDealer })), codes()))
        .toEqual(codes());
      expect.soft((await call('GET', `/api/rounds/${r.id}/replay`, { token: T.dealer })).status).toBe(403);
    } finally {
      for (const x of sockets) x.socket.close();
      await new Promise<void>((done) => io.close(() => done()));
      server.close();
    }

    // A decision's answer: the deciding player sees their own hand only.
    await ok(call('PUT', `/api/tables/${tb.id}/dealer`, { token: s.admin, body: { userId: s.dealerId } }));
    const st = await deal(14 - codes().length);
    expect(st.next).toMatchObject({ kind: 'decision' });
    const decider = st.next.seat === 1 ? amy : ben;
    const answer = await ok(
      call('POST', `/api/rounds/${r.id}/decisions`, { token: decider.token, body: { action: 'FOLD' } }),
    );
    const own = codes(st.next.seat as 1 | 2);
    expect(shows(answer, codes())).toEqual(own);
  });
});
