/**
 * A tiny SVG art kit shared by the image and video generators: palette, seeded randomness, gradient backdrops,
 * grain, device mockups drawn as shapes, UI blocks and typographic elements.
 * Everything is deterministic: the same seed always yields the same picture.
 */

export const C = {
  ink: '#0B1020',
  ink2: '#151B33',
  ink3: '#222A4A',
  indigo: '#4F46E5',
  indigoDeep: '#1E1B4B',
  iris: '#B4B2FF',
  coral: '#FF5A36',
  coralSoft: '#FFB199',
  peach: '#FFD8C7',
  sand: '#F4EDE4',
  sandDeep: '#E6D6C2',
  mint: '#2DD4BF',
  mintDeep: '#0F766E',
  mintSoft: '#B9F3EA',
  lime: '#C8F560',
  white: '#FFFFFF',
  plum: '#3A1D5C',
  gold: '#F5B94A',
} as const;

export type Rng = () => number;

export function rng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(r: Rng, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
export const between = (r: Rng, a: number, b: number): number => a + (b - a) * r();
export const f = (n: number): string => (Math.round(n * 10) / 10).toString();

let uid = 0;
export const id = (p = 'g'): string => `${p}${++uid}`;

export interface Theme {
  /** Backdrop gradient, top-left → bottom-right. */
  bg: [string, string];
  /** Soft light orbs. */
  orbs: string[];
  /** Main foreground / ink colour on this backdrop. */
  fg: string;
  accent: string;
  accent2: string;
  dark: boolean;
}

export const THEMES = {
  night: { bg: [C.ink, C.indigoDeep], orbs: [C.indigo, C.coral, C.mint], fg: C.white, accent: C.coral, accent2: C.mint, dark: true },
  indigo: { bg: [C.indigo, C.indigoDeep], orbs: [C.iris, C.coral, C.mint], fg: C.white, accent: C.lime, accent2: C.coral, dark: true },
  sand: { bg: [C.sand, C.sandDeep], orbs: [C.coralSoft, C.iris, C.mintSoft], fg: C.ink, accent: C.coral, accent2: C.indigo, dark: false },
  coral: { bg: [C.coral, '#C7361C'], orbs: [C.gold, C.peach, C.indigo], fg: C.white, accent: C.ink, accent2: C.sand, dark: true },
  mint: { bg: ['#0E3B3A', C.ink], orbs: [C.mint, C.indigo, C.lime], fg: C.white, accent: C.mint, accent2: C.coral, dark: true },
  peach: { bg: [C.peach, C.sand], orbs: [C.coral, C.coralSoft, C.iris], fg: C.ink, accent: C.coral, accent2: C.indigo, dark: false },
  plum: { bg: [C.plum, C.ink], orbs: [C.coral, C.indigo, C.iris], fg: C.white, accent: C.coral, accent2: C.iris, dark: true },
  paper: { bg: ['#FAFAF7', C.sand], orbs: [C.iris, C.mintSoft, C.coralSoft], fg: C.ink, accent: C.indigo, accent2: C.coral, dark: false },
} satisfies Record<string, Theme>;

/* ---------- document ---------- */

export function svgDoc(w: number, h: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${STD_DEFS}${defs}</defs>${body}</svg>`;
}

const STD_DEFS = `
<filter id="shadow" x="-30%" y="-30%" width="160%" height="170%"><feDropShadow dx="0" dy="24" stdDeviation="28" flood-color="#0B1020" flood-opacity=".35"/></filter>
<filter id="shadowSoft" x="-30%" y="-30%" width="160%" height="170%"><feDropShadow dx="0" dy="12" stdDeviation="16" flood-color="#0B1020" flood-opacity=".22"/></filter>
<filter id="blur40" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="40"/></filter>
<filter id="blur12" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="12"/></filter>
<filter id="grain" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB"><feTurbulence type="fractalNoise" baseFrequency=".7" numOctaves="2" seed="7" stitchTiles="stitch"/><feColorMatrix type="saturate" values="0"/><feComponentTransfer><feFuncR type="linear" slope="3.2" intercept="-1.1"/><feFuncG type="linear" slope="3.2" intercept="-1.1"/><feFuncB type="linear" slope="3.2" intercept="-1.1"/><feFuncA type="discrete" tableValues="1"/></feComponentTransfer></filter>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".38"/><stop offset="1" stop-color="#fff" stop-opacity=".08"/></linearGradient>
<linearGradient id="sheen" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset=".5" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
`;

/* ---------- backdrop ---------- */

export function lin(gid: string, a: string, b: string, angle = 135, extra = ''): string {
  const rad = ((angle - 90) * Math.PI) / 180;
  const x = Math.cos(rad) / 2;
  const y = Math.sin(rad) / 2;
  return `<linearGradient id="${gid}" x1="${f(0.5 - x)}" y1="${f(0.5 - y)}" x2="${f(0.5 + x)}" y2="${f(0.5 + y)}"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/>${extra}</linearGradient>`;
}

export function radial(gid: string, c: string, opacity = 0.9): string {
  return `<radialGradient id="${gid}"><stop offset="0" stop-color="${c}" stop-opacity="${opacity}"/><stop offset=".45" stop-color="${c}" stop-opacity="${opacity * 0.45}"/><stop offset="1" stop-color="${c}" stop-opacity="0"/></radialGradient>`;
}

/** Gradient backdrop with soft orbs, a faint grid and concentric rings. Returns [defs, body]. */
export function backdrop(w: number, h: number, t: Theme, r: Rng, opts: { grid?: boolean; rings?: boolean } = {}): [string, string] {
  const bgId = id('bg');
  let defs = lin(bgId, t.bg[0], t.bg[1], between(r, 110, 160));
  let body = `<rect width="${w}" height="${h}" fill="url(#${bgId})"/>`;
  t.orbs.forEach((c, i) => {
    const oid = id('orb');
    defs += radial(oid, c, t.dark ? 0.75 : 0.85);
    const rad = between(r, 0.35, 0.6) * Math.max(w, h);
    const cx = [between(r, 0.65, 1.0), between(r, 0.0, 0.35), between(r, 0.3, 0.8)][i % 3] * w;
    const cy = [between(r, -0.1, 0.3), between(r, 0.7, 1.1), between(r, 0.3, 0.8)][i % 3] * h;
    body += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rad)}" fill="url(#${oid})" opacity="${i === 2 ? 0.55 : 0.9}"/>`;
  });
  if (opts.grid !== false) {
    const step = Math.round(Math.max(w, h) / 16);
    const pid = id('grid');
    defs += `<pattern id="${pid}" width="${step}" height="${step}" patternUnits="userSpaceOnUse"><path d="M${step} 0H0V${step}" fill="none" stroke="${t.fg}" stroke-opacity="${t.dark ? 0.06 : 0.07}" stroke-width="1"/></pattern>`;
    const mid = id('m');
    defs += `<radialGradient id="${mid}g" cx=".5" cy=".5" r=".6"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient><mask id="${mid}"><rect width="${w}" height="${h}" fill="url(#${mid}g)"/></mask>`;
    body += `<rect width="${w}" height="${h}" fill="url(#${pid})" mask="url(#${mid})"/>`;
  }
  if (opts.rings) {
    const cx = between(r, 0.55, 0.85) * w;
    const cy = between(r, 0.3, 0.7) * h;
    for (let i = 1; i <= 5; i++) {
      body += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(i * h * 0.17)}" fill="none" stroke="${t.fg}" stroke-opacity="${f(0.11 - i * 0.015)}" stroke-width="1.5"/>`;
    }
  }
  return [defs, body];
}

