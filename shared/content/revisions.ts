import { z } from 'zod';

/*
 * Versions and revisions of content rows. Every save raises a row's `version` by one and is kept as the revision of
 * that number; a save must name the version it was read at, and one made from an older copy is refused, so two
 * editors never silently overwrite each other.
 */

export const revisionSummarySchema = z.object({ revision: z.number().int().positive(), savedAt: z.string(), savedBy: z.string() });
export type RevisionSummary = z.infer<typeof revisionSummarySchema>;

/** `GET /api/admin/{posts|projects}/{id}/revisions`: newest first. */
export const revisionListResponseSchema = z.object({ revisions: z.array(revisionSummarySchema) });

export const revisionParamsSchema = z.object({ id: z.string().trim().min(1).max(100), revision: z.coerce.number().int().positive() });

/** The version a save sent: a whole number, 0 for a row stored before versions existed. */
export const sentVersionSchema = z.number({ message: 'Send the version you read.' }).int('Send the version you read.').nonnegative('Send the version you read.');

/** A stored row's version as read (rows from before versions count as 0). */
export const storedVersion = (row: { version?: number } | undefined) => row?.version ?? 0;

/**
 * Whether a save made from the copy read at `sentVersion` is stale: another save came first. A save that names no
 * version (a script replacing a row whole) is decided on the row as the server reads it.
 */
export const isStaleSave = (sentVersion: number | undefined, stored: { version?: number }) => sentVersion !== undefined && sentVersion !== storedVersion(stored);

/** The refusal's words: who saved the newer version, and when (in UTC, named as such). */
export function staleSaveMessage(kind: string, newer: { savedBy?: string; savedAt?: string } | undefined): string {
  const when = newer?.savedAt ? ` at ${newer.savedAt.slice(0, 16).replace('T', ' ')} UTC` : '';
  const who = newer?.savedBy ?? 'Someone else';
  return `${who} saved this ${kind}${when}, after you opened it. Reload to see their version, or copy your text first.`;
}
