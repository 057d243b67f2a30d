import { describe, expect, it } from 'vitest';
import { PREVIEW_LINK_SECONDS, readPreviewLink, signPreviewLink } from './preview-link';

const SECRET = 'a-secret-of-the-deployment';
const NOW = new Date('2026-03-02T10:00:00Z');

describe('preview links', () => {
  it('name the item they were signed for until they expire', () => {
    const { token, expiresAt } = signPreviewLink({ kind: 'post', id: 'p1' }, SECRET, NOW);
    expect(expiresAt).toBe(new Date(NOW.getTime() + PREVIEW_LINK_SECONDS * 1000).toISOString());
    expect(readPreviewLink(token, SECRET, new Date(NOW.getTime() + 60_000))).toMatchObject({ kind: 'post', id: 'p1' });
    expect(readPreviewLink(token, SECRET, new Date(NOW.getTime() + PREVIEW_LINK_SECONDS * 1000))).toBe('expired');
  });

  it('are refused when altered, signed with another key, or malformed', () => {
    const { token } = signPreviewLink({ kind: 'project', id: 'x' }, SECRET, NOW);
    const [payload, signature] = token.split('.');
    const otherItem = Buffer.from(JSON.stringify({ kind: 'project', id: 'y', exp: 9_999_999_999 })).toString('base64url');
    expect(readPreviewLink(`${otherItem}.${signature}`, SECRET, NOW)).toBe('invalid');
    expect(readPreviewLink(token, 'another-secret', NOW)).toBe('invalid');
    expect(readPreviewLink(payload!, SECRET, NOW)).toBe('invalid');
    expect(readPreviewLink(`${token}.more`, SECRET, NOW)).toBe('invalid');
    expect(readPreviewLink('', SECRET, NOW)).toBe('invalid');
  });
});
