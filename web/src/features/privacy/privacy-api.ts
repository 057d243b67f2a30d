import type { PrivacyRequestBody } from '../../../../shared/privacy/schemas';
import { useDeferredMutation } from '../../app/deferred-mutation';
import { http, schemaGroup } from '../../lib/http';

const privacyAnswer = schemaGroup(() => import('../../../../shared/privacy/schemas'));

/** The visitor's personal data requests (docs/privacy.md); every answer is parsed with its shared schema. */
export const privacyApi = {
  request: (body: PrivacyRequestBody) => http.read('POST', '/api/privacy/requests', privacyAnswer((s) => s.privacyRequestAcceptedSchema), { body }),
  confirm: (token: string) => http.read('POST', '/api/privacy/requests/confirm', privacyAnswer((s) => s.privacyConfirmResponseSchema), { body: { token } }),
};

/*
 * Both pages send only when a button is pressed, so the query library loads with the first send instead of with the
 * page (the page's JavaScript stays within its budget).
 */
const requestMutation = { mutationKey: ['privacy', 'request'], mutationFn: privacyApi.request };
const confirmMutation = { mutationKey: ['privacy', 'confirm'], mutationFn: privacyApi.confirm };

export function usePrivacyRequest() {
  return useDeferredMutation(requestMutation);
}

/** Carries out the e-mailed request; only ever run by the page's button. */
export function usePrivacyConfirmation() {
  return useDeferredMutation(confirmMutation);
}
