import { describe, expect, it } from 'vitest';
import { javaMajorVersion } from './java';

describe('javaMajorVersion', () => {
  it('reads the major version of modern and legacy version strings', () => {
    expect(javaMajorVersion('openjdk version "17.0.15" 2025-04-15')).toBe(17);
    expect(javaMajorVersion('openjdk version "21" 2023-09-19')).toBe(21);
    expect(javaMajorVersion('java version "1.8.0_372"')).toBe(8);
    expect(javaMajorVersion('nothing useful')).toBeUndefined();
  });
});
