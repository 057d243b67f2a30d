import { z } from 'zod';

/*
 * Uploads are checked before they are served: the browser sends a file to `media/incoming/` (never served), the
 * upload check reads its first bytes and either moves it to `media/uploads/` (served at the same path) or deletes it
 * and leaves a note of why under `media/rejected/`. A file whose bytes are not of the type it was declared as (an
 * HTML page renamed `.png`) therefore never reaches a visitor.
 */

export const MEDIA_PREFIXES = { incoming: 'media/incoming/', uploads: 'media/uploads/', rejected: 'media/rejected/' } as const;

/** The storage keys of one upload by its file name (`{uuid}.{ext}`): where it waits, is served, or is reported. */
export const uploadKeys = (name: string) => ({
  incoming: `${MEDIA_PREFIXES.incoming}${name}`,
  served: `${MEDIA_PREFIXES.uploads}${name}`,
  rejected: `${MEDIA_PREFIXES.rejected}${name}.json`,
});

/** The upload's file name from any of its keys or its site path. */
export const uploadName = (keyOrPath: string) => keyOrPath.slice(keyOrPath.lastIndexOf('/') + 1);

/** How many leading bytes the check reads: enough for every signature the sniffer knows. */
export const SNIFF_BYTES = 4100;

const kindNames: Record<string, string> = {
  'image/jpeg': 'a JPEG image',
  'image/png': 'a PNG image',
  'image/webp': 'a WebP image',
  'image/avif': 'an AVIF image',
  'image/gif': 'a GIF image',
  'video/mp4': 'an MP4 video',
  'video/webm': 'a WebM video',
};

/** Detected types that are the declared one under another name (an MP4 with an iTunes brand). */
const sameKind: Record<string, readonly string[]> = { 'video/mp4': ['video/mp4', 'video/x-m4v'] };

export type UploadVerdict = { accepted: true } | { accepted: false; reason: string };

/**
 * Whether an upload's bytes are what it was declared as. `detected` is the type its leading bytes show (undefined
 * when they match no known binary format, as for text, HTML or a script).
 */
export function uploadVerdict(declared: string, detected: string | undefined): UploadVerdict {
  const expected = kindNames[declared];
  if (!expected) return { accepted: false, reason: 'This kind of file cannot be uploaded.' };
  if (detected && (sameKind[declared] ?? [declared]).includes(detected)) return { accepted: true };
  const found = detected ? (kindNames[detected] ?? `a file of type ${detected}`) : 'not an image or video format we recognise';
  return { accepted: false, reason: `This file is not ${expected}: its contents are ${found}, so it was deleted. Save it as ${expected} and upload it again.` };
}

/** `GET /api/admin/media/uploads/{name}`: whether an upload is still being checked, served, or was refused and why. */
export const uploadStatusSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('checking') }),
  z.object({ status: z.literal('ready'), url: z.string() }),
  z.object({ status: z.literal('rejected'), reason: z.string() }),
]);
export type UploadStatus = z.infer<typeof uploadStatusSchema>;

/** The status read's lookups of one upload in storage, each a separate request while the check may be moving it. */
export interface UploadLookups {
  waiting(): Promise<boolean>;
  rejectionReason(): Promise<string | undefined>;
  served(): Promise<boolean>;
}

/**
 * What became of an upload (undefined for a name never uploaded). The check writes its verdict (the served copy or
 * the note) before it deletes the incoming file, so the incoming file is looked up first: once it is gone, the verdict
 * is already there to be found. The other order could miss a verdict written just after its lookup, then miss the
 * incoming file deleted just before its own, and call a checked upload unknown.
 */
export async function readUploadStatus(name: string, lookups: UploadLookups): Promise<UploadStatus | undefined> {
  if (await lookups.waiting()) return { status: 'checking' };
  const reason = await lookups.rejectionReason();
  if (reason !== undefined) return { status: 'rejected', reason };
  if (await lookups.served()) return { status: 'ready', url: `/${uploadKeys(name).served}` };
  return undefined;
}

export const uploadNameParamsSchema = z.object({ name: z.string().regex(/^[0-9a-f-]{36}\.[a-z0-9]{2,5}$/, 'Unknown upload.') });
