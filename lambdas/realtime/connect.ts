import type { APIGatewayProxyWebsocketEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { dynamo, tableName } from '../lib/aws';
import { webSocketHandler } from '../lib/websocket';
import { ConnectionStore } from './connection-store';

export const handler = webSocketHandler(async (event: APIGatewayProxyWebsocketEventV2): Promise<APIGatewayProxyResultV2> => {
  const { connectionId, connectedAt } = event.requestContext;
  await new ConnectionStore(dynamo(), tableName('ws_connections')).add(connectionId, connectedAt);
  return { statusCode: 200 };
});
