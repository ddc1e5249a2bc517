/**
 * The message files (server side): the shell's `lib/i18n/messages/<namespace>.<locale>.json` and each game
 * pack's `components/games/<folder>/messages/<surface>.<locale>.json` (namespace `games.<folder>.<surface>`).
 * A new game brings its files and nothing else: the loader finds them. A key missing in a locale falls back
 * to English (the consoles exist in `CONSOLE_LOCALES`; `messages.test.ts` keeps the rest complete).
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, type Locale } from './locales';

export type Messages = { [key: string]: string | Messages };

/** One message file: where it is, its namespace and its locale. */
export interface MessageFile {
  file: string;
  namespace: string;
  locale: string;
}

const FILE_NAME = /^([a-z][a-z0-9-]*)\.([a-z]{2})\.json$/;

function root(): string {
  return process.env.CROUPIER_ROOT ?? process.cwd();
}

/** Every message file of the shell and the game packs. */
export function messageFiles(base = root()): MessageFile[] {
  const out: MessageFile[] = [];
  const scan = (dir: string, prefix: string) => {
    if (!fs.existsSync(dir)) return;
    for (const name of fs.readdirSync(dir).sort()) {
      const m = FILE_NAME.exec(name);
      if (m) out.push({ file: path.join(dir, name), namespace: prefix + m[1]!, locale: m[2]! });
    }
  };
  scan(path.join(base, 'lib/i18n/messages'), '');
  const games = path.join(base, 'components/games');
  if (fs.existsSync(games)) {
    for (const folder of fs.readdirSync(games).sort()) {
      scan(path.join(games, folder, 'messages'), `games.${folder}.`);
    }
  }
  return out;
}

function readJson(file: string): Messages {
  const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error(`${file}: not an object`);
  return parsed as Messages;
}

function place(into: Messages, namespace: string, value: Messages): void {
  const parts = namespace.split('.');
  let node = into;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (typeof next === 'object') node = next;
    else node = node[part] = {};
  }
  node[parts.at(-1)!] = value;
}

/** `over` on top of `base`, key by key (English fills what a locale lacks). */
export function mergeMessages(base: Messages, over: Messages): Messages {
  const out: Messages = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const b = out[k];
    out[k] = typeof v === 'object' && typeof b === 'object' ? mergeMessages(b, v) : v;
  }
  return out;
}

function loadLocale(locale: string, files: MessageFile[]): Messages {
  const out: Messages = {};
  for (const f of files) if (f.locale === locale) place(out, f.namespace, readJson(f.file));
  return out;
}

const cache = new Map<string, Messages>();

/** The messages of a locale, English underneath; read once per process (every request in development). */
export function loadMessages(locale: Locale): Messages {
  const cached = process.env.NODE_ENV === 'production' ? cache.get(locale) : undefined;
  if (cached) return cached;
  const files = messageFiles();
  const base = loadLocale(DEFAULT_LOCALE, files);
  const messages = locale === DEFAULT_LOCALE ? base : mergeMessages(base, loadLocale(locale, files));
  cache.set(locale, messages);
  return messages;
}

/** The raw messages of one locale (no English underneath): for the completeness test. */
export function loadLocaleOnly(locale: string): Messages {
  return loadLocale(locale, messageFiles());
}

/** `messages` without the console namespaces (`dealer`, `pit`, `admin`, shell and game packs): what player pages need. */
export function withoutConsoleMessages(messages: Messages, consoleNamespaces: readonly string[]): Messages {
  const out: Messages = {};
  for (const [k, v] of Object.entries(messages)) {
    if (consoleNamespaces.includes(k)) continue;
    out[k] = k === 'games' && typeof v === 'object' ? stripGames(v, consoleNamespaces) : v;
  }
  return out;
}

function stripGames(games: Messages, consoleNamespaces: readonly string[]): Messages {
  const out: Messages = {};
  for (const [folder, surfaces] of Object.entries(games)) {
    if (typeof surfaces !== 'object') continue;
    out[folder] = Object.fromEntries(Object.entries(surfaces).filter(([s]) => !consoleNamespaces.includes(s)));
  }
  return out;
}
