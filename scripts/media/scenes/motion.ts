/**
 * The motion pieces as pure functions of time: each clip's frame at t seconds is an SVG document string. `video.ts`
 * renders and encodes them; the unit tests read them (the showreel carries no type, each project's clips are its own).
 */
import { C, bars, f, lin, radial, rect, rng, spark, star, svgDoc, text } from '../lib/art.js';
import { mark } from './brand.js';
import { figure } from './people.js';
import { headphones } from './projects.js';

export const W = 1280;
export const H = 720;
export const FPS = 25;

/* ---------- easing & helpers ---------- */
const clamp = (x: number, a = 0, b = 1): number => Math.min(b, Math.max(a, x));
const prog = (t: number, a: number, b: number): number => clamp((t - a) / (b - a));
const easeOut = (x: number): number => 1 - Math.pow(1 - x, 3);
const easeInOut = (x: number): number => (x < 0.5 ? 4 * x * x * x : 1 - Math.pow(-2 * x + 2, 3) / 2);
const back = (x: number): number => {
  const c1 = 1.70158;
  const c3 = c1 + 1;
  return 1 + c3 * Math.pow(x - 1, 3) + c1 * Math.pow(x - 1, 2);
};

/** Gradient backdrop with orbs drifting over time. */
function bg(t: number, a: string, b: string, orbs: string[], key: string): [string, string] {
  let defs = lin(`bg${key}`, a, b, 135);
  let body = `<rect width="${W}" height="${H}" fill="url(#bg${key})"/>`;
  orbs.forEach((c, i) => {
    defs += radial(`o${key}${i}`, c, 0.75);
    const cx = W * (0.5 + 0.42 * Math.cos(t * 0.35 + i * 2.1));
    const cy = H * (0.5 + 0.38 * Math.sin(t * 0.3 + i * 1.7));
    body += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(H * 0.75)}" fill="url(#o${key}${i})"/>`;
  });
  return [defs, body];
}

/* ---------- showreel (10 s) ---------- */

/**
 * The showreel plays behind the home page's headline, so it is pure motion: no words, no wordmark, no glyphs. Its art
 * keeps to the right half and the top, where the headline (bottom left) does not sit.
 */

const SCENES = [
  { from: 1.4, to: 4.0, a: C.indigo, b: C.indigoDeep, orbs: [C.iris, C.mint] },
  { from: 4.0, to: 6.6, a: C.coral, b: '#B8321A', orbs: [C.gold, C.plum] },
  { from: 6.6, to: 9.0, a: '#0E3B3A', b: C.ink, orbs: [C.mint, C.indigo] },
];

function buildArt(t: number, p: number): string {
  const slide = easeOut(prog(p, 0.05, 0.45));
  const x = 640 + (1 - slide) * 500;
  let rows = '';
  const r = rng(3);
  for (let i = 0; i < 9; i++) {
    const w = 80 + r() * 220;
    const reveal = clamp((p * 2.6 - i * 0.1) * 1.2);
    rows += rect(60 + (i % 3) * 30, 60 + i * 38, w * reveal, 14, [C.iris, C.coral, C.mint, C.white][i % 4], 7, 'opacity=".9"');
  }
  return (
    `<g transform="translate(${f(x)} 120) rotate(${f(-4 + t * 0.5)})">` +
    rect(0, 0, 560, 400, C.ink, 18, 'filter="url(#shadow)"') + rect(0, 0, 560, 36, C.ink2, 18) + rect(0, 18, 560, 18, C.ink2) +
    [C.coral, C.gold, C.mint].map((c, i) => `<circle cx="${24 + i * 20}" cy="18" r="6" fill="${c}"/>`).join('') +
    `<g transform="translate(0 10)">${rows}</g></g>` +
    `<g transform="translate(${f(1080 - slide * 40)} ${f(520 + Math.sin(t * 2) * 10)})"><circle r="70" fill="${C.lime}" filter="url(#shadow)"/><path d="M-14 -22L-36 0L-14 22M14 -22L36 0L14 22" fill="none" stroke="${C.ink}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/></g>`
  );
}

