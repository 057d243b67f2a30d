import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { buildInvitation, invitationUid } from '../../shared/booking/calendar-event';
import { consultationEventText, googleCalendarLink } from '../../shared/booking/calendar-links';
import { formatInZone, type ZonedDisplay } from '../../shared/booking/format';
import { describeMinutesBefore } from '../../shared/booking/reminders';
import { missingLinkStaffNote, type MissingLinkReason } from '../../shared/booking/meeting';
import { brand } from '../../shared/site/brand';
import type { BookingRecord } from '../bookings/booking-store';
import type { RecipientType } from './notification-errors-store';

export interface Recipient {
  email: string;
  type: RecipientType;
  name?: string;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  calendar: string;
}

export interface RenderOptions {
  booking: BookingRecord;
  /** The meeting's own link, or why there is none (then no e-mail shows a link, and staff are asked to send one). */
  meeting: { link: string } | { missing: MissingLinkReason };
  recipient: Recipient;
  organizer: { name: string; email: string };
  /** The customer's "Manage booking" link (manage-booking). */
  manageUrl?: string;
  /** Set for the updated invitation of a moved booking: the start it left (ISO). */
  movedFrom?: string;
  /** Set for a reminder: how many minutes before the start it goes out. */
  reminderMinutesBefore?: number;
}

const themes = {
  light: { page: '#f4f5f7', card: '#ffffff', text: '#111827', muted: '#4b5563', accent: '#4f46e5', accentText: '#ffffff', border: '#e5e7eb' },
  dark: { page: '#0b0f19', card: '#111827', text: '#f9fafb', muted: '#9ca3af', accent: '#818cf8', accentText: '#0b0f19', border: '#1f2937' },
} as const;

/**
 * The confirmation (customer, guests) and the staff notification. Times appear in the recipient's zone (the
 * customer's zone for the customer and guests — a guest's own zone is unknown) and in the business zone. The
 * theme is the one the visitor's page had, so the e-mail looks like the page they booked on.
 */
