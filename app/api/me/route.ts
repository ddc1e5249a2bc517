import { z } from 'zod';
import { route } from '@/lib/http/route';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { getMe } from '@/lib/users/manage-users';
import { setMyLocale } from '@/lib/users/set-my-locale';

/** `GET /api/me` → `{id, username, role, balance, locale}` (cents; locale null until the user chose one). */
export const GET = route({ roles: 'any' }, async ({ principal }) => getMe(principal.id));

/** `PATCH /api/me {locale}` (any signed-in user) → `{id, locale}`: the language kept on the account, null to forget it (issue #13). */
export const PATCH = route<{ locale: Locale | null }>(
  { roles: 'any', body: z.object({ locale: z.enum(LOCALES).nullable() }).strict() },
  async (ctx) => setMyLocale(ctx.command(), ctx.body.locale),
);

export const dynamic = 'force-dynamic';
