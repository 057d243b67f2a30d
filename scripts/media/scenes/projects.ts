/** Portfolio project pictures, 1600×1000: one cover per project, in the order the site lists projects, and a few more for the sculpted pages. */
import {
  C, THEMES, type Theme, appScreen, backdrop, bars, between, bigType, browser, card, confetti, donut, f, g, grain, id, lin, lines, phone, pill, rect, rng, spark, star, svgDoc, text,
} from '../lib/art.js';

export const W = 1600;
export const H = 1000;

type Scene = (seed: number) => string;

function frame(t: Theme, seed: number, defs: string, body: string, o: { rings?: boolean; grain?: number } = {}): string {
  const r = rng(seed);
  const [bd, bb] = backdrop(W, H, t, r, { rings: o.rings });
  return svgDoc(W, H, bd + defs, bb + body + grain(W, H, o.grain ?? 0.14));
}

/** Vertical cylinder with lighting: a bottle, jar or cup. */
function cylinder(x: number, y: number, w: number, h: number, base: string, dark: string, rx = 18): string {
  const gid = id('cyl');
  return (
    `<defs><linearGradient id="${gid}" x1="0" x2="1"><stop offset="0" stop-color="${dark}"/><stop offset=".35" stop-color="${base}"/><stop offset=".55" stop-color="${base}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>` +
    rect(x, y, w, h, `url(#${gid})`, rx, 'filter="url(#shadow)"') +
    rect(x + w * 0.16, y + h * 0.06, w * 0.07, h * 0.8, '#fff', w * 0.035, 'opacity=".35"')
  );
}

const p01: Scene = (s) => {
  const t = THEMES.peach;
  const body =
    bigType('glow', -30, 980, 520, C.coral, { opacity: 0.16 }) +
    `<path d="M300 1000V420a260 260 0 0 1 520 0V1000z" fill="${C.coralSoft}" opacity=".7"/>` +
    `<circle cx="1260" cy="210" r="120" fill="${C.gold}" opacity=".55"/>` +
    // dropper bottle
    cylinder(420, 430, 170, 420, '#F7C4AE', '#D9876A', 30) +
    rect(445, 360, 120, 80, C.ink, 14) +
    rect(478, 250, 54, 120, C.ink, 27) +
    rect(450, 600, 110, 150, C.sand, 10, 'opacity=".92"') +
    text('LUMEN', 505, 660, 22, C.ink, { anchor: 'middle', weight: 700, spacing: 3 }) +
    text('Serum 02', 505, 700, 16, C.ink, { anchor: 'middle', font: 'IN', weight: 500, opacity: 0.7 }) +
    // jar
    cylinder(610, 690, 230, 160, C.sand, '#CDBBA4', 26) +
    rect(600, 650, 250, 70, C.coral, 18, 'filter="url(#shadowSoft)"') +
    text('LUMEN', 725, 790, 20, C.ink, { anchor: 'middle', weight: 700, spacing: 3 }) +
    // pebbles
    `<ellipse cx="360" cy="880" rx="90" ry="34" fill="${C.sandDeep}"/><ellipse cx="900" cy="880" rx="60" ry="24" fill="${C.coralSoft}"/>` +
    phone(1090, 180, 330, appScreen({ bg: C.sand, fg: C.ink, accent: C.coralSoft, title: 'Lumen', hero: rect(24, 140, 342, 300, C.coralSoft, 28) + `<rect x="150" y="180" width="90" height="220" rx="22" fill="${C.coral}"/><rect x="168" y="150" width="54" height="40" rx="10" fill="${C.ink}"/>` }), { rotate: 6 }) +
    pill(930, 150, 'Clean formula', C.white, C.ink, 20, { dot: C.mint }) +
    pill(940, 860, '★ 4.9 · 2,140 reviews', C.ink, C.white, 20);
  return frame(t, s, '', body);
};

const p02: Scene = (s) => {
  const t = THEMES.plum;
  const look = (x: number, y: number, bg: string, coat: string, rot: number): string =>
    card(x, y, 300, 470, bg, `<path d="M0 470V150a150 150 0 0 1 300 0V470z" fill="#fff" opacity=".12"/><circle cx="150" cy="150" r="42" fill="${C.peach}"/><path d="M106 156a44 46 0 0 1 88 0q-44-26-88 0z" fill="${C.ink}"/><path d="M86 470l20-230q44-40 88 0l20 230z" fill="${coat}"/><path d="M150 200v270" stroke="${C.ink}" stroke-opacity=".25" stroke-width="3"/>`, { rotate: rot, rx: 18, shadow: 'hard' });
  const body =
    bigType('ATELIER NOOR', -40, 300, 250, C.coral, { outline: false, opacity: 0.9, spacing: -0.05 }) +
    bigType('FW/26', 1580, 960, 200, C.white, { anchor: 'end', opacity: 0.12 }) +
    `<path d="M200 420q600-90 1200 0" fill="none" stroke="${C.iris}" stroke-width="3" opacity=".6"/>` +
    look(260, 390, C.indigo, C.coral, -5) +
    look(650, 350, C.sand, C.ink, 2) +
    look(1040, 400, C.coral, C.indigoDeep, 6) +
    [0, 1, 2, 3].map((i) => `<circle cx="${170 + i * 70}" cy="920" r="28" fill="${[C.coral, C.sand, C.iris, C.mint][i]}" stroke="${C.ink}" stroke-width="3"/>`).join('') +
    pill(1200, 300, 'Lookbook · 24 looks', C.white, C.ink, 20, { dot: C.coral });
  return frame(t, s, '', body);
};

