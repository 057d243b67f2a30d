/**
 * Motion pieces: the showreel (MP4 + WebM) and four short clips, each with a WebP poster frame.
 * Frames are SVG documents computed from time t, rendered by headless Chromium, then encoded by ffmpeg
 * (two-pass, to stay within the size budgets). Muted: no audio track.
 *
 *   npx tsx scripts/media/video.ts              # everything
 *   npx tsx scripts/media/video.ts showreel     # only outputs whose name contains "showreel"
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { C, bars, f, lin, radial, rect, rng, spark, star, svgDoc, text } from './lib/art.js';
import { MEDIA, Renderer, TMP, kb, page, toWebp } from './lib/render.js';
import { mark } from './scenes/brand.js';
import { figure } from './scenes/people.js';

const W = 1280;
const H = 720;
const FPS = 25;

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

/** A word revealed upwards from behind a baseline mask. */
function kinetic(word: string, x: number, y: number, size: number, p: number, color: string, key: string): string {
  const e = easeOut(p);
  const dy = (1 - e) * size * 1.05;
  return `<clipPath id="k${key}"><rect x="0" y="${f(y - size * 1.0)}" width="${W}" height="${f(size * 1.25)}"/></clipPath><g clip-path="url(#k${key})">${text(word, x, y + dy, size, color, { weight: 700, spacing: -size * 0.045 })}</g>`;
}

/* ---------- showreel (10 s) ---------- */

const SCENES = [
  { from: 1.4, to: 4.0, word: 'Build.', a: C.indigo, b: C.indigoDeep, orbs: [C.iris, C.mint], fg: C.white, accent: C.lime },
  { from: 4.0, to: 6.6, word: 'Brand.', a: C.coral, b: '#B8321A', orbs: [C.gold, C.plum], fg: C.white, accent: C.ink },
  { from: 6.6, to: 9.0, word: 'Grow.', a: '#0E3B3A', b: C.ink, orbs: [C.mint, C.indigo], fg: C.white, accent: C.mint },
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
    `<g transform="translate(${f(1080 - slide * 40)} ${f(520 + Math.sin(t * 2) * 10)})"><circle r="70" fill="${C.lime}" filter="url(#shadow)"/>${text('</>', 0, 16, 44, C.ink, { anchor: 'middle', weight: 700 })}</g>`
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
    out += `<circle cx="${700 + i * 90}" cy="610" r="${f(30 * pp)}" fill="${c}" stroke="#fff" stroke-width="4"/>`;
  });
  return out;
}

