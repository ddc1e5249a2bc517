import { expect, test } from '@playwright/test';
import { ADMIN, apiCall, makeStudio, signedIn, token } from './helpers';

/**
 * [ADMIN] The admin's controls at 390 px, by keyboard where it matters (issue #18 §5): a player with 100.00
 * has 25.00 withdrawn from the users table (→ 75.00); their Manage dialog (Esc closes it) shows the history
 * (−25.00 withdrawal, +100.00 deposit), a new password that ends their session, and a role change behind a
 * confirm step; the pit's player page shows the same history.
 */
test('[ADMIN] withdraw, history, password reset and role change from the users panel at 390 px', async ({
  browser,
  request,
  baseURL,
}) => {
  const s = await makeStudio(request, 'ROULETTE', 2, 10_000);
  const [p, q] = s.players as [(typeof s.players)[0], (typeof s.players)[0]];
  const ptok = await token(request, p.username, p.password);
  const page = await signedIn(browser, ADMIN, baseURL!);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin');
  const row = page.locator(`tr[data-username="${p.username}"]`);
  await expect(row.locator('[data-field="balance"]')).toContainText('100.00');

  // Withdraw 25.00: the balance shows 75.00.
  await row.getByTestId('deposit-amount').fill('25');
  await row.getByTestId('btn-withdraw').click();
  await expect(row.locator('[data-field="balance"]')).toContainText('75.00');
  expect((await apiCall(request, 'get', '/api/me', ptok)).balance).toBe(7_500);
  // Over the balance: refused in words, nothing changes.
  await row.getByTestId('deposit-amount').fill('80');
  await row.getByTestId('btn-withdraw').click();
  await expect(row.getByTestId('admin-error')).toContainText('holds');
  await expect(row.locator('[data-field="balance"]')).toContainText('75.00');

  // The Manage dialog: opened by keyboard, its history, Esc closes and focus returns.
  await row.getByTestId('btn-manage-user').focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('user-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('dialog-close')).toBeFocused();
  const rows = dialog.getByTestId('cash-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toHaveAttribute('data-amount', '-2500');
  await expect(rows.nth(1)).toHaveAttribute('data-amount', '10000');
  await page.screenshot({ path: 'test-results/admin-user-dialog-390.png', fullPage: true });
  const box = await dialog.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390);

  // A new password: the player's token dies, the new password signs in.
  await dialog.getByTestId('reset-password').fill('fresh-pass-42');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('status')).toContainText('new password');
  expect((await request.get('/api/me', { headers: { authorization: `Bearer ${ptok}` } })).status()).toBe(401);
  await token(request, p.username, 'fresh-pass-42');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId('btn-manage-user')).toBeFocused();

  // Role change of the other player, whose wallet is emptied first: confirm step, then DEALER.
  await apiCall(request, 'post', `/api/users/${q.id}/withdrawals`, s.admin, { amount: 10_000 });
  await page.reload();
  const qrow = page.locator(`tr[data-username="${q.username}"]`);
  await qrow.getByTestId('btn-manage-user').click();
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('role-select').selectOption('DEALER');
  await dialog.getByTestId('btn-role').click();
  await expect(dialog.getByTestId('btn-role-confirm')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('status')).toContainText('is now');
  await page.keyboard.press('Escape');
  await expect(page.locator(`tr[data-username="${q.username}"]`)).toHaveAttribute('data-role', 'DEALER');

  // The pit's player page: the same history.
  const pit = await signedIn(browser, s.pit, baseURL!);
  await pit.setViewportSize({ width: 390, height: 844 });
  await pit.goto(`/pit/players/${p.id}`);
  await expect(pit.getByTestId('sum-debt')).toBeVisible();
  await expect(pit.getByTestId('player-deposits').getByTestId('cash-row')).toHaveCount(2);
  await pit.screenshot({ path: 'test-results/pit-player-cash-390.png', fullPage: true });
  // Nothing wider than the phone: the tables scroll inside their panels.
  expect(await pit.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
