import { expect, test, type Page } from '@playwright/test';
import { apiCall, makeStudio, signedIn, token } from './helpers';

// The round (RULES.md §PS-0: boxPairs 3, pair k = boxes 2k-1 and 2k; one deck, no card twice, §PS-1).
// Player A (a Czech 390 x 844 phone) takes pairs 1 and 2 (boxes 1-4), player B (desktop, English) pair 3 (boxes 5-6).
// Cards per box: four face down, then the fifth face up (§PS-2).
const BOX: Record<number, { hole: string[]; up: string }> = {
  1: { hole: ['ks', 'kh', '7d', '2s'], up: '4d' }, // K K 7 4 2: pair of kings
  2: { hole: ['9s', '9c', '6c', '3d'], up: 'kc' }, // 9 9 K 6 3: pair of nines
  3: { hole: ['7s', '7h', '7c', 'as'], up: '2h' }, // 7 7 7 A 2: three of a kind (may insure, §PS-4; Bonus 20:1, §PS-7)
  4: { hole: ['th', '6s', '4c', '3h'], up: 'jh' }, // J 10 6 4 3 (three hearts only): high card
  5: { hole: ['9h', 'ts', 'jc', 'qs'], up: 'kd' }, // 9 10 J Q K: a straight
  6: { hole: ['2d', '5c', '9d', 'js'], up: '6h' }, // J 9 6 5 2: high card
};
// Switching pair 1 (§PS-3) exchanges the fifth cards: box 1 K K 7 2 + K♣ = three kings, box 2 9 9 6 3 + 4♦ =
// still a pair of nines; A switches, then switches back, and plays the cards as dealt.
// Dealer Q♣ J♦ 8♠ 5♥ and 3♣ face up: queen high, below ace-king, so no game (§PS-5).
const DEALER = { hole: ['qc', 'jd', '8s', '5h'], up: '3c' };
// The buy (§PS-6): the dealer's highest card Q♣ is discarded; the first replacement Q♥ has its rank and is
// replaced again; the second, 8♦, stays: 8♦ 8♠ J♦ 5♥ 3♣ = a pair of eights, which qualifies.
const REPLACEMENTS = [
  { card: 'qh', replaces: 'Q♣' },
  { card: '8d', replaces: 'Q♥' },
];
const HOLE_CODES = (cards: string[]) => cards.map((c) => c.toUpperCase());

// Stakes, cents (chips 5.00 and 25.00). A: Ante 5.00 on each of boxes 1-4 (equal within a pair, §PS-1) and a
// 5.00 Bonus on box 3. B: Ante 25.00 on boxes 5 and 6. Play order (§PS-1): the larger Ante first, so pair 3,
// then pairs 1 and 2 (equal Antes: the lower pair first).
const START = 100_000;
const A_ANTE = 500;
const A_BONUS = 500;
const B_ANTE = 2500;
const FEE = 2 * A_ANTE; // the switch of pair 1: 2 Antes (§PS-3), 10.00
const A_BET = 2 * A_ANTE; // Bet = 2x Ante, 10.00
const B_BET = 2 * B_ANTE; // 50.00
// Insurance on box 3 (three of a kind, Bet 3:1, §PS-8): 1 Ante .. 2 x Ante x 3 = 5.00 .. 30.00 (§PS-4); A takes the most.
const INS_MIN = A_ANTE;
const INS_MAX = 2 * A_ANTE * 3;
// Balances while the round runs.
const A_STAKED = 4 * A_ANTE + A_BONUS; // 25.00
const B_STAKED = 2 * B_ANTE; // 50.00

