import * as v from 'valibot';
import type { AvailabilityResponse, CalendarSettings } from '../../../shared/booking/schemas';
import type { MeetingProvider } from '../../../shared/booking/meeting';
import type { BlogPostSummary, PostReactions } from '../../../shared/content/schemas';
import { reactionTypes } from '../../../shared/content/reactions';

/*
 * The shapes of the answers a page reads as it starts: the booking calendar's settings and free times, an article's
 * view count, reactions and related posts (and the insights list, the same answer). They are checked with valibot
 * (this module is about 1.9 KB gzip, loaded with the first answer that needs it through a `schemaGroup` of
 * http.ts) instead of the shared zod schemas (zod and a domain's schemas are about 28 KB), which pushed those
 * pages over their JavaScript budget. The server made each answer with the shared schema, so its rules (ranges,
 * formats, defaults) hold already; what the browser must refuse is an answer of another shape, which it would
 * otherwise render. The type check at the end keeps each shape exactly its shared schema's type, so the two cannot
 * drift apart. Every other answer, and every form, still uses the shared zod schemas.
 */

const wholeNumber = v.pipe(v.number(), v.integer());

const slotShape = v.object({ date: v.string(), time: v.string(), start: v.string(), end: v.string() });

export const availabilityShape = v.object({ timezone: v.string(), slots: v.array(slotShape) });

const meetingProviders = ['jitsi', 'google', 'none'] as const satisfies readonly MeetingProvider[];

export const calendarSettingsShape = v.object({
  meetingDuration: wholeNumber,
  minAdvanceHours: v.number(),
  maxBookingDays: wholeNumber,
  bufferBefore: wholeNumber,
  bufferAfter: wholeNumber,
  sameDayBookingAllowed: v.boolean(),
  timezone: v.string(),
  maxUpcomingBookingsPerEmail: wholeNumber,
  bookingRetentionMonths: wholeNumber,
  reminderMinutesBefore: v.array(wholeNumber),
  meetingProvider: v.picklist(meetingProviders),
  jitsiBaseUrl: v.string(),
});

/** Published posts without their body: the insights list and an article's related posts. */
export const postListShape = v.object({
  posts: v.array(
    v.object({
      id: v.string(),
      slug: v.string(),
      title: v.string(),
      excerpt: v.string(),
      category: v.string(),
      author: v.string(),
      read_time: v.string(),
      image_url: v.string(),
      created_at: v.string(),
      views: wholeNumber,
      published: v.boolean(),
      version: v.optional(wholeNumber),
      publish_at: v.nullish(v.string()),
    }),
  ),
});

export const postViewsShape = v.object({ views: wholeNumber });

export const postReactionsShape = v.object({
  counts: v.object({ like: wholeNumber, wow: wholeNumber, helpful: wholeNumber, not_helpful: wholeNumber }),
  mine: v.array(v.picklist(reactionTypes)),
});

/** Compiles only when A and B are the same type. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
/** Each shape is exactly its shared schema's type: a field added to one and not the other fails the type check. */
export type ShapesMatchSharedSchemas = Holds<
  | Same<v.InferOutput<typeof availabilityShape>, AvailabilityResponse>
  | Same<v.InferOutput<typeof calendarSettingsShape>, CalendarSettings>
  | Same<v.InferOutput<typeof postListShape>, { posts: BlogPostSummary[] }>
  | Same<v.InferOutput<typeof postViewsShape>, { views: number }>
  | Same<v.InferOutput<typeof postReactionsShape>, PostReactions>
>;
