import { describe, expect, it } from 'vitest';
import type { SesBounceDetail, SesComplaintDetail } from '../../shared/contracts/email-events';
import { suppressionsFrom } from './record-email-feedback';

const mail = { timestamp: '2026-11-27T10:00:00Z', messageId: 'm', source: 'hello@northstar.agency', destination: ['a@example.com', 'b@example.com'] };
const bounce = (bounceType: SesBounceDetail['bounce']['bounceType']): SesBounceDetail => ({
  eventType: 'Bounce',
  mail,
  bounce: {
    bounceType,
    bounceSubType: 'General',
    bouncedRecipients: [{ emailAddress: 'a@example.com', diagnosticCode: 'smtp; 550 5.1.1 user unknown' }, { emailAddress: 'b@example.com' }],
    timestamp: '2026-11-27T10:00:03Z',
    feedbackId: 'f',
  },
});

describe('the suppressions an SES event asks for', () => {
  it('suppresses every recipient of a permanent bounce, with its diagnostic or its kind', () => {
    expect(suppressionsFrom(bounce('Permanent'))).toEqual([
      { email: 'a@example.com', reason: 'bounce', at: '2026-11-27T10:00:03Z', detail: 'smtp; 550 5.1.1 user unknown' },
      { email: 'b@example.com', reason: 'bounce', at: '2026-11-27T10:00:03Z', detail: 'Permanent bounce (General)' },
    ]);
  });

  it('suppresses nobody for a transient or undetermined bounce (a full mailbox, a server away)', () => {
    expect(suppressionsFrom(bounce('Transient'))).toEqual([]);
    expect(suppressionsFrom(bounce('Undetermined'))).toEqual([]);
  });

  it('suppresses every recipient who complained', () => {
    const complaint: SesComplaintDetail = {
      eventType: 'Complaint',
      mail,
      complaint: { complainedRecipients: [{ emailAddress: 'b@example.com' }], timestamp: '2026-11-27T11:00:00Z', feedbackId: 'f', complaintFeedbackType: 'abuse' },
    };
    expect(suppressionsFrom(complaint)).toEqual([{ email: 'b@example.com', reason: 'complaint', at: '2026-11-27T11:00:00Z', detail: 'Marked as abuse' }]);
  });
});
