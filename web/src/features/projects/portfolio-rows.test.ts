import { describe, expect, it } from 'vitest';
import { splitInHalf, uniqueByTitle } from './portfolio-rows';

describe('home portfolio rows', () => {
  it('drops duplicates by title, keeping the first (newest) one', () => {
    const projects = [
      { id: '1', title: 'Lumen Skin' },
      { id: '2', title: 'Cartwise' },
      { id: '3', title: ' lumen  skin ' },
    ];
    expect(uniqueByTitle(projects).map((project) => project.id)).toEqual(['1', '2']);
  });

  it('splits the list in half, the first row taking the odd one', () => {
    expect(splitInHalf([1, 2, 3, 4, 5])).toEqual([[1, 2, 3], [4, 5]]);
    expect(splitInHalf([1, 2])).toEqual([[1], [2]]);
    expect(splitInHalf([])).toEqual([[], []]);
  });
});
