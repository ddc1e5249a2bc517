'use client';

import { useEffect, useState } from 'react';
import { api } from '@/lib/client/api';

/** The studio's tables for a filter (`GET /api/tables`, once); none when that fails. */
export function useTableList<T extends { id: string; name: string } = { id: string; name: string }>(): T[] {
  const [tables, setTables] = useState<T[]>([]);
  useEffect(() => {
    api<T[]>('GET', '/api/tables')
      .then(setTables)
      .catch(() => undefined);
  }, []);
  return tables;
}

/** The users of one role (`GET /api/users`, either a list or a page of one). */
export async function usersOfRole<T extends { role: string }>(role: string): Promise<T[]> {
  const u = await api<T[] | { items: T[] }>('GET', '/api/users');
  return (Array.isArray(u) ? u : u.items).filter((x) => x.role === role);
}
