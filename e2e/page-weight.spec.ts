import { expect, test } from '@playwright/test';
import { makeStudio, signInContext } from './helpers';
import { measureFirstLoad, weightLine } from './support/page-weight';

/** Issue #16 §5: the player's table page loads at most 200 KiB of JavaScript (gzip) on its first load. */
const BUDGET_KIB = 200;

/**
 * [PLAYER][PIT][ROULETTE] the first load of a roulette table's player page and of its pit statistics page,
 * each in a fresh browser context (empty cache), signed in as a player and as a pit boss: the gzip size of
 * every script the page downloads until it is drawn and quiet (e2e/support/page-weight.ts) is at most
 * 200 KiB. The figures are printed; `npm run weight` prints them for every page.
 */
test('[PLAYER][PIT] a roulette table page and its pit statistics load at most 200 KiB of JavaScript (gzip)', async ({
  browser,
  request,
  baseURL,
}) => {
  const s = await makeStudio(request, 'ROULETTE', 1, 100_000);
  // Each user's session cookie, signed in through the API in a context of its own (no page loaded there).
  const signInState = async (user: { username: string; password: string }) => {
    const ctx = await browser.newContext({ baseURL });
    await signInContext(ctx, user);
    const state = await ctx.storageState();
    await ctx.close();
    return state;
  };
  const player = await signInState(s.players[0]!);
  const pit = await signInState(s.pit);

  const measure = async (state: Awaited<ReturnType<typeof signInState>>, path: string, ready: string) => {
    const ctx = await browser.newContext({ baseURL, storageState: state });
    try {
      return await measureFirstLoad(ctx, path, { ready });
    } finally {
      await ctx.close();
    }
  };
  const play = await measure(player, `/play/${s.tableId}`, '[data-testid=table-limits]');
  const stats = await measure(pit, `/pit/tables/${s.tableId}`, '[data-testid=table-stats-body]');
  console.log(weightLine('/play/[tableId] (roulette)', play));
  console.log(weightLine('/pit/tables/[id] (roulette)', stats));
  for (const w of [play, stats]) {
    const list = [...w.scripts]
      .sort((a, b) => b.gzip - a.gzip)
      .map((x) => `${(x.gzip / 1024).toFixed(1)} KiB ${new URL(x.url).pathname}`)
      .join('\n');
    expect(w.scripts.length, `${w.path}: scripts were seen`).toBeGreaterThan(0);
    expect(w.gzipKiB, `${w.path}: ${w.gzipKiB} KiB gzip of JavaScript on first load\n${list}`).toBeLessThanOrEqual(
      BUDGET_KIB,
    );
  }
});