function brandArt(t: number, p: number): string {
  const e = easeOut(prog(p, 0, 0.5));
  const cx = 900;
  const cy = 330;
  let out = '';
  for (let i = 1; i <= 4; i++) out += `<circle cx="${cx}" cy="${cy}" r="${f(i * 60 * e)}" fill="none" stroke="${C.sand}" stroke-opacity=".45" stroke-width="2" stroke-dasharray="${i % 2 ? '6 10' : '0'}" transform="rotate(${f(t * 20 * (i % 2 ? 1 : -1))} ${cx} ${cy})"/>`;
  out += `<g transform="rotate(${f((1 - e) * -90 + t * 6)} ${cx} ${cy})">${mark(cx, cy, 190 * back(prog(p, 0.05, 0.5)), C.sand, C.ink)}</g>`;
  [C.ink, C.indigo, C.sand, C.mint, C.gold].forEach((c, i) => {
    const pp = back(prog(p, 0.25 + i * 0.06, 0.5 + i * 0.06));
    out += `<circle cx="${880 + i * 80}" cy="600" r="${f(30 * pp)}" fill="${c}" stroke="#fff" stroke-width="4"/>`;
  });
  return out;
}

function growArt(_t: number, p: number): string {
  const vals = [0.15, 0.22, 0.3, 0.42, 0.5, 0.64, 0.8, 1];
  const g1 = easeOut(prog(p, 0.05, 0.6));
  const line = easeInOut(prog(p, 0.2, 0.8));
  return (
    rect(640, 120, 540, 440, C.white, 28, 'filter="url(#shadow)"') +
    rect(680, 158, 150, 22, C.ink, 11, 'opacity=".85"') +
    bars(680, 260, 460, 240, vals.map((v) => v * g1), C.indigo, { highlight: 7, hi: C.coral, rx: 8 }) +
    `<clipPath id="gl"><rect x="670" y="150" width="${f(480 * line)}" height="400"/></clipPath><g clip-path="url(#gl)">${spark(680, 220, 460, 240, [0.1, 0.2, 0.26, 0.4, 0.52, 0.66, 0.82, 1], C.mint, { width: 6, dots: true })}</g>`
  );
}

function showreelFrame(t: number): string {
  let defs = '';
  let body = '';
  // intro: night + mark
  const [d0, b0] = bg(t, C.ink, C.indigoDeep, [C.indigo, C.coral], 'n');
  defs += d0;
  body += b0;
  const ip = prog(t, 0.1, 1.1);
  body += `<g opacity="${f(1 - prog(t, 1.3, 1.6))}"><g transform="translate(640 300) scale(${f(back(ip))}) rotate(${f((1 - easeOut(ip)) * 180)})">${mark(0, 0, 90, C.white, C.coral)}</g>` + `</g>`;

  SCENES.forEach((s, i) => {
    if (t < s.from - 0.01) return;
    const p = prog(t, s.from, s.to);
    // circular wipe in the scene's colour
    const wipe = easeInOut(prog(t, s.from, s.from + 0.55));
    const key = `s${i}`;
    const [d, b] = bg(t, s.a, s.b, s.orbs, key);
    defs += d + `<clipPath id="w${key}"><circle cx="${i % 2 ? 1180 : 100}" cy="${i % 2 ? 100 : 620}" r="${f(wipe * 1500)}"/></clipPath>`;
    const art = i === 0 ? buildArt(t, p) : i === 1 ? brandArt(t, p) : growArt(t, p);
    body += `<g clip-path="url(#w${key})">${b}${art}</g>`;
  });

  // outro
  if (t >= 8.9) {
    const op = prog(t, 9.0, 9.5);
    const [d, b] = bg(t, C.ink, C.indigoDeep, [C.indigo, C.coral, C.mint], 'o');
    defs += d + `<clipPath id="wo"><rect x="0" y="${f(H * (1 - easeInOut(prog(t, 8.9, 9.4))))}" width="${W}" height="${H}"/></clipPath>`;
    body += `<g clip-path="url(#wo)">${b}` +
      [1, 2, 3].map((i) => `<circle cx="930" cy="280" r="${f(i * 70 * easeOut(op))}" fill="none" stroke="${C.white}" stroke-opacity="${f(0.28 - i * 0.06)}" stroke-width="2" stroke-dasharray="${i % 2 ? '6 10' : '0'}" transform="rotate(${f(t * 18 * (i % 2 ? 1 : -1))} 930 280)"/>`).join('') +
      `<g transform="translate(930 280) scale(${f(back(op))})">${mark(0, 0, 110, C.white, C.coral)}</g></g>`;
  }
  return svgDoc(W, H, defs, body);
}

