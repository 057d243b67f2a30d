import { describe, expect, it } from 'vitest';
import { contactAcknowledgementEmail, contactStaffEmail, newsletterConfirmationEmail, type ContactMessage } from './emails';

const message: ContactMessage = {
  id: 'm1',
  created_at: '2025-06-01T10:00:00.000Z',
  name: 'Sam <script>',
  email: 'sam@example.com',
  phone: '5551234',
  countryCode: '+1',
  company: 'Acme & Sons',
  role: 'CEO',
  industry: 'Retail',
  website: 'acme.com',
  subject: 'Line one\nBcc: someone@example.com',
  message: 'Hello <b>there</b>',
};

describe('site e-mails', () => {
  it('escapes what visitors typed and keeps the subject on one line', () => {
    const staff = contactStaffEmail(message);
    expect(staff.subject).toBe('New contact message: Line one Bcc: someone@example.com');
    expect(staff.html).toContain('Sam &lt;script&gt;');
    expect(staff.html).toContain('Acme &amp; Sons');
    expect(staff.html).not.toContain('<b>there</b>');
    expect(staff.text).toContain('Phone: +1 5551234');
  });

  it('acknowledges the visitor with the reply time and a booking link', () => {
    const ack = contactAcknowledgementEmail(message, 'https://northstar.example/');
    expect(ack.text).toContain('within 24 hours');
    expect(ack.text).toContain('https://northstar.example/calendar');
    expect(ack.html).toContain('Hi Sam &lt;script&gt;');
  });

  it('carries the confirm and unsubscribe links in both bodies', () => {
    const mail = newsletterConfirmationEmail({ confirmUrl: 'https://x.example/c?token=a&b', unsubscribeUrl: 'https://x.example/u?token=z' });
    expect(mail.text).toContain('Confirm your subscription: https://x.example/c?token=a&b');
    expect(mail.text).toContain('Unsubscribe: https://x.example/u?token=z');
    expect(mail.html).toContain('href="https://x.example/c?token=a&amp;b"');
  });
});
