import { describe, expect, it } from 'vitest';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { notificationError, NotificationErrorStore } from './notification-errors-store';

describe('notificationError', () => {
  it("records the thrown error's message and name beside the step's own details", () => {
    const error = new TypeError('the provider refused the event');
    expect(notificationError('booking-1', { email: 'ada@example.org', type: 'customer' }, 'meet_link_failed', error, { provider: 'google' })).toEqual({
      booking_id: 'booking-1',
      recipient_email: 'ada@example.org',
      recipient_type: 'customer',
      error_type: 'meet_link_failed',
      error_message: 'the provider refused the event',
      error_details: { name: 'TypeError', provider: 'google' },
    });
  });

  it('records something thrown that is no Error as text', () => {
    expect(notificationError('booking-2', { email: 'system', type: 'staff' }, 'function_error', 'timed out')).toMatchObject({
      error_message: 'timed out',
      error_details: { name: 'Error' },
    });
  });
});

describe('NotificationErrorStore.record', () => {
  it('gives the row, which names its recipient, an expiry 90 days after its last failure', async () => {
    const sent: { input: { ExpressionAttributeValues: Record<string, unknown>; UpdateExpression: string } }[] = [];
    const documents = { send: async (command: (typeof sent)[number]) => void sent.push(command) } as unknown as DynamoDBDocumentClient;
    await new NotificationErrorStore(documents, 'notification_errors').record(
      notificationError('booking-3', { email: 'ada@example.org', type: 'customer' }, 'email_failed', new Error('rejected')),
      new Date('2026-05-10T08:00:00.000Z'),
    );
    expect(sent[0].input.UpdateExpression).toContain('expiresAt = :expires');
    expect(sent[0].input.ExpressionAttributeValues[':expires']).toBe(Date.parse('2026-08-08T08:00:00.000Z') / 1000);
  });
});
