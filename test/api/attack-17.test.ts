/**
 * [API] Issue #17 attacked as a hostile or careless client would (on both backends): every new read route's roles
 * (anonymous 401, PLAYER/DEALER 403 on reports, DEALER 403 on late bets, a player reading someone else's summary), hostile query
 * strings (NUL, huge, unicode, odd but valid time zones), the 93-day window edge, from == to, and the CSV cell
 * guard against spreadsheet formulas (a table or dealer name starting with = + - @).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell } from '@/lib/reports/csv';
import { BACKENDS, freshDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { buildStudio, type Studio } from '../helpers/studio';

describe('[ATTACK] issue #17 CSV cells', () => {
  it('a name starting with = + - @ or a tab is prefixed with a quote; commas and quotes are quoted (RFC 4180)', () => {
    expect(csvCell('=cmd|/c calc!A1')).toBe("'=cmd|/c calc!A1");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
    expect(csvCell('Table 1')).toBe('Table 1');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
  });
});

describe.each(BACKENDS)('[ATTACK] issue #17 read routes (%s)', (backend) => {
  let drop: () => Promise<void>;
  let s: Studio;
  beforeAll(async () => {
    drop = (await freshDatabase(backend)).drop;
    s = await buildStudio({ game: 'BACCARAT', players: ['alice', 'bob'], deposit: 10_000 });
  });
  afterAll(async () => drop?.());

  it('[ROLES] anonymous 401; PLAYER and DEALER 403 on reports, DEALER on late bets; a player reads only their own summary', async () => {
    const alice = s.players[0]!;
    const bob = s.players[1]!;
    for (const path of ['/api/reports', '/api/late-bets', '/api/me/history', `/api/users/${alice.id}/summary`])
      expect((await call('GET', path)).status).toBe(401);
    for (const token of [alice.token, s.dealer]) {
      expect((await call('GET', '/api/reports', { token })).status).toBe(403);
      expect((await call('GET', '/api/reports?format=csv', { token })).status).toBe(403);
    }
    // Late bets: a DEALER 403; a PLAYER only their own, even when asking for another player's userId.
    expect((await call('GET', '/api/late-bets', { token: s.dealer })).status).toBe(403);
    const peek = await call('GET', `/api/late-bets?userId=${bob.id}`, { token: alice.token });
    if (peek.status === 200) expect(peek.body.items.filter((i: any) => i.userId && i.userId !== alice.id)).toEqual([]);
    else expect(peek.status).toBe(403);
    expect((await call('GET', `/api/users/${bob.id}/summary`, { token: alice.token })).status).toBe(403);
    expect((await call('GET', `/api/users/${alice.id}/summary`, { token: s.dealer })).status).toBe(403);
    expect((await call('GET', `/api/users/no-such-user/summary`, { token: s.pit })).status).toBe(404);
    expect((await call('GET', '/api/me/history', { token: alice.token })).status).toBe(200);
  });

  it('[QUERY] NUL, huge and unknown values are 400, never 500; odd but valid zones answer 200', async () => {
    const bad = [
      'groupBy=nope',
      'tz=Mars/Olympus',
      `tz=${'A'.repeat(5000)}`,
      'tz=%00',
      'from=2026-01-01%00',
      'format=xlsx',
      'game=%E2%98%83',
      'from=2026-01-01&to=2026-04-05', // 94 days
    ];
    for (const q of bad) expect((await call('GET', `/api/reports?${q}`, { token: s.pit })).status, q).toBe(400);
    for (const tz of ['Pacific/Kiritimati', 'Etc/GMT%2B12', 'UTC'])
      expect((await call('GET', `/api/reports?groupBy=hour&tz=${tz}`, { token: s.pit })).status, tz).toBe(200);
    // 93 days exactly is allowed; an empty window from == to has no rows and zero totals.
    expect((await call('GET', '/api/reports?from=2026-01-01&to=2026-04-04', { token: s.pit })).status).toBe(200);
    const empty = await call('GET', '/api/reports?from=2026-01-01&to=2026-01-01', { token: s.pit });
    expect([200, 400]).toContain(empty.status);
    if (empty.status === 200) expect(empty.body.items).toEqual([]);
    const huge = await call('GET', `/api/rounds?q=${encodeURIComponent("' OR 1=1 --")}`, { token: s.pit });
    expect(huge.status).toBeLessThan(500);
    const nul = await call('GET', '/api/rounds?q=%00', { token: s.pit });
    expect(nul.status).toBeLessThan(500);
  });
});
