import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { S3Client } from '@aws-sdk/client-s3';
import { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import { tableEnvVar } from '../../shared/contracts/tables/types';

/*
 * AWS clients are created once per Lambda container. Endpoints come from the SDK's standard service-specific
 * variables (AWS_ENDPOINT_URL_DYNAMODB, AWS_ENDPOINT_URL_SESV2, …): unset in AWS, pointed at the emulators by the
 * local runtime, so the same code talks to either.
 */
let documentClient: DynamoDBDocumentClient | undefined;
let sesClient: SESv2Client | undefined;
let managementClient: ApiGatewayManagementApiClient | undefined;
let s3Client: S3Client | undefined;

export function dynamo(): DynamoDBDocumentClient {
  documentClient ??= DynamoDBDocumentClient.from(new DynamoDBClient({}), {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
  return documentClient;
}

export function ses(): SESv2Client {
  sesClient ??= new SESv2Client({});
  return sesClient;
}

/**
 * S3 with path-style addresses (`{endpoint}/{bucket}/{key}`): bucket names with dots and any endpoint work the
 * same way, and a presigned upload URL names the bucket in its path.
 */
export function s3(): S3Client {
  s3Client ??= new S3Client({ forcePathStyle: true });
  return s3Client;
}

/** The WebSocket API's management endpoint (`https://{api}.execute-api.{region}.amazonaws.com/{stage}` in AWS). */
export function realtimeManagement(): ApiGatewayManagementApiClient {
  managementClient ??= new ApiGatewayManagementApiClient({ endpoint: requiredEnv('REALTIME_MANAGEMENT_ENDPOINT') });
  return managementClient;
}

/** Physical name of a table from the shared definitions. */
export function tableName(logicalName: string): string {
  return requiredEnv(tableEnvVar(logicalName));
}

export function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing configuration: ${name}`);
  return value;
}
