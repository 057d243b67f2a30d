import { emailSuppressionParamsSchema } from '../../shared/admin/schemas';
import { AppError } from '../../shared/errors';
import { staffWith } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { audit } from '../audit/deps';
import { suppressions } from '../notifications/deps';

/**
 * DELETE /api/admin/email-suppressions/{email} — admins only: the address may be mailed again (its owner fixed the
 * mailbox, or the complaint was a mistake) → 204, recorded in the audit log with the reason it had; 404 when the
 * address is not suppressed.
 */
export const handler = httpHandler({ authorize: staffWith('suppressions:manage'), params: emailSuppressionParamsSchema }, async ({ caller, params }) => {
  const lifted = await suppressions().lift(params.email);
  if (!lifted) throw new AppError('NOT_FOUND', { message: 'This address is not suppressed.' });
  await audit().record(caller, 'email_suppression.lifted', `address:${lifted.email}`, { reason: lifted.reason, suppressed_at: lifted.at });
  return { status: 204 };
});
