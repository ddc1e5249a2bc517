import { expect, test } from '@playwright/test';
import { apiCall, makeStudio, signedIn, token, unique } from './helpers';

/**
 * [PIT][CORRECTIONS][ROULETTE] issue #18 §1 and §3, maker-checker in three browsers: a pit boss corrects a
 * settled roulette round from 17 to 18, a second pit boss approves it in another context, and the player, watching
 * the table on a phone in a third, sees the notice and the new balance.
 *
 * By hand (§RL, straight 35:1, red 1:1): the player has 1,000.00 and stakes 10.00 on straight 17 and 10.00 on
 * red → 980.00. 17 (black): the straight pays 360.00 (stake + 35 × 10.00), red loses → 1,340.00. Corrected to 18
 * (red): the straight loses, red pays 20.00; reversal −360.00, new settlement +20.00 → move −340.00, balance 1,000.00.
 */
test('[PIT][CORRECTIONS] a correction 17 → 18 proposed by one pit boss, approved by another, told to the player', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const s = await makeStudio(request, 'ROULETTE', 1, 100_000);
  const p = s.players[0]!;
  const pit2 = { username: `pit2-${unique()}`, password: 'pit2-pw-12345' };
  await apiCall(request, 'post', '/api/users', s.admin, { ...pit2, role: 'PIT_BOSS' });

  const dealer = await token(request, s.dealer.username, s.dealer.password);
  const ptok = await token(request, p.username, p.password);
  const round = await apiCall(request, 'post', `/api/tables/${s.tableId}/rounds`, dealer, { bettingSeconds: 120 });
  await apiCall(request, 'post', `/api/rounds/${round.id}/bets`, ptok, {
    type: 'STRAIGHT',
    numbers: [17],
    amount: 1000,
  });
  await apiCall(request, 'post', `/api/rounds/${round.id}/bets`, ptok, { type: 'RED', amount: 1000 });
  await apiCall(request, 'post', `/api/rounds/${round.id}/close`, dealer);
  await apiCall(request, 'post', `/api/rounds/${round.id}/outcome`, dealer, { number: 17 });
  await apiCall(request, 'post', `/api/rounds/${round.id}/settle`, dealer);
  expect((await apiCall(request, 'get', '/api/me', ptok)).balance).toBe(134_000);

  // The player watches the table on a phone.
  const play = await signedIn(browser, p, baseURL!);
  await play.setViewportSize({ width: 390, height: 844 });
  await play.goto(`/play/${s.tableId}`);
  await expect(play.getByTestId('balance')).toHaveAttribute('data-cents', '134000');

  // Pit boss 1 (also on a phone) opens the round, enters 18 with the keyboard, previews, proposes.
  const pit = await signedIn(browser, s.pit, baseURL!);
  await pit.setViewportSize({ width: 390, height: 844 });
  await pit.goto(`/pit/rounds/${round.id}`);
  const panel = pit.getByTestId('void-panel');
  await expect(panel).toBeVisible();
  await panel.getByTestId('kind-CORRECT').check();
  await panel.getByTestId('reason-code').selectOption('WRONG_ENTRY');
  await panel.getByTestId('void-reason').fill('ball was in 18, keyed 17');
  const number = panel.getByTestId('correct-number');
  await expect(number).toHaveValue('17');
  await number.fill('18');
  await number.press('Enter');
  const preview = panel.getByTestId('correction-preview');
  await expect(preview).toBeVisible();
  const wallet = preview.locator(`[data-testid=preview-wallet][data-user="${p.username}"]`);
  await expect(wallet).toHaveAttribute('data-delta', '-34000');
  await expect(wallet).toHaveAttribute('data-balance-after', '100000');
  await expect(preview.locator('[data-testid=preview-bet][data-before=WON][data-after=LOST]')).toHaveCount(1);
  await expect(preview.locator('[data-testid=preview-bet][data-before=LOST][data-after=WON]')).toHaveCount(1);
  expect(await pit.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await panel.getByTestId('btn-propose').click();
  await expect(pit.getByTestId('awaiting-approval')).toBeVisible();
  // Maker-checker: the proposer's own buttons are disabled, saying why.
  await expect(pit.getByTestId('own-proposal')).toBeVisible();
  await expect(pit.getByTestId('btn-approve')).toBeDisabled();
  // Nothing moved yet.
  expect((await apiCall(request, 'get', '/api/me', ptok)).balance).toBe(134_000);

  // Pit boss 2, in another context, approves it from the queue.
  const checker = await signedIn(browser, pit2, baseURL!);
  await checker.goto('/pit/corrections');
  const card = checker
    .locator(`[data-testid=correction][data-status=PROPOSED]`)
    .filter({ hasText: `#${round.number}` });
  await expect(card.first()).toBeVisible();
  const mine = card.filter({ hasText: s.pit.username }).first();
  await expect(mine.getByTestId('correction-entries')).toContainText('17 → 18');
  await mine.getByTestId('btn-approve').click();
  // The confirm step takes the focus: Enter applies it.
  await expect(mine.getByTestId('btn-approve-confirm')).toBeFocused();
  await checker.keyboard.press('Enter');
  await expect(checker.getByTestId('decided-notice')).toBeVisible();

  // The player is told, and the balance is the corrected one.
  const notice = play.getByTestId('round-notice');
  await expect(notice).toBeVisible();
  await expect(notice).toHaveAttribute('data-delta', '-34000');
  await expect(notice).toContainText(`Round #${round.number} was corrected (wrong entry`);
  await expect(notice).toContainText('340.00');
  await expect(play.getByTestId('balance')).toHaveAttribute('data-cents', '100000');
  expect((await apiCall(request, 'get', '/api/me', ptok)).balance).toBe(100_000);

  // The pit's round detail shows the CORRECTED event; the player's history tags the round.
  await expect(pit.locator('[data-testid=detail-events] [data-type=CORRECTED]')).toHaveCount(1);
  await play.goto('/play/history');
  const row = play.locator(`[data-testid=history-round][data-round-id="${round.id}"]`);
  await expect(row.getByTestId('correction-tag')).toHaveAttribute('data-delta', '-34000');
  await expect(row.getByTestId('correction-tag')).toContainText('Corrected');
});
