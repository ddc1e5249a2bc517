/**
 * Clock and child processes of the `fanout` and `card` bench sections (scripts/bench/fanout.ts and its children
 * fanout-node.ts, fanout-viewers.ts).
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** Milliseconds on CLOCK_MONOTONIC (process.hrtime): one clock for every process of the machine, unlike performance.now(). */
export const monoMs = (): number => Number(process.hrtime.bigint()) / 1e6;

/** A child process running a TypeScript file of scripts/bench through tsx, with IPC. */
export interface BenchChild {
  proc: ChildProcess;
  send(m: unknown): void;
  /** The next message of `type` (and `pred`), or an Error after `timeoutMs`; an `{type:'error'}` message rejects too. */
  next<T = Record<string, unknown>>(type: string, timeoutMs?: number, pred?: (m: T) => boolean): Promise<T>;
  /** Calls `fn` for every message of `type` until the returned function is called. */
  on<T = Record<string, unknown>>(type: string, fn: (m: T) => void): () => void;
  /** Asks it to close (`{type:'close'}`) and waits for its exit, killing it (by its pid) after 5 s. */
  stop(): Promise<void>;
}

/**
 * Forks `scripts/bench/<file>` with `env` added to this process's environment (LOG_LEVEL warn unless set) and
 * waits for its `{type:'ready'}` (returned as `ready`). Errors: the child's `{type:'error'}` or exit before ready.
 */
export async function startChild(
  file: string,
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<{ child: BenchChild; ready: Record<string, unknown> }> {
  const proc = fork(path.join(import.meta.dirname, file), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const listeners = new Set<(m: Record<string, unknown>) => void>();
  proc.on('message', (m) => {
    for (const l of [...listeners]) l(m as Record<string, unknown>);
  });
  let exited = false;
  const exit = new Promise<void>((r) =>
    proc.once('exit', () => {
      exited = true;
      r();
    }),
  );
  const on = <T>(type: string, fn: (m: T) => void) => {
    const l = (m: Record<string, unknown>) => {
      if (m.type === type) fn(m as T);
    };
    listeners.add(l);
    return () => void listeners.delete(l);
  };
  const next = <T>(type: string, ms = 120_000, pred?: (m: T) => boolean) =>
    new Promise<T>((resolve, reject) => {
      const done = (f: () => void) => {
        clearTimeout(timer);
        listeners.delete(l);
        f();
      };
      const timer = setTimeout(() => done(() => reject(new Error(`${file}: no ${type} in ${ms} ms`))), ms);
      const l = (m: Record<string, unknown>) => {
        if (m.type === 'error') done(() => reject(new Error(`${file}: ${String(m.message)}`)));
        else if (m.type === type && (!pred || pred(m as T))) done(() => resolve(m as T));
      };
      listeners.add(l);
      void exit.then(() => done(() => reject(new Error(`${file} exited`))));
    });
  const child: BenchChild = {
    proc,
    send: (m) => {
      if (!exited) proc.send(m as object);
    },
    next,
    on,
    stop: async () => {
      if (exited) return;
      proc.send({ type: 'close' });
      const timer = setTimeout(() => proc.kill('SIGKILL'), 5_000);
      await exit;
      clearTimeout(timer);
    },
  };
  try {
    const ready = await next<Record<string, unknown>>('ready', timeoutMs);
    return { child, ready };
  } catch (e) {
    await child.stop();
    throw e;
  }
}
