import type { BucketConsumer, HttpRoute, StreamConsumer, WebSocketRoute } from './types';
import { bookingRoutes, bookingStreamConsumers } from './booking';
import { platformRoutes, realtimeRoutes } from './platform';
import { chatRoutes } from './chat';
import { contentRoutes } from './content';
import { adminRoutes } from './admin';
import { manageRoutes } from './manage';
import { privacyRoutes, privacyStreamConsumers } from './privacy';
import { studioBucketConsumers, studioRoutes, studioStreamConsumers } from './studio';
export { siteRepublisher } from './studio';

export * from './types';
export * from './metrics';
export * from './secrets';

/**
 * Every HTTP handler reads the origin secret: `httpHandler` trusts the viewer address CloudFront passes only on a
 * request that carries it.
 */
const behindCloudFront = (route: HttpRoute): HttpRoute => ({ ...route, secrets: [...new Set([...(route.secrets ?? []), 'originVerify' as const])] });

/** Every HTTP route of the API. One file per domain adds its own. */
export const httpRoutes: readonly HttpRoute[] = [...platformRoutes, ...bookingRoutes, ...chatRoutes, ...contentRoutes, ...adminRoutes, ...studioRoutes, ...manageRoutes, ...privacyRoutes].map(behindCloudFront);

/** The WebSocket API at `/realtime`. */
export const webSocketRoutes: readonly WebSocketRoute[] = realtimeRoutes;

/** DynamoDB stream consumers (the outbox). */
export const streamConsumers: readonly StreamConsumer[] = [...bookingStreamConsumers, ...studioStreamConsumers, ...privacyStreamConsumers];

/** S3 object-created consumers (uploaded media). */
export const bucketConsumers: readonly BucketConsumer[] = studioBucketConsumers;
