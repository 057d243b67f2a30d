import { brand } from '../site/brand';
import { claims } from './stats';
import type { ContactFields } from './schemas';

/** An e-mail ready to send: subject, HTML and plain-text bodies. */
export interface EmailContent {
  subject: string;
  html: string;
  text: string;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
}

/** One branded HTML frame for every e-mail of the site; `body` is already-escaped HTML. */
function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f7;font-family:Arial,Helvetica,sans-serif;color:#1c1c28">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:#0b0b1a;padding:24px 32px;color:#ffffff;font-size:20px;font-weight:bold">${escapeHtml(brand.name)}</td></tr>
<tr><td style="padding:32px;font-size:15px;line-height:1.6">${body}</td></tr>
<tr><td style="padding:16px 32px;background:#f9f9fb;color:#6b6b80;font-size:12px">${escapeHtml(brand.name)} · ${brand.countries.map(escapeHtml).join(' · ')}</td></tr>
</table></td></tr></table></body></html>`;
}

const button = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="display:inline-block;background:#5b4cf0;color:#ffffff;text-decoration:none;padding:12px 24px;border-radius:8px;font-weight:bold">${escapeHtml(label)}</a>`;

/** What the contact form sends, as staff read it. */
export interface ContactMessage extends Omit<ContactFields, 'privacyAccepted'> {
  id: string;
  created_at: string;
}

const contactFields: [keyof ContactMessage, string][] = [
  ['name', 'Name'],
  ['email', 'E-mail'],
  ['phone', 'Phone'],
  ['company', 'Company'],
  ['role', 'Role'],
  ['industry', 'Industry'],
  ['website', 'Website'],
  ['subject', 'Subject'],
];

const fieldValue = (message: ContactMessage, field: keyof ContactMessage) =>
  field === 'phone' ? `${message.countryCode} ${message.phone}` : String(message[field]);

/** The notification staff receive for a contact message (reply-to is the visitor). */
export function contactStaffEmail(message: ContactMessage): EmailContent {
  // One line: a subject typed with line breaks must not break the e-mail header.
  const subject = `New contact message: ${message.subject.replace(/\s+/g, ' ')}`;
  const rows = contactFields
    .map(([field, label]) => `<tr><td style="padding:4px 16px 4px 0;color:#6b6b80">${label}</td><td>${escapeHtml(fieldValue(message, field))}</td></tr>`)
    .join('');
  const html = layout(
    subject,
    `<p style="margin-top:0">A visitor sent a message through the contact form.</p><table role="presentation">${rows}</table>
<p style="white-space:pre-wrap;border-left:3px solid #5b4cf0;padding-left:12px">${escapeHtml(message.message)}</p>
<p style="color:#6b6b80;font-size:12px">Received ${escapeHtml(message.created_at)} · reference ${escapeHtml(message.id)}</p>`,
  );
  const text = [
    'A visitor sent a message through the contact form.',
    '',
    ...contactFields.map(([field, label]) => `${label}: ${fieldValue(message, field)}`),
    '',
    message.message,
    '',
    `Received ${message.created_at} · reference ${message.id}`,
  ].join('\n');
  return { subject, html, text };
}

/** The acknowledgement a visitor receives after sending the contact form. */
export function contactAcknowledgementEmail(message: Pick<ContactMessage, 'name' | 'subject'>, siteUrl: string): EmailContent {
  const subject = `We received your message — ${brand.name}`;
  const calendarUrl = `${siteUrl.replace(/\/+$/, '')}/calendar`;
  const intro = `Thank you for contacting ${brand.name}. We have received your message about “${message.subject}” and a member of our team will reply ${claims.replyWindow}.`;
  const callOffer = `Prefer to talk? Book a free ${claims.strategyCallMinutes}-minute strategy call at a time that suits you.`;
  const html = layout(
    subject,
    `<p style="margin-top:0">Hi ${escapeHtml(message.name)},</p><p>${escapeHtml(intro)}</p><p>${escapeHtml(callOffer)}</p>
<p>${button(calendarUrl, 'Book a free call')}</p><p>Best regards,<br>The ${escapeHtml(brand.name)} team</p>`,
  );
  const text = [`Hi ${message.name},`, '', intro, '', `${callOffer} ${calendarUrl}`, '', 'Best regards,', `The ${brand.name} team`].join('\n');
  return { subject, html, text };
}

/** Double opt-in: the e-mail that confirms a newsletter subscription. */
export function newsletterConfirmationEmail(links: { confirmUrl: string; unsubscribeUrl: string }): EmailContent {
  const subject = `Please confirm your subscription to the ${brand.name} newsletter`;
  const intro = `Thanks for signing up for insights on marketing, AI, design and advertising from ${brand.name}. Please confirm your e-mail address to start receiving them.`;
  const ignore = 'If you did not sign up, you can ignore this e-mail and you will not hear from us again.';
  const html = layout(
    subject,
    `<p style="margin-top:0">${escapeHtml(intro)}</p><p>${button(links.confirmUrl, 'Confirm subscription')}</p>
<p style="color:#6b6b80;font-size:13px">${escapeHtml(ignore)}</p>
<p style="color:#6b6b80;font-size:12px"><a href="${escapeHtml(links.unsubscribeUrl)}" style="color:#6b6b80">Unsubscribe</a></p>`,
  );
  const text = [intro, '', `Confirm your subscription: ${links.confirmUrl}`, '', ignore, '', `Unsubscribe: ${links.unsubscribeUrl}`].join('\n');
  return { subject, html, text };
}

/** The link that confirms a personal data request (a copy or the erasure of what we hold about the address). */
export function privacyRequestEmail(request: { kind: 'export' | 'erase'; confirmUrl: string }): EmailContent {
  const erase = request.kind === 'erase';
  const subject = erase ? `Confirm the erasure of your data — ${brand.name}` : `Your copy of your data — ${brand.name}`;
  const intro = erase
    ? `Someone asked us to erase the personal data ${brand.name} holds about this e-mail address: upcoming consultations are cancelled, and bookings, messages, chat conversations and newsletter details are deleted or anonymised.`
    : `Someone asked for a copy of the personal data ${brand.name} holds about this e-mail address: bookings, contact messages, chat conversations and newsletter details.`;
  const action = erase ? 'Review and erase my data' : 'Review and get my data';
  const validity = 'The link works once, for 24 hours. Nothing happens until you press the button on the page it opens.';
  const ignore = 'If you did not ask for this, ignore this e-mail: nothing will change.';
  const html = layout(
    subject,
    `<p style="margin-top:0">${escapeHtml(intro)}</p><p>${button(request.confirmUrl, action)}</p>
<p>${escapeHtml(validity)}</p><p style="color:#6b6b80;font-size:13px">${escapeHtml(ignore)}</p>`,
  );
  const text = [intro, '', `${action}: ${request.confirmUrl}`, '', validity, '', ignore].join('\n');
  return { subject, html, text };
}
