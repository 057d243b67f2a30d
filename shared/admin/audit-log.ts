import { z } from 'zod';
import { isStaffRole, roleWithArticle } from './roles';
import { plural } from './words';

/*
 * The audit log in words. Entries are stored as the handlers record them (an action code, a target and details);
 * this rule turns each into a sentence a member of staff can read ("Mona published 'Field Notes'"), with before →
 * after for the fields a save changed. It never shows ids, UUIDs or JSON: what it cannot name it leaves out.
 */

/** The kinds of change staff can filter by: the part of an action before its dot. */
export const auditKinds = {
  post: 'Articles',
  project: 'Projects',
  video: 'Videos',
  seo_page: 'Page metadata',
  media: 'Media',
  booking: 'Bookings',
  calendar: 'Calendar',
  booking_sender: 'Blocked senders',
  email_suppression: 'E-mail suppressions',
  notification_error: 'Notification errors',
  staff: 'Staff',
  privacy: 'Personal data',
} as const;
export type AuditKind = keyof typeof auditKinds;
export const auditKindIds = Object.keys(auditKinds) as [AuditKind, ...AuditKind[]];

/** An entry of the log as the staff API answers it. */
export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actorId: z.string(),
  actorEmail: z.string().optional(),
  action: z.string(),
  target: z.string(),
  details: z.record(z.string(), z.unknown()).optional(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogResponseSchema = z.object({ entries: z.array(auditEntrySchema), next: z.string().optional() });
const instantMessage = { message: 'Use an ISO instant such as 2026-11-27T00:00:00.000Z.' };
const instant = z.iso.datetime({ ...instantMessage, offset: false });
/**
 * One page of the audit log, narrowed by person (`actor`, a user id), kind (the part of the action before its dot)
 * and time (`from` inclusive, `to` exclusive: the staff member's own days, turned into instants by the dashboard).
 * `before` is the `next` cursor of the previous page: an entry's time and id (`2026-11-24T20:23:17.123Z#{uuid}`).
 */
export const auditLogQuerySchema = z
  .object({
    before: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z#[0-9a-f-]{36}$/, 'Not the cursor of a previous page.')
      .optional(),
    actor: z.string().trim().min(1).max(128, 'Not a person of the log.').optional(),
    kind: z.enum(auditKindIds, { message: `Choose one of: ${auditKindIds.join(', ')}.` }).optional(),
    from: instant.optional(),
    to: instant.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from < query.to, { path: ['to'], message: 'The end must come after the start.' });
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

/** The kind of an action code (`post.updated` → `post`). */
export function auditKindOf(action: string): string {
  const dot = action.indexOf('.');
  return dot < 0 ? action : action.slice(0, dot);
}

/** Longest text the log keeps of a field's old and new value; a longer value is named as changed, without values. */
export const AUDIT_VALUE_MAX_CHARS = 200;

/** One field a save changed, with its values when they are short enough to show. */
export const auditFieldChangeSchema = z.object({ field: z.string(), from: z.unknown().optional(), to: z.unknown().optional() });
export type AuditFieldChange = z.infer<typeof auditFieldChangeSchema>;

/** Fields a log never names: bookkeeping the server sets on every save. */
const unnamedFields = new Set(['id', 'version', 'created_at', 'updated_at', 'published', 'is_published']);

/**
 * The field changes of a save as the log records them: bookkeeping left out, the published flag left to the verb,
 * and values kept only when they are short scalars (text up to AUDIT_VALUE_MAX_CHARS, numbers, yes/no).
 */
export function auditFieldChanges(before: Record<string, unknown>, after: Record<string, unknown>, changed: readonly string[]): AuditFieldChange[] {
  return changed
    .filter((field) => !unnamedFields.has(field))
    .map((field) => {
      const from = before[field];
      const to = after[field];
      return shortValue(from) && shortValue(to) ? { field, from: from ?? '', to: to ?? '' } : { field };
    });
}

const shortValue = (value: unknown) =>
  value === undefined || value === null || typeof value === 'number' || typeof value === 'boolean' || (typeof value === 'string' && value.length <= AUDIT_VALUE_MAX_CHARS);

/** The verb of a saved content item: publishing and unpublishing are named as such. */
export function contentSaveVerb(before: Record<string, unknown> | undefined, after: Record<string, unknown>): 'created' | 'updated' | 'published' | 'unpublished' {
  if (!before) return 'created';
  const wasPublic = isPublished(before);
  const isPublic = isPublished(after);
  if (isPublic && !wasPublic) return 'published';
  if (wasPublic && !isPublic) return 'unpublished';
  return 'updated';
}

const isPublished = (row: Record<string, unknown>) => row.published === true || row.is_published === true;

/** Field names as staff know them; the rest are spelled out from their column name. */
const fieldNames: Record<string, string> = {
  image_url: 'image',
  read_time: 'read time',
  publish_at: 'scheduled publishing time',
  video_url: 'video address',
  thumbnail_url: 'thumbnail',
  visit_site_url: 'live site address',
  display_order: 'position',
  og_title: 'social card title',
  og_description: 'social card description',
  og_image: 'social card image',
  og_type: 'social card type',
  og_url: 'social card address',
  twitter_card: 'X card style',
  twitter_title: 'X card title',
  twitter_description: 'X card description',
  twitter_image: 'X card image',
  canonical_url: 'canonical address',
  meta_author: 'author tag',
  meta_viewport: 'mobile viewport tag',
  robots_directives: 'search-engine instructions',
  project_type: 'layout',
  content: 'text',
};

/** `client_testimonial_media_url` → `client testimonial media address`. */
export function fieldName(field: string): string {
  return (
    fieldNames[field] ??
    field
      .split('_')
      .map((word) => (word === 'url' ? 'address' : word === 'og' ? 'social card' : word))
      .join(' ')
  );
}

const kindNouns: Record<string, string> = { post: 'article', project: 'project', video: 'video', seo_page: 'page metadata' };

/** An entry as a sentence, with one line per changed field (`Excerpt: “old” → “new”`) when there are several. */
export interface AuditSentence {
  sentence: string;
  changes: string[];
}

/**
 * The entry in words. `actorName` is how to call the person who acted (their name, else their address); parts of
 * the system acting on their own have no address and are called "The system".
 */
export function describeAuditEntry(entry: Pick<AuditEntry, 'action' | 'target' | 'details' | 'actorEmail'>, actorName?: string): AuditSentence {
  const who = actorName ?? entry.actorEmail ?? 'The system';
  const details = entry.details ?? {};
  const kind = auditKindOf(entry.action);
  const verb = entry.action.slice(kind.length + 1);
  const name = typeof details.name === 'string' && details.name !== '' ? details.name : undefined;
  const summary = typeof details.summary === 'string' && details.summary !== '' ? details.summary : undefined;

  const noun = kindNouns[kind];
  if (noun) {
    const item = kind === 'seo_page' ? (name ? `the ${name.replace(/[_-]/g, ' ')} page` : 'a page') : name ? `the ${noun} ‘${name}’` : `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`;
    if (verb === 'reordered') return plain(`${who} reordered the videos.`);
    if (verb === 'created' || verb === 'deleted') return plain(`${who} ${verb} ${item}.`);
    if (verb === 'restored') return withChanges(`${who} restored an earlier revision of ${item}`, details);
    if (verb === 'published' || verb === 'unpublished') return withChanges(`${who} ${verb} ${item}`, details);
    return withChanges(`${who} changed`, details, item);
  }
  if (summary) return plain(`${who} ${summary.charAt(0).toLowerCase()}${summary.slice(1)}`);

  switch (entry.action) {
    case 'staff.invited':
      return plain(`${who} invited ${entry.target} as ${roleWord(details.role)}.`);
    case 'staff.reinvited':
      return plain(`${who} sent ${entry.target} a new invitation as ${roleWord(details.role)}.`);
    case 'staff.invitation_revoked':
      return plain(`${who} withdrew the invitation of ${entry.target}.`);
    case 'staff.role_changed':
      return plain(`${who} changed the role of ${entry.target} from ${roleWord(details.from)} to ${roleWord(details.to)}.`);
    case 'staff.disabled':
      return plain(`${who} disabled the account of ${entry.target}.`);
    case 'staff.enabled':
      return plain(`${who} enabled the account of ${entry.target} again.`);
    case 'staff.invitation_accepted':
      return plain(`${who} accepted the invitation and chose a password.`);
    case 'staff.password_reset':
      return plain(`${who} reset their password.`);
    case 'media.upload_requested':
      return plain(`${who} uploaded ${name ? `‘${name}’` : 'a file'}.`);
    case 'media.rejected':
      return plain(`The system deleted an upload whose content was not the file type it claimed.`);
    case 'calendar.settings_updated':
      return withChanges(`${who} changed`, details, 'the booking settings');
    case 'calendar.blocks_updated':
      return plain(
        `${who} changed the blocked times: ${countOf(details.added)} added, ${countOf(details.updated)} changed, ${countOf(details.removed)} removed.`,
      );
    case 'calendar.feed_connected':
      return plain(`${who} connected the calendar ${name ? `‘${name}’` : ''}.`.replace(' .', '.'));
    case 'calendar.feed_removed':
      return plain(`${who} removed the calendar ${name ? `‘${name}’` : ''}.`.replace(' .', '.'));
    case 'calendar.date_override_saved':
      return plain(`${who} ${details.closed === true ? 'closed' : 'set special opening hours on'} ${dateOf(entry.target)}.`);
    case 'calendar.date_override_removed':
      return plain(`${who} restored the usual opening hours on ${dateOf(entry.target)}.`);
    case 'booking_sender.blocked':
      return plain(`${who} blocked bookings from ${senderOf(entry.target)}.`);
    case 'booking_sender.unblocked':
      return plain(`${who} allowed bookings from ${senderOf(entry.target)} again.`);
    case 'booking_sender.bookings_cancelled':
      return plain(`${who} cancelled ${plural(countOf(details.bookings), 'booking')} of ${senderOf(entry.target)}.`);
    case 'booking.cancelled':
      return plain(`${who} cancelled a booking.`);
    case 'email_suppression.lifted':
      return plain(`${who} allowed e-mail to ${senderOf(entry.target)} again.`);
    case 'notification_error.resolved':
      return plain(`${who} marked a notification error resolved.`);
    case 'notification_error.retried':
      return plain(`${who} retried a failed notification: ${details.outcome === 'delivered' ? 'it went out' : 'it failed again'}.`);
    case 'privacy.erased':
      return plain(`${who} erased a visitor’s personal data.`);
  }
  // An action this rule does not know yet: its code in words, and the name of what it concerns when it has one.
  return plain(`${who}: ${entry.action.replace(/[._]/g, ' ')}${name ? ` ‘${name}’` : ''}.`);
}

function plain(sentence: string): AuditSentence {
  return { sentence, changes: [] };
}

/**
 * `Mona changed the excerpt of ‘Field Notes’: “old” → “new”` for one change; several are named in the sentence and
 * listed one a line. Older entries hold only the names of the changed fields.
 */
function withChanges(lead: string, details: Record<string, unknown>, object?: string): AuditSentence {
  const recorded = z.array(auditFieldChangeSchema).safeParse(details.changes);
  const changes: AuditFieldChange[] = recorded.success
    ? recorded.data
    : z
        .array(z.string())
        .catch([])
        .parse(details.changed)
        .filter((field) => !unnamedFields.has(field))
        .map((field) => ({ field }));
  if (!object) {
    // Published or unpublished: the verb says it; other changes made in the same save follow.
    if (changes.length === 0) return plain(`${lead}.`);
    return { sentence: `${lead} and changed ${listWords(changes.map((change) => `the ${fieldName(change.field)}`))}.`, changes: changes.map(changeLine) };
  }
  if (changes.length === 0) return plain(`${lead.replace(/changed$/, 'saved')} ${object} without changes.`);
  if (changes.length === 1) {
    const [only] = changes;
    const values = 'from' in only! || 'to' in only! ? `: ${valueWords(only!.from)} → ${valueWords(only!.to)}` : '';
    // A quoted value ends the sentence itself: no full stop after its closing quote.
    return plain(values ? `${lead} the ${fieldName(only!.field)} of ${object}${values}` : `${lead} the ${fieldName(only!.field)} of ${object}.`);
  }
  const shown = changes.slice(0, 3).map((change) => `the ${fieldName(change.field)}`);
  const more = changes.length - shown.length;
  const fields = more > 0 ? `${shown.join(', ')} and ${more} more ${more === 1 ? 'field' : 'fields'}` : listWords(shown);
  return { sentence: `${lead} ${fields} of ${object}.`, changes: changes.map(changeLine) };
}

function changeLine(change: AuditFieldChange): string {
  const label = fieldName(change.field);
  const title = label.charAt(0).toUpperCase() + label.slice(1);
  return 'from' in change || 'to' in change ? `${title}: ${valueWords(change.from)} → ${valueWords(change.to)}` : `${title} changed`;
}

/** How a stored value reads: text in quotes (shortened), yes/no, numbers, "empty". */
export function valueWords(value: unknown): string {
  if (value === undefined || value === null || value === '') return 'empty';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return String(value);
  const text = String(value).replace(/\s+/g, ' ').trim();
  return `“${text.length > 80 ? `${text.slice(0, 79)}…` : text}”`;
}

function listWords(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

const countOf = (value: unknown) => (typeof value === 'number' ? value : Array.isArray(value) ? value.length : 0);

const roleWord = (role: unknown) => (isStaffRole(role) ? roleWithArticle[role] : 'a member of staff');

/** `date_overrides/2026-12-24` → `24 Dec 2026`. */
function dateOf(target: string): string {
  const date = /\d{4}-\d{2}-\d{2}/.exec(target)?.[0];
  if (!date) return 'a day';
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/** `address:mona@example.com` / `domain:example.com` → the address or `anyone at example.com`. */
function senderOf(target: string): string {
  const [kind, value] = target.split(/:(.*)/s);
  if (kind === 'domain') return `anyone at ${value}`;
  return value ?? target;
}

/** What narrows the log: a person (their user id), a kind of change, and a time range (`to` exclusive). */
export interface AuditFilter {
  actor?: string;
  kind?: AuditKind;
  from?: string;
  to?: string;
}

export function matchesAuditFilter(entry: Pick<AuditEntry, 'actorId' | 'action' | 'at'>, filter: AuditFilter): boolean {
  return (
    (!filter.actor || entry.actorId === filter.actor) &&
    (!filter.kind || auditKindOf(entry.action) === filter.kind) &&
    (!filter.from || entry.at >= filter.from) &&
    (!filter.to || entry.at < filter.to)
  );
}

/** The log as CSV rows for a spreadsheet: time in UTC (said in the header), person, kind, sentence, changes. */
export function auditCsvRows(entries: readonly AuditEntry[], nameOf: (entry: AuditEntry) => string | undefined): { header: string[]; rows: string[][] } {
  return {
    header: ['Time (UTC)', 'Person', 'Kind', 'What happened', 'Changes'],
    rows: entries.map((entry) => {
      const words = describeAuditEntry(entry, nameOf(entry));
      const kind = auditKindOf(entry.action);
      return [
        entry.at.replace('T', ' ').replace(/\.\d+Z$/, ''),
        entry.actorEmail ?? 'The system',
        kind in auditKinds ? auditKinds[kind as AuditKind] : kind,
        words.sentence,
        words.changes.join('\n'),
      ];
    }),
  };
}
