import { aboutParagraphs, foundation, team, teamHeadline, values } from '../../content/about';
import { approachCta, corePrinciples, processSteps, reasonsItWorks } from '../../content/approach';
import { caseStudies } from '../../content/case-study-stories';
import { services } from '../../content/services';
import { contactCards, contactStats } from '../../content/stats';
import type { BlogPost, Project } from '../../content/schemas';
import { seedPosts } from '../../content/seed/posts';
import { contentPageDocuments, publishedPostDocuments, publishedProjectDocuments } from './content-documents';
import { coreFacts } from './core-facts';
import { KnowledgeIndex } from './knowledge-index';
import type { KnowledgeDocument } from './types';

const serviceKeywords: Record<string, string> = {
  development: 'software development apps mobile web website ai automation engineering cloud platform',
  design: 'branding brand design logo identity ui ux user experience interface',
  marketing: 'marketing seo search social media ads performance growth analytics',
  advertising: 'advertising media production video film photography commercial content campaign',
};

function serviceDocuments(): KnowledgeDocument[] {
  return services.map((service) => ({
    id: `service:${service.id}`,
    title: service.title,
    path: service.route,
    keywords: [`service ${serviceKeywords[service.id] ?? ''}`],
    paragraphs: [`${service.headline}. ${service.description}`, `What we do: ${service.features.join('; ')}.`],
  }));
}

function solutionsOverview(): KnowledgeDocument {
  return {
    id: 'page:solutions',
    title: 'Our solutions',
    path: '/solutions',
    keywords: ['services offer provide do solutions capabilities what'],
    paragraphs: [
      `We offer four service lines under one roof: ${services.map((service) => `${service.title} (${service.description.split('. ')[0].replace(/\.$/, '')})`).join('; ')}.`,
    ],
  };
}

function approachDocument(): KnowledgeDocument {
  return {
    id: 'page:approach',
    title: 'Our approach',
    path: '/approach',
    keywords: ['approach process method methodology steps how work phases timeline'],
    paragraphs: [
      `We work in six steps: ${processSteps.map((step) => `${step.number} ${step.title} — ${step.description}`).join(' ')}`,
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
    keywords: [`case study results example ${study.industry} ${study.company} ${study.mainMetricLabel}`],
    paragraphs: [
      `${study.company} (${study.industry}): ${study.title}. ${study.summary} Result: ${study.mainMetric} ${study.mainMetricLabel}, ${study.secondaryMetric} ${study.secondaryMetricLabel.toLowerCase()}.`,
      `The challenge: ${study.challenge} What we did: ${study.solution}`,
      `Results for ${study.company}: ${study.results.join('; ')}.`,
    ],
  }));
}

/** The studio's content the assistant knows: published articles and projects (drafts are dropped here too). */
export interface PublishedContent {
  posts: readonly BlogPost[];
  projects: readonly Project[];
}

/** Until the database is read (and in tests): the seed's articles. */
const SEED_CONTENT: PublishedContent = { posts: seedPosts, projects: [] };

/** Every document the assistant knows: the site's own typed pages and the published articles and projects. */
export function siteKnowledgeDocuments(published: PublishedContent = SEED_CONTENT): KnowledgeDocument[] {
  return [
    ...coreFacts,
    solutionsOverview(),
    ...serviceDocuments(),
    approachDocument(),
    aboutDocument(),
    contactDocument(),
    ...contentPageDocuments(Object.fromEntries(services.map((service) => [service.route, service.title]))),
    ...caseStudyDocuments(),
    ...publishedPostDocuments(published.posts),
    ...publishedProjectDocuments(published.projects),
  ];
}

/** The index over the site's content and the given published content. */
export function siteKnowledgeIndex(published: PublishedContent = SEED_CONTENT): KnowledgeIndex {
  return new KnowledgeIndex(siteKnowledgeDocuments(published));
}
