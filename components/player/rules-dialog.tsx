'use client';

import type { ReactNode } from 'react';
import { ModalDialog } from '@/components/ui/modal-dialog';

/**
 * A modal panel (the table's rules and paytable): the shared {@link ModalDialog} in the player's look (Tab goes
 * round its own controls, Esc, the close button and a click on the backdrop close it, focus goes back to what
 * opened it).
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
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={title}
      testId="rules-dialog"
      closeTestId="rules-close"
      titleId="rules-dialog-title"
      look="player"
      closeOnBackdrop
    >
      {children}
    </ModalDialog>
  );
}