const p03: Scene = (s) => {
  const t = THEMES.mint;
  const r = rng(s + 1);
  let streets = '';
  for (let i = 0; i < 14; i++) streets += `<path d="M${-200 + i * 140} -100L${200 + i * 140} 1100" stroke="#fff" stroke-opacity=".07" stroke-width="${i % 4 === 0 ? 14 : 5}"/>`;
  for (let i = 0; i < 9; i++) streets += `<path d="M-100 ${i * 130}L1700 ${i * 130 - 260}" stroke="#fff" stroke-opacity=".07" stroke-width="${i % 3 === 0 ? 14 : 5}"/>`;
  const parks = [0, 1, 2].map(() => `<circle cx="${f(between(r, 100, 900))}" cy="${f(between(r, 100, 900))}" r="${f(between(r, 40, 90))}" fill="${C.mint}" opacity=".14"/>`).join('');
  const route = 'M140 860C320 820 300 640 520 610S760 480 820 330S1000 180 1080 160';
  const car = (x: number, y: number, rot: number): string =>
    g(rect(-34, -60, 68, 120, C.coral, 22, 'filter="url(#shadowSoft)"') + rect(-26, -34, 52, 30, C.ink, 8) + rect(-26, 18, 52, 22, C.ink, 8, 'opacity=".8"'), `translate(${x} ${y}) rotate(${rot})`);
  const pin = (x: number, y: number, c: string): string => `<g transform="translate(${x} ${y})"><path d="M0 0c-28-34-40-50-40-70a40 40 0 0 1 80 0c0 20-12 36-40 70z" fill="${c}" filter="url(#shadowSoft)"/><circle cx="0" cy="-70" r="15" fill="#fff"/></g>`;
  const screen =
    rect(0, 0, 390, 844, '#10302F') +
    `<path d="M-20 300L420 120M-20 520L420 340M80 -20L260 860M240 -20L400 700" stroke="#fff" stroke-opacity=".12" stroke-width="10"/>` +
    `<path d="M70 520C120 420 220 440 250 330S300 200 330 160" fill="none" stroke="${C.coral}" stroke-width="8" stroke-linecap="round"/>` +
    `<circle cx="70" cy="520" r="14" fill="${C.mint}"/><circle cx="330" cy="160" r="14" fill="${C.coral}"/>` +
    rect(0, 600, 390, 260, C.white, 32) +
    text('Arriving in 3 min', 28, 660, 28, C.ink, { weight: 700 }) +
    text('SwiftRide Comfort · 4.9 ★', 28, 696, 18, C.ink, { font: 'IN', weight: 500, opacity: 0.6 }) +
    rect(28, 730, 334, 64, C.ink, 20) + text('Track ride', 195, 771, 22, C.white, { anchor: 'middle', weight: 600 });
  const body =
    streets + parks +
    bigType('SWIFTRIDE', 1560, 990, 230, C.mint, { anchor: 'end', opacity: 0.12 }) +
    `<path d="${route}" fill="none" stroke="${C.coral}" stroke-width="26" stroke-opacity=".25" stroke-linecap="round"/>` +
    `<path d="${route}" fill="none" stroke="${C.coral}" stroke-width="8" stroke-dasharray="2 22" stroke-linecap="round"/>` +
    pin(140, 860, C.mint) + pin(1080, 160, C.coral) + car(560, 596, 62) +
    phone(1150, 240, 320, screen, { rotate: -4 }) +
    pill(230, 150, 'ETA 3 min · 1.2 km', C.white, C.ink, 22, { dot: C.mint }) +
    pill(640, 780, 'Fare locked', C.coral, C.white, 20);
  return frame(t, s, '', body, {});
};

