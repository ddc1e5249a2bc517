'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A back-office modal (a user's controls and history): a native `<dialog>` opened modal, so the page behind is
 * inert; Tab and Shift+Tab go round its own controls, Esc and the close button close it, and focus goes back to
 * what opened it. Full screen on phones (390 px), a centred panel from `sm` up.
 */
export function AdminDialog({
  open,
  onClose,
  title,
  testId,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  testId?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();
  const tc = useTranslations('common');

  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) {
      opener.current = document.activeElement;
      d.showModal();
      closeRef.current?.focus();
    } else if (!open && d.open) {
      d.close();
    }
  }, [open]);

  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    const closed = () => {
      onClose();
      const back = opener.current;
      if (back instanceof HTMLElement) back.focus();
    };
    d.addEventListener('close', closed);
    return () => d.removeEventListener('close', closed);
  }, [onClose]);

  const onKeyDown = (e: React.KeyboardEvent<HTMLDialogElement>) => {
    if (e.key !== 'Tab') return;
    const items = [...(ref.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].filter(
      (el) => el.offsetParent !== null || el === document.activeElement,
    );
    if (!items.length) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (e.shiftKey && (document.activeElement === first || !ref.current?.contains(document.activeElement))) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      data-testid={testId}
      onKeyDown={onKeyDown}
      className="m-0 h-full max-h-none w-full max-w-none bg-transparent p-0 text-gray-100 backdrop:bg-black/70 sm:m-auto sm:h-auto sm:max-h-[85vh] sm:max-w-2xl sm:rounded-xl"
    >
      {open && (
        <div className="flex h-full flex-col border-line bg-panel sm:max-h-[85vh] sm:rounded-xl sm:border">
          <header className="flex items-center gap-3 border-b border-line px-4 py-3">
            <h2 id={titleId} className="min-w-0 flex-1 truncate text-lg font-semibold text-white">
              {title}
            </h2>
            <button
              ref={closeRef}
              type="button"
              data-testid="dialog-close"
              onClick={() => ref.current?.close()}
              className="rounded border border-line px-3 py-1.5 text-sm text-gray-200 hover:border-gray-400"
            >
              {tc('close')}
            </button>
          </header>
          <div className="min-h-0 flex-1 space-y-4 overflow-y-auto px-4 py-4 text-sm">{children}</div>
        </div>
      )}
    </dialog>
  );
}
