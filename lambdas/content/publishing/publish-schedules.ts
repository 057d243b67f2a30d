import { z } from 'zod';
import { scheduledPublishAt, scheduledRoutes, type ContentChange } from '../../../shared/content/site-content';
import type { OneTimeSchedules } from '../../lib/one-time-schedules';
import { publishRoutes, type PublishDeps } from './publish-routes';

/** The tables whose items can be scheduled, and the word their schedules are named with. */
const SCHEDULED_KINDS = { blog_posts: 'post', projects: 'project' } as const;

/** What a publish schedule hands its target: the item whose time has come. */
export const publishEventSchema = z.object({ table: z.enum(['blog_posts', 'projects']), id: z.string().min(1) });
export type PublishEvent = z.infer<typeof publishEventSchema>;

/** An item's publish schedule is named from the item (`publish-post-<id>`), so a later save moves or deletes it. */
export const publishScheduleName = (event: PublishEvent) => `publish-${SCHEDULED_KINDS[event.table]}-${event.id}`;

/**
 * Scheduler runs a one-time schedule at a whole second; rounding the item's time up (never down) means the item is
 * always due when its schedule runs.
 */
const wholeSecondAfter = (at: string) => new Date(Math.ceil(Date.parse(at) / 1000) * 1000).toISOString();

/**
 * Keeps an item's publish schedule in step with a change: a published item whose `publish_at` is ahead of `now` gets
 * a schedule at that time (made, or moved); an item that had a time and no longer waits for one (cleared, past,
 * unpublished or deleted) loses it. Both calls are safe to repeat, as a redelivered stream record does.
 */
export async function syncPublishSchedule(schedules: OneTimeSchedules, change: ContentChange, now: Date): Promise<void> {
  if (change.table !== 'blog_posts' && change.table !== 'projects') return;
  const id = String((change.after ?? change.before)?.id ?? '');
  if (!id) return;
  const event: PublishEvent = { table: change.table, id };
  const at = scheduledPublishAt(change.table, change.after, now);
  if (at) await schedules.put(publishScheduleName(event), wholeSecondAfter(at), event);
  else if (change.before?.publish_at) await schedules.delete(publishScheduleName(event));
}

export interface ScheduledPublishDeps extends PublishDeps {
  /** The item as the database holds it now (undefined once deleted). */
  readItem(event: PublishEvent): Promise<Record<string, unknown> | undefined>;
}

/**
 * An item whose scheduled time came (the target of its one-time schedule): it is read again, and while it is live
 * its page and its lists are published through the same path as a change (`publishRoutes`, which reads the whole
 * content at this moment). An item unpublished, deleted or moved to a later time since has nothing to publish: its
 * own change already dealt with its pages and its schedule.
 */
export async function publishScheduledItem(deps: ScheduledPublishDeps, event: PublishEvent): Promise<string[]> {
  const item = await deps.readItem(event);
  const routes = scheduledRoutes(event.table, item, deps.now());
  if (routes.render.length === 0) return [];
  return publishRoutes(deps, routes);
}
