import { brand } from '../site/brand';
import { bookingFacts } from './constants';
import type { KnowledgeIndex } from './knowledge/knowledge-index';
import type { KnowledgeMatch } from './knowledge/types';
import type { ChatTurn } from './schemas';

/** Below this share of the question's informative words found on a page, the assistant says it does not know. */
const MIN_COVERAGE = 0.45;
const MIN_SCORE = 2.5;
/** Two pages that each cover this share, and together MIN_COMBINED_COVERAGE, answer a two-topic question. */
const MIN_PARTIAL_COVERAGE = 0.3;
const MIN_COMBINED_COVERAGE = 0.75;
/** A second source is added when it scores at least this share of the best one. */
const SECOND_SOURCE_RATIO = 0.8;
/** …or at least this share when it covers words of the question the best one does not. */
const COMPLEMENT_RATIO = 0.5;
const MAX_PASSAGE_CHARS = 520;
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

  let matches = confident(index, intents.servicesOverview.test(question) ? 'What services do you offer?' : question);
  // A follow-up such as "and how long does that take?" borrows the subject of the visitor's previous question.
  if (matches.length === 0) {
    const previous = [...history].reverse().find((turn) => turn.role === 'user' && turn.text.trim() !== question);
    if (previous) matches = confident(index, `${previous.text} ${question}`);
  }

  const wantsBooking = intents.bookingInterest.test(question);
  if (matches.length === 0 && wantsBooking) {
    return {
      text: `I'd love to help with that! The best next step is a conversation with our team: [book a free ${bookingFacts.callLength} discovery call](${bookingFacts.path}) (${bookingFacts.hours}), or [send us a message](${bookingFacts.contactPath}) and we'll reply within 24 hours.`,
      sources: [bookingFacts.path, bookingFacts.contactPath],
    };
  }
  if (matches.length === 0) {
    return {
      text: `I'm not sure about that one — I couldn't find it in what I know about ${brand.name}, and I'd rather not guess. Our team can answer it directly: [send us a message](${bookingFacts.contactPath}) or [book a free ${bookingFacts.callLength} discovery call](${bookingFacts.path}).`,
      sources: [],
    };
  }

  const chosen = matches;

  const parts = [opener(question)];
  for (const match of chosen) {
    const { document, text, index: position } = match.passage;
    // A one-line passage (a page's intro) reads better with the paragraph that follows it.
    const following = text.length < SHORT_PASSAGE_CHARS ? document.paragraphs[position + 1] : undefined;
    parts.push(`${shorten(following ? `${text} ${following}` : text)}\n\nMore on [${document.title}](${document.path}).`);
  }
  const sources = chosen.map((match) => match.passage.document.path);
  if (wantsBooking && !sources.includes(bookingFacts.path)) parts.push(BOOKING_OFFER);
  return { text: parts.join('\n\n'), sources };
}

/**
 * The passages worth quoting: the best one when it covers enough of the question, plus a second page that scores
 * nearly as well; or, for a question spanning two topics ("how much does a website cost?"), two pages that cover
 * it together. Empty when the site does not answer the question.
 */
function confident(index: KnowledgeIndex, question: string): KnowledgeMatch[] {
  const [best, ...rest] = index.search(question, 4);
  if (!best || best.score < MIN_SCORE) return [];
  const otherPage = (match: KnowledgeMatch) => match.passage.document.path !== best.passage.document.path;
  if (best.coverage >= MIN_COVERAGE) {
    // A second page is worth quoting when it answers nearly as well, or covers part of the question the best misses.
    const second = rest.find(
      (match) =>
        otherPage(match) &&
        match.coverage >= MIN_COVERAGE &&
        (match.score >= best.score * SECOND_SOURCE_RATIO ||
          (match.score >= best.score * COMPLEMENT_RATIO &&
            index.combinedCoverage(question, [best, match]) >= best.coverage + 0.1)),
    );
    return second ? [best, second] : [best];
  }
  const partner = rest.find(
    (match) =>
      otherPage(match) &&
      match.coverage >= MIN_PARTIAL_COVERAGE &&
      best.coverage >= MIN_PARTIAL_COVERAGE &&
      index.combinedCoverage(question, [best, match]) >= MIN_COMBINED_COVERAGE,
  );
  return partner ? [best, partner] : [];
}

const OPENERS = ['Good question!', 'Happy to help.', "Here's what I can tell you:", 'Sure thing.', 'Glad you asked.'];

/** A friendly first line that varies with the question (deterministic, so answers are testable). */
function opener(question: string): string {
  let hash = 0;
  for (const char of question) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return OPENERS[hash % OPENERS.length];
}

/** Keeps whole sentences up to the length limit. */
function shorten(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= MAX_PASSAGE_CHARS) return clean;
  const sentences = clean.match(/[^.!?]+[.!?]+(\s|$)/g) ?? [clean];
  let result = '';
  for (const sentence of sentences) {
    if (result.length + sentence.length > MAX_PASSAGE_CHARS && result.length > 0) break;
    result += sentence;
  }
  return result.length > MAX_PASSAGE_CHARS ? `${result.slice(0, MAX_PASSAGE_CHARS - 1).trimEnd()}…` : result.trim();
}
