import { expect, test } from '@playwright/test';
import { apiCall, makeStudio, PHONE_CONTEXT, signedIn, token } from './helpers';

/**
 * [CONFIG] issue #18 §4: the pit boss lowers a roulette table's even-money maximum while the dealer's console and a
 * player's view (390 px phone) are open: both show the new version and hash and announce the change (max bet
 * before → after, from the next round); the audit page lists the change with its before → after, filtered in the URL;
 * the shift history reads and writes its filters in the URL.
 */
test('[CONFIG] a limit change is announced on the console and the player view; the audit page shows it', async ({
  browser,
  request,
  baseURL,
}) => {
  const s = await makeStudio(request, 'ROULETTE', 1, 100_000);
  const dealer = await signedIn(browser, s.dealer, baseURL!);
  const play = await signedIn(browser, s.players[0]!, baseURL!, PHONE_CONTEXT);

  await dealer.goto(`/dealer/${s.tableId}`);
  await play.goto(`/play/${s.tableId}`);
  const before = await apiCall(request, 'get', `/api/tables/${s.tableId}`, s.admin);
  for (const page of [dealer, play]) {
    const badge = page.getByTestId('config-badge');
    await expect(badge).toHaveText(`v1 · ${before.configHash}`);
  }

  const pit = await token(request, s.pit.username, s.pit.password);
  const r = await request.patch(`/api/tables/${s.tableId}`, {
    headers: { authorization: `Bearer ${pit}` },
    data: { limits: { bets: { EVEN_MONEY: { min: 100, max: 100_000 } } }, reason: 'e2e lower even money' },
  });
  expect(r.status(), await r.text()).toBe(200);
  const after = await r.json();
  expect(after.configHash).not.toBe(before.configHash);

  for (const page of [dealer, play]) {
    await expect(page.getByTestId('config-badge')).toHaveText(`v2 · ${after.configHash}`);
    const note = page.getByTestId('config-announcement');
    await expect(note).toContainText(`v2 · ${after.configHash}`);
    await expect(note).toContainText('5,000.00');
    await expect(note).toContainText('1,000.00');
    await expect(note).toContainText('next round');
  }
  const box = await play.getByTestId('config-announcement').boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await play.getByTestId('config-announcement-dismiss').click();
  await expect(play.getByTestId('config-announcement')).toBeHidden();

  const pitPage = await signedIn(browser, s.pit, baseURL!);
  await pitPage.goto(`/pit/audit?action=TABLE_CONFIG_CHANGED&tableId=${s.tableId}`);
  const item = pitPage.getByTestId('audit-item').first();
  await expect(item).toContainText('TABLE_CONFIG_CHANGED');
  await expect(item).toContainText(s.pit.username);
  await expect(item).toContainText('e2e lower even money');
  await expect(item.getByTestId('audit-diff')).toContainText('limits.bets.EVEN_MONEY.max');
  // Limits are cents: shown as money, before → after (5,000.00 → 1,000.00), not the raw 500000.
  await expect(item.getByTestId('audit-diff')).toContainText('€5,000.00');
  await expect(item.getByTestId('audit-diff')).toContainText('€1,000.00');
  await expect(item.getByTestId('audit-diff')).not.toContainText('500000');
  await expect(pitPage.getByTestId('audit-item')).toHaveCount(1);

  // The shift history keeps its filters in the URL too: read from it on load, written back on each change.
  await pitPage.goto(`/pit/shifts?table=${s.tableId}`);
  await expect(pitPage.getByTestId('shifts-filter-table')).toHaveValue(s.tableId);
  await pitPage.getByTestId('shifts-filter-from').fill('2026-01-02');
  await expect(pitPage).toHaveURL(new RegExp(`/pit/shifts\\?table=${s.tableId}&from=2026-01-02$`));
  await pitPage.getByTestId('shifts-filter-table').selectOption('');
  await expect(pitPage).toHaveURL(/\/pit\/shifts\?from=2026-01-02$/);
});
