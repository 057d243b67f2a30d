/**
 * The buckets of the local S3 emulator and the delivery of its notifications. In AWS the site bucket belongs to the
 * web stack and the media bucket to the data stack; S3 event notifications invoke the bucket consumers of
 * shared/contracts/routes asynchronously, retried twice on failure.
 */
import type { S3Event } from 'aws-lambda';
import type { BucketConsumer } from '../../shared/contracts/routes/types';

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

/** As S3 retries a failed asynchronous invocation: the first attempt and two more. */
const ATTEMPTS = 3;

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
    void (async () => {
      for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
        try {
          await invoke(consumer.handler, { Records: records }, consumer.timeoutSeconds ?? 30);
          return;
        } catch (error) {
          log(`${consumer.handler} failed (attempt ${attempt} of ${ATTEMPTS}): ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    })();
  }
}