/** Film grain over everything. */
export function grain(w: number, h: number, amount = 0.1): string {
  return `<rect width="${w}" height="${h}" filter="url(#grain)" opacity="${amount}" style="mix-blend-mode:overlay"/>`;
}

/** Huge cropped outline/solid word used as a typographic backdrop element. */
export function bigType(text: string, x: number, y: number, size: number, color: string, opts: { outline?: boolean; opacity?: number; anchor?: string; rotate?: number; weight?: number; spacing?: number } = {}): string {
  const { outline = true, opacity = 0.18, anchor = 'start', rotate = 0, weight = 700, spacing = -0.04 } = opts;
  const paint = outline ? `fill="none" stroke="${color}" stroke-width="${f(Math.max(1.5, size / 160))}"` : `fill="${color}"`;
  return `<text x="${f(x)}" y="${f(y)}" font-size="${f(size)}" font-weight="${weight}" letter-spacing="${f(size * spacing)}" text-anchor="${anchor}" ${paint} opacity="${opacity}" transform="rotate(${rotate} ${f(x)} ${f(y)})">${esc(text)}</text>`;
}

export function text(s: string, x: number, y: number, size: number, fill: string, o: { weight?: number; anchor?: string; font?: 'SG' | 'IN'; spacing?: number; opacity?: number } = {}): string {
  const { weight = 600, anchor = 'start', font = 'SG', spacing = 0, opacity = 1 } = o;
  return `<text x="${f(x)}" y="${f(y)}" font-family="${font}" font-size="${f(size)}" font-weight="${weight}" text-anchor="${anchor}" letter-spacing="${f(spacing)}" fill="${fill}"${opacity < 1 ? ` opacity="${opacity}"` : ''}>${esc(s)}</text>`;
}

