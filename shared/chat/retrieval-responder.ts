import { claims } from '../content/stats';
import { brand } from '../site/brand';
import { bookingFacts } from './constants';
import type { KnowledgeIndex, KnowledgeQuery } from './knowledge/knowledge-index';
import { sentences, terms } from './knowledge/text';
import type { KnowledgeMatch } from './knowledge/types';
import type { ChatTurn } from './schemas';

/** One page must cover this share of the question's informative words (by IDF) to answer it on its own… */
const MIN_COVERAGE = 0.45;
/** …or the pages quoted together this share, each adding at least MIN_GAIN ("a retailer in Dubai": retail and the UAE). */
const MIN_COMBINED_COVERAGE = 0.75;
const MIN_GAIN = 0.2;
/** Below this score (BM25 over the question's words, times its coverage) a page merely shares a word or two with it. */
const MIN_SCORE = 6;
/** A page quoted beside the best one scores at least this share of it, so it is still about the question. */
const COMPANION_RATIO = 0.25;
const MAX_SOURCES = 3;
/** Quoted text: at most this much from one page, and twice this in a whole answer. */
const MAX_PASSAGE_CHARS = 520;
const MAX_QUOTED_CHARS = 2 * MAX_PASSAGE_CHARS;
/** A page's intro shorter than this is quoted with the paragraph after it. */
const SHORT_PASSAGE_CHARS = 160;

const BOOKING_OFFER = `Would you like to talk it through with our team? You can [book a free ${bookingFacts.callLength} discovery call](${bookingFacts.path}) — ${bookingFacts.hours}.`;

