import { expect, test } from '@playwright/test';
import { apiCall, makeStudio, signedIn, token } from './helpers';

/** Money as Polish readers write it: `10 000,00 €` (groups of three from 10 000, no-break spaces, comma). */
const PL = (text: string) => new RegExp(text.replace(/ /g, '\\s').replace(/[.]/g, '\\.'));

/**
 * [PLAYER][I18N] A player switches to Polish with the picker (issue #13 §2): the lobby, a table's controls
 * and its rules panel read in Polish (the game terms of seed 003: Gracz, Krupier, Tabela wypłat...), amounts
 * are written the Polish way (`10 000,00 €`), the choice survives a reload, and a bet the server refuses (above
 * the table maximum) is explained in Polish from its code and figures, not in the server's English.
 */
test('[PLAYER][I18N] Polish: lobby, table controls, rules panel, amounts, after a reload, a refused bet', async ({
  browser,
  request,
  baseURL,
}) => {
  // 10 000,00 € on the account: the Polish grouping shows from five digits.
  const s = await makeStudio(request, 'ROULETTE', 1, 1_000_000);
  const page = await signedIn(browser, s.players[0]!, baseURL!);
  await page.goto('/play');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tables');

  // The picker: Polish.
  await page.getByTestId('locale-picker').selectOption('pl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stoły');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  const card = page.locator(`[data-testid=lobby-table][data-table-id="${s.tableId}"]`);
  await expect(card).toContainText('Czekamy na pierwszą rundę');
  await expect(card).toContainText('Usiądź przy stole');
  await expect(card.getByTestId('lobby-dealer')).toHaveText('Krupier Jana');
  // Roulette's bets run from 1,00 € (the straight-up minimum).
  await expect(card.getByTestId('lobby-range')).toHaveText(/^Zakłady 1,00\s€ – /);
  await expect(page.getByTestId('topbar-balance')).toHaveText(PL('10 000,00 €'));

  // The table: the shell's and the game's controls in Polish, the balance in Polish money.
  await card.getByRole('link').click();
  await expect(page.getByTestId('balance')).toHaveText(PL('10 000,00 €'));
  await expect(page.getByTestId('btn-repeat')).toHaveText('Powtórz zakłady');
  await expect(page.getByTestId('btn-undo')).toHaveText('Cofnij');
  await expect(page.getByText('Jeszcze nie ma rundy')).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Wartość żetonu' })).toBeVisible();
  await expect(page.getByTestId('table-limits')).toContainText('Maks. wypłata na rundę');

  // The rules panel: opened from Zasady, in Polish, closed with Esc.
  await page.getByTestId('btn-rules').click();
  const dialog = page.getByTestId('rules-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Ruletka europejska: zasady i wypłaty');
  await expect(dialog.getByTestId('rules-close')).toHaveText('Zamknij');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A reload keeps the choice (the cookie and the account).
  await page.reload();
  await expect(page.getByTestId('btn-rules')).toHaveText('Zasady');
  await expect(page.getByTestId('balance')).toHaveText(PL('10 000,00 €'));

  // A round opens; 500,00 € on a straight-up number is above its 100,00 € maximum: refused, said in Polish.
  const dealer = await token(request, s.dealer.username, s.dealer.password);
  await apiCall(request, 'post', `/api/tables/${s.tableId}/rounds`, dealer, { bettingSeconds: 120 });
  await expect(page.getByTestId('countdown')).toContainText('Obstawiajcie');
  await page.getByTestId('chip-50000').click();
  await page.getByTestId('hs-STRAIGHT-17').click();
  const alert = page.getByTestId('player-error');
  await expect(alert).toHaveAttribute('data-code', 'BET_ABOVE_MAXIMUM');
  await expect(alert).toContainText('Powyżej maksimum stołu');
  await expect(alert).toContainText(PL('Maksimum tego zakładu to 100,00 € na rundę; masz na nim 0,00 €'));
  await expect(alert).not.toContainText('maximum');
  await expect(page.getByTestId('balance')).toHaveText(PL('10 000,00 €'));
});
