import { clientMessages } from '../errors/catalogue';

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

/** The first rule the request breaks: privacy policy not accepted, then a website without '.com'. */
export function contactRuleViolation(input: { website: string; privacyAccepted: boolean }): RuleViolation | undefined {
  if (!input.privacyAccepted) {
    return { field: 'privacyAccepted', ...clientMessages.privacyRequired };
  }
  if (!input.website.toLowerCase().includes('.com')) {
    return {
      field: 'website',
      title: clientMessages.invalidWebsite.title,
      message: clientMessages.invalidWebsite.message(exampleWebsiteHost(input.website)),
    };
  }
  return undefined;
}
