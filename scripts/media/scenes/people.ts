/**
 * Stylised, faceless geometric portraits: team members (800×1000) and avatars (256×256).
 * No photographs and no likeness of anyone real: every figure is assembled from shapes by a seed.
 */
import { C, between, f, grain, id, lin, pick, rng, star, svgDoc, type Rng } from '../lib/art.js';

type Scene = (seed: number) => string;

const SKIN = ['#F6D5BC', '#EBBB97', '#D29A70', '#B57A52', '#8C5A3A', '#6A4129', '#F0C6A2', '#C98B62'];
const HAIR = [C.ink, '#2B1A12', '#4A2C1C', '#7A4B2A', '#C59B62', '#8E93A6', '#1F2440'];
const CLOTH = [C.indigo, C.coral, C.mint, C.ink, C.sand, C.gold, C.plum, C.iris];
const BGS: Array<[string, string]> = [
  [C.indigo, C.indigoDeep], [C.coral, '#C7361C'], [C.mint, C.mintDeep], [C.sand, C.sandDeep], [C.peach, C.coralSoft], [C.iris, C.indigo], [C.ink3, C.ink], [C.lime, C.mint],
];
type Hair = 'short' | 'long' | 'bun' | 'curly' | 'buzz' | 'scarf' | 'side' | 'bob';
const STYLES: Hair[] = ['short', 'long', 'bun', 'curly', 'buzz', 'scarf', 'side', 'bob'];

interface Look {
  skin: string;
  hair: string;
  style: Hair;
  cloth: string;
  cloth2: string;
  bg: [string, string];
  glasses: boolean;
  beard: boolean;
  collar: 'crew' | 'v' | 'shirt' | 'turtle';
}

function look(r: Rng, i: number): Look {
  const style = STYLES[i % STYLES.length];
  const bg = BGS[(i * 3) % BGS.length];
  let cloth = pick(r, CLOTH);
  if (cloth === bg[0]) cloth = C.ink;
  return {
    skin: SKIN[(i * 5 + 3) % SKIN.length],
    hair: style === 'scarf' ? pick(r, [C.ink, C.plum, C.mintDeep, C.coral, C.indigoDeep]) : HAIR[(i * 3 + 1) % HAIR.length],
    style,
    cloth,
    cloth2: pick(r, [C.white, C.sand, C.ink, C.coral]),
    bg,
    glasses: r() > 0.7,
    beard: (style === 'short' || style === 'buzz' || style === 'side') && r() > 0.45,
    collar: pick(r, ['crew', 'v', 'shirt', 'turtle'] as const),
  };
}

