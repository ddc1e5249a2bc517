/**
 * [OPS] The graceful shutdown's own steps (lib/http/shutdown.ts), on a real HTTP server in-process:
 * a request in flight is finished before socket.io and the database close; a request read after the
 * signal is answered 503 SHUTTING_DOWN and never reaches the app; the grace period bounds the drain.
 * (e2e/shutdown.spec.ts checks the whole server under SIGTERM.)
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { gracefulShutdown, shutdownGraceMs, ShutdownGate, type ShutdownParts } from '@/lib/http/shutdown';

type Answer = { status: number; body: string } | { error: string };

function get(port: number, agent: http.Agent | false = false): Promise<Answer> {
  return new Promise((resolve) => {
    const req = http.request({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    req.end();
  });
}

const servers: http.Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    s.close();
  }
});

/** A server whose app answers "done" when `release()` is called; `steps` records the order of the shutdown's steps. */
async function setup(graceMs: number) {
  const gate = new ShutdownGate();
  const steps: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let reached = 0;
  const server = http.createServer(
    gate.wrap(async (_req, res) => {
      reached++;
      await released;
      steps.push('request answered');
      res.end('done');
    }),
  );
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  const parts: ShutdownParts = {
    server,
    gate,
    graceMs,
    stopTicker: async () => void steps.push('ticker stopped'),
    closeSockets: async () => void steps.push('sockets closed'),
    closeApp: async () => void steps.push('app closed'),
    closeDatabase: async () => void steps.push('database closed'),
  };
  return { gate, steps, release, port, parts, reached: () => reached };
}

describe('[OPS] graceful shutdown', () => {
  it('finishes the request in flight, then closes sockets and the database, and exits 0', async () => {
    const t = await setup(5_000);
    const inFlight = get(t.port);
    await expect.poll(() => t.gate.count).toBe(1);
    const done = gracefulShutdown(t.parts, 'SIGTERM');
    // Once the listen queue is drained the listener closes: a new connection is refused, never reaching the app.
    await expect.poll(() => t.parts.server.listening).toBe(false);
    expect(await get(t.port)).toEqual({ error: 'ECONNREFUSED' });
    expect(t.steps).toEqual(['ticker stopped']);
    t.release();
    expect(await inFlight).toEqual({ status: 200, body: 'done' });
    expect(await done).toBe(0);
    expect(t.steps).toEqual(['ticker stopped', 'request answered', 'sockets closed', 'app closed', 'database closed']);
    expect(t.reached()).toBe(1);
  });

  it('answers a request read after the signal 503 SHUTTING_DOWN in the contract shape, without running it', async () => {
    const t = await setup(5_000);
    t.gate.closing = true;
    const r = await get(t.port);
    expect(r).toEqual({
      status: 503,
      body: JSON.stringify({
        error: {
          code: 'SHUTTING_DOWN',
          message: 'The server is shutting down; this request was not run. Try again in a moment.',
        },
      }),
    });
    expect(t.reached()).toBe(0);
    expect(t.gate.count).toBe(0);
  });

  it('closes idle keep-alive connections so they do not hold the process', async () => {
    const t = await setup(5_000);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const first = get(t.port, agent);
    await expect.poll(() => t.gate.count).toBe(1);
    t.release();
    expect(await first).toEqual({ status: 200, body: 'done' });
    // The keep-alive connection is now idle and open; the shutdown must not wait for it.
    const started = Date.now();
    expect(await gracefulShutdown(t.parts, 'SIGTERM')).toBe(0);
    expect(Date.now() - started).toBeLessThan(2_000);
    agent.destroy();
  });

  it('cuts what is still in flight at the deadline and exits 1', async () => {
    const t = await setup(300);
    const stuck = get(t.port);
    await expect.poll(() => t.gate.count).toBe(1);
    const started = Date.now();
    expect(await gracefulShutdown(t.parts, 'SIGTERM')).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await stuck).toEqual({ error: 'ECONNRESET' });
    expect(t.steps).toEqual(['ticker stopped', 'sockets closed', 'app closed', 'database closed']);
    t.release();
  });

  it('reads CROUPIER_SHUTDOWN_GRACE_MS (default 10 s) and refuses a bad value', () => {
    expect(shutdownGraceMs({})).toBe(10_000);
    expect(shutdownGraceMs({ CROUPIER_SHUTDOWN_GRACE_MS: '2500' })).toBe(2_500);
    expect(() => shutdownGraceMs({ CROUPIER_SHUTDOWN_GRACE_MS: '10s' })).toThrow(/CROUPIER_SHUTDOWN_GRACE_MS/);
    expect(() => shutdownGraceMs({ CROUPIER_SHUTDOWN_GRACE_MS: '-1' })).toThrow(/CROUPIER_SHUTDOWN_GRACE_MS/);
  });
});
