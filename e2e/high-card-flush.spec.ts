import { expect, test, type Page } from '@playwright/test';
import { apiCall, makeStudio, signedIn, token } from './helpers';

// Money as an English reader sees it in the studio's default currency (EUR): €1,234.50.
const money = (cents: number) =>
  (cents / 100).toLocaleString('en', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 });

// Hands (RULES.md §HCF-2); no card repeats across the three used in one round (one deck, §HCF-1).
const FOUR_HEARTS = ['ah', 'kh', 'qh', '2h', '3c', '4d', '5s']; // A-K-Q-2 of hearts: 4-card flush, Raise up to 1x
const FIVE_SPADES = ['9s', '8s', '6s', '4s', '2s', '7c', 'td']; // 9-8-6-4-2 of spades: 5-card flush, Raise up to 2x
const THREE_DIAMONDS = ['2c', '5d', '8h', 'js', '3d', '9c', 'qd']; // Q-5-3 of diamonds: 3-card flush, Raise 1x
const FOUR_CLUBS = ['kc', 'qc', 'jc', '5c', '6d', '7h', 'ts']; // K-Q-J-5 of clubs: the DP qualifies (§HCF-4)

/**
 * [PLAYER][DEALER][PIT][HIGH_CARD_FLUSH] three players in separate browser contexts at a player-banked
 * table (RULES.md §HCF-7..9; defaults: minimum bank 500.00, rake ALL 1.00 per hand). Seats 1 and 2 opt
 * in to banking. Round 1: the DP seat is offered to seat 1 (clockwise from seat 1 on a new table), who
 * declines; it passes to seat 2, who accepts with a 600.00 bank; the button moves to seat 2. Round 2:
 * the offer goes clockwise from the last DP (seat 3 is not opted in) to seat 1, who declines again; the
 * last DP is offered to keep the seat and accepts. Both rounds are dealt by keyboard as the console
 * names each target, decided by clicking, paid by hand-computed amounts; the DP's own view shows the
 * hands against the bank; the pit sees the rotation history.
 */
