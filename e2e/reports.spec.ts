import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiCall, makeStudio, signedIn, token } from './helpers';

/**
 * [PIT][REPORTS][BACCARAT] issue #17 §2-3: two coups are settled through the API, the pit boss opens
 * /pit/reports for the table, sees the figures worked out by hand, switches the grouping to days, sees the
 * chart, downloads the CSV and finds its rows equal to the table on screen.
 *
 * By hand (§BAC-2, naturals; definitions in the design's "Report definitions"):
 *   coup 1: Player 4+5 = 9 over Banker K+3 = 3 → PLAYER; 5.00 on Player is paid 10.00 (stake + 1:1).
 *   coup 2: Banker 4+5 = 9 over Player 2+3 = 5 → BANKER; 20.00 on Player loses (payout 0).
 *   rounds 2, bets 2, players 1, handle 25.00, payouts 10.00, GGR 15.00, hold 60.00 %, avg bet 12.50,
 *   biggest win 5.00 (the winnings of one bet, stake not included), voids 0.
 */
const COUPS = [
  { cards: ['4H', 'KS', '5D', '3C'], amount: 500 },
  { cards: ['2H', '4D', '3C', '5S'], amount: 2000 },
];

async function playCoups(request: APIRequestContext, tableId: string, dealer: string, player: string) {
  for (const c of COUPS) {
    const round = await apiCall(request, 'post', `/api/tables/${tableId}/rounds`, dealer, { bettingSeconds: 120 });
    await apiCall(request, 'post', `/api/rounds/${round.id}/bets`, player, { type: 'PLAYER', amount: c.amount });
    await apiCall(request, 'post', `/api/rounds/${round.id}/close`, dealer);
    for (const card of c.cards) await apiCall(request, 'post', `/api/rounds/${round.id}/cards`, dealer, { card });
    await apiCall(request, 'post', `/api/rounds/${round.id}/settle`, dealer);
  }
}

/** The rows on screen: each figure cell's raw value by its column (`data-col`), the label as shown. */
async function screenRows(page: Page): Promise<Record<string, string>[]> {
  return page.getByTestId('report-row').evaluateAll((rows) =>
    rows.map((r) => {
      const o: Record<string, string> = { key: r.getAttribute('data-key') ?? '' };
      for (const c of r.querySelectorAll('[data-col]'))
        o[c.getAttribute('data-col')!] = c.getAttribute('data-value') ?? c.textContent ?? '';
      return o;
    }),
  );
}

/** RFC 4180 lines into cells (quoted cells may hold commas and doubled quotes). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      if (row.some((x) => x !== '')) rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  row.push(cell);
  if (row.some((x) => x !== '')) rows.push(row);
  return rows;
}

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const MONEY = new Set(['handle', 'payouts', 'ggr', 'avgbet', 'biggestwin', 'rake']);

/** One CSV cell against the screen's raw value: money in cents, or in units with 2 decimals. */
function sameFigure(col: string, csv: string, screen: string): boolean {
  if (screen === '') return csv === '' || csv === '-' || csv === '—' || csv.toLowerCase() === 'null';
  if (MONEY.has(norm(col)) && csv.includes('.')) return Math.round(Number(csv) * 100) === Number(screen);
  return Number(csv) === Number(screen);
}

test('[PIT][REPORTS] figures by table, grouping by day with its chart, and the CSV equals the screen', async ({
  browser,
  request,
  baseURL,
}) => {
  const s = await makeStudio(request, 'BACCARAT', 1, 100_000);
  const dealer = await token(request, s.dealer.username, s.dealer.password);
  const player = await token(request, s.players[0]!.username, s.players[0]!.password);
  await playCoups(request, s.tableId, dealer, player);

  const page = await signedIn(browser, s.pit, baseURL!);
  await page.goto('/pit/reports');
  await expect(page.getByTestId('pit-nav-reports')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('preset-week')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('report-table-filter').selectOption(s.tableId);
  await expect(page).toHaveURL(new RegExp(`table=${s.tableId}`));

  // By table: the one table, with the figures worked out by hand above.
  const row = page.locator(`[data-testid=report-row][data-key="${s.tableId}"]`);
  const fig = (col: string) => row.locator(`[data-col=${col}]`);
  await expect(fig('rounds')).toHaveAttribute('data-value', '2');
  await expect(page.getByTestId('report-row')).toHaveCount(1);
  await expect(fig('bets')).toHaveAttribute('data-value', '2');
  await expect(fig('players')).toHaveAttribute('data-value', '1');
  await expect(fig('handle')).toHaveAttribute('data-value', '2500');
  await expect(fig('payouts')).toHaveAttribute('data-value', '1000');
  await expect(fig('ggr')).toHaveAttribute('data-value', '1500');
  await expect(fig('holdPct')).toHaveAttribute('data-value', '60');
  await expect(fig('avgBet')).toHaveAttribute('data-value', '1250');
  await expect(fig('biggestWin')).toHaveAttribute('data-value', '500');
  await expect(fig('voids')).toHaveAttribute('data-value', '0');
  await expect(fig('handle')).toContainText('25.00');
  await expect(page.getByTestId('report-total').locator('[data-col=ggr]')).toHaveAttribute('data-value', '1500');

  // By day: today's row, and the money chart drawn (recharts, loaded on demand).
  await page.getByTestId('report-group-by').selectOption('day');
  await expect(page).toHaveURL(/groupBy=day/);
  await expect(page.getByTestId('report-table')).toHaveAttribute('data-group-by', 'day');
  await expect(page.getByTestId('report-row')).toHaveCount(1);
  await expect(page.getByTestId('report-row').locator('[data-col=ggr]')).toHaveAttribute('data-value', '1500');
  await expect(page.getByTestId('chart-money').locator('svg.recharts-surface').first()).toBeVisible();
  await expect(page.getByTestId('chart-hold').locator('svg.recharts-surface').first()).toBeVisible();

  // The CSV of what is on screen: the same rows, the filters in its name.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-csv').click()]);
  expect(download.suggestedFilename()).toMatch(/^croupier-report_day_.*\.csv$/);
  const csv = parseCsv(fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, ''));
  const [header, ...lines] = csv;
  const onScreen = await screenRows(page);
  // The CSV may end with a total line; its group rows are the screen's rows.
  const groupLines = lines.filter((l) => !/^total$/i.test(l[0] ?? '') && !/^total$/i.test(l[1] ?? ''));
  expect(groupLines.length).toBe(onScreen.length);
  const cols = Object.keys(onScreen[0]!).filter((c) => c !== 'label' && c !== 'key' && c !== 'edge');
  for (const [i, line] of groupLines.entries()) {
    const screen = onScreen[i]!;
    for (const col of cols) {
      const at = header!.findIndex((h) => norm(h) === norm(col));
      expect(at, `CSV column ${col} in ${header!.join(',')}`).toBeGreaterThanOrEqual(0);
      expect(sameFigure(col, line[at] ?? '', screen[col]!), `${col}: CSV ${line[at]} vs screen ${screen[col]}`).toBe(
        true,
      );
    }
  }
});