const p04: Scene = (s) => {
  const t = THEMES.coral;
  const plate = (cx: number, cy: number, rr: number, food: string): string =>
    `<circle cx="${cx}" cy="${cy + 14}" r="${rr}" fill="#7A1E0C" opacity=".35" filter="url(#blur12)"/><circle cx="${cx}" cy="${cy}" r="${rr}" fill="${C.sand}"/><circle cx="${cx}" cy="${cy}" r="${rr * 0.78}" fill="#fff" opacity=".7"/>${food}`;
  const bowl = (cx: number, cy: number): string =>
    plate(cx, cy, 210,
      `<circle cx="${cx}" cy="${cy}" r="150" fill="${C.mintDeep}"/><circle cx="${cx - 50}" cy="${cy - 40}" r="58" fill="${C.gold}"/><circle cx="${cx + 60}" cy="${cy - 30}" r="48" fill="${C.coral}"/><circle cx="${cx + 20}" cy="${cy + 60}" r="62" fill="${C.mintSoft}"/><circle cx="${cx - 70}" cy="${cy + 50}" r="32" fill="${C.lime}"/>` +
        [0, 1, 2, 3, 4, 5].map((i) => `<circle cx="${cx + Math.cos(i) * 95}" cy="${cy + Math.sin(i * 1.7) * 90}" r="7" fill="${C.ink}" opacity=".6"/>`).join(''));
  const menu =
    rect(0, 0, 360, 470, C.sand, 24, 'filter="url(#shadow)"') +
    text('SAFFRON STREET', 40, 80, 25, C.ink, { weight: 700, spacing: 1.5 }) +
    text('kitchen · since 2014', 40, 112, 17, C.ink, { font: 'IN', opacity: 0.6 }) +
    [0, 1, 2, 3, 4].map((i) => rect(40, 160 + i * 56, [200, 160, 220, 140, 180][i], 14, C.ink, 7, 'opacity=".75"') + rect(280, 160 + i * 56, 40, 14, C.coral, 7) + rect(40, 184 + i * 56, 120, 9, C.ink, 5, 'opacity=".3"')).join('');
  const body =
    bigType('FRESH', 1580, 260, 300, C.white, { anchor: 'end', opacity: 0.16 }) +
    bowl(520, 520) +
    plate(980, 830, 120, `<circle cx="980" cy="830" r="72" fill="#6B3A1F"/><circle cx="980" cy="830" r="56" fill="#8A4B26"/><path d="M952 812q28-22 56 0" fill="none" stroke="${C.sand}" stroke-width="8" stroke-linecap="round" opacity=".8"/>`) +
    `<path d="M820 220l180 420M850 210l180 420" stroke="${C.ink}" stroke-width="12" stroke-linecap="round"/>` +
    g(menu, 'translate(1140 250) rotate(5)') +
    pill(170, 140, 'Order ready · #214', C.white, C.ink, 22, { dot: C.mint }) +
    pill(150, 860, '38 locations', C.ink, C.white, 20);
  return frame(t, s, '', body, { rings: true });
};

export function dashboard(dark = true, accent: string = C.indigo, accent2: string = C.mint, seed = 5): string {
  const r = rng(seed);
  const bg = dark ? C.ink : '#F6F5F2';
  const panel = dark ? C.ink2 : C.white;
  const fg = dark ? C.white : C.ink;
  const vals = Array.from({ length: 10 }, (_, i) => 0.2 + (i / 12) + between(r, -0.1, 0.1));
  return (
    rect(0, 0, 1440, 900, bg) +
    rect(0, 0, 250, 900, panel) +
    `<circle cx="60" cy="60" r="20" fill="${accent}"/>` + rect(92, 50, 110, 20, fg, 10, 'opacity=".8"') +
    [0, 1, 2, 3, 4, 5].map((i) => rect(36, 140 + i * 58, i === 1 ? 180 : 150, 34, i === 1 ? accent : 'none', 10, '') + rect(52, 150 + i * 58, 14, 14, fg, 4, `opacity="${i === 1 ? 1 : 0.4}"`) + rect(80, 151 + i * 58, 96, 12, fg, 6, `opacity="${i === 1 ? 1 : 0.4}"`)).join('') +
    rect(290, 40, 340, 26, fg, 13, 'opacity=".85"') +
    [0, 1, 2, 3].map((i) => rect(290 + i * 280, 110, 260, 140, panel, 18) + rect(314 + i * 280, 136, 90, 12, fg, 6, 'opacity=".45"') + text(['$84.2k', '12,480', '3.6%', '98.9%'][i], 314 + i * 280, 205, 40, fg, { weight: 700 }) + rect(314 + i * 280, 222, 60, 10, i % 2 ? accent2 : accent, 5)).join('') +
    rect(290, 280, 760, 420, panel, 18) + rect(320, 310, 160, 14, fg, 7, 'opacity=".6"') +
    spark(330, 380, 680, 280, vals, accent2, { area: accent2, width: 5, dots: true }) +
    rect(1080, 280, 320, 420, panel, 18) + donut(1240, 450, 100, 32, [[0.46, accent], [0.28, accent2], [0.14, C.coral]], dark ? 'rgba(255,255,255,.08)' : '#EEE') +
    lines(1120, 600, [220, 180, 200], 12, 18, fg, 0.4) +
    rect(290, 730, 1110, 140, panel, 18) +
    bars(330, 760, 1030, 90, Array.from({ length: 24 }, () => between(r, 0.2, 1)), accent, { highlight: 17, hi: C.coral })
  );
}

const p05: Scene = (s) => {
  const t = THEMES.night;
  const body =
    bigType('LEDGERLY', -20, 990, 300, C.iris, { opacity: 0.1 }) +
    browser(180, 150, 1120, dashboard(true, C.indigo, C.mint, s), { dark: true }) +
    card(1140, 590, 330, 190, C.white, text('Pipeline', 28, 50, 22, C.ink, { weight: 700 }) + text('+38%', 28, 120, 56, C.indigo, { weight: 700 }) + spark(180, 70, 120, 70, [0.2, 0.4, 0.3, 0.7, 0.9], C.mint, { width: 5 }) + text('vs. last quarter', 28, 160, 16, C.ink, { font: 'IN', opacity: 0.55 }), { shadow: 'hard', rx: 22 }) +
    pill(110, 90, 'Live · 1,284 workspaces', C.mint, C.ink, 20, { dot: C.ink }) +
    star(1450, 140, 40, C.coral);
  return frame(t, s, '', body, { rings: true });
};