test('[HIGH_CARD_FLUSH] the DP offer passes from a decliner to an accepter, two rounds against the new DP, the pit sees the rotation', async ({
  browser,
  request,
  baseURL,
}) => {
  // Five browser windows and 42 cards entered one by one: about 2.5 minutes on an idle 2-core machine, 5 under load.
  test.setTimeout(600_000);
  const s = await makeStudio(request, 'HIGH_CARD_FLUSH', 3, 100_000, { offerSeconds: 60, decisionSeconds: 60 });
  const [p0, p1, p2] = s.players as [(typeof s.players)[0], (typeof s.players)[0], (typeof s.players)[0]];
  const dealer = await signedIn(browser, s.dealer, baseURL!);
  const seat1 = await signedIn(browser, p0, baseURL!);
  const seat2 = await signedIn(browser, p1, baseURL!);
  const seat3 = await signedIn(browser, p2, baseURL!);
  const players = [seat1, seat2, seat3];
  await dealer.goto(`/dealer/${s.tableId}`);
  for (const p of players) {
    await p.goto(`/play/${s.tableId}`);
    await expect(p.getByTestId('balance')).toContainText('1,000.00');
  }

  // Seats: p0 and p1 ask to be offered the DP seat before sitting down (sent with the seat); p2 only plays.
  for (const [p, n, optIn] of [
    [seat1, 1, true],
    [seat2, 2, true],
    [seat3, 3, false],
  ] as const) {
    if (optIn) await p.getByTestId('dp-optin').check();
    await p.getByTestId(`btn-take-seat-${n}`).click();
    await expect(p.getByTestId('btn-leave-seat')).toContainText(`Leave seat ${n}`);
    await expect(p.getByTestId('dp-optin')).toBeChecked({ checked: optIn });
  }
  await expect(seat3.getByTestId('seat-owner-1')).toContainText(p0.username);
  await expect(seat1.getByTestId('seat-owner-2')).toContainText(p1.username);

  const input = dealer.getByTestId('card-input');
  const deal = async (hand: string[], target: RegExp) => {
    for (const card of hand) {
      await expect(dealer.getByTestId('next-target')).toContainText(target);
      await input.fill(card);
      await input.press('Enter');
    }
  };
  const balanceIs = async (p: Page, cents: number) =>
    expect(p.getByTestId('balance')).toHaveAttribute('data-cents', String(cents));
  const bet = async (p: Page, chip: string, button: string) => {
    await p.getByTestId(chip).click();
    await p.getByTestId(button).click();
    await expect(p.getByTestId(button)).toBeDisabled(); // one of each per round: placed
  };

  // ---- Round 1 --------------------------------------------------------------------------------------
  await dealer.getByTestId('bettings-seconds').fill('120');
  await dealer.getByTestId('btn-open-round').click();
  await expect(dealer.getByTestId('round-status')).toContainText('BETTING');

  // The offer goes to seat 1 first: everyone sees it, only seat 1 gets the prompt; bets wait for the DP.
  await expect(dealer.getByTestId('hcf-offer')).toContainText(/seat 1/i);
  for (const p of players) await expect(p.getByTestId('dp-status')).toHaveAttribute('data-offer-seat', '1');
  await expect(seat1.getByTestId('dp-offer-prompt')).toBeVisible();
  await expect(seat2.getByTestId('dp-offer-prompt')).toHaveCount(0);
  await expect(seat3.getByTestId('btn-bet-ante')).toBeDisabled();
  await expect(dealer.getByTestId('btn-close-betting')).toBeDisabled();
  await seat1.getByTestId('btn-dp-decline').click();

  // It passes on to seat 2 (seat 3 is not opted in), who posts a 600.00 bank; the 1.00 rake is held with it.
  await expect(dealer.getByTestId('hcf-offer')).toContainText(/seat 2/i);
  await expect(seat1.getByTestId('dp-offer-prompt')).toHaveCount(0);
  await expect(seat2.getByTestId('dp-offer-prompt')).toBeVisible();
  await seat2.getByTestId('dp-bank-input').fill('600');
  await seat2.getByTestId('btn-dp-accept').click();
  await expect(dealer.getByTestId('hcf-dp')).toHaveAttribute('data-dp-seat', '2');
  for (const p of players) await expect(p.getByTestId('dp-status')).toHaveAttribute('data-dp-seat', '2');
  await expect(seat3.getByTestId('hcf-button-2')).toBeVisible(); // the dealer button sits in front of the DP
  await balanceIs(seat2, 100_000 - 60_000 - 100);
  // The DP places no bets of its own.
  await expect(seat2.getByTestId('btn-bet-ante')).toBeDisabled();

  // Bets: p0 Ante 25.00; p2 Ante 25.00 and a 5.00 Flush bonus. 1.00 rake is held with each Ante.
  await bet(seat1, 'chip-2500', 'btn-bet-ante');
  await bet(seat3, 'chip-2500', 'btn-bet-ante');
  await bet(seat3, 'chip-500', 'btn-bet-flush-bonus');
  await balanceIs(seat1, 100_000 - 2600);
  await balanceIs(seat3, 100_000 - 2600 - 500);
  await dealer.getByTestId('btn-close-betting').click();
  await expect(dealer.getByTestId('round-status')).toContainText('DEALING');

  // The deal, clockwise from the left of the button (seat 2): seat 3, seat 1, the DP's packet last.
  await deal(FIVE_SPADES, /seat 3/i);
  await deal(FOUR_HEARTS, /seat 1/i);

  // Seven cards face down (§HCF-1): each player sees their own hand; the others (and the DP) see card backs,
  // and the server sent them no card of that hand (hcf-view: `hidden`, nothing to draw but the count).
  await expect(seat1.getByTestId('hcf-my-cards')).toHaveAttribute(
    'data-cards',
    FOUR_HEARTS.map((c) => c.toUpperCase()).join(' '),
  );
  for (const [p, n] of [
    [seat1, 3],
    [seat3, 1],
    [seat2, 1],
    [seat2, 3],
  ] as const) {
    await expect(p.getByTestId(`hcf-seat-cards-${n}`)).toHaveAttribute('data-face-down', 'true');
    await expect(p.getByTestId(`hcf-seat-cards-${n}`)).toHaveAttribute('data-dealt', '7');
  }

  // The dealer (staff) sees every hand as it is dealt.
  await expect(dealer.getByTestId('hcf-seat-1-flush')).toContainText(/4-card/);
  await expect(dealer.getByTestId('hcf-seat-3-flush')).toContainText(/5-card/);

  // p2 plays on a 390 x 844 phone from here on (issue #13 §1).
  await seat3.setViewportSize({ width: 390, height: 844 });

  // Action order, counter-clockwise from the right of the button: seat 1, then seat 3 (§HCF-8).
  await expect(dealer.getByTestId('awaited-decision')).toContainText(/seat 1/i);
  await expect(seat1.getByTestId('hcf-flush')).toHaveAttribute('data-size', '4');
  await expect(seat1.getByTestId('hcf-flush')).toHaveAttribute('data-suit', 'H');
  // A 4-card flush may raise 1x only (§HCF-3); seat 3 waits for its turn.
  await expect(seat1.getByTestId('btn-raise-1')).toBeEnabled();
  await expect(seat1.getByTestId('btn-raise-2')).toBeDisabled();
  await expect(seat1.getByTestId('btn-raise-3')).toBeDisabled();
  await expect(seat1.getByTestId('decision-timer')).toBeVisible();
  await expect(seat3.getByTestId('btn-raise-1')).toHaveCount(0); // not seat 3's turn yet: no decision buttons
  await seat1.getByTestId('btn-raise-1').click();

  await expect(dealer.getByTestId('awaited-decision')).toContainText(/seat 3/i);
  await expect(seat3.getByTestId('hcf-flush')).toHaveAttribute('data-size', '5');
  await expect(seat3.getByTestId('btn-raise-2')).toBeEnabled();
  await expect(seat3.getByTestId('btn-raise-3')).toBeDisabled();
  // On the phone, while the timer runs: nothing wider than the screen; the own seven cards, the timer and
  // Fold / Raise (in the shell's bar at the bottom) inside the viewport, the cards not under the bar.
  expect(await seat3.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const id of ['hcf-my-cards', 'decision-timer', 'btn-fold', 'btn-raise-1', 'btn-raise-2', 'btn-raise-3'])
    await expect(seat3.getByTestId(id)).toBeInViewport({ ratio: 1 });
  const cardsBox = (await seat3.getByTestId('hcf-my-cards').boundingBox())!;
  const foldBox = (await seat3.getByTestId('btn-fold').boundingBox())!;
  expect(cardsBox.y + cardsBox.height).toBeLessThanOrEqual(foldBox.y);
  // The screenshot is kept in the test's output folder (test-results/) and attached to the report.
  const shot = test.info().outputPath('hcf-phone-decision-390x844.png');
  await seat3.screenshot({ path: shot });
  await test.info().attach('hcf-phone-decision-390x844', { path: shot, contentType: 'image/png' });
  await seat3.getByTestId('btn-raise-2').click();
  // Committed against the 600.00 bank: seat 1 25 + 25, seat 3 25 + 50 + 5 = 130.00; 470.00 uncommitted.
  await expect(seat2.getByTestId('hcf-bank')).toHaveAttribute('data-committed', '13000');
  await expect(seat2.getByTestId('hcf-bank')).toHaveAttribute('data-uncommitted', '47000');

  await deal(FOUR_CLUBS, /DP seat 2/i);
  await expect(dealer.getByTestId('round-status')).toContainText('COMPLETE');
  for (const p of players) await expect(p.getByTestId('hcf-dp-hand')).toHaveAttribute('data-qualifies', 'true');
  // The reveal: every hand face up for everyone.
  await expect(seat2.getByTestId('hcf-seat-cards-1')).toHaveAttribute('data-face-down', 'false');
  await expect(seat1.getByTestId('hcf-seat-cards-3')).toHaveAttribute('data-face-down', 'false');
  await dealer.getByTestId('btn-confirm').click();
  await expect(dealer.getByTestId('round-status')).toContainText('SETTLED');

  // The DP qualifies with K-Q-J-5 of clubs. p0's A-K-Q-2 beats it on the first card: Ante and Raise win
  // 1:1 (+50.00, rake 1.00 kept). p2's five spades beat four clubs: Ante +25.00, Raise 2x +50.00, Flush
  // bonus 5-card 10:1 +50.00. The bank pays 175.00: 600.00 → 425.00 back to p1 (rake 1.00 kept).
  await expect(seat1.getByTestId('hcf-result-ANTE')).toHaveAttribute('data-status', 'WON');
  await expect(seat3.getByTestId('hcf-result-FLUSH_BONUS')).toHaveAttribute('data-payout', '5000'); // 10:1 on 5.00 (the winnings; the stake comes back besides);
  await balanceIs(seat1, 100_000 - 100 + 5000); // 104,900
  await balanceIs(seat3, 100_000 - 100 + 12_500); // 112,400
  await balanceIs(seat2, 100_000 - 100 - 17_500); // 82,400
  // The DP's own view: every hand played against the bank, and the bank's net.
  await expect(seat2.getByTestId('hcf-dp-hand-row-1')).toHaveAttribute('data-bank-net', '-5000');
  await expect(seat2.getByTestId('hcf-dp-hand-row-3')).toHaveAttribute('data-bank-net', '-12500');
  await expect(seat2.getByTestId('hcf-dp-net')).toHaveAttribute('data-net', String(-17_500 - 100));

  // ---- Round 2 --------------------------------------------------------------------------------------
  await dealer.getByTestId('btn-open-round').click();
  await expect(dealer.getByTestId('round-status')).toContainText('BETTING');
  // Clockwise from the last DP (seat 2): seat 3 is not opted in, so seat 1 is offered first and declines.
  await expect(dealer.getByTestId('hcf-offer')).toContainText(/seat 1/i);
  await expect(seat1.getByTestId('dp-offer-prompt')).toBeVisible();
  await seat1.getByTestId('btn-dp-decline').click();
  // Nobody else: the last DP may keep the seat.
  await expect(dealer.getByTestId('hcf-offer')).toContainText(/seat 2.*last DP/i);
  await expect(seat2.getByTestId('dp-offer-prompt')).toContainText(/Keep the DP seat/i);
  await seat2.getByTestId('dp-bank-input').fill('600.00');
  await seat2.getByTestId('btn-dp-accept').click();
  for (const p of players) await expect(p.getByTestId('dp-status')).toHaveAttribute('data-dp-seat', '2');
  await balanceIs(seat2, 82_400 - 60_100); // 22,300

  await bet(seat1, 'chip-2500', 'btn-bet-ante');
  await bet(seat3, 'chip-2500', 'btn-bet-ante');
  await dealer.getByTestId('btn-close-betting').click();
  await expect(dealer.getByTestId('round-status')).toContainText('DEALING');
  await deal(THREE_DIAMONDS, /seat 3/i);
  await deal(FOUR_HEARTS, /seat 1/i);
  // p0 folds (loses the Ante, the rake is kept); p2 raises 1x with three diamonds, the most a 3-card flush allows.
  await expect(seat1.getByTestId('btn-fold')).toBeEnabled();
  await seat1.getByTestId('btn-fold').click();
  await expect(seat3.getByTestId('btn-raise-1')).toBeEnabled();
  await expect(seat3.getByTestId('btn-raise-2')).toBeDisabled();
  await seat3.getByTestId('btn-raise-1').click();
  await deal(FOUR_CLUBS, /DP seat 2/i);
  await expect(dealer.getByTestId('round-status')).toContainText('COMPLETE');
  await dealer.getByTestId('btn-confirm').click();
  await expect(dealer.getByTestId('round-status')).toContainText('SETTLED');

  // Four clubs beat three diamonds: p2 loses Ante and Raise (50.00). The bank collects 25.00 + 50.00:
  // 600.00 → 675.00 back to p1.
  await expect(seat3.getByTestId('hcf-result-RAISE')).toHaveAttribute('data-status', 'LOST');
  await balanceIs(seat1, 104_900 - 2600); // 102,300
  await balanceIs(seat3, 112_400 - 5100); // 107,300
  await balanceIs(seat2, 22_300 + 67_500); // 89,800
  for (const [p, want] of [
    [p0, 102_300],
    [p1, 89_800],
    [p2, 107_300],
  ] as const) {
    const me = await apiCall(request, 'get', '/api/me', await token(request, p.username, p.password));
    expect(me.balance).toBe(want);
  }

  // ---- The pit: the rotation history of the table ---------------------------------------------------
  const pit = await signedIn(browser, s.pit, baseURL!);
  await pit.goto(`/pit/tables/${s.tableId}`);
  await expect(pit.getByTestId('pit-hcf-rotation')).toBeVisible();
  const r1 = pit.getByTestId('pit-hcf-rotation-round-1');
  const r2 = pit.getByTestId('pit-hcf-rotation-round-2');
  for (const r of [r1, r2]) {
    await expect(r).toHaveAttribute('data-banker', 'DP');
    await expect(r.locator('[data-answer="DECLINED"][data-seat="1"]')).toContainText(p0.username);
    await expect(r.locator('[data-answer="ACCEPTED"][data-seat="2"]')).toContainText(p1.username);
    await expect(r.locator('[data-field="banker"]')).toContainText(p1.username);
  }
  await expect(r1.locator('[data-answer="ACCEPTED"]')).not.toContainText('last DP');
  await expect(r2.locator('[data-answer="ACCEPTED"]')).toContainText('last DP');
  // Bank movements: start + collected − paid = end.
  await expect(r1.locator('[data-field="bank"]')).toContainText(
    `${money(60_000)} +${money(0)} −${money(17_500)} = ${money(42_500)}`,
  );
  await expect(r2.locator('[data-field="bank"]')).toContainText(
    `${money(60_000)} +${money(7_500)} −${money(0)} = ${money(67_500)}`,
  );
});
