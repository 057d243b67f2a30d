/** Titles compared ignoring case and spacing. */
export const titleKey = (title: string) => title.trim().toLowerCase().replace(/\s+/g, ' ');

/** Drops later projects whose title repeats an earlier one (case and spacing ignored). */
export function uniqueByTitle<T extends { title: string }>(projects: readonly T[]): T[] {
  const seen = new Set<string>();
  return projects.filter((project) => {
    const key = titleKey(project.title);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Splits a list in half: the first row gets the extra item when the count is odd. */
export function splitInHalf<T>(items: readonly T[]): [T[], T[]] {
  const middle = Math.ceil(items.length / 2);
  return [items.slice(0, middle), items.slice(middle)];
}
