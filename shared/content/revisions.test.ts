import { describe, expect, it } from 'vitest';
import { isStaleSave, staleSaveMessage, storedVersion } from './revisions';

describe('versions of content rows', () => {
  it('counts a row stored before versions as version 0', () => {
    expect(storedVersion({})).toBe(0);
    expect(storedVersion(undefined)).toBe(0);
    expect(isStaleSave(0, {})).toBe(false);
    expect(isStaleSave(1, {})).toBe(true);
  });

  it('refuses a save made from an older copy, and decides one that names no version on the stored row', () => {
    expect(isStaleSave(3, { version: 3 })).toBe(false);
    expect(isStaleSave(2, { version: 3 })).toBe(true);
    expect(isStaleSave(undefined, { version: 3 })).toBe(false);
  });

  it('says who saved the newer version and when, in UTC', () => {
    expect(staleSaveMessage('article', { savedBy: 'mona@example.com', savedAt: '2026-11-27T09:41:12.345Z' })).toBe(
      'mona@example.com saved this article at 2026-11-27 09:41 UTC, after you opened it. Reload to see their version, or copy your text first.',
    );
    expect(staleSaveMessage('project', undefined)).toMatch(/^Someone else saved this project, after you opened it\./);
  });
});