export function renderBookingEmail(options: RenderOptions): RenderedEmail {
  const { booking, recipient } = options;
  const meetLink = 'link' in options.meeting ? options.meeting.link : undefined;
  const business = formatInZone(booking.start, booking.businessTimezone);
  const businessEnd = formatInZone(booking.end, booking.businessTimezone);
  const zone = recipient.type === 'staff' ? booking.businessTimezone : booking.customerTimezone;
  const local = formatInZone(booking.start, zone);
  const localEnd = formatInZone(booking.end, zone);
  const { summary, description } = consultationEventText({ ...booking, meetLink }, `${brand.name} consultation with ${booking.name}`);
  const attendees = [{ name: booking.name, email: booking.email }, ...booking.guests.map((email) => ({ email }))];
  const calendar = buildInvitation({
    bookingId: booking.id,
    start: booking.start,
    end: booking.end,
    createdAt: booking.createdAt,
    summary,
    description,
    meetLink,
    organizer: options.organizer,
    attendees,
    sequence: booking.sequence,
  });
  const addToGoogle = googleCalendarLink({ summary, description, start: booking.start, end: booking.end, meetLink });
  const when = (start: ZonedDisplay, end: ZonedDisplay) => `${start.longDate}, ${start.time12} – ${end.time12} (${start.offsetLabel}, ${start.zone})`;
  const localLine = when(local, localEnd);
  const businessLine = when(business, businessEnd);
  const sameZone = zone === booking.businessTimezone;

  const moved = options.movedFrom ? formatInZone(options.movedFrom, zone) : undefined;
  const movedNote = moved ? `Moved from ${moved.longDate}, ${moved.time12} (${moved.offsetLabel}).` : '';
  if (recipient.type === 'staff') {
    const staffNote = 'missing' in options.meeting ? missingLinkStaffNote(options.meeting.missing) : undefined;
    const subject = `${staffNote ? 'Send the meeting link — ' : ''}${moved ? 'Booking moved' : 'New booking'}: ${booking.name} (${booking.company}) — ${business.longDate} ${business.time}`;
    const facts: [string, string][] = [
      ['When', businessLine],
      ["Customer's time", when(formatInZone(booking.start, booking.customerTimezone), formatInZone(booking.end, booking.customerTimezone))],
      ['Name', booking.name],
      ['E-mail', booking.email],
      ['Phone', `${booking.phoneCountryCode} ${booking.phone}`],
      ['Company', booking.company],
      ['Role', booking.role],
      ['Country', booking.country],
      ['Subject', booking.subject],
      ['Guests', booking.guests.join(', ') || 'none'],
      ['Meeting link', meetLink ?? 'None: please send one'],
      ['Booking id', booking.id],
    ];
    return {
      subject,
      calendar,
      text: [
        moved ? `A consultation was moved. ${movedNote}` : `A consultation was booked.`,
        ...(staffNote ? ['', staffNote] : []),
        '',
        ...facts.map(([label, value]) => `${label}: ${value}`),
      ].join('\n'),
      html: layout(booking.theme, subject, [
        heading(moved ? 'A consultation was moved' : 'A consultation was booked'),
        ...(moved ? [paragraph(booking.theme, escapeHtml(movedNote))] : []),
        ...(staffNote ? [paragraph(booking.theme, `<strong>${escapeHtml(staffNote)}</strong>`)] : []),
        factTable(booking.theme, facts),
        ...(meetLink ? [button(booking.theme, 'Open meeting link', meetLink)] : []),
      ]),
    };
  }

  const greeting = recipient.type === 'customer' ? `Hi ${booking.name},` : 'Hello,';
  const reminder = options.reminderMinutesBefore === undefined ? undefined : describeMinutesBefore(options.reminderMinutesBefore);
  const intro = reminder
    ? recipient.type === 'customer'
      ? `A reminder: your ${booking.duration}-minute discovery session with ${brand.name} starts in ${reminder}.`
      : `A reminder: the ${booking.duration}-minute discovery session with ${brand.name} that ${booking.name} (${booking.company}) invited you to starts in ${reminder}.`
    : moved
    ? `The ${booking.duration}-minute discovery session with ${brand.name} has moved to a new time. ${movedNote}`
    : recipient.type === 'customer'
      ? `Your ${booking.duration}-minute discovery session with ${brand.name} is confirmed.`
      : `${booking.name} (${booking.company}) invited you to a ${booking.duration}-minute discovery session with ${brand.name}.`;
  const subject = `${reminder ? 'Reminder: consultation' : `Consultation ${moved ? 'moved' : 'confirmed'}:`} ${local.longDate} at ${local.time12} (${local.offsetLabel})`;
  const facts: [string, string][] = [
    [sameZone ? 'When' : 'Your time', localLine],
    ...(sameZone ? [] : ([[`Our time (${booking.businessTimezone})`, businessLine]] as [string, string][])),
    ['Meeting link', meetLink ?? 'We will e-mail it to you before the call.'],
    ['Subject', booking.subject],
  ];
  const text = [
    greeting,
    '',
    intro,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    `Add to Google Calendar: ${addToGoogle}`,
    'The attached invitation (invite.ics) adds the meeting to any calendar.',
    ...(options.manageUrl ? ['', `Need to cancel or reschedule? Manage booking: ${options.manageUrl}`] : []),
    '',
    `— ${brand.name}`,
  ].join('\n');
  const html = layout(booking.theme, subject, [
    heading(reminder ? 'Your consultation is coming up' : moved ? 'Your consultation has moved' : 'Your consultation is confirmed'),
    paragraph(booking.theme, escapeHtml(greeting)),
    paragraph(booking.theme, escapeHtml(intro)),
    factTable(booking.theme, facts),
    ...(meetLink ? [button(booking.theme, 'Join the meeting', meetLink)] : []),
    paragraph(booking.theme, `<a href="${escapeAttribute(addToGoogle)}" style="color:${themes[booking.theme].accent}">Add to Google Calendar</a> · the attached invite.ics works with any calendar.`),
    ...(options.manageUrl
      ? [paragraph(booking.theme, `Need to cancel or reschedule? <a href="${escapeAttribute(options.manageUrl)}" style="color:${themes[booking.theme].accent}">Manage booking</a>`)]
      : []),
  ]);
  return { subject, text, html, calendar };
}

function layout(theme: 'light' | 'dark', title: string, blocks: string[]): string {
  const t = themes[theme];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="${theme}"><meta name="supported-color-schemes" content="${theme}">
<title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:${t.page};color:${t.text};font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${t.page}"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:${t.card};border:1px solid ${t.border};border-radius:12px">
<tr><td style="padding:28px 32px 8px;font-size:14px;letter-spacing:.08em;text-transform:uppercase;color:${t.accent}">${escapeHtml(brand.name)}</td></tr>
<tr><td style="padding:0 32px 28px;color:${t.text}">${blocks.join('\n')}</td></tr>
</table></td></tr></table></body></html>`;
}

function heading(text: string): string {
  return `<h1 style="font-size:22px;line-height:1.3;margin:8px 0 16px">${escapeHtml(text)}</h1>`;
}

function paragraph(theme: 'light' | 'dark', html: string): string {
  return `<p style="font-size:15px;line-height:1.6;margin:0 0 14px;color:${themes[theme].text}">${html}</p>`;
}

function factTable(theme: 'light' | 'dark', facts: [string, string][]): string {
  const t = themes[theme];
  const rows = facts
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 12px 6px 0;color:${t.muted};font-size:13px;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td>` +
        `<td style="padding:6px 0;font-size:14px;color:${t.text}">${linkify(value, t.accent)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 20px;border-top:1px solid ${t.border};width:100%">${rows}</table>`;
}

