import { describe, expect, it } from 'vitest';
import { emptyBriefing, toContactRequest } from './briefing';

describe('briefing → contact request', () => {
  it('prefills company and subject from the client name', () => {
    const values = emptyBriefing('Teakandrope');
    expect(values.company).toBe('Teakandrope');
    expect(values.subject).toBe('Project briefing: Teakandrope');
    expect(values.countryCode).toBe('+971');
  });

  it('puts the structured answers before the goals in the message', () => {
    const request = toContactRequest({
      ...emptyBriefing('Acme'),
      services: ['Branding & Design', 'Digital Marketing'],
      budget: '$10,000 – $25,000',
      timeline: 'Within 1 month',
      goals: '  Relaunch the brand for the GCC market.  ',
    });
    expect(request.message).toBe(
      'Services: Branding & Design, Digital Marketing\nBudget: $10,000 – $25,000\nTimeline: Within 1 month\n\nRelaunch the brand for the GCC market.',
    );
    expect(request).not.toHaveProperty('services');
  });

  it('sends only the goals when nothing else was chosen', () => {
    expect(toContactRequest({ ...emptyBriefing(''), goals: 'A new app' }).message).toBe('A new app');
  });
});