/** Draws a bust centred at (cx, top) with head radius `s` in user units. */
function bust(L: Look, cx: number, cy: number, s: number): string {
  const hx = s * 0.82; // head half-width
  const hy = s; // head half-height
  const shade = id('sh');
  let back = '';
  let front = '';
  const hair = L.hair;
  switch (L.style) {
    case 'long':
      back += `<path d="M${f(cx - hx * 1.25)} ${f(cy + hy * 1.9)}V${f(cy - hy * 0.1)}a${f(hx * 1.25)} ${f(hy * 1.2)} 0 0 1 ${f(hx * 2.5)} 0V${f(cy + hy * 1.9)}z" fill="${hair}"/>`;
      front += `<path d="M${f(cx - hx * 1.05)} ${f(cy)}a${f(hx * 1.05)} ${f(hy * 1.08)} 0 0 1 ${f(hx * 2.1)} 0q${f(-hx * 0.9)} ${f(-hy * 0.5)} ${f(-hx * 1.6)} ${f(-hy * 0.1)}q${f(-hx * 0.3)} ${f(hy * 0.3)} ${f(-hx * 0.5)} ${f(hy * 0.1)}z" fill="${hair}"/>`;
      break;
    case 'bob':
      back += `<path d="M${f(cx - hx * 1.3)} ${f(cy + hy * 0.75)}V${f(cy - hy * 0.05)}a${f(hx * 1.3)} ${f(hy * 1.22)} 0 0 1 ${f(hx * 2.6)} 0V${f(cy + hy * 0.75)}q${f(-hx * 1.3)} ${f(hy * 0.25)} ${f(-hx * 2.6)} 0z" fill="${hair}"/>`;
      front += `<path d="M${f(cx - hx * 1.1)} ${f(cy - hy * 0.1)}a${f(hx * 1.1)} ${f(hy * 1.05)} 0 0 1 ${f(hx * 2.2)} 0q${f(-hx)} ${f(-hy * 0.2)} ${f(-hx * 2.2)} ${f(hy * 0.15)}z" fill="${hair}"/>`;
      break;
    case 'bun':
      back += `<circle cx="${f(cx)}" cy="${f(cy - hy * 1.15)}" r="${f(hx * 0.55)}" fill="${hair}"/>`;
      front += `<path d="M${f(cx - hx * 1.04)} ${f(cy - hy * 0.05)}a${f(hx * 1.04)} ${f(hy * 1.05)} 0 0 1 ${f(hx * 2.08)} 0q${f(-hx * 1.04)} ${f(-hy * 0.45)} ${f(-hx * 2.08)} 0z" fill="${hair}"/>`;
      break;
    case 'curly': {
      let c = '';
      for (let k = 0; k < 11; k++) {
        const a = Math.PI * (1.02 + (k / 10) * 0.96);
        c += `<circle cx="${f(cx + Math.cos(a) * hx * 1.02)}" cy="${f(cy - hy * 0.05 + Math.sin(a) * hy * 1.02)}" r="${f(hx * 0.36)}" fill="${hair}"/>`;
      }
      front += c + `<ellipse cx="${f(cx)}" cy="${f(cy - hy * 0.55)}" rx="${f(hx * 0.9)}" ry="${f(hy * 0.45)}" fill="${hair}"/>`;
      break;
    }
    case 'buzz':
      front += `<path d="M${f(cx - hx * 0.98)} ${f(cy - hy * 0.2)}a${f(hx * 0.98)} ${f(hy)} 0 0 1 ${f(hx * 1.96)} 0q${f(-hx * 0.98)} ${f(-hy * 0.35)} ${f(-hx * 1.96)} 0z" fill="${hair}" opacity=".9"/>`;
      break;
    case 'side':
      front += `<path d="M${f(cx - hx * 1.03)} ${f(cy + hy * 0.1)}a${f(hx * 1.03)} ${f(hy * 1.1)} 0 0 1 ${f(hx * 2.06)} ${f(-hy * 0.2)}q${f(-hx * 0.9)} ${f(-hy * 0.1)} ${f(-hx * 1.5)} ${f(-hy * 0.55)}q${f(-hx * 0.2)} ${f(hy * 0.45)} ${f(-hx * 0.56)} ${f(hy * 0.75)}z" fill="${hair}"/>`;
      break;
    case 'short':
      front += `<path d="M${f(cx - hx * 1.02)} ${f(cy - hy * 0.1)}a${f(hx * 1.02)} ${f(hy * 1.06)} 0 0 1 ${f(hx * 2.04)} 0Q${f(cx + hx * 0.5)} ${f(cy - hy * 0.62)} ${f(cx)} ${f(cy - hy * 0.5)}Q${f(cx - hx * 0.6)} ${f(cy - hy * 0.62)} ${f(cx - hx * 1.02)} ${f(cy - hy * 0.1)}z" fill="${hair}"/>`;
      break;
    case 'scarf':
      back += `<path d="M${f(cx - hx * 1.35)} ${f(cy + hy * 2.2)}V${f(cy)}a${f(hx * 1.35)} ${f(hy * 1.3)} 0 0 1 ${f(hx * 2.7)} 0V${f(cy + hy * 2.2)}z" fill="${hair}"/>`;
      break;
  }
  // shoulders / torso
  const sw = s * 2.55;
  const top = cy + hy * 1.55;
  const bot = top + s * 5;
  let torso = `<path d="M${f(cx - sw)} ${f(bot)}V${f(top + s * 1.1)}C${f(cx - sw)} ${f(top + s * 0.2)} ${f(cx - sw * 0.72)} ${f(top)} ${f(cx - sw * 0.42)} ${f(top)}H${f(cx + sw * 0.42)}C${f(cx + sw * 0.72)} ${f(top)} ${f(cx + sw)} ${f(top + s * 0.2)} ${f(cx + sw)} ${f(top + s * 1.1)}V${f(bot)}z" fill="${L.cloth}"/>`;
  const neck = `<rect x="${f(cx - hx * 0.42)}" y="${f(cy + hy * 0.5)}" width="${f(hx * 0.84)}" height="${f(hy * 1.2)}" rx="${f(hx * 0.3)}" fill="${L.skin}"/><rect x="${f(cx - hx * 0.42)}" y="${f(cy + hy * 0.8)}" width="${f(hx * 0.84)}" height="${f(hy * 0.35)}" fill="#000" opacity=".12"/>`;
  if (L.collar === 'v') torso += `<path d="M${f(cx - hx * 0.6)} ${f(top)}L${f(cx)} ${f(top + s * 0.9)}L${f(cx + hx * 0.6)} ${f(top)}z" fill="${L.skin}"/>`;
  if (L.collar === 'shirt') torso += `<path d="M${f(cx - hx * 0.7)} ${f(top - s * 0.05)}L${f(cx)} ${f(top + s * 0.55)}L${f(cx - hx * 0.2)} ${f(top + s * 0.75)}L${f(cx - hx * 0.85)} ${f(top + s * 0.3)}zM${f(cx + hx * 0.7)} ${f(top - s * 0.05)}L${f(cx)} ${f(top + s * 0.55)}L${f(cx + hx * 0.2)} ${f(top + s * 0.75)}L${f(cx + hx * 0.85)} ${f(top + s * 0.3)}z" fill="${L.cloth2}"/>`;
  if (L.collar === 'turtle') torso += `<rect x="${f(cx - hx * 0.62)}" y="${f(top - s * 0.3)}" width="${f(hx * 1.24)}" height="${f(s * 0.5)}" rx="${f(s * 0.2)}" fill="${L.cloth}" stroke="#000" stroke-opacity=".12" stroke-width="${f(s * 0.03)}"/>`;
  if (L.collar === 'crew') torso += `<path d="M${f(cx - hx * 0.62)} ${f(top - s * 0.02)}q${f(hx * 0.62)} ${f(s * 0.5)} ${f(hx * 1.24)} 0" fill="none" stroke="${L.cloth2}" stroke-width="${f(s * 0.08)}" opacity=".7"/>`;
  // head
  const head =
    `<defs><radialGradient id="${shade}" cx=".35" cy=".35" r=".8"><stop offset="0" stop-color="#fff" stop-opacity=".18"/><stop offset=".6" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".16"/></radialGradient></defs>` +
    `<ellipse cx="${f(cx - hx)}" cy="${f(cy + hy * 0.1)}" rx="${f(hx * 0.16)}" ry="${f(hy * 0.22)}" fill="${L.skin}"/><ellipse cx="${f(cx + hx)}" cy="${f(cy + hy * 0.1)}" rx="${f(hx * 0.16)}" ry="${f(hy * 0.22)}" fill="${L.skin}"/>` +
    `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(hx)}" ry="${f(hy)}" fill="${L.skin}"/><ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(hx)}" ry="${f(hy)}" fill="url(#${shade})"/>`;
  let face = '';
  if (L.beard) face += `<path d="M${f(cx - hx * 0.97)} ${f(cy + hy * 0.2)}Q${f(cx - hx * 0.85)} ${f(cy + hy * 1.02)} ${f(cx)} ${f(cy + hy * 1.02)}Q${f(cx + hx * 0.85)} ${f(cy + hy * 1.02)} ${f(cx + hx * 0.97)} ${f(cy + hy * 0.2)}Q${f(cx + hx * 0.7)} ${f(cy + hy * 0.62)} ${f(cx)} ${f(cy + hy * 0.55)}Q${f(cx - hx * 0.7)} ${f(cy + hy * 0.62)} ${f(cx - hx * 0.97)} ${f(cy + hy * 0.2)}z" fill="${L.hair}" opacity=".95"/><path d="M${f(cx - hx * 0.22)} ${f(cy + hy * 0.72)}h${f(hx * 0.44)}" stroke="${L.skin}" stroke-width="${f(s * 0.05)}" stroke-linecap="round" opacity=".7"/>`;
  if (L.glasses) face += `<g fill="none" stroke="${C.ink}" stroke-width="${f(s * 0.06)}"><circle cx="${f(cx - hx * 0.42)}" cy="${f(cy - hy * 0.02)}" r="${f(hx * 0.3)}"/><circle cx="${f(cx + hx * 0.42)}" cy="${f(cy - hy * 0.02)}" r="${f(hx * 0.3)}"/><path d="M${f(cx - hx * 0.12)} ${f(cy - hy * 0.04)}h${f(hx * 0.24)}"/></g>`;
  if (L.style === 'scarf') {
    front += `<path d="M${f(cx - hx * 1.1)} ${f(cy + hy * 0.2)}a${f(hx * 1.1)} ${f(hy * 1.18)} 0 0 1 ${f(hx * 2.2)} 0a${f(hx)} ${f(hy * 0.9)} 0 0 0 ${f(-hx * 2.2)} 0z" fill="${L.hair}"/>`;
    back += `<path d="M${f(cx - hx * 1.3)} ${f(cy + hy * 0.4)}Q${f(cx)} ${f(cy + hy * 1.9)} ${f(cx + hx * 1.3)} ${f(cy + hy * 0.4)}L${f(cx + hx * 1.9)} ${f(cy + hy * 2.6)}H${f(cx - hx * 1.9)}z" fill="${L.hair}"/>`;
  }
  return L.style === 'scarf' ? torso + back + head + face + front : back + torso + neck + head + face + front;
}