function growArt(_t: number, p: number): string {
  const vals = [0.15, 0.22, 0.3, 0.42, 0.5, 0.64, 0.8, 1];
  const g1 = easeOut(prog(p, 0.05, 0.6));
  const line = easeInOut(prog(p, 0.2, 0.8));
  return (
    rect(640, 120, 540, 440, C.white, 28, 'filter="url(#shadow)"') +
    text('Growth', 680, 180, 28, C.ink, { weight: 700 }) +
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
  body += `<g opacity="${f(1 - prog(t, 1.3, 1.6))}"><g transform="translate(640 300) scale(${f(back(ip))}) rotate(${f((1 - easeOut(ip)) * 180)})">${mark(0, 0, 90, C.white, C.coral)}</g>` +
    `<g opacity="${f(prog(t, 0.5, 1.0))}">${text('NORTHSTAR DIGITAL', 640, 470, 30, C.white, { anchor: 'middle', weight: 600, spacing: 8 })}</g></g>`;

  SCENES.forEach((s, i) => {
    if (t < s.from - 0.01) return;
    const p = prog(t, s.from, s.to);
    // circular wipe in the scene's colour
    const wipe = easeInOut(prog(t, s.from, s.from + 0.55));
    const key = `s${i}`;
    const [d, b] = bg(t, s.a, s.b, s.orbs, key);
    defs += d + `<clipPath id="w${key}"><circle cx="${i % 2 ? 1180 : 100}" cy="${i % 2 ? 100 : 620}" r="${f(wipe * 1500)}"/></clipPath>`;
    const art = i === 0 ? buildArt(t, p) : i === 1 ? brandArt(t, p) : growArt(t, p);
    body += `<g clip-path="url(#w${key})">${b}${art}${kinetic(s.word, 80, 420, 170, prog(t, s.from + 0.25, s.from + 0.9), s.fg, key)}` +
      `<g opacity="${f(prog(t, s.from + 0.7, s.from + 1.1))}">${text(['Software, web & AI products', 'Identity, design & content', 'Marketing, ads & media'][i], 86, 490, 30, s.fg, { font: 'IN', weight: 500, opacity: 0.85 })}${rect(86, 520, 60, 6, s.accent, 3)}</g></g>`;
  });

  // outro
  if (t >= 8.9) {
    const op = prog(t, 9.0, 9.5);
    const [d, b] = bg(t, C.ink, C.indigoDeep, [C.indigo, C.coral, C.mint], 'o');
    defs += d + `<clipPath id="wo"><rect x="0" y="${f(H * (1 - easeInOut(prog(t, 8.9, 9.4))))}" width="${W}" height="${H}"/></clipPath>`;
    body += `<g clip-path="url(#wo)">${b}` +
      mark(150, 170, 46, C.white, C.coral) +
      `<g opacity="${f(op)}">${text('Build. Brand. Grow.', 80, 380, 112, C.white, { weight: 700, spacing: -5 })}</g>` +
      `<g opacity="${f(prog(t, 9.3, 9.8))}">${text('One powerful partner for bold brands', 84, 450, 34, C.coral, { font: 'IN', weight: 600 })}${text('Northstar Digital', 210, 185, 34, C.white, { weight: 700 })}</g></g>`;
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
  const lower = easeOut(prog(t, 0.3, 1.0));
  const zoom = 1 + t * 0.012;
  return svgDoc(W, H, d,
    b +
      `<g transform="translate(640 360) scale(${f(zoom)}) translate(-640 -360)">` +
      `<path d="M90 720V330a250 250 0 0 1 500 0V720z" fill="${C.indigo}" opacity=".9"/>` +
      figure(17, 5, 340, 330 + Math.sin(t * 1.5) * 3, 78) + `</g>` +
      text('“', 720, 250, 220, C.coral, { weight: 700 }) + wave +
      `<g transform="translate(${f(720 - (1 - lower) * 80)} 520)" opacity="${f(lower)}">${rect(0, 0, 470, 110, C.white, 20, 'filter="url(#shadowSoft)"')}${text('Client story', 30, 48, 30, C.ink, { weight: 700 })}${text('Founder · Retail brand', 30, 84, 20, C.ink, { font: 'IN', opacity: 0.6 })}${rect(380, 30, 60, 50, C.coral, 12)}<path d="M402 42l22 13-22 13z" fill="#fff"/></g>`);
}

function clipProduction(t: number): string {
  const [d, b] = bg(t, C.ink, C.plum, [C.coral, C.indigo], 'b');
  const pan = t * 40;
  let scene = '';
  for (let i = 0; i < 6; i++) scene += `<circle cx="${f(200 + i * 260 - pan)}" cy="${f(420 + Math.sin(i * 1.3) * 90)}" r="${f(70 + (i % 3) * 30)}" fill="${[C.coral, C.mint, C.gold, C.iris][i % 4]}" opacity=".85"/>`;
  scene += `<path d="M-100 620Q300 ${f(480 + Math.sin(t) * 20)} 700 600T1500 580V720H-100z" fill="${C.ink}" opacity=".7"/>`;
  const rec = Math.floor(t * 2) % 2 === 0;
  const frames = Math.floor(t * FPS) % FPS;
  const tc = `00:12:${String(4 + Math.floor(t)).padStart(2, '0')}:${String(frames).padStart(2, '0')}`;
  const c = (x: number, y: number, sx: number, sy: number): string => `<path d="M${x} ${y + sy * 50}V${y}H${x + sx * 50}" fill="none" stroke="#fff" stroke-width="5"/>`;
  const focus = 1 + Math.max(0, 0.25 - prog(t, 1.5, 2.2) * 0.25);
  return svgDoc(W, H, d,
    b + scene +
      c(60, 60, 1, 1) + c(1220, 60, -1, 1) + `<path d="M60 610V660H110M1220 610V660H1170" fill="none" stroke="#fff" stroke-width="5"/>` +
      `<g transform="translate(640 360) scale(${f(focus)})"><rect x="-70" y="-50" width="140" height="100" fill="none" stroke="${C.lime}" stroke-width="3"/></g>` +
      (rec ? `<circle cx="100" cy="110" r="12" fill="${C.coral}"/>` : '') + text('REC', 124, 119, 26, C.white, { weight: 700 }) +
      text(tc, 1180, 119, 26, C.white, { anchor: 'end', font: 'IN', weight: 600 }) +
      text('4K · 25p · ISO 800', 100, 630, 20, C.white, { font: 'IN', opacity: 0.7 }) +
      rect(980, 612, 200, 20, 'none', 4, 'stroke="#fff" stroke-width="2"') + rect(984, 616, f2(150 + Math.sin(t * 3) * 20), 12, C.mint, 2));
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

/* ---------- encoding ---------- */

interface Clip {
  name: string;
  seconds: number;
  frame: (t: number) => string;
  kbps: number;
  webm?: boolean;
  poster: number;
}

const CLIPS: Clip[] = [
  { name: 'showreel', seconds: 10, frame: showreelFrame, kbps: 420, webm: true, poster: 9.9 },
  { name: 'v01', seconds: 5, frame: clipTestimonial, kbps: 380, poster: 2.5 },
  { name: 'v02', seconds: 5, frame: clipProduction, kbps: 380, poster: 2.5 },
  { name: 'v03', seconds: 5, frame: clipMotion, kbps: 380, poster: 1.2 },
  { name: 'v04', seconds: 5, frame: clipSocial, kbps: 380, poster: 2.0 },
];

function ff(args: string[]): void {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit', cwd: TMP });
}

async function renderClip(r: Renderer, c: Clip): Promise<void> {
  const dir = join(TMP, c.name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  await r.load(page('<div id="s"></div>', W, H), W, H);
  const n = Math.round(c.seconds * FPS);
  for (let i = 0; i < n; i++) {
    await r.page.evaluate((svg) => {
      document.getElementById('s')!.innerHTML = svg;
    }, c.frame(i / FPS));
    const png = await r.page.screenshot({ type: 'png', clip: { x: 0, y: 0, width: W, height: H } });
    writeFileSync(join(dir, `${String(i).padStart(4, '0')}.png`), png);
  }
  const outDir = join(MEDIA, 'videos');
  mkdirSync(outDir, { recursive: true });
  const input = ['-framerate', String(FPS), '-i', join(dir, '%04d.png')];
  const mp4 = join(outDir, `${c.name}.mp4`);
  const x264 = ['-c:v', 'libx264', '-preset', 'veryslow', '-profile:v', 'high', '-pix_fmt', 'yuv420p', '-b:v', `${c.kbps}k`, '-maxrate', `${c.kbps * 2}k`, '-bufsize', `${c.kbps * 4}k`, '-g', String(FPS * 2), '-an'];
  ff([...input, ...x264, '-pass', '1', '-passlogfile', join(TMP, 'x264'), '-f', 'mp4', '/dev/null']);
  ff([...input, ...x264, '-pass', '2', '-passlogfile', join(TMP, 'x264'), '-movflags', '+faststart', mp4]);
  let line = `videos/${c.name}.mp4  ${kb(statSync(mp4).size)}`;
  if (c.webm) {
    const webm = join(outDir, `${c.name}.webm`);
    const vp9 = ['-c:v', 'libvpx-vp9', '-b:v', `${c.kbps}k`, '-deadline', 'good', '-cpu-used', '1', '-row-mt', '1', '-pix_fmt', 'yuv420p', '-g', String(FPS * 4), '-an'];
    ff([...input, ...vp9, '-pass', '1', '-passlogfile', join(TMP, 'vp9'), '-f', 'webm', '/dev/null']);
    ff([...input, ...vp9, '-pass', '2', '-passlogfile', join(TMP, 'vp9'), webm]);
    line += `  webm ${kb(statSync(webm).size)}`;
  }
  // Poster: the chosen moment, rendered fresh at full quality.
  await r.page.evaluate((svg) => {
    document.getElementById('s')!.innerHTML = svg;
  }, c.frame(c.poster));
  const poster = await r.page.screenshot({ type: 'png', clip: { x: 0, y: 0, width: W, height: H } });
  const posterName = c.name === 'showreel' ? 'showreel-poster.webp' : `${c.name}-poster.webp`;
  line += `  poster ${kb(toWebp(poster, join(outDir, posterName), 60))}`;
  console.log(line);
  rmSync(dir, { recursive: true, force: true });
}

async function main(): Promise<void> {
  const filter = process.argv[2];
  const r = new Renderer();
  await r.start();
  try {
    for (const c of CLIPS) if (!filter || c.name.includes(filter)) await renderClip(r, c);
  } finally {
    await r.stop();
  }
}

await main();
