import { z } from 'zod';
import { isoDateSchema, wallTimeSchema } from '../booking/schemas';

/**
 * The messages every client of `/realtime` receives. They name a slot or a settings change and never carry personal
 * data. Producers build them with these types; the browser parses each one with `realtimeMessageSchema` and ignores
 * anything else.
 */
export const realtimeMessageSchema = z.discriminatedUnion('type', [
  /** A booking took the slot (business date and time). */
  z.object({ type: z.literal('booking.created'), date: isoDateSchema, time: wallTimeSchema }),
  /** The slot is free again. */
  z.object({ type: z.literal('booking.cancelled'), date: isoDateSchema, time: wallTimeSchema }),
  /** Staff changed the calendar settings or blocks: availability must be read again. */
  z.object({ type: z.literal('settings.updated') }),
]);

export type RealtimeMessage = z.infer<typeof realtimeMessageSchema>;
export type SlotMessage = Extract<RealtimeMessage, { type: 'booking.created' | 'booking.cancelled' }>;

/** Sends one message to every connected client. */
export type Broadcast = (message: RealtimeMessage) => Promise<unknown>;