/* ---------- short clips (5 s) ---------- */

function clipTestimonial(t: number): string {
  const [d, b] = bg(t, C.sand, C.peach, [C.coralSoft, C.iris], 'a');
  const r = rng(9);
  let wave = '';
  for (let i = 0; i < 28; i++) {
    const a = 0.25 + 0.75 * Math.abs(Math.sin(t * 6 + i * 0.7) * Math.cos(t * 2.3 + i * 0.31)) * (0.4 + r() * 0.6);
    wave += rect(740 + i * 16, 360 - a * 70, 8, a * 140, C.indigo, 4);
  }
  const zoom = 1 + t * 0.012;
  return svgDoc(W, H, d,
    b +
      `<g transform="translate(640 360) scale(${f(zoom)}) translate(-640 -360)">` +
      `<path d="M90 720V330a250 250 0 0 1 500 0V720z" fill="${C.indigo}" opacity=".9"/>` +
      figure(17, 5, 340, 330 + Math.sin(t * 1.5) * 3, 78) + `</g>` +
      // No label card of its own: the home page's card writes the company and the story's title over this corner.
      text('“', 720, 250, 220, C.coral, { weight: 700 }) + wave);
}

function clipProduction(t: number): string {
  const [d, b] = bg(t, C.ink, C.plum, [C.coral, C.indigo], 'b');
  const pan = t * 40;
  let scene = '';
  for (let i = 0; i < 6; i++) scene += `<circle cx="${f(200 + i * 260 - pan)}" cy="${f(420 + Math.sin(i * 1.3) * 90)}" r="${f(70 + (i % 3) * 30)}" fill="${[C.coral, C.mint, C.gold, C.iris][i % 4]}" opacity=".85"/>`;
  scene += `<path d="M-100 620Q300 ${f(480 + Math.sin(t) * 20)} 700 600T1500 580V720H-100z" fill="${C.ink}" opacity=".7"/>`;
  return svgDoc(W, H, d, b + scene + viewfinder(t));
}

/** A camera's viewfinder over the scene: frame corners, REC, a running timecode, the focus box and the audio meter. */
function viewfinder(t: number): string {
  const rec = Math.floor(t * 2) % 2 === 0;
  const frames = Math.floor(t * FPS) % FPS;
  const tc = `00:12:${String(4 + Math.floor(t)).padStart(2, '0')}:${String(frames).padStart(2, '0')}`;
  const c = (x: number, y: number, sx: number, sy: number): string => `<path d="M${x} ${y + sy * 50}V${y}H${x + sx * 50}" fill="none" stroke="#fff" stroke-width="5"/>`;
  const focus = 1 + Math.max(0, 0.25 - prog(t, 1.5, 2.2) * 0.25);
  return (
    c(60, 60, 1, 1) + c(1220, 60, -1, 1) + `<path d="M60 610V660H110M1220 610V660H1170" fill="none" stroke="#fff" stroke-width="5"/>` +
      `<g transform="translate(640 360) scale(${f(focus)})"><rect x="-70" y="-50" width="140" height="100" fill="none" stroke="${C.lime}" stroke-width="3"/></g>` +
      (rec ? `<circle cx="100" cy="110" r="12" fill="${C.coral}"/>` : '') + text('REC', 124, 119, 26, C.white, { weight: 700 }) +
      text(tc, 1180, 119, 26, C.white, { anchor: 'end', font: 'IN', weight: 600 }) +
      text('4K · 25p · ISO 800', 100, 630, 20, C.white, { font: 'IN', opacity: 0.7 }) +
      rect(980, 612, 200, 20, 'none', 4, 'stroke="#fff" stroke-width="2"') + rect(984, 616, f2(150 + Math.sin(t * 3) * 20), 12, C.mint, 2)
  );
}
const f2 = (n: number): number => Math.round(n);

