import { createHash } from 'node:crypto';
import { siteKnowledgeDocuments, type PublishedContent } from '../../shared/chat/knowledge/site-knowledge';
import { KnowledgeIndex } from '../../shared/chat/knowledge/knowledge-index';
import type { KnowledgeDocument } from '../../shared/chat/knowledge/types';
import { postStore, projectStore } from '../content/deps';

/**
 * How long a container answers from the content it read: an article or project published in the studio joins the
 * assistant's knowledge within this time (and an unpublished one leaves it), without a read per message.
 */
export const KNOWLEDGE_FRESH_MS = 5_000;

export interface SiteKnowledge {
  documents: KnowledgeDocument[];
  index: KnowledgeIndex;
}

/**
 * The knowledge of the content a reader returns, re-read at most every KNOWLEDGE_FRESH_MS. The search index is
 * built once per version of the knowledge (a digest of its documents), on first use: re-reading unchanged content
 * keeps the container's index, and the Bedrock responder, which only needs the documents, never builds one.
 */
export function knowledgeCache(read: () => Promise<PublishedContent>): (now?: number) => Promise<SiteKnowledge> {
  let cached: { readAt: number; knowledge: Promise<SiteKnowledge> } | undefined;
  let current: { version: string; knowledge: SiteKnowledge } | undefined;

  async function readKnowledge(now: number): Promise<SiteKnowledge> {
    // The document builders keep items live at `now` only: a draft, or one scheduled for later, never reaches the assistant.
    const documents = siteKnowledgeDocuments(await read(), new Date(now));
    const version = createHash('sha256').update(JSON.stringify(documents)).digest('base64url');
    if (current?.version !== version) current = { version, knowledge: lazilyIndexed(documents) };
    return current.knowledge;
  }

  return (now = Date.now()) => {
    if (!cached || now - cached.readAt >= KNOWLEDGE_FRESH_MS) {
      const knowledge = readKnowledge(now);
      cached = { readAt: now, knowledge };
      knowledge.catch(() => (cached = undefined));
    }
    return cached.knowledge;
  };
}

function lazilyIndexed(documents: KnowledgeDocument[]): SiteKnowledge {
  let index: KnowledgeIndex | undefined;
  return {
    documents,
    get index() {
      return (index ??= new KnowledgeIndex(documents));
    },
  };
}

/** The site's pages and its published articles and projects as the database holds them (at most 5 s old). */
export const publishedKnowledge = knowledgeCache(async () => {
  const [posts, projects] = await Promise.all([postStore().listAll(), projectStore().listAll()]);
  return { posts, projects };
});
