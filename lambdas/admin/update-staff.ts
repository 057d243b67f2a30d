import { staffParamsSchema, updateStaffBodySchema } from '../../shared/admin/schemas';
import { staffWith } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { staffDeps } from './staff-deps';
import { updateStaff } from './staff-service';

/** PATCH /api/admin/staff/{userId} `{role?, disabled?}` — changes a member's role or access (admins only). */
export const handler = httpHandler({ authorize: staffWith('staff:manage'), params: staffParamsSchema, body: updateStaffBodySchema }, async ({ caller, params, body }) => {
  await updateStaff(staffDeps(), caller, params.userId, body);
  return { status: 204 };
});
