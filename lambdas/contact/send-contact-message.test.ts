import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../shared/errors';
import type { ContactFields } from '../../shared/content/schemas';
import type { Mailer, OutgoingEmail } from '../content/mailer';
import { logger } from '../lib/logger';
import type { RateLimitRule, RateLimitStore } from '../lib/rate-limit';
import type { ContactMessageStore } from './contact-message-store';
import { sendContactMessage, type ContactDependencies } from './send-contact-message';

const fields: ContactFields = {
  name: 'Sam',
  email: 'sam@example.com',
  phone: '5551234',
  countryCode: '+971',
  company: 'Acme',
  role: 'CEO',
  industry: 'Retail',
  website: 'acme.com',
  subject: 'Hello',
  message: 'We need a new website.',
  privacyAccepted: true,
};

function fakes(options: { allowed?: boolean; acknowledgementAllowed?: boolean; failFor?: string } = {}) {
  const counted: string[][] = [];
  const stored: unknown[] = [];
  const sent: OutgoingEmail[] = [];
  const deps: ContactDependencies = {
    messages: { add: async (message: unknown) => void stored.push(message) } as unknown as ContactMessageStore,
    rateLimits: {
      takeAll: async (rules: RateLimitRule[]) => {
        counted.push(rules.map((rule) => `${rule.key} ${rule.limit}/${rule.windowSeconds}s`));
        const acknowledgement = rules.some((rule) => rule.key.startsWith('contact-ack:'));
        return { allowed: (acknowledgement ? options.acknowledgementAllowed : options.allowed) ?? true, retryAfterSeconds: 60 };
      },
    } as unknown as RateLimitStore,
    mailer: {
      send: async (email: OutgoingEmail) => {
        if (email.to === options.failFor) throw new Error('SES unavailable');
        sent.push(email);
      },
    } as unknown as Mailer,
    staffEmail: 'team@northstar.example',
    siteUrl: 'https://northstar.example',
    now: () => new Date('2025-06-01T10:00:00Z'),
  };
  return { deps, stored, sent, counted };
}

describe('sending a contact message', () => {
  it('stores the message and e-mails staff (reply-to the visitor) and the visitor', async () => {
    const { deps, stored, sent } = fakes();
    await sendContactMessage(deps, fields, '203.0.113.5');
    expect(stored).toEqual([expect.objectContaining({ email: 'sam@example.com', created_at: '2025-06-01T10:00:00.000Z' })]);
    expect(sent.map((email) => [email.to, email.replyTo])).toEqual([
      ['team@northstar.example', 'sam@example.com'],
      ['sam@example.com', undefined],
    ]);
  });

  it('keeps the message when an e-mail cannot be sent', async () => {
    const { deps, stored, sent } = fakes({ failFor: 'team@northstar.example' });
    const log = vi.spyOn(logger, 'error').mockImplementation(() => {});
    await sendContactMessage(deps, fields, '203.0.113.5');
    expect(stored).toHaveLength(1);
    expect(sent.map((email) => email.to)).toEqual(['sam@example.com']);
    expect(log).toHaveBeenCalledOnce();
    expect(log.mock.calls[0][0]).toBe('contact e-mail failed');
    log.mockRestore();
  });

  it('refuses the form’s own rules before storing anything, and too many messages', async () => {
    const { deps, stored } = fakes();
    await expect(sendContactMessage(deps, { ...fields, website: 'acme.notatld' }, 'ip')).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      title: 'Invalid Website',
      fields: { website: 'Please enter a valid web address with a real domain ending (e.g., acme.com)' },
    });
    await expect(sendContactMessage(deps, { ...fields, website: 'foo', privacyAccepted: false }, 'ip')).rejects.toMatchObject({
      title: 'Privacy Policy',
      fields: {
        privacyAccepted: 'Please accept the Privacy Policy to continue.',
        website: 'Please enter a valid web address with a real domain ending (e.g., foo.com)',
      },
    });
    const limited = fakes({ allowed: false });
    await expect(sendContactMessage(limited.deps, fields, 'ip')).rejects.toBeInstanceOf(AppError);
    await expect(sendContactMessage(limited.deps, fields, 'ip')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    expect([...stored, ...limited.stored]).toEqual([]);
  });

  it('counts acknowledgements per recipient (ignoring case and +tags) and per client, over a day', async () => {
    const { deps, counted } = fakes();
    await sendContactMessage(deps, { ...fields, email: 'Sam+Work@Example.com' }, '2001:db8:1:2::/64');
    expect(counted[1]).toEqual(['contact-ack:recipient:sam@example.com 3/86400s', 'contact-ack:client:2001:db8:1:2::/64 10/86400s']);
  });

  it('past the acknowledgement limits, still stores the message and notifies staff, and only leaves out the acknowledgement', async () => {
    const { deps, stored, sent } = fakes({ acknowledgementAllowed: false });
    await sendContactMessage(deps, fields, '203.0.113.5');
    expect(stored).toHaveLength(1);
    expect(sent.map((email) => email.to)).toEqual(['team@northstar.example']);
  });
});
