import { call, login, ok } from './http';

/**
 * Lets the pit void a settled round at once, as before issue #18 §1 (tests whose subject is not the second
 * approver): the studio's `voidApprovalBelow` at its maximum, so every settled round's handle is below it.
 */
export async function allowVoidsAtOnce(adminToken: string): Promise<void> {
  await ok(call('PATCH', '/api/studio/settings', { token: adminToken, body: { voidApprovalBelow: 1_000_000_000 } }));
}

/** Creates a second PIT_BOSS `pit2` (the maker-checker's approver, issue #18 §1) and signs them in: their token. */
export async function addSecondPitBoss(adminToken: string): Promise<string> {
  await ok(
    call('POST', '/api/users', {
      token: adminToken,
      body: { username: 'pit2', password: 'pit2-password', role: 'PIT_BOSS' },
    }),
  );
  return login('pit2', 'pit2-password');
}
