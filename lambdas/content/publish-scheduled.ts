import type { Context } from 'aws-lambda';
import { beginInvocation, logger } from '../lib/logger';
import { recordContentPublished, recordPublishFailure } from '../lib/metrics';
import { publishEventSchema, publishScheduledItem, publishScheduleName, type ScheduledPublishDeps } from './publishing/publish-schedules';
import { publishDependencies } from './publish-changes';
import { postStore, projectStore } from './deps';

const dependencies = (): ScheduledPublishDeps => ({
  ...publishDependencies(),
  readItem: async ({ table, id }) => (table === 'blog_posts' ? postStore().get(id) : projectStore().get(id)),
});

/** Invoked by EventBridge Scheduler (its emulator locally) with the schedule's input. */
export async function handler(input: unknown, context?: Context): Promise<void> {
  const event = publishEventSchema.parse(input);
  beginInvocation(context, { route: 'publish schedule', content_id: event.id });
  const kind = event.table === 'blog_posts' ? 'post' : 'project';
  try {
    const paths = await publishScheduledItem(dependencies(), event);
    if (paths.length === 0) {
      logger.info('scheduled item not live; nothing published', { schedule: publishScheduleName(event) });
      return;
    }
    logger.info('pages published', { paths });
    recordContentPublished(event.id, kind);
  } catch (error) {
    recordPublishFailure(event.id, kind, error);
    throw error;
  }
}
