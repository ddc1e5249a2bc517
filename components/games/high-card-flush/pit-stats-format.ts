/**
 * High Card Flush table statistics for the pit (issue #17 §4), pure: the DP rotation in figures (rounds a player
 * banked, rounds the house banked, §HCF-7), the rake (§HCF-9) and dead hands (§HCF-8) over the table's settled
 * rounds (`GET /api/tables/:id/rotation`), and the flush sizes of the dealt hands (§HCF-1, §HCF-2) and the DP's
 * qualification (§HCF-4) from the rounds' results, against their exact chances (`lib/games/high-card-flush/odds.ts`).
 */
import type { DpHistoryRound } from '@/lib/designated-player/history';

export interface HcfRotationStats {
  /** Settled rounds. */
  rounds: number;
  /** Of those, rounds a player banked and rounds the house banked. */
  dpRounds: number;
  houseRounds: number;
  /** Distinct players who banked. */
  dps: number;
  /** The player who banked the most settled rounds and how many (ties: the first by name), or null. */
  topDp: { username: string; rounds: number } | null;
  /** Rake kept by the house and the DP's part of it, cents. */
  rake: number;
  dpRake: number;
  /** Player hands, dead hands among them, and the live (not dead) hands that paid a fee. */
  hands: number;
  dead: number;
  rakedHands: number;
}

/** The rotation, rake and dead-hand figures over the SETTLED rounds of a DP history. */
export function hcfRotationStats(rounds: readonly DpHistoryRound[]): HcfRotationStats {
  const s: HcfRotationStats = {
    rounds: 0,
    dpRounds: 0,
    houseRounds: 0,
    dps: 0,
    topDp: null,
    rake: 0,
    dpRake: 0,
    hands: 0,
    dead: 0,
    rakedHands: 0,
  };
  const banked = new Map<string, number>();
  for (const r of rounds) {
    if (r.status !== 'SETTLED' || !r.settlement) continue;
    s.rounds++;
    if (r.banker === 'HOUSE') s.houseRounds++;
    if (r.dp) {
      s.dpRounds++;
      banked.set(r.dp.username, (banked.get(r.dp.username) ?? 0) + 1);
    }
    s.rake += r.settlement.rake.total;
    s.dpRake += r.settlement.rake.dp;
    for (const h of r.settlement.hands) {
      s.hands++;
      if (h.outcome === 'DEAD') s.dead++;
      if (h.rake > 0) s.rakedHands++;
    }
  }
  s.dps = banked.size;
  for (const [username, n] of [...banked].sort((a, b) => a[0].localeCompare(b[0])))
    if (!s.topDp || n > s.topDp.rounds) s.topDp = { username, rounds: n };
  return s;
}

export interface HcfHandStats {
  /** Hands dealt (player hands and the DP's), by flush size 2..7. */
  hands: number;
  bySize: Record<2 | 3 | 4 | 5 | 6 | 7, number>;
  /** DP hands dealt and those that qualified (§HCF-4). */
  dpDealt: number;
  dpQualified: number;
}

/** Flush sizes of every dealt hand and the DP's qualification over settled rounds' results (`HighCardFlushResult`). */
export function hcfHandStats(results: readonly (Record<string, unknown> | null)[]): HcfHandStats {
  const s: HcfHandStats = { hands: 0, bySize: { 2: 0, 3: 0, 4: 0, 5: 0, 6: 0, 7: 0 }, dpDealt: 0, dpQualified: 0 };
  const add = (flush: unknown) => {
    const size = (flush as { size?: unknown } | null)?.size;
    if (typeof size !== 'number' || size < 2 || size > 7) return;
    s.hands++;
    s.bySize[size as 2]++;
  };
  for (const r of results) {
    if (!r || !Array.isArray(r.hands)) continue;
    for (const h of r.hands as { flush?: unknown }[]) add(h.flush);
    const dp = r.dp as { flush?: unknown; qualifies?: unknown } | null;
    if (dp) {
      add(dp.flush);
      s.dpDealt++;
      if (dp.qualifies === true) s.dpQualified++;
    }
  }
  return s;
}