function clipMotion(t: number): string {
  const [d, b] = bg(t, C.indigo, C.indigoDeep, [C.coral, C.mint], 'c');
  let orbit = '';
  for (let i = 0; i < 6; i++) {
    const a = t * 1.2 + (i / 6) * Math.PI * 2;
    orbit += `<circle cx="${f(640 + Math.cos(a) * 260)}" cy="${f(360 + Math.sin(a) * 110)}" r="${f(22 + 10 * Math.sin(a))}" fill="${[C.coral, C.mint, C.gold, C.lime, C.sand, C.iris][i]}"/>`;
  }
  const s = 0.85 + 0.15 * Math.sin(t * 1.6);
  return svgDoc(W, H, d,
    b +
      [1, 2, 3].map((i) => `<ellipse cx="640" cy="360" rx="${120 + i * 70}" ry="${50 + i * 30}" fill="none" stroke="#fff" stroke-opacity=".2" stroke-width="2" transform="rotate(${f(t * 12 * (i % 2 ? 1 : -1))} 640 360)"/>`).join('') +
      `<g transform="translate(640 360) rotate(${f(t * 36)}) scale(${f(s)})">${mark(0, 0, 170, C.white, C.coral)}</g>` + orbit +
      star(1100, 140, 24 + 6 * Math.sin(t * 4), C.lime) + star(180, 600, 18 + 5 * Math.cos(t * 3), C.mint));
}

function clipSocial(t: number): string {
  const [d, b] = bg(t, C.coral, '#B8321A', [C.gold, C.indigo], 'd');
  const scroll = (t * 90) % 420;
  let feed = '';
  for (let i = -1; i < 4; i++) {
    const y = 130 + i * 210 - scroll + 210;
    feed += rect(20, y, 300, 190, [C.indigo, C.mint, C.gold, C.plum][(i + 4) % 4], 18) + `<circle cx="${170}" cy="${f(y + 95)}" r="45" fill="#fff" opacity=".35"/>`;
  }
  let hearts = '';
  for (let i = 0; i < 7; i++) {
    const ph = (t * 0.45 + i / 7) % 1;
    const x = 860 + Math.sin(i * 2.1 + ph * 6) * 40 + (i % 3) * 60;
    const y = 620 - ph * 520;
    hearts += `<g transform="translate(${f(x)} ${f(y)}) scale(${f(0.6 + ph * 0.8)})" opacity="${f(1 - ph)}"><path d="M0 14C-22-4-20-20-8-22 0-23 0-16 0-14 0-16 0-23 8-22 20-20 22-4 0 14z" fill="${i % 2 ? C.white : C.ink}"/></g>`;
  }
  return svgDoc(W, H, d,
    b +
      `<g transform="translate(470 40)">${rect(0, 0, 340, 640, C.ink, 44, 'filter="url(#shadow)"')}<clipPath id="scr"><rect x="12" y="12" width="316" height="616" rx="34"/></clipPath><g clip-path="url(#scr)">${rect(12, 12, 316, 616, C.sand)}<g transform="translate(0 0)">${feed}</g>${rect(12, 12, 316, 70, C.white)}${text('Feed', 40, 60, 24, C.ink, { weight: 700 })}</g>${rect(130, 22, 80, 22, C.ink, 11)}</g>` +
      hearts +
      `<g transform="translate(120 260)">${rect(0, 0, 250, 90, C.white, 45, 'filter="url(#shadowSoft)"')}${text(`${(12.4 + t * 0.3).toFixed(1)}k`, 125, 58, 34, C.ink, { anchor: 'middle', weight: 700 })}</g>`);
}

/* ---------- project clips (5 s) ---------- */