const p06: Scene = (s) => {
  const t = THEMES.sand;
  let awning = '';
  for (let i = 0; i < 10; i++) awning += `<path d="M${300 + i * 100} 260h100v90a50 50 0 0 1-100 0z" fill="${i % 2 ? C.white : C.coral}"/>`;
  const bag = (x: number, y: number, w: number, h: number, c: string, label: string): string =>
    g(`<path d="M${w * 0.3} 20a${w * 0.2} ${w * 0.2} 0 0 1 ${w * 0.4} 0" fill="none" stroke="${C.ink}" stroke-width="8"/>` + rect(0, 20, w, h, c, 10, 'filter="url(#shadow)"') + text(label, w / 2, h * 0.6, w * 0.12, c === C.sand ? C.ink : C.white, { anchor: 'middle', weight: 700, spacing: 2 }), `translate(${x} ${y})`);
  const body =
    bigType('SOUQ HOME', 800, 170, 190, C.ink, { anchor: 'middle', opacity: 0.1 }) +
    rect(260, 250, 1080, 700, C.indigo, 10, 'filter="url(#shadow)"') +
    awning +
    rect(330, 420, 580, 460, '#fff', 6, 'opacity=".9"') +
    rect(330, 420, 580, 460, 'url(#sheen)', 6) +
    // window display
    `<path d="M420 880V640a90 90 0 0 1 180 0V880z" fill="${C.mint}"/><circle cx="720" cy="620" r="70" fill="${C.coral}"/>` + rect(660, 700, 130, 180, C.gold, 12) +
    rect(980, 420, 280, 460, C.indigoDeep, 6) + `<circle cx="1230" cy="660" r="10" fill="${C.gold}"/>` +
    rect(330, 880, 940, 14, C.ink, 4, 'opacity=".4"') +
    bag(110, 660, 220, 270, C.coral, 'SOUQ') + bag(1240, 620, 250, 310, C.sand, 'SOUQ HOME') + bag(1090, 740, 170, 200, C.mint, 'SH') +
    g(rect(0, 0, 150, 80, C.gold, 14, 'filter="url(#shadowSoft)"') + `<circle cx="24" cy="40" r="9" fill="${C.sand}"/>` + text('−30%', 90, 52, 30, C.ink, { anchor: 'middle', weight: 700 }), 'translate(720 300) rotate(-8)') +
    pill(90, 120, 'New season in store', C.ink, C.white, 22, { dot: C.coral });
  return frame(t, s, '', body);
};

const p07: Scene = (s) => {
  const t = THEMES.indigo;
  const shop = (accent: string, hero: string): string =>
    rect(0, 0, 390, 844, C.sand) +
    text('Cartwise', 24, 100, 32, C.ink, { weight: 700 }) + `<circle cx="346" cy="90" r="22" fill="${C.ink}"/>` +
    rect(24, 130, 342, 50, '#fff', 25) +
    rect(24, 210, 342, 250, accent, 28) + `<circle cx="195" cy="335" r="84" fill="${hero}"/>` + rect(150, 300, 90, 110, '#fff', 14, 'opacity=".35"') +
    [0, 1].map((i) => rect(24 + i * 180, 490, 162, 200, '#fff', 22) + `<circle cx="${105 + i * 180}" cy="570" r="50" fill="${i ? C.mint : C.coral}"/>` + rect(44 + i * 180, 640, 90, 12, C.ink, 6, 'opacity=".7"') + rect(44 + i * 180, 662, 50, 10, C.indigo, 5)).join('') +
    rect(24, 730, 342, 70, C.ink, 22) + text('Add to bag', 195, 774, 22, C.white, { anchor: 'middle' });
  const body =
    bigType('SHOP', 800, 700, 560, C.white, { anchor: 'middle', opacity: 0.08 }) +
    phone(300, 170, 300, shop(C.coralSoft, C.coral), { rotate: -10 }) +
    phone(1000, 170, 300, shop(C.mintSoft, C.mintDeep), { rotate: 10 }) +
    phone(640, 110, 330, shop(C.iris, C.indigo)) +
    g(`<circle r="58" fill="${C.lime}" filter="url(#shadow)"/>` + text('3', 0, 18, 50, C.ink, { anchor: 'middle', weight: 700 }), 'translate(960 160)') +
    pill(120, 820, 'Checkout in 2 taps', C.white, C.ink, 22, { dot: C.coral }) +
    pill(1200, 120, '+64% repeat orders', C.lime, C.ink, 20);
  return frame(t, s, '', body, { rings: true });
};

