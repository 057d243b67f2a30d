/** Blog post covers (1600×900), service illustrations (1200×900) and case-study covers (1200×800). */
import {
  C, THEMES, type Theme, appScreen, backdrop, bars, between, bigType, browser, card, confetti, donut, f, g, grain, lin, lines, phone, pill, rect, rng, spark, star, svgDoc, text,
} from '../lib/art.js';
import { dashboard } from './projects.js';

type Scene = (seed: number) => string;

function frame(w: number, h: number, t: Theme, seed: number, defs: string, body: string, o: { rings?: boolean; grain?: number; grid?: boolean } = {}): string {
  const r = rng(seed);
  const [bd, bb] = backdrop(w, h, t, r, { rings: o.rings, grid: o.grid });
  return svgDoc(w, h, bd + defs, bb + body + grain(w, h, o.grain ?? 0.14));
}

const P = (t: Theme, seed: number, defs: string, body: string, o?: { rings?: boolean; grid?: boolean }): string => frame(1600, 900, t, seed, defs, body, o);

/* ---------------- shared motifs ---------------- */

const arrowUp = (x: number, y: number, s: number, c: string): string =>
  `<path d="M${x} ${y + s}L${x + s} ${y}M${x + s * 0.35} ${y}H${x + s}V${y + s * 0.65}" fill="none" stroke="${c}" stroke-width="${f(s * 0.16)}" stroke-linecap="round" stroke-linejoin="round"/>`;

