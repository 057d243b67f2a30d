import { describe, expect, it } from 'vitest';
import { differingFields } from './ItemEditing';

describe('what changed between two copies of a row', () => {
  it('names the fields an editor sees differ, ignoring those the server owns', () => {
    const mine = { id: 'p1', version: 1, excerpt: 'Mine', read_time: '3 min read', results: ['3x revenue'] };
    const theirs = { id: 'p1', version: 2, excerpt: 'Theirs', read_time: '3 min read', results: ['3x revenue', '40% more leads'], updated_at: 'now' };
    expect(differingFields(mine, theirs)).toEqual(['excerpt', 'results']);
  });

  it('counts an empty field and a missing one as the same', () => {
    expect(differingFields({ image_url: '' }, {})).toEqual([]);
  });
});
