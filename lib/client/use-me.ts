'use client';

import { useCallback, useEffect, useState } from 'react';
import { api } from '@/lib/client/api';

export interface Me {
  id: string;
  username: string;
  role: 'ADMIN' | 'PIT_BOSS' | 'DEALER' | 'PLAYER';
  balance: number;
}

/** The signed-in user (`GET /api/me`), null when signed out, undefined while loading. */
export function useMe(): { me: Me | null | undefined; reload: () => void; setBalance: (b: number) => void } {
  const [me, setMe] = useState<Me | null | undefined>(undefined);
  const reload = useCallback(() => {
    api<Me>('GET', '/api/me')
      .then(setMe)
      .catch(() => setMe(null));
  }, []);
  useEffect(reload, [reload]);
  const setBalance = useCallback((balance: number) => setMe((m) => (m ? { ...m, balance } : m)), []);
  return { me, reload, setBalance };
}
