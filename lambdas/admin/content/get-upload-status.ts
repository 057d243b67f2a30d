import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { readUploadStatus, uploadKeys, uploadNameParamsSchema } from '../../../shared/content/upload-check';
import { AppError } from '../../../shared/errors';
import { requiredEnv, s3 } from '../../lib/aws';
import { staffWith } from '../../lib/auth';
import { httpHandler } from '../../lib/http';

const isMissing = (error: unknown) => ['NotFound', 'NoSuchKey'].includes((error as Error).name);

async function exists(bucket: string, key: string): Promise<boolean> {
  try {
    await s3().send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return true;
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

async function rejection(bucket: string, key: string): Promise<string | undefined> {
  try {
    const answer = await s3().send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return String((JSON.parse(await answer.Body!.transformToString()) as { reason?: unknown }).reason ?? '');
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/**
 * GET /api/admin/media/uploads/{name} — how the upload check decided a file sent with `POST /api/admin/media`:
 * `ready` once it is served, `rejected` with the rule it broke, `checking` while it waits; 404 for a name never
 * uploaded (or whose upload link was never used).
 */
export const handler = httpHandler({ authorize: staffWith('content:write'), params: uploadNameParamsSchema }, async ({ params }) => {
  const bucket = requiredEnv('MEDIA_BUCKET');
  const keys = uploadKeys(params.name);
  const status = await readUploadStatus(params.name, {
    waiting: () => exists(bucket, keys.incoming),
    rejectionReason: () => rejection(bucket, keys.rejected),
    served: () => exists(bucket, keys.served),
  });
  if (!status) throw new AppError('NOT_FOUND', { message: 'No upload of this name.' });
  return { body: status };
});
