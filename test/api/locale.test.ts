/**
 * [I18N] A user's language is kept on the account (`PATCH /api/me {locale}`, issue #13), and a refusal
 * carries its figures as data (`error.params`, cents) so clients word it in the player's language from the
 * code, never from the English text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, freshDatabase } from '../helpers/db';
import { call, ok } from '../helpers/http';
import { buildStudio, type Studio } from '../helpers/studio';
import { dbSnapshot } from '../helpers/snapshot';
import { problemText } from '@/lib/i18n/problem';
import { testMoney, testTranslator } from '@/lib/i18n/testing';

describe.each(BACKENDS)('[I18N] account language and worded refusals (%s)', (backend) => {
  let drop: () => Promise<void>;
  let s: Studio;
  let roundId: string;

  beforeAll(async () => {
    drop = (await freshDatabase(backend)).drop;
    s = await buildStudio({ game: 'BACCARAT', deposit: 10_000 });
    await ok(call('POST', `/api/tables/${s.tableId}/shoes`, { token: s.dealer, body: {} }));
    roundId = (await ok(call('POST', `/api/tables/${s.tableId}/rounds`, { token: s.dealer, body: {} }))).id;
  });
  afterAll(async () => drop?.());

  it('PATCH /api/me keeps the language on the account; GET /api/me returns it; a repeat changes nothing', async () => {
    const t = s.players[0]!.token;
    expect((await ok(call('GET', '/api/me', { token: t }))).locale).toBeNull();
    expect(await ok(call('PATCH', '/api/me', { token: t, body: { locale: 'pl' } }))).toEqual({
      id: s.players[0]!.id,
      locale: 'pl',
    });
    expect((await ok(call('GET', '/api/me', { token: t }))).locale).toBe('pl');
    const before = await dbSnapshot();
    await ok(call('PATCH', '/api/me', { token: t, body: { locale: 'pl' } }));
    expect(await dbSnapshot()).toBe(before);
    // null forgets the choice; then it is set again.
    expect((await ok(call('PATCH', '/api/me', { token: t, body: { locale: null } }))).locale).toBeNull();
    expect((await ok(call('GET', '/api/me', { token: t }))).locale).toBeNull();
    await ok(call('PATCH', '/api/me', { token: t, body: { locale: 'pl' } }));
    // Another user's account is untouched.
    expect((await ok(call('GET', '/api/me', { token: s.players[1]!.token }))).locale).toBeNull();
  });

  it('refuses a language the studio does not offer, extra fields and anonymous callers, changing nothing', async () => {
    const t = s.players[0]!.token;
    const before = await dbSnapshot();
    for (const body of [{ locale: 'de' }, { locale: 'PL' }, { locale: 'pl', role: 'ADMIN' }, {}, { locale: 7 }]) {
      const r = await call('PATCH', '/api/me', { token: t, body });
      expect({ status: r.status, code: r.body.error.code }).toEqual({ status: 400, code: 'VALIDATION_ERROR' });
    }
    const anon = await call('PATCH', '/api/me', { body: { locale: 'cs' } });
    expect({ status: anon.status, code: anon.body.error.code }).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
    expect(await dbSnapshot()).toBe(before);
    expect((await ok(call('GET', '/api/me', { token: t }))).locale).toBe('pl');
  });

  it('bet refusals carry their figures in cents; the Polish player reads them in Polish', async () => {
    const t = s.players[1]!.token;
    const bet = (type: string, amount: number) =>
      call('POST', `/api/rounds/${roundId}/bets`, { token: t, body: { type, amount } });
    // Default baccarat limits (README): PLAYER from 1.00, TIE up to 500.00; the player holds 100.00.
    const below = await bet('PLAYER', 99);
    expect(below.body.error).toMatchObject({
      code: 'BET_BELOW_MINIMUM',
      params: { type: 'PLAYER', min: 100, amount: 99 },
    });
    const above = await bet('TIE', 50_001);
    expect(above.body.error).toMatchObject({
      code: 'BET_ABOVE_MAXIMUM',
      params: { type: 'TIE', max: 50_000, already: 0, amount: 50_001 },
    });
    const broke = await bet('BANKER', 10_001);
    expect(broke.body.error).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      params: { balance: 10_000, needed: 10_001 },
    });
    const pl = problemText(testTranslator('pl', 'errors') as never, testMoney('pl'), 'pl', broke.body.error);
    expect({ ...pl, message: pl.message.replace(/\s/g, ' ') }).toEqual({
      title: 'Za mało środków',
      message: 'Twoje saldo to 100,00 €; potrzeba 100,01 €.',
    });
  });
});
