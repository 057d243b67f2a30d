import type { ContactRequest } from '../../../../shared/content/types';

export type BriefingValues = Omit<ContactRequest, 'message' | 'privacyAccepted' | 'countryCode'> & {
  countryCode: string;
  services: string[];
  budget: string;
  timeline: string;
  goals: string;
  privacyAccepted: boolean;
};

export const emptyBriefing = (client: string): BriefingValues => ({
  name: '',
  email: '',
  phone: '',
  countryCode: '+971',
  company: client,
  role: '',
  industry: '',
  website: '',
  subject: client ? `Project briefing: ${client}` : 'Project briefing',
  services: [],
  budget: '',
  timeline: '',
  goals: '',
  privacyAccepted: false,
});

/** The contact request a brief is sent as: the structured answers lead the message, then the visitor's own words. */
export function toContactRequest(values: BriefingValues): ContactRequest {
  const { services, budget, timeline, goals, ...contact } = values;
  const lines = [
    services.length ? `Services: ${services.join(', ')}` : '',
    budget ? `Budget: ${budget}` : '',
    timeline ? `Timeline: ${timeline}` : '',
  ].filter(Boolean);
  return { ...contact, message: [...lines, lines.length ? '' : undefined, goals.trim()].filter((line) => line !== undefined).join('\n') };
}
