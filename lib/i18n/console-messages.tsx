import { NextIntlClientProvider } from 'next-intl';

/**
 * The consoles' pages (dealer, pit, admin) get every message; the root layout sends the others only what
 * players read (lib/i18n/messages.ts `withoutConsoleMessages`), so a phone does not download the consoles'.
 */
export function ConsoleMessages({ children }: { children: React.ReactNode }) {
  return <NextIntlClientProvider>{children}</NextIntlClientProvider>;
}
