import { transact, type Command } from '@/lib/command';
import { AppError } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/locales';

/**
 * `PATCH /api/me {locale}` (any signed-in user): the language the user chose, kept on the account so that
 * it follows them to another browser (issue #13; the browser keeps it too, in the `croupier-locale` cookie);
 * null forgets it (the browser's choice applies again).
 * Repeating it changes nothing more. Errors: UNAUTHENTICATED 401, USER_NOT_FOUND 404.
 */
export async function setMyLocale(cmd: Command, locale: Locale | null): Promise<{ id: string; locale: Locale | null }> {
  const actor = cmd.actor;
  if (!actor) throw new AppError('UNAUTHENTICATED', 'Sign in first.');
  return transact(cmd, async (tx) => {
    const user = await tx.user.findUnique({ where: { id: actor.id }, select: { id: true } });
    if (!user) throw new AppError('USER_NOT_FOUND', `No user ${actor.id}.`);
    await tx.user.update({ where: { id: actor.id }, data: { locale } });
    return { id: actor.id, locale };
  });
}
