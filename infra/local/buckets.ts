/**
 * The buckets of the local S3 emulator and the delivery of its notifications. In AWS the site bucket belongs to the
 * web stack and the media bucket to the data stack; S3 event notifications invoke the bucket consumers of
 * shared/contracts/routes asynchronously, retried twice on failure.
 */
import type { S3Event } from 'aws-lambda';
import type { BucketConsumer } from '../../shared/contracts/routes/types';
import { invokeAsynchronously } from './async-invoke';

/** The browser PUTs uploads straight to the media bucket with a presigned URL, from the site's origin. */
const MEDIA_CORS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

export const localBuckets = [{ name: 'site' }, { name: 'media', configs: [MEDIA_CORS] }];

export function dispatchBucketEvent(
  consumers: readonly BucketConsumer[],
  event: S3Event,
  invoke: (handler: string, event: S3Event, timeoutSeconds: number) => Promise<unknown>,
  log: (message: string) => void,
): void {
  for (const consumer of consumers) {
    const records = event.Records.filter(
      (record) => record.s3.bucket.name === consumer.bucket && record.eventName.startsWith('ObjectCreated:') && record.s3.object.key.startsWith(consumer.prefix),
    );
    if (records.length === 0) continue;
    invokeAsynchronously(consumer.handler, () => invoke(consumer.handler, { Records: records }, consumer.timeoutSeconds ?? 30), log);
  }
}
