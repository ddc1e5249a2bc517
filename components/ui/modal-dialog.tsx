'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The looks a modal comes in: the back office's squarer panel, the player's rounder one. */
const LOOKS = {
  office: {
    dialog: 'sm:rounded-xl',
    panel: 'sm:rounded-xl',
    close: 'rounded',
    body: 'space-y-4',
  },
  player: {
    dialog: 'sm:rounded-2xl',
    panel: 'sm:rounded-2xl',
    close: 'rounded-lg',
    body: 'leading-relaxed',
  },
} as const;

/**
 * A modal: a native `<dialog>` opened modal, so the page behind is inert; Tab and Shift+Tab go round its own
 * controls, Esc and the close button close it, and focus goes back to what opened it. Full screen on phones
 * (390 px), a centred panel from `sm` up. `closeOnBackdrop`: a click on the backdrop closes it too.
 */
export function ModalDialog({
  open,
  onClose,
  title,
  testId,
  closeTestId,
  titleId,
  look = 'office',
  closeOnBackdrop = false,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  testId?: string;
  closeTestId: string;
  /** The heading's id (one is made up when not given). */
  titleId?: string;
  look?: keyof typeof LOOKS;
  closeOnBackdrop?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const opener = useRef<Element | null>(null);
  const openedAt = useRef(0);
  const madeId = useId();
  const headingId = titleId ?? madeId;
  const tc = useTranslations('common');
  const cls = LOOKS[look];

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
      aria-labelledby={headingId}
      data-testid={testId}
      onKeyDown={onKeyDown}
      onClick={
        closeOnBackdrop
          ? (e) => {
              // A click on the backdrop (the dialog element itself, outside its panel) closes it — not the second
              // click of a double click on the button that opened it (it lands on the new backdrop).
              if (e.target === ref.current && e.detail < 2 && performance.now() - openedAt.current > 400)
                ref.current?.close();
            }
          : undefined
      }
      className={`m-0 h-full max-h-none w-full max-w-none bg-transparent p-0 text-gray-100 backdrop:bg-black/70 sm:m-auto sm:h-auto sm:max-h-[85vh] sm:max-w-2xl ${cls.dialog}`}
    >
      {open && (
        <div className={`flex h-full flex-col border-line bg-panel sm:max-h-[85vh] ${cls.panel} sm:border`}>
          <header className="flex items-center gap-3 border-b border-line px-4 py-3">
            <h2 id={headingId} className="min-w-0 flex-1 truncate text-lg font-semibold text-white">
              {title}
            </h2>
            <button
              ref={closeRef}
              type="button"
              data-testid={closeTestId}
              onClick={() => ref.current?.close()}
              className={`${cls.close} border border-line px-3 py-1.5 text-sm text-gray-200 hover:border-gray-400`}
            >
              {tc('close')}
            </button>
          </header>
          <div className={`min-h-0 flex-1 ${cls.body} overflow-y-auto px-4 py-4 text-sm`}>{children}</div>
        </div>
      )}
    </dialog>
  );
}
