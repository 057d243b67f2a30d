import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { BookingRecord } from '../bookings/booking-store';
import { renderBookingEmail } from './booking-email';
import { buildMimeMessage, formatAddress } from './mime';

const booking: BookingRecord = {
  id: 'b-20260308-00000000-0000-4000-8000-000000000000',
  date: '2026-03-09',
  time: '09:00',
  start: '2026-03-09T07:00:00.000Z',
  end: '2026-03-09T07:30:00.000Z',
  duration: 30,
  status: 'confirmed',
  createdAt: '2026-03-01T10:00:00.000Z',
  name: 'Zoë <script>',
  email: 'zoe@example.com',
  phone: '15550100',
  phoneCountryCode: '+1',
  country: 'United States',
  company: 'Acme & Co',
  role: 'CEO',
  subject: 'Rebrand "everything"',
  guests: ['guest@example.com'],
  customerTimezone: 'America/New_York',
  businessTimezone: 'Africa/Cairo',
  theme: 'light',
};

/** mailparser (the SES emulator's parser) has no type declarations: the little of it used here. */
interface ParsedMail {
  subject?: string;
  to?: { value: { address?: string; name: string }[] } | { value: { address?: string; name: string }[] }[];
  text?: string;
  html?: string | false;
  attachments: { filename?: string; content: Buffer }[];
}
const { simpleParser } = createRequire(import.meta.url)('mailparser') as { simpleParser: (source: Buffer) => Promise<ParsedMail> };

const organizer = { name: 'Northstar Digital', email: 'hello@northstar.agency' };

describe('booking e-mails', () => {
  it("states the time in the visitor's zone (after New York's change) and in Cairo, and escapes what the visitor typed", () => {
    const email = renderBookingEmail({ booking, meeting: { link: 'https://meet.google.com/abc-defg-hij' }, recipient: { email: booking.email, type: 'customer', name: booking.name }, organizer });
    expect(email.text).toContain('Monday, March 9, 2026, 3:00 AM – 3:30 AM (GMT-4, America/New_York)');
    expect(email.text).toContain('Monday, March 9, 2026, 9:00 AM – 9:30 AM (GMT+2, Africa/Cairo)');
    expect(email.subject).toBe('Consultation confirmed: Monday, March 9, 2026 at 3:00 AM (GMT-4)');
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('Zoë &lt;script&gt;');
    expect(email.html).toContain('#ffffff');
    expect(renderBookingEmail({ booking: { ...booking, theme: 'dark' }, meeting: { link: 'https://meet.google.com/abc-defg-hij' }, recipient: { email: booking.email, type: 'customer' }, organizer }).html).toContain('#0b0f19');
  });

  it('builds a MIME message mail clients read as text, HTML, an inline invitation and an invite.ics attachment', async () => {
    const email = renderBookingEmail({ booking, meeting: { link: 'https://meet.google.com/abc-defg-hij' }, recipient: { email: 'guest@example.com', type: 'guest' }, organizer });
    const raw = buildMimeMessage({
      from: 'Northstar Digital <hello@northstar.agency>',
      to: formatAddress('zoe@example.com', 'Zoë Ångström'),
      subject: `${email.subject} ✨`,
      text: email.text,
      html: email.html,
      calendar: email.calendar,
      messageId: 'test@northstar.agency',
    });
    const parsed = await simpleParser(raw);
    expect(parsed.subject).toBe(`${email.subject} ✨`);
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.value[0] : undefined).toEqual({ address: 'zoe@example.com', name: 'Zoë Ångström' });
    expect(parsed.text).toContain('Acme & Co');
    expect(parsed.html).toContain('Join the meeting');
    const ics = parsed.attachments.find((attachment) => attachment.filename === 'invite.ics');
    expect(ics?.content.toString('utf8')).toContain('METHOD:REQUEST');
    expect(ics?.content.toString('utf8')).toContain(`UID:${booking.id}@northstar.agency`);
    expect(ics?.content.toString('utf8')).toContain('DTSTART:20260309T070000Z');
  });

  it('offers no link, no Join button and no LOCATION when the meeting has no link, and says it will follow', async () => {
    for (const recipient of [{ email: booking.email, type: 'customer' as const }, { email: 'guest@example.com', type: 'guest' as const }]) {
      const email = renderBookingEmail({ booking, meeting: { missing: 'none-chosen' }, recipient, organizer });
      expect(email.text).toContain('Meeting link: We will e-mail it to you before the call.');
      expect(email.html).not.toContain('Join the meeting');
      for (const part of [email.text, email.html, email.calendar]) {
        expect(part).not.toMatch(/meet\.google\.com|meet\.jit\.si|Join:/);
      }
      expect(email.calendar).not.toMatch(/^LOCATION/m);
      expect(email.calendar).not.toMatch(/^URL/m);
      // iCalendar folds long lines (CRLF and a space); unfolded, the description tells the visitor the link follows.
      expect(email.calendar.replace(/\r\n /g, '')).toContain('The meeting link will follow by e-mail before the call.');
    }
  });

  it('asks staff, in the subject and first line, to send the link themselves, and says why', () => {
    const email = renderBookingEmail({ booking, meeting: { missing: 'google-failed' }, recipient: { email: 'staff@northstar.agency', type: 'staff' }, organizer });
    expect(email.subject).toMatch(/^Send the meeting link — New booking: /);
    expect(email.text.split('\n')[2]).toBe(
      'No meeting link was made: Google Meet could not create the meeting (see Notifications in the dashboard). Please send the customer and every guest a meeting link before the call.',
    );
    expect(email.text).toContain('Meeting link: None: please send one');
    expect(email.html).not.toContain('Open meeting link');
  });

  it('puts the meeting’s own link in the invitation: LOCATION, URL, the Join button and the Google Calendar link', () => {
    const email = renderBookingEmail({ booking, meeting: { link: 'https://meet.jit.si/NorthstarConsultation-0123' }, recipient: { email: booking.email, type: 'customer' }, organizer });
    expect(email.calendar).toMatch(/^LOCATION:https:\/\/meet\.jit\.si\/NorthstarConsultation-0123/m);
    expect(email.html).toContain('Join the meeting');
    expect(email.text).toContain('location=https%3A%2F%2Fmeet.jit.si%2FNorthstarConsultation-0123');
    const staff = renderBookingEmail({ booking, meeting: { link: 'https://meet.jit.si/NorthstarConsultation-0123' }, recipient: { email: 'staff@northstar.agency', type: 'staff' }, organizer });
    expect(staff.subject).toMatch(/^New booking: /);
  });
});