/** Gearbox Audio's GX-1 over-ear headphones, centred on (800, 500) and 660×540: the cover's subject and its clips'. */
export function headphones(): { defs: string; body: string } {
  const cupG = id('cup');
  const cup = (x: number): string =>
    rect(x, 470, 190, 300, `url(#${cupG})`, 90, 'filter="url(#shadow)"') + rect(x + 28, 510, 134, 220, C.ink, 64, 'opacity=".55"') + rect(x + 45, 530, 24, 160, '#fff', 12, 'opacity=".25"');
  return {
    defs: `<linearGradient id="${cupG}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.coralSoft}"/><stop offset=".5" stop-color="${C.coral}"/><stop offset="1" stop-color="#8C2610"/></linearGradient>`,
    body:
      `<path d="M560 560V470a240 240 0 0 1 480 0V560" fill="none" stroke="${C.ink}" stroke-width="56" stroke-linecap="round" filter="url(#shadow)"/>` +
      `<path d="M560 540V470a240 240 0 0 1 480 0V540" fill="none" stroke="${C.sand}" stroke-width="30" stroke-linecap="round"/>` +
      cup(470) + cup(940),
  };
}

const p08: Scene = (s) => {
  const t = THEMES.plum;
  const hp = headphones();
  const waves = [1, 2, 3, 4].map((i) => `<path d="M${800 - 300 - i * 70} ${300 - i * 30}a${300 + i * 70} ${300 + i * 70} 0 0 1 ${2 * (300 + i * 70)} 0" fill="none" stroke="${C.iris}" stroke-opacity="${0.35 - i * 0.06}" stroke-width="3"/>`).join('');
  const body =
    waves +
    hp.body +
    bars(120, 620, 260, 200, [0.3, 0.6, 0.9, 0.5, 0.8, 0.4, 0.7], C.mint, { rx: 6 }) +
    card(1200, 640, 300, 160, C.white, text('Noise control', 26, 48, 20, C.ink, { weight: 700 }) + rect(26, 80, 248, 12, C.sandDeep, 6) + rect(26, 80, 190, 12, C.coral, 6) + `<circle cx="216" cy="86" r="14" fill="${C.ink}"/>` + text('40h battery', 26, 134, 18, C.ink, { font: 'IN', opacity: 0.6 }), { rx: 22, shadow: 'hard' }) +
    pill(130, 150, 'Active noise cancelling', C.white, C.ink, 20, { dot: C.coral });
  return frame(t, s, hp.defs, body);
};

/** An arched opening, The Dune House's motif: x, y is the top-left of its w×h box. */
const arch = (x: number, y: number, w: number, h: number, fill: string, extra = ''): string =>
  `<path d="M${f(x)} ${f(y + h)}V${f(y + w / 2)}a${f(w / 2)} ${f(w / 2)} 0 0 1 ${f(w)} 0V${f(y + h)}z" fill="${fill}" ${extra}/>`;

const p09: Scene = (s) => {
  const t = THEMES.peach;
  const sunG = id('sun');
  const defs = lin(sunG, C.gold, C.coral, 180);
  // No name on this cover: the sculpted page sets the project's title over it.
  const body =
    `<circle cx="800" cy="230" r="190" fill="${C.gold}" opacity=".55"/><circle cx="800" cy="230" r="290" fill="${C.gold}" opacity=".16"/>` +
    rect(180, 220, 1240, 780, C.sand, 0, 'filter="url(#shadow)"') +
    [0, 1, 2, 3].map((i) => arch(250 + i * 300, 300, 200, 360, i === 1 ? `url(#${sunG})` : C.indigo)).join('') +
    `<circle cx="650" cy="480" r="60" fill="${C.sand}" opacity=".8"/>` +
    arch(560, 700, 180, 300, C.coral) +
    [0, 1, 2, 3].map((i) => rect(235 + i * 300, 650, 230, 18, C.sandDeep, 4)).join('') +
    g(rect(0, 0, 150, 230, C.indigo, 24, 'filter="url(#shadow)"') + `<circle cx="75" cy="40" r="16" fill="${C.sand}"/>` + text('204', 75, 150, 58, C.white, { anchor: 'middle', weight: 700 }) + text('SUITE', 75, 190, 16, C.iris, { anchor: 'middle', font: 'IN', spacing: 3 }), 'translate(1230 600) rotate(12)') +
    card(60, 640, 330, 250, C.white, rect(24, 28, 110, 18, C.ink, 9, 'opacity=".8"') + Array.from({ length: 21 }, (_, i) => rect(24 + (i % 7) * 42, 70 + Math.floor(i / 7) * 52, 32, 36, i >= 9 && i <= 12 ? C.coral : C.sand, 8)).join(''), { rx: 24, shadow: 'hard', rotate: -5 });
  return frame(t, s, defs, body, {});
};

