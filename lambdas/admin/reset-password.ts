import { passwordResetBodySchema } from '../../shared/admin/schemas';
import { httpHandler } from '../lib/http';
import { staffDeps } from './staff-deps';
import { resetPassword } from './staff-service';

/** POST /api/staff-auth/reset-password `{token, password}` — sets the new password from a reset link. */
export const handler = httpHandler({ body: passwordResetBodySchema }, async ({ body }) => ({ body: await resetPassword(staffDeps(), body) }));
