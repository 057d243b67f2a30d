import { describe, expect, it } from 'vitest';
import { pushProjectView } from './analytics';

describe('project view event', () => {
  it('pushes the name and category, Unknown when empty', () => {
    const target = {} as Window & { dataLayer?: unknown[] };
    pushProjectView({ title: 'Lumen Skin', category: 'Branding' }, target);
    pushProjectView({ title: 'Cartwise', category: ' ' }, target);
    expect(target.dataLayer).toEqual([
      { event: 'project_view', project_name: 'Lumen Skin', project_category: 'Branding' },
      { event: 'project_view', project_name: 'Cartwise', project_category: 'Unknown' },
    ]);
  });
});
