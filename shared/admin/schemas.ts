import { z } from 'zod';
import { attendanceValues, availabilityBlockSchema, bookingDtoSchema, bookingStatuses, calendarSettingsSchema, dateOverrideSchema, isoDateSchema, wallTimeSchema } from '../booking/schemas';
import { rescheduleBodySchema } from '../booking/manage';
import { isIsoDate, parseWallTime } from '../booking/time';
import { reminderSchema } from '../booking/reminders';
import { MAX_BOOKING_SEARCH_LENGTH } from './booking-operations';
import { staffRoles } from './roles';
import { inboxStates, inboxViews } from './inbox-states';

/*
 * Zod schemas of the staff API (`/api/me/*`, `/api/admin/*`, `/api/staff-auth/*`), used by the handlers to
 * validate and by the dashboard to type what it reads.
 */

/** Longest date range the bookings list reads at once (one DAY item per date). */
export const MAX_BOOKINGS_RANGE_DAYS = 366;

const email = z.string().trim().toLowerCase().max(254).pipe(z.email({ message: 'Enter a valid e-mail address.' }));

/** The user pool's password policy (infra/local/cognito.ts and the CDK auth stack). */
export const passwordSchema = z
  .string({ error: 'Enter a password.' })
  .min(12, { message: 'Use at least 12 characters.' })
  .max(256, { message: 'Use at most 256 characters.' })
  .refine((value) => /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value) && /[^A-Za-z0-9]/.test(value), {
    message: 'Use upper- and lower-case letters, a number and a symbol.',
  });

// ── me ────────────────────────────────────────────────────────────────────────────────────────────────────────
export const meRoleResponseSchema = z.object({ userId: z.string(), email: z.string().optional(), role: z.enum(staffRoles) });
export type MeRoleResponse = z.infer<typeof meRoleResponseSchema>;

// ── bookings ──────────────────────────────────────────────────────────────────────────────────────────────────
export const bookingStatusFilters = ['all', ...bookingStatuses] as const;
export type BookingStatusFilter = (typeof bookingStatusFilters)[number];

export const adminBookingsQuerySchema = z
  .object({
    from: isoDateSchema,
    to: isoDateSchema,
    status: z.enum(bookingStatusFilters, { message: 'Choose all, confirmed, pending or cancelled.' }).default('all'),
    /** Words to find in the name, e-mail address or company (booking-operations.ts). */
    q: z.string().trim().max(MAX_BOOKING_SEARCH_LENGTH, { message: `Search for at most ${MAX_BOOKING_SEARCH_LENGTH} characters.` }).optional(),
  })
  .superRefine((q, ctx) => {
    if (!isIsoDate(q.from) || !isIsoDate(q.to)) return;
    const days = (Date.parse(`${q.to}T00:00:00Z`) - Date.parse(`${q.from}T00:00:00Z`)) / 86_400_000 + 1;
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'The range must end on or after its start.' });
    else if (days > MAX_BOOKINGS_RANGE_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: `The range may span at most ${MAX_BOOKINGS_RANGE_DAYS} days.` });
  });
export type AdminBookingsQuery = z.infer<typeof adminBookingsQuerySchema>;

/** A booking as staff see it: the public booking plus the visitor's details and the cancellation. */
export const adminBookingSchema = bookingDtoSchema.extend({
  createdAt: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  phoneCountryCode: z.string(),
  country: z.string(),
  company: z.string(),
  role: z.string(),
  subject: z.string(),
  guests: z.array(z.string()),
  customerTimezone: z.string(),
  businessTimezone: z.string(),
  /** `missing`: no meeting link was made; staff send one. */
  meetLinkStatus: z.enum(['created', 'missing']).optional(),
  cancelledAt: z.string().optional(),
  cancelledBy: z.string().optional(),
  cancelReason: z.string().optional(),
  /** The staff member who booked it from the dashboard (absent: the visitor booked it). */
  bookedBy: z.string().optional(),
  /** Moves the visitor made (staff moves do not count). */
  rescheduleCount: z.number().int().min(0).optional(),
  attendance: z.enum(attendanceValues).optional(),
  attendanceMarkedAt: z.string().optional(),
  attendanceMarkedBy: z.string().optional(),
});
export type AdminBooking = z.infer<typeof adminBookingSchema>;
export const adminBookingsResponseSchema = z.object({ bookings: z.array(adminBookingSchema) });
export type AdminBookingsResponse = z.infer<typeof adminBookingsResponseSchema>;

