import { GetScheduleCommand, ResourceNotFoundException, SchedulerClient } from '@aws-sdk/client-scheduler';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogPost } from '../../../shared/content/schemas';
import { cloud } from '../../support/cloud';
import { api, staffTokens, type StaffTokens } from '../admin/staff-users';
import { unique } from '../content/api';
import { createdContent } from './cleanup';
import { eventually } from './poll';

/*
 * Scheduled publishing on the local cloud: a published post whose publish_at is ahead stays private (public API,
 * prerendered page, sitemap) while the publisher keeps a one-time schedule for it in the Scheduler emulator, whose
 * timer invokes the publish target at that time. The time is set a few seconds ahead, as little as the stream and
 * the checks need, so the test shows the real path without moving any clock.
 */

let tokens: StaffTokens;
const content = createdContent(() => tokens.admin);

beforeAll(async () => {
  tokens = await staffTokens();
});

afterAll(() => content.removeAll());

/** Goes live within this long after its time: the minute the contract allows (how soon is the benchmarks' to measure). */
const LIVE_WITHIN_MS = 60_000;

const scheduler = () =>
  new SchedulerClient({
    endpoint: cloud.env.AWS_ENDPOINT_URL_SCHEDULER,
    region: cloud.env.AWS_REGION,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });

/** The time of the post's publish schedule, or undefined when it has none. */
async function scheduleOf(postId: string): Promise<string | undefined> {
  try {
    const schedule = await scheduler().send(new GetScheduleCommand({ Name: `publish-post-${postId}`, GroupName: cloud.env.SCHEDULE_GROUP }));
    return schedule.ScheduleExpression;
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return undefined;
    throw error;
  }
}

const status = async (path: string) => (await fetch(`${cloud.baseUrl}${path}`)).status;
const sitemap = async () => (await fetch(`${cloud.baseUrl}/sitemap.xml`)).text();

const article = (slug: string, publish_at?: string) => ({
  slug,
  title: 'Notes published later',
  excerpt: 'An article that waits for its time.',
  content: 'Written ahead, published on time.',
  category: 'Design',
  author: 'Studio Tester',
  read_time: '2 min read',
  published: true,
  ...(publish_at ? { publish_at } : {}),
});

describe('scheduled publishing', () => {
  it('refuses a publish_at that is not an ISO instant', async () => {
    const response = await api('/api/admin/posts', { method: 'POST', token: tokens.editor, body: article(unique('bad-time'), 'next tuesday') });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.fields).toEqual({ publish_at: 'Use a date and time such as 2026-12-01T09:00:00Z.' });
  });

  it('keeps a post scheduled ahead private until its time, then publishes it within the minute', async () => {
    const slug = unique('later-notes');
    // Far enough ahead for the checks before it on a busy machine, near enough not to keep the suite waiting long.
    const publishAt = new Date(Math.ceil((Date.now() + 10_000) / 1000) * 1000).toISOString();
    const created = await content.track('posts', await api('/api/admin/posts', { method: 'POST', token: tokens.editor, body: article(slug, publishAt) }));
    expect(created.status).toBe(201);
    const { post } = (await created.json()) as { post: BlogPost };
    expect(post.publish_at).toBe(publishAt);

    // The publisher handled the save: the post's schedule exists, at its time.
    expect(await eventually(() => scheduleOf(post.id).then((at) => at ?? Promise.reject(new Error('no schedule yet'))))).toBe(`at(${publishAt.slice(0, 19)})`);
    const [api404, page404, listed] = await Promise.all([status(`/api/posts/${slug}`), status(`/insights/${slug}`), sitemap()]);
    // These checks only mean something before the time: fail plainly if the machine was too slow to make them then.
    expect(Date.now(), 'checked before publish_at').toBeLessThan(Date.parse(publishAt));
    expect(api404).toBe(404);
    expect(page404).toBe(404);
    expect(listed).not.toContain(`/insights/${slug}<`);
    expect(((await (await fetch(`${cloud.baseUrl}/api/posts`)).json()) as { posts: BlogPost[] }).posts.map((listedPost) => listedPost.slug)).not.toContain(slug);

    await eventually(async () => {
      expect(await status(`/insights/${slug}`)).toBe(200);
      expect(await status(`/api/posts/${slug}`)).toBe(200);
      expect(await sitemap()).toContain(`<loc>${cloud.env.SITE_URL}/insights/${slug}</loc>`);
    }, Date.parse(publishAt) + LIVE_WITHIN_MS - Date.now());
    // The schedule ran once and is gone.
    expect(await scheduleOf(post.id)).toBeUndefined();
  });

  it('moves the schedule with a new time and deletes it when the post is unpublished', async () => {
    const slug = unique('much-later');
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 19) + '.000Z';
    const created = await content.track('posts', await api('/api/admin/posts', { method: 'POST', token: tokens.editor, body: article(slug, tomorrow) }));
    const { post } = (await created.json()) as { post: BlogPost };
    await eventually(async () => expect(await scheduleOf(post.id)).toBe(`at(${tomorrow.slice(0, 19)})`));

    const dayAfter = new Date(Date.parse(tomorrow) + 86_400_000).toISOString();
    expect((await api(`/api/admin/posts/${post.id}`, { method: 'PUT', token: tokens.editor, body: article(slug, dayAfter) })).status).toBe(200);
    await eventually(async () => expect(await scheduleOf(post.id)).toBe(`at(${dayAfter.slice(0, 19)})`));

    expect((await api(`/api/admin/posts/${post.id}`, { method: 'PUT', token: tokens.editor, body: { ...article(slug, dayAfter), published: false } })).status).toBe(200);
    await eventually(async () => expect(await scheduleOf(post.id)).toBeUndefined());
    expect(await status(`/api/posts/${slug}`)).toBe(404);
  });
});
