import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppError, ERROR_STATUS, fromRuleError } from '@/lib/errors';
import { gameModule, SUPPORTED_GAMES } from '@/lib/games/registry';
import { COMMON_RULE_CODES, ruleError, type RuleCode } from '@/lib/games/types';

/** Non-test TypeScript files under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [p] : [];
  });
}

/** Every code literal an engine or module refuses with: `ruleError(kind, 'CODE', …)` and `code: 'CODE'`. */
function codeLiterals(file: string): string[] {
  const s = readFileSync(file, 'utf8');
  return [
    ...s.matchAll(/ruleError\(\s*'(?:input|conflict|rule)',\s*'([A-Z_]+)'/g),
    ...s.matchAll(/\bcode:\s*'([A-Z_]+)'/g),
  ].map((m) => m[1]!);
}

const KIND_STATUS = { input: 400, conflict: 409, rule: 422 } as const;

describe('error codes: one closed set, every code with its HTTP status', () => {
  const listed = new Set<string>([...COMMON_RULE_CODES, ...SUPPORTED_GAMES.flatMap((g) => gameModule(g)!.ruleCodes)]);

  it('every code a game module lists has its status in ERROR_STATUS', () => {
    const missing = [...listed].filter((c) => !(c in ERROR_STATUS));
    expect(missing, 'engine codes without an HTTP status in lib/errors.ts').toEqual([]);
  });

  it('every code literal in lib/games/** is listed by a module (its codes.ts) or shared (lib/games/types.ts)', () => {
    const unlisted = sources('lib/games').flatMap((f) =>
      codeLiterals(f)
        .filter((c) => !listed.has(c))
        .map((c) => `${f}: ${c}`),
    );
    expect(unlisted, 'codes used by an engine but missing from its codes.ts').toEqual([]);
  });

  it('an engine code keeps the status of its kind unless lib/errors.ts says otherwise (the 13 codes added here follow their kind)', () => {
    const added: [RuleCode, keyof typeof KIND_STATUS][] = [
      ['ALREADY_STARTED', 'conflict'],
      ['CANNOT_UNDO_PAST_DECISION', 'conflict'],
      ['INVALID_SEATS', 'conflict'],
      ['INVALID_STATE', 'conflict'],
      ['TIMEOUT_NOT_EXPECTED', 'conflict'],
      ['UNDO_NOT_ALLOWED', 'conflict'],
      ['UNKNOWN_SEAT', 'conflict'],
      ['CANNOT_DOUBLE', 'rule'],
      ['CANNOT_SPLIT', 'rule'],
      ['INVALID_AMOUNT', 'input'],
      ['INVALID_BET_NUMBERS', 'input'],
      ['INVALID_RULES', 'input'],
      ['REASON_REQUIRED', 'input'],
    ];
    for (const [code, kind] of added)
      expect(fromRuleError(ruleError(kind, code, 'x')).status, code).toBe(KIND_STATUS[kind]);
  });

  it('an AppError takes its status from the code', () => {
    expect(new AppError('NOT_YOUR_TURN', 'x').status).toBe(409);
    expect(new AppError('INSUFFICIENT_BALANCE', 'x').status).toBe(422);
  });
});
