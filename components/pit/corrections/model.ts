/**
 * Corrections as the pit reads them (issue #18 §1, contract "Corrections"): the proposal's shape from
 * `POST /api/rounds/:id/corrections`, `GET /api/corrections` and approve/reject, and the dealer entries a
 * correction may replace, worked out from the round's event log the way the server re-folds it (UNDO takes
 * back the last effective card or outcome; a CORRECTED event's `actions` are the log from then on). Pure.
 */

export const CORRECTION_REASONS = [
  'WRONG_ENTRY',
  'MISDEAL',
  'EXPOSED_CARD',
  'EQUIPMENT_FAULT',
  'DEALER_ERROR',
  'OTHER',
] as const;
export type CorrectionReason = (typeof CORRECTION_REASONS)[number];
export type CorrectionKind = 'VOID' | 'CORRECT';
export type CorrectionStatus = 'PROPOSED' | 'APPLIED' | 'REJECTED';

/** A corrected dealer entry as the API takes it. */
export type CorrectionEntry = { type: 'OUTCOME'; number: number } | { type: 'CARD'; position: number; card: string };

export interface PreviewSide {
  status: string;
  payout: number;
  net: number;
}
export interface PreviewBet {
  id: string;
  userId: string;
  username: string;
  type: string;
  amount: number;
  before: PreviewSide;
  after: PreviewSide;
}
export interface WalletSide {
  balance: number;
  debt: number;
}
export interface PreviewWallet {
  userId: string;
  username: string;
  before: WalletSide;
  after: WalletSide;
  delta: number;
}
export interface CorrectionPreview {
  bets: PreviewBet[];
  wallets: PreviewWallet[];
  /** The round's result before and after the correction (a void: after null); absent in older stored previews. */
  result?: { before: unknown; after: unknown };
}

/** A user as a correction names them. */
export interface Who {
  id: string;
  username: string;
}

/** A proposal (or a decided one) as the pit shows it; `normalizeCorrection` reads the API's answer into it. */
export interface Correction {
  id: string;
  roundId: string;
  tableId: string;
  tableName: string | null;
  roundNumber: number | null;
  game: string | null;
  kind: CorrectionKind;
  status: CorrectionStatus;
  reasonCode: string;
  reason: string | null;
  entries: CorrectionEntry[];
  preview: CorrectionPreview | null;
  proposedBy: Who | null;
  proposedAt: string | null;
  decidedBy: Who | null;
  decidedAt: string | null;
  note: string | null;
  /** A PROPOSED one whose fresh preview could not be made (the round changed): why; the stored preview is shown. */
  previewError: { code: string; message: string } | null;
}

type Raw = Record<string, unknown>;
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

function who(raw: Raw, key: 'proposedBy' | 'decidedBy'): Who | null {
  const v = raw[key];
  if (v && typeof v === 'object') {
    const o = v as Raw;
    const id = str(o.id) ?? '';
    return { id, username: str(o.username) ?? str(o.displayName) ?? id };
  }
  const id = str(raw[`${key}Id`]);
  const username = str(raw[`${key}Username`]) ?? str(raw[key === 'proposedBy' ? 'proposer' : 'decider']);
  return id || username ? { id: id ?? '', username: username ?? id ?? '' } : null;
}

/**
 * A correction from the API (a proposal, a list item, an approve/reject answer) in one shape: the proposer
 * and decider as `{id, username}` (objects, or `…Id` with `…Username`), the round's number and table name
 * flat or under `round` / `table`.
 */