function deco(w: number, h: number, r: Rng, L: Look): string {
  const accent = L.bg[0] === C.coral ? C.sand : C.coral;
  const k = Math.floor(r() * 3);
  if (k === 0) return `<circle cx="${f(w * 0.5)}" cy="${f(h * 0.42)}" r="${f(w * 0.36)}" fill="none" stroke="#fff" stroke-opacity=".3" stroke-width="${f(w * 0.008)}"/>` + star(w * 0.82, h * 0.16, w * 0.07, accent);
  if (k === 1) return `<path d="M${f(w * 0.14)} ${h}V${f(h * 0.42)}a${f(w * 0.36)} ${f(w * 0.36)} 0 0 1 ${f(w * 0.72)} 0V${h}z" fill="#fff" opacity=".14"/>` + `<circle cx="${f(w * 0.16)}" cy="${f(h * 0.16)}" r="${f(w * 0.045)}" fill="${accent}"/>`;
  return `<rect x="${f(w * 0.1)}" y="${f(h * 0.1)}" width="${f(w * 0.8)}" height="${f(h * 0.8)}" rx="${f(w * 0.4)}" fill="#fff" opacity=".12"/>` + `<rect x="${f(w * 0.76)}" y="${f(h * 0.1)}" width="${f(w * 0.1)}" height="${f(w * 0.1)}" fill="none" stroke="${accent}" stroke-width="${f(w * 0.01)}" transform="rotate(20 ${f(w * 0.81)} ${f(h * 0.15)})"/>`;
}

