import { expect, test, type Page } from '@playwright/test';
import { apiCall, makeStudio, signedIn, token } from './helpers';

// The hand (RULES.md §CHE-1: one deck; player 1, dealer 1, player 2, dealer 2, flop 1-3, then turn and river).
// Player A♥ K♥, dealer Q♠ Q♦, flop 7♥ 4♥ 2♥, turn 9♣, river 3♠.
// - AA Bonus (§CHE-5, the two cards + the flop): A♥ K♥ 7♥ 4♥ 2♥ is a flush → 25:1, known once the flop is in.
// - Player's best five of seven (§CHE-3): the same heart flush (no straight: A 2 3 4 without a 5; 9 7 4 3 2 neither).
// - Dealer: Q Q 9 7 4, a pair of queens (no flush: no spade or diamond besides the queens and 3♠) → qualifies
//   (a pair of 4s or better); the flush beats it.
const CARDS = {
  player1: 'ah',
  dealer1: 'qs',
  player2: 'kh',
  dealer2: 'qd',
  flop: ['7h', '4h', '2h'],
  turn: '9c',
  river: '3s',
};
const DEALER_CODES = ['QS', 'QD'];

// Stakes (cents): Ante 25.00 and AA Bonus 5.00 each; the Call is 2x the Ante = 50.00 (§CHE-2).
const ANTE = 2500;
const AA = 500;
const START = 100_000;
// The caller: Ante 2:1 for a flush (§CHE-4) = 50.00, Call 1:1 = 50.00, AA Bonus 25:1 = 125.00 (winnings; stakes back).
const CALLER = { ante: 2 * ANTE, call: 2 * ANTE, aa: 25 * AA };
const CALLER_NET = CALLER.ante + CALLER.call + CALLER.aa; // +225.00
// The folder loses the Ante and the AA Bonus, the winning AA Bonus too (§CHE-2): −30.00.
const FOLDER_NET = -(ANTE + AA);

/** Types a card code into the dealer's focused card input and sends it, once the console names the target. */
async function deal(dealer: Page, code: string, target: RegExp) {
  await expect(dealer.getByTestId('next-target')).toContainText(target);
  await expect(dealer.getByTestId('card-input')).toBeFocused();
  await dealer.keyboard.type(code);
  await dealer.keyboard.press('Enter');
}

/** The page holds none of the dealer's card codes: no card face, no attribute, no text (face down, §CHE-1). */
async function noDealerCards(p: Page) {
  await expect(p.locator(DEALER_CODES.map((c) => `[data-card="${c}"]`).join(','))).toHaveCount(0);
  const html = await p.evaluate(() => document.documentElement.outerHTML);
  for (const c of DEALER_CODES) expect(html, `${c} in the DOM`).not.toMatch(new RegExp(`\\b${c}\\b`, 'i'));
  const text = await p.evaluate(() => document.body.innerText);
  expect(text).not.toContain('Q♠');
  expect(text).not.toContain('Q♦');
}

/**
 * [PLAYER][DEALER][PIT][CASINO_HOLDEM] Two players in separate browser contexts bet Ante and AA Bonus on the
 * same common hand; one (desktop, English) calls, the other (a 390 x 844 phone, Polish) folds. The dealer
 * deals every card by keyboard (F2 opens, F3 closes, each card + Enter, F4 confirms). While the call window
 * is open both see the dealer's cards face down (nothing of them in the page) and their AA Bonus "pending
 * your call"; once both decided the window closes at once and the turn and river go out. Each player sees
 * their own result per bet, worked out by hand from §CHE; the pit finds the round and both decisions.
 */
