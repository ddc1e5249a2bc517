import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonMethodNotAllowed } from '@/lib/http/method-not-allowed';

/** A server answering as Next does (an empty 405 on `/api/…`, set or by writeHead), and answers to leave alone. */
let server: http.Server;
let base = '';
beforeAll(async () => {
  server = http.createServer((req, res) => {
    jsonMethodNotAllowed(req, res);
    if (req.url === '/api/with-body') {
      res.statusCode = 405;
      res.setHeader('content-type', 'text/plain');
      res.end('own body');
    } else if (req.url === '/api/empty-ok') {
      res.statusCode = 204;
      res.end();
    } else if (req.url === '/api/head-given') {
      // As Next does it: writeHead(405) with its headers, then an empty end().
      res.writeHead(405, { allow: 'GET, POST' });
      res.end();
    } else if (req.url === '/api/head-then-body') {
      res.writeHead(405, { 'content-type': 'text/plain' });
      res.write('streamed');
      res.end();
    } else {
      res.statusCode = 405;
      res.setHeader('allow', 'POST');
      res.end();
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('[API] 405 answers carry the contract error body', () => {
  it('an empty 405 on /api/ becomes {"error": {"code": "METHOD_NOT_ALLOWED"}} as JSON, Allow kept', async () => {
    const r = await fetch(`${base}/api/rounds/abc/settle`);
    expect(r.status).toBe(405);
    expect(r.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(r.headers.get('allow')).toBe('POST');
    expect(await r.json()).toEqual({
      error: { code: 'METHOD_NOT_ALLOWED', message: 'GET is not allowed on this path.' },
    });
  });

  it('the same when the 405 comes as writeHead(405, headers) and an empty end, as Next sends it', async () => {
    const r = await fetch(`${base}/api/head-given`, { method: 'PUT' });
    expect([r.status, r.headers.get('allow'), r.headers.get('content-type')]).toEqual([
      405,
      'GET, POST',
      'application/json; charset=utf-8',
    ]);
    expect((await r.json()).error.code).toBe('METHOD_NOT_ALLOWED');
    const streamed = await fetch(`${base}/api/head-then-body`);
    expect([streamed.status, streamed.headers.get('content-type'), await streamed.text()]).toEqual([
      405,
      'text/plain',
      'streamed',
    ]);
  });

  it('leaves other answers alone: a 405 off the API, a 405 with its own body, an empty 204', async () => {
    const page = await fetch(`${base}/play`, { method: 'DELETE' });
    expect([page.status, await page.text()]).toEqual([405, '']);
    const own = await fetch(`${base}/api/with-body`);
    expect([own.status, own.headers.get('content-type'), await own.text()]).toEqual([405, 'text/plain', 'own body']);
    const ok = await fetch(`${base}/api/empty-ok`);
    expect([ok.status, await ok.text()]).toEqual([204, '']);
  });
});