/**
 * `GET /api/admin/bookings/{id}`: the booking and its reminders, earliest first. `remindersPlanned` is false until the
 * outbox has planned them, a moment after the booking was made (an empty list then means "not yet", not "none").
 */
export const adminBookingDetailResponseSchema = z.object({
  booking: adminBookingSchema.extend({ reminders: z.array(reminderSchema), remindersPlanned: z.boolean() }),
});
export type AdminBookingDetailResponse = z.infer<typeof adminBookingDetailResponseSchema>;

export const bookingIdParamsSchema = z.object({ id: z.string().min(1).max(80) });
export const cancelBookingBodySchema = z.object({
  reason: z.string().trim().max(500, { message: 'Keep the reason under 500 characters.' }).optional(),
});
/** `POST /api/admin/bookings/{id}/reschedule`: the new slot, in the business time zone. */
export const staffRescheduleBodySchema = rescheduleBodySchema;
export const attendanceBodySchema = z.object({
  attendance: z.enum(attendanceValues, { message: 'Choose attended or no-show.' }),
});
export type AttendanceBody = z.infer<typeof attendanceBodySchema>;
/** What creating, moving and marking a booking answer: the booking as staff see it now. */
export const adminBookingResponseSchema = z.object({ booking: adminBookingSchema });
export type AdminBookingResponse = z.infer<typeof adminBookingResponseSchema>;

/** An address with meetings it did not attend (`GET /api/admin/booking-no-shows`). */
export const noShowSenderSchema = z.object({ email: z.string(), noShows: z.number().int().min(1), lastNoShowAt: z.string() });
export type NoShowSender = z.infer<typeof noShowSenderSchema>;
export const noShowSendersResponseSchema = z.object({ senders: z.array(noShowSenderSchema) });
export type NoShowSendersResponse = z.infer<typeof noShowSendersResponseSchema>;

export const cancelBookingResponseSchema = z.object({ booking: adminBookingSchema, alreadyCancelled: z.boolean() });
export type CancelBookingResponse = z.infer<typeof cancelBookingResponseSchema>;

// ── calendar ──────────────────────────────────────────────────────────────────────────────────────────────────
export const MAX_BLOCKS = 70;

const blockInputSchema = z
  .object({
    id: z.string().trim().max(64).regex(/^[A-Za-z0-9_-]*$/, { message: 'Use letters, digits, - and _.' }).optional(),
    dayOfWeek: z.number().int().min(0).max(6),
    startTime: wallTimeSchema,
    endTime: wallTimeSchema,
    isActive: z.boolean(),
  })
  .refine((b) => parseWallTime(b.endTime) > parseWallTime(b.startTime), { message: 'A block must end after it starts.', path: ['endTime'] });

/** The full list of blocks: what is not in it is deleted. Blocks without an id are new. */
export const saveBlocksBodySchema = z
  .object({ blocks: z.array(blockInputSchema).max(MAX_BLOCKS, { message: `At most ${MAX_BLOCKS} blocks.` }) })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.blocks.forEach((block, index) => {
      if (!block.id) return;
      if (seen.has(block.id)) ctx.addIssue({ code: 'custom', path: ['blocks', index, 'id'], message: 'Each block id may appear once.' });
      seen.add(block.id);
    });
  });
export type SaveBlocksBody = z.input<typeof saveBlocksBodySchema>;

export const saveSettingsBodySchema = z.object({ settings: calendarSettingsSchema });
export const adminCalendarResponseSchema = z.object({
  settings: calendarSettingsSchema,
  blocks: z.array(availabilityBlockSchema),
  /**
   * Whether this deployment has a Google account for Google Meet (the meeting provider may be Google only then); in
   * the answers of the settings' read and save.
   */
  googleMeetConfigured: z.boolean().optional(),
  /** Date overrides by date (`YYYY-MM-DD`), past ones left out. */
  overrides: z.record(z.string(), dateOverrideSchema).optional(),
});
export const dateOverrideParamsSchema = z.object({ date: isoDateSchema });
export type AdminCalendarResponse = z.infer<typeof adminCalendarResponseSchema>;

