import { staffParamsSchema, updateStaffBodySchema } from '../../shared/admin/schemas';
import { requireRole } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { staffDeps } from './deps';
import { updateStaff } from './staff-service';

/** PATCH /api/admin/staff/{userId} `{role?, disabled?}` — changes a member's role or access (admins only). */
export const handler = httpHandler({ params: staffParamsSchema, body: updateStaffBodySchema }, async ({ event, params, body }) => {
  const caller = await requireRole(event, 'staff:manage');
  await updateStaff(staffDeps(), caller, params.userId, body);
  return { status: 204 };
});
