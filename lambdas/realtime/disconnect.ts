import type { APIGatewayProxyWebsocketEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { webSocketHandler } from '../lib/websocket';
import { connections } from './deps';

export const handler = webSocketHandler(async (event: APIGatewayProxyWebsocketEventV2): Promise<APIGatewayProxyResultV2> => {
  await connections().remove(event.requestContext.connectionId);
  return { statusCode: 200 };
});