/** The Dune House: a suite at golden hour, the dunes framed by its arched window. */
const p09b: Scene = (s) => {
  const t = THEMES.peach;
  const skyG = id('sky');
  const win = id('win');
  const defs = lin(skyG, C.gold, C.coral, 180) + `<clipPath id="${win}"><path d="M560 760V360a240 240 0 0 1 480 0V760z"/></clipPath>`;
  const dunes =
    `<circle cx="860" cy="600" r="80" fill="${C.sand}" opacity=".9"/>` +
    `<path d="M540 640Q680 590 820 640T1060 620V780H540z" fill="#E29A6B"/><path d="M540 700Q700 650 860 700T1060 690V780H540z" fill="#C8703F"/>`;
  const body =
    rect(0, 0, W, 760, C.sand, 0, 'opacity=".94"') +
    rect(0, 760, W, 240, C.sandDeep) +
    `<path d="M560 760H1040L1320 1000H720z" fill="${C.gold}" opacity=".28"/>` +
    arch(540, 100, 520, 680, C.sandDeep) +
    `<g clip-path="url(#${win})">${rect(560, 120, 480, 640, `url(#${skyG})`)}${dunes}</g>` +
    `<path d="M800 120V760M560 440H1040" stroke="${C.sandDeep}" stroke-width="10"/>` +
    arch(180, 300, 160, 260, '#E9DCCB') + cylinder(230, 440, 60, 120, C.coral, '#B8321A', 24) +
    arch(1260, 300, 160, 260, '#E9DCCB') + `<circle cx="1340" cy="470" r="44" fill="${C.mintDeep}"/>` + rect(1320, 490, 40, 70, C.ink, 8, 'opacity=".8"') +
    `<ellipse cx="380" cy="900" rx="360" ry="60" fill="${C.coral}" opacity=".35"/>` +
    rect(70, 700, 560, 110, '#B99B7A', 16, 'filter="url(#shadow)"') + rect(90, 650, 520, 90, C.white, 26) +
    rect(110, 610, 150, 70, '#F8F2EA', 24) + rect(280, 610, 150, 70, '#F8F2EA', 24) + rect(430, 680, 180, 60, C.coralSoft, 16) +
    `<g transform="translate(1200 760)"><circle cy="-40" r="110" fill="${C.gold}" opacity=".18"/>${rect(-40, -110, 80, 140, C.ink, 14)}${rect(-28, -96, 56, 112, C.gold, 10, 'opacity=".9"')}${rect(-24, -140, 48, 34, C.ink, 10)}</g>` +
    pill(110, 110, 'Suite 204 · Dune view', C.white, C.ink, 20, { dot: C.coral });
  return frame(t, s, defs, body, { grain: 0.1 });
};

/** The Dune House's identity on a desk: key card, dinner menu and the direct-booking site. */
const p09c: Scene = (s) => {
  const t = THEMES.sand;
  const dusk = id('dusk');
  const defs = lin(dusk, C.gold, C.plum, 180);
  const keyCard =
    rect(0, 0, 480, 300, C.indigo, 24, 'filter="url(#shadow)"') +
    arch(40, 40, 70, 100, C.gold) + arch(120, 40, 70, 100, C.sand, 'opacity=".35"') +
    text('THE DUNE HOUSE', 40, 220, 34, C.white, { weight: 700, spacing: 4 }) +
    text('Room 204', 40, 258, 20, C.iris, { font: 'IN', weight: 500 });
  const menu =
    rect(0, 0, 380, 540, '#FFFDF8', 14, 'filter="url(#shadow)"') +
    arch(160, 50, 60, 80, C.coral) +
    text('THE DUNE HOUSE', 190, 180, 24, C.ink, { anchor: 'middle', weight: 700, spacing: 3 }) +
    text('Dinner under the stars', 190, 214, 17, C.ink, { anchor: 'middle', font: 'IN', opacity: 0.6 }) +
    [0, 1, 2, 3, 4].map((i) => rect(70, 270 + i * 50, [200, 170, 220, 150, 190][i], 12, C.ink, 6, 'opacity=".7"') + rect(290, 270 + i * 50, 24, 12, C.coral, 6)).join('');
  const site =
    rect(0, 0, 390, 844, C.sand) +
    text('The Dune House', 28, 104, 28, C.ink, { weight: 700 }) +
    arch(28, 140, 334, 380, `url(#${dusk})`) + `<circle cx="195" cy="420" r="46" fill="${C.gold}"/>` + `<path d="M28 470Q120 430 200 470T362 460V520H28z" fill="#C8703F"/>` +
    [0, 1, 2, 3, 4, 5, 6].map((i) => rect(28 + i * 48, 560, 38, 44, i >= 2 && i <= 4 ? C.coral : '#fff', 10)).join('') +
    rect(28, 650, 334, 70, C.ink, 35) + text('Book direct', 195, 694, 22, C.white, { anchor: 'middle', weight: 600 });
  const body =
    `<path d="M0 1000V620Q400 540 800 610T1600 560V1000z" fill="${C.sandDeep}" opacity=".6"/>` +
    g(keyCard, 'translate(140 300) rotate(-9)') +
    g(menu, 'translate(680 200) rotate(4)') +
    phone(1150, 150, 300, site, { rotate: 6 }) +
    `<g transform="translate(560 820)"><circle r="58" fill="${C.coral}" filter="url(#shadowSoft)"/><circle r="40" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="3"/>${star(0, 0, 26, '#fff')}</g>` +
    [C.sand, C.gold, C.coral, C.plum, C.indigo].map((c, i) => `<circle cx="${160 + i * 64}" cy="880" r="26" fill="${c}" stroke="${C.ink}" stroke-opacity=".15" stroke-width="2"/>`).join('');
  return frame(t, s, defs, body);
};

const p10: Scene = (s) => {
  const t: Theme = { ...THEMES.night, bg: ['#1B1640', C.ink], orbs: [C.coral, C.indigo, C.gold] };
  const r = rng(s + 2);
  let win = '';
  for (let row = 0; row < 22; row++) for (let col = 0; col < 6; col++) win += rect(690 + col * 36, 190 + row * 34, 24, 20, r() > 0.55 ? C.gold : '#3A4370', 2, `opacity="${r() > 0.55 ? 0.9 : 0.6}"`);
  let sideWin = '';
  for (let row = 0; row < 22; row++) for (let col = 0; col < 3; col++) sideWin += `<path d="M${916 + col * 30} ${200 + row * 34 - col * 8}l20 -5v18l-20 5z" fill="${r() > 0.6 ? C.coralSoft : '#2A3158'}" opacity=".8"/>`;
  let skyline = '';
  for (let i = 0; i < 16; i++) {
    const w = between(r, 60, 130);
    const h = between(r, 120, 330);
    const x = i * 105 - 40;
    if (x > 600 && x < 1020) continue;
    skyline += rect(x, 1000 - h, w, h, i % 2 ? '#1D2446' : '#262E55', 4);
  }
  const body =
    `<circle cx="1250" cy="210" r="90" fill="${C.peach}" opacity=".9"/><circle cx="1250" cy="210" r="160" fill="${C.peach}" opacity=".08"/>` +
    bigType('HORIZON', -30, 990, 230, C.white, { opacity: 0.07 }) +
    skyline +
    `<path d="M670 170L800 110L1010 150L1010 1000H670z" fill="#242B52"/>` +
    `<path d="M900 130L1010 150V1000H900z" fill="#161B38"/>` +
    `<path d="M670 170L800 110L900 130V1000H670z" fill="#2E3768"/>` +
    win + sideWin +
    `<path d="M800 110V40" stroke="${C.coral}" stroke-width="6"/><circle cx="800" cy="36" r="9" fill="${C.coral}"/>` +
    card(1090, 560, 360, 230, C.white, text('Horizon Residences', 28, 52, 26, C.ink, { weight: 700 }) + text('2–4 BR · Waterfront', 28, 86, 18, C.ink, { font: 'IN', opacity: 0.6 }) + rect(28, 120, 300, 1, C.ink, 0, 'opacity=".15"') + text('86% sold', 28, 180, 44, C.indigo, { weight: 700 }) + rect(230, 150, 100, 40, C.coral, 20) + text('Tour', 280, 177, 18, C.white, { anchor: 'middle' }), { rx: 24, shadow: 'hard' }) +
    g(`<path d="M0 0c-34-40-48-60-48-84a48 48 0 0 1 96 0c0 24-14 44-48 84z" fill="${C.coral}" filter="url(#shadowSoft)"/><circle cy="-84" r="18" fill="#fff"/>`, 'translate(470 520)') +
    pill(150, 140, 'Launch campaign · Q3', C.white, C.ink, 20, { dot: C.coral });
  return frame(t, s, '', body);
};

const p11: Scene = (s) => {
  const t: Theme = { ...THEMES.mint, bg: [C.mintDeep, '#0A2E2C'] };
  const r = rng(s + 3);
  let crowd = '';
  for (let i = 0; i < 26; i++) {
    const x = 80 + i * 58 + between(r, -10, 10);
    const y = 930 - (i % 2) * 40;
    const c = [C.coral, C.sand, C.gold, C.mintSoft, C.iris][i % 5];
    if (i % 3 === 1) continue;
    const lift = between(r, 0, 50);
    crowd += `<circle cx="${f(x)}" cy="${f(y - 80 - lift)}" r="24" fill="${c}"/><path d="M${f(x - 38)} 1000V${f(y - 10 - lift)}a38 38 0 0 1 76 0V1000z" fill="${c}"/>`;
  }
  const drop = `<path d="M0-80C28-40 52-12 52 18A52 52 0 0 1-52 18C-52-12-28-40 0-80z" fill="${C.sand}"/><path d="M-26 16a26 26 0 0 0 22 26" fill="none" stroke="${C.coral}" stroke-width="7" stroke-linecap="round"/>`;
  const poster =
    rect(0, 0, 520, 680, C.sand, 8, 'filter="url(#shadow)"') +
    `<circle cx="260" cy="270" r="170" fill="${C.coral}"/>` + g(drop, 'translate(260 270) scale(1.6)') +
    text('TOGETHER', 260, 560, 78, C.ink, { anchor: 'middle', weight: 700, spacing: -2 }) +
    text('Clean Water Alliance · volunteer week', 260, 610, 20, C.ink, { anchor: 'middle', font: 'IN', opacity: 0.6 });
  const body =
    bigType('IMPACT', 1580, 250, 260, C.white, { anchor: 'end', opacity: 0.08 }) +
    g(rect(0, 0, 520, 680, C.coral, 8, 'opacity=".9" filter="url(#shadowSoft)"'), 'translate(330 120) rotate(-9)') +
    g(poster, 'translate(460 110) rotate(3)') +
    // megaphone
    g(`<path d="M0 40L180 -40V200L0 120z" fill="${C.gold}" filter="url(#shadow)"/>` + rect(-50, 40, 60, 80, C.ink, 10) + `<path d="M210 20q40 60 0 120M240 -10q70 90 0 180" fill="none" stroke="${C.gold}" stroke-width="8" stroke-linecap="round"/>`, 'translate(1120 420) rotate(-12)') +
    crowd +
    pill(1090, 720, '10k volunteers joined', C.white, C.ink, 20, { dot: C.coral }) +
    confetti(W, 560, r, 14, [C.gold, C.coral, C.mintSoft], 16);
  return frame(t, s, '', body);
};

const p12: Scene = (s) => {
  const t = THEMES.indigo;
  const cardG = id('cc');
  const cardG2 = id('cc');
  const defs = lin(cardG, C.ink, C.indigoDeep, 120) + lin(cardG2, C.coral, C.gold, 120);
  const ccard = (fill: string, fg: string): string =>
    rect(0, 0, 560, 350, fill, 30, 'filter="url(#shadow)"') + rect(0, 0, 560, 350, 'url(#glass)', 30, 'opacity=".35"') +
    rect(48, 120, 78, 60, C.gold, 12) + `<path d="M60 140h54M60 160h54M87 120v60" stroke="${C.ink}" stroke-opacity=".35" stroke-width="3"/>` +
    [0, 1, 2].map((i) => `<path d="M${470 + i * 18} ${130 - i * 12}q${14 + i * 6} ${30 + i * 12} 0 ${60 + i * 24}" fill="none" stroke="${fg}" stroke-width="5" stroke-linecap="round" opacity=".7"/>`).join('') +
    text('•••• 4821', 48, 270, 34, fg, { weight: 600, spacing: 3 }) + text('MERIDIAN', 48, 70, 28, fg, { weight: 700, spacing: 4 }) + `<circle cx="470" cy="285" r="26" fill="${C.coral}" opacity=".9"/><circle cx="500" cy="285" r="26" fill="${C.gold}" opacity=".8"/>`;
  const screen =
    rect(0, 0, 390, 844, C.ink) + text('Balance', 28, 110, 20, C.white, { font: 'IN', opacity: 0.6 }) + text('$48,920', 28, 170, 54, C.white, { weight: 700 }) + text('+12.4% this month', 28, 210, 18, C.mint, { font: 'IN', weight: 600 }) +
    spark(20, 250, 350, 200, [0.2, 0.35, 0.3, 0.55, 0.5, 0.75, 0.95], C.mint, { area: C.mint, dots: true }) +
    [0, 1, 2].map((i) => rect(24, 500 + i * 92, 342, 76, C.ink2, 18) + `<circle cx="64" cy="${538 + i * 92}" r="22" fill="${[C.coral, C.indigo, C.gold][i]}"/>` + rect(100, 524 + i * 92, 120, 12, C.white, 6, 'opacity=".8"') + rect(100, 546 + i * 92, 70, 10, C.white, 5, 'opacity=".35"') + rect(290, 530 + i * 92, 56, 14, i ? C.white : C.mint, 7, 'opacity=".8"')).join('');
  const coin = (x: number, y: number, r0: number): string => `<circle cx="${x}" cy="${y + 8}" r="${r0}" fill="#B7791F"/><circle cx="${x}" cy="${y}" r="${r0}" fill="${C.gold}"/><circle cx="${x}" cy="${y}" r="${r0 * 0.7}" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="4"/>`;
  const body =
    bigType('PAY', -20, 980, 420, C.white, { opacity: 0.08 }) +
    g(ccard(`url(#${cardG2})`, C.ink), 'translate(160 420) rotate(-14)') +
    g(ccard(`url(#${cardG})`, C.white), 'translate(250 250) rotate(-6)') +
    phone(1000, 150, 330, screen, { rotate: 5 }) +
    coin(900, 760, 60) + coin(820, 860, 40) + coin(1440, 760, 46) +
    pill(820, 110, 'Instant payouts', C.lime, C.ink, 20, { dot: C.ink });
  return frame(t, s, defs, body, { rings: true });
};

/** One generated picture of a project: its file under `media/projects/` and the slug of the project it shows. */
export interface ProjectArt {
  file: string;
  project: string;
  scene: Scene;
}

/**
 * Every project picture, covers first in the site's order. A picture shows its own project's name or none: never
 * another brand's (tests/unit/media/project-media.test.ts).
 */
export const PROJECT_ART: readonly ProjectArt[] = [
  { file: 'p01', project: 'lumen-skin', scene: p01 },
  { file: 'p02', project: 'atelier-noor', scene: p02 },
  { file: 'p03', project: 'swiftride', scene: p03 },
  { file: 'p04', project: 'saffron-street', scene: p04 },
  { file: 'p05', project: 'ledgerly', scene: p05 },
  { file: 'p06', project: 'souq-home', scene: p06 },
  { file: 'p07', project: 'cartwise', scene: p07 },
  { file: 'p08', project: 'gearbox-audio', scene: p08 },
  { file: 'p09', project: 'the-dune-house', scene: p09 },
  { file: 'p10', project: 'horizon-residences', scene: p10 },
  { file: 'p11', project: 'clean-water-alliance', scene: p11 },
  { file: 'p12', project: 'meridian-pay', scene: p12 },
  { file: 'p09b', project: 'the-dune-house', scene: p09b },
  { file: 'p09c', project: 'the-dune-house', scene: p09c },
];
