/**
 * [CORRECTIONS] Issue #18 §1–§3 through the HTTP API: a pit boss proposes a void or a correction of a settled round,
 * sees the before/after of every bet and wallet, and a second PIT_BOSS or ADMIN approves (the round re-settled from
 * the corrected log in one transaction, reversal and new settlement in the ledger) or rejects (nothing changes).
 * Every figure is worked out here by hand from ../shared/rules/RULES.md: §RL-2 straight 35:1, split 17:1; §RL-3 red
 * 1:1 (18 is red, 17 black, §RL-1); §BAC-3/4/5 (Player 1:1, Banker 1:1 less 5% commission).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, freshDatabase } from '../helpers/db';
import { call, ok } from '../helpers/http';
import { dbSnapshot } from '../helpers/snapshot';
import { addSecondPitBoss } from '../helpers/corrections';
import { buildStudio, ledgerTotals, type Studio } from '../helpers/studio';
import { db } from '@/lib/db';

const DEPOSIT = 10_000;

async function balanceOf(token: string): Promise<number> {
  return (await ok(call('GET', '/api/me', { token }))).balance;
}

async function debtOf(userId: string): Promise<number> {
  const a = await db().ledgerAccount.findUnique({ where: { id: `debt:${userId}` } });
  return a ? Math.abs(Number(a.balance)) : 0;
}

/** Plays one roulette round: the bets, close, the outcomes entered in order (with UNDO between them), settle. */
async function spin(
  s: Studio,
  bets: { who: number; body: Record<string, unknown> }[],
  outcomes: number[],
): Promise<string> {
  const round = await ok(call('POST', `/api/tables/${s.tableId}/rounds`, { token: s.dealer, body: {} }));
  for (const b of bets)
    await ok(call('POST', `/api/rounds/${round.id}/bets`, { token: s.players[b.who]!.token, body: b.body }));
  await ok(call('POST', `/api/rounds/${round.id}/close`, { token: s.dealer }));
  for (const [i, n] of outcomes.entries()) {
    if (i > 0) await ok(call('POST', `/api/rounds/${round.id}/undo`, { token: s.dealer }));
    await ok(call('POST', `/api/rounds/${round.id}/outcome`, { token: s.dealer, body: { number: n } }));
  }
  await ok(call('POST', `/api/rounds/${round.id}/settle`, { token: s.dealer }));
  return round.id;
}

