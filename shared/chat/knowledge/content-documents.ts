import { servicePages, textPages } from '../../content/static-pages';
import type { BlogPost, CareersPage, Project, ServicePage, StaticPage } from '../../content/types';
import { isLivePost, isLiveProject, projectPath } from '../../content/site-content';
import type { KnowledgeDocument } from './types';

/** Words visitors use for each text page that the page itself may not say. */
const pageKeywords: Record<string, string> = {
  '/privacy': 'privacy policy personal data information gdpr collect',
  '/terms': 'terms conditions agreement legal',
  '/cookies': 'cookies tracking consent analytics',
  '/accessibility': 'accessibility accessible disability wcag screen reader',
  '/security': 'security secure protect data breach',
  '/confidentiality': 'confidentiality confidential nda non-disclosure',
  '/careers': 'careers jobs hiring vacancies openings work join apply',
  '/innovation': 'innovation research experiments new technology',
  '/sustainability': 'sustainability environment climate green carbon',
  '/community': 'community events mentoring',
  '/giving-back': 'giving back charity pro bono nonprofit donations',
  '/real-estate-marketing': 'real estate property developers off-plan',
};

/** A service page's intro, copy sections, deliverables, process and each FAQ as its own passage. */
export function servicePageParagraphs(page: ServicePage): string[] {
  return [
    `${page.title}. ${page.intro}`,
    ...sectionParagraphs(page),
    `What we deliver: ${page.deliverables.join('; ')}.`,
    `How a project runs: ${page.process.map((step) => `${step.number} ${step.title} — ${step.description}`).join(' ')}`,
    ...page.faqs.map((faq) => `${faq.question} ${faq.answer}`),
  ];
}

/** A service page of its own (one that is not one of the four service lines, such as real estate marketing). */
function servicePageDocument(page: ServicePage): KnowledgeDocument {
  return {
    id: `service-page:${page.path}`,
    title: page.eyebrow,
    path: page.path,
    keywords: [`service ${page.eyebrow} ${pageKeywords[page.path] ?? ''}`],
    paragraphs: servicePageParagraphs(page),
  };
}

export function textPageDocument(page: StaticPage | CareersPage): KnowledgeDocument {
  const openings =
    'openings' in page
      ? [
          `We are hiring for ${page.openings.length} open roles: ${page.openings.map((job) => `${job.title} (${job.location})`).join('; ')}.`,
          ...page.openings.map((job) => `Open role: ${job.title} (${job.team}, ${job.location}, ${job.type}). ${job.summary}`),
        ]
      : [];
  return {
    id: `page:${page.path}`,
    title: page.title,
    path: page.path,
    keywords: [pageKeywords[page.path] ?? ''],
    paragraphs: [page.intro, ...sectionParagraphs(page), ...openings],
  };
}

/** A published article: its excerpt and each paragraph (Markdown stripped, headings kept as context). */
export function postDocument(post: BlogPost): KnowledgeDocument {
  const paragraphs: string[] = [post.excerpt];
  let heading = '';
  for (const block of post.content.split(/\n\s*\n/)) {
    const text = plainText(block);
    if (!text) continue;
    if (/^#{1,6}\s/.test(block.trim())) {
      heading = text;
      continue;
    }
    paragraphs.push(heading ? `${heading}: ${text}` : text);
  }
  return {
    id: `post:${post.slug}`,
    title: post.title,
    path: `/insights/${post.slug}`,
    keywords: [`${post.category} insights article blog`],
    paragraphs,
    // Articles explain topics; the pages describe what the agency does. Pages win a tie.
    weight: 0.75,
  };
}

function sectionParagraphs(page: StaticPage): string[] {
  return page.sections.map((section) =>
    [
      `${section.heading}:`,
      ...section.paragraphs,
      ...(section.bullets && section.bullets.length > 0 ? [`${section.bullets.join('; ')}.`] : []),
    ].join(' '),
  );
}

function plainText(markdown: string): string {
  return markdown
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/[*_`>]+/g, '')
    .replace(/^\s*[-+]\s+/gm, '• ')
    .replace(/^\s*\d+\.\s+/gm, '• ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text pages, and the service pages that are not part of a service line's document (`serviceRoutes`). */
export function contentPageDocuments(serviceRoutes: ReadonlySet<string>): KnowledgeDocument[] {
  return [
    ...Object.values(servicePages)
      .filter((page) => !serviceRoutes.has(page.path))
      .map(servicePageDocument),
    ...Object.values(textPages).map(textPageDocument),
  ];
}

export function publishedPostDocuments(posts: readonly BlogPost[], now: Date): KnowledgeDocument[] {
  return posts.filter((post) => isLivePost(post, now)).map(postDocument);
}

/** A published project: what it was, for whom, and the story its page tells. */
export function projectDocument(project: Project): KnowledgeDocument {
  const sections: [string | null | undefined, string | null | undefined][] = [
    [project.section_1_title, project.section_1_description],
    [project.section_2_title, project.section_2_description],
    ['Scope', project.about_scope_text],
  ];
  const paragraphs = [
    `${project.title}, a ${project.category} project for ${project.client}${project.scope ? ` (${project.scope})` : ''}: ${project.description}`,
    ...sections.filter(([, text]) => text).map(([title, text]) => (title ? `${title}: ${text}` : String(text))),
    // Named, so a quoted result says whose it is.
    ...(project.results?.length ? [`What we achieved for ${project.client}: ${project.results.join('; ')}.`] : []),
  ]
    .map((text) => plainText(stripTags(text)))
    .filter(Boolean);
  return {
    id: `project:${project.id}`,
    title: project.title,
    path: projectPath(project),
    keywords: [`project work portfolio example ${project.category ?? ''} ${project.client ?? ''}`],
    paragraphs,
    weight: 0.75,
  };
}

/** Projects live at `now` only: a draft, or one scheduled for later, never reaches the assistant. */
export function publishedProjectDocuments(projects: readonly Project[], now: Date): KnowledgeDocument[] {
  return projects.filter((project) => isLiveProject(project, now)).map(projectDocument);
}

/** Sculpted projects carry a little HTML; the assistant quotes plain text. */
const stripTags = (html: string) => html.replace(/<[^>]*>/g, ' ');