const pin = (x: number, y: number, c: string, s = 1): string =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 0c-34-40-48-60-48-84a48 48 0 0 1 96 0c0 24-14 44-48 84z" fill="${c}" filter="url(#shadowSoft)"/><circle cy="-84" r="18" fill="#fff"/></g>`;

const searchBar = (x: number, y: number, w: number, q: string, fg = C.ink): string =>
  g(rect(0, 0, w, 96, C.white, 48, 'filter="url(#shadow)"') + `<circle cx="56" cy="46" r="18" fill="none" stroke="${C.indigo}" stroke-width="6"/><path d="M69 59l14 14" stroke="${C.indigo}" stroke-width="6" stroke-linecap="round"/>` + text(q, 104, 58, 30, fg, { font: 'IN', weight: 500 }) + rect(108 + q.length * 15.2, 30, 3, 36, C.coral), `translate(${x} ${y})`);

const code = (x: number, y: number, r: () => number, rows: number, palette: string[], scale = 1): string => {
  let out = '';
  for (let i = 0; i < rows; i++) {
    let cx = x + (i % 5 === 0 ? 0 : (1 + Math.floor(r() * 3)) * 28 * scale);
    const n = 1 + Math.floor(r() * 4);
    for (let k = 0; k < n; k++) {
      const w = (30 + r() * 120) * scale;
      out += rect(cx, y + i * 34 * scale, w, 14 * scale, palette[Math.floor(r() * palette.length)], 7 * scale);
      cx += w + 14 * scale;
    }
  }
  return out;
};

/* ---------------- posts ---------------- */

const b01: Scene = (s) => {
  const t = THEMES.night;
  const r = rng(s);
  const layers = [4, 6, 6, 3];
  const pts = layers.map((n, li) => Array.from({ length: n }, (_, i) => [180 + li * 300, 450 + (i - (n - 1) / 2) * 120] as const));
  let net = '';
  for (let li = 0; li < pts.length - 1; li++) for (const a of pts[li]) for (const b of pts[li + 1]) net += `<path d="M${a[0]} ${a[1]}L${b[0]} ${b[1]}" stroke="${r() > 0.8 ? C.coral : C.iris}" stroke-opacity="${r() > 0.8 ? 0.7 : 0.18}" stroke-width="2"/>`;
  pts.flat().forEach(([x, y], i) => (net += `<circle cx="${x}" cy="${y}" r="16" fill="${i % 5 === 0 ? C.coral : C.ink2}" stroke="${C.iris}" stroke-width="3"/>`));
  const chip = g(
    [0, 1, 2, 3, 4].map((i) => rect(-150, -110 + i * 55, 300, 10, C.iris, 5, 'opacity=".5"') + rect(-110 + i * 55, -150, 10, 300, C.iris, 5, 'opacity=".5"')).join('') +
      rect(-120, -120, 240, 240, `url(#chipG)`, 36, 'filter="url(#shadow)"') + rect(-120, -120, 240, 240, 'url(#glass)', 36, 'opacity=".4"') + star(0, 0, 70, C.white, 0.2),
    'translate(1220 380)');
  const body =
    bigType('AI', 1580, 880, 640, C.white, { anchor: 'end', opacity: 0.06 }) + net + chip +
    g(rect(0, 0, 560, 92, C.white, 46, 'filter="url(#shadow)"') + text('Summarise this brief…', 48, 58, 28, C.ink, { font: 'IN', opacity: 0.7 }) + `<circle cx="512" cy="46" r="30" fill="${C.indigo}"/>` + arrowUp(498, 32, 28, C.white), 'translate(940 640)') +
    star(1480, 140, 30, C.mint) + star(1420, 200, 14, C.coral) + pill(120, 110, 'Applied AI', C.mint, C.ink, 22);
  return P(t, s, lin('chipG', C.indigo, C.coral, 135), body, { rings: true });
};

const b02: Scene = (s) => {
  const t = THEMES.paper;
  const tile = (x: number, y: number, w: number, h: number, inner: string): string => card(x, y, w, h, C.white, inner, { rx: 24 });
  const sw = [C.ink, C.indigo, C.coral, C.mint, C.sand, C.gold];
  const body =
    bigType('Aa', 1600, 860, 700, C.indigo, { anchor: 'end', opacity: 0.07, outline: false }) +
    tile(120, 120, 520, 300, text('Aa', 40, 200, 170, C.ink, { weight: 700, spacing: -6 }) + text('Display / 72', 330, 90, 22, C.ink, { font: 'IN', opacity: 0.55 }) + lines(330, 130, [140, 110, 150], 10, 16, C.ink, 0.2)) +
    tile(680, 120, 380, 300, sw.map((c, i) => rect(40 + (i % 3) * 104, 40 + Math.floor(i / 3) * 120, 88, 88, c, 20) + rect(40 + (i % 3) * 104, 138 + Math.floor(i / 3) * 120, 60, 8, C.ink, 4, 'opacity=".25"')).join('')) +
    tile(1100, 120, 380, 140, rect(40, 42, 170, 56, C.indigo, 28) + text('Primary', 125, 78, 20, C.white, { anchor: 'middle', weight: 600 }) + rect(230, 42, 110, 56, 'none', 28, `stroke="${C.ink}" stroke-width="2"`) + text('Ghost', 285, 78, 20, C.ink, { anchor: 'middle' })) +
    tile(1100, 290, 380, 130, rect(40, 40, 100, 50, C.mint, 25) + `<circle cx="115" cy="65" r="19" fill="#fff"/>` + rect(170, 40, 100, 50, '#E3E1EC', 25) + `<circle cx="195" cy="65" r="19" fill="#fff"/>` + `<rect x="300" y="40" width="50" height="50" rx="10" fill="${C.coral}"/><path d="M312 66l10 10 18-20" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round"/>`) +
    tile(120, 460, 700, 320, rect(40, 40, 620, 70, '#F3F2F7', 16) + rect(64, 66, 200, 18, C.ink, 9, 'opacity=".3"') + rect(40, 140, 300, 140, C.sand, 18) + rect(360, 140, 300, 140, C.indigo, 18) + `<circle cx="190" cy="210" r="40" fill="${C.coral}"/>` + lines(400, 180, [200, 140], 14, 16, C.white, 0.8)) +
    tile(860, 460, 620, 320, [0, 4, 8, 16, 24, 999].map((rad, i) => rect(40 + i * 95, 60, 76, 76, 'none', Math.min(rad, 38), `stroke="${C.indigo}" stroke-width="4"`) + text(rad === 999 ? 'full' : String(rad), 78 + i * 95, 170, 18, C.ink, { anchor: 'middle', font: 'IN', opacity: 0.55 })).join('') + [4, 8, 16, 24, 32, 48].map((sp, i) => rect(40 + i * 95, 220, sp * 1.4, 40, C.coral, 4, 'opacity=".85"')).join('')) +
    pill(1230, 50, 'v3.2 tokens', C.ink, C.white, 20, { dot: C.mint });
  return P(t, s, '', body);
};

const b03: Scene = (s) => {
  const t = THEMES.sand;
  const cx = 560;
  const cy = 450;
  const guides =
    `<circle cx="${cx}" cy="${cy}" r="300" fill="none" stroke="${C.indigo}" stroke-opacity=".35" stroke-width="2"/>` +
    `<circle cx="${cx}" cy="${cy}" r="185" fill="none" stroke="${C.indigo}" stroke-opacity=".35" stroke-width="2"/>` +
    `<circle cx="${cx - 115}" cy="${cy}" r="115" fill="none" stroke="${C.coral}" stroke-opacity=".5" stroke-width="2" stroke-dasharray="8 8"/>` +
    `<circle cx="${cx + 115}" cy="${cy}" r="115" fill="none" stroke="${C.coral}" stroke-opacity=".5" stroke-width="2" stroke-dasharray="8 8"/>` +
    `<path d="M${cx - 420} ${cy}H${cx + 420}M${cx} ${cy - 380}V${cy + 380}M${cx - 300} ${cy - 300}L${cx + 300} ${cy + 300}M${cx - 300} ${cy + 300}L${cx + 300} ${cy - 300}" stroke="${C.ink}" stroke-opacity=".18" stroke-width="2"/>` +
    [[cx, cy - 300], [cx + 300, cy], [cx, cy + 300], [cx - 300, cy]].map(([x, y]) => rect(x - 8, y - 8, 16, 16, C.white, 2, `stroke="${C.indigo}" stroke-width="3"`)).join('');
  const bizCard = rect(0, 0, 420, 250, C.ink, 16, 'filter="url(#shadow)"') + star(70, 70, 34, C.coral) + text('North & Co.', 30, 200, 30, C.white, { weight: 700 }) + rect(30, 216, 140, 8, C.white, 4, 'opacity=".3"');
  const body =
    guides + star(cx, cy, 240, `url(#brandG)`, 0.2, 'filter="url(#shadow)"') +
    g(bizCard, 'translate(1030 140) rotate(6)') +
    g(rect(0, 0, 420, 250, C.coral, 16, 'filter="url(#shadow)"') + star(210, 125, 70, C.sand), 'translate(1080 450) rotate(-4)') +
    [C.ink, C.indigo, C.coral, C.mint, C.sand].map((c, i) => rect(1040 + i * 84, 760, 70, 90, c, 12, `filter="url(#shadowSoft)"${c === C.sand ? ` stroke="${C.sandDeep}"` : ''}`)).join('') +
    pill(100, 90, 'Logo construction', C.white, C.ink, 20, { dot: C.coral });
  return P(t, s, lin('brandG', C.indigo, C.coral, 135), body);
};

const b04: Scene = (s) => {
  const t = THEMES.indigo;
  const funnel = [0, 1, 2, 3].map((i) => {
    const top = 520 - i * 110;
    const bot = 520 - (i + 1) * 110 + 20;
    return `<path d="M${-top / 2} ${i * 120}H${top / 2}L${bot / 2} ${i * 120 + 100}H${-bot / 2}z" fill="${[C.iris, C.white, C.coral, C.lime][i]}" opacity="${[0.9, 0.95, 1, 1][i]}" filter="url(#shadowSoft)"/>`;
  }).join('');
  const body =
    bigType('ROAS', 1590, 880, 330, C.white, { anchor: 'end', opacity: 0.08 }) +
    g(funnel, 'translate(420 220)') +
    text('Reach', 720, 280, 22, C.white, { font: 'IN', opacity: 0.8 }) + text('Clicks', 680, 400, 22, C.white, { font: 'IN', opacity: 0.8 }) + text('Leads', 640, 520, 22, C.white, { font: 'IN', opacity: 0.8 }) + text('Sales', 600, 640, 22, C.white, { font: 'IN', opacity: 0.8 }) +
    card(880, 170, 600, 440, C.white, text('Return on ad spend', 40, 64, 26, C.ink, { weight: 700 }) + bars(40, 110, 520, 260, [0.18, 0.24, 0.3, 0.42, 0.5, 0.66, 0.8, 1], C.indigo, { highlight: 7, hi: C.coral, rx: 8 }) + rect(40, 392, 520, 2, C.ink, 0, 'opacity=".1"'), { rx: 28, shadow: 'hard' }) +
    g(`<circle r="70" fill="${C.lime}" filter="url(#shadow)"/>` + arrowUp(-28, -28, 56, C.ink), 'translate(1450 180)') +
    pill(900, 670, 'CPA trending down', C.ink, C.white, 22, { dot: C.mint });
  return P(t, s, '', body, { rings: true });
};

const b05: Scene = (s) => {
  const t = THEMES.paper;
  const res = [0, 1, 2, 3].map((i) => card(200, 300 + i * 130, 760, 110, i === 0 ? C.ink : C.white, text(`#${i + 1}`, 36, 68, 34, i === 0 ? C.lime : C.indigo, { weight: 700 }) + rect(120, 34, [360, 300, 330, 280][i], 16, i === 0 ? C.white : C.ink, 8, 'opacity=".8"') + rect(120, 62, [500, 440, 480, 400][i], 10, i === 0 ? C.white : C.ink, 5, 'opacity=".3"'), { rx: 22 })).join('');
  const body =
    bigType('SEO', 1590, 860, 440, C.indigo, { anchor: 'end', opacity: 0.07 }) +
    searchBar(200, 150, 760, 'best agency near me') + res +
    card(1040, 200, 440, 520, C.indigo, text('Organic traffic', 36, 60, 24, C.white, { weight: 700 }) + spark(36, 120, 368, 300, [0.05, 0.1, 0.12, 0.2, 0.28, 0.45, 0.62, 0.9], C.lime, { area: C.lime, dots: true, width: 6 }) + lines(36, 460, [200, 120], 12, 14, C.white, 0.35), { rx: 28, shadow: 'hard' }) +
    g(`<circle r="56" fill="${C.coral}" filter="url(#shadow)"/>` + arrowUp(-22, -22, 44, C.white), 'translate(1460 210)');
  return P(t, s, '', body);
};

const b06: Scene = (s) => {
  const t = THEMES.night;
  const r = rng(s);
  const camera =
    rect(0, 60, 460, 300, C.ink2, 40, 'filter="url(#shadow)"') + rect(40, 20, 150, 60, C.ink3, 16) + rect(340, 100, 80, 40, C.coral, 12) +
    `<circle cx="230" cy="210" r="125" fill="${C.ink3}"/><circle cx="230" cy="210" r="95" fill="url(#lensG)"/><circle cx="230" cy="210" r="48" fill="${C.ink}"/><circle cx="200" cy="180" r="18" fill="#fff" opacity=".5"/>` +
    `<path d="M460 150l140-70v260l-140-70z" fill="${C.ink3}"/>`;
  const clap =
    `<g transform="rotate(-14)"><rect y="-52" width="320" height="50" fill="${C.white}"/>${[0, 1, 2, 3, 4].map((i) => `<path d="M${i * 70} -52l40 0-30 50-40 0z" fill="${C.ink}"/>`).join('')}</g>` +
    rect(0, 0, 320, 220, C.ink, 10) + rect(0, 0, 320, 50, C.white) + [0, 1, 2, 3, 4].map((i) => `<path d="M${i * 70} 0l40 0-30 50-40 0z" fill="${C.ink}"/>`).join('') + lines(24, 80, [180, 120, 200], 14, 22, C.white, 0.6);
  const tracks = [0, 1, 2].map((k) => {
    let x = 120;
    let out = '';
    while (x < 1480) {
      const w = between(r, 80, 260);
      out += rect(x, 700 + k * 50, Math.min(w, 1480 - x), 38, [C.indigo, C.coral, C.mint][k], 8, `opacity="${between(r, 0.6, 1).toFixed(2)}"`);
      x += w + 8;
    }
    return out;
  }).join('');
  const body =
    bigType('ACTION', 1590, 330, 300, C.white, { anchor: 'end', opacity: 0.07 }) +
    g(camera, 'translate(190 170)') + g(clap, 'translate(1050 300) rotate(6)') +
    rect(100, 680, 1400, 180, C.ink2, 20, 'opacity=".9"') + tracks + rect(900, 670, 4, 200, C.white) + `<path d="M890 662h24l-12 14z" fill="${C.white}"/>` +
    pill(1200, 140, '● REC 00:42:18', C.coral, C.white, 20);
  return P(t, s, `<radialGradient id="lensG"><stop offset="0" stop-color="${C.indigo}"/><stop offset=".7" stop-color="${C.indigoDeep}"/><stop offset="1" stop-color="${C.mint}"/></radialGradient>`, body, { rings: false });
};

const b07: Scene = (s) => {
  const t = THEMES.peach;
  const feed =
    rect(0, 0, 390, 844, C.white) + `<circle cx="50" cy="90" r="24" fill="${C.coral}"/>` + rect(86, 78, 120, 12, C.ink, 6, 'opacity=".8"') + rect(86, 98, 70, 9, C.ink, 5, 'opacity=".35"') +
    rect(0, 130, 390, 390, 'url(#feedG)') + `<circle cx="195" cy="325" r="90" fill="${C.sand}" opacity=".9"/>` + star(195, 325, 60, C.coral) +
    `<path d="M40 560c-14-14-14-30 0-36 8-3 14 2 16 6 2-4 8-9 16-6 14 6 14 22 0 36l-16 14z" fill="${C.coral}"/>` + `<circle cx="120" cy="560" r="16" fill="none" stroke="${C.ink}" stroke-width="4"/>` +
    lines(28, 610, [300, 220, 260], 12, 14, C.ink, 0.35);
  const bubble = (x: number, y: number, c: string, icon: string, label: string): string =>
    g(rect(0, 0, 200, 84, c, 42, 'filter="url(#shadow)"') + icon + text(label, 88, 54, 28, c === C.white ? C.ink : C.white, { weight: 700 }), `translate(${x} ${y})`);
  const heart = (c: string): string => `<path d="M44 60c-20-18-22-34-10-40 8-3 10 2 10 4 0-2 4-7 12-4 12 6 10 22-10 40z" transform="translate(-4 -4) scale(1.1)" fill="${c}"/>`;
  const body =
    bigType('#social', 800, 860, 300, C.coral, { anchor: 'middle', opacity: 0.12 }) +
    phone(620, 70, 360, feed, { rotate: -4 }) +
    bubble(300, 220, C.coral, heart(C.white), '12.4k') +
    bubble(1080, 300, C.white, `<path d="M30 30h44v30H46l-12 10V60h-4z" fill="${C.indigo}"/>`, '864') +
    bubble(250, 560, C.indigo, `<path d="M28 44l20 -18v10c22 0 30 12 30 30-6-10-14-14-30-14v10z" fill="${C.white}"/>`, '2.1k') +
    bubble(1120, 600, C.ink, `<circle cx="44" cy="42" r="18" fill="${C.mint}"/>`, '+3.2k') +
    confetti(1600, 900, rng(s), 16, [C.coral, C.indigo, C.mint], 14);
  return P(t, s, lin('feedG', C.indigo, C.mint, 135), body);
};

const b08: Scene = (s) => {
  const t = THEMES.sand;
  const lanes = [0, 1, 2].map((i) => rect(120, 300 + i * 130, 1360, 100, '#fff', 20, 'opacity=".55"')).join('');
  const ms = [
    [150, 0, 300, C.indigo, 'Discovery'], [480, 0, 260, C.coral, 'Prototype'], [770, 0, 380, C.ink, 'Beta'],
    [260, 1, 360, C.mint, 'Research'], [650, 1, 300, C.gold, 'Pricing'], [990, 1, 420, C.indigo, 'Launch'],
    [150, 2, 220, C.coral, 'KPIs'], [400, 2, 460, C.ink, 'Growth loops'], [900, 2, 300, C.mint, 'Scale'],
  ] as const;
  const sticky = (x: number, y: number, c: string, rot: number): string => g(rect(0, 0, 170, 170, c, 6, 'filter="url(#shadowSoft)"') + lines(22, 40, [110, 126, 80], 10, 16, C.ink, 0.35), `translate(${x} ${y}) rotate(${rot})`);
  const body =
    bigType('ROADMAP', 800, 230, 220, C.ink, { anchor: 'middle', opacity: 0.09 }) + lanes +
    ms.map(([x, lane, w, c, label]) => g(rect(0, 0, w, 64, c, 32, 'filter="url(#shadowSoft)"') + text(label, 28, 41, 24, c === C.gold || c === C.mint ? C.ink : C.white, { weight: 600 }), `translate(${x} ${318 + lane * 130})`)).join('') +
    rect(1040, 270, 4, 420, C.coral) + `<circle cx="1042" cy="270" r="12" fill="${C.coral}"/>` + pill(1060, 220, 'Today', C.coral, C.white, 18) +
    sticky(150, 720, C.gold, -4) + sticky(340, 730, C.mintSoft, 3) + sticky(530, 715, C.coralSoft, -2) +
    pill(120, 120, 'Quarterly roadmap', C.ink, C.white, 20, { dot: C.lime });
  return P(t, s, '', body);
};

const b09: Scene = (s) => {
  const t = THEMES.mint;
  const r = rng(s);
  let scatter = '';
  for (let i = 0; i < 60; i++) {
    const x = between(r, 0, 1);
    const y = Math.min(1, Math.max(0, x * 0.8 + between(r, -0.2, 0.2)));
    scatter += `<circle cx="${f(40 + x * 540)}" cy="${f(380 - y * 300)}" r="${f(between(r, 5, 12))}" fill="${r() > 0.8 ? C.coral : C.mint}" opacity=".8"/>`;
  }
  const body =
    bigType('DATA', 1590, 880, 380, C.white, { anchor: 'end', opacity: 0.06 }) +
    card(120, 140, 640, 440, C.ink2, text('Cohort value', 40, 60, 24, C.white, { weight: 700 }) + scatter + `<path d="M40 380L580 120" stroke="${C.white}" stroke-dasharray="8 8" stroke-width="2" opacity=".5"/>`, { rx: 28, shadow: 'hard', stroke: 'rgba(255,255,255,.08)' }) +
    card(800, 140, 680, 300, C.white, text('Weekly active', 40, 60, 24, C.ink, { weight: 700 }) + spark(40, 100, 600, 160, [0.3, 0.45, 0.4, 0.6, 0.55, 0.75, 0.7, 0.92], C.indigo, { area: C.indigo, dots: true, width: 5 }), { rx: 28, shadow: 'hard' }) +
    card(800, 480, 320, 300, C.ink2, donut(160, 150, 90, 30, [[0.42, C.mint], [0.3, C.indigo], [0.16, C.coral]]), { rx: 28, shadow: 'hard', stroke: 'rgba(255,255,255,.08)' }) +
    card(1160, 480, 320, 300, C.mint, text('98.2%', 36, 130, 72, C.ink, { weight: 700 }) + text('data freshness', 36, 176, 20, C.ink, { font: 'IN', opacity: 0.7 }) + bars(36, 210, 248, 60, [0.4, 0.7, 0.5, 0.9, 0.6, 1], C.ink, { rx: 4 }), { rx: 28, shadow: 'hard' }) +
    card(120, 620, 640, 160, C.ink2, [0, 1, 2].map((i) => rect(40, 36 + i * 36, 560, 1, C.white, 0, 'opacity=".1"') + rect(40, 48 + i * 36, 140, 10, C.white, 5, 'opacity=".5"') + rect(420, 48 + i * 36, 60, 10, C.mint, 5) + rect(500, 48 + i * 36, 100, 10, C.white, 5, 'opacity=".3"')).join(''), { rx: 28, stroke: 'rgba(255,255,255,.08)' });
  return P(t, s, '', body);
};

const b10: Scene = (s) => {
  const t = THEMES.plum;
  const house =
    `<path d="M0 260L260 40L520 260V560H0z" fill="${C.sand}" filter="url(#shadow)"/><path d="M-30 270L260 20L550 270" fill="none" stroke="${C.coral}" stroke-width="36" stroke-linejoin="round" stroke-linecap="round"/>` +
    rect(200, 380, 120, 180, C.indigo, 8) + rect(60, 320, 100, 100, C.mint, 8) + rect(360, 320, 100, 100, C.mint, 8) + rect(380, 60, 60, 120, C.ink, 4);
  const adScreen = appScreen({ bg: C.ink, fg: C.white, accent: C.coral, title: 'Open house', hero: rect(24, 140, 342, 300, C.indigo, 28) + `<path d="M90 380L195 290L300 380V430H90z" fill="${C.sand}"/>` + rect(175, 380, 40, 50, C.coral, 4) });
  const body =
    bigType('SOLD', 1590, 260, 300, C.white, { anchor: 'end', opacity: 0.08 }) +
    g(house, 'translate(200 250)') +
    phone(920, 110, 310, adScreen, { rotate: 6 }) +
    pin(1340, 520, C.coral, 1.3) +
    card(1180, 620, 330, 170, C.white, text('Qualified leads', 28, 50, 22, C.ink, { weight: 700 }) + spark(28, 70, 274, 80, [0.1, 0.2, 0.25, 0.5, 0.7, 1], C.coral, { width: 5, dots: true }), { rx: 22, shadow: 'hard' }) +
    pill(130, 110, 'Virtual tour · 3D', C.white, C.ink, 20, { dot: C.mint }) +
    rect(0, 812, 1600, 90, C.ink, 0, 'opacity=".35"');
  return P(t, s, '', body, { rings: true });
};

export const POSTS: Scene[] = [b01, b02, b03, b04, b05, b06, b07, b08, b09, b10];

/* ---------------- services (1200×900) ---------------- */

const S = (t: Theme, seed: number, defs: string, body: string, o?: { rings?: boolean }): string => frame(1200, 900, t, seed, defs, body, o);

const development: Scene = (s) => {
  const t = THEMES.night;
  const r = rng(s);
  const editor =
    rect(0, 0, 1440, 900, C.ink) + rect(0, 0, 70, 900, C.ink2) + Array.from({ length: 20 }, (_, i) => rect(24, 40 + i * 40, 24, 10, C.white, 5, 'opacity=".15"')).join('') +
    code(110, 40, r, 20, [C.iris, C.coral, C.mint, C.white, C.gold, 'rgba(255,255,255,.3)'], 1.2);
  const term = rect(0, 0, 460, 250, '#050814', 20, 'filter="url(#shadow)"') + text('$ npm run deploy', 30, 60, 22, C.mint, { font: 'IN', weight: 500 }) + text('✓ built in 2.1s', 30, 100, 22, C.white, { font: 'IN', opacity: 0.7 }) + text('✓ 214 tests passed', 30, 140, 22, C.white, { font: 'IN', opacity: 0.7 }) + text('→ live', 30, 180, 22, C.coral, { font: 'IN', weight: 600 }) + rect(110, 163, 12, 24, C.white);
  const body =
    bigType('</>', 1190, 880, 420, C.iris, { anchor: 'end', opacity: 0.1 }) +
    browser(90, 130, 820, editor, { dark: true, rotate: -3 }) +
    g(term, 'translate(650 560) rotate(2)') +
    g(`<circle r="80" fill="${C.coral}" filter="url(#shadow)"/>` + text('{ }', 0, 22, 60, C.white, { anchor: 'middle', weight: 700 }), 'translate(1020 180)') +
    pill(90, 60, 'Web · Mobile · AI', C.mint, C.ink, 20);
  return S(t, s, '', body, { rings: true });
};

const design: Scene = (s) => {
  const t = THEMES.peach;
  const curve = 'M180 640C320 240 620 220 760 420S1020 620 1080 260';
  const handle = (x: number, y: number, hx: number, hy: number): string => `<path d="M${x} ${y}L${hx} ${hy}" stroke="${C.indigo}" stroke-width="2"/><circle cx="${hx}" cy="${hy}" r="9" fill="#fff" stroke="${C.indigo}" stroke-width="3"/>` + rect(x - 11, y - 11, 22, 22, C.indigo, 3);
  const body =
    bigType('Aa', 1180, 880, 520, C.coral, { anchor: 'end', opacity: 0.1, outline: false }) +
    card(140, 130, 420, 300, C.white, rect(24, 24, 372, 180, C.indigo, 16) + `<circle cx="210" cy="114" r="60" fill="${C.coral}"/>` + lines(24, 228, [220, 160], 14, 14, C.ink, 0.4), { rx: 24, rotate: -6 }) +
    card(640, 470, 380, 280, C.ink, text('Aa', 36, 170, 140, C.white, { weight: 700 }) + lines(230, 80, [110, 80, 100], 10, 16, C.white, 0.35) + rect(36, 212, 300, 40, C.coral, 20), { rx: 24, rotate: 4, shadow: 'hard' }) +
    `<path d="${curve}" fill="none" stroke="${C.ink}" stroke-width="8" stroke-linecap="round"/>` +
    handle(180, 640, 260, 480) + handle(760, 420, 660, 300) + handle(1080, 260, 1040, 400) +
    g(`<path d="M0 0L60 150L30 140L0 220L-30 140L-60 150Z" fill="${C.ink}" filter="url(#shadowSoft)"/><circle cy="110" r="10" fill="${C.coral}"/>`, 'translate(760 420) rotate(-150)') +
    [C.ink, C.indigo, C.coral, C.mint, C.gold].map((c, i) => `<circle cx="${170 + i * 72}" cy="790" r="30" fill="${c}" stroke="#fff" stroke-width="5" filter="url(#shadowSoft)"/>`).join('');
  return S(t, s, '', body);
};

const marketing: Scene = (s) => {
  const t = THEMES.indigo;
  const target = [140, 105, 70, 36].map((rr, i) => `<circle r="${rr}" fill="${i % 2 ? C.white : C.coral}"/>`).join('');
  const body =
    bigType('GROW', 1190, 880, 330, C.white, { anchor: 'end', opacity: 0.08 }) +
    card(110, 190, 620, 480, C.white, text('Growth', 40, 64, 28, C.ink, { weight: 700 }) + spark(40, 120, 540, 280, [0.1, 0.18, 0.16, 0.3, 0.42, 0.4, 0.65, 0.95], C.indigo, { area: C.indigo, width: 6, dots: true }) + lines(40, 430, [180, 120], 10, 12, C.ink, 0.3), { rx: 28, shadow: 'hard' }) +
    g(target + `<path d="M0 0L160 -120" stroke="${C.ink}" stroke-width="10" stroke-linecap="round"/><path d="M160 -120l10 -40 30 10-10 40z" fill="${C.lime}"/>`, 'translate(880 340)') +
    g(`<path d="M0 40L180 -40V200L0 120z" fill="${C.lime}" filter="url(#shadow)"/>` + rect(-50, 40, 60, 80, C.ink, 10), 'translate(800 640) rotate(-14)') +
    pill(110, 90, 'Strategy · Content · Growth', C.lime, C.ink, 20);
  return S(t, s, '', body, { rings: true });
};

const advertising: Scene = (s) => {
  const t = THEMES.coral;
  const body =
    bigType('ADS', 1190, 300, 300, C.white, { anchor: 'end', opacity: 0.14 }) +
    rect(330, 560, 26, 340, C.ink) + rect(840, 560, 26, 340, C.ink) +
    g(rect(0, 0, 860, 460, C.ink, 14, 'filter="url(#shadow)"') + rect(24, 24, 812, 412, 'url(#adG)', 6) + `<circle cx="640" cy="150" r="150" fill="${C.gold}" opacity=".9"/>` + text('Bold brands', 60, 250, 84, C.white, { weight: 700, spacing: -3 }) + text('move faster.', 60, 340, 84, C.lime, { weight: 700, spacing: -3 }) + rect(60, 370, 200, 12, C.white, 6, 'opacity=".5"'), 'translate(170 170) rotate(-2)') +
    g(`<circle r="70" fill="${C.white}" filter="url(#shadow)"/><path d="M-18 -30L32 0L-18 30z" fill="${C.coral}"/>`, 'translate(1000 640)') +
    pill(130, 80, 'OOH · Digital · Video', C.ink, C.white, 20, { dot: C.lime });
  return S(t, s, lin('adG', C.indigo, C.plum, 135), body);
};

export const SERVICES: Record<string, Scene> = { development, design, marketing, advertising };

/* ---------------- case studies (1200×800) ---------------- */

const K = (t: Theme, seed: number, defs: string, body: string, o?: { rings?: boolean }): string => frame(1200, 800, t, seed, defs, body, o);

const statCard = (x: number, y: number, label: string, values: number[], c: string, kind: 'bars' | 'line' | 'down', dark = false): string =>
  card(x, y, 340, 220, dark ? C.ink2 : C.white,
    text(label, 28, 48, 22, dark ? C.white : C.ink, { weight: 700 }) +
      (kind === 'bars' ? bars(28, 80, 284, 110, values, c, { highlight: values.length - 1, hi: C.coral, rx: 6 }) : spark(28, 80, 284, 110, kind === 'down' ? values.map((v) => 1 - v) : values, c, { area: c, width: 5, dots: true })),
    { rx: 24, shadow: 'hard', stroke: dark ? 'rgba(255,255,255,.08)' : undefined });

const UP = [0.1, 0.16, 0.2, 0.34, 0.45, 0.62, 0.8, 1];

const c01: Scene = (s) =>
  K(THEMES.night, s, '', bigType('ROAS', 1190, 780, 300, C.white, { anchor: 'end', opacity: 0.07 }) +
    phone(140, 90, 280, appScreen({ bg: C.sand, fg: C.ink, accent: C.coralSoft, title: 'Lumen', hero: rect(24, 140, 342, 300, C.coralSoft, 28) + `<rect x="150" y="180" width="90" height="220" rx="22" fill="${C.coral}"/><rect x="168" y="150" width="54" height="40" rx="10" fill="${C.ink}"/>` })) +
    statCard(520, 140, 'Return on ad spend', UP, C.indigo, 'bars') + statCard(640, 420, 'Revenue', UP, C.mint, 'line', true) + pill(520, 70, 'Clean beauty · Paid social', C.mint, C.ink, 18), { rings: true });

const c02: Scene = (s) =>
  K(THEMES.sand, s, '', bigType('CPA', 1190, 780, 340, C.indigo, { anchor: 'end', opacity: 0.08 }) +
    browser(90, 150, 640, dashboard(false, C.indigo, C.coral, s)) +
    statCard(760, 110, 'Cost per acquisition', [0.1, 0.2, 0.3, 0.35, 0.5, 0.6, 0.7, 0.85], C.coral, 'down') + statCard(780, 420, 'Conversions', UP, C.indigo, 'bars'), {});

const c03: Scene = (s) =>
  K(THEMES.indigo, s, '', bigType('LEADS', 1190, 780, 260, C.white, { anchor: 'end', opacity: 0.08 }) +
    card(120, 130, 420, 540, C.white, text('Drive with us', 36, 70, 28, C.ink, { weight: 700 }) + [0, 1, 2].map((i) => rect(36, 120 + i * 90, 348, 64, '#F3F2F7', 14) + rect(56, 146 + i * 90, 120, 12, C.ink, 6, 'opacity=".3"')).join('') + rect(36, 420, 348, 70, C.coral, 35) + text('Apply now', 210, 464, 24, C.white, { anchor: 'middle', weight: 600 }), { rx: 28, shadow: 'hard', rotate: -3 }) +
    statCard(650, 150, 'Qualified leads', UP, C.indigo, 'line') + statCard(700, 440, 'Pipeline', UP, C.lime, 'bars', true), { rings: true });

const c04: Scene = (s) => {
  const rings = [1, 2, 3, 4, 5, 6].map((i) => `<circle cx="420" cy="420" r="${i * 70}" fill="none" stroke="${C.coral}" stroke-opacity="${0.5 - i * 0.07}" stroke-width="3"/>`).join('');
  const r = rng(s);
  const avatars = Array.from({ length: 12 }, (_, i) => {
    const a = (i / 12) * Math.PI * 2;
    const rr = 140 + (i % 3) * 70;
    return `<circle cx="${f(420 + Math.cos(a) * rr)}" cy="${f(420 + Math.sin(a) * rr)}" r="${f(between(r, 12, 22))}" fill="${pick3(i)}"/>`;
  }).join('');
  return K(THEMES.plum, s, '', bigType('REACH', 1190, 780, 250, C.white, { anchor: 'end', opacity: 0.07 }) + rings + avatars +
    phone(330, 230, 180, appScreen({ bg: C.white, fg: C.ink, accent: C.indigo }), { rotate: -6 }) +
    statCard(760, 130, 'Impressions', UP, C.coral, 'line') + pill(760, 420, 'TikTok · Reels · Shorts', C.white, C.ink, 18, { dot: C.coral }) + statCard(760, 500, 'Engagement', [0.3, 0.5, 0.4, 0.7, 0.6, 0.9], C.mint, 'bars', true));
};
const pick3 = (i: number): string => [C.coral, C.mint, C.iris, C.gold][i % 4];

const c05: Scene = (s) =>
  K(THEMES.coral, s, '', bigType('20', 1190, 780, 520, C.white, { anchor: 'end', opacity: 0.12 }) +
    card(100, 140, 560, 520, C.white, text('Campaign performance', 36, 64, 26, C.ink, { weight: 700 }) + bars(36, 110, 488, 320, [0.08, 0.12, 0.2, 0.3, 0.44, 0.6, 0.78, 1], C.indigo, { highlight: 7, hi: C.coral, rx: 8 }) + lines(36, 460, [200, 140], 10, 12, C.ink, 0.3), { rx: 28, shadow: 'hard' }) +
    statCard(720, 200, 'Spend efficiency', UP, C.mint, 'line', true) + pill(720, 470, 'Q1 · Meta + Google', C.ink, C.white, 18, { dot: C.lime }));

const c06: Scene = (s) =>
  K(THEMES.paper, s, '', bigType('SEO', 1190, 780, 340, C.indigo, { anchor: 'end', opacity: 0.07 }) +
    searchBar(100, 110, 640, 'invoice software for smes') +
    [0, 1, 2].map((i) => card(100, 250 + i * 110, 640, 90, i === 0 ? C.indigo : C.white, text(`#${i + 1}`, 28, 56, 30, i ? C.indigo : C.lime, { weight: 700 }) + rect(100, 30, 300, 14, i ? C.ink : C.white, 7, 'opacity=".7"') + rect(100, 54, 420, 9, i ? C.ink : C.white, 5, 'opacity=".3"'), { rx: 20 })).join('') +
    statCard(790, 200, 'Organic sessions', [0.02, 0.05, 0.08, 0.14, 0.22, 0.4, 0.66, 1], C.indigo, 'line') + statCard(790, 460, 'Keywords top 3', UP, C.mint, 'bars'));

const c07: Scene = (s) => {
  const r = rng(s);
  let map = '';
  for (let i = 0; i < 10; i++) map += `<path d="M${i * 140 - 100} 0L${i * 140 + 200} 800" stroke="#fff" stroke-opacity=".07" stroke-width="${i % 3 ? 4 : 12}"/>`;
  for (let i = 0; i < 7; i++) map += `<path d="M0 ${i * 130}L1200 ${i * 130 - 200}" stroke="#fff" stroke-opacity=".07" stroke-width="${i % 3 ? 4 : 12}"/>`;
  const pins = Array.from({ length: 9 }, () => pin(Math.round(between(r, 120, 640)), Math.round(between(r, 200, 720)), pick3(Math.floor(r() * 4)), between(r, 0.5, 0.8))).join('');
  return K(THEMES.mint, s, '', map + bigType('76', 1190, 780, 520, C.white, { anchor: 'end', opacity: 0.06 }) + pins +
    statCard(760, 120, 'Lead volume', [0.02, 0.04, 0.06, 0.1, 0.2, 0.4, 0.7, 1], C.mint, 'bars', true) + statCard(760, 400, 'Cost per lead', [0.1, 0.25, 0.35, 0.5, 0.62, 0.8], C.coral, 'down') + pill(100, 80, 'Real estate · Lead gen', C.white, C.ink, 18, { dot: C.mint }));
};

const c08: Scene = (s) =>
  K(THEMES.peach, s, '', bigType('CVR', 1190, 780, 330, C.coral, { anchor: 'end', opacity: 0.1 }) +
    phone(150, 80, 290, rect(0, 0, 390, 844, C.white) + text('Checkout', 28, 100, 32, C.ink, { weight: 700 }) + [0, 1].map((i) => rect(24, 140 + i * 120, 342, 100, C.sand, 18) + rect(40, 156 + i * 120, 68, 68, [C.coral, C.indigo][i], 14) + rect(128, 170 + i * 120, 140, 12, C.ink, 6, 'opacity=".7"') + rect(128, 194 + i * 120, 70, 10, C.ink, 5, 'opacity=".35"')).join('') + lines(24, 420, [342, 342, 342], 2, 40, C.ink, 0.12) + rect(24, 700, 342, 76, C.ink, 24) + text('Pay now', 195, 748, 24, C.white, { anchor: 'middle', weight: 600 })) +
    g(`<circle r="54" fill="${C.mint}" filter="url(#shadow)"/><path d="M-22 0l14 16 30-32" fill="none" stroke="${C.ink}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>`, 'translate(470 210)') +
    statCard(620, 130, 'Conversion rate', UP, C.indigo, 'line') + statCard(660, 420, 'Orders', UP, C.coral, 'bars'));

export const CASES: Scene[] = [c01, c02, c03, c04, c05, c06, c07, c08];

