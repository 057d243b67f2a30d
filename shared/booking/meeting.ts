import { z } from 'zod';

/*
 * Where a consultation meets. Staff choose the provider in the calendar settings:
 * - `jitsi` (the default): a Jitsi Meet room that needs no account, made when the booking is, with a random name of
 *   128 bits on the base URL of the settings, so nobody finds the room by guessing;
 * - `google`: a Google Meet conference made by the notifications after the booking (only with a Google account);
 * - `none`: staff send a link themselves.
 * Whatever happens, a booking carries either its meeting's own link or no link at all, never a stand-in.
 */

export const meetingProviders = ['jitsi', 'google', 'none'] as const;
export type MeetingProvider = (typeof meetingProviders)[number];
export const DEFAULT_MEETING_PROVIDER: MeetingProvider = 'jitsi';
export const DEFAULT_JITSI_BASE_URL = 'https://meet.jit.si';

export const meetingProviderSchema = z.enum(meetingProviders, { message: 'Choose Jitsi Meet, Google Meet or no meeting link.' });

/** An https address without query or fragment, kept without a trailing slash. */
export const jitsiBaseUrlSchema = z
  .string({ error: 'Enter the address of the Jitsi Meet server.' })
  .trim()
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' && !url.search && !url.hash && !url.username && !url.password;
    } catch {
      return false;
    }
  }, 'Enter an https address such as https://meet.jit.si.')
  .transform((value) => value.replace(/\/+$/, ''));

/** Bytes of randomness in a Jitsi room name. */
export const JITSI_ROOM_BYTES = 16;

/** A room on the Jitsi server named by `random` (at least 16 bytes from a cryptographic source). */
export function jitsiRoomUrl(baseUrl: string, random: Uint8Array): string {
  if (random.length < JITSI_ROOM_BYTES) throw new Error(`A room name needs ${JITSI_ROOM_BYTES} random bytes`);
  const name = Array.from(random, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${baseUrl.replace(/\/+$/, '')}/NorthstarConsultation-${name}`;
}

/** What the booking's meeting link will be, decided when it is made. */
export type MeetingPlan =
  | { provider: 'jitsi'; meetLink: string }
  | { provider: 'google' }
  | { provider: 'none' };

/** The plan for a new booking under the settings: a Jitsi room is made on the spot, Google's link follows. */
export function planMeeting(settings: { meetingProvider: MeetingProvider; jitsiBaseUrl: string }, random: () => Uint8Array): MeetingPlan {
  switch (settings.meetingProvider) {
    case 'jitsi':
      return { provider: 'jitsi', meetLink: jitsiRoomUrl(settings.jitsiBaseUrl, random()) };
    case 'google':
      return { provider: 'google' };
    case 'none':
      return { provider: 'none' };
  }
}

/** Why a booking has no meeting link, as the notifications see it. */
export type MissingLinkReason = 'none-chosen' | 'google-not-configured' | 'google-failed';

/** The line staff read in a booking's notification when they must send the link themselves. */
export function missingLinkStaffNote(reason: MissingLinkReason): string {
  const why = {
    'none-chosen': 'The calendar settings make no meeting links.',
    'google-not-configured': 'Google Meet is chosen in the calendar settings, but no Google account is configured.',
    'google-failed': 'Google Meet could not create the meeting (see Notifications in the dashboard).',
  }[reason];
  return `No meeting link was made: ${why} Please send the customer and every guest a meeting link before the call.`;
}
