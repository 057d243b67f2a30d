import type { APIGatewayProxyWebsocketEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { webSocketHandler } from '../lib/websocket';

/**
 * Clients only listen on `/realtime`; the one message they may send is `{"type":"ping"}` (keeps idle connections
 * open through proxies), answered with `{"type":"pong"}`. Anything else is ignored.
 */
export const handler = webSocketHandler(async (event: APIGatewayProxyWebsocketEventV2): Promise<APIGatewayProxyResultV2> => {
  let message: unknown;
  try {
    message = JSON.parse(event.body ?? '');
  } catch {
    return { statusCode: 200 };
  }
  if ((message as { type?: unknown } | null)?.type === 'ping') {
    return { statusCode: 200, body: JSON.stringify({ type: 'pong' }) };
  }
  return { statusCode: 200 };
});
