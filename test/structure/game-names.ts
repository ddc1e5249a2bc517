/**
 * Finds source files that name a specific game outside the places allowed to (issue 12): the game
 * folders `lib/games/<game>/` and `components/games/<game>/`, the two registries and the seed.
 * Comments are left out (a comment that cites a game's rules names no dependency); code and strings
 * count: the Game enum values, the games' names and folder names, their RULES.md section prefixes
 * in strings (`§HCF-9`), and High Card Flush's short name (`hcf`, `Hcf…`).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The roots scanned (non-test TypeScript sources). */
export const ROOTS = ['app', 'components', 'lib', 'scripts', 'server.ts'];

/** Paths that may name a game: the game folders, the two registries, the seed, generated code. */
export const ALLOWED: readonly RegExp[] = [
  /^lib\/games\/(?!registry\.ts$|module\.ts$|types\.ts$|cards\.ts$)[^/]+\//,
  /^components\/games\/(?!registry\.ts$|types\.ts$)[^/]+\//,
  /^lib\/games\/registry\.ts$/,
  /^components\/games\/registry\.ts$/,
  /^lib\/seed\//,
  /^lib\/generated\//,
];

/** What names a game (matched on the code with comments removed). */
export const GAME_WORDS: readonly RegExp[] = [
  /\b(?:BACCARAT|ROULETTE|BLACKJACK|HIGH_CARD_FLUSH|CASINO_HOLDEM|POKER_SWITCH)\b/,
  /baccarat|roulette|blackjack|high[-_ ]?card[-_ ]?flush|casino[-_ ]?hold'?em|poker[-_ ]?switch/i,
  /hcf/i,
  /§(?:BAC|RL|BJ|HCF|CHE|PS)-/,
];

/** A game switch: `game === 'X'` / `case 'X'` on a game value. */
export const GAME_BRANCH =
  /(?:game\s*[!=]==?\s*|case\s+)['"](?:BACCARAT|ROULETTE|BLACKJACK|HIGH_CARD_FLUSH|CASINO_HOLDEM|POKER_SWITCH)['"]/g;

const isSource = (p: string) => /\.(?:ts|tsx)$/.test(p) && !/\.(?:test|spec)\.tsx?$/.test(p) && !p.endsWith('.d.ts');

/** Every non-test source file under the roots, repo-relative with `/`. */
export function sourceFiles(root = process.cwd()): string[] {
  const out: string[] = [];
  const walk = (p: string) => {
    const abs = join(root, p);
    let st;
    try {
      st = statSync(abs);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      if (p.endsWith('node_modules') || p.startsWith('.')) return;
      for (const name of readdirSync(abs)) walk(p ? `${p}/${name}` : name);
    } else if (isSource(p)) out.push(relative(root, abs).split('\\').join('/'));
  };
  for (const r of ROOTS) walk(r);
  return out.sort();
}

/** The code of a TypeScript source with its comments blanked (strings and template literals kept). */
export function stripComments(src: string): string {
  let out = '';
  let i = 0;
  while (i < src.length) {
    const c = src[i]!;
    const d = src[i + 1];
    if (c === '/' && d === '/') {
      while (i < src.length && src[i] !== '\n') i++;
      continue;
    }
    if (c === '/' && d === '*') {
      const end = src.indexOf('*/', i + 2);
      i = end < 0 ? src.length : end + 2;
      out += ' ';
      continue;
    }
    if (c === "'" || c === '"' || c === '`') {
      let j = i + 1;
      while (j < src.length && src[j] !== c) j += src[j] === '\\' ? 2 : 1;
      out += src.slice(i, j + 1);
      i = j + 1;
      continue;
    }
    out += c;
    i++;
  }
  return out;
}

export const isAllowed = (file: string) => ALLOWED.some((r) => r.test(file));

/** The files outside the allowed places that name a game, with the first thing each names. */
export function offenders(root = process.cwd()): { file: string; names: string }[] {
  const out: { file: string; names: string }[] = [];
  for (const file of sourceFiles(root)) {
    if (isAllowed(file)) continue;
    const code = stripComments(readFileSync(join(root, file), 'utf8'));
    for (const w of GAME_WORDS) {
      const m = w.exec(code);
      if (m) {
        out.push({ file, names: m[0] });
        break;
      }
    }
  }
  return out;
}

/** `game === '…'` / `case '…'` branches per file outside the allowed places. */
export function branches(root = process.cwd()): { file: string; count: number }[] {
  const out: { file: string; count: number }[] = [];
  for (const file of sourceFiles(root)) {
    if (isAllowed(file)) continue;
    const n = (stripComments(readFileSync(join(root, file), 'utf8')).match(GAME_BRANCH) ?? []).length;
    if (n) out.push({ file, count: n });
  }
  return out;
}
