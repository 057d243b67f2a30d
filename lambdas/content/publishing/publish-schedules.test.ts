import { describe, expect, it } from 'vitest';
import type { BlogPost } from '../../../shared/content/schemas';
import type { OneTimeSchedules } from '../../lib/one-time-schedules';
import { syncPublishSchedule } from './publish-schedules';

const now = new Date('2026-06-01T09:00:00.000Z');

const post = (fields: Partial<BlogPost> = {}) => ({ id: 'p1', slug: 'calm', title: 'Calm', published: true, ...fields }) as Record<string, unknown>;

/** Scheduler as an in-memory map of schedule name → time and input, with every call recorded. */
function fakeSchedules() {
  const schedules = new Map<string, { at: string; input: unknown }>();
  const calls: string[] = [];
  const fake: OneTimeSchedules = {
    put: async (name, at, input) => void (schedules.set(name, { at, input }), calls.push(`put ${name}`)),
    delete: async (name) => void (schedules.delete(name), calls.push(`delete ${name}`)),
  };
  return { fake, schedules, calls };
}

describe('syncPublishSchedule', () => {
  it("schedules a published post saved with a later time, at that time rounded up to a whole second, naming the post", async () => {
    const { fake, schedules } = fakeSchedules();
    await syncPublishSchedule(fake, { table: 'blog_posts', after: post({ publish_at: '2026-06-01T12:00:00.250Z' }) }, now);
    expect([...schedules]).toEqual([['publish-post-p1', { at: '2026-06-01T12:00:01.000Z', input: { table: 'blog_posts', id: 'p1' } }]]);
  });

  it('moves the schedule when the time changes, and names a project as a project', async () => {
    const { fake, schedules } = fakeSchedules();
    const project = (publish_at: string) => ({ id: 'j1', slug: 'harbour', title: 'Harbour', publish_at });
    await syncPublishSchedule(fake, { table: 'projects', after: project('2026-06-01T12:00:00.000Z') }, now);
    await syncPublishSchedule(fake, { table: 'projects', before: project('2026-06-01T12:00:00.000Z'), after: project('2026-06-02T08:00:00.000Z') }, now);
    expect(schedules.get('publish-project-j1')?.at).toBe('2026-06-02T08:00:00.000Z');
    expect(schedules.size).toBe(1);
  });

  it('deletes the schedule when the time is cleared, the item unpublished or deleted', async () => {
    const scheduled = post({ publish_at: '2026-06-01T12:00:00.000Z' });
    for (const after of [post(), post({ publish_at: '2026-06-01T12:00:00.000Z', published: false }), undefined]) {
      const { fake, schedules, calls } = fakeSchedules();
      await syncPublishSchedule(fake, { table: 'blog_posts', after: scheduled }, now);
      await syncPublishSchedule(fake, { table: 'blog_posts', before: scheduled, after }, now);
      expect(schedules.size).toBe(0);
      expect(calls).toEqual(['put publish-post-p1', 'delete publish-post-p1']);
    }
  });

  it('makes no call for an item that never had a time, nor for videos and page records', async () => {
    const { fake, calls } = fakeSchedules();
    await syncPublishSchedule(fake, { table: 'blog_posts', before: post(), after: post({ title: 'Calmer' }) }, now);
    await syncPublishSchedule(fake, { table: 'blog_posts', after: post({ publish_at: '2026-05-01T00:00:00.000Z' }) }, now);
    await syncPublishSchedule(fake, { table: 'videos', after: { id: 'v1', publish_at: '2026-06-01T12:00:00.000Z', is_published: true } }, now);
    expect(calls).toEqual([]);
  });
});
