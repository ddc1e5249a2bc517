import { DEMO_ADMIN_PASSWORD } from '@/lib/config';
import { db } from '@/lib/db';
import { verifyPassword } from '@/lib/auth/password';
import { DEMO_PASSWORDS, DEMO_PLAYERS } from '@/lib/seed/seed-studio';
import { parseCurrency, parseTimeZone } from '@/lib/i18n/settings';

type Env = Record<string, string | undefined>;

/** Shortest NEXTAUTH_SECRET accepted in production (it signs every session cookie). */
export const MIN_SECRET_LENGTH = 32;

/** The passwords the demo studio ships with (README, "Demo accounts"). */
export const DEMO_PASSWORD_VALUES: readonly string[] = [DEMO_ADMIN_PASSWORD, ...Object.values(DEMO_PASSWORDS)];

/** A start refused by a production check; the message says which variable or account and what to do. */
export class StartRefused extends Error {
  override name = 'StartRefused';
}

/** A production start: `NODE_ENV=production` with a `DATABASE_URL` (the embedded demo database is never production). */
export function isProductionStart(env: Env = process.env): boolean {
  return env.NODE_ENV === 'production' && !!env.DATABASE_URL?.trim();
}

/** What keeps `env` from a production start: one sentence per problem, naming the variable (empty: none, or not production). */
export function productionProblems(env: Env = process.env): string[] {
  if (!isProductionStart(env)) return [];
  const problems: string[] = [];
  const secret = env.NEXTAUTH_SECRET ?? '';
  if (!secret)
    problems.push(
      `NEXTAUTH_SECRET is not set: it signs the session cookies; set at least ${MIN_SECRET_LENGTH} random characters (openssl rand -base64 48).`,
    );
  else if (secret.length < MIN_SECRET_LENGTH)
    problems.push(
      `NEXTAUTH_SECRET is ${secret.length} characters long: at least ${MIN_SECRET_LENGTH} are needed (openssl rand -base64 48).`,
    );
  const url = env.NEXTAUTH_URL ?? '';
  if (!url)
    problems.push(
      'NEXTAUTH_URL is not set: set it to the public URL the studio is served on (e.g. https://croupier.example.com).',
    );
  else if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol))
    problems.push(`NEXTAUTH_URL is not an http(s) URL: "${url}".`);
  const admin = env.CROUPIER_ADMIN_PASSWORD;
  if (!admin)
    problems.push(
      `CROUPIER_ADMIN_PASSWORD is not set: the admin would get the demo password "${DEMO_ADMIN_PASSWORD}"; set a password of your own.`,
    );
  else if (DEMO_PASSWORD_VALUES.includes(admin))
    problems.push('CROUPIER_ADMIN_PASSWORD is a demo password (README, "Demo accounts"); set a password of your own.');
  return problems;
}

function refusal(problems: string[]): StartRefused {
  return new StartRefused(
    `Croupier will not start in production (NODE_ENV=production with DATABASE_URL):\n${problems.map((p) => `  - ${p}`).join('\n')}\n` +
      'See README.md, "Environment variables". The embedded demo (npm start without DATABASE_URL) needs none of this.',
  );
}

/** The studio's display settings (any start): the currency and time zone must be ones the runtime knows. */
export function displayProblems(env: Env = process.env): string[] {
  const problems: string[] = [];
  const c = parseCurrency(env.CROUPIER_CURRENCY);
  if ('error' in c) problems.push(c.error);
  const z = parseTimeZone(env.CROUPIER_TIME_ZONE);
  if ('error' in z) problems.push(z.error);
  return problems;
}

/** Throws StartRefused when `env` is a production start with demo passwords or without the auth variables, or names an unknown currency or time zone. */
export function assertProductionReady(env: Env = process.env): void {
  const display = displayProblems(env);
  if (display.length)
    throw new StartRefused(`Croupier will not start:\n${display.map((p) => `  - ${p}`).join('\n')}\n`);
  const problems = productionProblems(env);
  if (problems.length) throw refusal(problems);
}

/**
 * The enabled demo accounts (README, "Demo accounts": the admin from CROUPIER_ADMIN_USERNAME, pit, dealer,
 * the demo players) whose password is still their demo password, by username.
 */
export async function demoAccountsInUse(env: Env = process.env): Promise<string[]> {
  const demo: [string, string][] = [
    [env.CROUPIER_ADMIN_USERNAME || 'admin', DEMO_ADMIN_PASSWORD],
    ['pit', DEMO_PASSWORDS.PIT_BOSS],
    ['pit2', DEMO_PASSWORDS.PIT_BOSS],
    ['dealer', DEMO_PASSWORDS.DEALER],
    ['dealer2', DEMO_PASSWORDS.DEALER],
    ...DEMO_PLAYERS.map((p): [string, string] => [p, DEMO_PASSWORDS.PLAYER]),
  ];
  const users = await db().user.findMany({ where: { username: { in: demo.map(([u]) => u) }, disabled: false } });
  const found: string[] = [];
  for (const [username, password] of demo) {
    const user = users.find((u) => u.username === username);
    if (user && (await verifyPassword(password, user.passwordHash))) found.push(username);
  }
  return found;
}

/** Throws StartRefused on a production start while a demo account still has its demo password. */
export async function assertNoDemoAccounts(env: Env = process.env): Promise<void> {
  if (!isProductionStart(env)) return;
  const found = await demoAccountsInUse(env);
  if (found.length)
    throw refusal(
      found.map((u) => `the user "${u}" still has its demo password: disable the user or give it another password.`),
    );
}
