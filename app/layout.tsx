import type { Metadata } from 'next';
import './globals.css';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import { CONSOLE_NAMESPACES } from '@/lib/i18n/locales';
import { withoutConsoleMessages } from '@/lib/i18n/messages';
import { TopBar } from '@/components/ui/top-bar';

export const metadata: Metadata = {
  title: 'Croupier',
  description: 'Live-dealer studio back office and dealer console',
};

/**
 * Every page is rendered per request: its scripts carry the nonce of that answer's Content-Security-Policy
 * (proxy.ts). A page prerendered at build time would have scripts without a nonce, which the CSP blocks.
 */
export const dynamic = 'force-dynamic';

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // The player's language (lib/i18n/request.ts): messages, formats and time zone reach client components
  // through the provider.
  const locale = await getLocale();
  const messages = withoutConsoleMessages((await getMessages()) as never, CONSOLE_NAMESPACES);
  return (
    <html lang={locale}>
      <body className="min-h-screen font-sans antialiased">
        <NextIntlClientProvider messages={messages}>
          <TopBar />
          <main className="mx-auto max-w-[1600px] px-3 py-4 sm:px-4">{children}</main>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
