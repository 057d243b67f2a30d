/** One page (or one section of a page) of the site's own content, as the assistant knows it. */
export interface KnowledgeDocument {
  /** Stable id, e.g. `service:development`. */
  id: string;
  /** Human title used as the link text, e.g. 'Software & AI Development'. */
  title: string;
  /** The site path the content lives on, e.g. `/software-development`. */
  path: string;
  /** Plain-text paragraphs; each becomes a passage that can be quoted on its own. */
  paragraphs: string[];
  /** Words a visitor might use for this page that its text does not contain (weighted like the title). */
  keywords?: string[];
  /** Multiplies the document's scores; below 1 for pages that should only win when nothing else fits. */
  weight?: number;
}

/** A quotable piece of a document. */
export interface KnowledgePassage {
  document: KnowledgeDocument;
  text: string;
  /** Position of the paragraph in its document. */
  index: number;
}

export interface KnowledgeMatch {
  passage: KnowledgePassage;
  /** Relevance to the question: its full-text score times its coverage. */
  score: number;
  /** Share of the question's informative weight this passage covers, 0…1. */
  coverage: number;
  /** The question's own terms the passage covers, itself or by a related word. */
  matchedTerms: string[];
}
