import type { MeetingProvider } from '../../../../shared/booking/meeting';

/**
 * How the calendar's meeting links stand, said once in the dashboard rather than as an error on every booking:
 * nothing to say while rooms are made, a note when staff chose to send links themselves, a warning when Google Meet
 * is chosen without a Google account.
 */
export function meetingLinkState(provider: MeetingProvider, googleMeetConfigured: boolean): { tone: 'note' | 'warning'; message: string } | undefined {
  if (provider === 'none') {
    return { tone: 'note', message: 'New bookings get no meeting link. Each booking’s staff e-mail asks you to send the customer and guests a link before the call.' };
  }
  if (provider === 'google' && !googleMeetConfigured) {
    return {
      tone: 'warning',
      message: 'Google Meet is chosen, but no Google account is configured: new bookings get no meeting link, and staff must send one. Choose Jitsi Meet, or ask whoever runs the deployment to configure the Google account.',
    };
  }
  return undefined;
}
