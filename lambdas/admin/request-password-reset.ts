import { passwordResetRequestBodySchema } from '../../shared/admin/schemas';
import { httpHandler } from '../lib/http';
import { staffDeps } from './staff-deps';
import { requestPasswordReset } from './staff-service';

/** POST /api/staff-auth/password-reset `{email}` — 202 whatever the address; a staff account gets the reset link. */
export const handler = httpHandler({ body: passwordResetRequestBodySchema }, async ({ body, sourceIp }) => {
  await requestPasswordReset(staffDeps(), body.email, sourceIp);
  return { status: 202, body: { status: 'sent' } };
});