// Settlement by hand (§PS-4..§PS-7):
// A, box 1 (Bet, no buy, dealer no game, §PS-5): Ante 1:1 = +5.00, Bet returned (0).
// A, box 2 (fold): Ante lost, −5.00.
// A, box 3 (Bet + insurance, no buy): Ante 1:1 +5.00, Bet returned; insurance on the dealer's revealed hand
//   before any buy: no game → 1:1, +30.00 (§PS-4); Bonus on the original five, three of a kind 20:1 = +100.00 (§PS-7).
// A, box 4 (fold): −5.00. The switch fee came back at the switch back (§PS-3): 0.
const A = { ante1: A_ANTE, ante2: -A_ANTE, ante3: A_ANTE, ins3: INS_MAX, bonus3: 20 * A_BONUS, ante4: -A_ANTE };
const A_NET = A.ante1 + A.ante2 + A.ante3 + A.ins3 + A.bonus3 + A.ante4; // 5 − 5 + 5 + 30 + 100 − 5 = +130.00
// B, box 5 (Bet, bought): the Ante is given up (−25.00); the dealer now qualifies with a pair of eights and the
//   straight beats it: Bet paid 4:1 = 4 x 50.00 = +200.00 (not switched: no Ante 2:1, §PS-6).
// B, box 6 (fold): −25.00.
const B = { ante5: -B_ANTE, bet5: 4 * B_BET, ante6: -B_ANTE };
const B_NET = B.ante5 + B.bet5 + B.ante6; // −25 + 200 − 25 = +150.00

/** Types a card into the dealer's focused card input once the console names its target, and sends it (Enter). */
async function deal(dealer: Page, code: string, target: string) {
  await expect(dealer.getByTestId('next-target')).toContainText(target);
  await expect(dealer.getByTestId('card-input')).toBeFocused();
  await dealer.keyboard.type(code);
  await dealer.keyboard.press('Enter');
}

/** None of these card codes is on the page (no card face, attribute or label): face down to this viewer. */
async function noCards(p: Page, codes: string[]) {
  const sel = codes.flatMap((c) => [`[data-card="${c}"]`, `[aria-label="${c}"]`]).join(',');
  await expect(p.locator(sel)).toHaveCount(0);
}

/** The phone: nothing wider than the screen, and these controls wholly on the screen. */
async function fitsPhone(p: Page, ids: string[]) {
  expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const id of ids) await expect(p.getByTestId(id), `${id} on screen`).toBeInViewport({ ratio: 1 });
}

async function shot(p: Page, name: string) {
  const path = test.info().outputPath(`${name}.png`);
  await p.screenshot({ path });
  await test.info().attach(name, { path, contentType: 'image/png' });
}

const balanceIs = (p: Page, cents: number) =>
  expect(p.getByTestId('balance')).toHaveAttribute('data-cents', String(cents));

/**
 * [PLAYER][DEALER][POKER_SWITCH] Two players in separate browser contexts: A on a Czech 390 x 844 phone with two
 * pairs, B on a desktop with one. The dealer opens, closes and confirms by keyboard (F2, F3, F4) and types every
 * card as the console names its target, the buy's two replacement cards included. B (larger Ante) plays first:
 * Bet on box 5, fold box 6. A's pair 1 opens only then: A switches (the fee leaves the balance), switches back
 * (it comes back at once), Bets box 1, folds box 2; pair 2 opens after: box 3 (three sevens) Bets with the most
 * insurance, box 4 folds. The dealer has no game; B buys a game for box 5, A does not buy; the replacement makes
 * the dealer a pair of eights and B's straight wins the Bet. Results per bet on both screens, worked out by hand.
 */