test('[CASINO_HOLDEM] one player calls, one folds on a Polish phone; the dealer deals by keyboard; the pit finds the round', async ({
  browser,
  request,
  baseURL,
}) => {
  // A 60 s call window: it must not run out under load (both players decide well before).
  const s = await makeStudio(request, 'CASINO_HOLDEM', 2, START, { decisionSeconds: 60 });
  const [pa, pb] = s.players as [(typeof s.players)[0], (typeof s.players)[0]];
  const dealer = await signedIn(browser, s.dealer, baseURL!);
  const caller = await signedIn(browser, pa, baseURL!);
  const folder = await signedIn(browser, pb, baseURL!);

  // The folder reads Polish (the picker, as e2e/language.spec.ts does) on a 390 x 844 phone.
  await folder.goto('/play');
  await folder.getByTestId('locale-picker').selectOption('pl');
  await expect(folder.locator('html')).toHaveAttribute('lang', 'pl');
  await folder.setViewportSize({ width: 390, height: 844 });

  await dealer.goto(`/dealer/${s.tableId}`);
  await expect(dealer.getByTestId('connection-state')).toHaveAttribute('data-connected', 'true');
  await expect(dealer.getByTestId('card-input')).toBeFocused();
  for (const p of [caller, folder]) {
    await p.goto(`/play/${s.tableId}`);
    await expect(p.getByTestId('balance')).toHaveAttribute('data-cents', String(START));
  }

  // F2 opens betting with a 120 s bet window (Alt W: the window's field).
  await dealer.keyboard.press('Alt+KeyW');
  await expect(dealer.getByTestId('bettings-seconds')).toBeFocused();
  await dealer.keyboard.type('120');
  await dealer.keyboard.press('F2');
  await expect(dealer.getByTestId('round-status')).toContainText('BETTING');
  await expect(dealer.getByTestId('card-input')).toBeFocused();

  // Each player: Ante 25.00, then AA Bonus 5.00 (only with an Ante, §CHE-2).
  for (const p of [caller, folder]) {
    await p.getByTestId('chip-2500').click();
    await expect(p.getByTestId('bet-spot-ANTE')).toBeEnabled();
    await p.getByTestId('bet-spot-ANTE').click();
    await expect(p.getByTestId('bet-spot-ANTE')).toHaveAttribute('data-amount', String(ANTE));
    await p.getByTestId('chip-500').click();
    await p.getByTestId('bet-spot-AA_BONUS').click();
    await expect(p.getByTestId('bet-spot-AA_BONUS')).toHaveAttribute('data-amount', String(AA));
    await expect(p.getByTestId('balance')).toHaveAttribute('data-cents', String(START - ANTE - AA));
  }

  // F3: no more bets. Then the deal by keyboard as the console names each target (§CHE-1).
  await dealer.keyboard.press('F3');
  await expect(dealer.getByTestId('round-status')).toContainText('DEALING');
  await deal(dealer, CARDS.player1, /Player card 1/i);
  await deal(dealer, CARDS.dealer1, /Dealer card 1/i);
  await deal(dealer, CARDS.player2, /Player card 2/i);
  await deal(dealer, CARDS.dealer2, /Dealer card 2/i);
  for (const [i, c] of CARDS.flop.entries()) await deal(dealer, c, new RegExp(`Flop ${i + 1}`, 'i'));

  // The call window is open: the console holds the turn; 2 players deciding.
  await expect(dealer.getByTestId('che-window')).toHaveAttribute('data-open', 'true');
  await expect(dealer.getByTestId('che-deciding')).toHaveAttribute('data-count', '2');
  // The dealer (staff) sees its own cards.
  await expect(dealer.locator('[data-card="QS"]').first()).toBeVisible();

  // Both players: the common hand and the flop, the flush named; the dealer's two cards face down and
  // nothing of them in the page; the AA Bonus 25:1 pending the call; Call / Fold with the timer.
  for (const p of [caller, folder]) {
    await expect(p.getByTestId('che-player-cards')).toHaveAttribute('data-cards', 'AH KH');
    await expect(p.getByTestId('che-board')).toHaveAttribute('data-cards', '7H 4H 2H');
    await expect(p.getByTestId('che-player-hand')).toHaveAttribute('data-category', 'FLUSH');
    await expect(p.getByTestId('che-dealer')).toHaveAttribute('data-hidden', 'true');
    await expect(p.getByTestId('che-dealer-cards')).toHaveAttribute('data-cards', '');
    await expect(p.getByTestId('che-dealer-cards').getByRole('img')).toHaveCount(2); // two card backs
    await expect(p.getByTestId('btn-call')).toBeEnabled();
    await expect(p.getByTestId('btn-call')).toHaveAttribute('data-amount', String(2 * ANTE));
    await expect(p.getByTestId('che-call-timer')).toBeVisible();
    await noDealerCards(p);
  }
  await expect(caller.getByTestId('spot-note-AA_BONUS')).toHaveText('25:1 · €125.00 pending your call');
  await expect(caller.getByTestId('che-dock-aa')).toContainText('pending your call');
  await expect(caller.getByTestId('che-player-hand')).toHaveText('Flush');
  // In Polish (seed 003's words): SPRAWDŹ / PAS, Kolor, PREMIA AA waiting for the call.
  await expect(folder.getByTestId('spot-note-AA_BONUS')).toHaveText(/^25 do 1 · 125,00\s€ czeka na Twoje SPRAWDŹ$/);
  await expect(caller.getByTestId('che-calls')).toHaveText('2 players: 0 called · 0 folded · 2 deciding');
  await expect(folder.getByTestId('che-player-hand')).toHaveText('Kolor');
  await expect(folder.getByTestId('che-calls')).toHaveText('2 gracze: sprawdziło 0 · PAS 0 · decyduje 2');
  // (innerText: the key hints F / C are hidden on phones)
  await expect(folder.getByTestId('btn-call')).toHaveText(/^SPRAWDŹ\s+50,00\s€$/, { useInnerText: true });
  await expect(folder.getByTestId('btn-fold')).toHaveText('PAS', { useInnerText: true });

  // On the phone while the timer runs: nothing wider than the screen, Call and Fold (stuck to the bottom)
  // and the timer inside the viewport, thumb-sized.
  expect(await folder.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const id of ['btn-call', 'btn-fold', 'che-call-timer'])
    await expect(folder.getByTestId(id)).toBeInViewport({ ratio: 1 });
  for (const id of ['btn-call', 'btn-fold'])
    expect((await folder.getByTestId(id).boundingBox())!.height, `${id} is thumb-sized`).toBeGreaterThanOrEqual(44);
  // Screenshots, kept in the test's output folder (test-results/) and attached to the report.
  for (const [p, name] of [
    [caller, 'che-desktop-call-window'],
    [folder, 'che-phone-pl-call-window-390x844'],
  ] as const) {
    const shot = test.info().outputPath(`${name}.png`);
    await p.screenshot({ path: shot });
    await test.info().attach(name, { path: shot, contentType: 'image/png' });
  }

  // The decisions: the folder taps PAS, the caller presses C (Call 2x Ante: 50.00 from the balance).
  await folder.getByTestId('btn-fold').click();
  await expect(dealer.getByTestId('che-folded')).toHaveAttribute('data-count', '1');
  await expect(folder.getByTestId('btn-fold')).toHaveCount(0);
  await expect(folder.getByTestId('spot-note-AA_BONUS')).toHaveText('przegrana — PAS (płaciłaby 25 do 1)');
  await caller.keyboard.press('c');
  await expect(caller.getByTestId('balance')).toHaveAttribute('data-cents', String(START - ANTE - AA - 2 * ANTE));
  await expect(caller.getByTestId('bet-spot-CALL')).toHaveAttribute('data-amount', String(2 * ANTE));

  // Both decided: the window closes at once (no waiting for the 60 s), the dealer's cards turn face up.
  await expect(dealer.getByTestId('che-window')).toHaveAttribute('data-open', 'false', { timeout: 10_000 });
  for (const p of [caller, folder]) {
    await expect(p.getByTestId('che-dealer')).toHaveAttribute('data-hidden', 'false');
    await expect(p.getByTestId('che-dealer-cards')).toHaveAttribute('data-cards', 'QS QD');
  }

  // The turn and the river, then F4 confirms the result.
  await deal(dealer, CARDS.turn, /Turn/i);
  await deal(dealer, CARDS.river, /River/i);
  await expect(dealer.getByTestId('round-status')).toContainText('COMPLETE');
  await expect(dealer.getByTestId('che-qualifies')).toBeVisible();
  await dealer.keyboard.press('F4');
  await expect(dealer.getByTestId('round-status')).toContainText('SETTLED');

  // The caller: the dealer qualifies with a pair of queens, the flush beats it: Ante 2:1, Call 1:1, AA 25:1.
  await expect(caller.getByTestId('che-dealer')).toHaveAttribute('data-qualifies', 'true');
  for (const [type, payout] of [
    ['ANTE', CALLER.ante],
    ['CALL', CALLER.call],
    ['AA_BONUS', CALLER.aa],
  ] as const) {
    const r = caller.getByTestId(`che-result-${type}`);
    await expect(r).toHaveAttribute('data-status', 'WON');
    await expect(r).toHaveAttribute('data-payout', String(payout));
    await expect(r).toHaveAttribute('data-net', String(payout));
  }
  await expect(caller.getByTestId('che-round-net')).toHaveAttribute('data-net', String(CALLER_NET));
  await expect(caller.getByTestId('balance')).toHaveAttribute('data-cents', String(START + CALLER_NET));
  // The folder: Ante and AA Bonus lost (the flush would have paid it), no Call.
  for (const [type, stake] of [
    ['ANTE', ANTE],
    ['AA_BONUS', AA],
  ] as const) {
    const r = folder.getByTestId(`che-result-${type}`);
    await expect(r).toHaveAttribute('data-status', 'LOST');
    await expect(r).toHaveAttribute('data-net', String(-stake));
  }
  await expect(folder.getByTestId('che-result-CALL')).toHaveCount(0);
  await expect(folder.getByTestId('che-round-net')).toHaveAttribute('data-net', String(FOLDER_NET));
  await expect(folder.getByTestId('che-verdict')).toHaveText('PAS: ANTE i PREMIA AA przepadają');
  await expect(folder.getByTestId('balance')).toHaveAttribute('data-cents', String(START + FOLDER_NET));
  expect(await folder.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const [p, name] of [
    [caller, 'che-desktop-result'],
    [folder, 'che-phone-pl-result-390x844'],
  ] as const) {
    const shot = test.info().outputPath(`${name}.png`);
    await p.screenshot({ path: shot });
    await test.info().attach(name, { path: shot, contentType: 'image/png' });
  }
  for (const [p, want] of [
    [pa, START + CALLER_NET],
    [pb, START + FOLDER_NET],
  ] as const) {
    const me = await apiCall(request, 'get', '/api/me', await token(request, p.username, p.password));
    expect(me.balance).toBe(want);
  }

  // The pit: round history filtered by this table, the round's detail with both decisions.
  const pit = await signedIn(browser, s.pit, baseURL!);
  await pit.goto('/pit');
  await pit.getByTestId('filter-table').selectOption(s.tableId);
  await expect(pit.locator(`[data-testid=round-row]:not([data-table-id="${s.tableId}"])`)).toHaveCount(0);
  const row = pit.locator(`[data-testid=round-row][data-table-id="${s.tableId}"][data-round-number="1"]`);
  await expect(row).toHaveAttribute('data-status', 'SETTLED');
  await row.click();
  await expect(pit.getByTestId('round-detail')).toBeVisible();
  const box = (username: string) => pit.locator('[data-testid^="pit-che-box-"]', { hasText: username });
  await expect(box(pa.username)).toHaveAttribute('data-decision', 'CALL');
  await expect(box(pb.username)).toHaveAttribute('data-decision', 'FOLD');
  await expect(box(pb.username)).toHaveAttribute('data-timeout', 'false');
  await expect(box(pa.username).locator('[data-type="CALL"]')).toHaveAttribute('data-status', 'WON');
  const log = pit.getByTestId('pit-che-decisions');
  await expect(log.locator('[data-action="CALL"]')).toContainText(pa.username);
  await expect(log.locator('[data-action="FOLD"]')).toContainText(pb.username);
});
