import { inviteStaffBodySchema } from '../../shared/admin/schemas';
import { requireRole } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { staffDeps } from './deps';
import { inviteStaff } from './staff-service';

/** POST /api/admin/staff `{email, role}` — invites a member of staff by e-mail (admins only). */
export const handler = httpHandler({ body: inviteStaffBodySchema }, async ({ event, body }) => {
  const caller = await requireRole(event, 'staff:manage');
  return { status: 201, body: { member: await inviteStaff(staffDeps(), caller, body) } };
});
