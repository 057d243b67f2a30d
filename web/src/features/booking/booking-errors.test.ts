import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/http';
import { describeBookingFailure } from './booking-errors';

const api = (status: number, code: string, message = 'message') => new ApiError(status, code, 'title', message);

describe('booking failures', () => {
  it('maps a taken slot to Time Slot Unavailable and refreshes the date', () => {
    expect(describeBookingFailure(api(409, 'SLOT_UNAVAILABLE'))).toMatchObject({
      title: 'Time Slot Unavailable',
      message: 'This time slot has just been booked by another user. Please select a different time.',
      code: 'SLOT_UNAVAILABLE',
      refreshDate: true,
    });
  });

  it('maps a duplicate to Booking Conflict and refreshes the date', () => {
    expect(describeBookingFailure(api(409, 'DUPLICATE_BOOKING'))).toMatchObject({
      title: 'Booking Conflict',
      message: 'This time slot has already been booked. Please select a different time.',
      refreshDate: true,
    });
  });

  it('maps a missing date or time to Invalid Selection', () => {
    expect(describeBookingFailure(api(400, 'MISSING_DATETIME'))).toMatchObject({
      title: 'Invalid Selection',
      message: 'Please select both a date and time for your consultation.',
    });
  });

  it('shows the booking limits as the catalogue words them, whatever the answer said', () => {
    expect(describeBookingFailure(api(409, 'BOOKING_LIMIT_REACHED', 'x'))).toMatchObject({
      title: 'Booking Limit Reached',
      message: 'You already have upcoming consultations with us. Please use the link in your confirmation e-mail to manage them.',
      code: 'BOOKING_LIMIT_REACHED',
      refreshDate: false,
    });
    expect(describeBookingFailure(api(429, 'RATE_LIMITED', 'x'))).toMatchObject({
      title: 'Too Many Requests',
      message: 'You are sending requests too quickly. Please wait a few minutes and try again.',
      code: 'RATE_LIMITED',
    });
  });

  it('reports other API errors as Booking Failed with their code', () => {
    expect(describeBookingFailure(api(503, 'SERVICE_UNAVAILABLE', 'Try again.'))).toMatchObject({
      title: 'Booking Failed',
      message: 'Failed to create booking: Try again.',
      code: 'SERVICE_UNAVAILABLE',
      refreshDate: false,
    });
    expect(describeBookingFailure(api(400, '', 'It has already been booked')).refreshDate).toBe(true);
    expect(describeBookingFailure(api(400, '')).code).toBe('BOOKING_ERROR');
  });

  it('falls back to Booking Error for server and network failures', () => {
    expect(describeBookingFailure(api(500, 'INTERNAL'))).toMatchObject({ title: 'Booking Error', code: 'INTERNAL' });
    expect(describeBookingFailure(api(0, 'NETWORK_ERROR'))).toMatchObject({ title: 'Booking Error', code: 'SUBMISSION_ERROR' });
    expect(describeBookingFailure(new TypeError('boom'))).toMatchObject({
      title: 'Booking Error',
      message: 'We apologize for the inconvenience. Please contact us directly.',
      code: 'SUBMISSION_ERROR',
    });
  });
});
