'use client';

import type { ReactNode } from 'react';
import { PitNav } from '@/components/pit/pit-nav';
import { RoleGate } from '@/components/ui/back-office';

/** A pit page's gate: PIT_BOSS and ADMIN see `children`; anyone else is sent to sign in or told no. */
export function PitGate({ children }: { children: ReactNode }) {
  return (
    <RoleGate roles={['PIT_BOSS', 'ADMIN']} area="pit">
      {() => children}
    </RoleGate>
  );
}

/** A pit page's top: the pit's navigation, then the page's title and subtitle. */
export function PitPageHead({ title, subtitle }: { title: ReactNode; subtitle: ReactNode }) {
  return (
    <>
      <PitNav />
      <div>
        <h1 className="text-xl font-semibold text-gray-100">{title}</h1>
        <p className="text-xs text-gray-500">{subtitle}</p>
      </div>
    </>
  );
}