describe.each(BACKENDS)('[CORRECTIONS][ROULETTE] maker-checker corrections (%s)', (backend) => {
  let drop: () => Promise<void>;
  let s: Studio;
  let pit2: string;
  beforeAll(async () => {
    drop = (await freshDatabase(backend)).drop;
    s = await buildStudio({ game: 'ROULETTE', deposit: DEPOSIT });
    pit2 = await addSecondPitBoss(s.admin);
  });
  afterAll(async () => drop?.());

  it('corrects 17 to 18 with three players (straight 17, split 17-18, red): every wallet by hand, ledger 0, replay shows both', async () => {
    const [alice, bob, carol] = s.players as [Studio['players'][0], Studio['players'][0], Studio['players'][0]];
    // The dealer first keys 5, takes it back (UNDO) and keys 17: the correction works on the effective entries.
    const rid = await spin(
      s,
      [
        { who: 0, body: { type: 'STRAIGHT', numbers: [17], amount: 1_000 } },
        { who: 1, body: { type: 'SPLIT', numbers: [17, 18], amount: 1_000 } },
        { who: 2, body: { type: 'RED', amount: 1_000 } },
      ],
      [5, 17],
    );
    // At 17: alice 10000 - 1000 + 1000×36 = 45000; bob 10000 - 1000 + 1000×18 = 27000; carol (17 black) 9000.
    expect([await balanceOf(alice.token), await balanceOf(bob.token), await balanceOf(carol.token)]).toEqual([
      45_000, 27_000, 9_000,
    ]);
    const same = await call('POST', `/api/rounds/${rid}/corrections`, {
      token: s.pit,
      body: { kind: 'CORRECT', reasonCode: 'WRONG_ENTRY', entries: [{ type: 'OUTCOME', number: 17 }] },
    });
    expect(same.status).toBe(422);
    expect(same.body.error.code).toBe('CORRECTION_NO_CHANGE');
    const noReason = await call('POST', `/api/rounds/${rid}/corrections`, {
      token: s.pit,
      body: { kind: 'CORRECT', reasonCode: 'OTHER', entries: [{ type: 'OUTCOME', number: 18 }] },
    });
    expect(noReason.status).toBe(400);

    const before = await dbSnapshot();
    const proposal = await call('POST', `/api/rounds/${rid}/corrections`, {
      token: s.pit,
      body: {
        kind: 'CORRECT',
        reasonCode: 'WRONG_ENTRY',
        reason: 'ball was in 18',
        entries: [{ type: 'OUTCOME', number: 18 }],
      },
    });
    expect(proposal.status).toBe(201);
    expect(proposal.body.status).toBe('PROPOSED');
    // Nothing moved with the proposal: balances, bets, rounds and the ledger are as they were (an audit row aside).
    const strip = (snap: string) => {
      const o = JSON.parse(snap);
      o.counts = o.counts.filter((c: { t: string }) => c.t !== 'AuditLog');
      return JSON.stringify(o);
    };
    expect(strip(await dbSnapshot())).toBe(strip(before));
    // The preview, by hand (net = payout + refund − stake; at 18: straight 17 loses, split wins 17:1, red wins 1:1).
    const byUser = Object.fromEntries(
      (proposal.body.preview.bets as { username: string; before: unknown; after: unknown }[]).map((b) => [
        b.username,
        { before: b.before, after: b.after },
      ]),
    );
    expect(byUser).toEqual({
      alice: {
        before: { status: 'WON', payout: 35_000, net: 35_000 },
        after: { status: 'LOST', payout: 0, net: -1_000 },
      },
      bob: {
        before: { status: 'WON', payout: 17_000, net: 17_000 },
        after: { status: 'WON', payout: 17_000, net: 17_000 },
      },
      carol: {
        before: { status: 'LOST', payout: 0, net: -1_000 },
        after: { status: 'WON', payout: 1_000, net: 1_000 },
      },
    });
    const wallets = Object.fromEntries(
      (proposal.body.preview.wallets as { username: string; before: unknown; after: unknown; delta: number }[]).map(
        (w) => [w.username, { before: w.before, after: w.after, delta: w.delta }],
      ),
    );
    expect(wallets).toEqual({
      alice: { before: { balance: 45_000, debt: 0 }, after: { balance: 9_000, debt: 0 }, delta: -36_000 },
      bob: { before: { balance: 27_000, debt: 0 }, after: { balance: 27_000, debt: 0 }, delta: 0 },
      carol: { before: { balance: 9_000, debt: 0 }, after: { balance: 11_000, debt: 0 }, delta: 2_000 },
    });
    expect(proposal.body.preview.result).toEqual({
      before: expect.objectContaining({ number: 17 }),
      after: expect.objectContaining({ number: 18 }),
    });

    // The proposer cannot approve their own (maker-checker).
    const self = await call('POST', `/api/corrections/${proposal.body.id}/approve`, { token: s.pit, body: {} });
    expect(self.status).toBe(403);
    expect(self.body.error.code).toBe('SAME_PERSON');
    // Only one proposal waits per round.
    const second = await call('POST', `/api/rounds/${rid}/corrections`, {
      token: pit2,
      body: { kind: 'VOID', reasonCode: 'DEALER_ERROR' },
    });
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe('CORRECTION_PENDING');
    const queue = await ok(call('GET', '/api/corrections?status=PROPOSED', { token: pit2 }));
    expect(queue.items.map((c: { id: string }) => c.id)).toEqual([proposal.body.id]);
    expect(queue.items[0].proposedBy.username).toBe('pitboss');

    const applied = await ok(
      call('POST', `/api/corrections/${proposal.body.id}/approve`, { token: pit2, body: { note: 'seen on camera' } }),
    );
    expect(applied.status).toBe('APPLIED');
    expect(applied.decidedBy.username).toBe('pit2');
    expect([await balanceOf(alice.token), await balanceOf(bob.token), await balanceOf(carol.token)]).toEqual([
      9_000, 27_000, 11_000,
    ]);
    expect(await ledgerTotals()).toEqual({ balances: 0n, entries: 0n });

    // The ledger of the round: the first settlement reversed (36000 + 18000 = 54000) and the new one (18000 + 2000).
    const ledger = await ok(call('GET', `/api/rounds/${rid}/ledger`, { token: s.pit }));
    const sumOf = (kind: string) =>
      ledger
        .filter((t: { kind: string }) => t.kind === kind)
        .flatMap((t: { entries: { accountId: string; amount: number }[] }) => t.entries)
        .filter((e: { accountId: string }) => e.accountId.startsWith('house:'))
        .reduce((x: number, e: { amount: number }) => x + e.amount, 0);
    expect(sumOf('SETTLEMENT')).toBe(-54_000);
    expect(sumOf('CORRECTION_REVERSAL')).toBe(54_000);
    expect(sumOf('CORRECTION_SETTLEMENT')).toBe(-20_000);

    // The round: the corrected outcome, its bets re-settled, the log keeps the original events and the CORRECTED one.
    const round = await ok(call('GET', `/api/rounds/${rid}`, { token: s.pit }));
    expect(round.status).toBe('SETTLED');
    expect(round.outcome).toBe(18);
    expect(round.result).toEqual(expect.objectContaining({ number: 18 }));
    const types = round.events.map((e: { type: string }) => e.type);
    expect(types.filter((t: string) => ['OUTCOME', 'UNDO', 'SETTLED', 'CORRECTED'].includes(t))).toEqual([
      'OUTCOME',
      'UNDO',
      'OUTCOME',
      'SETTLED',
      'CORRECTED',
    ]);
    const replay = await ok(call('GET', `/api/rounds/${rid}/replay`, { token: s.pit }));
    expect(replay.matchesStored).toBe(true);
    const settledStep = replay.steps.find((x: { type: string }) => x.type === 'SETTLED');
    const correctedStep = replay.steps.find((x: { type: string }) => x.type === 'CORRECTED');
    expect(settledStep.state.outcome).toBe(17);
    expect(correctedStep.state.outcome).toBe(18);
    // The player's replay: both too (the settled 17, then the corrected 18), no other player's money.
    const mine = await ok(call('GET', `/api/rounds/${rid}/replay`, { token: carol.token }));
    const pSteps = mine.steps.filter((x: { type: string }) => x.type === 'SETTLED' || x.type === 'CORRECTED');
    expect(pSteps.map((x: { round: { outcome: number } }) => x.round.outcome)).toEqual([17, 18]);
    expect(pSteps[1].data).toEqual({
      kind: 'CORRECT',
      reasonCode: 'WRONG_ENTRY',
      reason: 'ball was in 18',
      entries: [{ type: 'OUTCOME', number: 18 }],
      previousResult: expect.objectContaining({ number: 17 }),
      result: expect.objectContaining({ number: 18 }),
    });
    // §3: the player's history and round detail say what was done, why, and what it did to their balance.
    const hist = await ok(call('GET', '/api/me/history', { token: carol.token }));
    const item = hist.items.find((i: { id: string }) => i.id === rid);
    expect(item.corrections).toEqual([
      expect.objectContaining({ kind: 'CORRECT', reasonCode: 'WRONG_ENTRY', reason: 'ball was in 18', delta: 2_000 }),
    ]);
    expect(item.net).toBe(1_000);
    const detail = await ok(call('GET', `/api/rounds/${rid}`, { token: alice.token }));
    expect(detail.corrections).toEqual([expect.objectContaining({ kind: 'CORRECT', delta: -36_000, debtAdded: 0 })]);
    // Decided once: a second approval is refused.
    const again = await call('POST', `/api/corrections/${proposal.body.id}/approve`, { token: s.admin, body: {} });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('CORRECTION_DECIDED');
  });

  it('a reversal beyond the wallet creates the exact debt, and the next deposit pays it first', async () => {
    const alice = s.players[0]!;
    expect(await balanceOf(alice.token)).toBe(9_000);
    // Alice wins 35:1 on 17 (9000 - 1000 + 36000 = 44000) then loses 40000 on red and odd at 2 (black, even): 4000.
    const won = await spin(s, [{ who: 0, body: { type: 'STRAIGHT', numbers: [17], amount: 1_000 } }], [17]);
    await spin(
      s,
      [
        { who: 0, body: { type: 'RED', amount: 20_000 } },
        { who: 0, body: { type: 'ODD', amount: 20_000 } },
      ],
      [2],
    );
    expect(await balanceOf(alice.token)).toBe(4_000);
    const p = await ok(
      call('POST', `/api/rounds/${won}/corrections`, {
        token: s.pit,
        body: { kind: 'CORRECT', reasonCode: 'DEALER_ERROR', entries: [{ type: 'OUTCOME', number: 18 }] },
      }),
    );
    // The reversal takes 36000 of 4000: the wallet goes to 0 and 32000 is owed.
    expect(p.preview.wallets).toEqual([
      expect.objectContaining({
        username: 'alice',
        before: { balance: 4_000, debt: 0 },
        after: { balance: 0, debt: 32_000 },
        delta: -36_000,
      }),
    ]);
    const applied = await ok(call('POST', `/api/corrections/${p.id}/approve`, { token: s.admin, body: {} }));
    expect(applied.applied.wallets).toEqual([
      expect.objectContaining({ userId: alice.id, delta: -36_000, debtAdded: 32_000, balance: 0, debt: 32_000 }),
    ]);
    expect(await balanceOf(alice.token)).toBe(0);
    expect(await debtOf(alice.id)).toBe(32_000);
    expect(await ledgerTotals()).toEqual({ balances: 0n, entries: 0n });
    // The next deposit (50000) pays the 32000 first: 18000 in the wallet, no debt.
    await ok(call('POST', `/api/users/${alice.id}/deposits`, { token: s.admin, body: { amount: 50_000 } }));
    expect(await balanceOf(alice.token)).toBe(18_000);
    expect(await debtOf(alice.id)).toBe(0);
    expect(await ledgerTotals()).toEqual({ balances: 0n, entries: 0n });
  });

  it('a rejected proposal changes nothing (database snapshot); two approvals at once apply once', async () => {
    const bob = s.players[1]!;
    const rid = await spin(s, [{ who: 1, body: { type: 'STRAIGHT', numbers: [7], amount: 1_000 } }], [7]);
    const p1 = await ok(
      call('POST', `/api/rounds/${rid}/corrections`, {
        token: s.pit,
        body: { kind: 'VOID', reasonCode: 'EQUIPMENT_FAULT' },
      }),
    );
    // Void preview: bob's 36000 back taken, the 1000 stake refunded: delta −35000.
    expect(p1.preview.wallets).toEqual([expect.objectContaining({ username: 'bob', delta: -35_000 })]);
    const before = await dbSnapshot();
    const rejected = await ok(
      call('POST', `/api/corrections/${p1.id}/reject`, { token: pit2, body: { note: 'camera shows 7' } }),
    );
    expect(rejected.status).toBe('REJECTED');
    const audits = await db().auditLog.findMany({ where: { action: 'CORRECTION_REJECTED' } });
    expect(audits).toHaveLength(1);
    // Everything but the audit row is as before.
    const strip = (snap: string) => {
      const o = JSON.parse(snap);
      o.counts = o.counts.filter((c: { t: string }) => c.t !== 'AuditLog');
      return JSON.stringify(o);
    };
    expect(strip(await dbSnapshot())).toBe(strip(before));

    const bal = await balanceOf(bob.token);
    const p2 = await ok(
      call('POST', `/api/rounds/${rid}/corrections`, {
        token: s.pit,
        body: { kind: 'CORRECT', reasonCode: 'WRONG_ENTRY', entries: [{ type: 'OUTCOME', number: 8 }] },
      }),
    );
    const both = await Promise.all([
      call('POST', `/api/corrections/${p2.id}/approve`, { token: pit2, body: {} }),
      call('POST', `/api/corrections/${p2.id}/approve`, { token: s.admin, body: {} }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)!.body.error.code).toBe('CORRECTION_DECIDED');
    // Applied once: bob's straight 7 now loses, 36000 taken back once.
    expect(await balanceOf(bob.token)).toBe(bal - 36_000);
    const reversals = await db().ledgerTransaction.count({ where: { roundId: rid, kind: 'CORRECTION_REVERSAL' } });
    expect(reversals).toBe(1);
    expect(await ledgerTotals()).toEqual({ balances: 0n, entries: 0n });
  });

  it('POST /void on a settled round: a proposal (202) unless the studio allows it under its handle; then at once', async () => {
    const carol = s.players[2]!;
    const start = await balanceOf(carol.token);
    const rid = await spin(s, [{ who: 2, body: { type: 'RED', amount: 1_000 } }], [1]);
    expect(await balanceOf(carol.token)).toBe(start + 1_000);
    const proposed = await call('POST', `/api/rounds/${rid}/void`, { token: s.pit, body: { reason: 'wheel fault' } });
    expect(proposed.status).toBe(202);
    expect(proposed.body.correction.status).toBe('PROPOSED');
    expect(proposed.body.correction.kind).toBe('VOID');
    await ok(call('POST', `/api/corrections/${proposed.body.correction.id}/reject`, { token: pit2, body: {} }));
    // PIT_BOSS may read the settings, only an ADMIN change them (audited).
    expect(
      (await call('PATCH', '/api/studio/settings', { token: s.pit, body: { voidApprovalBelow: 5_000 } })).status,
    ).toBe(403);
    const set = await ok(call('PATCH', '/api/studio/settings', { token: s.admin, body: { voidApprovalBelow: 5_000 } }));
    expect(set.voidApprovalBelow).toBe(5_000);
    expect((await ok(call('GET', '/api/studio/settings', { token: s.pit }))).voidApprovalBelow).toBe(5_000);
    // Handle 1000 < 5000: voided at once, the win reversed and the stake refunded (carol back to where she started).
    const voided = await call('POST', `/api/rounds/${rid}/void`, { token: s.pit, body: { reason: 'wheel fault' } });
    expect(voided.status).toBe(200);
    expect(voided.body.status).toBe('VOIDED');
    expect(voided.body).toEqual(expect.objectContaining({ refunded: 1_000, reversed: 2_000 }));
    expect(await balanceOf(carol.token)).toBe(start);
    const row = await ok(call('GET', `/api/corrections/${voided.body.correctionId}`, { token: s.admin }));
    expect(row).toEqual(
      expect.objectContaining({ kind: 'VOID', status: 'APPLIED', note: expect.stringContaining('no second approval') }),
    );
    expect(row.decidedBy.username).toBe('pitboss');
    const hist = await ok(call('GET', '/api/me/history', { token: carol.token }));
    expect(hist.items.find((i: { id: string }) => i.id === rid).corrections).toEqual([
      expect.objectContaining({ kind: 'VOID', reason: 'wheel fault', delta: -1_000 }),
    ]);
    expect(await ledgerTotals()).toEqual({ balances: 0n, entries: 0n });
  });

  it("the audit log by table lists the table's corrections and voids (their target is the round); unknown filters are 400", async () => {
    const r = await ok(call('GET', `/api/audit?tableId=${s.tableId}&limit=200`, { token: s.pit }));
    const actions = new Set(r.items.map((i: { action: string }) => i.action));
    // The tests above proposed, rejected and applied corrections and voids of this table's rounds.
    for (const a of ['CORRECTION_PROPOSED', 'CORRECTION_APPLIED', 'CORRECTION_REJECTED']) expect(actions).toContain(a);
    expect(
      r.items.every((i: { targetType: string }) => ['Round', 'GameTable', 'DealerShift'].includes(i.targetType)),
    ).toBe(true);
    const other = await ok(call('GET', '/api/audit?tableId=no-such-table', { token: s.pit }));
    expect(other.items).toEqual([]);
    const bad = await call('GET', `/api/audit?table=${s.tableId}`, { token: s.pit });
    expect([bad.status, bad.body.error.code]).toEqual([400, 'VALIDATION_ERROR']);
  });
});

describe.each(BACKENDS)('[CORRECTIONS][BACCARAT] a card corrected at its position (%s)', (backend) => {
  let drop: () => Promise<void>;
  let s: Studio;
  let pit2: string;
  beforeAll(async () => {
    drop = (await freshDatabase(backend)).drop;
    s = await buildStudio({ game: 'BACCARAT', deposit: DEPOSIT });
    pit2 = await addSecondPitBoss(s.admin);
  });
  afterAll(async () => drop?.());

  it("replaces the Player's third card (4H → TH): Player 9 v Banker 7 becomes 5 v 7, re-settled by hand", async () => {
    const [alice, bob] = s.players as [Studio['players'][0], Studio['players'][0]];
    const shoe = await ok(call('POST', `/api/tables/${s.tableId}/shoes`, { token: s.dealer, body: {} }));
    const round = await ok(call('POST', `/api/tables/${s.tableId}/rounds`, { token: s.dealer, body: {} }));
    await ok(
      call('POST', `/api/rounds/${round.id}/bets`, { token: alice.token, body: { type: 'PLAYER', amount: 1_000 } }),
    );
    await ok(
      call('POST', `/api/rounds/${round.id}/bets`, { token: bob.token, body: { type: 'BANKER', amount: 1_000 } }),
    );
    await ok(call('POST', `/api/rounds/${round.id}/close`, { token: s.dealer }));
    // §BAC-2: P 2S, B KH, P 3D, B 7C → Player 5 draws (§BAC-3) 4H → 9; Banker 7 stands (§BAC-4). Player wins.
    for (const card of ['2S', 'KH', '3D', '7C', '4H'])
      await ok(call('POST', `/api/rounds/${round.id}/cards`, { token: s.dealer, body: { card } }));
    await ok(call('POST', `/api/rounds/${round.id}/settle`, { token: s.dealer }));
    // alice 10000 - 1000 + 2000 = 11000; bob 9000.
    expect([await balanceOf(alice.token), await balanceOf(bob.token)]).toEqual([11_000, 9_000]);

    // Banker's first card KH → 2H makes Banker 9, a natural: the Player's third card is then not called for.
    const bad = await call('POST', `/api/rounds/${round.id}/corrections`, {
      token: s.pit,
      body: { kind: 'CORRECT', reasonCode: 'WRONG_ENTRY', entries: [{ type: 'CARD', position: 2, card: '2H' }] },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error.code).toBe('CORRECTION_DOES_NOT_REPLAY');
    const beyond = await call('POST', `/api/rounds/${round.id}/corrections`, {
      token: s.pit,
      body: { kind: 'CORRECT', reasonCode: 'WRONG_ENTRY', entries: [{ type: 'CARD', position: 6, card: '2H' }] },
    });
    expect(beyond.status).toBe(400);

    const p = await ok(
      call('POST', `/api/rounds/${round.id}/corrections`, {
        token: s.pit,
        body: { kind: 'CORRECT', reasonCode: 'MISDEAL', entries: [{ type: 'CARD', position: 5, card: '10h' }] },
      }),
    );
    // Player 2+3+0 = 5 v Banker 7: Banker wins 1:1 less 5% = 950 (§BAC-5). alice −2000; bob +1950.
    expect(
      Object.fromEntries(p.preview.wallets.map((w: { username: string; delta: number }) => [w.username, w.delta])),
    ).toEqual({
      alice: -2_000,
      bob: 1_950,
    });
    await ok(call('POST', `/api/corrections/${p.id}/approve`, { token: pit2, body: {} }));
    expect([await balanceOf(alice.token), await balanceOf(bob.token)]).toEqual([9_000, 10_950]);
    const r = await ok(call('GET', `/api/rounds/${round.id}`, { token: s.pit }));
    expect(r.cards).toEqual({ player: ['2S', '3D', 'TH'], banker: ['KH', '7C'] });
    expect(r.result).toEqual(expect.objectContaining({ winner: 'BANKER' }));
    expect(
      Object.fromEntries(
        r.bets.map((b: { username: string; status: string; payout: number }) => [b.username, [b.status, b.payout]]),
      ),
    ).toEqual({
      alice: ['LOST', 0],
      bob: ['WON', 950],
    });
    // The shoe (§C-2): 4H counted back out, TH in.
    const sh = await db().shoe.findUniqueOrThrow({ where: { id: shoe.id } });
    const counts = sh.counts as Record<string, number>;
    expect([counts['4H'] ?? 0, counts.TH ?? 0, sh.cardsDealt]).toEqual([0, 1, 5]);
    const replay = await ok(call('GET', `/api/rounds/${round.id}/replay`, { token: s.pit }));
    expect(replay.matchesStored).toBe(true);
    expect(await ledgerTotals()).toEqual({ balances: 0n, entries: 0n });
  });
});
