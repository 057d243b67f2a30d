import { aboutParagraphs, foundation, team, teamHeadline, values } from '../../content/about';
import { approachCta, corePrinciples, processSteps, reasonsItWorks } from '../../content/approach';
import { caseStudies } from '../../content/case-study-stories';
import { services } from '../../content/services';
import { contactCards, contactStats } from '../../content/stats';
import type { BlogPost, Project } from '../../content/schemas';
import { seedPosts } from '../../content/seed/posts';
import { servicePages } from '../../content/static-pages';
import { contentPageDocuments, publishedPostDocuments, publishedProjectDocuments, servicePageParagraphs } from './content-documents';
import { coreFacts } from './core-facts';
import { KnowledgeIndex } from './knowledge-index';
import type { KnowledgeDocument } from './types';

/** Words visitors use for each service line that its pages may not say. */
const serviceKeywords: Record<string, string> = {
  development: 'software development apps mobile web website ai automation engineering cloud platform chatbot',
  design: 'branding brand design logo identity ui ux user experience interface',
  marketing: 'marketing seo search social media ads performance growth analytics results',
  advertising: 'advertising media production video film photography commercial content campaign',
};

/** A service line: its summary from the solutions page, then its own page (copy, deliverables, process, FAQs). */
function serviceDocuments(): KnowledgeDocument[] {
  return services.map((service) => {
    const summary = [`${service.headline}. ${service.description}`, `What we do: ${service.features.join('; ')}.`];
    const page = servicePages[service.route];
    return {
      id: `service:${service.id}`,
      title: service.title,
      path: service.route,
      keywords: [`service ${serviceKeywords[service.id] ?? ''}`],
      paragraphs: page ? [...summary, ...servicePageParagraphs(page)] : summary,
    };
  });
}

function solutionsOverview(): KnowledgeDocument {
  // "Custom web…" reads "custom web…" mid-sentence; "AI assistants" and "UI/UX design" keep their capitals.
  const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);
  return {
    id: 'page:solutions',
    title: 'Our solutions',
    path: '/solutions',
    keywords: ['services offer provide do solutions capabilities what'],
    // It names every service, so it would answer any question about one; the service's own page should.
    weight: 0.6,
    // One short sentence per service line, so the whole overview fits in one answer.
    paragraphs: [
      [
        `We offer ${services.length} service lines under one roof.`,
        ...services.map((service) => `${service.title}: ${lowerFirst(service.features[0])} and ${lowerFirst(service.features[1])}.`),
      ].join(' '),
    ],
  };
}

function approachDocument(): KnowledgeDocument {
  return {
    id: 'page:approach',
    title: 'Our approach',
    path: '/approach',
    keywords: ['approach process method methodology steps how work phases timeline clients collaboration'],
    paragraphs: [
      `Every project follows the same process in ${processSteps.length} steps: ${processSteps.map((step) => step.title).join(', ')}. ${processSteps.map((step) => `${step.number} ${step.title} — ${step.description}`).join(' ')}`,
      `Why it works: ${reasonsItWorks.map((reason) => `${reason.title}: ${reason.description}`).join(' ')}`,
      `Our core principles: ${corePrinciples.map((principle) => `${principle.title} — ${principle.description}`).join(' ')} ${approachCta.label} whenever you are ready.`,
    ],
  };
}

function aboutDocument(): KnowledgeDocument {
  return {
    id: 'page:about',
    title: 'About us',
    path: '/about',
    keywords: ['about agency company who team founded history vision mission values leadership people'],
    paragraphs: [
      ...aboutParagraphs,
      `${foundation.vision.title}: ${foundation.vision.text} ${foundation.mission.title}: ${foundation.mission.short} ${foundation.philosophy.title}: ${foundation.philosophy.text}`,
      `Our values: ${values.map((value) => `${value.title} — ${value.description}`).join(' ')}`,
      `${teamHeadline}. Our leadership team: ${team.map((member) => `${member.name}, ${member.role}`).join('; ')}.`,
    ],
  };
}

function contactDocument(): KnowledgeDocument {
  return {
    id: 'page:contact',
    title: 'Contact us',
    path: '/contact',
    keywords: ['contact reach message response reply support'],
    paragraphs: [
      `${contactStats.map((stat) => `${stat.value} ${stat.label.toLowerCase()} (${stat.sublabel.toLowerCase()})`).join(', ')}.`,
      contactCards.map((card) => `${card.title}: ${card.text}`).join(' '),
    ],
  };
}

function caseStudyDocuments(): KnowledgeDocument[] {
  return caseStudies.map((study) => ({
    id: `case-study:${study.slug}`,
    title: `${study.company} case study`,
    path: `/case-studies/${study.slug}`,
    keywords: [`case study project results example ${study.industry} ${study.company} ${study.mainMetricLabel}`],
    paragraphs: [
      `${study.company} (${study.industry}): ${study.title}. ${study.summary} Result: ${study.mainMetric} ${study.mainMetricLabel}, ${study.secondaryMetric} ${study.secondaryMetricLabel.toLowerCase()}.`,
      // Each passage names the client and its industry, so a quote on its own says whose story it is.
      `The challenge for ${study.company} (${study.industry}): ${study.challenge} What we did: ${study.solution}`,
      `Results for ${study.company}: ${study.results.join('; ')}.`,
    ],
  }));
}

/** The studio's content the assistant knows: published articles and projects (drafts are dropped here too). */
export interface PublishedContent {
  posts: readonly BlogPost[];
  projects: readonly Project[];
}

/** Until the database is read (and in tests): the seed's articles, none of them scheduled. */
const SEED_CONTENT: PublishedContent = { posts: seedPosts, projects: [] };

/**
 * Every document the assistant knows: the site's own typed pages and the articles and projects live at `now` (the
 * seed's have no scheduled time, so any `now` serves them).
 */
export function siteKnowledgeDocuments(published: PublishedContent = SEED_CONTENT, now: Date = new Date(0)): KnowledgeDocument[] {
  return [
    ...coreFacts,
    solutionsOverview(),
    ...serviceDocuments(),
    approachDocument(),
    aboutDocument(),
    contactDocument(),
    ...contentPageDocuments(new Set(services.map((service) => service.route))),
    ...caseStudyDocuments(),
    ...publishedPostDocuments(published.posts, now),
    ...publishedProjectDocuments(published.projects, now),
  ];
}

/** The index over the site's content and the given published content. */
export function siteKnowledgeIndex(published: PublishedContent = SEED_CONTENT): KnowledgeIndex {
  return new KnowledgeIndex(siteKnowledgeDocuments(published));
}