export const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/* ---------- shapes & devices ---------- */

export function rect(x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = ''): string {
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(rx)}" fill="${fill}" ${extra}/>`;
}

export function g(body: string, transform = '', extra = ''): string {
  return `<g${transform ? ` transform="${transform}"` : ''}${extra ? ` ${extra}` : ''}>${body}</g>`;
}

/** A phone drawn as shapes. `screen` is drawn in a 390×844 coordinate space. */
export function phone(x: number, y: number, w: number, screen: string, o: { rotate?: number; frame?: string; bg?: string; shadow?: boolean } = {}): string {
  const { rotate = 0, frame = C.ink, bg = C.white, shadow = true } = o;
  const h = w * 2.08;
  const b = w * 0.045;
  const clip = id('ph');
  const sw = w - 2 * b;
  const sh = h - 2 * b;
  return g(
    `<clipPath id="${clip}"><rect x="${f(b)}" y="${f(b)}" width="${f(sw)}" height="${f(sh)}" rx="${f(w * 0.12)}"/></clipPath>` +
      rect(0, 0, w, h, frame, w * 0.155, shadow ? 'filter="url(#shadow)"' : '') +
      rect(0.8, 0.8, w - 1.6, h - 1.6, 'none', w * 0.155, `stroke="#fff" stroke-opacity=".18" stroke-width="1.5"`) +
      `<g clip-path="url(#${clip})">${rect(b, b, sw, sh, bg)}<svg x="${f(b)}" y="${f(b)}" width="${f(sw)}" height="${f(sh)}" viewBox="0 0 390 844" preserveAspectRatio="xMidYMid slice">${screen}</svg></g>` +
      rect(w / 2 - w * 0.14, b + w * 0.035, w * 0.28, w * 0.075, frame, w * 0.04),
    `translate(${f(x)} ${f(y)}) rotate(${rotate} ${f(w / 2)} ${f(h / 2)})`,
  );
}

/** A browser window; `content` is drawn in a 1440×900 coordinate space. */
export function browser(x: number, y: number, w: number, content: string, o: { rotate?: number; chrome?: string; bg?: string; dark?: boolean } = {}): string {
  const { rotate = 0, dark = false } = o;
  const chrome = o.chrome ?? (dark ? C.ink2 : '#ECE7E0');
  const bg = o.bg ?? (dark ? C.ink : C.white);
  const bar = w * 0.045;
  const h = bar + (w * 900) / 1440;
  const clip = id('br');
  const dot = (i: number, c: string): string => `<circle cx="${f(bar * (0.7 + i * 0.45))}" cy="${f(bar / 2)}" r="${f(bar * 0.14)}" fill="${c}"/>`;
  return g(
    `<clipPath id="${clip}"><rect width="${f(w)}" height="${f(h)}" rx="${f(w * 0.014)}"/></clipPath>` +
      rect(0, 0, w, h, bg, w * 0.014, 'filter="url(#shadow)"') +
      `<g clip-path="url(#${clip})">` +
      rect(0, 0, w, bar, chrome) +
      dot(0, C.coral) + dot(1, C.gold) + dot(2, C.mint) +
      rect(w * 0.3, bar * 0.22, w * 0.4, bar * 0.56, dark ? C.ink3 : '#fff', bar * 0.28, 'opacity=".9"') +
      `<svg x="0" y="${f(bar)}" width="${f(w)}" height="${f(h - bar)}" viewBox="0 0 1440 900" preserveAspectRatio="xMidYMid slice">${content}</svg></g>`,
    `translate(${f(x)} ${f(y)}) rotate(${rotate} ${f(w / 2)} ${f(h / 2)})`,
  );
}

