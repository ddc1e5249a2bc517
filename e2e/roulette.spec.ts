import { expect, test, type Locator, type Page } from '@playwright/test';
import { makeStudio, PHONE_CONTEXT, signedIn } from './helpers';

const PHONE = { width: 390, height: 844 };

/** The element lies within the phone's width (nothing cut off at either side). */
async function expectWithinWidth(el: Locator) {
  const box = await el.boundingBox();
  expect(box, 'on screen').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
}

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/**
 * [PLAYER][ROULETTE] a player places a split, a corner and a red bet by clicking the layout; a second player
 * on a 390 x 844 phone bets on the portrait layout (a number, a line, and a six line from the number's list)
 * without any sideways scrolling; the croupier enters the number by keyboard; both see the right wins (§RL-2/3).
 */
test('[PLAYER][ROULETTE] split, corner and red by clicking; [PHONE] portrait layout; [DEALER] enters 17 by keyboard; wins shown', async ({
  browser,
  request,
  baseURL,
}) => {
  const s = await makeStudio(request, 'ROULETTE', 2, 100_000);
  const dealer = await signedIn(browser, s.dealer, baseURL!);
  const play = await signedIn(browser, s.players[0]!, baseURL!);
  await dealer.goto(`/dealer/${s.tableId}`);
  await play.goto(`/play/${s.tableId}`);

  // A long bet window: the dealer closes betting by hand, and a loaded machine must not close it first.
  await dealer.getByTestId('bettings-seconds').fill('300');
  await dealer.getByTestId('btn-open-round').click();
  await expect(play.getByTestId('countdown')).toContainText('Place your bets');
  await play.getByTestId('chip-500').click();
  await play.getByTestId('hs-SPLIT-17-20').click();
  await play.getByTestId('hs-CORNER-17-18-20-21').click();
  await play.getByTestId('hs-RED').click();
  await expect(play.getByTestId('my-bets').locator('[data-bet-id]')).toHaveCount(3);
  await expect(play.getByTestId('balance')).toContainText('985.00');

  // [PHONE] the layout turned to portrait (0 on top, three columns), the document no wider than the phone.
  const phone = await signedIn(browser, s.players[1]!, baseURL!, PHONE_CONTEXT);
  await phone.goto(`/play/${s.tableId}`);
  const layout = phone.getByTestId('roulette-layout');
  await expect(layout).toHaveAttribute('data-orientation', 'portrait');
  await phone.getByTestId('chip-100').tap();
  await phone.getByTestId('hs-STRAIGHT-17').tap();
  await phone.getByTestId('hs-SPLIT-17-20').tap(); // the line between 17 and 20 (one row down in portrait)
  await phone.getByTestId('mode-pick').tap(); // a number now lists its bets
  await phone.getByTestId('hs-STRAIGHT-17').tap();
  const picker = phone.getByTestId('spot-picker');
  await picker.getByTestId('pick-SIX_LINE-13-14-15-16-17-18').tap();
  await expect(picker.getByTestId('pick-total-SIX_LINE-13-14-15-16-17-18')).toContainText('1.00');
  await expectWithinWidth(picker);
  await phone.getByTestId('spot-picker-close').tap();
  await expect(phone.getByTestId('my-bets').locator('[data-bet-id]')).toHaveCount(3);
  await expect(phone.getByTestId('balance')).toContainText('997.00');
  expect(await scrollWidth(phone)).toBeLessThanOrEqual(PHONE.width);
  await expectWithinWidth(layout);
  for (const v of [100, 500, 2500, 10000, 50000]) await expectWithinWidth(phone.getByTestId(`chip-${v}`));
  // Kept as a test artifact (test-results/<test>/roulette-phone-390x844.png) and attached to the report.
  const shot = test.info().outputPath('roulette-phone-390x844.png');
  await phone.screenshot({ path: shot, fullPage: true });
  await test.info().attach('roulette-phone-390x844', { path: shot, contentType: 'image/png' });

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
  // The phone: straight 17 35:1 (35.00), split 17-20 17:1 (17.00), six line 13-18 5:1 (5.00), stakes back:
  // 1,000.00 − 3.00 + 36.00 + 18.00 + 6.00 = 1,057.00.
  await expect(phone.getByTestId('my-bets').locator('[data-status="WON"]')).toHaveCount(3);
  await expect(phone.getByTestId('balance')).toContainText('1,057.00');
  expect(await scrollWidth(phone)).toBeLessThanOrEqual(PHONE.width);
});
