import Link from 'next/link';
import { useTranslations } from 'next-intl';

/** Shown to a signed-in user who cannot deal (a PLAYER). */
export function NotStaff() {
  const t = useTranslations('dealer');
  return (
    <div className="mx-auto mt-24 max-w-md rounded border border-line bg-panel p-6 text-sm">
      <h1 className="text-base font-semibold text-brass">{t('notStaff.title')}</h1>
      <p className="mt-2 text-gray-400">{t('notStaff.body')}</p>
      <Link href="/" className="mt-4 inline-block text-gray-300 underline hover:text-white">
        {t('notStaff.back')}
      </Link>
    </div>
  );
}
