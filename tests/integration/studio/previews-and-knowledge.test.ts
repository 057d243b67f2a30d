import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogPost, Project } from '../../../shared/content/schemas';
import { handler as chatHandler } from '../../../lambdas/chat/send-message';
import { edgeHttpEvent } from '../../support/events';
import { api, staffTokens, type StaffTokens } from '../admin/staff-users';
import { unique } from '../content/api';
import { createdContent } from './cleanup';
import { eventually } from './poll';

let tokens: StaffTokens;
const content = createdContent(() => tokens.admin);

beforeAll(async () => {
  tokens = await staffTokens();
});

afterAll(() => content.removeAll());

const json = async <T>(response: Response) => (await response.json()) as T;

/** A word no seeded page uses, so only the item created here can answer a question about it. */
const marker = () => `zyx${Math.random().toString(36).slice(2, 10)}`;

async function createPost(title: string, extra: Record<string, unknown> = {}): Promise<BlogPost> {
  const response = await content.track(
    'posts',
    await api('/api/admin/posts', {
      method: 'POST',
      token: tokens.editor,
      body: { title, excerpt: 'An excerpt.', content: '## Draft heading\n\nDraft **body** text.', category: 'Design', author: 'Preview Tester', read_time: '3 min read', image_url: '', ...extra },
    }),
  );
  expect(response.status).toBe(201);
  return (await json<{ post: BlogPost }>(response)).post;
}

async function previewLink(kind: 'post' | 'project', id: string, token = tokens.viewer): Promise<Response> {
  return api('/api/admin/previews', { method: 'POST', token, body: { kind, id } });
}

/** One visitor question to the chat handler, from an address of its own (the per-address limit stays clear). */
async function ask(message: string): Promise<string> {
  const sourceIp = `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;
  const body = { message, sessionId: `s-${marker()}`, userEmail: 'preview-tester@example.com' };
  const result = await chatHandler(await edgeHttpEvent({ method: 'POST', path: '/api/chat', body, sourceIp }));
  expect(result.statusCode).toBe(200);
  return (JSON.parse(result.body ?? '{}') as { response: string }).response;
}

describe('draft previews', () => {
  it('render a draft as its page will be, for any staff role, through a signed link that needs no session', async () => {
    const title = `Preview draft ${unique('p')}`;
    const post = await createPost(title);
    const created = await previewLink('post', post.id);
    expect(created.status).toBe(201);
    const { url, expiresAt } = await json<{ url: string; expiresAt: string }>(created);
    expect(url).toMatch(/^\/api\/previews\?token=/);
    expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now());

    const page = await api(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const html = await page.text();
    expect(html).toContain(`<title>${title} | Northstar Digital</title>`);
    expect(html).toContain('Draft heading');
    expect(html).toMatch(/<body[^>]*><div role="note" aria-label="Preview"[^>]*>Draft — not published\./);
    // A snapshot: the app's scripts would not know this address.
    expect(html).not.toContain('id="app-scripts"');

    // The draft itself stays private.
    expect((await api(`/insights/${post.slug}`)).status).toBe(404);
    expect((await api(`/api/posts/${post.slug}`)).status).toBe(404);
  });

  it('refuse a missing, altered or foreign link with 403, and a link for an unknown item or without a staff token', async () => {
    const post = await createPost(`Preview guard ${unique('p')}`);
    const { url } = await json<{ url: string }>(await previewLink('post', post.id, tokens.editor));
    const token = decodeURIComponent(url.split('token=')[1]!);
    const [payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ kind: 'post', id: post.id, exp: Math.floor(Date.now() / 1000) + 86_400 * 365 })).toString('base64url');

    for (const address of ['/api/previews', `/api/previews?token=${payload}`, `/api/previews?token=${forged}.${signature}`, `/api/previews?token=${payload}.${'A'.repeat(43)}`]) {
      const refused = await api(address);
      expect(refused.status, address).toBe(403);
      expect((await json<{ error: { code: string } }>(refused)).error.code).toBe('FORBIDDEN');
    }
    expect((await api('/api/admin/previews', { method: 'POST', body: { kind: 'post', id: post.id } })).status).toBe(401);
    expect((await previewLink('post', 'no-such-id')).status).toBe(404);
    expect((await previewLink('video' as never, post.id)).status).toBe(400);
  });
});

describe("the chat assistant's knowledge", () => {
  it('gains a post and a project when they are published, and never knows them as drafts', async () => {
    const [postWord, projectWord] = [marker(), marker()];
    const post = await createPost(`The ${postWord} method ${unique('k')}`, { excerpt: `How the ${postWord} method keeps launches calm.`, published: false });
    const projectResponse = await content.track(
      'projects',
      await api('/api/admin/projects', {
        method: 'POST',
        token: tokens.editor,
        body: { title: `Project ${projectWord} ${unique('k')}`, category: 'Branding', description: `A ${projectWord} identity for a harbour town.`, client: 'Harbour Co', published: false },
      }),
    );
    expect(projectResponse.status).toBe(201);
    const project = (await json<{ project: Project }>(projectResponse)).project;

    // Drafts: the assistant has nothing to say about either (beyond the knowledge's freshness window).
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    expect(await ask(`What is the ${postWord} method?`)).not.toContain(`/insights/${post.slug}`);
    expect(await ask(`Tell me about the ${projectWord} identity`)).not.toContain(`/projects/${project.slug}`);

    const publish = (kind: 'posts' | 'projects', item: BlogPost | Project) =>
      api(`/api/admin/${kind}/${item.id}`, { method: 'PUT', token: tokens.editor, body: { ...stripStored(item), published: true } });
    expect((await publish('posts', post)).status).toBe(200);
    expect((await publish('projects', project)).status).toBe(200);
    await eventually(async () => expect(await ask(`What is the ${postWord} method?`)).toContain(`/insights/${post.slug}`));
    await eventually(async () => expect(await ask(`Tell me about the ${projectWord} identity`)).toContain(`/projects/${project.slug}`));
  }, 60_000);
});

/** The fields a client sends back when it saves a row it read (the server keeps its own id and dates). */
function stripStored(item: BlogPost | Project): Record<string, unknown> {
  const { id: _id, created_at: _created, updated_at: _updated, views: _views, ...fields } = item as unknown as Record<string, unknown>;
  return fields;
}
