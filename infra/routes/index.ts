import type { HttpRoute, StreamConsumer, WebSocketRoute } from './types';
import { bookingRoutes, bookingStreamConsumers } from './booking';
import { platformRoutes, realtimeRoutes } from './platform';
import { chatRoutes } from './chat';
import { contentRoutes } from './content';
import { adminRoutes } from './admin';
import { manageRoutes } from './manage';

export * from './types';

/** Every HTTP route of the API. One file per domain adds its own. */
export const httpRoutes: readonly HttpRoute[] = [...platformRoutes, ...bookingRoutes, ...chatRoutes, ...contentRoutes, ...adminRoutes, ...manageRoutes];

/** The WebSocket API at `/realtime`. */
export const webSocketRoutes: readonly WebSocketRoute[] = realtimeRoutes;

/** DynamoDB stream consumers (the outbox). */
export const streamConsumers: readonly StreamConsumer[] = [...bookingStreamConsumers];
