import { staffParamsSchema } from '../../shared/admin/schemas';
import { staffWith } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { staffDeps } from './staff-deps';
import { resendInvitation, revokeInvitation } from './staff-service';

/** POST /api/admin/staff/{userId}/invitation — sends a pending invitation again, with a fresh link (admins only). */
export const resend = httpHandler({ authorize: staffWith('staff:manage'), params: staffParamsSchema }, async ({ caller, params }) => {
  return { body: { member: await resendInvitation(staffDeps(), caller, params.userId) } };
});

/** DELETE /api/admin/staff/{userId}/invitation — withdraws a pending invitation and its waiting account (admins only). */
export const revoke = httpHandler({ authorize: staffWith('staff:manage'), params: staffParamsSchema }, async ({ caller, params }) => {
  await revokeInvitation(staffDeps(), caller, params.userId);
  return { status: 204 };
});
