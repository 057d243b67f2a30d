import { clientMessages } from '../errors/catalogue';
import { isWebsiteAddress } from './website';

/*
 * The contact form's own rules beyond "all fields required", shared by the form and the API
 * so both show the same title and message.
 */

export interface RuleViolation {
  field: 'website' | 'privacyAccepted';
  title: string;
  message: string;
}

/** An example host for the website message, built from what the visitor typed ('acme' → 'acme.com'). */
export function exampleWebsiteHost(website: string): string {
  const name = website
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/^www\./, '')
    .split(/[/.?#\s]/)[0]
    .replace(/[^a-z0-9-]/g, '');
  return `${name || 'yourcompany'}.com`;
}

/**
 * Every rule the request breaks, in the form's order: the privacy policy not accepted, a website that is not a web
 * address on a real top-level domain. All of them, so the visitor can fix everything in one go.
 */
export async function contactRuleViolations(input: { website: string; privacyAccepted: boolean }): Promise<RuleViolation[]> {
  const violations: RuleViolation[] = [];
  if (!input.privacyAccepted) violations.push({ field: 'privacyAccepted', ...clientMessages.privacyRequired });
  if (!(await isWebsiteAddress(input.website))) {
    violations.push({
      field: 'website',
      title: clientMessages.invalidWebsite.title,
      message: clientMessages.invalidWebsite.message(exampleWebsiteHost(input.website)),
    });
  }
  return violations;
}
