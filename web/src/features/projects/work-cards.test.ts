import { describe, expect, it } from 'vitest';
import { seedProjects } from '../../../../shared/content/seed/projects';
import { cardChips, cardResults, DEFAULT_RESULTS, filterByIndustry, nextProject, projectPath, splitResult } from './work-cards';

const base = { industry: '', scope: 'Branding', services: '', results: undefined, slug: '', title: 'X' };

describe('work cards', () => {
  it('keeps every project for All Industries and matches industry lists otherwise', () => {
    expect(filterByIndustry(seedProjects, 'All Industries')).toHaveLength(seedProjects.length);
    const beauty = filterByIndustry(seedProjects, 'Health & Beauty');
    expect(beauty.length).toBeGreaterThan(0);
    expect(beauty.every((project) => project.industry.split(',').map((s) => s.trim()).includes('Health & Beauty'))).toBe(true);
    expect(filterByIndustry([{ industry: 'Retail, E-commerce' }], 'E-commerce')).toHaveLength(1);
    expect(filterByIndustry([{ industry: 'E-commerce Retail' }], 'Retail')).toHaveLength(0);
  });

  it('counts a project without industry as Businesses', () => {
    expect(filterByIndustry([{ industry: ' ' }], 'Businesses')).toHaveLength(1);
  });

  it('splits and trims the services into chips, else shows industries and scope', () => {
    expect(cardChips({ ...base, services: ' UX Design ,Web Development,, ' })).toEqual(['UX Design', 'Web Development']);
    expect(cardChips({ ...base, industry: 'Retail, SAAS' })).toEqual(['Retail', 'SaaS', 'Branding']);
    expect(cardChips({ ...base, scope: '' })).toEqual(['Businesses', 'Development']);
  });

  it('shows up to three results, or the defaults', () => {
    expect(cardResults({ results: ['8.4x ROAS', '41% repeat', '71% checkout', 'extra'] })).toEqual(['8.4x ROAS', '41% repeat', '71% checkout']);
    expect(cardResults({ results: [] })).toEqual([...DEFAULT_RESULTS]);
    expect(cardResults({})).toEqual(['Successful delivery', 'Client satisfaction', 'Quality results']);
  });

  it('splits a result into figure and label', () => {
    expect(splitResult('8.4x ROAS')).toEqual({ figure: '8.4x', label: 'ROAS' });
    expect(splitResult('Successful delivery')).toEqual({ label: 'Successful delivery' });
    expect(splitResult('3')).toEqual({ label: '3' });
  });

  it('derives the card path from the slug or the title', () => {
    expect(projectPath({ slug: 'lumen-skin', title: 'Lumen Skin' })).toBe('/projects/lumen-skin');
    expect(projectPath({ slug: '', title: 'The Dune House' })).toBe('/projects/the-dune-house');
    expect(projectPath({ slug: ' ', title: 'Clean  Water Alliance' })).toBe('/projects/clean-water-alliance');
  });

  it('leads each project page on to the next project in the grid, the first after the last, once per title', () => {
    const [first, second, third] = seedProjects;
    const titles = (current: { title: string }) => nextProject(seedProjects, current)?.title;
    expect(titles(first!)).toBe(second!.title);
    expect(titles({ title: ` ${second!.title.toUpperCase()} ` })).toBe(third!.title);
    expect(titles(seedProjects.at(-1)!)).toBe(first!.title);
    expect(nextProject(seedProjects, first!)).toEqual(second);
    // A built-in project outside the list leads to the first; a list with nothing else leads nowhere.
    expect(titles({ title: 'Glow Recipe' })).toBe(first!.title);
    expect(nextProject([first!, { ...first!, id: 'copy' }], first!)).toBeNull();
    expect(nextProject([first!, { ...first!, id: 'copy' }, second!], second!)?.id).toBe(first!.id);
  });
});
