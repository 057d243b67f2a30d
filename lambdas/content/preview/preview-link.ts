import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { PREVIEW_KINDS, type PreviewKind } from '../../../shared/content/studio-schemas';

/*
 * A draft's preview link: the item it shows and when it stops working, signed with a key only the API holds. The
 * link is the credential (it opens in a plain browser tab, without the staff session), so it is short-lived, names
 * one item, and anything altered or expired in it is refused.
 */

/** How long a preview link works after it was made. */
export const PREVIEW_LINK_SECONDS = 30 * 60;

const claimSchema = z.object({ kind: z.enum(PREVIEW_KINDS), id: z.string().min(1).max(100), exp: z.number().int() });
export type PreviewClaim = z.infer<typeof claimSchema>;

/**
 * The signing key is derived from the application's token secret for this one purpose, so a preview signature can
 * never stand for any other token the secret signs (and the other way round).
 */
const previewKey = (secret: string) => createHmac('sha256', secret).update('northstar content preview v1').digest();
const signatureOf = (payload: string, secret: string) => createHmac('sha256', previewKey(secret)).update(payload).digest('base64url');

export function signPreviewLink(item: { kind: PreviewKind; id: string }, secret: string, now: Date): { token: string; expiresAt: string } {
  const exp = Math.floor(now.getTime() / 1000) + PREVIEW_LINK_SECONDS;
  const payload = Buffer.from(JSON.stringify({ kind: item.kind, id: item.id, exp } satisfies PreviewClaim)).toString('base64url');
  return { token: `${payload}.${signatureOf(payload, secret)}`, expiresAt: new Date(exp * 1000).toISOString() };
}

/** The item a token names, or why it is refused. */
export function readPreviewLink(token: string, secret: string, now: Date): PreviewClaim | 'invalid' | 'expired' {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return 'invalid';
  const expected = Buffer.from(signatureOf(payload, secret));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return 'invalid';
  }
  const claim = claimSchema.safeParse(decoded);
  if (!claim.success) return 'invalid';
  return claim.data.exp * 1000 <= now.getTime() ? 'expired' : claim.data;
}
