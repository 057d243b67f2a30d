/** Text normalisation shared by the index and the questions: lower-case words, stop words out, light stemming. */

const STOP_WORDS = new Set(
  `a about above after again all also am an and any are as at be because been before being below between both but by
  can could did do does doing down during each few for from further had has have having he her here hers him his how
  i if in into is it its itself just me more most my myself no nor not now of off on once only or other our ours
  ourselves out over own same she should so some such than that the their theirs them then there these they this
  those through to too under until up very was we were what when where which while who whom why will with would you
  your yours yourself yourselves us tell please know want like get got let lets hi hello hey thanks thank much many
  include includes including included exactly really kind sort type types give explain describe need needs help
  might maybe possible able way ways else yes okay ok sure one ones thing things
  guys folks yall
  anything something does dont im ive youre whats hows id ill can't don't i'm i've you're what's how's there's`
    .split(/\s+/)
    .filter(Boolean),
);

/** Very light suffix stripping: enough to match "services"/"service", "branding"/"brand", "booked"/"book". */
export function stem(word: string): string {
  let w = word;
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) return `${w.slice(0, -3)}y`;
  // "automation"/"automate", "operations"/"operate"
  if (/ations?$/.test(w) && w.length > 7) return w.replace(/ations?$/, 'ate');
  if (w.endsWith('sses')) return w.slice(0, -2);
  let strippedVerbEnding = false;
  if (w.endsWith('ing') && w.length > 5) {
    w = w.slice(0, -3);
    strippedVerbEnding = true;
  } else if (w.endsWith('ed') && w.length > 4) {
    w = w.slice(0, -2);
    strippedVerbEnding = true;
  } else if (w.endsWith('es') && /(ches|shes|xes|zes)$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is')) w = w.slice(0, -1);
  if (w.endsWith('ly') && w.length > 4) w = w.slice(0, -2);
  // "designing" → "design", "planning" → "plan"
  if (strippedVerbEnding && /([b-df-hj-np-tv-z])\1$/.test(w) && !/(ll|ss|zz)$/.test(w)) w = w.slice(0, -1);
  return w;
}

export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/['’]/g, '')
      .match(/[a-z0-9]+/g) ?? []
  );
}

/** Index terms of a text (stop words removed, stemmed). */
export function terms(text: string): string[] {
  return words(text)
    .filter((word) => !STOP_WORDS.has(word) && (word.length > 1 || /\d/.test(word)))
    .map(stem);
}

/**
 * What visitors say → what the site says. Keys and values are raw words (stemmed on use). A question's term adds
 * its related terms at a reduced weight, so "where are your offices" finds a page that lists countries. A Map, as
 * the words looked up are the visitor's: on a plain object "constructor" or "toString" would find Object's own.
 */
