import { describe, expect, it } from 'vitest';
import { simulatorEvents, type StoredEmail } from './ses-mailbox-simulator';

const account = { region: 'eu-west-1', accountId: '000000000000', configurationSet: 'northstar-local' };
const now = new Date('2026-11-27T10:00:05Z');
const stored = (to: string[]): StoredEmail => ({
  messageId: 'msg-1',
  from: 'Northstar Digital <hello@northstar.agency>',
  destination: { to, cc: [], bcc: [] },
  at: Date.parse('2026-11-27T10:00:00Z') / 1000,
});

describe("SES's mailbox simulator in the local emulator", () => {
  it('reports a permanent bounce for bounce@simulator.amazonses.com, in the shape EventBridge delivers', () => {
    const [event, ...others] = simulatorEvents(stored(['"A Guest" <bounce@simulator.amazonses.com>']), account, now);
    expect(others).toEqual([]);
    expect(event).toMatchObject({
      version: '0',
      'detail-type': 'Email Bounced',
      source: 'aws.ses',
      region: 'eu-west-1',
      resources: ['arn:aws:ses:eu-west-1:000000000000:configuration-set/northstar-local'],
      detail: {
        eventType: 'Bounce',
        mail: {
          messageId: 'msg-1',
          source: 'hello@northstar.agency',
          timestamp: '2026-11-27T10:00:00.000Z',
          destination: ['bounce@simulator.amazonses.com'],
          tags: { 'ses:configuration-set': ['northstar-local'] },
        },
        bounce: {
          bounceType: 'Permanent',
          bouncedRecipients: [{ emailAddress: 'bounce@simulator.amazonses.com', status: '5.1.1' }],
          timestamp: '2026-11-27T10:00:05.000Z',
        },
      },
    });
  });

  it('reports a complaint for complaint@ (a +label too), and nothing for any other recipient', () => {
    const events = simulatorEvents(stored(['complaint+run-7@simulator.amazonses.com', 'someone@example.com', 'success@simulator.amazonses.com']), account, now);
    expect(events.map((event) => event['detail-type'])).toEqual(['Email Complaint Received']);
    expect(events[0].detail).toMatchObject({ eventType: 'Complaint', complaint: { complainedRecipients: [{ emailAddress: 'complaint+run-7@simulator.amazonses.com' }] } });
    expect(simulatorEvents(stored(['someone@example.com', 'bounce@simulator.amazonses.com.example.com']), account, now)).toEqual([]);
  });
});
