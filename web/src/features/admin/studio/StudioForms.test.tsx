import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BlogPost, Project } from '../../../../../shared/content/schemas';
import { seedPosts } from '../../../../../shared/content/seed/posts';
import { ApiError } from '../../../lib/http';
import { PostsPanel } from './PostsPanel';
import { ProjectsPanel } from './ProjectsPanel';

vi.mock('../../auth/useRole', () => ({ useRole: () => ({ can: () => true }) }));

const draft: BlogPost = { ...seedPosts[0]!, id: 'post-draft', title: 'Quiet interfaces', slug: 'quiet-interfaces', published: false, publish_at: null };
const live: BlogPost = { ...seedPosts[0]!, id: 'post-live', title: 'Retail in Dubai', slug: 'retail-in-dubai', published: true, publish_at: null };
const project = { id: 'project-1', title: 'Pavilion', slug: 'pavilion', project_type: 'default', published: true, industry: 'Retail' } as unknown as Project;

const idle = { isPending: false, mutate: vi.fn(), reset: vi.fn(), error: null as unknown };
const saving = { ...idle };
vi.mock('./studio-queries', () => ({
  useCollection: (kind: string) => ({ isPending: false, error: null, data: kind === 'posts' ? [draft, live] : [project], refetch: vi.fn() }),
  useSaveItem: () => saving,
  useDeleteItem: () => idle,
  usePreviewLink: () => idle,
  useUpload: () => idle,
  useItemHistory: () => ({ isPending: false, error: null, data: { revisions: [], redirects: [] } }),
  useRestoreRevision: () => idle,
}));

const notifyError = vi.fn();
vi.mock('../../../ui', async (original) => ({ ...(await original<typeof import('../../../ui')>()), notifyError: (...args: unknown[]) => notifyError(...args) }));

/** A phone: the list and the form are stacked. */
function onPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
  const scrolled = vi.fn();
  Element.prototype.scrollIntoView = scrolled;
  return scrolled;
}

afterEach(() => {
  saving.error = null;
  vi.unstubAllGlobals();
});

const describedBy = (field: HTMLElement) => document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent ?? '';

// The project form renders some ninety fields: slow in jsdom on a busy machine.
describe('studio forms', { timeout: 15_000 }, () => {
  it('label every article field in words, each with a hint tied to it', () => {
    render(<PostsPanel />);
    fireEvent.click(screen.getByRole('button', { name: /Quiet interfaces/ }));
    const form = screen.getByRole('form', { name: 'Edit Quiet interfaces' });
    for (const field of [...within(form).getAllByRole('textbox'), ...within(form).getAllByRole('checkbox')]) {
      if (field.getAttribute('contenteditable')) continue;
      expect(describedBy(field).length, field.id).toBeGreaterThan(10);
    }
    expect(describedBy(screen.getByRole('textbox', { name: 'Page address (slug)' }))).toContain('/insights/quiet-interfaces');
    expect(describedBy(screen.getByRole('textbox', { name: 'Excerpt' }))).toMatch(/search results/);
  });

  it('label the project fields as people name them, the client website an address box without an upload', () => {
    render(<ProjectsPanel />);
    fireEvent.click(screen.getByText('Pavilion'));
    // Label queries, not role queries: the project form holds some ninety fields.
    expect(screen.getByLabelText('Banner under text sections 1 and 2 picture or video').tagName).toBe('INPUT');
    expect(describedBy(screen.getByLabelText("Client's website"))).toMatch(/Visit site/);
    expect(screen.queryByLabelText(/Upload a file for client's website/i)).toBeNull();
    const labels = [...document.querySelectorAll('form label')].map((label) => label.textContent ?? '');
    expect(labels.length).toBeGreaterThan(80);
    expect(labels.filter((label) => /_|\burl\b|section 1 2/i.test(label))).toEqual([]);
  });

  it('show a refused save once, in words beside the buttons and the field, with the code only in a details line', () => {
    saving.error = new ApiError(400, 'VALIDATION_ERROR', 'Invalid Request', 'Please check the highlighted fields.', { title: 'This field is required.' });
    render(<PostsPanel />);
    fireEvent.click(screen.getByRole('button', { name: /Quiet interfaces/ }));
    const note = screen.getByRole('alert');
    expect(note.textContent).toBe('Invalid RequestPlease check the highlighted fields.Details: error code VALIDATION_ERROR');
    expect(describedBy(screen.getByRole('textbox', { name: 'Title' }))).toBe('This field is required.');
    expect(document.body.textContent?.match(/VALIDATION_ERROR/g)).toHaveLength(1);
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('link a published article to its live page, and a draft to none', () => {
    render(<PostsPanel />);
    fireEvent.click(screen.getByRole('button', { name: /Retail in Dubai/ }));
    expect(screen.getByRole('link', { name: /View live page/ }).getAttribute('href')).toBe('/insights/retail-in-dubai');
    fireEvent.click(screen.getByRole('button', { name: /Quiet interfaces/ }));
    expect(screen.queryByRole('link', { name: /View live page/ })).toBeNull();
  });

  it('on a phone, bring the chosen item’s form into view and move focus to its heading', () => {
    const scrolled = onPhone();
    render(<PostsPanel />);
    fireEvent.click(screen.getByRole('button', { name: /Quiet interfaces/ }));
    const heading = screen.getByRole('heading', { name: 'Quiet interfaces', level: 3 });
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(heading);
    expect(document.activeElement).toBe(heading);
  });
});
