import crypto from 'node:crypto';

/**
 * Canonical JSON (issue #18 §4): `JSON.stringify` with every object's keys sorted (by UTF-16 code units, as
 * `Array.prototype.sort` sorts strings), no whitespace; arrays keep their order; `undefined` members are left out.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** Hex digits of the short hash shown on the dealer console and the player view. */
export const CONFIG_HASH_LENGTH = 8;

/**
 * A table configuration's short hash (issue #18 §4): the first 8 hex digits of
 * `sha256(canonicalJson({game, rules, limits}))`, `rules` as the game parses them (defaults filled in) and `limits`
 * resolved over the game's defaults (cents). The table's status (open/closed) is not part of it: it says what game
 * is played under which rules and limits. E.g. a baccarat table `{game: "BACCARAT", rules: {...}, limits: {...}}`
 * hashes the text `{"game":"BACCARAT","limits":{"bets":{...},"maxPayoutPerRound":...},"rules":{...}}`.
 */
export function configHash(config: { game: string; rules: unknown; limits: unknown }): string {
  const text = canonicalJson({ game: config.game, rules: config.rules, limits: config.limits });
  return crypto.createHash('sha256').update(text, 'utf8').digest('hex').slice(0, CONFIG_HASH_LENGTH);
}
