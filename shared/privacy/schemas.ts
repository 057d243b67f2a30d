import { z } from 'zod';
import { adminBookingSchema } from '../admin/schemas';
import { privacyRequestKinds } from './rules';

/** `POST /api/privacy/requests`. */
export const privacyRequestBodySchema = z.object({
  email: z.string().trim().max(254).pipe(z.email('Please enter a valid email address')),
  kind: z.enum(privacyRequestKinds, { error: 'Choose a copy of your data or its erasure.' }),
});
export type PrivacyRequestBody = z.infer<typeof privacyRequestBodySchema>;

export const privacyRequestAcceptedSchema = z.object({ status: z.literal('pending') });

/** `POST /api/privacy/requests/confirm`. */
export const privacyConfirmBodySchema = z.object({
  token: z.string().trim().min(1, 'The link has no token.').max(200),
});

/** A booking as the visitor's export shows it: every field we keep about them, as staff see it. */
export const exportedBookingSchema = adminBookingSchema.pick({
  id: true,
  date: true,
  time: true,
  start: true,
  end: true,
  status: true,
  createdAt: true,
  name: true,
  email: true,
  phone: true,
  phoneCountryCode: true,
  country: true,
  company: true,
  role: true,
  subject: true,
  guests: true,
  customerTimezone: true,
  cancelledAt: true,
  cancelReason: true,
});

/** A booking someone else made that lists the address as a guest: only the meeting's time is theirs to see. */
export const guestBookingSchema = z.object({ date: z.string(), time: z.string(), start: z.string(), status: z.string() });

export const exportedContactMessageSchema = z.record(z.string(), z.unknown());

export const exportedConversationSchema = z.object({
  conversationId: z.string(),
  startedAt: z.string(),
  messages: z.array(z.object({ role: z.string(), text: z.string(), createdAt: z.string() })),
});

export const exportedSubscriptionSchema = z.object({
  email: z.string(),
  status: z.string(),
  subscribed_at: z.string().optional(),
  confirmed_at: z.string().optional(),
  unsubscribed_at: z.string().optional(),
  consent_text: z.string().optional(),
  consented_at: z.string().optional(),
});

export const personalDataExportSchema = z.object({
  email: z.string(),
  exportedAt: z.string(),
  bookings: z.array(exportedBookingSchema),
  guestOf: z.array(guestBookingSchema),
  contactMessages: z.array(exportedContactMessageSchema),
  chatConversations: z.array(exportedConversationSchema),
  newsletter: exportedSubscriptionSchema.nullable(),
});
export type PersonalDataExport = z.infer<typeof personalDataExportSchema>;

/** What an erasure did, by kind of record. */
export const erasureSummarySchema = z.object({
  bookingsCancelled: z.number().int(),
  bookingsAnonymised: z.number().int(),
  guestListsCleared: z.number().int(),
  contactMessagesDeleted: z.number().int(),
  chatConversationsDeleted: z.number().int(),
  newsletterSubscriptionsDeleted: z.number().int(),
  limitItemsDeleted: z.number().int(),
  auditEntriesRedacted: z.number().int(),
});
export type ErasureSummary = z.infer<typeof erasureSummarySchema>;

export const privacyConfirmResponseSchema = z.object({
  status: z.literal('done'),
  kind: z.enum(privacyRequestKinds),
  export: personalDataExportSchema.optional(),
  erased: erasureSummarySchema.optional(),
});
export type PrivacyConfirmResponse = z.infer<typeof privacyConfirmResponseSchema>;

/** `POST /api/admin/privacy/erase`. */
export const adminEraseBodySchema = z.object({
  email: z.string().trim().max(254).pipe(z.email('Enter the e-mail address to erase.')),
});
export const adminEraseResponseSchema = z.object({ erased: erasureSummarySchema });
export type AdminEraseResponse = z.infer<typeof adminEraseResponseSchema>;

/** One request as staff see it; an erased address shows only as its hash. */
export const privacyRequestDtoSchema = z.object({
  id: z.string(),
  kind: z.enum(privacyRequestKinds),
  email: z.string().optional(),
  emailHash: z.string(),
  receivedAt: z.string(),
  deadline: z.string(),
  status: z.enum(['awaiting_confirmation', 'link_expired', 'completed']),
  completedAt: z.string().optional(),
  /** `visitor` (through the e-mailed link) or the admin's address. */
  completedBy: z.string().optional(),
});
export type PrivacyRequestDto = z.infer<typeof privacyRequestDtoSchema>;
export const privacyRequestsResponseSchema = z.object({ requests: z.array(privacyRequestDtoSchema) });
export type PrivacyRequestsResponse = z.infer<typeof privacyRequestsResponseSchema>;