function button(theme: 'light' | 'dark', label: string, href: string): string {
  const t = themes[theme];
  return `<p style="margin:8px 0 20px"><a href="${escapeAttribute(href)}" style="display:inline-block;padding:12px 22px;border-radius:8px;background:${t.accent};color:${t.accentText};text-decoration:none;font-weight:600">${escapeHtml(label)}</a></p>`;
}

function linkify(value: string, color: string): string {
  return /^https:\/\/\S+$/.test(value) ? `<a href="${escapeAttribute(value)}" style="color:${color}">${escapeHtml(value)}</a>` : escapeHtml(value);
}

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

function escapeAttribute(value: string): string {
  return escapeHtml(value);
}

/** METHOD:CANCEL for the booking's event: same UID as the invitation, a higher SEQUENCE, STATUS:CANCELLED. */
export function buildCancellation(booking: BookingRecord, organizer: { name: string; email: string }, now: Date): string {
  const calendar = ical({
    name: brand.calendarName,
    prodId: { company: brand.name, product: brand.calendarName, language: 'EN' },
    method: ICalCalendarMethod.CANCEL,
  });
  calendar.createEvent({
    id: invitationUid(booking.id),
    // The confirmation went out as SEQUENCE 0 and each move of the booking as the next one; the cancellation supersedes them.
    sequence: (booking.sequence ?? 0) + 1,
    stamp: now,
    start: new Date(booking.start),
    end: new Date(booking.end),
    summary: `Cancelled: ${brand.name} consultation with ${booking.name}`,
    status: ICalEventStatus.CANCELLED,
    organizer,
    attendees: [{ name: booking.name, email: booking.email }, ...booking.guests.map((email) => ({ email }))].map((attendee) => ({
      ...attendee,
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.DECLINED,
    })),
  });
  return calendar.toString();
}

/** The cancellation e-mail to the customer, a guest or the staff address (times as in the confirmation). */
export function renderCancellationEmail(options: { booking: BookingRecord; recipient: Recipient; calendar: string; /** The booking calendar, for another time. */ calendarUrl?: string }): RenderedEmail {
  const { booking, recipient } = options;
  const zone = recipient.type === 'staff' ? booking.businessTimezone : booking.customerTimezone;
  const start = formatInZone(booking.start, zone);
  const when = `${start.longDate}, ${start.time12} (${start.offsetLabel}, ${start.zone})`;
  const subject =
    recipient.type === 'staff'
      ? `Booking cancelled: ${booking.name} (${booking.company}) — ${start.longDate} ${start.time}`
      : `Consultation cancelled: ${start.longDate} at ${start.time12} (${start.offsetLabel})`;
  const lines =
    recipient.type === 'staff'
      ? [`The consultation with ${booking.name} (${booking.email}) on ${when} was cancelled.`, ...(booking.cancelReason ? [`Reason: ${booking.cancelReason}`] : []), `Booking id: ${booking.id}`]
      : [
          recipient.type === 'customer' ? `Hi ${booking.name},` : 'Hello,',
          `The ${booking.duration}-minute discovery session with ${brand.name} on ${when} has been cancelled.`,
          ...(booking.cancelReason ? [`Reason: ${booking.cancelReason}`] : []),
          'The attached update removes it from your calendar.',
        ];
  const bookAgain = recipient.type === 'staff' ? undefined : options.calendarUrl;
  const bookAgainText = bookAgain ? `You are welcome to book another time: ${bookAgain}` : 'You are welcome to book another time on our website.';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:32px 16px;background:#f4f5f7;color:#111827;font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e5e7eb;border-radius:12px;padding:28px 32px">
<p style="margin:0 0 8px;font-size:14px;letter-spacing:.08em;text-transform:uppercase;color:#4f46e5">${escapeHtml(brand.name)}</p>
<h1 style="font-size:22px;margin:0 0 16px">Consultation cancelled</h1>
${lines.map((line) => `<p style="margin:0 0 14px;font-size:15px;line-height:1.6">${escapeHtml(line)}</p>`).join('\n')}
${
  recipient.type === 'staff'
    ? ''
    : bookAgain
      ? `<p style="margin:0 0 14px;font-size:15px;line-height:1.6">You are welcome to book another time: <a href="${escapeHtml(bookAgain)}" style="color:#4f46e5">choose a new time in our calendar</a>.</p>`
      : `<p style="margin:0 0 14px;font-size:15px;line-height:1.6">${escapeHtml(bookAgainText)}</p>`
}
</div></body></html>`;
  const text = [...lines, ...(recipient.type === 'staff' ? [] : [bookAgainText]), '', `— ${brand.name}`].join('\n');
  return { subject, text, html, calendar: options.calendar };
}
