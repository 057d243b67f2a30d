import { describe, expect, it } from 'vitest';
import { notificationError } from './notification-errors-store';

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