const intents = {
  probing:
    /\b(system prompt|(your|the) (instructions|prompt|configuration|config|settings|source code)|api[ -]?key|secret|passwords?|access token|model id|which (llm|model)|other (users?|visitors?|people|customers?|clients'? (chats|conversations)|conversations?|chats?)|someone else'?s?|previous (user|visitor)|ignore (all|any|previous|the above|your)|environment variables?|database|dynamo ?db|bedrock)\b/i,
  greetingOnly: /^\s*(hi|hello|hey|hiya|greetings|good (morning|afternoon|evening)|salam|marhaba|hola)\b[\s,!.]*(there|nova|team)?[\s!.]*$/i,
  thanks: /^\s*(thanks|thank you|thx|cheers|great|perfect|awesome|ok(ay)?|cool|got it)\b[^?]{0,30}$/i,
  goodbye: /^\s*(bye|goodbye|see you|that'?s all)\b[^?]{0,30}$/i,
  servicesOverview: /^\s*(so,?\s*)?what (do|does|can) (you|y'?all|your (team|company|agency)|northstar)( guys| folks| all)? (do|offer|provide|help with)\b[^a-z]*$/i,
  identity: /\b(who are you|what are you|are you (a |an )?(bot|robot|human|real|ai|person))\b/i,
  bookingInterest:
    /\b(price|prices|pricing|cost|costs|quote|budget|how much|rates?|fees?|project|projects|meeting|meet|call|book|booking|schedule|consult\w*|hire|hiring you|start|proposal|work with you|engage)\b/i,
};

export interface RetrievalAnswer {
  text: string;
  /** Paths of the pages the answer cites. */
  sources: string[];
}

/**
 * The local responder: answers from the site's own content with the most relevant passages, links to the pages
 * they come from, offers a discovery call when the visitor talks about prices, projects or meetings, and says
 * plainly when the site does not answer the question.
 */
export function answerFromKnowledge(index: KnowledgeIndex, message: string, history: readonly ChatTurn[] = []): RetrievalAnswer {
  const question = message.trim();
  if (intents.probing.test(question)) {
    return {
      text: `I can't share anything about other visitors' conversations or how I'm set up. I'm happy to help with questions about ${brand.name} — our services, our work, or booking a call.`,
      sources: [],
    };
  }
  if (intents.greetingOnly.test(question)) {
    return {
      text: `Hi there! 👋 I can tell you about ${brand.name}'s services, how we work, our projects, or help you book a free discovery call. What would you like to know?`,
      sources: [],
    };
  }
  if (intents.thanks.test(question) || intents.goodbye.test(question)) {
    return {
      text: `You're welcome! If anything else comes up, just ask — or [book a free ${bookingFacts.callLength} discovery call](${bookingFacts.path}) whenever you're ready.`,
      sources: [bookingFacts.path],
    };
  }
  if (intents.identity.test(question)) {
    return {
      text: `I'm ${brand.assistantName}, ${brand.name}'s AI assistant. I answer from the agency's own website content, and for anything I can't answer our team is one [message](${bookingFacts.contactPath}) away.`,
      sources: [],
    };
  }

  let found = passagesFor(index, question);
  // A follow-up such as "and how long does that take?" borrows the subject of the visitor's previous question.
  if (found.length === 0) {
    const previous = [...history].reverse().find((turn) => turn.role === 'user' && turn.text.trim() !== question);
    if (previous) found = passagesFor(index, `${previous.text} ${question}`);
  }

  const wantsBooking = intents.bookingInterest.test(question);
  if (found.length === 0 && wantsBooking) {
    return {
      text: `I'd love to help with that! The best next step is a conversation with our team: [book a free ${bookingFacts.callLength} discovery call](${bookingFacts.path}) (${bookingFacts.hours}), or [send us a message](${bookingFacts.contactPath}) and we'll reply ${claims.replyWindow}.`,
      sources: [bookingFacts.path, bookingFacts.contactPath],
    };
  }
  if (found.length === 0) {
    return {
      text: `I'm not sure about that one — I couldn't find it in what I know about ${brand.name}, and I'd rather not guess. I can tell you about ${CAN_HELP_WITH}. For anything else, our team can answer directly: [book a free ${bookingFacts.callLength} discovery call](${bookingFacts.path}) or [send us a message](${bookingFacts.contactPath}).`,
      sources: [],
    };
  }

  const parts = [opener(question)];
  const sources: string[] = [];
  let budget = MAX_QUOTED_CHARS;
  for (const { query, match } of found) {
    const quoted = quote(query, match, Math.min(MAX_PASSAGE_CHARS, budget));
    if (!quoted) continue;
    budget -= quoted.length;
    sources.push(match.passage.document.path);
    parts.push(`${quoted}\n\nMore on [${match.passage.document.title}](${match.passage.document.path}).`);
  }
  if (wantsBooking && !sources.includes(bookingFacts.path)) parts.push(BOOKING_OFFER);
  return { text: parts.join('\n\n'), sources };
}

/** What the assistant knows about, for a visitor whose question it cannot answer. */
const CAN_HELP_WITH =
  'our services, the industries and countries we work in, prices and timelines, how a project runs, booking a call, contacting us and careers';

/** A passage to quote, with the question (or the sentence of it) it answers. */
interface Quotable {
  query: KnowledgeQuery;
  match: KnowledgeMatch;
}

/**
 * The passages that answer a message, best first, each from another page. A message of several sentences ("What
 * services do you offer? We are a retailer in Dubai.") is answered sentence by sentence, each sentence's best page
 * first; when no sentence finds an answer on its own, the message is searched as a whole.
 */
function passagesFor(index: KnowledgeIndex, message: string): Quotable[] {
  const ask = (text: string) => confident(index.query(intents.servicesOverview.test(text) ? 'What services do you offer?' : text));
  const asked = sentences(message).filter((sentence) => terms(sentence).length > 0);
  if (asked.length > 1) {
    const answers = asked.map(ask);
    const merged: Quotable[] = [];
    for (let rank = 0; rank < MAX_SOURCES; rank++) {
      for (const answer of answers) {
        const candidate = answer[rank];
        if (!candidate || merged.length >= MAX_SOURCES) continue;
        if (!merged.some(({ match }) => match.passage.document.path === candidate.match.passage.document.path)) merged.push(candidate);
      }
    }
    if (merged.length > 0) return merged;
  }
  return ask(message);
}

/**
 * The passages worth quoting for one question: the best one, then, one at a time, the page that covers most of
 * what the question asks and the chosen ones do not ("a retailer in Dubai" → the office in Dubai, the work in
 * retail). Nothing when the site does not answer the question: the best page covers too little of it on its own,
 * and the pages together too little as well.
 */
function confident(query: KnowledgeQuery): Quotable[] {
  const [best, ...rest] = query.matches;
  if (!best || best.score < MIN_SCORE) return [];
  const chosen = [best];
  let covered = best.coverage;
  while (chosen.length < MAX_SOURCES) {
    let next: { match: KnowledgeMatch; coverage: number } | undefined;
    for (const match of rest) {
      if (match.score < best.score * COMPANION_RATIO) break;
      if (chosen.some((other) => other.passage.document.path === match.passage.document.path)) continue;
      const coverage = query.coverage([...chosen, match]);
      if (coverage - covered >= MIN_GAIN && (!next || coverage > next.coverage)) next = { match, coverage };
    }
    if (!next) break;
    chosen.push(next.match);
    covered = next.coverage;
  }
  if (best.coverage < MIN_COVERAGE && covered < MIN_COMBINED_COVERAGE) return [];
  return chosen.map((match) => ({ query, match }));
}

const OPENERS = ['Good question!', 'Happy to help.', "Here's what I can tell you:", 'Sure thing.', 'Glad you asked.'];

/** A friendly first line that varies with the question (deterministic, so answers are testable). */
function opener(question: string): string {
  let hash = 0;
  for (const char of question) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return OPENERS[hash % OPENERS.length];
}

/**
 * Whole sentences of a passage, at most `budget` characters: all of it when it fits, otherwise the sentences that
 * say most about the question, in the passage's order. A page's one-line intro comes with the paragraph after
 * it. Only a single sentence longer than the budget is shortened, at a clause or word boundary.
 */
function quote(query: KnowledgeQuery, match: KnowledgeMatch, budget: number): string {
  const { document, text, index } = match.passage;
  const following = index === 0 && text.length < SHORT_PASSAGE_CHARS ? document.paragraphs[index + 1] : undefined;
  const all = sentences(following ? `${text} ${following}` : text);
  if (all.join(' ').length <= budget) return all.join(' ');

  const ranked = all
    .map((sentence, position) => ({ sentence, position, relevance: query.relevance(sentence) }))
    .sort((a, b) => b.relevance - a.relevance || a.position - b.position);
  const kept = new Set<number>();
  let length = 0;
  for (const { sentence, position } of ranked) {
    const added = sentence.length + (kept.size > 0 ? 1 : 0);
    if (length + added > budget) continue;
    kept.add(position);
    length += added;
  }
  if (kept.size === 0) return clip(ranked[0].sentence, budget);
  return all.filter((_, position) => kept.has(position)).join(' ');
}

/** A sentence cut to `budget` characters at its last clause boundary (or word boundary), marked with an ellipsis. */
function clip(sentence: string, budget: number): string {
  if (budget < 40) return '';
  const room = sentence.slice(0, budget - 1);
  const clause = Math.max(room.lastIndexOf('; '), room.lastIndexOf(', '), room.lastIndexOf(' — '));
  const cut = clause >= budget / 2 ? clause : room.lastIndexOf(' ');
  return cut > 0 ? `${room.slice(0, cut).replace(/[\s,;:—-]+$/, '')}…` : '';
}
