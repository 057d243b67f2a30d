/** Brand pieces: the social card and the north-star mark. */
import { C, THEMES, backdrop, grain, rect, rng, star, svgDoc, text } from '../lib/art.js';

/** The north-star mark: a long four-point star with a short diagonal one behind it. */
export function mark(cx: number, cy: number, r: number, fill: string, fill2: string): string {
  return `<g transform="rotate(45 ${cx} ${cy})">${star(cx, cy, r * 0.55, fill2, 0.28)}</g>` + star(cx, cy, r, fill, 0.2);
}

export function ogCard(): string {
  const w = 1200;
  const h = 630;
  const r = rng(7);
  const [bd, bb] = backdrop(w, h, THEMES.night, r, { rings: true });
  const body =
    bb +
    `<g opacity=".07">${mark(1010, 250, 230, C.white, C.white)}</g>` +
    mark(138, 150, 58, C.white, C.coral) +
    text('Northstar Digital', 210, 170, 44, C.white, { weight: 700, spacing: -1 }) +
    text('One powerful partner', 80, 340, 92, C.white, { weight: 700, spacing: -4 }) +
    text('for bold brands.', 80, 436, 92, C.coral, { weight: 700, spacing: -4 }) +
    rect(80, 500, 1040, 1.5, C.white, 0, 'opacity=".2"') +
    text('Software & AI  ·  Branding & Design  ·  Marketing  ·  Advertising & Media', 80, 552, 24, C.white, { font: 'IN', weight: 500, opacity: 0.78 }) +
    text('Egypt  ·  UAE  ·  Saudi Arabia  ·  United States', 80, 590, 20, C.mint, { font: 'IN', weight: 600 }) +
    grain(w, h, 0.035);
  return svgDoc(w, h, bd, body);
}
