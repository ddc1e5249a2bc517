'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal panel (the table's rules and paytable): a native `<dialog>` opened modal, so the page behind is
 * inert; Tab and Shift+Tab go round its own controls, Esc and the close button close it, and focus goes back
 * to what opened it. Full screen on phones, a centred panel from `sm` up.
 */
export function RulesDialog({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const opener = useRef<Element | null>(null);
  const openedAt = useRef(0);
  const tc = useTranslations('common');

  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) {
      opener.current = document.activeElement;
      openedAt.current = performance.now();
      d.showModal();
      closeRef.current?.focus();
    } else if (!open && d.open) {
      d.close();
    }
  }, [open]);

  // Whatever closed it (Esc, the button, a click on the backdrop): the parent learns, focus goes back.
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
      aria-labelledby="rules-dialog-title"
      data-testid="rules-dialog"
      onKeyDown={onKeyDown}
      onClick={(e) => {
        // A click on the backdrop (the dialog element itself, outside its panel) closes it — not the second
        // click of a double click on the Rules button that opened it (it lands on the new backdrop).
        if (e.target === ref.current && e.detail < 2 && performance.now() - openedAt.current > 400)
          ref.current?.close();
      }}
      className="m-0 h-full max-h-none w-full max-w-none bg-transparent p-0 text-gray-100 backdrop:bg-black/70 sm:m-auto sm:h-auto sm:max-h-[85vh] sm:max-w-2xl sm:rounded-2xl"
    >
      {open && (
        <div className="flex h-full flex-col border-line bg-panel sm:max-h-[85vh] sm:rounded-2xl sm:border">
          <header className="flex items-center gap-3 border-b border-line px-4 py-3">
            <h2 id="rules-dialog-title" className="min-w-0 flex-1 truncate text-lg font-semibold text-white">
              {title}
            </h2>
            <button
              ref={closeRef}
              type="button"
              data-testid="rules-close"
              onClick={() => ref.current?.close()}
              className="rounded-lg border border-line px-3 py-1.5 text-sm text-gray-200 hover:border-gray-400"
            >
              {tc('close')}
            </button>
          </header>
          <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4 text-sm leading-relaxed">{children}</div>
        </div>
      )}
    </dialog>
  );
}
