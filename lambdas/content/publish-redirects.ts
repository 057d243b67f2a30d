import '@aws-sdk/signature-v4a';
import { CloudFrontKeyValueStoreClient, DescribeKeyValueStoreCommand, UpdateKeysCommand } from '@aws-sdk/client-cloudfront-keyvaluestore';
import { requiredEnv } from '../lib/aws';
import { logger } from '../lib/logger';
import { dynamoStreamHandler, streamImages } from '../lib/stream';

/** Tries of one key change while other writers keep moving the store's ETag on (each try reads it afresh). */
const ETAG_ATTEMPTS = 5;

let client: CloudFrontKeyValueStoreClient | undefined;

/** One change of the store: an old address to lead somewhere, or to forget. */
export type KeyChange = { put: { key: string; value: string } } | { delete: string };

/** The store change a redirect-table change makes: its row's `from_path` → `to_path`, or the key's removal. */
export function keyChangeOf(images: { before?: Record<string, unknown>; after?: Record<string, unknown> }): KeyChange | undefined {
  if (images.after) return { put: { key: String(images.after.from_path), value: String(images.after.to_path) } };
  if (images.before) return { delete: String(images.before.from_path) };
  return undefined;
}

/**
 * The redirect publisher: copies each change of the redirect table into the CloudFront key-value store the site's
 * routing function reads, in stream order. The store takes a write only with its current ETag, so a write that lost
 * to another is tried again with the new one.
 */
export const handler = dynamoStreamHandler(
  async (record) => {
    const change = keyChangeOf(streamImages(record));
    if (!change) return;
    const KvsARN = requiredEnv('REDIRECT_STORE_ARN');
    client ??= new CloudFrontKeyValueStoreClient({});
    for (let attempt = 1; ; attempt += 1) {
      const { ETag } = await client.send(new DescribeKeyValueStoreCommand({ KvsARN }));
      try {
        await client.send(
          new UpdateKeysCommand({ KvsARN, IfMatch: ETag, ...('put' in change ? { Puts: [{ Key: change.put.key, Value: change.put.value }] } : { Deletes: [{ Key: change.delete }] }) }),
        );
        logger.info('redirect published', { change });
        return;
      } catch (error) {
        if ((error as Error).name !== 'ConflictException' || attempt >= ETAG_ATTEMPTS) throw error;
      }
    }
  },
  { source: 'redirects stream' },
);
