import type { Metadata } from 'next';
import './globals.css';
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

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen font-sans antialiased">
        <TopBar />
        <main className="mx-auto max-w-[1600px] px-4 py-4">{children}</main>
      </body>
    </html>
  );
}
