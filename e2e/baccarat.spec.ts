import { expect, test } from '@playwright/test';
import { apiCall, makeStudio, signedIn, token } from './helpers';

/**
 * [DEALER][PLAYER][PIT][BACCARAT] three browser windows: the dealer deals three rounds by keyboard, a player
 * bets and sees the cards and winnings arrive live, the pit boss finds the rounds and voids one, and the
 * player's balance is refunded.
 */
test('[DEALER][BACCARAT] deals three rounds by keyboard; [PLAYER] sees them live; [PIT][VOID] refunds', async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  const s = await makeStudio(request, 'BACCARAT', 1, 100_000);
  const player = s.players[0]!;
  const dealer = await signedIn(browser, s.dealer, baseURL!);
  const play = await signedIn(browser, player, baseURL!);
  const pit = await signedIn(browser, s.pit, baseURL!);

  await dealer.goto(`/dealer/${s.tableId}`);
  await play.goto(`/play/${s.tableId}`);
  await expect(play.getByTestId('balance')).toContainText('1,000.00');

  // Three coups, each chosen so the result is known by hand (§BAC-2..4):
  const coups = [
    // Player 4+5 = 9 natural, Banker K+3 = 3 → PLAYER wins; 5.00 on Player pays 5.00.
    { cards: ['4h', 'ks', '5d', '3c'], bet: 'PLAYER', winner: 'PLAYER', net: 500 },
    // Player 2+3 = 5 draws 7 → 2; Banker Q+J = 0 draws (0-2 always) 6 → 6 → BANKER; Player bet loses.
    { cards: ['2c', 'qd', '3h', 'jc', '7s', '6d'], bet: 'PLAYER', winner: 'BANKER', net: -500 },
    // Player 7+K = 7, Banker 6+A = 7, both stand → TIE; 5.00 on Tie pays 8:1 = 40.00.
    { cards: ['7d', '6c', 'kh', 'as'], bet: 'TIE', winner: 'TIE', net: 4000 },
  ];
  let expected = 100_000;
  const input = dealer.getByTestId('card-input');
  for (const c of coups) {
    // The second coup (both hands draw a third card) is played on a phone: 390 x 844 (issue #13 §1).
    const phone = c === coups[1];
    if (phone) await play.setViewportSize({ width: 390, height: 844 });
    await dealer.getByTestId('bettings-seconds').fill('120');
    await dealer.getByTestId('btn-open-round').click();
    await expect(dealer.getByTestId('round-status')).toContainText('BETTING');
    // The player places 5.00 on the spot once the round is open on their screen.
    await expect(play.getByTestId('countdown')).toContainText('Place your bets');
    await play.getByTestId('chip-500').click();
    await play.getByTestId(`bet-spot-${c.bet}`).click();
    await expect(play.getByTestId('my-bets').locator('[data-bet-id]')).toHaveCount(1);
    if (phone) {
      // Nothing scrolls sideways, and the three spots and the chips are on screen while bets are open.
      await play.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(() => play.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      for (const spot of ['PLAYER', 'TIE', 'BANKER'])
        await expect(play.getByTestId(`bet-spot-${spot}`)).toBeInViewport({ ratio: 1 });
      await expect(play.getByTestId('chip-500')).toBeInViewport({ ratio: 1 });
    }
    // No more bets, then the cards by keyboard.
    await dealer.getByTestId('btn-close-betting').click();
    await expect(dealer.getByTestId('round-status')).toContainText('DEALING');
    for (const card of c.cards) {
      await input.fill(card);
      await input.press('Enter');
    }
    await expect(dealer.getByTestId('round-status')).toContainText('COMPLETE');
    await expect(dealer.getByTestId('result-line')).toContainText(c.winner);
    // The player saw every card arrive.
    const first = c.cards[0]!.toUpperCase();
    await expect(play.getByTestId('hand-player').locator(`[data-card="${first}"]`)).toBeVisible();
    if (phone) {
      // Both hands with their third card fit side by side, still without sideways scrolling.
      await play.evaluate(() => window.scrollTo(0, 0));
      await expect(play.getByTestId('hand-player').locator('[data-card="7S"]')).toBeInViewport({ ratio: 1 });
      await expect(play.getByTestId('hand-banker').locator('[data-card="6D"]')).toBeInViewport({ ratio: 1 });
      expect(await play.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const shot = testInfo.outputPath('baccarat-player-390x844.png');
      await play.screenshot({ path: shot });
      await testInfo.attach('baccarat-player-390x844', { path: shot, contentType: 'image/png' });
    }
    await dealer.getByTestId('btn-confirm').click();
    await expect(dealer.getByTestId('round-status')).toContainText('SETTLED');
    expected += c.net;
    await expect(play.getByTestId('result-banner')).toContainText(c.winner);
    await expect(play.getByTestId('balance')).toContainText(
      (expected / 100).toLocaleString('en-US', { minimumFractionDigits: 2 }),
    );
    if (phone) await play.setViewportSize({ width: 1280, height: 720 });
  }

  // The dealer console refuses a malformed code with a reason.
  await dealer.getByTestId('btn-open-round').click();
  await expect(dealer.getByTestId('round-status')).toContainText('BETTING');
  await dealer.getByTestId('btn-close-betting').click();
  await input.fill('1x');
  await input.press('Enter');
  await expect(dealer.getByTestId('dealer-error')).toContainText(/not a card/i);

  // The pit boss finds the third round (the tie) in history and voids it: the player's 40.00 win is
  // reversed and the 5.00 stake refunded, so the balance returns to what it was before that round.
  await pit.goto('/pit');
  await pit.getByTestId('filter-table').selectOption(s.tableId);
  // Other specs' tables have a round 3 too: the filter leaves only this table's rows.
  await expect(pit.locator(`[data-testid=round-row]:not([data-table-id="${s.tableId}"])`)).toHaveCount(0);
  const row = pit.locator(`[data-testid=round-row][data-table-id="${s.tableId}"][data-round-number="3"]`);
  await expect(row).toBeVisible();
  const roundId = await row.getAttribute('data-round-id');
  await row.click();
  await expect(pit.getByTestId('round-detail')).toBeVisible();
  await expect(pit.getByTestId('detail-bets').locator('[data-status="WON"]')).toHaveCount(1);
  await pit.getByTestId('void-reason').fill('card exposed off camera');
  await pit.getByTestId('btn-void').click();
  await pit.getByTestId('btn-void-confirm').click();
  // A settled coup's void waits for a second approver (issue #18 §1, maker-checker): the admin approves it, and the
  // pit boss's round detail follows the round:voided event.
  const waiting = await apiCall<{ items: { id: string; kind: string }[] }>(
    request,
    'get',
    `/api/corrections?status=PROPOSED&roundId=${roundId}`,
    s.admin,
  );
  expect(
    waiting.items.map((c) => c.kind),
    'the void waits as a proposal',
  ).toEqual(['VOID']);
  await apiCall(request, 'post', `/api/corrections/${waiting.items[0]!.id}/approve`, s.admin, {});
  await expect(pit.getByTestId('round-status')).toContainText('VOIDED');
  expected -= 4000;
  await expect(play.getByTestId('balance')).toContainText(
    (expected / 100).toLocaleString('en-US', { minimumFractionDigits: 2 }),
  );
  const tok = await token(request, player.username, player.password);
  const me = await apiCall(request, 'get', '/api/me', tok);
  expect(me.balance).toBe(expected);
});
