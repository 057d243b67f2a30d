import { contactRuleViolations, type RuleViolation } from '../../../../shared/content/contact-rules';
import type { ContactRequest } from '../../../../shared/content/types';
import { clientMessages } from '../../../../shared/errors/catalogue';
import { apiErrorCode } from '../../lib/http';
import { DEFAULT_DIAL_ISO, dialCodeOf } from './dial-codes';

/*
 * The contact form's values and checks: every field required, phone digits only as typed,
 * the shared schema and the shared rules (privacy, a web address on a real top-level domain), exactly as the API
 * applies them.
 */

export type ContactValues = {
  name: string;
  email: string;
  dialIso: string;
  phone: string;
  company: string;
  role: string;
  industry: string;
  website: string;
  subject: string;
  message: string;
  privacyAccepted: boolean;
};

export type ContactField = Exclude<keyof ContactValues, 'dialIso'>;
export type FieldErrors = Partial<Record<ContactField, string>>;

export const emptyContact: ContactValues = {
  name: '',
  email: '',
  dialIso: DEFAULT_DIAL_ISO,
  phone: '',
  company: '',
  role: '',
  industry: '',
  website: '',
  subject: '',
  message: '',
  privacyAccepted: false,
};

/** Phone keeps only digits. */
export const digitsOnly = (value: string) => value.replace(/\D+/g, '');

export function toRequest(values: ContactValues): ContactRequest {
  const { dialIso, ...rest } = values;
  return { ...rest, countryCode: dialCodeOf(dialIso) };
}

/**
 * Every field's error at once: the schema's, then the broken rules' (each also shown as a toast). The schema loads
 * with the first send, so the page's start-up does not download zod for a form that may never be sent.
 */
export async function checkContact(values: ContactValues): Promise<{ fields: FieldErrors; violations: RuleViolation[] }> {
  const fields: FieldErrors = {};
  const { contactRequestSchema } = await import('../../../../shared/content/schemas');
  const parsed = contactRequestSchema.safeParse(toRequest(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ContactField;
      fields[field] ??= issue.message;
    }
  }
  const violations = (await contactRuleViolations({ website: values.website, privacyAccepted: values.privacyAccepted })).filter(
    (violation) => !fields[violation.field],
  );
  for (const violation of violations) fields[violation.field] = violation.message;
  return { fields, violations };
}

/** The failed send's 'Error Code': the API's own code, else CONTACT_FORM_ERROR. */
export function contactFailureCode(error: unknown): string {
  return apiErrorCode(error) ?? clientMessages.contactFailed.code;
}
