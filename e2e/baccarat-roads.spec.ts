import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiCall, makeStudio, signedIn, token } from './helpers';

/**
 * [PLAYER][PIT][BACCARAT] the five roads and the ask preview on a 390 px phone, kept live: a coup settled
 * while the page is open is drawn at once, and a round the pit boss voids leaves every road (issue #13 §5).
 * The expected cells are worked out by hand in lib/games/baccarat/roads.test.ts ("B B | P P P | B | P P").
 */

/** Naturals dealt Player, Banker, Player, Banker (§BAC-2): Banker 4+5 = 9 over 2+3; Player 4+5 = 9 over 2+3. */
const NATURAL = { B: ['2', '4', '3', '5'], P: ['4', '2', '5', '3'] } as const;
const SUITS = ['H', 'D', 'C', 'S'];

async function playCoups(request: APIRequestContext, tableId: string, dealer: string, coups: string) {
  let n = 0;
  for (const w of coups.replace(/\s/g, '')) {
    const round = await apiCall(request, 'post', `/api/tables/${tableId}/rounds`, dealer, {});
    await apiCall(request, 'post', `/api/rounds/${round.id}/close`, dealer);
    n += 1; // the suits shift every coup, so no card comes out more often than an 8-deck shoe holds
    for (const rank of NATURAL[w as 'B' | 'P'])
      await apiCall(request, 'post', `/api/rounds/${round.id}/cards`, dealer, { card: rank + SUITS[n++ % 4] });
    await apiCall(request, 'post', `/api/rounds/${round.id}/settle`, dealer);
  }
}

const road = (page: Page, id: string) => page.getByTestId(id);
async function expectAsk(page: Page, id: string, col: number, row: number) {
  const cell = page.getByTestId(`${id}-ask`);
  await expect(cell).toHaveAttribute('data-col', String(col));
  await expect(cell).toHaveAttribute('data-row', String(row));
}

test('[PLAYER][BACCARAT] five roads and the asks on a phone; a settled coup and a void redraw them', async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  const s = await makeStudio(request, 'BACCARAT', 1, 100_000);
  const dealer = await token(request, s.dealer.username, s.dealer.password);
  await playCoups(request, s.tableId, dealer, 'BB PPP B PP');

  const play = await signedIn(browser, s.players[0]!, baseURL!);
  await play.setViewportSize({ width: 390, height: 844 });
  await play.goto(`/play/${s.tableId}`);
  const roads = play.getByTestId('baccarat-roads');
  await expect(road(play, 'bead-plate')).toHaveAttribute('data-count', '8');
  // Big Road 8 marks; Big Eye Boy r | b b b b; Small Road b | r; Cockroach Pig r.
  await expect(road(play, 'big-road')).toHaveAttribute('data-count', '8');
  await expect(road(play, 'road-bigEyeBoy')).toHaveAttribute('data-count', '5');
  await expect(road(play, 'road-smallRoad')).toHaveAttribute('data-count', '2');
  await expect(road(play, 'road-cockroachPig')).toHaveAttribute('data-count', '1');
  await expect(road(play, 'road-bigEyeBoy').locator('[data-color]')).toHaveCount(5);
  await expect(road(play, 'road-bigEyeBoy').locator('[data-color="BLUE"]')).toHaveCount(4);

  // The roads stay inside the phone's width: each grid scrolls in its own box.
  const box = await roads.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);

  // Banker asks: Big Road (4,0); Big Eye Boy blue (1,4); Small Road blue (2,0); Cockroach Pig red (0,1).
  await play.getByTestId('ask-banker').click();
  await expectAsk(play, 'big-road', 4, 0);
  await expectAsk(play, 'road-bigEyeBoy', 1, 4);
  await expectAsk(play, 'road-smallRoad', 2, 0);
  await expectAsk(play, 'road-cockroachPig', 0, 1);
  await testInfo.attach('roads-390-banker-asks', { body: await roads.screenshot(), contentType: 'image/png' });
  // Player asks: Big Road (3,2); Big Eye Boy red (2,0); Small Road red (1,1); Cockroach Pig blue (1,0).
  await play.getByTestId('ask-player').click();
  await expect(play.getByTestId('ask-player')).toHaveAttribute('aria-pressed', 'true');
  await expectAsk(play, 'big-road', 3, 2);
  await expectAsk(play, 'road-bigEyeBoy', 2, 0);
  await expectAsk(play, 'road-smallRoad', 1, 1);
  await expectAsk(play, 'road-cockroachPig', 1, 0);
  await expect(play.getByTestId('ask-words')).toContainText('Cockroach Pig blue');
  // Pressed again: off.
  await play.getByTestId('ask-player').click();
  await expect(play.getByTestId('big-road-ask')).toHaveCount(0);
  await play.getByTestId('ask-player').click();

  // A Player win settled while the page is open: the preview came true, the asks end.
  await playCoups(request, s.tableId, dealer, 'P');
  await expect(road(play, 'bead-plate')).toHaveAttribute('data-count', '9');
  await expect(road(play, 'road-bigEyeBoy')).toHaveAttribute('data-count', '6');
  await expect(play.getByTestId('big-road-ask')).toHaveCount(0);

  // The pit boss voids coup 6 (the lone Banker): B B P P P P P P is left, streaks [2, 6].
  // Big Eye Boy: P rows 1..5 against column 0 (2 marks): r b r r r; Small Road and Cockroach Pig: none.
  const pit = await token(request, s.pit.username, s.pit.password);
  const results = await apiCall<{ results: { roundId: string }[] }>(
    request,
    'get',
    `/api/tables/${s.tableId}/roads`,
    pit,
  );
  // A settled coup's void waits for a second approver (issue #18 §1, maker-checker): the admin approves it.
  const v = await apiCall<{ correction?: { id: string } }>(
    request,
    'post',
    `/api/rounds/${results.results[5]!.roundId}/void`,
    pit,
    { reason: 'card exposed' },
  );
  if (v.correction) await apiCall(request, 'post', `/api/corrections/${v.correction.id}/approve`, s.admin, {});
  await expect(road(play, 'bead-plate')).toHaveAttribute('data-count', '8');
  await expect(road(play, 'big-road')).toHaveAttribute('data-count', '8');
  await expect(road(play, 'road-bigEyeBoy')).toHaveAttribute('data-count', '5');
  await expect(road(play, 'road-bigEyeBoy').locator('[data-color="BLUE"]')).toHaveCount(1);
  await expect(road(play, 'road-smallRoad')).toHaveAttribute('data-count', '0');
  await expect(road(play, 'road-cockroachPig')).toHaveAttribute('data-count', '0');
  await testInfo.attach('roads-390-after-void', { body: await roads.screenshot(), contentType: 'image/png' });
});
