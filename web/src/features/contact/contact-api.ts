import type { ContactRequest } from '../../../../shared/content/types';
import { useDeferredMutation } from '../../app/deferred-mutation';
import { http, schemaGroup } from '../../lib/http';

const contentAnswer = schemaGroup(() => import('../../../../shared/content/schemas'));

/**
 * POST /api/contact: 201 `{status: 'sent'}`; throws ApiError (VALIDATION_ERROR with fields, rule errors, 429,
 * INVALID_RESPONSE for an answer of another shape).
 */
const sendContactRequest = (request: ContactRequest) => http.read('POST', '/api/contact', contentAnswer((s) => s.contactResponseSchema), { body: request });

const contactMutation = { mutationKey: ['contact'], mutationFn: sendContactRequest };

/** Sends a contact request (the contact form and the briefing form both send one). */
export function useContactSend() {
  return useDeferredMutation(contactMutation);
}
