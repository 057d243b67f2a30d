import { staffWith } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { staffDeps } from './staff-deps';
import { listStaff } from './staff-service';

/** GET /api/admin/staff — every staff account with role and status (admins only). */
export const handler = httpHandler({ authorize: staffWith('staff:manage') }, async () => {
  return { body: { staff: await listStaff(staffDeps()) } };
});