/** A laptop: screen (browser-less) with a base. `content` in 1440×900 space. */
export function laptop(x: number, y: number, w: number, content: string, o: { bg?: string; frame?: string } = {}): string {
  const { bg = C.white, frame = C.ink } = o;
  const b = w * 0.025;
  const sh = ((w - 2 * b) * 900) / 1440;
  const h = sh + 2 * b;
  const clip = id('lp');
  return g(
    `<clipPath id="${clip}"><rect x="${f(b)}" y="${f(b)}" width="${f(w - 2 * b)}" height="${f(sh)}" rx="4"/></clipPath>` +
      rect(0, 0, w, h, frame, w * 0.022, 'filter="url(#shadow)"') +
      `<g clip-path="url(#${clip})">${rect(b, b, w - 2 * b, sh, bg)}<svg x="${f(b)}" y="${f(b)}" width="${f(w - 2 * b)}" height="${f(sh)}" viewBox="0 0 1440 900">${content}</svg></g>` +
      `<path d="M${f(-w * 0.08)} ${f(h)}H${f(w * 1.08)}l${f(-w * 0.03)} ${f(w * 0.035)}H${f(-w * 0.05)}z" fill="#C9CCD6"/>` +
      rect(w * 0.42, h, w * 0.16, w * 0.01, '#9AA0B2', w * 0.005),
    `translate(${f(x)} ${f(y)})`,
  );
}

/** A floating glassy card with optional shadow. */
export function card(x: number, y: number, w: number, h: number, fill: string, inner = '', o: { rx?: number; rotate?: number; shadow?: 'hard' | 'soft' | 'none'; stroke?: string } = {}): string {
  const { rx = Math.min(w, h) * 0.12, rotate = 0, shadow = 'soft', stroke } = o;
  const filt = shadow === 'none' ? '' : `filter="url(#${shadow === 'hard' ? 'shadow' : 'shadowSoft'})"`;
  return g(
    rect(0, 0, w, h, fill, rx, filt) + (stroke ? rect(0.75, 0.75, w - 1.5, h - 1.5, 'none', rx, `stroke="${stroke}" stroke-width="1.5"`) : '') + inner,
    `translate(${f(x)} ${f(y)}) rotate(${rotate} ${f(w / 2)} ${f(h / 2)})`,
  );
}

/** A pill with a label. */
export function pill(x: number, y: number, label: string, fill: string, color: string, size = 22, o: { dot?: string } = {}): string {
  const w = label.length * size * 0.58 + size * 1.6 + (o.dot ? size * 0.9 : 0);
  const h = size * 2;
  return g(
    rect(0, 0, w, h, fill, h / 2, 'filter="url(#shadowSoft)"') +
      (o.dot ? `<circle cx="${f(size * 1.05)}" cy="${f(h / 2)}" r="${f(size * 0.3)}" fill="${o.dot}"/>` : '') +
      text(label, o.dot ? size * 1.7 : size * 0.8, h / 2 + size * 0.36, size, color, { font: 'IN', weight: 600 }),
    `translate(${f(x)} ${f(y)})`,
  );
}

/** Rows of skeleton text lines. */
export function lines(x: number, y: number, widths: number[], h: number, gap: number, fill: string, opacity = 1): string {
  return widths.map((w, i) => rect(x, y + i * (h + gap), w, h, fill, h / 2, opacity < 1 ? `opacity="${opacity}"` : '')).join('');
}

/** A bar chart inside a box. */
export function bars(x: number, y: number, w: number, h: number, values: number[], fill: string, o: { gap?: number; highlight?: number; hi?: string; rx?: number } = {}): string {
  const { gap = 0.35, highlight = -1, hi = fill, rx = 4 } = o;
  const bw = w / (values.length * (1 + gap) - gap);
  return values.map((v, i) => rect(x + i * bw * (1 + gap), y + h - v * h, bw, v * h, i === highlight ? hi : fill, Math.min(rx, bw / 2))).join('');
}

