/**
 * Signing out from the top bar, as next-auth's `signOut({ callbackUrl })` does it (v4: the CSRF token from
 * `GET /api/auth/csrf`, then `POST /api/auth/signout`, then to the URL it answers), without
 * `next-auth/react` in every page's JavaScript (issue #16 §5: the login page keeps it for `signIn`).
 * A failed request still leaves for `callbackUrl` (the session cookie is then unchanged: the page says so
 * by showing the user still signed in there).
 */
export async function signOut(callbackUrl: string): Promise<void> {
  let url = callbackUrl;
  try {
    const csrf = (await (await fetch('/api/auth/csrf', { credentials: 'same-origin' })).json()) as {
      csrfToken?: string;
    };
    const res = await fetch('/api/auth/signout', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrfToken: csrf.csrfToken ?? '', callbackUrl, json: 'true' }),
    });
    const data = (await res.json().catch(() => ({}))) as { url?: string };
    if (data.url) url = data.url;
  } finally {
    window.location.href = url;
    if (url.includes('#')) window.location.reload();
  }
}