// ── notification errors ───────────────────────────────────────────────────────────────────────────────────────
export const notificationErrorTypes = ['meet_link_failed', 'function_error', 'email_failed'] as const;
export const notificationErrorsQuerySchema = z.object({
  type: z.enum(['all', ...notificationErrorTypes]).default('all'),
  state: z.enum(['open', 'resolved', 'all']).default('open'),
});
export const notificationErrorSchema = z.object({
  id: z.string(),
  booking_id: z.string(),
  recipient_email: z.string(),
  recipient_type: z.string(),
  error_type: z.enum(notificationErrorTypes),
  error_message: z.string(),
  error_details: z.record(z.string(), z.unknown()).optional(),
  created_at: z.string(),
  last_failed_at: z.string(),
  attempts: z.number(),
  resolved_at: z.string().optional(),
  resolved_by: z.string().optional(),
  /** The booking the error concerns, as staff know it: when it starts (with the business's zone) and who booked. */
  booking: z.object({ start: z.string(), timezone: z.string(), customer: z.string(), company: z.string().optional() }).optional(),
});
export type NotificationErrorDto = z.infer<typeof notificationErrorSchema>;
export const notificationErrorsResponseSchema = z.object({ errors: z.array(notificationErrorSchema) });
export const notificationErrorParamsSchema = z.object({ id: z.string().min(1).max(400) });
/** What resolving answers: the error as it now stands. */
export const resolveNotificationResponseSchema = z.object({ error: notificationErrorSchema });
export const retryNotificationResponseSchema = z.object({ outcome: z.enum(['delivered', 'still_failing']), error: notificationErrorSchema });
export type RetryNotificationResponse = z.infer<typeof retryNotificationResponseSchema>;

// ── inbox ───────────────────────────────────────────────────────────────────────────────────────────────────
export const contactMessageDtoSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().optional(),
  countryCode: z.string().optional(),
  company: z.string().optional(),
  role: z.string().optional(),
  industry: z.string().optional(),
  website: z.string().optional(),
  subject: z.string().optional(),
  message: z.string().optional(),
  status: z.enum(inboxStates),
  /** Who last changed the state, and when. */
  status_by: z.string().optional(),
  status_at: z.string().optional(),
});
export type ContactMessageDto = z.infer<typeof contactMessageDtoSchema>;
/** One page of the inbox, newest first; `nextCursor` asks for the page after it (absent on the last page). */
export const contactMessagesResponseSchema = z.object({ messages: z.array(contactMessageDtoSchema), nextCursor: z.string().optional() });
export type ContactMessagesResponse = z.infer<typeof contactMessagesResponseSchema>;
/** Messages one page holds unless `limit` says otherwise. */
export const CONTACT_PAGE_SIZE = 25;
const pageLimitMessage = { message: 'Limit must be a whole number from 1 to 100.' };
const cursorMessage = { message: 'This cursor is not one the inbox gave.' };
export const contactMessagesQuerySchema = z.object({
  limit: z.coerce.number(pageLimitMessage).int(pageLimitMessage).min(1, pageLimitMessage).max(100, pageLimitMessage).default(CONTACT_PAGE_SIZE),
  /** The `nextCursor` of the previous page, as it was given. */
  cursor: z.string().max(512, cursorMessage).regex(/^[A-Za-z0-9_-]+$/, cursorMessage).optional(),
  view: z.enum(inboxViews, { message: 'Choose inbox or archived.' }).default('inbox'),
});
export const contactMessageParamsSchema = z.object({ id: z.string().min(1).max(128) });
/** What changing a message's state answers: the message as it now stands. */
export const contactMessageResponseSchema = z.object({ message: contactMessageDtoSchema });
/** The inbox's counts for the dashboard's menu: messages nobody has read yet. */
export const inboxCountsResponseSchema = z.object({ unread: z.number().int().min(0) });
export type InboxCounts = z.infer<typeof inboxCountsResponseSchema>;

export const subscriberDtoSchema = z.object({
  email: z.string(),
  status: z.string(),
  subscribed_at: z.string().optional(),
  confirmed_at: z.string().optional(),
  unsubscribed_at: z.string().optional(),
  consented_at: z.string().optional(),
});
export type SubscriberDto = z.infer<typeof subscriberDtoSchema>;
export const subscribersResponseSchema = z.object({ subscribers: z.array(subscriberDtoSchema) });

export const conversationDtoSchema = z.object({
  conversationId: z.string(),
  userEmail: z.string(),
  startedAt: z.string(),
  updatedAt: z.string(),
  messageCount: z.number(),
});
export type ConversationDto = z.infer<typeof conversationDtoSchema>;
export const conversationsResponseSchema = z.object({ conversations: z.array(conversationDtoSchema) });
export const conversationMessagesSchema = z.array(z.object({ role: z.enum(['user', 'assistant']), text: z.string(), createdAt: z.string() }));
export type ConversationMessageDto = z.infer<typeof conversationMessagesSchema>[number];
export const conversationResponseSchema = z.object({ messages: conversationMessagesSchema });
export const conversationParamsSchema = z.object({ id: z.string().min(1).max(100) });