/** A smooth line (and optional area) chart through values in [0,1]. */
export function spark(x: number, y: number, w: number, h: number, values: number[], stroke: string, o: { width?: number; area?: string; dots?: boolean } = {}): string {
  const pts = values.map((v, i) => [x + (i / (values.length - 1)) * w, y + h - v * h] as const);
  let d = `M${f(pts[0][0])} ${f(pts[0][1])}`;
  for (let i = 1; i < pts.length; i++) {
    const [x0, y0] = pts[i - 1];
    const [x1, y1] = pts[i];
    const mx = (x0 + x1) / 2;
    d += `C${f(mx)} ${f(y0)} ${f(mx)} ${f(y1)} ${f(x1)} ${f(y1)}`;
  }
  let out = '';
  if (o.area) {
    const aid = id('area');
    out += `<defs><linearGradient id="${aid}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${o.area}" stop-opacity=".45"/><stop offset="1" stop-color="${o.area}" stop-opacity="0"/></linearGradient></defs>`;
    out += `<path d="${d}V${f(y + h)}H${f(x)}z" fill="url(#${aid})"/>`;
  }
  out += `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${o.width ?? 4}" stroke-linecap="round"/>`;
  if (o.dots) {
    const [lx, ly] = pts[pts.length - 1];
    out += `<circle cx="${f(lx)}" cy="${f(ly)}" r="${(o.width ?? 4) * 2.2}" fill="${stroke}"/><circle cx="${f(lx)}" cy="${f(ly)}" r="${(o.width ?? 4) * 4.5}" fill="${stroke}" opacity=".2"/>`;
  }
  return out;
}

/** Donut chart segment set. */
export function donut(cx: number, cy: number, r: number, width: number, parts: Array<[number, string]>, track = 'rgba(255,255,255,.12)'): string {
  const circ = 2 * Math.PI * r;
  let acc = 0;
  let out = `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="none" stroke="${track}" stroke-width="${f(width)}"/>`;
  for (const [v, c] of parts) {
    out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="none" stroke="${c}" stroke-width="${f(width)}" stroke-dasharray="${f(v * circ)} ${f(circ)}" stroke-dashoffset="${f(-acc * circ)}" transform="rotate(-90 ${f(cx)} ${f(cy)})" stroke-linecap="round"/>`;
    acc += v;
  }
  return out;
}

/** Four-point north star. */
export function star(cx: number, cy: number, r: number, fill: string, inner = 0.22, extra = ''): string {
  const k = r * inner;
  return `<path d="M${f(cx)} ${f(cy - r)}L${f(cx + k)} ${f(cy - k)}L${f(cx + r)} ${f(cy)}L${f(cx + k)} ${f(cy + k)}L${f(cx)} ${f(cy + r)}L${f(cx - k)} ${f(cy + k)}L${f(cx - r)} ${f(cy)}L${f(cx - k)} ${f(cy - k)}Z" fill="${fill}" ${extra}/>`;
}

/** Scattered small geometric confetti: circles, squares, plus signs. */
export function confetti(w: number, h: number, r: Rng, n: number, colors: string[], size = 14): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    const x = between(r, 0.03, 0.97) * w;
    const y = between(r, 0.05, 0.95) * h;
    const c = pick(r, colors);
    const s = size * between(r, 0.6, 1.4);
    const k = Math.floor(r() * 3);
    if (k === 0) out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s / 2)}" fill="${c}"/>`;
    else if (k === 1) out += `<rect x="${f(x)}" y="${f(y)}" width="${f(s)}" height="${f(s)}" fill="none" stroke="${c}" stroke-width="2.5" transform="rotate(${f(between(r, 0, 90))} ${f(x + s / 2)} ${f(y + s / 2)})"/>`;
    else out += `<path d="M${f(x - s / 2)} ${f(y)}h${f(s)}M${f(x)} ${f(y - s / 2)}v${f(s)}" stroke="${c}" stroke-width="3" stroke-linecap="round"/>`;
  }
  return out;
}

/** Generic app screen (phone, 390×844) with header, hero block and list. */
export function appScreen(o: { bg: string; fg: string; accent: string; hero?: string; title?: string; muted?: string }): string {
  const muted = o.muted ?? (o.fg === C.white ? 'rgba(255,255,255,.35)' : 'rgba(11,16,32,.18)');
  return (
    rect(0, 0, 390, 844, o.bg) +
    rect(24, 70, 44, 44, muted, 22) +
    (o.title ? text(o.title, 84, 101, 26, o.fg, { weight: 700 }) : rect(84, 84, 140, 16, muted, 8)) +
    (o.hero ?? rect(24, 140, 342, 300, o.accent, 28)) +
    lines(24, 470, [260, 180], 18, 14, o.fg, 0.85) +
    [0, 1, 2].map((i) => rect(24, 560 + i * 86, 342, 70, muted, 18) + rect(36, 572 + i * 86, 46, 46, o.accent, 12, 'opacity=".85"') + rect(96, 582 + i * 86, 150, 12, o.fg, 6, 'opacity=".7"') + rect(96, 604 + i * 86, 90, 10, o.fg, 5, 'opacity=".35"')).join('') +
    rect(24, 790, 342, 0.1, 'none')
  );
}
