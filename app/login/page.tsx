'use client';

import { Suspense, useState, useSyncExternalStore } from 'react';
import { signIn } from 'next-auth/react';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { safeCallbackPath } from '@/lib/auth/safe-callback';

const noSubscribe = () => () => {};

/** True once React runs in the browser (false in the server's HTML): the form is sent by script only. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}

function LoginForm() {
  const hydrated = useHydrated();
  const params = useSearchParams();
  const t = useTranslations('login');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const res = await signIn('credentials', { username, password, redirect: false });
    setBusy(false);
    if (!res || res.error)
      return setError(
        res?.error?.startsWith('TOO_MANY_ATTEMPTS:')
          ? t('tooMany', { seconds: res.error.slice('TOO_MANY_ATTEMPTS:'.length) })
          : t('wrong'),
      );
    // Only a path of this origin; anything else (javascript:, another site) goes to the role's home via '/'.
    window.location.href = safeCallbackPath(params.get('callbackUrl'), '/', window.location.origin);
  }

  return (
    // POST, and no submit before the script runs: a form sent natively must never put the password in a URL.
    <form
      method="post"
      onSubmit={submit}
      className="mx-auto mt-12 w-full max-w-sm space-y-4 rounded-lg border border-line bg-panel p-6 sm:mt-24"
    >
      <h1 className="text-xl font-semibold text-brass">{t('title')}</h1>
      <label className="block text-sm">
        <span className="text-gray-400">{t('username')}</span>
        <input
          name="username"
          autoFocus
          autoComplete="username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          className="mt-1 w-full rounded border border-line bg-ink px-3 py-2"
        />
      </label>
      <label className="block text-sm">
        <span className="text-gray-400">{t('password')}</span>
        <input
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          className="mt-1 w-full rounded border border-line bg-ink px-3 py-2"
        />
      </label>
      {error && (
        <p role="alert" className="text-sm text-red-400">
          {error}
        </p>
      )}
      <button
        type="submit"
        disabled={busy || !hydrated}
        className="w-full rounded bg-brass px-3 py-2 font-semibold text-ink disabled:opacity-50"
      >
        {busy ? t('busy') : t('submit')}
      </button>
    </form>
  );
}

export default function LoginPage() {
  return (
    <Suspense>
      <LoginForm />
    </Suspense>
  );
}
