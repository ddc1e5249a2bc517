import { expect, test } from '@playwright/test';
import { apiCall, makeStudio, signedIn, token } from './helpers';

const money = (cents: number) => (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });

/**
 * [DEALER][PLAYER][BLACKJACK] four browser windows: two seated players take seats and play their hands by
 * clicking (double, hit on a soft hand, stand), a third player bets behind seat 1 following doubles and
 * sees the same hand live without play buttons, the dealer deals every card by keyboard as the console
 * names its target, and everyone is paid by hand-computed amounts (§BJ-3, §BJ-6, §BJ-8, §BJ-9).
 */
test('[BLACKJACK] two seated players and a Bet Behind play a round against the dealer console', async ({
  browser,
  request,
  baseURL,
}) => {
  const s = await makeStudio(request, 'BLACKJACK', 3, 100_000);
  const [p0, p1, p2] = s.players as [(typeof s.players)[0], (typeof s.players)[0], (typeof s.players)[0]];
  const dealer = await signedIn(browser, s.dealer, baseURL!);
  const seat1 = await signedIn(browser, p0, baseURL!);
  const seat4 = await signedIn(browser, p1, baseURL!);
  const behind = await signedIn(browser, p2, baseURL!);
  await dealer.goto(`/dealer/${s.tableId}`);
  for (const p of [seat1, seat4, behind]) {
    await p.goto(`/play/${s.tableId}`);
    await expect(p.getByTestId('balance')).toContainText('1,000.00');
  }

  // Seats: p0 at seat 1, p1 at seat 4; everyone sees who sits where.
  await seat1.getByTestId('btn-take-seat-1').click();
  await expect(seat1.getByTestId('seat-owner-1')).toContainText(p0.username);
  await seat4.getByTestId('btn-take-seat-4').click();
  await expect(behind.getByTestId('seat-owner-4')).toContainText(p1.username);

  // Betting: 25.00 MAIN each; p2 backs seat 1 with 5.00, following doubles and splits.
  await dealer.getByTestId('bettings-seconds').fill('120');
  await dealer.getByTestId('btn-open-round').click();
  await expect(dealer.getByTestId('round-status')).toContainText('BETTING');
  for (const p of [seat1, seat4]) {
    await expect(p.getByTestId('countdown')).toContainText('Place your bets');
    await p.getByTestId('chip-2500').click();
    await p.getByTestId('btn-bet-main').click();
    await expect(p.getByTestId('my-bets').locator('[data-bet-id]')).toHaveCount(1);
  }
  await behind.getByTestId('follow-doubles-splits').check();
  await behind.getByTestId('chip-500').click();
  await behind.getByTestId('btn-bet-behind-1').click();
  await expect(behind.getByTestId('my-bets').locator('[data-bet-id]')).toHaveCount(1);
  // The seated player sees what is bet behind their seat.
  await expect(seat1.getByTestId('seat-behind-1')).toContainText('5.00');

  // Seat 1's player is on a 390 x 844 phone from here on (issue #13 §1): its decision comes below.
  await seat1.setViewportSize({ width: 390, height: 844 });

  await dealer.getByTestId('btn-close-betting').click();
  await expect(dealer.getByTestId('round-status')).toContainText('DEALING');

  // The deal by keyboard, the console naming each target (§BJ-1): seat 1, seat 4, the up card, seat 1, seat 4.
  const input = dealer.getByTestId('card-input');
  const deal = async (card: string, target: RegExp) => {
    await expect(dealer.getByTestId('next-target')).toContainText(target);
    await input.fill(card);
    await input.press('Enter');
  };
  await deal('5h', /seat 1/i);
  await deal('ac', /seat 4/i);
  await deal('6d', /dealer/i);
  await deal('6s', /seat 1/i);
  await deal('2c', /seat 4/i);

  // Seat 1 (5 6 = 11) decides first: its player has the buttons, the others do not (§BJ-3, §BJ-9).
  await expect(seat1.getByTestId('btn-decision-DOUBLE')).toBeEnabled();
  await expect(seat1.getByTestId('decision-timer')).toBeVisible();
  await expect(seat4.getByTestId('btn-decision-HIT')).toBeDisabled();
  await expect(behind.getByTestId('btn-decision-HIT')).toHaveCount(0);
  await expect(dealer.getByTestId('awaited-decision')).toContainText(/seat 1/i);
  // Seat 4 shows its soft total A 2 = 3/13 (§BJ-2).
  await expect(seat4.getByTestId('bj-hand-value-4-1')).toContainText('3/13');

  // On the phone, while the timer runs: nothing wider than the screen; the own hand and every decision button
  // inside the window, the hand not under the docked buttons (seat 1 is the rightmost seat of the row).
  expect(await seat1.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const box = async (testId: string) => {
    const b = await seat1.getByTestId(testId).boundingBox();
    expect(b, testId).not.toBeNull();
    return b!;
  };
  await expect(async () => {
    const dock = await box('player-dock');
    const hand = await box('bj-hand-1-1');
    expect(hand.x).toBeGreaterThanOrEqual(0);
    expect(hand.x + hand.width).toBeLessThanOrEqual(390);
    expect(hand.y).toBeGreaterThanOrEqual(0);
    expect(hand.y + hand.height).toBeLessThanOrEqual(dock.y);
    for (const id of ['HIT', 'STAND', 'DOUBLE', 'SPLIT']) {
      const b = await box(`btn-decision-${id}`);
      expect(b.x, id).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width, id).toBeLessThanOrEqual(390);
      expect(b.y, id).toBeGreaterThanOrEqual(0);
      expect(b.y + b.height, id).toBeLessThanOrEqual(844);
      expect(b.height, `${id} is thumb-sized`).toBeGreaterThanOrEqual(44);
    }
  }).toPass({ timeout: 5_000 });
  await expect(seat1.getByTestId('decision-timer')).toBeInViewport();
  // Kept as a test artifact (test-results/<test>/blackjack-phone-390x844.png) and attached to the report.
  const shot = test.info().outputPath('blackjack-phone-390x844.png');
  await seat1.screenshot({ path: shot });
  await test.info().attach('blackjack-phone-390x844', { path: shot, contentType: 'image/png' });

  await seat1.getByTestId('btn-decision-DOUBLE').click();
  await deal('td', /seat 1/i); // 21, doubled: exactly one card
  // The Bet Behind player sees the same doubled hand.
  await expect(behind.getByTestId('bj-hand-value-1-1')).toContainText('21');
  await expect(behind.getByTestId('bj-hand-1-1').locator('[data-card="TD"]')).toBeVisible();

  await expect(seat4.getByTestId('btn-decision-HIT')).toBeEnabled();
  await expect(seat4.getByTestId('btn-decision-SPLIT')).toBeDisabled();
  await seat4.getByTestId('btn-decision-HIT').click();
  await deal('5s', /seat 4/i); // A 2 5 = 8/18
  await expect(seat4.getByTestId('bj-hand-value-4-1')).toContainText('8/18');
  await seat4.getByTestId('btn-decision-STAND').click();

  // The dealer draws to 17 (§BJ-6): 6 9 = 15 draws, K → 25, bust.
  await deal('9c', /dealer/i);
  await expect(dealer.getByTestId('dealer-instruction')).toContainText(/draws/i);
  await deal('kh', /dealer/i);
  await expect(dealer.getByTestId('round-status')).toContainText('COMPLETE');
  await expect(dealer.getByTestId('dealer-instruction')).toContainText(/bust/i);
  await dealer.getByTestId('btn-confirm').click();
  await expect(dealer.getByTestId('round-status')).toContainText('SETTLED');

  // p0: 50.00 at risk (doubled) wins 1:1 → +50.00. p1: 18 against a bust → +25.00.
  // p2: followed the double with 5.00 more → 10.00 wins → +10.00.
  await expect(seat1.getByTestId('hand-result-1-1')).toContainText('WIN');
  await expect(behind.getByTestId('hand-result-1-1')).toContainText('WIN');
  await expect(seat1.getByTestId('balance')).toContainText(money(105_000));
  await expect(seat4.getByTestId('balance')).toContainText(money(102_500));
  await expect(behind.getByTestId('balance')).toContainText(money(101_000));
  for (const [p, want] of [
    [p0, 105_000],
    [p1, 102_500],
    [p2, 101_000],
  ] as const) {
    const me = await apiCall(request, 'get', '/api/me', await token(request, p.username, p.password));
    expect(me.balance).toBe(want);
  }
});
