import { z } from 'zod';
import { DEFAULT_MAX_UPCOMING_BOOKINGS_PER_EMAIL } from './limits';
import { DEFAULT_BOOKING_RETENTION_MONTHS } from '../privacy/rules';
import { DEFAULT_REMINDER_MINUTES_BEFORE, reminderMinutesBeforeSchema } from './reminders';
import { isIsoDate, isValidTimeZone, isWallTime, parseWallTime } from './time';
import { DEFAULT_JITSI_BASE_URL, DEFAULT_MEETING_PROVIDER, jitsiBaseUrlSchema, meetingProviderSchema } from './meeting';

/*
 * Zod schemas of the booking domain, shared by the lambdas and the web app: they are the booking API's request and
 * response shapes. Where a stored or e-mailed name differs (snake_case), the field notes it.
 */

/** Most days a visitor may ask availability for in one request (inclusive range). */
export const MAX_AVAILABILITY_RANGE_DAYS = 62;
/** Most guests a booking may invite. */
export const MAX_GUESTS = 10;

export const bookingStatuses = ['confirmed', 'pending', 'cancelled'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];
/** Only these statuses occupy a slot. */
export const occupyingStatuses: readonly BookingStatus[] = ['confirmed', 'pending'];
export function isOccupying(status: string): boolean {
  return status === 'confirmed' || status === 'pending';
}

/** Whether the customer came to their meeting, as staff mark it once the meeting started. */
export const attendanceValues = ['attended', 'no-show'] as const;
export type Attendance = (typeof attendanceValues)[number];

export const isoDateSchema = z
  .string({ error: 'Use the format YYYY-MM-DD.' })
  .refine(isIsoDate, { message: 'Use a real date in the format YYYY-MM-DD.' });

export const wallTimeSchema = z
  .string({ error: 'Use the format HH:mm.' })
  .refine(isWallTime, { message: 'Use a time in the format HH:mm.' });

export const timeZoneSchema = z
  .string({ error: 'A time zone is required.' })
  .refine(isValidTimeZone, { message: 'Unknown time zone; use an IANA name such as Africa/Cairo.' });

/** A number of `unit` from `min` to `max`, refused in words staff read beside the dashboard's field. */
const amountOf = (unit: string, min: number, max: number, whole = true) => {
  const number = z.number({ error: `Enter a number of ${unit}.` });
  return (whole ? number.int(`Enter a whole number of ${unit}.`) : number)
    .min(min, `Enter at least ${min} ${unit}.`)
    .max(max, `Enter at most ${max} ${unit}.`);
};

/** Calendar settings, as the public settings call returns them. */
export const calendarSettingsSchema = z
  .object({
    /** meeting_duration, minutes. */
    meetingDuration: amountOf('minutes', 5, 480),
    minAdvanceHours: amountOf('hours', 0, 24 * 365, false),
    maxBookingDays: amountOf('days', 0, 366),
    bufferBefore: amountOf('minutes', 0, 240),
    bufferAfter: amountOf('minutes', 0, 240),
    sameDayBookingAllowed: z.boolean(),
    timezone: timeZoneSchema,
    /** Upcoming bookings one e-mail address may hold (settings stored before this limit existed get the default). */
    maxUpcomingBookingsPerEmail: amountOf('bookings', 1, 50).default(DEFAULT_MAX_UPCOMING_BOOKINGS_PER_EMAIL),
    /** Months after a meeting its booking keeps the visitor's details before they are anonymised (docs/privacy.md). */
    bookingRetentionMonths: amountOf('months', 1, 120).default(DEFAULT_BOOKING_RETENTION_MONTHS),
    /** Minutes before a meeting its reminder e-mails go out (shared/booking/reminders.ts). */
    reminderMinutesBefore: reminderMinutesBeforeSchema.default([...DEFAULT_REMINDER_MINUTES_BEFORE]),
    /** Where consultations meet (shared/booking/meeting.ts); Jitsi Meet for settings stored before the choice existed. */
    meetingProvider: meetingProviderSchema.default(DEFAULT_MEETING_PROVIDER),
    /** The Jitsi Meet server the rooms are made on. */
    jitsiBaseUrl: jitsiBaseUrlSchema.default(DEFAULT_JITSI_BASE_URL),
  });
