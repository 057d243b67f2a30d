import type { PrivacyRequestsResponse } from '../../shared/privacy/schemas';
import { staffWith } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { personalDataDeps } from './deps';
import { listPrivacyRequests } from './request-service';

/** GET /api/admin/privacy/requests (admins) — the requests, newest first, each with its 30-day deadline. */
export const handler = httpHandler({ authorize: staffWith('privacy:manage') }, async () => {
  const response: PrivacyRequestsResponse = { requests: await listPrivacyRequests(personalDataDeps()) };
  return { body: response };
});
