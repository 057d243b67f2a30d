import type { Project } from '../schemas';

export type ProjectSeed = Omit<Project, 'created_at' | 'updated_at' | 'featured' | 'project_type' | 'scope' | 'country'> &
  Partial<Pick<Project, 'featured' | 'project_type' | 'scope' | 'country'>>;

/** Fills the defaults of the Project entity and a fixed creation time. */
export function seedProject(seed: ProjectSeed, createdAt: string): Project {
  return {
    featured: false,
    project_type: 'default',
    scope: 'Development',
    country: 'USA',
    ...seed,
    created_at: createdAt,
    updated_at: createdAt,
  };
}

/** A project picture: `projectImage(9)` is the ninth cover, `projectImage(9, 'b')` a further picture of the same project. */
export const projectImage = (n: number, extra: '' | 'b' | 'c' = '') => `/media/projects/p${String(n).padStart(2, '0')}${extra}.webp`;
