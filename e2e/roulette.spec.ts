import { expect, test } from '@playwright/test';
import { makeStudio, signedIn } from './helpers';

/**
 * [PLAYER][ROULETTE] a player places a split, a corner and a red bet by clicking the layout; the croupier
 * enters the number by keyboard; the player sees the right wins (§RL-2/3).
 */
test('[PLAYER][ROULETTE] split, corner and red by clicking; [DEALER] enters 17 by keyboard; wins shown', async ({
  browser,
  request,
  baseURL,
}) => {
  const s = await makeStudio(request, 'ROULETTE', 1, 100_000);
  const dealer = await signedIn(browser, s.dealer, baseURL!);
  const play = await signedIn(browser, s.players[0]!, baseURL!);
  await dealer.goto(`/dealer/${s.tableId}`);
  await play.goto(`/play/${s.tableId}`);

  await dealer.getByTestId('bettings-seconds').fill('120');
  await dealer.getByTestId('btn-open-round').click();
  await expect(play.getByTestId('countdown')).toContainText('Place your bets');
  await play.getByTestId('chip-500').click();
  await play.getByTestId('hs-SPLIT-17-20').click();
  await play.getByTestId('hs-CORNER-17-18-20-21').click();
  await play.getByTestId('hs-RED').click();
  await expect(play.getByTestId('my-bets').locator('[data-bet-id]')).toHaveCount(3);
  await expect(play.getByTestId('balance')).toContainText('985.00');

  await dealer.getByTestId('btn-close-betting').click();
  const input = dealer.getByTestId('card-input');
  await input.fill('17');
  await input.press('Enter');
  await expect(dealer.getByTestId('outcome-number')).toContainText('17');
  await dealer.getByTestId('btn-confirm').click();

  // 17 is black: split 17-20 pays 17:1 (85.00), corner 8:1 (40.00), red loses (5.00).
  await expect(play.getByTestId('winning-number')).toContainText('17');
  await expect(play.getByTestId('my-bets').locator('[data-status="WON"]')).toHaveCount(2);
  await expect(play.getByTestId('my-bets').locator('[data-status="LOST"]')).toHaveCount(1);
  // 1,000.00 − 15.00 staked + (5 + 85) + (5 + 40) returned = 1,120.00.
  await expect(play.getByTestId('balance')).toContainText('1,120.00');
  await expect(play.getByTestId('winnings')).toContainText('120.00');
});
