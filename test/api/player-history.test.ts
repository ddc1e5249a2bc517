/**
 * [PLAYER][HIGH_CARD_FLUSH] The player's own history and last-game recall (issue #17 §7): GET /api/me/history lists
 * only the player's bets; GET /api/rounds/:id/replay answers a player with a bet in the round their view (403 without
 * one, 404 unknown), in which another player's face-down hand (RULES.md §HCF-1) never shows before the reveal, at
 * any step, while the staff's replay has every card.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, freshDatabase } from '../helpers/db';
import { call, ok } from '../helpers/http';
import { buildStudio, type Studio } from '../helpers/studio';
import { DP_CLUBS, FIVE_SPADES, FOUR_HEARTS, hcfApi } from '../helpers/hcf-api';

describe.each(BACKENDS)('[PLAYER] my history and recall (%s)', (backend) => {
  let drop: () => Promise<void>;
  let s: Studio;
  beforeAll(async () => {
    drop = (await freshDatabase(backend)).drop;
    s = await buildStudio({ game: 'HIGH_CARD_FLUSH', players: ['nobody'], deposit: 0 });
  });
  afterAll(async () => drop?.());
  const { t, id, player, newTable, seat, open, dp, bet, decide, cards, close, settle } = hcfApi(() => s, 'history');

  it('history has only my bets; the recall hides the other hand until the reveal at every step; staff see all', async () => {
    await player('dan', 100_000);
    await player('amy', 100_000);
    await player('ben', 100_000);
    await player('cat', 100_000);
    const tb = await newTable();
    await seat('dan', 4, true, tb);
    await seat('amy', 1, false, tb);
    await seat('ben', 2, false, tb);
    const r = await open(tb);
    await ok(dp(r.id, 'dan', { accept: true, bank: 50_000 }));
    await ok(bet(r.id, 'amy', { type: 'ANTE', seat: 1, amount: 1000 }));
    await ok(bet(r.id, 'ben', { type: 'ANTE', seat: 2, amount: 1000 }));
    await ok(close(r.id));
    await cards(r.id, FOUR_HEARTS);
    await cards(r.id, FIVE_SPADES);
    await ok(decide(r.id, 'ben', { action: 'RAISE', multiple: 1 }));
    await ok(decide(r.id, 'amy', { action: 'RAISE', multiple: 1 }));
    await cards(r.id, DP_CLUBS);
    await ok(settle(r.id));

    // History: amy's bets only (her Ante and Raise at seat 1), never ben's.
    const h = await ok(call('GET', '/api/me/history', { token: t.amy }));
    expect(h.items).toHaveLength(1);
    const row = h.items[0];
    expect(row.id).toBe(r.id);
    expect(new Set(row.bets.map((b: any) => b.userId))).toEqual(new Set([id.amy]));
    expect(row.bets.every((b: any) => b.spec.seat === 1)).toBe(true);
    // By definition: staked = Σ amount + extraStake + fee; net = paid back − staked for a settled round.
    const staked = row.bets.reduce((a: number, b: any) => a + b.amount + b.extraStake + b.fee, 0);
    const paid = row.bets.reduce((a: number, b: any) => a + b.payout + b.refund, 0);
    expect([row.staked, row.paidOut, row.net]).toEqual([staked, paid, paid - staked]);
    expect(h.totals).toEqual({ rounds: 1, bets: row.bets.length, staked, paidOut: paid, net: paid - staked });
    // A-K-Q-2 of hearts (a four-card flush) beats K-Q-J-5 of clubs: amy won the round, so WON lists it, LOST not.
    expect(row.net).toBeGreaterThan(0);
    expect((await ok(call('GET', '/api/me/history?outcome=WON', { token: t.amy }))).items).toHaveLength(1);
    expect((await ok(call('GET', '/api/me/history?outcome=LOST', { token: t.amy }))).items).toHaveLength(0);
    expect((await ok(call('GET', '/api/me/history?game=ROULETTE', { token: t.amy }))).items).toHaveLength(0);
    expect((await ok(call('GET', '/api/me/history', { token: t.cat }))).items).toEqual([]);
    expect((await call('GET', '/api/me/history', { token: s.pit })).status).toBe(403);

    // Replay: cat had no bet → 403; an unknown round → 404.
    const refused = await call('GET', `/api/rounds/${r.id}/replay`, { token: t.cat });
    expect([refused.status, refused.body.error?.code]).toEqual([403, 'FORBIDDEN']);
    expect((await call('GET', '/api/rounds/nope/replay', { token: t.amy })).status).toBe(404);

    // amy's recall: before the DP's first card (the reveal starts) ben's cards 9S 8S 6S 4S 2S 7C TD never show.
    const rec = await ok(call('GET', `/api/rounds/${r.id}/replay`, { token: t.amy }));
    expect(rec.state).toBeUndefined();
    const steps = rec.steps as any[];
    const firstDp = steps.findIndex((st) => st.type === 'CARD' && st.data.card === DP_CLUBS[0]);
    expect(firstDp).toBeGreaterThan(0);
    const BEN = /"(9S|8S|6S|4S|2S|7C|TD)"/;
    const leaks = steps.slice(0, firstDp).filter((st) => BEN.test(JSON.stringify(st)));
    expect(leaks.map((st) => st.seq)).toEqual([]);
    // Her own hand shows as dealt, in order: after her 7 cards, seat 1 holds them all.
    const afterAmy = steps.filter((st) => st.type === 'CARD' && st.data.seat === 1);
    expect(afterAmy.map((st) => st.data.card)).toEqual(FOUR_HEARTS);
    const seat1 = (st: any) => st.round.view.hands.find((x: any) => x.seat === 1).cards;
    expect(seat1(afterAmy[6])).toEqual(FOUR_HEARTS);
    // ben's cards in amy's recall: hidden (null) while dealt; his hand shows after the reveal (COMPLETE).
    expect(steps.filter((st) => st.type === 'CARD' && st.data.seat === 2).map((st) => st.data.card)).toEqual(
      Array(7).fill(null),
    );
    const last = steps[steps.length - 1];
    expect(last.type).toBe('SETTLED');
    expect(last.round.view.hands.find((x: any) => x.seat === 2).cards).toEqual(FIVE_SPADES);
    // No other player's money: no STAKE_TAKEN of ben, no bets but amy's, SETTLED carries the result only.
    expect(new Set(rec.bets.map((b: any) => b.userId))).toEqual(new Set([id.amy]));
    expect(Object.keys(last.data)).toEqual(['result']);
    expect(JSON.stringify(rec)).not.toContain(id.ben);

    // The staff's replay has ben's cards while dealt.
    const staff = await ok(call('GET', `/api/rounds/${r.id}/replay`, { token: s.pit }));
    expect(
      (staff.steps as any[]).filter((st) => st.type === 'CARD' && st.data.seat === 2).map((st) => st.data.card),
    ).toEqual(FIVE_SPADES);
  });
});
