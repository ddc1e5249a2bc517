import crypto from 'node:crypto';

/** The request id header: read from the client (or the proxy in front) when sane, always set on the answer. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What a client-supplied request id may look like: 1 to 128 of letters, digits and `._:-` (uuids, ULIDs,
 * hex trace ids, a proxy's `host-1234`). Anything else (spaces, quotes, newlines, very long) is replaced by a
 * generated one, so a client cannot forge log lines or stuff the logs.
 */
const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** A client's id (the first one, if the header came twice) if it is sane (SAFE_ID), else a new random uuid. */
export function requestIdOf(header: string | string[] | null | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return typeof value === 'string' && SAFE_ID.test(value) ? value : crypto.randomUUID();
}
