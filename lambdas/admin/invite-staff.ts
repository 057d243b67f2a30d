import { inviteStaffBodySchema } from '../../shared/admin/schemas';
import { staffWith } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { staffDeps } from './staff-deps';
import { inviteStaff } from './staff-service';

/** POST /api/admin/staff `{email, role}` — invites a member of staff by e-mail (admins only). */
export const handler = httpHandler({ authorize: staffWith('staff:manage'), body: inviteStaffBodySchema }, async ({ caller, body }) => {
  return { status: 201, body: { member: await inviteStaff(staffDeps(), caller, body) } };
});
