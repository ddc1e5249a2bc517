import net from 'node:net';
import type { IncomingMessage } from 'node:http';

/**
 * The header the custom server (server.ts) stamps on every request with the client's address. Any copy a
 * client sends is removed first, so route handlers can trust it. In-process tests set it themselves.
 */
export const CLIENT_ADDRESS_HEADER = 'x-croupier-client-ip';

/** What clientAddress answers when nothing says where a request came from (in-process calls). */
export const UNKNOWN_ADDRESS = 'unknown';

type HeaderBag = Headers | Record<string, string | string[] | undefined>;

/**
 * The client's address for a request (a Fetch `Request`, or anything with headers, like next-auth's
 * `authorize(credentials, req)`): the trusted `x-croupier-client-ip` stamped by server.ts, else "unknown".
 */
export function clientAddress(req: { headers?: HeaderBag } | Request | undefined): string {
  const headers = req?.headers;
  let value: string | string[] | null | undefined;
  if (headers instanceof Headers) value = headers.get(CLIENT_ADDRESS_HEADER);
  else if (headers) value = headers[CLIENT_ADDRESS_HEADER];
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() || UNKNOWN_ADDRESS;
}

/**
 * How many reverse proxies in front of the server append to `X-Forwarded-For` (CROUPIER_TRUST_PROXY):
 * unset / "0" / "false" / "no" → none (the socket's peer is the client); a number → that many; anything else
 * ("true", "yes") → 1.
 */
export function trustedProxyHops(raw = process.env.CROUPIER_TRUST_PROXY): number {
  const value = raw?.trim().toLowerCase();
  if (!value || value === '0' || value === 'false' || value === 'no') return 0;
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 1;
}

/** `::ffff:10.0.0.1` → `10.0.0.1`; other addresses as they are. */
function normalise(address: string): string {
  const a = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(a);
  return mapped?.[1] ?? a;
}

/**
 * Works out the client address of a Node request and stamps it as `x-croupier-client-ip`, after deleting
 * whatever the client sent under that name. With `hops` trusted proxies (CROUPIER_TRUST_PROXY) the client is
 * the `hops`-th address from the right of `X-Forwarded-For` (what the outermost trusted proxy saw); without,
 * `X-Forwarded-For` is ignored (anyone can write it) and the socket's peer address is the client.
 */
export function stampClientAddress(req: IncomingMessage, hops = trustedProxyHops()): string {
  delete req.headers[CLIENT_ADDRESS_HEADER];
  // rawHeaders too: nothing downstream may see the client's own copy.
  const raw = req.rawHeaders;
  for (let i = raw.length - 2; i >= 0; i -= 2) {
    if (raw[i]?.toLowerCase() === CLIENT_ADDRESS_HEADER) raw.splice(i, 2);
  }
  let address = req.socket.remoteAddress ?? UNKNOWN_ADDRESS;
  if (hops > 0) {
    const xff = req.headers['x-forwarded-for'];
    const list = (Array.isArray(xff) ? xff.join(',') : (xff ?? ''))
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const candidate = list[list.length - hops] ?? list[0];
    if (candidate && net.isIP(normalise(candidate))) address = candidate;
  }
  address = normalise(address);
  req.headers[CLIENT_ADDRESS_HEADER] = address;
  raw.push(CLIENT_ADDRESS_HEADER, address);
  return address;
}
