/**
 * 32-bit FNV-1a hash; stable across browsers and runtimes. A module of its own: the pages that only fingerprint
 * their prerendered HTML with it download nothing else.
 */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
