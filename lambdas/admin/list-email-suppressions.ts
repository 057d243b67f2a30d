import type { EmailSuppressionsResponse } from '../../shared/admin/email-suppressions';
import { staffWith } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { suppressions } from '../notifications/deps';

/** GET /api/admin/email-suppressions — the addresses no e-mail goes to (bounced or complained), newest first. */
export const handler = httpHandler({ authorize: staffWith('dashboard:read') }, async () => {
  const body: EmailSuppressionsResponse = { suppressions: await suppressions().list() };
  return { body };
});
