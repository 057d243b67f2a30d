import MiniSearch from 'minisearch';
import { indexTerm, queryTerms, terms, words, type WeightedTerm } from './text';
import type { KnowledgeDocument, KnowledgeMatch, KnowledgePassage } from './types';

/** A heading word (the page's title and the words visitors use for it) counts this many times a body word. */
const HEADING_BOOST = 3;

interface IndexedPassage {
  id: number;
  heading: string;
  text: string;
}

/** What the index found for one question, and how to weigh the passages' sentences against it. */
export interface KnowledgeQuery {
  /** The best passage of each document that shares a word with the question, best first. */
  matches: KnowledgeMatch[];
  /** Share of the question's informative weight (by IDF) that the given passages cover together, 0…1. */
  coverage(matches: readonly KnowledgeMatch[]): number;
  /** How much a sentence says about the question: the IDF weight of the question's words, and their related words, in it. */
  relevance(sentence: string): number;
}

/**
 * A full-text index over the passages of the site's documents (MiniSearch, BM25+), with this site's text
 * normalisation and vocabulary. Built once from plain data; searching is synchronous and pure, so the same index
 * serves every message of a container and the tests.
 */
export class KnowledgeIndex {
  private readonly passages: KnowledgePassage[];
  private readonly engine: MiniSearch<IndexedPassage>;

  constructor(documents: readonly KnowledgeDocument[]) {
    this.passages = documents.flatMap((document) =>
      document.paragraphs
        .map((text, index) => ({ document, text: text.trim(), index }))
        .filter(({ text }) => text.length > 0),
    );
    this.engine = new MiniSearch<IndexedPassage>({
      fields: ['heading', 'text'],
      tokenize: words,
      processTerm: (word) => indexTerm(word) ?? null,
    });
    this.engine.addAll(
      this.passages.map(({ document, text }, id) => ({ id, heading: [document.title, ...(document.keywords ?? [])].join(' '), text })),
    );
  }

  query(question: string): KnowledgeQuery {
    const weighted = new Map<string, WeightedTerm>(queryTerms(question).map((q) => [q.term, q]));
    const results =
      weighted.size === 0
        ? []
        : this.engine.search([...weighted.keys()].join(' '), {
            // The terms are already normalised, stemmed and weighted.
            tokenize: (text) => text.split(' '),
            processTerm: (term) => term,
            boostTerm: (term) => weighted.get(term)?.weight ?? 1,
            boost: { heading: HEADING_BOOST },
            boostDocument: (id: number) => this.passages[id].document.weight ?? 1,
          });

    // Every passage that holds a term is among the results, so they give each term's document frequency.
    const documentFrequency = new Map<string, number>();
    for (const result of results) {
      for (const term of result.queryTerms) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
    }
    const total = this.passages.length;
    const idf = (term: string) => {
      const df = documentFrequency.get(term) ?? 0;
      return Math.log(1 + (total - df + 0.5) / (df + 0.5));
    };
    const informative = [...weighted.values()].filter((q) => q.weight === 1);
    const informativeWeight = informative.reduce((sum, q) => sum + idf(q.term), 0);
    const coverage = (matchedTerms: Iterable<string>) => {
      const covered = new Set(matchedTerms);
      const found = informative.filter((q) => covered.has(q.term)).reduce((sum, q) => sum + idf(q.term), 0);
      return informativeWeight > 0 ? found / informativeWeight : 0;
    };

    // MiniSearch multiplies a passage's score by the number of query terms it holds, related ones included; here
    // the share of the question it covers takes that place, so a page listing many related words does not win
    // over the one that answers.
    const ranked = results
      .map((result): KnowledgeMatch => {
        const passage = this.passages[result.id as number];
        // A related word found on the page covers the question's word it stands for ("offices" → "countries").
        const matchedTerms = new Set<string>();
        for (const term of result.queryTerms) {
          const q = weighted.get(term);
          const covered = q?.weight === 1 ? q.term : q?.standsFor;
          if (covered) matchedTerms.add(covered);
        }
        const share = coverage(matchedTerms);
        return { passage, score: (result.score / result.queryTerms.length) * share, coverage: share, matchedTerms: [...matchedTerms] };
      })
      .filter((match) => match.score > 0)
      .sort((a, b) => b.score - a.score);
    const seenDocuments = new Set<string>();
    const matches = ranked.filter((match) => {
      if (seenDocuments.has(match.passage.document.id)) return false;
      seenDocuments.add(match.passage.document.id);
      return true;
    });

    return {
      matches,
      coverage: (chosen) => coverage(chosen.flatMap((match) => match.matchedTerms)),
      relevance: (sentence) => {
        let sum = 0;
        for (const term of new Set(terms(sentence))) {
          const q = weighted.get(term);
          if (q) sum += q.weight * idf(term);
        }
        return sum;
      },
    };
  }
}
