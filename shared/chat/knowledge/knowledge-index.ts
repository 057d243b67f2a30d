import { queryTerms, terms } from './text';
import type { KnowledgeDocument, KnowledgeMatch, KnowledgePassage } from './types';

/** Title and keyword terms count this many times over a body occurrence. */
const TITLE_BOOST = 3;
const K1 = 1.2;
const B = 0.6;

interface IndexedPassage {
  passage: KnowledgePassage;
  frequencies: Map<string, number>;
  length: number;
}

/**
 * A BM25 index over the passages of the site's documents. Built once from plain data; searching is pure and
 * synchronous, so the same index serves the local responder and the tests.
 */
export class KnowledgeIndex {
  private readonly passages: IndexedPassage[];
  private readonly documentFrequency = new Map<string, number>();
  private readonly averageLength: number;

  constructor(readonly documents: readonly KnowledgeDocument[]) {
    this.passages = documents.flatMap((document) => {
      const headingTerms = [...terms(document.title), ...(document.keywords ?? []).flatMap((keyword) => terms(keyword))];
      return document.paragraphs
        .map((text, index) => ({ text: text.trim(), index }))
        .filter(({ text }) => text.length > 0)
        .map(({ text, index }) => {
          const frequencies = new Map<string, number>();
          for (const term of terms(text)) frequencies.set(term, (frequencies.get(term) ?? 0) + 1);
          for (const term of headingTerms) frequencies.set(term, (frequencies.get(term) ?? 0) + TITLE_BOOST);
          let length = 0;
          for (const count of frequencies.values()) length += count;
          return { passage: { document, text, index }, frequencies, length };
        });
    });
    for (const { frequencies } of this.passages) {
      for (const term of frequencies.keys()) this.documentFrequency.set(term, (this.documentFrequency.get(term) ?? 0) + 1);
    }
    this.averageLength = this.passages.reduce((sum, p) => sum + p.length, 0) / Math.max(1, this.passages.length);
  }

  get size(): number {
    return this.passages.length;
  }

  private idf(term: string): number {
    const n = this.passages.length;
    const df = this.documentFrequency.get(term) ?? 0;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  /** Share of the question's informative weight that the given passages cover together, 0…1. */
  combinedCoverage(question: string, matches: readonly KnowledgeMatch[]): number {
    const informative = queryTerms(question).filter((q) => q.weight === 1);
    const covered = new Set(matches.flatMap((match) => match.matchedTerms));
    const total = informative.reduce((sum, q) => sum + this.idf(q.term), 0);
    const found = informative.filter((q) => covered.has(q.term)).reduce((sum, q) => sum + this.idf(q.term), 0);
    return total > 0 ? found / total : 0;
  }

  /** The best passages for a question, best first; at most one passage per document. */
  search(question: string, limit = 3): KnowledgeMatch[] {
    const query = queryTerms(question);
    if (query.length === 0) return [];
    const informative = query.filter((q) => q.weight === 1);
    const totalIdf = informative.reduce((sum, q) => sum + this.idf(q.term), 0);

    const matches: KnowledgeMatch[] = [];
    for (const indexed of this.passages) {
      let score = 0;
      const matchedTerms = new Set<string>();
      for (const { term, weight, standsFor } of query) {
        const tf = indexed.frequencies.get(term);
        if (!tf) continue;
        const idf = this.idf(term);
        const norm = tf + K1 * (1 - B + (B * indexed.length) / this.averageLength);
        score += weight * idf * ((tf * (K1 + 1)) / norm);
        // A related word found on the page covers the question's word it stands for ("offices" → "countries").
        const covered = weight === 1 ? term : standsFor;
        if (covered) matchedTerms.add(covered);
      }
      if (score <= 0) continue;
      score *= indexed.passage.document.weight ?? 1;
      const coveredIdf = informative.filter((q) => matchedTerms.has(q.term)).reduce((sum, q) => sum + this.idf(q.term), 0);
      matches.push({
        passage: indexed.passage,
        score,
        coverage: totalIdf > 0 ? coveredIdf / totalIdf : 0,
        matchedTerms: [...matchedTerms],
      });
    }
    matches.sort((a, b) => b.score - a.score);

    const seenDocuments = new Set<string>();
    const best: KnowledgeMatch[] = [];
    for (const match of matches) {
      if (seenDocuments.has(match.passage.document.id)) continue;
      seenDocuments.add(match.passage.document.id);
      best.push(match);
      if (best.length >= limit) break;
    }
    return best;
  }
}