export type CalendarSettings = z.infer<typeof calendarSettingsSchema>;

/**
 * The working days and hours the public settings answer carries, derived from the weekly blocks (the one model of
 * working time): the weekdays with an active block, from the earliest block start to the latest block end.
 */
export const workingTimeSummarySchema = z.object({
  /** `HH:mm`. */
  workingHoursStart: z.string(),
  workingHoursEnd: z.string(),
  /** 0 = Sunday … 6 = Saturday. */
  workingDays: z.array(z.number().int().min(0).max(6)),
});
export type WorkingTimeSummary = z.infer<typeof workingTimeSummarySchema>;
export const publicCalendarSettingsSchema = z.object({ ...calendarSettingsSchema.shape, ...workingTimeSummarySchema.shape });
export type PublicCalendarSettings = z.infer<typeof publicCalendarSettingsSchema>;

/** An availability block: a weekly window in the business time zone. */
export const availabilityBlockSchema = z
  .object({
    id: z.string().min(1),
    /** 0 = Sunday … 6 = Saturday. */
    dayOfWeek: z.number().int().min(0).max(6),
    startTime: wallTimeSchema,
    endTime: wallTimeSchema,
    isActive: z.boolean(),
  })
  .refine((b) => parseWallTime(b.endTime) > parseWallTime(b.startTime), {
    message: 'A block must end after it starts.',
    path: ['endTime'],
  });
export type AvailabilityBlock = z.infer<typeof availabilityBlockSchema>;

/** A period of a date with its own hours, in the business time zone. */
export const workingPeriodSchema = z
  .object({ startTime: wallTimeSchema, endTime: wallTimeSchema })
  .refine((p) => parseWallTime(p.endTime) > parseWallTime(p.startTime), { message: 'A period must end after it starts.', path: ['endTime'] });

/** A date whose working time differs from its weekday's blocks: closed all day, or open for its own hours. */
export const dateOverrideSchema = z
  .object({
    closed: z.boolean({ error: 'Say whether the date is closed.' }),
    hours: z.array(workingPeriodSchema).max(12, { message: 'At most 12 periods a date.' }).default([]),
  })
  .superRefine((o, ctx) => {
    if (o.closed && o.hours.length > 0) ctx.addIssue({ code: 'custom', path: ['hours'], message: 'A closed date has no hours.' });
    if (!o.closed && o.hours.length === 0) ctx.addIssue({ code: 'custom', path: ['hours'], message: 'Give the date at least one period, or close it.' });
  });
export type DateOverride = z.infer<typeof dateOverrideSchema>;

/** `GET /api/availability?from=YYYY-MM-DD&to=YYYY-MM-DD`. */
export const availabilityQuerySchema = z
  .object({
    from: isoDateSchema,
    to: isoDateSchema,
  })
  .superRefine((q, ctx) => {
    if (!isIsoDate(q.from) || !isIsoDate(q.to)) return;
    const days = (Date.parse(`${q.to}T00:00:00Z`) - Date.parse(`${q.from}T00:00:00Z`)) / 86_400_000 + 1;
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'The range must end on or after its start.' });
    else if (days > MAX_AVAILABILITY_RANGE_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: `The range may span at most ${MAX_AVAILABILITY_RANGE_DAYS} days.` });
    }
  });
export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>;

/** One bookable slot: business date and time, and its UTC instants. */
export const slotSchema = z.object({
  date: z.string(),
  time: z.string(),
  start: z.string(),
  end: z.string(),
});
export type SlotDto = z.infer<typeof slotSchema>;

export const availabilityResponseSchema = z.object({
  timezone: z.string(),
  slots: z.array(slotSchema),
});
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>;

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, { message: `${label} is required.` })
    .max(max, { message: `${label} must be at most ${max} characters.` });

