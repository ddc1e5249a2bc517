import { call, ok } from './http';

/**
 * Lets the pit void a settled round at once, as before issue #18 §1 (tests whose subject is not the second
 * approver): the studio's `voidApprovalBelow` at its maximum, so every settled round's handle is below it.
 */
export async function allowVoidsAtOnce(adminToken: string): Promise<void> {
  await ok(call('PATCH', '/api/studio/settings', { token: adminToken, body: { voidApprovalBelow: 1_000_000_000 } }));
}
