import { expect, test } from '@playwright/test';
import { apiCall, makeStudio, signedIn, token } from './helpers';

/**
 * [DEALER][SHIFT] Signing in and out at a table from the console (issue #17 §1): a dealer on the table's list
 * who is not on shift sees "You are not signed in at this table"; Enter on the focused "Sign in to deal" signs
 * in and the console works; "Sign out" asks first, then ends the shift and offers signing in again.
 */
test('[DEALER][SHIFT] sign in with Enter, sign out with a confirm step', async ({ browser, request, baseURL }) => {
  const s = await makeStudio(request, 'ROULETTE', 0, 0);
  const dtok = await token(request, s.dealer.username, s.dealer.password);
  // makeStudio's PUT /dealer signs the dealer in; sign out through the API to start off shift.
  await apiCall(request, 'delete', `/api/tables/${s.tableId}/shift`, dtok);
  const page = await signedIn(browser, s.dealer, baseURL!);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/dealer/${s.tableId}`);
  await expect(page.getByTestId('shift-sign-in')).toContainText('You are not signed in at this table');
  await expect(page.getByTestId('shift-sign-in-button')).toBeFocused();
  await page.screenshot({ path: 'test-results/dealer-shift-sign-in-390.png', fullPage: true });
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('card-input')).toBeVisible();
  await expect(page.getByTestId('shift-status')).toContainText('On shift since');
  await page.getByTestId('shift-sign-out').click();
  await page.getByTestId('shift-sign-out-confirm').click();
  await expect(page.getByTestId('shift-sign-in')).toBeVisible();
  const t = await apiCall<{ shift: unknown }>(request, 'get', `/api/tables/${s.tableId}`, s.admin);
  expect(t.shift).toBeNull();
});