const emailSchema = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, { message: `${label} is required.` })
    .max(254, { message: `${label} is too long.` })
    .pipe(z.email({ message: `${label} must be a valid e-mail address.` }));

/** Guests: trimmed, empty entries dropped, duplicates (case-insensitive) removed, each a valid address. */
const guestsSchema = z
  .array(z.string({ error: 'Each guest must be an e-mail address.' }).max(254, { message: 'A guest address is too long.' }), {
    error: 'Guests must be a list of e-mail addresses.',
  })
  .max(100, { message: `At most ${MAX_GUESTS} guests can be invited.` })
  .default([])
  .transform((list) => {
    const seen = new Set<string>();
    const result: string[] = [];
    for (const raw of list) {
      const guest = raw.trim();
      if (guest.length === 0 || seen.has(guest.toLowerCase())) continue;
      seen.add(guest.toLowerCase());
      result.push(guest);
    }
    return result;
  })
  .pipe(
    z
      .array(z.email({ message: 'Each guest must be a valid e-mail address.' }))
      .max(MAX_GUESTS, { message: `At most ${MAX_GUESTS} guests can be invited.` }),
  );

/** `POST /api/bookings` body. `date` and `time` are in the business time zone. */
export const bookingRequestSchema = z
  .object({
    date: isoDateSchema,
    time: wallTimeSchema,
    name: required('Name', 200),
    email: emailSchema('E-mail'),
    /** Digits only: everything else is stripped. */
    phone: z
      .string({ error: 'Phone is required.' })
      .transform((value) => value.replace(/\D+/g, ''))
      .pipe(
        z
          .string()
          .min(1, { message: 'Phone is required.' })
          .min(4, { message: 'Phone must have at least 4 digits.' })
          .max(20, { message: 'Phone must have at most 20 digits.' }),
      ),
    /** Stored as phonecountrycode; `+1` when absent (the form's default). */
    phoneCountryCode: z
      .string()
      .trim()
      .regex(/^\+?\d{1,4}(?:-\d{1,4})?$/, { message: 'Use a calling code such as +20.' })
      .transform((value) => (value.startsWith('+') ? value : `+${value}`))
      .default('+1'),
    country: required('Country', 100),
    company: required('Company', 200),
    role: required('Role', 100),
    subject: required('Subject', 2000),
    guests: guestsSchema,
    /** The visitor's IANA zone (stored as customer_timezone); the business zone when absent. */
    timezone: timeZoneSchema.optional(),
    /** The theme of the visitor's page, which the confirmation e-mails follow. */
    theme: z.enum(['light', 'dark'], { message: 'Theme must be light or dark.' }).default('light'),
  })
  .transform((body) => ({
    ...body,
    time: body.time.slice(0, 5),
    guests: body.guests.filter((guest) => guest.toLowerCase() !== body.email.toLowerCase()),
  }));
export type BookingRequest = z.infer<typeof bookingRequestSchema>;
export type BookingRequestInput = z.input<typeof bookingRequestSchema>;

/** The booking as the API returns it (no personal data). */
export const bookingDtoSchema = z.object({
  id: z.string(),
  date: z.string(),
  time: z.string(),
  start: z.string(),
  end: z.string(),
  duration: z.number(),
  status: z.enum(bookingStatuses),
  meetLink: z.string().optional(),
  /** Only in the 201 of `POST /api/bookings`, to its visitor: the page where they reschedule or cancel it. */
  manageUrl: z.string().optional(),
});
export type BookingDto = z.infer<typeof bookingDtoSchema>;

export const bookingResponseSchema = z.object({ booking: bookingDtoSchema });
export type BookingResponse = z.infer<typeof bookingResponseSchema>;

/** True when a body lacks a usable date or time (answered with the 'Invalid Selection' error). */
export function isMissingDateTime(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const { date, time } = body as { date?: unknown; time?: unknown };
  const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  return blank(date) || blank(time);
}