test('[POKER_SWITCH] two players, two pairs on a Czech phone: switch and back, bet/fold, insure, buy a game by keyboard', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  // 90 s timers: they must not run out under load (every decision is taken well before).
  const s = await makeStudio(request, 'POKER_SWITCH', 2, START, { turnSeconds: 90, buySeconds: 90 });
  const [pa, pb] = s.players as [(typeof s.players)[0], (typeof s.players)[0]];
  const dealer = await signedIn(browser, s.dealer, baseURL!);
  const a = await signedIn(browser, pa, baseURL!);
  const b = await signedIn(browser, pb, baseURL!);

  // A reads Czech (the picker) on a 390 x 844 phone.
  await a.goto('/play');
  await a.getByTestId('locale-picker').selectOption('cs');
  await expect(a.locator('html')).toHaveAttribute('lang', 'cs');
  await a.setViewportSize({ width: 390, height: 844 });

  await dealer.goto(`/dealer/${s.tableId}`);
  await expect(dealer.getByTestId('connection-state')).toHaveAttribute('data-connected', 'true');
  await expect(dealer.getByTestId('card-input')).toBeFocused();
  for (const p of [a, b]) {
    await p.goto(`/play/${s.tableId}`);
    await balanceIs(p, START);
  }

  // Pairs are taken like seats (§PS-0): A two, B one.
  await a.getByTestId('btn-take-pair-1').click();
  await expect(a.getByTestId('ps-pair-1')).toHaveAttribute('data-mine', 'true');
  await a.getByTestId('btn-take-pair-2').click();
  await expect(a.getByTestId('ps-pair-2')).toHaveAttribute('data-mine', 'true');
  await b.getByTestId('btn-take-pair-3').click();
  await expect(b.getByTestId('ps-pair-3')).toHaveAttribute('data-mine', 'true');

  // F2 opens betting with a 120 s bet window (Alt W: the window's field).
  await dealer.keyboard.press('Alt+KeyW');
  await expect(dealer.getByTestId('bettings-seconds')).toBeFocused();
  await dealer.keyboard.type('120');
  await dealer.keyboard.press('F2');
  await expect(dealer.getByTestId('round-status')).toContainText('BETTING');
  await expect(dealer.getByTestId('card-input')).toBeFocused();
  // Each sees who holds the other pairs. (Checked once the round is open, which reloads the seat board: a
  // player's own slow take-seat answer can overwrite a newer board from another player's `table:seats` event.)
  await expect(b.getByTestId('ps-pair-owner-1')).toContainText(pa.username);
  await expect(b.getByTestId('ps-pair-owner-2')).toContainText(pa.username);
  await expect(a.getByTestId('ps-pair-owner-3')).toContainText(pb.username);
  await expect(a.getByTestId('btn-take-pair-3')).toHaveCount(0); // held by B, and A has two already

  // Antes: one chip on a pair's Ante goes on both its boxes (§PS-1 equal Antes); A's Bonus on box 3.
  await a.getByTestId('chip-500').click();
  for (const box of [1, 3]) {
    await a.getByTestId(`ps-spot-ANTE-${box}`).click();
    for (const x of [box, box + 1])
      await expect(a.getByTestId(`ps-spot-ANTE-${x}`)).toHaveAttribute('data-amount', String(A_ANTE));
  }
  await a.getByTestId('ps-spot-BONUS-3').click();
  await expect(a.getByTestId('ps-spot-BONUS-3')).toHaveAttribute('data-amount', String(A_BONUS));
  await balanceIs(a, START - A_STAKED);
  await b.getByTestId('chip-2500').click();
  await b.getByTestId('ps-spot-ANTE-5').click();
  await expect(b.getByTestId('ps-spot-ANTE-6')).toHaveAttribute('data-amount', String(B_ANTE));
  await balanceIs(b, START - B_STAKED);
  await fitsPhone(a, []);
  await shot(a, 'ps-phone-cs-bets-390x844');

  // F3: no more bets. The deal by keyboard (§PS-2): four face-down rounds to boxes 1-6 then the dealer, then
  // every fifth card face up in the same order, the dealer's last; the console names each target.
  await dealer.keyboard.press('F3');
  await expect(dealer.getByTestId('round-status')).toContainText('DEALING');
  for (let i = 0; i < 4; i++) {
    for (let box = 1; box <= 6; box++) await deal(dealer, BOX[box]!.hole[i]!, `Box ${box} · card ${i + 1} · face down`);
    await deal(dealer, DEALER.hole[i]!, `Dealer · card ${i + 1} · face down`);
  }
  for (let box = 1; box <= 6; box++) await deal(dealer, BOX[box]!.up, `Box ${box} · card 5 · face up`);
  await deal(dealer, DEALER.up, 'Dealer · card 5 · face up');

  // Pair 3 first (the larger Ante, §PS-1): B's turn on box 5. A's pairs are still face down to A (a pair's cards
  // reach its player when its turn begins), and nobody sees the dealer's four or the other player's face-down cards.
  await expect(dealer.getByTestId('ps-turn')).toHaveAttribute('data-seat', '3');
  await expect(dealer.getByTestId('ps-turn')).toHaveAttribute('data-box', '5');
  await expect(b.getByTestId('ps-turn')).toHaveAttribute('data-box', '5');
  await expect(b.getByTestId('ps-box-hand-5')).toHaveAttribute('data-category', 'STRAIGHT');
  await expect(b.getByTestId('btn-bet')).toHaveAttribute('data-amount', String(B_BET));
  await expect(b.getByTestId('ps-turn-timer')).toBeVisible();
  await expect(a.getByTestId('ps-decision')).toHaveCount(0);
  await expect(a.getByTestId('ps-status')).toHaveText(`Pár 3 (${pb.username}) se rozhoduje`);
  for (const box of [1, 3]) await expect(a.getByTestId(`ps-box-${box}`)).toHaveAttribute('data-hidden', 'true');
  for (const p of [a, b]) {
    await expect(p.getByTestId('ps-dealer')).toHaveAttribute('data-hidden', 'true');
    await noCards(p, HOLE_CODES(DEALER.hole));
  }
  await noCards(b, HOLE_CODES([...BOX[1]!.hole, ...BOX[3]!.hole]));
  await noCards(a, HOLE_CODES(BOX[5]!.hole));
  await expect(dealer.locator('[data-card="QC"]').first()).toBeVisible(); // the staff sees every card

  // B: B (key) bets 50.00 on box 5, then folds box 6.
  await b.keyboard.press('b');
  await expect(b.getByTestId('ps-turn')).toHaveAttribute('data-box', '6');
  await balanceIs(b, START - B_STAKED - B_BET);
  await b.getByTestId('btn-fold').click();

  // Pair 1 (A, phone): its cards open now; pair 2 waits (seed 001). Switch with the fee and both resulting hands.
  await expect(dealer.getByTestId('ps-turn')).toHaveAttribute('data-seat', '1');
  await expect(a.getByTestId('ps-turn')).toHaveAttribute('data-pair', '1');
  await expect(a.getByTestId('ps-turn')).toHaveAttribute('data-box', '1');
  await expect(a.getByTestId('ps-box-cards-1')).toHaveAttribute('data-cards', 'KS KH 7D 2S 4D');
  await expect(a.getByTestId('ps-box-3')).toHaveAttribute('data-hidden', 'true');
  await noCards(a, HOLE_CODES(BOX[3]!.hole));
  const sw = a.getByTestId('btn-switch');
  await expect(sw).toHaveAttribute('data-action', 'SWITCH');
  await expect(sw).toHaveAttribute('data-fee', String(FEE));
  await expect(sw).toContainText(/Přepnout\s*poplatek 10,00\s€/, { useInnerText: true });
  // Now: box 1 a pair, box 2 a pair; if switched: box 1 three of a kind, box 2 still a pair.
  const now = a.getByTestId('ps-switch-now').locator('td');
  const toggled = a.getByTestId('ps-switch-toggled').locator('td');
  await expect(now.nth(0)).toHaveAttribute('data-category', 'PAIR');
  await expect(now.nth(1)).toHaveAttribute('data-category', 'PAIR');
  await expect(toggled.nth(0)).toHaveAttribute('data-category', 'THREE_OF_A_KIND');
  await expect(toggled.nth(0)).toHaveText('Trojice');
  await expect(toggled.nth(1)).toHaveAttribute('data-category', 'PAIR');
  await fitsPhone(a, ['btn-switch', 'btn-fold', 'btn-bet', 'ps-turn-timer']);
  await shot(a, 'ps-phone-cs-switch-390x844');

  // Switch: 10.00 leaves the balance; box 1 plays K♣ (three kings); everyone sees the pair switched.
  await sw.click();
  await balanceIs(a, START - A_STAKED - FEE);
  await expect(sw).toHaveAttribute('data-action', 'UNSWITCH');
  await expect(sw).toContainText(/Přepnout zpět\s*10,00\s€ vráceno/, { useInnerText: true });
  await expect(a.getByTestId('ps-box-hand-1')).toHaveAttribute('data-category', 'THREE_OF_A_KIND');
  await expect(a.getByTestId('ps-box-cards-1-fifth')).toHaveAttribute('data-switched', 'true');
  await expect(a.getByTestId('ps-pair-fee-1')).toHaveText(/poplatek za přepnutí 10,00\s€/);
  await expect(dealer.getByTestId('ps-turn-switched')).toHaveAttribute('data-switched', 'true');
  await expect(b.getByTestId('ps-pair-1')).toHaveAttribute('data-switched', 'true');
  // Switch back: the cards return and the fee is refunded at once (§PS-3).
  await sw.click();
  await balanceIs(a, START - A_STAKED);
  await expect(sw).toHaveAttribute('data-action', 'SWITCH');
  await expect(a.getByTestId('ps-box-hand-1')).toHaveAttribute('data-category', 'PAIR');
  await expect(a.getByTestId('ps-box-cards-1-fifth')).toHaveAttribute('data-switched', 'false');
  await expect(a.getByTestId('ps-pair-fee-1')).toHaveText(/přepnuto zpět · 10,00\s€ vráceno/);
  await expect(dealer.getByTestId('ps-turn-switched')).toHaveAttribute('data-switched', 'false');

  // Box 1: Bet 10.00; box 2: fold. Once a box has decided, the switch is gone.
  await a.getByTestId('btn-bet').click();
  await balanceIs(a, START - A_STAKED - A_BET);
  await expect(a.getByTestId('ps-turn')).toHaveAttribute('data-box', '2');
  await expect(a.getByTestId('btn-switch')).toHaveCount(0);
  await a.getByTestId('btn-fold').click();

  // Pair 2 opens: box 3, three sevens, may insure 5.00 .. 30.00; the slider's End key takes the most.
  await expect(dealer.getByTestId('ps-turn')).toHaveAttribute('data-seat', '2');
  await expect(a.getByTestId('ps-turn')).toHaveAttribute('data-box', '3');
  await expect(a.getByTestId('ps-box-cards-3')).toHaveAttribute('data-cards', '7S 7H 7C AS 2H');
  await expect(a.getByTestId('ps-box-hand-3')).toHaveAttribute('data-category', 'THREE_OF_A_KIND');
  await expect(a.getByTestId('ps-box-bonus-3')).toBeVisible();
  const ins = a.getByTestId('ps-insure');
  await expect(ins).toHaveAttribute('data-min', String(INS_MIN));
  await expect(ins).toHaveAttribute('data-max', String(INS_MAX));
  await a.getByTestId('ps-insure-amount').focus();
  await a.keyboard.press('End');
  await expect(a.getByTestId('btn-insure')).toHaveAttribute('data-amount', String(INS_MAX));
  await expect(a.getByTestId('btn-insure')).toContainText(/BET \+ pojištění/);
  await fitsPhone(a, ['btn-insure', 'btn-fold', 'btn-bet', 'ps-turn-timer']);
  await shot(a, 'ps-phone-cs-insure-390x844');
  await a.getByTestId('btn-insure').click();
  await balanceIs(a, START - A_STAKED - A_BET - A_BET - INS_MAX);
  await expect(dealer.getByTestId('ps-box-3')).toHaveAttribute('data-insurance', String(INS_MAX));
  await expect(a.getByTestId('ps-turn')).toHaveAttribute('data-box', '4');
  await a.getByTestId('btn-fold').click();

  // Everyone decided: the dealer's cards are shown, queen high: no game (§PS-5). The buy window (§PS-6) for the
  // boxes that Bet: 1 and 3 (A), 5 (B). B's buy costs the Ante and can win the Bet at 4:1.
  for (const p of [a, b]) {
    await expect(p.getByTestId('ps-dealer')).toHaveAttribute('data-hidden', 'false');
    await expect(p.getByTestId('ps-dealer')).toHaveAttribute('data-qualifies', 'false');
    await expect(p.getByTestId('ps-dealer-cards')).toHaveAttribute('data-cards', 'QC JD 8S 5H 3C');
  }
  await expect(dealer.getByTestId('ps-qualifies')).toHaveAttribute('data-qualifies', 'false');
  for (const box of [1, 3, 5])
    await expect(dealer.getByTestId(`ps-buy-box-${box}`)).toHaveAttribute('data-buy', 'pending');
  const buy5 = b.getByTestId('btn-buy-5');
  await expect(buy5).toHaveAttribute('data-cost', String(B_ANTE));
  await expect(buy5).toHaveAttribute('data-can-win', String(4 * B_BET));
  await expect(a.getByTestId('btn-buy-1')).toHaveAttribute('data-cost', String(A_ANTE));
  await expect(a.getByTestId('ps-buy-timer')).toBeVisible();
  await fitsPhone(a, ['btn-no-buy-1', 'btn-buy-1', 'btn-no-buy-3', 'btn-buy-3', 'ps-buy-timer']);
  await expect(a.getByTestId('btn-no-buy-3')).toContainText('Nekupovat');
  await shot(a, 'ps-phone-cs-buy-390x844');
  await shot(b, 'ps-desktop-buy');
  await a.getByTestId('btn-no-buy-1').click();
  await expect(dealer.getByTestId('ps-buy-box-1')).toHaveAttribute('data-buy', 'NO_BUY');
  await a.getByTestId('btn-no-buy-3').click();
  await expect(a.getByTestId('ps-decision')).toHaveCount(0);
  await buy5.click();
  await expect(dealer.getByTestId('ps-buy-box-5')).toHaveCount(0); // the window is over

  // The replacement cards by keyboard, each named with the card it replaces (§PS-6).
  for (const [i, r] of REPLACEMENTS.entries())
    await deal(dealer, r.card, `Dealer replacement card ${i + 1} for the buy · replaces ${r.replaces}`);
  await expect(dealer.getByTestId('round-status')).toContainText('COMPLETE');
  await expect(dealer.getByTestId('ps-qualifies')).toHaveAttribute('data-qualifies', 'false');
  await expect(dealer.getByTestId('ps-qualifies')).toHaveAttribute('data-after', 'true');
  await shot(dealer, 'ps-dealer-complete');
  await dealer.keyboard.press('F4');
  await expect(dealer.getByTestId('round-status')).toContainText('SETTLED');

  // B: the bought box won after the buy (Ante given up, Bet 4:1); box 6 folded.
  await expect(b.getByTestId('ps-dealer-after-buy')).toContainText('Pair');
  await expect(b.getByTestId('ps-box-outcome-5')).toHaveAttribute('data-outcome', 'WIN');
  for (const [id, status, net] of [
    ['ps-stake-ANTE-5', 'LOST', B.ante5],
    ['ps-stake-BET-5', 'WON', B.bet5],
    ['ps-stake-ANTE-6', 'LOST', B.ante6],
  ] as const) {
    await expect(b.getByTestId(id)).toHaveAttribute('data-status', status);
    await expect(b.getByTestId(id)).toHaveAttribute('data-net', String(net));
  }
  await expect(b.getByTestId('ps-round-net')).toHaveAttribute('data-net', String(B_NET));
  await balanceIs(b, START + B_NET);

  // A: no game for the boxes that did not buy (Ante 1:1, Bet back), insurance 1:1, Bonus 20:1, folds lost.
  await expect(a.getByTestId('ps-box-outcome-1')).toHaveAttribute('data-outcome', 'NO_GAME');
  for (const [id, status, net] of [
    ['ps-stake-ANTE-1', 'WON', A.ante1],
    ['ps-stake-BET-1', 'PUSH', 0],
    ['ps-stake-ANTE-2', 'LOST', A.ante2],
    ['ps-stake-ANTE-3', 'WON', A.ante3],
    ['ps-stake-BET-3', 'PUSH', 0],
    ['ps-stake-INSURANCE-3', 'WON', A.ins3],
    ['ps-stake-BONUS-3', 'WON', A.bonus3],
    ['ps-stake-ANTE-4', 'LOST', A.ante4],
  ] as const) {
    await expect(a.getByTestId(id)).toHaveAttribute('data-status', status);
    await expect(a.getByTestId(id)).toHaveAttribute('data-net', String(net));
  }
  await expect(a.getByTestId('ps-round-net')).toHaveAttribute('data-net', String(A_NET));
  await balanceIs(a, START + A_NET);
  await fitsPhone(a, []);
  await shot(a, 'ps-phone-cs-result-390x844');
  await shot(b, 'ps-desktop-result');
  for (const [p, want] of [
    [pa, START + A_NET],
    [pb, START + B_NET],
  ] as const) {
    const me = await apiCall(request, 'get', '/api/me', await token(request, p.username, p.password));
    expect(me.balance).toBe(want);
  }
});
