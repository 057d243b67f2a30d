import { GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { realtimeManagement } from '../lib/aws';
import type { RealtimeMessage } from '../../shared/realtime/messages';
import { connections } from './deps';
import { logger } from '../lib/logger';

/** Connections posted to at once; one slow or stale client must not hold up the others. */
const CONCURRENCY = 50;

/**
 * Sends a message to every client connected to `/realtime`. Connections API Gateway reports gone are removed;
 * other failures are logged and skipped, so one bad connection never blocks the rest.
 */
export async function broadcast(message: RealtimeMessage): Promise<{ sent: number; removed: number }> {
  const store = connections();
  const data = new TextEncoder().encode(JSON.stringify(message));
  let sent = 0;
  let removed = 0;
  for await (const page of store.all()) {
    for (let index = 0; index < page.length; index += CONCURRENCY) {
      await Promise.all(
        page.slice(index, index + CONCURRENCY).map(async (connectionId) => {
          try {
            await realtimeManagement().send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: data }));
            sent++;
          } catch (error) {
            if (error instanceof GoneException || (error as { name?: string }).name === 'GoneException') {
              await store.remove(connectionId);
              removed++;
            } else {
              logger.warn('broadcast failed', { connection_id: connectionId, error });
            }
          }
        }),
      );
    }
  }
  return { sent, removed };
}
