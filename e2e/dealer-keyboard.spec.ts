import { expect, test, type Page } from '@playwright/test';
import { apiCall, makeStudio, signedIn, token } from './helpers';

/**
 * [DEALER][KEYBOARD] The dealer console end to end with the keyboard only (issue #13): after the sign-in no
 * click, every action by its key, the focus back on the card input after each, and keys pressed while a
 * request is in flight neither lost nor doubled. Players act through the API; the cards are typed as they
 * would come out of the shoe the studio loaded, and every result is worked out by hand from RULES.md.
 */

/** The current round's id, read through the API (the players bet on it). */
async function roundId(request: Parameters<typeof token>[0], tableId: string, tok: string): Promise<string> {
  const t = await apiCall<{ round: { id: string } | null }>(request, 'get', `/api/tables/${tableId}`, tok);
  expect(t.round).not.toBeNull();
  return t.round!.id;
}

/** The console page, hydrated (its feed is live: the keys are handled from here on). */
async function openConsole(page: Page, tableId: string) {
  await page.goto(`/dealer/${tableId}`);
  await expect(page.getByTestId('connection-state')).toHaveAttribute('data-connected', 'true');
  await expect(page.getByTestId('card-input')).toBeFocused();
}

/** Types a card code into the focused card input and sends it. */
async function card(page: Page, code: string) {
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
}

test('[DEALER][BACCARAT] a whole round, an undo and the shoe keys, by keyboard only', async ({
  browser,
  request,
  baseURL,
}) => {
  const s = await makeStudio(request, 'BACCARAT', 1, 100_000);
  const player = s.players[0]!;
  const ptok = await token(request, player.username, player.password);
  const page = await signedIn(browser, s.dealer, baseURL!);
  await openConsole(page, s.tableId);
  const input = page.getByTestId('card-input');
  const status = page.getByTestId('round-status');
  await expect(input).toBeFocused();

  // ? lists every key; Esc closes it and the focus is back on the input.
  await page.keyboard.press('?');
  const help = page.getByTestId('key-help');
  await expect(help).toBeVisible();
  for (const k of ['F2', 'F3', 'F4', 'Ctrl Z', 'Alt W', 'Alt N', 'Alt K', 'Alt X']) await expect(help).toContainText(k);
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);
  await expect(input).toBeFocused();

  // Alt W: the bet window field (its text selected); 120 + Enter opens betting; back on the input.
  await page.keyboard.press('Alt+KeyW');
  await expect(page.getByTestId('bettings-seconds')).toBeFocused();
  await page.keyboard.type('120');
  await page.keyboard.press('Enter');
  await expect(status).toContainText('BETTING');
  await expect(input).toBeFocused();
  const rid = await roundId(request, s.tableId, ptok);
  await apiCall(request, 'post', `/api/rounds/${rid}/bets`, ptok, { type: 'BANKER', amount: 1000 });

  // Enter on the empty input: No more bets.
  await page.keyboard.press('Enter');
  await expect(status).toContainText('DEALING');
  await expect(input).toBeFocused();

  // Player 2C 3H = 5 draws 7S → 12 = 2 (§BAC-3); Banker QD JC = 0 draws (§BAC-4). K♠ is typed by mistake
  // for the Banker's third card, taken back with Backspace on the empty input, and 6D entered instead.
  for (const c of ['2c', 'qd', '3h', 'jc', '7s']) await card(page, c);
  await expect(page.getByTestId('next-target')).toContainText(/BANKER card 3/);
  await card(page, 'ks');
  await expect(status).toContainText('COMPLETE');
  await page.keyboard.press('Backspace');
  const undone = page.getByTestId('announce-undo');
  await expect(undone).toContainText('Undone: K♠');
  await expect(undone).toContainText(/BANKER card 3/);
  await expect(status).toContainText('DEALING');
  await expect(input).toBeFocused();
  await card(page, '6d');
  // Banker 0 + 6 = 6 against the Player's 2: BANKER wins.
  await expect(status).toContainText('COMPLETE');
  await expect(page.getByTestId('result-line')).toContainText('BANKER');

  // Enter on the empty input: Confirm result. 10.00 on Banker at 5% commission wins 9.50 (§BAC-5).
  await page.keyboard.press('Enter');
  await expect(status).toContainText('SETTLED');
  await expect(input).toBeFocused();
  await expect.poll(async () => (await apiCall(request, 'get', '/api/me', ptok)).balance).toBe(100_950);

  // The shoe by keys: Alt N a new shoe, Alt X its cut card out, Alt K + 300 + Enter a new shoe cut at 300.
  const shoe = page.getByTestId('shoe-status');
  await expect(shoe).toContainText('Shoe 1 · 6 dealt');
  // (The shoe's requests are not queued: one pressed while another is in flight is refused with a visible
  // "busy", so each waits for the answer to the one before; the socket may show the new shoe first.)
  const idle = () => expect(page.getByTestId('in-flight')).toHaveCount(0);
  await page.keyboard.press('Alt+KeyN');
  await expect(shoe).toContainText('Shoe 2 · 0 dealt');
  await idle();
  await expect(input).toBeFocused();
  await page.keyboard.press('Alt+KeyX');
  await expect(shoe).toContainText('cut card out');
  await idle();
  await expect(input).toBeFocused();
  await page.keyboard.press('Alt+KeyK');
  await expect(page.getByTestId('cut-card-position')).toBeFocused();
  await page.keyboard.type('300');
  await page.keyboard.press('Enter');
  await expect(shoe).toContainText('Shoe 3 · 0 dealt');
  await expect(shoe).toContainText('cut card at 300');
  await expect(input).toBeFocused();
});

