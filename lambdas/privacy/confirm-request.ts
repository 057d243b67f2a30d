import { privacyConfirmBodySchema } from '../../shared/privacy/schemas';
import { httpHandler } from '../lib/http';
import { personalDataDeps } from './deps';
import { confirmPersonalDataRequest } from './request-service';

/** POST /api/privacy/requests/confirm `{token}` — carries out the e-mailed request once; a used or expired link is 400. */
export const handler = httpHandler({ body: privacyConfirmBodySchema }, async ({ body }) => ({
  body: await confirmPersonalDataRequest(personalDataDeps(), body.token),
}));
