import { Logger } from '@aws-lambda-powertools/logger';
import type { Context } from 'aws-lambda';

/**
 * The one logger of every handler (Powertools): a JSON line per entry with the level, the message, the service
 * (`POWERTOOLS_SERVICE_NAME`, the handler's id in AWS), and once `beginInvocation` ran the Lambda context
 * (function name, request id, cold start) and the invocation's correlation ids. The level comes from
 * `POWERTOOLS_LOG_LEVEL` (INFO by default). Lambda sends the lines to the function's log group; `npm start` prints
 * them readably.
 */
export const logger = new Logger();


/** Ids a log line may carry besides Lambda's own; snake_case like the keys Powertools adds. */
export interface LogKeys {
  /** API Gateway's id of the request (HTTP or WebSocket). */
  api_request_id?: string;
  /** The route or event source, e.g. `POST /api/bookings`. */
  route?: string;
  booking_id?: string;
  content_id?: string;
  connection_id?: string;
}

/**
 * Starts an invocation's log context: forgets the keys of the previous invocation of this container, adds the Lambda
 * context and the given ids. The wrappers (`httpHandler`, `webSocketHandler`, `dynamoStreamHandler`) call it.
 */
export function beginInvocation(context: Context | undefined, keys: LogKeys, correlationId?: string): void {
  logger.resetKeys();
  if (context?.awsRequestId) logger.addContext(context);
  logger.appendKeys({ ...keys });
  if (correlationId) logger.setCorrelationId(correlationId);
}

/** Adds ids to every later log line of this invocation, e.g. a booking's id once it is known. */
export function appendLogKeys(keys: LogKeys): void {
  logger.appendKeys({ ...keys });
}

/** Drops ids that no longer apply (a stream batch moving on to its next booking). */
export function removeLogKeys(keys: (keyof LogKeys)[]): void {
  logger.removeKeys(keys);
}