test('[DEALER][BLACKJACK] a whole round by keyboard; the decision timer running out is announced', async ({
  browser,
  request,
  baseURL,
}) => {
  const s = await makeStudio(request, 'BLACKJACK', 1, 100_000, { decisionSeconds: 5 });
  const player = s.players[0]!;
  const ptok = await token(request, player.username, player.password);
  await apiCall(request, 'post', `/api/tables/${s.tableId}/seats`, ptok, { seat: 1 });
  const page = await signedIn(browser, s.dealer, baseURL!);
  await openConsole(page, s.tableId);
  const input = page.getByTestId('card-input');
  const status = page.getByTestId('round-status');
  const next = page.getByTestId('next-target');
  await expect(input).toBeFocused();

  // F2 opens betting with the bet window as it stands (15 s): the player bets 10.00 MAIN on seat 1.
  await page.keyboard.press('F2');
  await expect(status).toContainText('BETTING');
  await apiCall(request, 'post', `/api/rounds/${await roundId(request, s.tableId, ptok)}/bets`, ptok, {
    type: 'MAIN',
    seat: 1,
    amount: 1000,
  });
  // F3: No more bets.
  await page.keyboard.press('F3');
  await expect(status).toContainText('DEALING');
  await expect(input).toBeFocused();

  // The deal (§BJ-1): seat 1, the dealer's up card, seat 1. Seat 1 holds 9 + T = 19 against a 7.
  await expect(next).toContainText(/seat 1/i);
  await card(page, '9h');
  await expect(next).toContainText(/dealer/i);
  await card(page, '7c');
  await expect(next).toContainText(/seat 1/i);
  await card(page, 'ts');
  // Seat 1 does not decide: after 5 s the server stands for it (§BJ-10), and the console says so.
  await expect(page.getByTestId('awaited-decision')).toContainText(/seat 1/i);
  const expired = page.getByTestId('announce-timeout');
  await expect(expired).toContainText(/seat 1/i, { timeout: 20_000 });
  await expect(expired).toContainText('STAND');
  await expect(page.getByTestId('announcements')).toHaveAttribute('aria-live', 'polite');
  // The dealer draws to 17 (§BJ-6): 7 + T = 17 stands. 19 beats 17: 10.00 wins 10.00.
  await expect(next).toContainText(/dealer/i);
  await expect(input).toBeFocused();
  await card(page, 'td');
  await expect(status).toContainText('COMPLETE');
  // F4: Confirm result.
  await page.keyboard.press('F4');
  await expect(status).toContainText('SETTLED');
  await expect(input).toBeFocused();
  await expect.poll(async () => (await apiCall(request, 'get', '/api/me', ptok)).balance).toBe(101_000);
});

test('[DEALER] Enter pressed during a slow request is not lost, and not doubled', async ({
  browser,
  request,
  baseURL,
}) => {
  const s = await makeStudio(request, 'BACCARAT', 0, 0);
  const page = await signedIn(browser, s.dealer, baseURL!);
  // Every change the console sends, in the order sent.
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/'))
      sent.push(new URL(r.url()).pathname.replace(/\/api\/rounds\/[^/]+/, '/rounds/R').replace(s.tableId, 'T'));
  });
  // Opening betting and the fourth card answer slowly (a loaded server): each is held until the test lets
  // it go, after the keys were pressed.
  let cards = 0;
  let held: (() => void) | null = null;
  const release = () => {
    held?.();
    held = null;
  };
  await page.route(/\/api\/(tables\/[^/]+\/rounds|rounds\/[^/]+\/cards)$/, async (route) => {
    const isCard = route.request().url().endsWith('/cards');
    if (isCard) cards += 1;
    if (route.request().method() === 'POST' && (!isCard || cards === 4))
      await new Promise<void>((r) => {
        held = r;
      });
    await route.continue();
  });
  await openConsole(page, s.tableId);
  const input = page.getByTestId('card-input');
  const status = page.getByTestId('round-status');
  await expect(input).toBeFocused();

  // Enter opens betting; Enter again while that request is pending is No more bets, once it is answered.
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('in-flight')).toContainText('Open betting');
  await expect.poll(() => held !== null).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('queued')).toHaveText('queued Enter');
  await expect(page.getByTestId('in-flight')).toContainText('Open betting'); // still held
  release();
  await expect(status).toContainText('DEALING');

  // Player 4H 5D = 9, a natural (§BAC-2), Banker KS 3C = 3: PLAYER wins. While the last card is pending,
  // Enter (twice: a double press) confirms the result once.
  for (const c of ['4h', 'ks', '5d']) await card(page, c);
  await card(page, '3c');
  await expect(page.getByTestId('in-flight')).toContainText('3C');
  await expect.poll(() => held !== null).toBe(true);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('queued')).toHaveText('queued Enter');
  await expect(page.getByTestId('in-flight')).toContainText('3C'); // still held
  release();
  await expect(status).toContainText('SETTLED');
  await expect(page.getByTestId('result-line')).toContainText('PLAYER');
  // Nothing else waits or is in flight: the log is complete.
  await expect(page.getByTestId('queued')).toHaveCount(0);
  await expect(page.getByTestId('in-flight')).toHaveCount(0);
  expect(sent).toEqual([
    '/api/tables/T/rounds',
    '/rounds/R/close',
    '/rounds/R/cards',
    '/rounds/R/cards',
    '/rounds/R/cards',
    '/rounds/R/cards',
    '/rounds/R/settle',
  ]);
  await expect(input).toBeFocused();
});
