import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../lib/aws';
import { httpHandler } from '../lib/http';

/** Readiness: answers once the data store answers (the local gateway itself listens only after every emulator does). */
export const handler = httpHandler({}, async () => {
  await dynamo().send(new GetCommand({ TableName: tableName('rate_limits'), Key: { key: 'health' } }));
  return { body: { status: 'ok' } };
});
