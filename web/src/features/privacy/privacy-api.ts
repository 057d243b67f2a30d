import type { PrivacyRequestBody } from '../../../../shared/privacy/schemas';
import { useServerMutation } from '../../app/query-client';
import { privacyAnswer } from '../../lib/api-schemas';
import { http } from '../../lib/http';

/** The visitor's personal data requests (docs/privacy.md); every answer is parsed with its shared schema. */
export const privacyApi = {
  request: (body: PrivacyRequestBody) => http.read('POST', '/api/privacy/requests', privacyAnswer((s) => s.privacyRequestAcceptedSchema), { body }),
  confirm: (token: string) => http.read('POST', '/api/privacy/requests/confirm', privacyAnswer((s) => s.privacyConfirmResponseSchema), { body: { token } }),
};

export function usePrivacyRequest() {
  return useServerMutation({ mutationKey: ['privacy', 'request'], mutationFn: privacyApi.request });
}

/** Carries out the e-mailed request; only ever run by the page's button. */
export function usePrivacyConfirmation() {
  return useServerMutation({ mutationKey: ['privacy', 'confirm'], mutationFn: privacyApi.confirm });
}
