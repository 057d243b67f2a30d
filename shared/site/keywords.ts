/**
 * Meta keywords for pages without a seo_pages record (projects, articles, case studies, the real estate page), built
 * from their own content. Kept apart from `seo.ts`, which every page loads, because only those lazily loaded pages
 * need it.
 */

/** Words of a title that say nothing about its subject. */
const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how in into is it its more most of on or our than that the their this to what when where which who why will with without you your'.split(
    ' ',
  ),
);

/** Acronyms and names with digits keep their spelling (AI, SEO, UI/UX, NGOs, 3D); any other word is lower-cased. */
const normaliseWord = (word: string) => (/[A-Z].*[A-Z]|\d/.test(word) ? word : word.toLowerCase());

/** The words of a title worth searching for: without stop words and punctuation, e.g. 'SEO in the Age of AI Search' → SEO, age, AI, search. */
export function titleWords(title: string): string[] {
  return title
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word.toLowerCase()))
    .map(normaliseWord);
}

/**
 * One keywords string from comma-separated lists and arrays of terms, in the order given: each term trimmed, written
 * like the built-in records' keywords (lower case but for acronyms) and named once.
 */
export function keywordsOf(...sources: ReadonlyArray<string | readonly string[] | null | undefined>): string {
  const seen = new Set<string>();
  const terms: string[] = [];
  for (const source of sources) {
    for (const raw of typeof source === 'string' ? source.split(',') : (source ?? [])) {
      const term = raw.trim().split(/\s+/).filter(Boolean).map(normaliseWord).join(' ');
      if (!term || seen.has(term.toLowerCase())) continue;
      seen.add(term.toLowerCase());
      terms.push(term);
    }
  }
  return terms.join(', ');
}
