import { describe, expect, it } from 'vitest';
import { addReactionResponseSchema, postReactionsSchema } from '../../../shared/content/schemas';
import type { PostReactions } from '../../../shared/content/types';
import { api, unique } from './api';

const path = '/api/posts/putting-ai-to-work-a-practical-playbook/reactions';
type ReactionAnswer = PostReactions & { counted: boolean };

describe('reactions', () => {
  it('counts a reaction once per type per session and reports the session’s own', async () => {
    const session = unique('session');
    const before = await api<PostReactions>(`${path}?session=${session}`);
    expect(before.status).toBe(200);
    postReactionsSchema.parse(before.body);
    expect(before.body.mine).toEqual([]);

    const first = await api<ReactionAnswer>(path, { body: { type: 'like', session } });
    expect(first.status).toBe(201);
    addReactionResponseSchema.parse(first.body);
    expect(first.body).toMatchObject({ counted: true, mine: ['like'] });
    expect(first.body.counts.like).toBe(before.body.counts.like + 1);

    const again = await api<ReactionAnswer>(path, { body: { type: 'like', session } });
    expect(again.status).toBe(200);
    expect(again.body.counted).toBe(false);
    expect(again.body.counts.like).toBe(first.body.counts.like);

    await api(path, { body: { type: 'wow', session } });
    const after = await api<PostReactions>(`${path}?session=${session}`);
    expect(after.body.mine).toEqual(['like', 'wow']);
    expect(after.body.counts.wow).toBe(before.body.counts.wow + 1);
  });

  it('counts exactly one of many concurrent identical clicks', async () => {
    const session = unique('racer');
    const before = (await api<PostReactions>(path)).body.counts.helpful;
    const results = await Promise.all(Array.from({ length: 12 }, () => api<ReactionAnswer>(path, { body: { type: 'helpful', session } })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.every((r) => r.status === 201 || r.status === 200)).toBe(true);
    expect((await api<PostReactions>(path)).body.counts.helpful).toBe(before + 1);
  });

  it('refuses an unknown type or a missing session', async () => {
    const bad = await api(path, { body: { type: 'love', session: unique('s') } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { code: 'VALIDATION_ERROR', fields: { type: expect.any(String) } } });
    expect((await api(path, { body: { type: 'like' } })).status).toBe(400);
    expect((await api('/api/posts/no-such-post/reactions', { body: { type: 'like', session: unique('s') } })).status).toBe(404);
  });
});
