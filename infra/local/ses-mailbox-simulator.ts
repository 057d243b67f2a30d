/**
 * SES's mailbox simulator in the local SES emulator. SES accepts a message to `bounce@simulator.amazonses.com` or
 * `complaint@simulator.amazonses.com` (a `+label` before the `@` included) like any other, then reports a permanent
 * bounce or a complaint through the configuration set's event destination. aws-ses-v2-local stores every message
 * and reports nothing: this adds the events, in the shape EventBridge delivers them, for the runtime to hand to the
 * e-mail event consumers of shared/contracts/routes as the EventBridge rule does in AWS.
 */
import { randomUUID } from 'node:crypto';
import {
  CONFIGURATION_SET_TAG,
  SES_EVENT_DETAIL_TYPES,
  SES_EVENT_SOURCE,
  type SesFeedbackDetail,
  type SesFeedbackEvent,
  type SesMail,
} from '../../shared/contracts/email-events';

/** What aws-ses-v2-local stores for a sent message (the part read here). */
export interface StoredEmail {
  messageId: string;
  from: string;
  destination: { to: string[]; cc: string[]; bcc: string[] };
  /** Epoch seconds. */
  at: number;
}

export interface SimulatorAccount {
  region: string;
  accountId: string;
  configurationSet: string;
}

const SIMULATOR = /^(bounce|complaint)(\+[^@]*)?@simulator\.amazonses\.com$/i;
const ADDRESS = /[^\s<>",;]+@[^\s<>",;]+/g;

/** The bare addresses of a stored recipient list (`"Name" <a@b>` or `a@b`). */
function addressesOf(recipients: string[]): string[] {
  return recipients.flatMap((recipient) => recipient.match(ADDRESS) ?? []);
}

/** The bounce and complaint events SES publishes for the simulator addresses among a message's recipients. */
export function simulatorEvents(email: StoredEmail, account: SimulatorAccount, now: Date): SesFeedbackEvent[] {
  const recipients = addressesOf([...email.destination.to, ...email.destination.cc, ...email.destination.bcc]);
  const simulated = (kind: 'bounce' | 'complaint') => recipients.filter((address) => SIMULATOR.exec(address)?.[1].toLowerCase() === kind);
  const mail: SesMail = {
    timestamp: new Date(email.at * 1000).toISOString(),
    messageId: email.messageId,
    source: addressesOf([email.from])[0] ?? email.from,
    destination: recipients,
    tags: { [CONFIGURATION_SET_TAG]: [account.configurationSet] },
  };
  const timestamp = now.toISOString();
  const details: SesFeedbackDetail[] = [];
  const bounced = simulated('bounce');
  if (bounced.length > 0) {
    details.push({
      eventType: 'Bounce',
      mail,
      bounce: {
        bounceType: 'Permanent',
        bounceSubType: 'General',
        bouncedRecipients: bounced.map((emailAddress) => ({ emailAddress, action: 'failed', status: '5.1.1', diagnosticCode: 'smtp; 550 5.1.1 user unknown' })),
        timestamp,
        feedbackId: randomUUID(),
        reportingMTA: 'dns; amazonses.com',
      },
    });
  }
  const complained = simulated('complaint');
  if (complained.length > 0) {
    details.push({
      eventType: 'Complaint',
      mail,
      complaint: {
        complainedRecipients: complained.map((emailAddress) => ({ emailAddress })),
        timestamp,
        feedbackId: randomUUID(),
        complaintFeedbackType: 'abuse',
        userAgent: 'Amazon SES Mailbox Simulator',
        arrivalDate: timestamp,
      },
    });
  }
  return details.map((detail) => ({
    version: '0',
    id: randomUUID(),
    'detail-type': SES_EVENT_DETAIL_TYPES[detail.eventType],
    source: SES_EVENT_SOURCE,
    account: account.accountId,
    time: timestamp,
    region: account.region,
    resources: [`arn:aws:ses:${account.region}:${account.accountId}:configuration-set/${account.configurationSet}`],
    detail,
  }));
}

/** How long after accepting a message SES's simulator reports on it (a moment, as SES does, after the send's answer). */
export const SIMULATOR_DELAY_MS = 200;