/** Gearbox Audio's product film: the GX-1 headphones turning slowly while sound rings and an equaliser pulse. */
function clipGearboxFilm(t: number): string {
  const [d, b] = bg(t, C.plum, C.ink, [C.coral, C.indigo], 'gf');
  const hp = headphones();
  let rings = '';
  for (let i = 0; i < 6; i++) {
    const ph = (t * 0.5 + i / 6) % 1;
    rings += `<circle cx="640" cy="360" r="${f(180 + ph * 560)}" fill="none" stroke="${C.iris}" stroke-width="3" stroke-opacity="${f((1 - ph) * 0.4)}"/>`;
  }
  const r = rng(11);
  let eq = '';
  for (let i = 0; i < 40; i++) {
    const a = 0.2 + 0.8 * Math.abs(Math.sin(t * 5 + i * 0.55) * Math.cos(t * 1.9 + i * 0.23)) * (0.5 + r() * 0.5);
    eq += rect(40 + i * 30, 720 - a * 120, 16, a * 120, i % 9 === 4 ? C.coral : C.mint, 6, 'opacity=".55"');
  }
  const enter = easeOut(prog(t, 0, 1.2));
  const tilt = Math.sin(t * 0.9) * 5;
  const bob = Math.sin(t * 1.4) * 8;
  return svgDoc(W, H, d + hp.defs,
    b + rings + eq +
      `<g transform="translate(640 ${f(370 + bob + (1 - enter) * 60)}) rotate(${f(tilt)}) scale(${f(0.72 + enter * 0.06)}) translate(-800 -500)" opacity="${f(enter)}">${hp.body}</g>` +
      star(1090, 150, 22 + 6 * Math.sin(t * 3), C.coral) + star(200, 170, 14 + 4 * Math.cos(t * 2.5), C.gold));
}

/** Behind the scenes of the Gearbox Audio shoot: the headphones on a stand under a softbox, seen through the viewfinder. */
function clipGearboxShoot(t: number): string {
  const [d, b] = bg(t, C.ink, C.plum, [C.gold, C.indigo], 'gs');
  const hp = headphones();
  const pan = t * 18;
  const glow = 'sbGlow';
  const scene =
    `<path d="M-40 470Q640 ${f(430 + Math.sin(t * 0.8) * 6)} 1320 470V720H-40z" fill="${C.sand}" opacity=".14"/>` +
    `<g transform="translate(${f(-pan)} 0)">` +
    `<circle cx="260" cy="160" r="240" fill="url(#${glow})"/>` +
    `<g transform="translate(260 150) rotate(-18)">${rect(-110, -70, 220, 140, C.sand, 10, 'opacity=".92"')}${rect(-8, 70, 16, 420, C.ink3)}</g>` +
    rect(700, 360, 14, 260, C.ink3, 4) + rect(640, 610, 134, 18, C.ink3, 8) +
    `<g transform="translate(707 300) scale(.5) translate(-800 -500)">${hp.body}</g>` +
    `<g transform="translate(1080 250)">${rect(-60, -90, 120, 180, C.ink2, 14, 'filter="url(#shadowSoft)"')}<circle r="34" fill="${C.ink3}"/><circle r="20" fill="${C.coral}" opacity="${f(0.6 + 0.4 * Math.sin(t * 6))}"/></g>` +
    `</g>`;
  return svgDoc(W, H, d + hp.defs + radial(glow, C.gold, 0.55), b + scene + viewfinder(t));
}

/** Linear mix of two #RRGGBB colours. */
function mix(a: string, b: string, p: number): string {
  const ch = (c: string, i: number): number => parseInt(c.slice(1 + i * 2, 3 + i * 2), 16);
  return `#${[0, 1, 2].map((i) => Math.round(ch(a, i) + (ch(b, i) - ch(a, i)) * p).toString(16).padStart(2, '0')).join('')}`;
}

