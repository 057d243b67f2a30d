import { siteKnowledgeDocuments, type PublishedContent } from '../../shared/chat/knowledge/site-knowledge';
import { KnowledgeIndex } from '../../shared/chat/knowledge/knowledge-index';
import type { KnowledgeDocument } from '../../shared/chat/knowledge/types';
import { postStore, projectStore } from '../content/stores';

/**
 * How long a container answers from the content it read: an article or project published in the studio joins the
 * assistant's knowledge within this time (and an unpublished one leaves it), without a read per message.
 */
export const KNOWLEDGE_FRESH_MS = 5_000;

export interface SiteKnowledge {
  documents: KnowledgeDocument[];
  index: KnowledgeIndex;
}

let cached: { readAt: number; knowledge: Promise<SiteKnowledge> } | undefined;

async function readKnowledge(): Promise<SiteKnowledge> {
  const [posts, projects] = await Promise.all([postStore().listAll(), projectStore().listAll()]);
  // The document builders keep published items only: a draft never reaches the assistant.
  const published: PublishedContent = { posts, projects };
  const documents = siteKnowledgeDocuments(published);
  return { documents, index: new KnowledgeIndex(documents) };
}

/** The site's pages and its published articles and projects as the database holds them (at most 5 s old). */
export function publishedKnowledge(now = Date.now()): Promise<SiteKnowledge> {
  if (!cached || now - cached.readAt >= KNOWLEDGE_FRESH_MS) {
    const knowledge = readKnowledge();
    cached = { readAt: now, knowledge };
    knowledge.catch(() => (cached = undefined));
  }
  return cached.knowledge;
}
