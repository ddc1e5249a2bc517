import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress, stampClientAddress, trustedProxyHops } from '@/lib/http/client-address';
import { addressBucket } from '@/lib/auth/sign-in-limits';

function nodeRequest(remoteAddress: string, headers: Record<string, string>): IncomingMessage {
  const rawHeaders = Object.entries(headers).flat();
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return { headers: lower, rawHeaders, socket: { remoteAddress } } as unknown as IncomingMessage;
}

describe('client address (issue #11 §2)', () => {
  it("the server stamps the socket's address and removes a client's own x-croupier-client-ip", () => {
    const req = nodeRequest('::ffff:203.0.113.7', {
      'X-Croupier-Client-Ip': '10.9.9.9',
      'X-Forwarded-For': '198.51.100.1',
    });
    expect(stampClientAddress(req, 0)).toBe('203.0.113.7');
    expect(req.headers['x-croupier-client-ip']).toBe('203.0.113.7');
    expect(req.rawHeaders.filter((h, i) => i % 2 === 0 && h.toLowerCase() === 'x-croupier-client-ip')).toHaveLength(1);
    expect(req.rawHeaders.slice(-2)).toEqual(['x-croupier-client-ip', '203.0.113.7']);
  });

  it('X-Forwarded-For counts only behind trusted proxies (CROUPIER_TRUST_PROXY): the address the outermost one appended', () => {
    const xff = { 'x-forwarded-for': '1.1.1.1, 198.51.100.1, 10.0.0.2' }; // a client-written 1.1.1.1, then two proxies
    expect(stampClientAddress(nodeRequest('10.0.0.3', xff), 0)).toBe('10.0.0.3');
    expect(stampClientAddress(nodeRequest('10.0.0.3', xff), 1)).toBe('10.0.0.2');
    expect(stampClientAddress(nodeRequest('10.0.0.3', xff), 2)).toBe('198.51.100.1');
    expect(stampClientAddress(nodeRequest('10.0.0.3', { 'x-forwarded-for': 'not-an-ip' }), 1)).toBe('10.0.0.3');
    expect([undefined, '', '0', 'false', 'no', 'true', 'yes', '1', '2'].map((v) => trustedProxyHops(v))).toEqual([
      0, 0, 0, 0, 0, 1, 1, 1, 2,
    ]);
  });

  it('route handlers read the stamped header (Fetch Request or next-auth headers object); nothing stamped is "unknown"', () => {
    expect(clientAddress(new Request('http://x/', { headers: { 'x-croupier-client-ip': '203.0.113.7' } }))).toBe(
      '203.0.113.7',
    );
    expect(clientAddress({ headers: { 'x-croupier-client-ip': '203.0.113.8' } })).toBe('203.0.113.8');
    expect(clientAddress(new Request('http://x/'))).toBe('unknown');
    expect(clientAddress(undefined)).toBe('unknown');
  });

  it('the limits count IPv6 clients by their /64, IPv4 by address', () => {
    expect(addressBucket('2001:db8:0:12:aaaa::1')).toBe('2001:db8:0:12::/64');
    expect(addressBucket('2001:db8:0:12:bbbb:1:2:3')).toBe('2001:db8:0:12::/64');
    expect(addressBucket('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressBucket('::1')).toBe('0:0:0:0::/64');
    expect(addressBucket('203.0.113.7')).toBe('203.0.113.7');
    expect(addressBucket('unknown')).toBe('unknown');
  });
});