/** The Dune House at dusk: the sun sets behind the dunes, the hotel's arched windows light up one by one, stars come out. */
function clipDuneHouseDusk(t: number): string {
  const p = prog(t, 0, 5);
  const defs =
    lin('duskSky', mix('#FFB36B', C.plum, p), mix(C.peach, '#E0684A', p), 180) +
    radial('duskSun', C.gold, 0.8);
  const sunY = 250 + easeInOut(p) * 270;
  const r = rng(21);
  let stars = '';
  for (let i = 0; i < 46; i++) {
    const x = r() * W;
    const y = r() * 330;
    const on = prog(t, 2.2 + r() * 2, 3.6 + r() * 1.4);
    stars += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(1.2 + r() * 1.8)}" fill="#fff" opacity="${f(on * 0.9)}"/>`;
  }
  const dune = (base: number, amp: number, len: number, shift: number, fill: string): string => {
    let d = `M-20 720V${f(base)}`;
    for (let x = -20; x <= W + 20; x += 40) d += `L${x} ${f(base - amp * Math.sin((x + shift) / len))}`;
    return `<path d="${d}L${W + 20} 720z" fill="${fill}"/>`;
  };
  const arches = Array.from({ length: 6 }, (_, i) => {
    const lit = prog(t, 1.4 + i * 0.45, 1.9 + i * 0.45);
    const x = 372 + i * 70;
    return `<path d="M${x} 470V440a22 22 0 0 1 44 0V470z" fill="${mix('#5B3A52', C.gold, lit)}"/>`;
  }).join('');
  const hotel =
    rect(340, 400, 460, 125, mix(C.sandDeep, '#7A4E5E', p), 6) + rect(330, 392, 480, 14, mix(C.sand, '#8C5E6A', p), 4) +
    `<path d="M520 392V360a50 50 0 0 1 100 0V392z" fill="${mix(C.sandDeep, '#7A4E5E', p)}"/>` + arches;
  const palm = (x: number, y: number, s: number): string =>
    `<g transform="translate(${x} ${y}) scale(${s})" fill="${mix('#6B4A3A', '#2A1630', p)}"><path d="M-4 0Q4-60 0-120h6Q12-60 6 0z"/>` +
    [-86, -54, -26, 30, 58, 88].map((dx) => `<path d="M3-120Q${f(dx * 0.5)} ${f(-150 + Math.abs(dx) * 0.1)} ${dx} ${f(-96 + Math.abs(dx) * 0.2)}Q${f(dx * 0.5)} -128 3-114z"/>`).join('') +
    `</g>`;
  return svgDoc(W, H, defs,
    `<rect width="${W}" height="${H}" fill="url(#duskSky)"/>` + stars +
      `<circle cx="900" cy="${f(sunY)}" r="260" fill="url(#duskSun)"/><circle cx="900" cy="${f(sunY)}" r="70" fill="${mix(C.gold, C.coral, p)}"/>` +
      dune(530, 26, 160, 200 + t * 6, mix('#E8A877', '#8A4A5E', p)) +
      hotel + palm(300, 524, 0.9) + palm(840, 522, 0.75) +
      dune(600, 30, 120, t * 14, mix('#D98A5C', '#5E2F4E', p)) +
      dune(660, 24, 90, 400 + t * 26, mix('#C2703F', '#3A1D3C', p)));
}

export interface Clip {
  name: string;
  seconds: number;
  frame: (t: number) => string;
  kbps: number;
  webm?: boolean;
  poster: number;
}

export const CLIPS: readonly Clip[] = [
  { name: 'showreel', seconds: 10, frame: showreelFrame, kbps: 420, webm: true, poster: 9.9 },
  { name: 'v01', seconds: 5, frame: clipTestimonial, kbps: 380, poster: 2.5 },
  { name: 'v02', seconds: 5, frame: clipProduction, kbps: 380, poster: 2.5 },
  { name: 'v03', seconds: 5, frame: clipMotion, kbps: 380, poster: 1.2 },
  { name: 'v04', seconds: 5, frame: clipSocial, kbps: 380, poster: 2.0 },
  { name: 'gearbox-film', seconds: 5, frame: clipGearboxFilm, kbps: 380, poster: 2.4 },
  { name: 'gearbox-shoot', seconds: 5, frame: clipGearboxShoot, kbps: 380, poster: 2.5 },
  { name: 'dune-house-dusk', seconds: 5, frame: clipDuneHouseDusk, kbps: 380, poster: 3.6 },
];
