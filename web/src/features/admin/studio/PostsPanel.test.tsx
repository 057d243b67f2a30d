import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BlogPost } from '../../../../../shared/content/schemas';
import { seedPosts } from '../../../../../shared/content/seed/posts';
import { displayedViews } from '../../../../../shared/content/synthetic-counts';
import { PostsPanel } from './PostsPanel';

vi.mock('../../auth/useRole', () => ({ useRole: () => ({ can: () => true }) }));

const article: BlogPost = { ...seedPosts[0]!, id: 'post-views', title: 'Retail in Dubai', views: 1234 };
const idle = { isPending: false, mutate: vi.fn(), reset: vi.fn(), error: null };
vi.mock('./studio-queries', () => ({
  useCollection: () => ({ isPending: false, error: null, data: [article], refetch: vi.fn() }),
  useSaveItem: () => idle,
  useDeleteItem: () => idle,
  usePreviewLink: () => idle,
  useUpload: () => idle,
  useItemHistory: () => ({ isPending: false, error: null, data: { revisions: [], redirects: [] } }),
  useRestoreRevision: () => idle,
}));

describe('PostsPanel', () => {
  it('shows staff the real view count beside the figure the site displays', () => {
    render(<PostsPanel />);
    expect(screen.getByRole('list', { name: 'articles' }).textContent).toContain('1,234 views');
    fireEvent.click(screen.getByRole('button', { name: /Retail in Dubai/ }));
    const shown = displayedViews('post-views', 1234);
    expect(shown).toBeGreaterThan(100_000);
    expect(screen.getByText('Real views').nextElementSibling?.textContent).toBe('1,234');
    expect(screen.getByText('Shown on the site').nextElementSibling?.textContent).toBe(shown.toLocaleString('en-US'));
  });
});
