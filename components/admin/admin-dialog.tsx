'use client';

import type { ReactNode } from 'react';
import { ModalDialog } from '@/components/ui/modal-dialog';

/**
 * A back-office modal (a user's controls and history): the shared {@link ModalDialog} (Tab goes round its own
 * controls, Esc and the close button close it, focus goes back to what opened it), with its close button
 * `dialog-close`.
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
  return (
    <ModalDialog open={open} onClose={onClose} title={title} testId={testId} closeTestId="dialog-close">
      {children}
    </ModalDialog>
  );
}
