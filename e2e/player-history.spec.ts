import { expect, test } from '@playwright/test';
import { apiCall, makeStudio, signedIn, token } from './helpers';

/**
 * [PLAYER][HISTORY][BACCARAT] issue #17 §7: a player who played a baccarat coup (driven through the API) opens
 * My history from the top bar on a phone, finds the round with their bet's result, opens its recall and steps
 * through it to the settlement, which lists their own result.
 *
 * By hand (§BAC-2, naturals): Player 4+5 = 9 over Banker K+3 = 3 → PLAYER wins; 5.00 on Player is paid 10.00
 * (stake + 1:1), net +5.00. The log as the player sees it: opened, their bet, closed, four cards, settled.
 */
test('[PLAYER][HISTORY] finds a settled baccarat round in My history and recalls it step by step', async ({
  browser,
  request,
  baseURL,
}) => {
  const s = await makeStudio(request, 'BACCARAT', 1, 100_000);
  const p = s.players[0]!;
  const dealer = await token(request, s.dealer.username, s.dealer.password);
  const ptok = await token(request, p.username, p.password);
  const round = await apiCall(request, 'post', `/api/tables/${s.tableId}/rounds`, dealer, { bettingSeconds: 120 });
  await apiCall(request, 'post', `/api/rounds/${round.id}/bets`, ptok, { type: 'PLAYER', amount: 500 });
  await apiCall(request, 'post', `/api/rounds/${round.id}/close`, dealer);
  for (const card of ['4H', 'KS', '5D', '3C'])
    await apiCall(request, 'post', `/api/rounds/${round.id}/cards`, dealer, { card });
  await apiCall(request, 'post', `/api/rounds/${round.id}/settle`, dealer);

  const page = await signedIn(browser, p, baseURL!);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/play');
  await page.getByRole('link', { name: 'My history' }).first().click();
  await page.waitForURL('**/play/history');

  const row = page.locator(`[data-round-id="${round.id}"]`);
  await expect(row).toBeVisible();
  await expect(row).toContainText(`#${round.number}`);
  const bet = row.locator('[data-status]');
  await expect(bet).toHaveAttribute('data-status', 'WON');
  // The bet as My bets at the table names it, in the player's language (the game's words, not its key PLAYER).
  await expect(bet.getByTestId('bet-name')).toHaveText('Player');
  await expect(bet).toContainText('5.00');
  await expect(bet).toContainText('10.00');
  await expect(row.getByTestId('round-net')).toHaveAttribute('data-net', '500');
  await expect(page.getByTestId('history-totals')).toHaveAttribute('data-net', '500');
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await row.getByTestId('open-recall').click();
  const recall = page.getByTestId('recall');
  await expect(recall.getByTestId('recall-step')).toHaveText(/^Step 1 of \d+$/);
  const total = Number((await recall.getByTestId('recall-step').textContent())!.match(/of (\d+)/)![1]);
  expect(total).toBeGreaterThanOrEqual(7);
  await expect(recall.getByTestId('recall-event')).toHaveText('Bets open');
  await expect(recall.getByTestId('recall-prev')).toBeDisabled();

  // The arrow key moves one step on, the Prev button one back.
  await page.keyboard.press('ArrowRight');
  await expect(recall.getByTestId('recall-step')).toHaveText(`Step 2 of ${total}`);
  await recall.getByTestId('recall-prev').click();
  await expect(recall.getByTestId('recall-step')).toHaveText(`Step 1 of ${total}`);

  for (let i = 2; i <= total; i++) {
    await recall.getByTestId('recall-next').click();
    await expect(recall.getByTestId('recall-step')).toHaveText(`Step ${i} of ${total}`);
  }
  await expect(recall.getByTestId('recall-next')).toBeDisabled();
  await expect(recall.getByTestId('recall-event')).toHaveText('Round settled');
  await expect(recall.getByTestId('recall-stage')).toContainText('4');
  const mine = recall.getByTestId('recall-results').locator('[data-status]');
  await expect(mine).toHaveCount(1);
  await expect(mine).toHaveAttribute('data-status', 'WON');
  await expect(mine.getByTestId('bet-name')).toHaveText('Player');
  await expect(mine).toContainText(/\+\D*5\.00/);
});
