import { describe, expect, it } from 'vitest';
import { branches, offenders } from './game-names';

/**
 * Files that name a game and are allowed to for a stated reason (not a game switch): each is one
 * game's developer tool, run from package.json (`npm run bench`, `npm run rtp`), not part of the app.
 */
const PER_GAME_TOOLS = new Set([
  'scripts/bench.ts', // a throughput benchmark that plays baccarat rounds
  'scripts/bench/settle.ts', // bench sections play rounds of named games
  'scripts/bench/intake.ts',
  'scripts/bench/fanout.ts',
  'scripts/bench/fanout-node.ts',
  'scripts/bench/fanout-viewers.ts',
  'scripts/bench/reports.ts', // seeds rounds of every game; High Card Flush bets carry the kept fee (rake)
  'scripts/rtp-blackjack.ts', // the house edge of one game by simulation (its engine's simulate.ts)
  'scripts/rtp-high-card-flush.ts',
  'scripts/rtp-casino-holdem.ts',
  'scripts/rtp-poker-switch.ts',
]);

/** The client half of issue 12 is done: every role shell goes through components/games/registry.ts. */
const CLIENT_IN_PROGRESS = new Set<string>([]);

describe('a game is named only in its folders, the two registries and the seed (issue 12)', () => {
  it('no other non-test source file names a game', () => {
    const found = offenders().filter((o) => !PER_GAME_TOOLS.has(o.file) && !CLIENT_IN_PROGRESS.has(o.file));
    expect(found.map((o) => `${o.file} names ${o.names}`)).toEqual([]);
  });

  it('the server (lib/ outside lib/client, app/api, server.ts) names no game at all', () => {
    const server = offenders().filter((o) => /^(?:lib\/(?!client\/)|app\/api\/|server\.ts$)/.test(o.file));
    expect(server.map((o) => `${o.file} names ${o.names}`)).toEqual([]);
  });

  it("there is no game switch (`game === '…'`, `case '…'`) outside them", () => {
    const found = branches().filter((b) => !CLIENT_IN_PROGRESS.has(b.file));
    expect(found.map((b) => `${b.file}: ${b.count}`)).toEqual([]);
  });
});
