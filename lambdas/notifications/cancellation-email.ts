import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { formatInZone } from '../../shared/booking/format';
import { brand } from '../../shared/site/brand';
import type { BookingRecord } from '../bookings/booking-store';
import { escapeHtml, type Recipient, type RenderedEmail } from './booking-email';
import { invitationUid } from '../../shared/booking/calendar-event';


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
