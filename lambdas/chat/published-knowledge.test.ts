import { describe, expect, it } from 'vitest';
import { answerFromKnowledge } from '../../shared/chat/retrieval-responder';
import type { PublishedContent } from '../../shared/chat/knowledge/site-knowledge';
import { seedPosts } from '../../shared/content/seed/posts';
import { KNOWLEDGE_FRESH_MS, knowledgeCache } from './published-knowledge';

describe('the knowledge a container answers from', () => {
  const newPost = {
    ...seedPosts[0]!,
    id: 'p-new',
    slug: 'quillfeather-launch-notes',
    title: 'Quillfeather Launch Notes',
    excerpt: 'How the Quillfeather launch was planned.',
    published: true,
  };

  it('keeps one index while the content is unchanged, and builds a new one when it changes', async () => {
    let content: PublishedContent = { posts: seedPosts, projects: [] };
    let reads = 0;
    const knowledge = knowledgeCache(async () => (reads++, content));

    const first = await knowledge(0);
    expect(await knowledge(KNOWLEDGE_FRESH_MS - 1)).toBe(first);
    expect(reads).toBe(1);

    // Re-read after the freshness window, same content: the index built for it is kept.
    content = { posts: [...seedPosts], projects: [] };
    const reread = await knowledge(KNOWLEDGE_FRESH_MS);
    expect(reads).toBe(2);
    expect(reread.index).toBe(first.index);

    // A newly published article is a new version of the knowledge, with an index that finds it.
    content = { posts: [...seedPosts, newPost], projects: [] };
    const changed = await knowledge(2 * KNOWLEDGE_FRESH_MS);
    expect(changed.index).not.toBe(first.index);
    expect(answerFromKnowledge(changed.index, 'Tell me about the Quillfeather launch').sources).toContain(
      '/insights/quillfeather-launch-notes',
    );
    expect(answerFromKnowledge(first.index, 'Tell me about the Quillfeather launch').sources).not.toContain(
      '/insights/quillfeather-launch-notes',
    );
  });

  it('knows an article scheduled for later only once its time has come', async () => {
    const publishAt = 10 * KNOWLEDGE_FRESH_MS;
    const content: PublishedContent = { posts: [...seedPosts, { ...newPost, publish_at: new Date(publishAt).toISOString() }], projects: [] };
    const knowledge = knowledgeCache(async () => content);
    const sources = async (now: number) => answerFromKnowledge((await knowledge(now)).index, 'Tell me about the Quillfeather launch').sources;
    expect(await sources(publishAt - 1)).not.toContain('/insights/quillfeather-launch-notes');
    expect(await sources(publishAt - 1 + KNOWLEDGE_FRESH_MS)).toContain('/insights/quillfeather-launch-notes');
  });

  it('reads again on the next message after a failed read', async () => {
    let fail = true;
    const knowledge = knowledgeCache(async () => {
      if (fail) throw new Error('table unavailable');
      return { posts: seedPosts, projects: [] };
    });
    await expect(knowledge(0)).rejects.toThrow('table unavailable');
    fail = false;
    expect((await knowledge(1)).documents.length).toBeGreaterThan(0);
  });
});
