import { z } from 'zod';

/*
 * Where a contact message stands in the team's inbox. Every message arrives `new` (unread); staff mark it read,
 * replied or archived, and may move it back (mark unread, take out of the archive). Each change names the state the
 * staff member saw, so that two people acting on one message at once never overwrite each other silently: the second
 * change is refused and told what the first one did.
 */
export const inboxStates = ['new', 'read', 'replied', 'archived'] as const;
export type InboxState = (typeof inboxStates)[number];

export const inboxStateLabels: Record<InboxState, string> = { new: 'Unread', read: 'Read', replied: 'Replied', archived: 'Archived' };

/** The inbox's views: what still needs the team (every state but archived), and the archive. */
export const inboxViews = ['inbox', 'archived'] as const;
export type InboxView = (typeof inboxViews)[number];

/** A stored message's state (messages stored before states existed, or without one, are unread). */
export function inboxStateOf(stored: { status?: unknown }): InboxState {
  return (inboxStates as readonly unknown[]).includes(stored.status) ? (stored.status as InboxState) : 'new';
}

export const inboxStateChangeSchema = z.object({
  status: z.enum(inboxStates, { message: 'Choose unread, read, replied or archived.' }),
  /** The state the staff member saw when they chose the change. */
  from: z.enum(inboxStates, { message: 'Say which state the message was in: unread, read, replied or archived.' }),
});
export type InboxStateChange = z.infer<typeof inboxStateChangeSchema>;

/** Who last changed a message's state, and when (kept on the message). */
export interface InboxStateStamp {
  status?: unknown;
  status_by?: string;
  status_at?: string;
}

export type InboxDecision = { kind: 'apply' } | { kind: 'unchanged' } | { kind: 'conflict'; message: string };

/**
 * Decides a change against the stored message: applied when the message is still where the staff member saw it;
 * nothing to do when someone already put it where they want it; refused, saying who moved it where, otherwise.
 */
export function decideInboxChange(stored: InboxStateStamp, change: InboxStateChange): InboxDecision {
  const current = inboxStateOf(stored);
  if (current === change.status) return { kind: 'unchanged' };
  if (current === change.from) return { kind: 'apply' };
  const who = stored.status_by ?? 'Someone';
  const when = stored.status_at ? ` at ${stored.status_at.slice(11, 16)} UTC on ${stored.status_at.slice(0, 10)}` : '';
  return {
    kind: 'conflict',
    message: `${who} marked this message ${inboxStateLabels[current].toLowerCase()}${when}, after you opened the inbox. Nothing was changed: look again, then choose.`,
  };
}

/** Whether a message in the state belongs in the view. */
export const inInboxView = (state: InboxState, view: InboxView) => (view === 'archived') === (state === 'archived');
