/**
 * Text normalisation shared by the index and the questions: lower-case words, stop words out, Porter stemming, and
 * the site's vocabulary added to a question at a reduced weight.
 */
import { stemmer } from 'stemmer';
import { visitorVocabulary } from './vocabulary';

const STOP_WORDS = new Set(
  `a about above again all also am an and any are as at be because been being below both but by
  can could did do does doing down each few for from further had has have having he her here hers him his how
  i if in into is it its itself just me more most my myself no nor not now of off on once only or other our ours
  ourselves out over own same she should so some such than that the their theirs them then there these they this
  those through to too under until up very was we were what when where which while who whom why will with would you
  your yours yourself yourselves us tell please know want wants wanted like get got let lets hi hello hey thanks thank
  much many include includes including included exactly really kind sort type types give explain describe need needs
  help helps helped might maybe work works worked working possible able way ways else yes okay ok sure one ones thing things guys folks yall
  anything something dont im ive youre whats hows id ill theres`
    .split(/\s+/)
    .filter(Boolean),
);

/** Porter stemming, so "services"/"service", "retailer"/"retail" and "booked"/"booking" meet. */
export const stem = (word: string): string => stemmer(word);

interface Token {
  word: string;
  /** The one-word spelling of a hyphenated word, which follows its parts. */
  joinedSpelling: boolean;
}

/**
 * The words of a text, lower-case and without accents. A hyphenated word gives its parts and the joined word, so
 * "off-plan" meets "offplan", "e-commerce" meets "ecommerce" and "e-mail" meets "email"; "F&B" becomes one word.
 */
function tokens(text: string): Token[] {
  const normalised = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '')
    .replace(/\bf\s?&\s?bs?\b/g, 'fnb');
  return (normalised.match(/[a-z0-9]+(?:-[a-z0-9]+)*/g) ?? []).flatMap((word) =>
    word.includes('-')
      ? [...word.split('-').map((part) => ({ word: part, joinedSpelling: false })), { word: word.replaceAll('-', ''), joinedSpelling: true }]
      : [{ word, joinedSpelling: false }],
  );
}

export function words(text: string): string[] {
  return tokens(text).map(({ word }) => word);
}

/** The index term of one of `words`' words: its stem, or nothing for a stop word or a lone letter. */
export function indexTerm(word: string): string | undefined {
  return !STOP_WORDS.has(word) && (word.length > 1 || /\d/.test(word)) ? stem(word) : undefined;
}

/** Index terms of a text (stop words removed, stemmed). */
export function terms(text: string): string[] {
  return words(text).flatMap((word) => indexTerm(word) ?? []);
}

/** The vocabulary by stemmed visitor word, so "retailers" finds the entry for "retailer". */
const VOCABULARY_BY_STEM = new Map<string, string[]>();
for (const [word, related] of visitorVocabulary) {
  const key = stem(word);
  VOCABULARY_BY_STEM.set(key, [...new Set([...(VOCABULARY_BY_STEM.get(key) ?? []), ...related])]);
}

export interface WeightedTerm {
  term: string;
  /** 1 for the question's own words, RELATED_WEIGHT for the site's words they stand for. */
  weight: number;
  /** For a related term: the question's own term it stands in for. */
  standsFor?: string;
}

export const RELATED_WEIGHT = 0.4;

/**
 * A question's terms with the site's words for them, deduplicated, keeping the highest weight: "where are your
 * offices" also looks for the countries, "a retailer in Dubai" also for retail, e-commerce and the UAE.
 */
export function queryTerms(question: string): WeightedTerm[] {
  const found = new Map<string, WeightedTerm>();
  const add = (candidate: WeightedTerm) => {
    const existing = found.get(candidate.term);
    const better =
      !existing ||
      existing.weight < candidate.weight ||
      (existing.weight === candidate.weight && !existing.standsFor && candidate.standsFor !== undefined);
    if (better) found.set(candidate.term, candidate);
  };
  let previous: string | undefined;
  for (const { word, joinedSpelling } of tokens(question)) {
    const term = indexTerm(word);
    // The one-word spelling helps find a page ("offplan"), but the question is covered by the word's parts: it
    // stands for the last of them, the token just before it.
    const own = joinedSpelling ? previous : term;
    if (term) add(joinedSpelling ? { term, weight: RELATED_WEIGHT, standsFor: own } : { term, weight: 1 });
    previous = term;
    for (const related of visitorVocabulary.get(word) ?? VOCABULARY_BY_STEM.get(stem(word)) ?? []) {
      for (const relatedTerm of terms(related)) add({ term: relatedTerm, weight: RELATED_WEIGHT, standsFor: own });
    }
  }
  return [...found.values()];
}

const sentenceSegmenter = new Intl.Segmenter('en', { granularity: 'sentence' });

/** A text's sentences, whitespace tidied; a sentence is never split, whatever its punctuation inside. */
export function sentences(text: string): string[] {
  return [...sentenceSegmenter.segment(text.replace(/\s+/g, ' ').trim())]
    .map(({ segment }) => segment.trim())
    .filter(Boolean);
}