function portrait(w: number, h: number, seed: number, i: number, detail: boolean, over: Partial<Look> = {}): string {
  const r = rng(seed);
  const L = { ...look(r, i), ...over };
  const bg = id('pb');
  const s = w * (detail ? 0.17 : 0.17);
  const cy = detail ? h * 0.37 : h * 0.42;
  const defs = lin(bg, L.bg[0], L.bg[1], between(r, 130, 200));
  const body =
    `<rect width="${w}" height="${h}" fill="url(#${bg})"/>` +
    deco(w, h, r, L) +
    bust(L, w / 2, cy, s) +
    (detail ? grain(w, h, 0.14) : '');
  return svgDoc(w, h, defs, body);
}

/** Team order follows the site's about page: founder & CEO, CTO, executive creative director, head of growth. */
const TEAM_LOOKS: Array<[number, Partial<Look>]> = [
  [5, { style: 'scarf', hair: C.plum, cloth: C.sand, cloth2: C.ink, glasses: false, beard: false, collar: 'crew', skin: SKIN[2] }],
  [0, { style: 'side', hair: '#4A2C1C', cloth: C.ink, cloth2: C.white, glasses: true, beard: false, collar: 'shirt', skin: SKIN[0], bg: [C.iris, C.indigo] }],
  [1, { style: 'long', hair: C.ink, cloth: C.coral, cloth2: C.sand, glasses: false, beard: false, collar: 'v', skin: SKIN[1], bg: [C.sand, C.sandDeep] }],
  [4, { style: 'short', hair: C.ink, cloth: C.indigo, cloth2: C.white, glasses: false, beard: true, collar: 'shirt', skin: SKIN[3], bg: [C.mint, C.mintDeep] }],
];
export const TEAM: Scene[] = TEAM_LOOKS.map(([i, over]) => (seed: number) => portrait(800, 1000, seed, i, true, over));
export const PEOPLE: Scene[] = Array.from({ length: 20 }, (_, k) => (seed: number) => portrait(256, 256, seed, k + 3, false));

/** A single figure (for motion clips): bust for look #i, centred at (cx, cy) with head radius s. */
export function figure(seed: number, i: number, cx: number, cy: number, s: number): string {
  return bust(look(rng(seed), i), cx, cy, s);
}
