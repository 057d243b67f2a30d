import type { APIGatewayProxyWebsocketEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { clientIdentity } from '../../shared/net/client-identity';
import { cameThroughEdge, lowerCaseHeaders, viewerAddress } from '../lib/http';
import { logger } from '../lib/logger';
import { webSocketHandler } from '../lib/websocket';
import { connections } from './deps';

/** The $connect event: API Gateway passes the handshake's headers and the connection's address on this route only. */
type ConnectEvent = APIGatewayProxyWebsocketEventV2 & {
  headers?: Record<string, string | undefined>;
  requestContext: APIGatewayProxyWebsocketEventV2['requestContext'] & { identity?: { sourceIp?: string } };
};

/**
 * Opens a connection only for a handshake that came through CloudFront (locally the gateway's edge): one made on the
 * API's own endpoint is refused before it is stored, so it never receives a message. A client (the viewer's address,
 * as every per-client limit counts it) holds fewer than the limit's open connections; beyond it API Gateway refuses
 * the upgrade with the 429 answered.
 */
export const handler = webSocketHandler(async (event: ConnectEvent): Promise<APIGatewayProxyResultV2> => {
  // WebSocket APIs pass the handshake's header names as the client wrote them.
  const headers = lowerCaseHeaders(event.headers);
  if (!(await cameThroughEdge(headers))) {
    logger.info('connection refused', { reason: 'not through the edge' });
    return { statusCode: 403 };
  }
  const { connectionId, connectedAt } = event.requestContext;
  const client = clientIdentity(viewerAddress(headers, event.requestContext.identity?.sourceIp));
  const accepted = await connections().add(connectionId, connectedAt, client);
  if (!accepted) {
    logger.info('realtime connection refused', { reason: 'connections_per_client' });
    return { statusCode: 429 };
  }
  return { statusCode: 200 };
});
