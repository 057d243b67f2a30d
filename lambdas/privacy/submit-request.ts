import { privacyRequestBodySchema } from '../../shared/privacy/schemas';
import { httpHandler } from '../lib/http';
import { requestDeps } from './deps';
import { requestPersonalData } from './request-service';

/** POST /api/privacy/requests `{email, kind}` — 202 `{"status": "pending"}` for every address. */
export const handler = httpHandler({ body: privacyRequestBodySchema }, async ({ body, sourceIp }) => {
  await requestPersonalData(requestDeps(), { email: body.email, kind: body.kind, clientAddress: sourceIp });
  return { status: 202, body: { status: 'pending' } };
});
