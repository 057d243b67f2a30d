/**
 * The events SES publishes through a configuration set's EventBridge destination (the `detail` is SES's event
 * publishing record), as far as this product reads them. The CDK rule, the local SES emulator and the consumer all
 * use these names, so they cannot drift apart.
 */

/** EventBridge `detail-type` of each SES event this product consumes. */
export const SES_EVENT_DETAIL_TYPES = {
  Bounce: 'Email Bounced',
  Complaint: 'Email Complaint Received',
} as const;

export type SesFeedbackType = keyof typeof SES_EVENT_DETAIL_TYPES;

export const SES_EVENT_SOURCE = 'aws.ses';

export interface SesMail {
  timestamp: string;
  messageId: string;
  source: string;
  destination: string[];
  tags?: Record<string, string[]>;
}

export interface SesBounceDetail {
  eventType: 'Bounce';
  mail: SesMail;
  bounce: {
    /** `Permanent` (hard), `Transient` (soft) or `Undetermined`. */
    bounceType: 'Permanent' | 'Transient' | 'Undetermined';
    bounceSubType: string;
    bouncedRecipients: { emailAddress: string; action?: string; status?: string; diagnosticCode?: string }[];
    timestamp: string;
    feedbackId: string;
    reportingMTA?: string;
  };
}

export interface SesComplaintDetail {
  eventType: 'Complaint';
  mail: SesMail;
  complaint: {
    complainedRecipients: { emailAddress: string }[];
    timestamp: string;
    feedbackId: string;
    complaintFeedbackType?: string;
    userAgent?: string;
    arrivalDate?: string;
  };
}

export type SesFeedbackDetail = SesBounceDetail | SesComplaintDetail;

/** An SES event as EventBridge delivers it to a rule's target. */
export interface SesFeedbackEvent {
  version: '0';
  id: string;
  'detail-type': (typeof SES_EVENT_DETAIL_TYPES)[SesFeedbackType];
  source: typeof SES_EVENT_SOURCE;
  account: string;
  time: string;
  region: string;
  resources: string[];
  detail: SesFeedbackDetail;
}

/** The mail tag SES adds to every event of a send that used a configuration set. */
export const CONFIGURATION_SET_TAG = 'ses:configuration-set';