// ── staff ─────────────────────────────────────────────────────────────────────────────────────────────────────
export const staffMemberSchema = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string().optional(),
  role: z.enum(staffRoles),
  /** `invited` until the invitation is accepted. */
  status: z.enum(['active', 'invited', 'disabled']),
  createdAt: z.string().optional(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffResponseSchema = z.object({ staff: z.array(staffMemberSchema) });
/** What an invitation answers: the new (invited) member. */
export const inviteStaffResponseSchema = z.object({ member: staffMemberSchema });

export const inviteStaffBodySchema = z.object({
  email,
  role: z.enum(staffRoles, { message: 'Choose admin, editor or viewer.' }),
});
export type InviteStaffBody = z.infer<typeof inviteStaffBodySchema>;

export const staffParamsSchema = z.object({ userId: z.string().min(1).max(128) });
export const updateStaffBodySchema = z
  .object({ role: z.enum(staffRoles, { message: 'Choose admin, editor or viewer.' }).optional(), disabled: z.boolean().optional() })
  .refine((body) => body.role !== undefined || body.disabled !== undefined, { message: 'Change the role or the access.', path: ['role'] });
export type UpdateStaffBody = z.infer<typeof updateStaffBodySchema>;

// ── staff auth (public: invitation and password recovery links) ──────────────────────────────────────────────
const token = z.string({ error: 'The link is incomplete.' }).regex(/^[A-Za-z0-9_-]{32,128}$/, { message: 'The link is incomplete.' });

export const acceptInvitationBodySchema = z.object({
  token,
  fullName: z.string({ error: 'Enter your full name.' }).trim().min(1, { message: 'Enter your full name.' }).max(120),
  password: passwordSchema,
});
export const passwordResetRequestBodySchema = z.object({ email });
export const passwordResetBodySchema = z.object({ token, password: passwordSchema });
/** What asking for a reset link answers, whether or not the address has an account (nothing is given away). */
export const passwordResetRequestResponseSchema = z.object({ status: z.literal('sent') });
/** What accepting an invitation or resetting a password answers: the address to sign in with. */
export const staffAuthResponseSchema = z.object({ email: z.string() });

// ── booking senders (blocks and cancel-all) ───────────────────────────────────────────────────────────────────
const domainPattern = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

/** An address (`someone@example.com`) or a whole domain (`example.com`, `@example.com`) staff block. */
export const senderTargetSchema = z
  .string({ error: 'Enter an e-mail address or a domain.' })
  .trim()
  .min(1, { message: 'Enter an e-mail address or a domain.' })
  .max(254, { message: 'Keep it under 254 characters.' })
  .refine((value) => (value.includes('@') && !value.startsWith('@') ? z.email().safeParse(value).success : domainPattern.test(value.replace(/^@/, ''))), {
    message: 'Enter an e-mail address (name@example.com) or a domain (example.com).',
  });

export const blockSenderBodySchema = z.object({ target: senderTargetSchema });
export const senderParamsSchema = z.object({ target: senderTargetSchema });

export const senderBlockSchema = z.object({
  kind: z.enum(['address', 'domain']),
  value: z.string(),
  at: z.string(),
  by: z.string(),
});
export type SenderBlockDto = z.infer<typeof senderBlockSchema>;
export const senderBlocksResponseSchema = z.object({ blocks: z.array(senderBlockSchema) });
export type SenderBlocksResponse = z.infer<typeof senderBlocksResponseSchema>;
export const senderBlockResponseSchema = z.object({ block: senderBlockSchema });

// ── e-mail suppressions (the list's entries: email-suppressions.ts) ───────────────────────────────────────────
export const emailSuppressionParamsSchema = z.object({ email });

export const cancelAddressBookingsBodySchema = z.object({
  email: email,
  reason: z.string().trim().max(500, { message: 'Keep the reason under 500 characters.' }).optional(),
});
export const cancelAddressBookingsResponseSchema = z.object({ cancelled: z.array(adminBookingSchema) });
export type CancelAddressBookingsResponse = z.infer<typeof cancelAddressBookingsResponseSchema>;

/** A change answered with 204 No Content (a staff member updated, a sender unblocked): the answer has no body. */
export const noContentResponseSchema = z.undefined();

/* Staff calendars and the why-not view have their schemas beside their rules; the dashboard reads them from here. */
export { staffCalendarResponseSchema, staffCalendarsResponseSchema } from '../booking/staff-calendars';
export { explainResponseSchema } from '../booking/why-not';
