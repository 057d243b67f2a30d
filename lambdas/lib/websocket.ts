import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2, Context } from 'aws-lambda';
import { beginInvocation, logger } from './logger';

/**
 * Wraps a WebSocket route handler: every log line of the invocation carries the Lambda context, API Gateway's
 * request id, the route and the connection id; a failure is logged with them before API Gateway sees it.
 */
export function webSocketHandler<TEvent extends APIGatewayProxyWebsocketEventV2>(
  run: (event: TEvent) => Promise<APIGatewayProxyResultV2>,
): (event: TEvent, context?: Context) => Promise<APIGatewayProxyResultV2> {
  return async (event, context) => {
    const { requestId, routeKey, connectionId } = event.requestContext;
    beginInvocation(context, { api_request_id: requestId, route: routeKey, connection_id: connectionId }, requestId);
    try {
      return await run(event);
    } catch (error) {
      logger.error('websocket route failed', { error });
      throw error;
    }
  };
}
