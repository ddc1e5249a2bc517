import { createHash } from 'node:crypto';
import { db, type Tx } from '@/lib/db';
import { bindTransaction, withTransactionCapture } from '@/lib/db/tx-sql';
import { AppError } from '@/lib/errors';
import type { Principal } from '@/lib/auth/principal';
import { deliver, type Outgoing } from '@/lib/realtime/hub';

/**
 * The fingerprint of a request body for the Idempotency-Key check: SHA-256 (hex) of its JSON with the
 * object keys sorted, so the same request spelled with other whitespace or key order matches.
 */
export function requestHash(body: unknown): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
          )
        : v;
  return createHash('sha256')
    .update(JSON.stringify(canonical(body ?? null)) ?? 'null')
    .digest('hex');
}

/** Who runs a command, and the Idempotency-Key it came with (if any). */
export interface Command {
  actor: Principal | null;
  idempotency?: {
    key: string;
    method: string;
    path: string;
    status: number;
    /** SHA-256 hex of the request body (see `requestHash`). */ requestHash?: string;
  };
}

/** A command's Idempotency-Key as a fast path's one statement claims it: the row `transact` writes, without its response. */
export interface KeyClaim {
  userId: string;
  key: string;
  method: string;
  path: string;
  requestHash: string | null;
  status: number;
}

/** The key claim of a command that came with an Idempotency-Key (null without one, or without an actor). */
export function keyClaim(cmd: Command): KeyClaim | null {
  const idem = cmd.idempotency;
  if (!idem || !cmd.actor) return null;
  return {
    userId: cmd.actor.id,
    key: idem.key,
    method: idem.method,
    path: idem.path,
    requestHash: idem.requestHash ?? null,
    status: idem.status,
  };
}

/** Messages produced inside a transaction, delivered only after it commits. */
export class Outbox {
  readonly messages: Outgoing[] = [];
  push(m: Outgoing): void {
    this.messages.push(m);
  }
}

/** Thrown when a request repeats an Idempotency-Key: carries the first response. */
export class IdempotentReplay extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super('idempotent replay');
  }
}

async function storedResponse(cmd: Command): Promise<IdempotentReplay | null> {
  if (!cmd.idempotency || !cmd.actor) return null;
  const row = await db().idempotencyKey.findUnique({
    where: { userId_key: { userId: cmd.actor.id, key: cmd.idempotency.key } },
  });
  if (!row) return null;
  if (row.method !== cmd.idempotency.method || row.path !== cmd.idempotency.path) {
    throw new AppError(
      'IDEMPOTENCY_KEY_REUSED',
      `This Idempotency-Key was already used for ${row.method} ${row.path}.`,
    );
  }
  if (row.requestHash && cmd.idempotency.requestHash && row.requestHash !== cmd.idempotency.requestHash) {
    throw new AppError(
      'IDEMPOTENCY_KEY_REUSED',
      `This Idempotency-Key was already used for ${row.method} ${row.path} with another body: use a new key for a new request.`,
    );
  }
  return new IdempotentReplay(row.statusCode, row.response);
}

/**
 * Runs one command as one database transaction (RULES: "every settlement is one database transaction").
 * The Idempotency-Key, if any, is claimed by a unique insert inside the same transaction together with
 * the response, so a repeated request returns the first response and has no second effect, even when
 * the two arrive at once; a repeat with the same key and another body is refused (IDEMPOTENCY_KEY_REUSED 409).
 * Realtime messages pushed to the Outbox are delivered after commit only.
 * Errors: whatever `fn` throws (the transaction is rolled back); IdempotentReplay on a repeat.
 */
export async function transact<T>(
  cmd: Command,
  fn: (tx: Tx, out: Outbox) => Promise<T>,
  opts: { timeoutMs?: number } = {},
): Promise<T> {
  const replay = await storedResponse(cmd);
  if (replay) throw replay;
  const out = new Outbox();
  let result: T;
  try {
    result = await withTransactionCapture(() =>
      db().$transaction(
        async (tx) => {
          bindTransaction(tx);
          // Claim the key first: a concurrent twin blocks on the unique index until this commits, then
          // fails with a unique violation and answers with the stored response (below).
          const claim =
            cmd.idempotency && cmd.actor
              ? await tx.idempotencyKey.create({
                  data: {
                    userId: cmd.actor.id,
                    key: cmd.idempotency.key,
                    method: cmd.idempotency.method,
                    path: cmd.idempotency.path,
                    requestHash: cmd.idempotency.requestHash ?? null,
                    statusCode: 0,
                    response: {},
                  },
                })
              : null;
          const r = await fn(tx, out);
          if (claim && cmd.idempotency) {
            await tx.idempotencyKey.update({
              where: { id: claim.id },
              data: { statusCode: cmd.idempotency.status, response: JSON.parse(JSON.stringify(r ?? null)) },
            });
          }
          return r;
        },
        { maxWait: 20_000, timeout: opts.timeoutMs ?? 30_000 },
      ),
    );
  } catch (e) {
    if (isUniqueViolation(e) && cmd.idempotency) {
      const again = await storedResponse(cmd);
      if (again) throw again;
    }
    throw e;
  }
  deliver(out.messages);
  return result;
}

/** Locks a row `FOR UPDATE` inside the transaction (the round row before any command on it). */
export async function lockRow(
  tx: Tx,
  table: 'Round' | 'GameTable' | 'Bet' | 'Shoe' | 'LedgerAccount',
  id: string,
): Promise<boolean> {
  const rows = await tx.$queryRawUnsafe<{ id: string }[]>(`SELECT "id" FROM "${table}" WHERE "id" = $1 FOR UPDATE`, id);
  return rows.length > 0;
}

/** True for a unique-index violation (Prisma P2002, or the driver's SQLSTATE 23505). */
export function isUniqueViolation(e: unknown): boolean {
  const x = e as { code?: string; message?: string; cause?: { code?: string } };
  return (
    x?.code === 'P2002' ||
    x?.code === '23505' ||
    x?.cause?.code === '23505' ||
    /Unique constraint failed|duplicate key value/.test(String(x?.message ?? ''))
  );
}
