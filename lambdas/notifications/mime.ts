import { randomUUID } from 'node:crypto';

export interface MimeMessage {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** An iCalendar REQUEST: sent inline (text/calendar; method=REQUEST) and as an `invite.ics` attachment. */
  calendar?: string;
  /** The calendar's METHOD (REQUEST unless given; CANCEL for a cancellation). */
  calendarMethod?: 'REQUEST' | 'CANCEL';
  messageId: string;
  date?: Date;
}

/**
 * A raw RFC 5322 / MIME message for SES v2 (`Content.Raw`): multipart/mixed of a multipart/alternative (plain
 * text, HTML and the inline calendar part mail clients turn into an invitation) and the `.ics` attachment. Every
 * part is base64, so any character of a name or subject survives.
 */
export function buildMimeMessage(message: MimeMessage): Buffer {
  const mixed = `mixed-${randomUUID()}`;
  const alternative = `alt-${randomUUID()}`;
  const lines: string[] = [
    `From: ${message.from}`,
    `To: ${message.to}`,
    ...(message.replyTo ? [`Reply-To: ${message.replyTo}`] : []),
    `Subject: ${encodeHeader(message.subject)}`,
    `Message-ID: <${message.messageId}>`,
    `Date: ${(message.date ?? new Date()).toUTCString()}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${mixed}"`,
    '',
    `--${mixed}`,
    `Content-Type: multipart/alternative; boundary="${alternative}"`,
    '',
    ...part(alternative, 'text/plain; charset=UTF-8', message.text),
    ...part(alternative, 'text/html; charset=UTF-8', message.html),
    ...(message.calendar ? part(alternative, `text/calendar; charset=UTF-8; method=${message.calendarMethod ?? 'REQUEST'}`, message.calendar) : []),
    `--${alternative}--`,
    '',
  ];
  if (message.calendar) {
    lines.push(
      `--${mixed}`,
      'Content-Type: application/ics; name="invite.ics"',
      'Content-Disposition: attachment; filename="invite.ics"',
      'Content-Transfer-Encoding: base64',
      '',
      ...base64Lines(message.calendar),
      '',
    );
  }
  lines.push(`--${mixed}--`, '');
  return Buffer.from(lines.join('\r\n'), 'utf8');
}

function part(boundary: string, contentType: string, body: string): string[] {
  return [`--${boundary}`, `Content-Type: ${contentType}`, 'Content-Transfer-Encoding: base64', '', ...base64Lines(body), ''];
}

function base64Lines(body: string): string[] {
  return Buffer.from(body, 'utf8').toString('base64').match(/.{1,76}/g) ?? [''];
}

/** RFC 2047 encoded-word for non-ASCII header text. */
export function encodeHeader(value: string): string {
  const clean = value.replace(/[\r\n]+/g, ' ');
  return /^[\x20-\x7e]*$/.test(clean) ? clean : `=?UTF-8?B?${Buffer.from(clean, 'utf8').toString('base64')}?=`;
}

/** `Name <address>` with the display name encoded when it needs to be. */
export function formatAddress(address: string, name?: string): string {
  if (!name) return address;
  const clean = name.replace(/[\r\n"\\<>]+/g, ' ').trim();
  return /^[\x20-\x7e]*$/.test(clean) ? `"${clean}" <${address}>` : `${encodeHeader(clean)} <${address}>`;
}
