import { describe, expect, it } from 'vitest';
import { decideInboxChange, inboxStateOf, inInboxView } from './inbox-states';

describe('decideInboxChange', () => {
  it('applies a change made from the state the message is in', () => {
    expect(decideInboxChange({ status: 'new' }, { from: 'new', status: 'read' })).toEqual({ kind: 'apply' });
    expect(decideInboxChange({}, { from: 'new', status: 'archived' })).toEqual({ kind: 'apply' });
    expect(decideInboxChange({ status: 'archived' }, { from: 'archived', status: 'read' })).toEqual({ kind: 'apply' });
  });

  it('does nothing when someone already put the message where it is wanted', () => {
    expect(decideInboxChange({ status: 'replied', status_by: 'sam@example.com' }, { from: 'read', status: 'replied' })).toEqual({ kind: 'unchanged' });
  });

  it('refuses a change made from a state someone else has since left, saying who moved it where and when', () => {
    const decision = decideInboxChange({ status: 'archived', status_by: 'sam@example.com', status_at: '2026-11-27T09:14:05.000Z' }, { from: 'new', status: 'replied' });
    expect(decision).toEqual({
      kind: 'conflict',
      message: 'sam@example.com marked this message archived at 09:14 UTC on 2026-11-27, after you opened the inbox. Nothing was changed: look again, then choose.',
    });
  });
});

describe('inbox views', () => {
  it('reads a message without a known state as unread and keeps archived messages out of the inbox', () => {
    expect(inboxStateOf({ status: 'weird' })).toBe('new');
    expect(inInboxView('replied', 'inbox')).toBe(true);
    expect(inInboxView('archived', 'inbox')).toBe(false);
    expect(inInboxView('archived', 'archived')).toBe(true);
  });
});
