/**
 * Motion pieces (scenes/motion.ts): the showreel (MP4 + WebM), four short clips for the home page and the project
 * pages' own clips, each with a WebP poster frame.
 * Frames are SVG documents computed from time t, rendered by headless Chromium, then encoded by ffmpeg
 * (two-pass, to stay within the size budgets). Muted: no audio track.
 *
 *   npx tsx scripts/media/video.ts              # everything
 *   npx tsx scripts/media/video.ts showreel     # only outputs whose name contains "showreel"
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MEDIA, Renderer, TMP, kb, page, toWebp } from './lib/render.js';
import { CLIPS, FPS, H, W, type Clip } from './scenes/motion.js';

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
