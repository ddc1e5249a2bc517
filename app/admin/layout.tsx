import { ConsoleMessages } from '@/lib/i18n/console-messages';

/** A console: every message, the console namespaces included (the root layout sends players' only). */
export default function ConsoleLayout({ children }: { children: React.ReactNode }) {
  return <ConsoleMessages>{children}</ConsoleMessages>;
}
