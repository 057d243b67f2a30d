import { z } from 'zod';

/*
 * Staff calendars: iCalendar feeds whose busy times hide slots. A feed's address is a secret (whoever has it reads
 * the whole calendar), so it is stored encrypted, never logged and only ever shown masked.
 */

export const staffCalendarStatuses = ['ok', 'error', 'pending'] as const;
export type StaffCalendarStatus = (typeof staffCalendarStatuses)[number];

/** A staff calendar as the staff API shows it. */
export const staffCalendarSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The feed's address with its secret parts hidden: `https://calendar.google.com/…/basic.ics`. */
  url: z.string(),
  status: z.enum(staffCalendarStatuses),
  /** ISO instant of the last sync that ended, successful or not; null before the first. */
  lastSyncedAt: z.string().nullable(),
  /** Why the last sync failed, in words (only while `status` is `error`). */
  lastError: z.string().optional(),
  /** Busy times the calendar holds over the booking horizon. */
  busyCount: z.number().int(),
});
export type StaffCalendarDto = z.infer<typeof staffCalendarSchema>;

export const staffCalendarsResponseSchema = z.object({ calendars: z.array(staffCalendarSchema) });
export type StaffCalendarsResponse = z.infer<typeof staffCalendarsResponseSchema>;
export const staffCalendarResponseSchema = z.object({ calendar: staffCalendarSchema });
export type StaffCalendarResponse = z.infer<typeof staffCalendarResponseSchema>;

export const addStaffCalendarBodySchema = z.object({
  name: z.string({ error: 'Name is required.' }).trim().min(1, { message: 'Name is required.' }).max(80, { message: 'Name must be at most 80 characters.' }),
  url: z.string({ error: 'The calendar address is required.' }).trim().min(1, { message: 'The calendar address is required.' }).max(2048, { message: 'The address is too long.' }),
});
export type AddStaffCalendarBody = z.infer<typeof addStaffCalendarBodySchema>;

export interface FeedUrlRules {
  /** `http://` on a loopback address: the local runtime's explicit setting, never set in AWS. */
  allowLoopbackHttp: boolean;
}

/**
 * The address a feed is fetched from, or why it is refused: `https://` (or `webcal://`, its calendar-app spelling,
 * read over https), and `http://` only on a loopback address when the rules allow it.
 */
export function feedFetchUrl(raw: string, rules: FeedUrlRules): { ok: true; url: string } | { ok: false; message: string } {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return { ok: false, message: 'Enter the full address of the calendar, starting with https:// or webcal://.' };
  }
  if (url.username || url.password) return { ok: false, message: 'The address must not carry a user name or password.' };
  if (url.protocol === 'webcal:' || url.protocol === 'webcals:') return { ok: true, url: `https://${url.host}${url.pathname}${url.search}` };
  if (url.protocol === 'https:') return { ok: true, url: url.toString() };
  if (url.protocol === 'http:' && rules.allowLoopbackHttp && isLoopbackHost(url.hostname)) return { ok: true, url: url.toString() };
  return { ok: false, message: 'Use an https:// or webcal:// address.' };
}

function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || /^127(?:\.\d{1,3}){3}$/.test(hostname) || hostname === '[::1]';
}

/**
 * The address as staff see it: scheme, host and the last path segment, everything else (the secret part of a
 * private address, the query) replaced by an ellipsis.
 */
export function maskFeedUrl(raw: string): string {
  try {
    const url = new URL(raw);
    const segments = url.pathname.split('/').filter(Boolean);
    const last = segments.at(-1);
    const hidden = segments.length > 1 || url.search ? '/…' : '';
    return `${url.protocol}//${url.host}${hidden}${last ? `/${last.length > 24 ? `${last.slice(0, 4)}…` : last}` : ''}`;
  } catch {
    return '…';
  }
}

export const staffCalendarParamsSchema = z.object({ id: z.string().min(1).max(80) });
