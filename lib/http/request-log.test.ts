/**
 * [OPS] Request logs with a request id (issue #16 §4, lib/http/request-log.ts), on a real Node http server
 * like server.ts's: a sane `X-Request-Id` is kept, anything else replaced by a generated uuid; the id is
 * echoed on the answer, seen by the handler, and on the log line, which carries no header (no cookie, no token).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestIdOf, requestLog } from '@/lib/http/request-log';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('[OPS] request id', () => {
  it('keeps 1..128 of letters, digits and ._:- and replaces anything else', () => {
    for (const ok of ['abc-123', 'f81d4fae-7dec-11d0-a765-00a0c91e6bf6', 'lb.1:req_9', 'x'.repeat(128)])
      expect(requestIdOf(ok)).toBe(ok);
    expect(requestIdOf(['first-1', 'second-2'])).toBe('first-1');
    for (const bad of [undefined, '', 'two words', 'a\nfake log line', 'x'.repeat(129), '"quoted"', 'é'])
      expect(requestIdOf(bad)).toMatch(UUID);
  });
});

describe('[OPS] request log on a Node server', () => {
  const lines: Record<string, any>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const l of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(l));
      done();
    },
  });
  const seenByHandler: string[] = [];
  let server: http.Server;
  let base = '';

  beforeAll(async () => {
    const log = requestLog(pino({ level: 'debug' }, sink));
    server = http.createServer((req, res) => {
      req.headers['x-croupier-client-ip'] = '203.0.113.7';
      log(req, res);
      seenByHandler.push(String(req.headers['x-request-id']));
      res.statusCode = req.url?.startsWith('/boom') ? 500 : 200;
      res.end('ok');
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  const lineFor = async (id: string) => {
    for (let i = 0; i < 100 && !lines.some((l) => l.req?.id === id); i++) await new Promise((d) => setTimeout(d, 10));
    return lines.find((l) => l.req?.id === id)!;
  };

  it('echoes a sane id, hands it to the handler and logs it with method, path, status; no headers', async () => {
    const res = await fetch(`${base}/api/tables?secret=query`, {
      headers: {
        'x-request-id': 'trace-42',
        authorization: 'Bearer tok-SECRET',
        cookie: 'next-auth.session-token=SECRET',
      },
    });
    expect(res.headers.get('x-request-id')).toBe('trace-42');
    expect(seenByHandler.at(-1)).toBe('trace-42');
    const line = await lineFor('trace-42');
    expect(line.req).toEqual({ id: 'trace-42', method: 'GET', path: '/api/tables', ip: '203.0.113.7' });
    expect(line.res).toEqual({ statusCode: 200 });
    expect(line.level).toBe(30); // info
    expect(typeof line.responseTime).toBe('number');
    expect(JSON.stringify(line)).not.toMatch(/SECRET|secret=query/);
  });

  it('replaces an unsafe id by a generated one, echoed and logged alike; 5xx at error, probes at debug', async () => {
    const res = await fetch(`${base}/boom`, { headers: { 'x-request-id': 'has space' } });
    const id = res.headers.get('x-request-id')!;
    expect(id).toMatch(UUID);
    expect(seenByHandler.at(-1)).toBe(id);
    expect((await lineFor(id)).level).toBe(50); // error
    const probe = await fetch(`${base}/api/health`);
    expect((await lineFor(probe.headers.get('x-request-id')!)).level).toBe(20); // debug
    const none = await fetch(`${base}/api/me`);
    expect(none.headers.get('x-request-id')).toMatch(UUID);
  });

  it('static assets get an id but no log line', async () => {
    const res = await fetch(`${base}/_next/static/chunks/app.js`);
    const id = res.headers.get('x-request-id')!;
    expect(id).toMatch(UUID);
    await new Promise((d) => setTimeout(d, 50));
    expect(lines.some((l) => l.req?.id === id)).toBe(false);
  });
});
