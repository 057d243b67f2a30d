import { describe, expect, it } from 'vitest';
import { changedFields } from '../content/studio-schemas';
import { toCsv } from './csv';
import { auditCsvRows, auditFieldChanges, contentSaveVerb, describeAuditEntry, fieldName, matchesAuditFilter, type AuditEntry } from './audit-log';

const entry = (action: string, details?: Record<string, unknown>, extra: Partial<AuditEntry> = {}): AuditEntry => ({
  id: '7f3c1f9e-1111-4a4a-9b9b-0123456789ab',
  at: '2026-11-27T09:14:05.123Z',
  actorId: 'user-mona',
  actorEmail: 'mona@example.com',
  action,
  target: 'blog_posts/7f3c1f9e-1111-4a4a-9b9b-0123456789ab',
  ...(details ? { details } : {}),
  ...extra,
});

/** A saved article's entry, as the save records it from the stored row and the new one. */
function saved(before: Record<string, unknown> | undefined, after: Record<string, unknown>): AuditEntry {
  const changed = changedFields(before, after);
  const details = before ? { name: after.title, changed, changes: auditFieldChanges(before, after, changed) } : { name: after.title };
  return entry(`post.${contentSaveVerb(before, after)}`, details);
}

const fieldNotes = { id: '7f3c1f9e-1111-4a4a-9b9b-0123456789ab', title: 'Field Notes', excerpt: 'Old words', read_time: '4 min', published: false, version: 3 };

describe('describeAuditEntry', () => {
  it('says who changed which field of which item, from what to what', () => {
    const words = describeAuditEntry(saved(fieldNotes, { ...fieldNotes, excerpt: 'New words', version: 4 }), 'Mona');
    expect(words.sentence).toBe('Mona changed the excerpt of the article ‘Field Notes’: “Old words” → “New words”');
  });

  it('tells publishing from unpublishing, and names other changes of the same save', () => {
    expect(describeAuditEntry(saved(fieldNotes, { ...fieldNotes, published: true }), 'Mona').sentence).toBe('Mona published the article ‘Field Notes’.');
    const unpublished = describeAuditEntry(saved({ ...fieldNotes, published: true }, { ...fieldNotes, read_time: '5 min' }), 'Mona');
    expect(unpublished.sentence).toBe('Mona unpublished the article ‘Field Notes’ and changed the read time.');
    expect(unpublished.changes).toEqual(['Read time: “4 min” → “5 min”']);
  });

  it('says "created" for a new item, without naming its fields, ids or JSON', () => {
    const project = entry('project.created', { name: 'Harbour Lights' }, { target: 'projects/0d5e6b2a-2222-4b4b-8c8c-abcdefabcdef' });
    expect(describeAuditEntry(project, 'Mona')).toEqual({ sentence: 'Mona created the project ‘Harbour Lights’.', changes: [] });
  });

  it('names many changed fields in words and lists each before → after', () => {
    const words = describeAuditEntry(saved(fieldNotes, { ...fieldNotes, title: 'Field Notes', excerpt: 'New', read_time: '6 min', image_url: '/media/a.png', category: 'Design' }));
    expect(words.sentence).toBe('mona@example.com changed the category, the excerpt, the image and 1 more field of the article ‘Field Notes’.');
    expect(words.changes).toContain('Image: empty → “/media/a.png”');
    for (const text of [words.sentence, ...words.changes]) expect(text).not.toMatch(/[0-9a-f]{8}-|[{}[\]]|_/);
  });

  it('names a long field as changed without quoting it', () => {
    const words = describeAuditEntry(saved({ ...fieldNotes, content: 'a'.repeat(5000) }, { ...fieldNotes, content: 'b'.repeat(5000) }), 'Mona');
    expect(words.sentence).toBe('Mona changed the text of the article ‘Field Notes’.');
  });

  it('reads entries recorded before values were kept, and other kinds of change', () => {
    expect(describeAuditEntry(entry('post.updated', { name: 'Field Notes', changed: ['published', 'updated_at'] }), 'Mona').sentence).toBe(
      'Mona saved the article ‘Field Notes’ without changes.',
    );
    expect(describeAuditEntry(entry('staff.role_changed', { from: 'viewer', to: 'editor' }, { target: 'sam@example.com' }), 'Mona').sentence).toBe(
      'Mona changed the role of sam@example.com from a viewer to an editor.',
    );
    expect(describeAuditEntry(entry('booking_sender.bookings_cancelled', { bookings: ['a'] }, { target: 'address:spam@example.com' })).sentence).toBe(
      'mona@example.com cancelled 1 booking of spam@example.com.',
    );
    expect(describeAuditEntry(entry('calendar.date_override_saved', { closed: true }, { target: 'date_overrides/2026-12-24' }), 'Mona').sentence).toBe(
      'Mona closed 24 Dec 2026.',
    );
    expect(describeAuditEntry(entry('seo_page.updated', { name: 'home', changes: [{ field: 'og_title', from: 'Home', to: 'Northstar' }] }), 'Mona').sentence).toBe(
      'Mona changed the social card title of the home page: “Home” → “Northstar”',
    );
    expect(describeAuditEntry(entry('booking.created', { summary: 'Booked a meeting for Ada on 1 Dec.' }), 'Mona').sentence).toBe('Mona booked a meeting for Ada on 1 Dec.');
    expect(describeAuditEntry(entry('media.rejected', { reason: 'x' }, { actorEmail: undefined })).sentence).toMatch(/^The system deleted an upload/);
  });
});

describe('fieldName', () => {
  it('spells column names as words', () => {
    expect(fieldName('og_image')).toBe('social card image');
    expect(fieldName('client_testimonial_media_url')).toBe('client testimonial media address');
  });
});

describe('matchesAuditFilter', () => {
  const row = entry('post.published');
  it('narrows by person, kind and a time range whose end is exclusive', () => {
    expect(matchesAuditFilter(row, {})).toBe(true);
    expect(matchesAuditFilter(row, { actor: 'user-mona', kind: 'post' })).toBe(true);
    expect(matchesAuditFilter(row, { actor: 'user-sam' })).toBe(false);
    expect(matchesAuditFilter(row, { kind: 'project' })).toBe(false);
    expect(matchesAuditFilter(row, { from: '2026-11-27T00:00:00.000Z', to: '2026-11-28T00:00:00.000Z' })).toBe(true);
    expect(matchesAuditFilter(row, { to: '2026-11-27T09:14:05.123Z' })).toBe(false);
    expect(matchesAuditFilter(row, { from: '2026-11-27T09:14:05.124Z' })).toBe(false);
  });
});

describe('auditCsvRows', () => {
  it('gives a spreadsheet the time in UTC, the person, the kind and the sentence', () => {
    const { header, rows } = auditCsvRows([saved(fieldNotes, { ...fieldNotes, excerpt: 'New words' })], () => 'Mona');
    expect(toCsv(header, rows)).toBe(
      '"Time (UTC)","Person","Kind","What happened","Changes"\r\n' +
        '"2026-11-27 09:14:05","mona@example.com","Articles","Mona changed the excerpt of the article ‘Field Notes’: “Old words” → “New words”",""\r\n',
    );
  });
});
