import { z } from 'zod';
import { route } from '@/lib/http/route';
import { createUser, listUsers } from '@/lib/users/manage-users';

/** Letters that render as nothing (Hangul fillers). */
const BLANK_LETTERS = /[\u115F\u1160\u3164\uFFA0]/gu;

const body = z.object({
  username: z
    .string()
    .trim()
    .min(2)
    .max(40)
    .regex(/^[A-Za-z0-9_.-]+$/, 'letters, digits, _ . - only'),
  password: z.string().min(8, 'at least 8 characters').max(200),
  role: z.enum(['ADMIN', 'PIT_BOSS', 'DEALER', 'PLAYER']),
  /** The name players see (a dealer on the lobby, issue #13); the username when absent. */
  displayName: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[\p{L}\p{M}0-9 .'-]+$/u, "letters, digits, spaces and . ' - only")
    // Something must show: a visible letter or digit (Hangul fillers are letters that render as nothing),
    // and no combining mark without a letter under it.
    .refine((v) => /[\p{L}\p{N}]/u.test(v.replace(BLANK_LETTERS, '')), 'a visible letter or digit')
    .refine((v) => !/(^|[^\p{L}\p{N}\p{M}])\p{M}/u.test(v.replace(BLANK_LETTERS, ' ')), 'a mark needs a letter')
    .optional(),
});

/** `POST /api/users` (ADMIN) → 201 `{id, username, role}`; optional `displayName`. */
export const POST = route({ roles: ['ADMIN'], status: 201, body }, async (ctx) => createUser(ctx.command(), ctx.body));

/** `GET /api/users` (ADMIN, PIT_BOSS) → users with balances. */
export const GET = route({ roles: ['ADMIN', 'PIT_BOSS'] }, async () => listUsers());

export const dynamic = 'force-dynamic';
