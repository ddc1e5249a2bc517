'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';

/** The pit's pages: the key of the label in `pit.nav`. */
const PIT_LINKS = [
  { href: '/pit', label: 'floor' },
  { href: '/pit/reports', label: 'reports' },
  { href: '/pit/players', label: 'players' },
  { href: '/pit/late-bets', label: 'lateBets' },
  { href: '/pit/shifts', label: 'shifts' },
  { href: '/pit/corrections', label: 'corrections' },
  { href: '/pit/audit', label: 'audit' },
] as const;

/** The link of `pathname`: the longest href it starts with (`/pit/players/abc` → Players; `/pit` only for itself). */
export function activePitLink(pathname: string): string | null {
  let best: string | null = null;
  for (const l of PIT_LINKS) {
    const match = l.href === '/pit' ? pathname === '/pit' : pathname === l.href || pathname.startsWith(`${l.href}/`);
    if (match && (!best || l.href.length > best.length)) best = l.href;
  }
  return best;
}

/**
 * The pit's sub-navigation (Floor · Reports · Players · Late bets · Shifts), the current page marked with
 * `aria-current="page"`. On a narrow screen the row scrolls sideways instead of wrapping onto several lines.
 */
export function PitNav({ className = '' }: { className?: string }) {
  const t = useTranslations('pit.nav');
  const active = activePitLink(usePathname() ?? '');
  return (
    <nav
      aria-label={t('label')}
      data-testid="pit-nav"
      className={`-mx-3 overflow-x-auto px-3 sm:mx-0 sm:px-0 ${className}`}
    >
      <ul className="flex w-max min-w-full gap-1 border-b border-line text-sm">
        {PIT_LINKS.map((l) => {
          const current = l.href === active;
          return (
            <li key={l.href}>
              <Link
                href={l.href}
                aria-current={current ? 'page' : undefined}
                data-testid={`pit-nav-${l.label}`}
                className={`-mb-px inline-block whitespace-nowrap border-b-2 px-3 py-2 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brass/60 ${
                  current
                    ? 'border-brass font-semibold text-gray-100'
                    : 'border-transparent text-gray-400 hover:border-gray-600 hover:text-gray-200'
                }`}
              >
                {t(l.label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