const RELATED = new Map<string, string[]>(Object.entries({
  price: ['pricing', 'cost', 'quote', 'budget'],
  pricing: ['price', 'cost', 'quote', 'budget'],
  cost: ['price', 'pricing', 'quote', 'budget'],
  expensive: ['price', 'cost', 'budget'],
  cheap: ['price', 'cost', 'budget'],
  fee: ['price', 'cost'],
  rate: ['price', 'cost'],
  charge: ['price', 'cost'],
  quote: ['price', 'cost', 'estimate'],
  office: ['countries', 'location', 'based', 'egypt', 'uae', 'saudi'],
  located: ['countries', 'location', 'office', 'based'],
  location: ['countries', 'office', 'based'],
  based: ['countries', 'office', 'location'],
  country: ['countries', 'office', 'location'],
  where: ['countries', 'location'],
  when: ['hours', 'monday', 'friday', 'days'],
  hours: ['monday', 'friday', 'working'],
  include: ['what', 'features'],
  includes: ['features'],
  offer: ['services', 'solutions'],
  offerings: ['services', 'solutions'],
  long: ['timeline', 'duration', 'weeks'],
  timeline: ['weeks', 'duration', 'long'],
  duration: ['timeline', 'weeks'],
  take: ['timeline', 'weeks'],
  fast: ['timeline', 'weeks'],
  quickly: ['timeline', 'weeks'],
  book: ['booking', 'calendar', 'discovery', 'call', 'schedule'],
  booking: ['book', 'calendar', 'discovery', 'schedule'],
  schedule: ['book', 'calendar', 'discovery'],
  meeting: ['call', 'discovery', 'book', 'calendar'],
  appointment: ['call', 'discovery', 'book', 'calendar'],
  consultation: ['call', 'discovery', 'book'],
  meet: ['call', 'discovery', 'book'],
  call: ['discovery', 'book', 'meeting'],
  reschedule: ['booking', 'calendar'],
  cancel: ['booking', 'calendar'],
  app: ['mobile', 'software', 'development', 'application'],
  apps: ['mobile', 'software', 'development', 'application'],
  website: ['web', 'development', 'site'],
  site: ['web', 'website'],
  ai: ['artificial', 'intelligence', 'machine', 'learning', 'automation'],
  chatbot: ['ai', 'automation'],
  code: ['software', 'development'],
  logo: ['brand', 'identity', 'design'],
  identity: ['brand', 'branding', 'logo'],
  rebrand: ['brand', 'branding', 'identity'],
  ux: ['design', 'user', 'experience', 'interface'],
  ui: ['design', 'interface'],
  seo: ['search', 'marketing', 'traffic'],
  ads: ['advertising', 'campaign', 'media'],
  advert: ['advertising'],
  commercial: ['advertising', 'video', 'production'],
  video: ['production', 'film', 'media'],
  film: ['video', 'production'],
  photo: ['photography', 'production'],
  social: ['social', 'media', 'marketing', 'content'],
  job: ['careers', 'hiring', 'join', 'team'],
  jobs: ['careers', 'hiring', 'join', 'team'],
  hiring: ['careers', 'join', 'team'],
  vacancy: ['careers', 'hiring'],
  intern: ['careers', 'internship'],
  work: ['projects', 'portfolio'],
  portfolio: ['projects', 'work', 'case'],
  examples: ['projects', 'case', 'portfolio'],
  results: ['case', 'roas', 'growth'],
  clients: ['client', 'brands', 'industries'],
  email: ['contact', 'message'],
  address: ['contact', 'email', 'offices'],
  ceo: ['chief', 'executive', 'founder'],
  founder: ['founded', 'chief', 'executive'],
  founded: ['founder', 'history'],
  cancellation: ['cancel', 'reschedule'],
  report: ['reporting', 'results', 'reviews'],
  reporting: ['report', 'results', 'reviews'],
  technologies: ['typescript', 'cloud', 'stack'],
  technology: ['typescript', 'cloud', 'stack'],
  tech: ['typescript', 'cloud', 'stack'],
  stack: ['typescript', 'cloud'],
  dubai: ['uae'],
  riyadh: ['saudi'],
  cairo: ['egypt'],
  york: ['united', 'states'],
  usa: ['united', 'states'],
  america: ['united', 'states'],
  emirates: ['uae'],
  ksa: ['saudi'],
  phone: ['contact'],
  reach: ['contact'],
  contact: ['message', 'reach'],
  data: ['privacy', 'personal', 'information'],
  gdpr: ['privacy', 'personal', 'data'],
  personal: ['privacy', 'data', 'information'],
  secure: ['security'],
  nda: ['confidentiality', 'confidential'],
  confidential: ['confidentiality', 'nda'],
  process: ['approach', 'steps'],
  method: ['approach', 'process'],
  methodology: ['approach', 'process'],
  accessible: ['accessibility', 'wcag'],
  blog: ['insights', 'articles'],
  articles: ['insights', 'blog'],
  who: ['about', 'team', 'agency'],
  team: ['talents', 'people'],
  values: ['creativity', 'innovation', 'quality'],
  mission: ['vision', 'philosophy'],
  environment: ['sustainability'],
  charity: ['giving', 'community'],
  property: ['real', 'estate'],
  realestate: ['real', 'estate'],
}));

/** RELATED by stemmed key, so "offices" finds the entry for "office". */
const RELATED_BY_STEM = new Map<string, string[]>();
for (const [word, related] of RELATED) {
  const key = stem(word);
  RELATED_BY_STEM.set(key, [...new Set([...(RELATED_BY_STEM.get(key) ?? []), ...related])]);
}

export interface WeightedTerm {
  term: string;
  /** 1 for the question's own words, RELATED_WEIGHT for related ones. */
  weight: number;
  /** For a related term: the question's own term it stands in for. */
  standsFor?: string;
}

export const RELATED_WEIGHT = 0.4;

/** A question's terms with their related terms, deduplicated, keeping the highest weight. */
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
  for (const word of words(question)) {
    const own = !STOP_WORDS.has(word) && (word.length > 1 || /\d/.test(word)) ? stem(word) : undefined;
    if (own) add({ term: own, weight: 1 });
    for (const extra of RELATED.get(word) ?? RELATED_BY_STEM.get(stem(word)) ?? []) {
      for (const term of terms(extra)) add({ term, weight: RELATED_WEIGHT, standsFor: own });
    }
  }
  return [...found.values()];
}