export function normalizeCorrection(input: unknown): Correction {
  const raw = (input ?? {}) as Raw;
  const round = (raw.round ?? {}) as Raw;
  const table = (raw.table ?? {}) as Raw;
  const preview = raw.preview as CorrectionPreview | null | undefined;
  return {
    id: str(raw.id) ?? '',
    roundId: str(raw.roundId) ?? str(round.id) ?? '',
    tableId: str(raw.tableId) ?? str(table.id) ?? str(round.tableId) ?? '',
    tableName: str(raw.tableName) ?? str(table.name) ?? str(round.tableName),
    roundNumber: num(raw.roundNumber) ?? num(round.number),
    game: str(raw.game) ?? str(round.game) ?? str(table.game),
    kind: raw.kind === 'VOID' ? 'VOID' : 'CORRECT',
    status: (str(raw.status) ?? 'PROPOSED') as CorrectionStatus,
    reasonCode: str(raw.reasonCode) ?? 'OTHER',
    reason: str(raw.reason),
    entries: Array.isArray(raw.entries) ? (raw.entries as CorrectionEntry[]) : [],
    preview: preview && Array.isArray(preview.bets) && Array.isArray(preview.wallets) ? preview : null,
    proposedBy: who(raw, 'proposedBy'),
    proposedAt: str(raw.proposedAt) ?? str(raw.createdAt),
    decidedBy: who(raw, 'decidedBy'),
    decidedAt: str(raw.decidedAt),
    note: str(raw.note),
    previewError:
      raw.previewError && typeof raw.previewError === 'object'
        ? {
            code: str((raw.previewError as Raw).code) ?? 'UNKNOWN',
            message: str((raw.previewError as Raw).message) ?? '',
          }
        : null,
  };
}

/** A dealer entry of the round that a correction can replace. */
export type EffectiveEntry =
  | { type: 'CARD'; position: number; card: string; data: Record<string, unknown> }
  | { type: 'OUTCOME'; number: number; data: Record<string, unknown> }
  | { type: 'NO_SPIN'; data: Record<string, unknown> };

interface LogEvent {
  seq: number;
  type: string;
  data: Record<string, unknown>;
}

const ENTRY_TYPES = new Set(['CARD', 'OUTCOME', 'NO_SPIN']);

/**
 * The round's effective dealer entries in dealing order, as H3's re-fold sees them: every CARD / OUTCOME /
 * NO_SPIN event not caused by another (`data.caused`), an UNDO taking back the last of them, and a CORRECTED
 * event replacing the list with its `actions` (`[{type, data}]`). Cards are numbered 1.. in that order
 * (the `position` of a CARD entry).
 */
export function effectiveEntries(events: readonly LogEvent[]): EffectiveEntry[] {
  let list: { type: string; data: Record<string, unknown> }[] = [];
  for (const e of [...events].sort((a, b) => a.seq - b.seq)) {
    if (e.type === 'CORRECTED' && Array.isArray(e.data.actions)) {
      list = (e.data.actions as { type?: unknown; data?: unknown }[])
        .filter((a) => typeof a?.type === 'string' && ENTRY_TYPES.has(a.type))
        .map((a) => ({ type: a.type as string, data: (a.data ?? {}) as Record<string, unknown> }));
    } else if (ENTRY_TYPES.has(e.type) && e.data.caused !== true) {
      list.push({ type: e.type, data: e.data });
    } else if (e.type === 'UNDO' && e.data.caused !== true) {
      list.pop();
    }
  }
  let position = 0;
  const out: EffectiveEntry[] = [];
  for (const a of list) {
    if (a.type === 'CARD' && typeof a.data.card === 'string')
      out.push({ type: 'CARD', position: ++position, card: a.data.card, data: a.data });
    else if (a.type === 'OUTCOME' && typeof a.data.number === 'number')
      out.push({ type: 'OUTCOME', number: a.data.number, data: a.data });
    else if (a.type === 'NO_SPIN') out.push({ type: 'NO_SPIN', data: a.data });
  }
  return out;
}

/** How the round's entries are corrected: one number (an outcome game), cards by position, or not at all. */
export function editorKind(entries: readonly EffectiveEntry[]): 'OUTCOME' | 'CARD' | null {
  if (entries.some((e) => e.type === 'CARD')) return 'CARD';
  if (entries.some((e) => e.type === 'OUTCOME' || e.type === 'NO_SPIN')) return 'OUTCOME';
  return null;
}

/** Sums of a preview: how much the wallets move in all, and the debt it adds. */
export function previewTotals(p: CorrectionPreview): { delta: number; debtAdded: number; changedBets: number } {
  return {
    delta: p.wallets.reduce((s, w) => s + w.delta, 0),
    debtAdded: p.wallets.reduce((s, w) => s + Math.max(0, w.after.debt - w.before.debt), 0),
    changedBets: p.bets.filter(
      (b) => b.before.status !== b.after.status || b.before.payout !== b.after.payout || b.before.net !== b.after.net,
    ).length,
  };
}
