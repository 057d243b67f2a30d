import type { APIGatewayProxyWebsocketEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { dynamo, tableName } from '../lib/aws';
import { cameThroughEdge } from '../lib/http';
import { logger } from '../lib/logger';
import { webSocketHandler } from '../lib/websocket';
import { ConnectionStore } from './connection-store';

/** The $connect event carries the handshake's headers (the proxy integration's shape, which the SDK types omit). */
type ConnectEvent = APIGatewayProxyWebsocketEventV2 & { headers?: Record<string, string | undefined> };

/**
 * Opens a connection only for a handshake that came through CloudFront (locally the gateway's edge): one made on the
 * API's own endpoint is refused before it is stored, so it never receives a message.
 */
export const handler = webSocketHandler(async (event: ConnectEvent): Promise<APIGatewayProxyResultV2> => {
  // WebSocket APIs pass the handshake's header names as the client wrote them.
  const headers = Object.fromEntries(Object.entries(event.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
  if (!(await cameThroughEdge(headers))) {
    logger.info('connection refused', { reason: 'not through the edge' });
    return { statusCode: 403 };
  }
  const { connectionId, connectedAt } = event.requestContext;
  await new ConnectionStore(dynamo(), tableName('ws_connections')).add(connectionId, connectedAt);
  return { statusCode: 200 };
});
