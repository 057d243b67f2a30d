import type { MeRoleResponse } from '../../shared/admin/schemas';
import { resolveCaller } from '../lib/auth';
import { httpHandler } from '../lib/http';

/** GET /api/me/role — the signed-in user's role from `user_roles` (`viewer` without a row). */
export const handler = httpHandler({}, async ({ event }) => {
  const caller = await resolveCaller(event);
  const body: MeRoleResponse = { userId: caller.userId, role: caller.role, ...(caller.email ? { email: caller.email } : {}) };
  return { body };
});
