import { describe, expect, it } from 'vitest';
import { safeCallbackPath, withoutUnsafeCallbackCookie } from '@/lib/auth/safe-callback';

describe('[AUTH] safeCallbackPath: only same-origin paths leave the sign-in page (issue #11)', () => {
  it('keeps a path of this origin with its query and fragment', () => {
    expect(safeCallbackPath('/pit')).toBe('/pit');
    expect(safeCallbackPath('/pit/rounds/abc?tab=log#x')).toBe('/pit/rounds/abc?tab=log#x');
    expect(safeCallbackPath('/play/t-1')).toBe('/play/t-1');
  });

  it.each([
    ['javascript:alert(document.domain)'],
    ['JavaScript:alert(1)'],
    [' javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['https://elsewhere.example/login'],
    ['http://elsewhere.example'],
    ['//elsewhere.example/pit'],
    ['/\\elsewhere.example'],
    ['\\\\elsewhere.example'],
    ['/\t/elsewhere.example'],
    ['/\n/elsewhere.example'],
    ['/ /elsewhere.example'],
    ['elsewhere.example'],
    ['pit'],
    [''],
  ])('sends %j to the fallback', (raw) => {
    expect(safeCallbackPath(raw)).toBe('/');
    expect(safeCallbackPath(raw, '/pit')).toBe('/pit');
  });

  it.each([
    ['/.//elsewhere.example/phish'],
    ['/..//elsewhere.example'],
    ['/x/..//elsewhere.example'],
    ['/%2e//elsewhere.example'],
    ['/%2E%2E//elsewhere.example'],
  ])('sends %j, whose dot segments resolve to //host, to the fallback', (raw) => {
    expect(safeCallbackPath(raw)).toBe('/');
  });

  it("takes an absolute URL of the page's own origin as its path (next-auth's redirects), nothing else", () => {
    const origin = 'http://localhost:3000';
    expect(safeCallbackPath('http://localhost:3000/pit/rounds/r1?x=1', '/', origin)).toBe('/pit/rounds/r1?x=1');
    expect(safeCallbackPath('http://localhost:3000//elsewhere.example', '/', origin)).toBe('/');
    expect(safeCallbackPath('http://localhost:3001/pit', '/', origin)).toBe('/');
    expect(safeCallbackPath('https://localhost:3000/pit', '/', origin)).toBe('/');
    expect(safeCallbackPath('http://localhost:3000.elsewhere.example/pit', '/', origin)).toBe('/');
    expect(safeCallbackPath('http://localhost:3000/pit')).toBe('/');
  });

  it('sends a missing value to the fallback', () => {
    expect(safeCallbackPath(null)).toBe('/');
    expect(safeCallbackPath(undefined, '/dealer')).toBe('/dealer');
  });

  it('drops a planted next-auth callback-url cookie that is not a path of this origin, keeps the rest', () => {
    const origin = 'http://localhost:3000';
    expect(withoutUnsafeCallbackCookie('a=1; next-auth.callback-url=javascript%3Aalert(1); b=2', origin)).toBe(
      'a=1; b=2',
    );
    expect(withoutUnsafeCallbackCookie('__Secure-next-auth.callback-url=%2F%2Felsewhere.example', origin)).toBe('');
    expect(withoutUnsafeCallbackCookie('next-auth.callback-url=%E0%A4%A', origin)).toBe('');
    expect(
      withoutUnsafeCallbackCookie('next-auth.callback-url=http%3A%2F%2Flocalhost%3A3000%2Fpit; a=1', origin),
    ).toBeNull();
    expect(withoutUnsafeCallbackCookie('a=1', origin)).toBeNull();
    expect(withoutUnsafeCallbackCookie(null, origin)).toBeNull();
  });
});
