import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StudioList, type ListRow } from './StudioParts';

const articles: ListRow[] = [
  { id: 'a', title: 'Designing for calm', detail: '/insights/designing-for-calm · Design', published: true, groups: ['Design'] },
  { id: 'b', title: 'Measuring what matters', detail: '/insights/measuring-what-matters · Marketing', published: false, groups: ['Marketing'] },
  { id: 'c', title: 'Calm onboarding', detail: '/insights/calm-onboarding · Design', published: false, groups: ['Design'] },
];

const shownTitles = () =>
  within(screen.getByRole('list', { name: 'articles' }))
    .getAllByRole('button')
    .map((button) => button.querySelector('span span')?.textContent);

function renderList(extra: Partial<Parameters<typeof StudioList>[0]> = {}) {
  const onSelect = vi.fn();
  render(<StudioList label="articles" rows={articles} onSelect={onSelect} loading={false} onRetry={() => undefined} groupLabel="Filter by category" {...extra} />);
  return onSelect;
}

describe('StudioList', () => {
  it('shows every row with its state, and opens the one clicked', () => {
    const onSelect = renderList();
    expect(shownTitles()).toEqual(['Designing for calm', 'Measuring what matters', 'Calm onboarding']);
    expect(screen.getByRole('button', { name: /Measuring what matters/ }).textContent).toContain('Draft');
    fireEvent.click(screen.getByRole('button', { name: /Calm onboarding/ }));
    expect(onSelect).toHaveBeenCalledWith('c');
  });

  it('searches titles and details, ignoring case', () => {
    renderList();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search articles' }), { target: { value: 'CALM' } });
    expect(shownTitles()).toEqual(['Designing for calm', 'Calm onboarding']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search articles' }), { target: { value: 'marketing' } });
    expect(shownTitles()).toEqual(['Measuring what matters']);
  });

  it('filters by state and by group, the group options taken from the rows, and combines both with the search', () => {
    renderList();
    const category = screen.getByRole('combobox', { name: 'Filter by category' });
    expect(within(category).getAllByRole('option').map((option) => option.textContent)).toEqual(['All', 'Design', 'Marketing']);
    fireEvent.change(category, { target: { value: 'Design' } });
    expect(shownTitles()).toEqual(['Designing for calm', 'Calm onboarding']);
    fireEvent.change(screen.getByRole('combobox', { name: 'State' }), { target: { value: 'off' } });
    expect(shownTitles()).toEqual(['Calm onboarding']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search articles' }), { target: { value: 'measuring' } });
    expect(screen.queryByRole('list', { name: 'articles' })).toBeNull();
    expect(screen.getByText('No articles match.')).toBeTruthy();
  });

  it('matches a row on any of its groups, as a project with several industries', () => {
    const projects: ListRow[] = [
      { id: 'p1', title: 'Glow', detail: '', published: true, groups: ['Health & Beauty', 'E-commerce'] },
      { id: 'p2', title: 'Ave', detail: '', published: true, groups: ['Retail'] },
    ];
    render(<StudioList label="projects" rows={projects} onSelect={() => undefined} loading={false} onRetry={() => undefined} groupLabel="Filter by industry" />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Filter by industry' }), { target: { value: 'E-commerce' } });
    expect(within(screen.getByRole('list', { name: 'projects' })).getAllByRole('button').map((button) => button.textContent)).toEqual(['GlowPublished']);
  });

  it("names the states in the list's own words and has no group filter unless asked", () => {
    renderList({ groupLabel: undefined, states: { label: 'Values', on: 'Custom', off: 'Built-in' } });
    expect(screen.queryByRole('combobox', { name: 'Filter by category' })).toBeNull();
    const values = screen.getByRole('combobox', { name: 'Values' });
    expect(within(values).getAllByRole('option').map((option) => option.textContent)).toEqual(['All', 'Custom', 'Built-in']);
    fireEvent.change(values, { target: { value: 'on' } });
    expect(shownTitles()).toEqual(['Designing for calm']);
    expect(screen.getByRole('button', { name: /Designing for calm/ }).textContent).toContain('Custom');
  });

  it('shows loading, and an empty list as such', () => {
    const { rerender } = render(<StudioList label="articles" rows={[]} onSelect={() => undefined} loading onRetry={() => undefined} />);
    expect(screen.getByRole('status')).toBeTruthy();
    rerender(<StudioList label="articles" rows={[]} onSelect={() => undefined} loading={false} onRetry={() => undefined} />);
    expect(screen.getByText('No articles match.')).toBeTruthy();
  });
});
