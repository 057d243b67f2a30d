/**
 * The downloadable company profile: web/public/media/company-profile.pdf (A4 landscape, 8 pages).
 * Built as HTML with inline SVG and printed by headless Chromium. Uses the site's fonts, the generated
 * client logos and a few project covers (re-encoded as small JPEGs so the PDF stays light).
 *
 *   npx tsx scripts/media/company-profile.ts     # needs chromium, dwebp (package `webp`), ImageMagick `convert`
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { C, star } from './lib/art.js';
import { MEDIA, Renderer, TMP, fonts, kb } from './lib/render.js';
import { mark } from './scenes/brand.js';

const SITE = 'northstar.agency';
const EMAIL = 'hello@northstar.agency';

const services = [
  {
    n: '01', name: 'Software & AI development', line: 'Software that works as hard as your team.', color: C.indigo,
    items: ['Web applications and customer portals', 'iOS and Android apps', 'AI assistants, automation and document processing', 'APIs, integrations and data pipelines', 'Cloud architecture, DevOps and monitoring', 'E-commerce platforms and headless CMS builds'],
  },
  {
    n: '02', name: 'Branding & design', line: 'Design that makes your brand unmistakable.', color: C.coral,
    items: ['Brand strategy, naming and messaging', 'Logo, visual identity and brand guidelines', 'Website and app UI/UX design', 'Design systems in Figma and code', 'Packaging and print', 'Presentation and pitch design'],
  },
  {
    n: '03', name: 'Marketing', line: 'Marketing measured in revenue, not impressions.', color: C.mintDeep,
    items: ['Paid search and paid social campaigns', 'SEO audits, technical fixes and content', 'Social media management', 'E-mail and CRM automation', 'Conversion rate optimisation', 'Analytics setup and dashboards'],
  },
  {
    n: '04', name: 'Advertising & media production', line: 'Creative that stops the scroll.', color: C.plum,
    items: ['Campaign concepts and scripts', 'TV and online commercials', 'Product and lifestyle photography', 'Short-form social video', 'Motion graphics and animation', 'Media planning and buying'],
  },
];

const steps = [
  ['Discovery', 'Workshops, interviews and audits: goals, users, constraints and what already exists.'],
  ['Strategy', 'Positioning, channel mix, roadmap and the few numbers that define success.'],
  ['Design', 'Identity, UX and creative routes, prototyped and tested with real users.'],
  ['Build', 'Two-week sprints of code, content and production, each ending in a demo.'],
  ['Launch', 'Monitored releases and campaigns timed to the moment, with tracking verified.'],
  ['Grow', 'Weekly optimisation, monthly reviews and honest reporting until results arrive.'],
];

const results = [
  ['8.4x', 'ROAS', 'Clean-beauty launch turned into a profitable paid-social engine.'],
  ['23%', 'lower CPA', 'Acquisition costs cut for a modest-fashion label.'],
  ['14x', 'leads', 'Driver recruitment at scale for a ride-hailing expansion.'],
  ['10M+', 'reach in 90 days', 'A regional restaurant chain became the talk of the season.'],
  ['20x', 'ROAS in 3 months', 'Premium headphones launched with a full-funnel campaign.'],
  ['1200%', 'SEO traffic growth', 'An organic growth channel built for a finance SaaS.'],
  ['76x', 'lead growth', 'A sales pipeline filled for an off-plan residential tower.'],
  ['300%', 'conversion growth', 'An e-commerce app redesigned for conversion.'],
];

const offices = [
  ['Egypt', 'Cairo', 'Engineering & production hub'],
  ['United Arab Emirates', 'Dubai', 'Regional headquarters'],
  ['Saudi Arabia', 'Riyadh', 'Client partnerships & public sector'],
  ['United States', 'New York', 'North American clients'],
];

const work = [
  ['p05', 'B2B SaaS dashboard', 'Product design & build'],
  ['p01', 'Skincare launch', 'Brand, e-commerce & paid social'],
  ['p10', 'Residential tower', 'Launch campaign & lead generation'],
  ['p12', 'Fintech app', 'Identity, product & growth'],
];

function jpeg(webp: string, w: number): string {
  const png = join(TMP, 'pdf-src.png');
  const jpg = join(TMP, 'pdf-src.jpg');
  execFileSync('dwebp', ['-quiet', webp, '-o', png]);
  execFileSync('/usr/bin/convert', [png, '-resize', `${w}x`, '-strip', '-quality', '72', '-sampling-factor', '4:2:0', jpg]);
  return `data:image/jpeg;base64,${readFileSync(jpg).toString('base64')}`;
}

const logo = (i: number): string => readFileSync(join(MEDIA, 'logos', `l${String(i).padStart(2, '0')}.svg`), 'utf8').replace(/<title>.*?<\/title>/, '');

const markSvg = (size: number, fg: string = C.white, fg2: string = C.coral): string =>
  `<svg width="${size}" height="${size}" viewBox="-50 -50 100 100">${mark(0, 0, 48, fg, fg2)}</svg>`;

function footer(n: number, dark: boolean): string {
  return `<div class="foot ${dark ? 'dk' : ''}"><span>${markSvg(14, dark ? C.white : C.ink)} Northstar Digital — Company profile</span><span>${SITE}</span><span>${String(n).padStart(2, '0')}</span></div>`;
}

function html(): string {
  const orbs = (a: string, b: string): string =>
    `<svg class="orbs" viewBox="0 0 1123 794" preserveAspectRatio="none"><defs><radialGradient id="oa${a.slice(1)}"><stop offset="0" stop-color="${a}" stop-opacity=".8"/><stop offset="1" stop-color="${a}" stop-opacity="0"/></radialGradient><radialGradient id="ob${b.slice(1)}"><stop offset="0" stop-color="${b}" stop-opacity=".7"/><stop offset="1" stop-color="${b}" stop-opacity="0"/></radialGradient></defs><circle cx="980" cy="80" r="520" fill="url(#oa${a.slice(1)})"/><circle cx="80" cy="760" r="460" fill="url(#ob${b.slice(1)})"/></svg>`;
  const rings = `<svg class="rings" viewBox="0 0 600 600">${[1, 2, 3, 4, 5].map((i) => `<circle cx="300" cy="300" r="${i * 58}" fill="none" stroke="#fff" stroke-opacity="${0.16 - i * 0.02}" stroke-width="1.5"/>`).join('')}</svg>`;

  const cover = `
  <section class="page dark">${orbs(C.indigo, C.coral)}${rings}
    <div class="brand">${markSvg(54)}<span>Northstar Digital</span></div>
    <div class="cover-title">
      <div class="eyebrow">Company profile · 2026</div>
      <h1>One powerful partner<br><em>for bold brands.</em></h1>
      <p class="lead">Software &amp; AI, branding &amp; design, marketing, advertising &amp; media production — under one roof.</p>
    </div>
    <div class="cover-foot"><span>Egypt</span><span>UAE</span><span>Saudi Arabia</span><span>United States</span><span class="muted">${SITE}</span></div>
  </section>`;

  const who = `
  <section class="page paper">
    <div class="eyebrow ink">Who we are</div>
    <div class="cols">
      <div>
        <h2>We are a full-house agency.</h2>
        <p>Northstar Digital brings software engineering, brand design, marketing and media production under one roof. Founded by a small team of engineers and creatives, we work with start-ups, global businesses, NGOs and government entities from our offices in Egypt, the UAE, Saudi Arabia and the United States.</p>
        <p>The best results come when strategy, creativity and technology are planned together rather than handed from one supplier to the next. A single Northstar team owns your project from the first workshop to the last report.</p>
        <p>We measure ourselves by our clients’ outcomes — revenue, leads, users and loyalty — not by the number of deliverables.</p>
      </div>
      <div class="stack">
        <div class="panel indigo"><h4>Vision</h4><p>To be the one partner ambitious brands trust to shape what they build, how they look and how they grow.</p></div>
        <div class="panel inkp"><h4>Mission</h4><p>We combine technology, design and marketing to deliver measurable growth for the brands we work with.</p></div>
        <div class="facts">
          <div><b>4</b><span>offices across three regions</span></div>
          <div><b>4</b><span>disciplines, one team</span></div>
          <div><b>2</b><span>languages: Arabic &amp; English</span></div>
        </div>
      </div>
    </div>
    <div class="values">${[['Creativity', 'The idea nobody else in your category has tried — right for your audience.'], ['Innovation', 'New tools such as AI, adopted early and responsibly.'], ['Quality', 'Tested code, accessible design, well-crafted content.'], ['Client satisfaction', 'Your goals are our scoreboard. We stay until results arrive.']].map(([t, d]) => `<div><h5>${t}</h5><p>${d}</p></div>`).join('')}</div>
    ${footer(2, false)}
  </section>`;

  const svc = `
  <section class="page paper">
    <div class="eyebrow ink">What we do</div>
    <h2>Four disciplines. One accountable team.</h2>
    <div class="svc">${services.map((s) => `<div class="svc-card" style="--c:${s.color}"><div class="svc-top"><span class="num">${s.n}</span><h3>${s.name}</h3></div><p class="svc-line">${s.line}</p><ul>${s.items.map((i) => `<li>${i}</li>`).join('')}</ul></div>`).join('')}</div>
    <p class="note">Also: property marketing — project naming, 3D walkthroughs, lead-generation campaigns, project websites, CRM integration and sales-centre materials.</p>
    ${footer(3, false)}
  </section>`;

  const approach = `
  <section class="page dark">${orbs(C.indigo, C.mint)}
    <div class="eyebrow">How we work</div>
    <h2 class="light">From first workshop to last report.</h2>
    <div class="steps">${steps.map(([t, d], i) => `<div class="step"><div class="dot">${String(i + 1).padStart(2, '0')}</div><h4>${t}</h4><p>${d}</p></div>`).join('')}</div>
    <div class="rail"></div>
    <p class="lead light small">Every engagement starts with clear goals, runs on transparent reporting and ends with work we are proud to put our name to.</p>
    ${footer(4, true)}
  </section>`;

  const res = `
  <section class="page paper">
    <div class="eyebrow ink">Selected results</div>
    <h2>Numbers our clients care about.</h2>
    <div class="results">${results.map(([n, u, d], i) => `<div class="res ${i % 3 === 0 ? 'hl' : ''}"><div class="big">${n}</div><div class="unit">${u}</div><p>${d}</p></div>`).join('')}</div>
    ${footer(5, false)}
  </section>`;

  const wk = `
  <section class="page paper">
    <div class="eyebrow ink">Selected work</div>
    <h2>Products, brands and campaigns.</h2>
    <div class="work">${work.map(([id, t, d]) => `<figure><img src="${jpeg(join(MEDIA, 'projects', `${id}.webp`), 720)}" alt=""><figcaption><b>${t}</b><span>${d}</span></figcaption></figure>`).join('')}</div>
    <div class="eyebrow ink small-gap">Trusted by</div>
    <div class="logos">${Array.from({ length: 12 }, (_, i) => `<div>${logo(i + 1)}</div>`).join('')}</div>
    ${footer(6, false)}
  </section>`;

  // A stylised dot-matrix world (equirectangular, lon −180…180, lat 80…−60) from a few land ellipses.
  const LAND: Array<[number, number, number, number]> = [
    [-100, 45, 33, 17], [-118, 63, 32, 10], [-88, 20, 12, 9], [-45, 70, 14, 8],
    [-60, -14, 15, 24], [-68, -40, 7, 14],
    [14, 50, 18, 10], [25, 62, 14, 8],
    [20, 6, 21, 28], [44, 24, 12, 9],
    [90, 52, 52, 16], [103, 28, 24, 12], [78, 20, 8, 10], [110, 0, 16, 6],
    [134, -25, 17, 10],
  ];
  const lonLat = (lon: number, lat: number): [number, number] => [((lon + 180) / 360) * 960, ((80 - lat) / 140) * 384];
  const dots = (): string => {
    let out = '';
    for (let y = 0; y < 24; y++)
      for (let x = 0; x < 60; x++) {
        const lon = ((x * 16 + 8) / 960) * 360 - 180;
        const lat = 80 - ((y * 16 + 8) / 384) * 140;
        const land = LAND.some(([cx, cy, rx, ry]) => ((lon - cx) / rx) ** 2 + ((lat - cy) / ry) ** 2 <= 1);
        if (land) out += `<circle cx="${x * 16 + 8}" cy="${y * 16 + 8}" r="2.6" fill="#fff" opacity=".22"/>`;
      }
    return out;
  };
  const pins: Array<[number, number]> = [lonLat(31.2, 30), lonLat(55.3, 25.2), lonLat(46.7, 24.7), lonLat(-74, 40.7)];
  const off = `
  <section class="page dark">${orbs(C.coral, C.indigo)}
    <div class="eyebrow">Where we are</div>
    <h2 class="light">Four offices. One team.</h2>
    <svg class="map" viewBox="0 0 960 384">${dots()}${pins.map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="16" fill="${[C.coral, C.mint, C.gold, C.iris][i]}" opacity=".25"/><circle cx="${x}" cy="${y}" r="6" fill="${[C.coral, C.mint, C.gold, C.iris][i]}"/>`).join('')}</svg>
    <div class="offices">${offices.map(([c, city, d], i) => `<div><i style="background:${[C.coral, C.mint, C.gold, C.iris][i]}"></i><h4>${c}</h4><b>${city}</b><p>${d}</p></div>`).join('')}</div>
    ${footer(7, true)}
  </section>`;

  const contact = `
  <section class="page coral">${rings}
    <div class="brand">${markSvg(44, C.white, C.ink)}<span>Northstar Digital</span></div>
    <div class="cta">
      <div class="eyebrow dim">Let’s talk</div>
      <h1>Ready to transform<br>your vision?</h1>
      <p class="lead">Book a free 30-minute discovery call. We’ll listen to your goals and tell you honestly how we would reach them.</p>
      <div class="cta-row">
        <div class="cbox"><small>Book a call</small><b>${SITE}/calendar</b></div>
        <div class="cbox"><small>E-mail</small><b>${EMAIL}</b></div>
        <div class="cbox"><small>Offices</small><b>Egypt · UAE · Saudi Arabia · United States</b></div>
      </div>
    </div>
    <svg class="bigstar" viewBox="-100 -100 200 200">${star(0, 0, 96, C.white, 0.2, 'opacity=".18"')}</svg>
    ${footer(8, true)}
  </section>`;

  const css = `${fonts()}
  @page { size: 297mm 210mm; margin: 0 }
  * { box-sizing: border-box; margin: 0; padding: 0 }
  body { font-family: 'IN', sans-serif; color: ${C.ink}; -webkit-print-color-adjust: exact; print-color-adjust: exact }
  .page { position: relative; width: 297mm; height: 210mm; padding: 18mm 20mm 20mm; overflow: hidden; page-break-after: always; break-after: page }
  .page:last-child { page-break-after: auto; break-after: auto }
  .dark { background: linear-gradient(135deg, ${C.ink}, ${C.indigoDeep}); color: #fff }
  .paper { background: #FAFAF7 }
  .coral { background: linear-gradient(135deg, ${C.coral}, #C7361C); color: #fff }
  .orbs { position: absolute; inset: 0; width: 100%; height: 100% }
  .rings { position: absolute; right: -60mm; top: 10mm; width: 190mm; height: 190mm }
  .page > * { position: relative }
  .orbs, .rings, .bigstar { position: absolute !important }
  h1, h2, h3, h4, h5, .big, .brand, .num, .dot { font-family: 'SG', sans-serif }
  .brand { display: flex; align-items: center; gap: 4mm; font-size: 20pt; font-weight: 700; letter-spacing: -.02em }
  .eyebrow { font-size: 9pt; font-weight: 600; letter-spacing: .2em; text-transform: uppercase; color: ${C.mint}; margin-bottom: 5mm }
  .eyebrow.ink { color: ${C.indigo} } .eyebrow.dim { color: ${C.ink} } .small-gap { margin: 8mm 0 4mm }
  .cover-title { margin-top: 38mm }
  h1 { font-size: 50pt; line-height: .98; letter-spacing: -.04em; font-weight: 700 }
  h1 em { font-style: normal; color: ${C.coral} }
  .coral h1 { color: #fff }
  h2 { font-size: 28pt; letter-spacing: -.03em; line-height: 1.05; margin-bottom: 8mm; font-weight: 700 } h2.light { color: #fff }
  .lead { font-size: 14pt; line-height: 1.5; max-width: 180mm; margin-top: 7mm; opacity: .85 } .lead.small { font-size: 11pt; margin-top: 12mm }
  .cover-foot { position: absolute !important; left: 20mm; bottom: 16mm; display: flex; gap: 8mm; font-size: 10pt; font-weight: 600 }
  .cover-foot .muted { opacity: .6; margin-left: 10mm }
  p { font-size: 10.5pt; line-height: 1.55 }
  .cols { display: grid; grid-template-columns: 1.25fr 1fr; gap: 14mm }
  .cols p + p { margin-top: 3.5mm }
  .stack { display: grid; gap: 4mm }
  .panel { border-radius: 5mm; padding: 6mm; color: #fff } .panel h4 { font-size: 13pt; margin-bottom: 2mm } .panel p { font-size: 10pt; opacity: .9 }
  .panel.indigo { background: ${C.indigo} } .panel.inkp { background: ${C.ink} }
  .facts { display: grid; grid-template-columns: repeat(3, 1fr); gap: 3mm }
  .facts div { background: #fff; border: 1px solid #E8E4DE; border-radius: 4mm; padding: 4mm }
  .facts b { display: block; font-family: 'SG'; font-size: 24pt; color: ${C.coral}; line-height: 1 } .facts span { font-size: 8.5pt; color: #555 }
  .values { display: grid; grid-template-columns: repeat(4, 1fr); gap: 5mm; margin-top: 9mm; border-top: 1px solid #E2DDD5; padding-top: 6mm }
  .values h5 { font-size: 11.5pt; margin-bottom: 1.5mm } .values p { font-size: 9pt; color: #444 }
  .svc { display: grid; grid-template-columns: repeat(4, 1fr); gap: 5mm }
  .svc-card { background: #fff; border-radius: 5mm; padding: 6mm; border: 1px solid #E8E4DE; border-top: 3mm solid var(--c) }
  .svc-top { display: flex; flex-direction: column; gap: 2mm; min-height: 24mm }
  .num { font-size: 10pt; font-weight: 700; color: var(--c) }
  .svc-card h3 { font-size: 14.5pt; line-height: 1.1; letter-spacing: -.02em }
  .svc-line { font-size: 9.5pt; color: #555; margin: 2mm 0 4mm; min-height: 9mm }
  .svc-card ul { list-style: none } .svc-card li { font-size: 9pt; line-height: 1.35; padding: 2mm 0 2mm 5mm; border-top: 1px solid #EEEAE4; position: relative }
  .svc-card li::before { content: ''; position: absolute; left: 0; top: 3.4mm; width: 2mm; height: 2mm; border-radius: 50%; background: var(--c) }
  .note { margin-top: 6mm; font-size: 9.5pt; color: #555 }
  .steps { display: grid; grid-template-columns: repeat(6, 1fr); gap: 5mm; margin-top: 12mm }
  .step .dot { width: 14mm; height: 14mm; border-radius: 50%; background: ${C.coral}; color: #fff; display: grid; place-items: center; font-weight: 700; font-size: 11pt; margin-bottom: 6mm; position: relative; z-index: 2 }
  .step:nth-child(2n) .dot { background: ${C.indigo} } .step:nth-child(3n) .dot { background: ${C.mint}; color: ${C.ink} }
  .step h4 { font-size: 15pt; margin-bottom: 2mm } .step p { font-size: 9.5pt; opacity: .78 }
  .rail { position: absolute !important; left: 20mm; right: 20mm; top: 75mm; height: 1px; background: rgba(255,255,255,.25) }
  .results { display: grid; grid-template-columns: repeat(4, 1fr); gap: 5mm }
  .res { background: #fff; border: 1px solid #E8E4DE; border-radius: 5mm; padding: 6mm; min-height: 52mm }
  .res.hl { background: ${C.ink}; color: #fff; border-color: ${C.ink} }
  .big { font-size: 34pt; font-weight: 700; letter-spacing: -.04em; line-height: 1; color: ${C.indigo} } .res.hl .big { color: ${C.lime} }
  .unit { font-size: 11pt; font-weight: 600; margin: 1.5mm 0 3mm } .res p { font-size: 9pt; opacity: .75 }
  .work { display: grid; grid-template-columns: repeat(4, 1fr); gap: 5mm }
  .work img { width: 100%; aspect-ratio: 16/10; object-fit: cover; border-radius: 4mm; display: block }
  .work figcaption { margin-top: 2.5mm; font-size: 9pt } .work figcaption b { display: block; font-size: 10.5pt } .work figcaption span { color: #666 }
  .logos { display: grid; grid-template-columns: repeat(6, 1fr); gap: 3mm 6mm; align-items: center; color: ${C.ink} }
  .logos div { height: 12mm; display: flex; align-items: center; border: 1px solid #ECE8E2; border-radius: 3mm; padding: 0 3mm; background: #fff }
  .logos svg { width: auto; height: 6mm; max-width: 100% }
  .map { width: 100%; height: 80mm; margin: -6mm 0 4mm }
  .offices { display: grid; grid-template-columns: repeat(4, 1fr); gap: 5mm }
  .offices div { background: rgba(255,255,255,.07); border: 1px solid rgba(255,255,255,.12); border-radius: 5mm; padding: 6mm }
  .offices i { display: block; width: 4mm; height: 4mm; border-radius: 50%; margin-bottom: 4mm }
  .offices h4 { font-size: 14pt } .offices b { display: block; font-size: 10pt; color: ${C.mint}; margin: 1mm 0 2mm; font-weight: 600 } .offices p { font-size: 9pt; opacity: .75 }
  .cta { margin-top: 26mm } .cta .lead { opacity: .95 }
  .cta-row { display: flex; gap: 5mm; margin-top: 12mm }
  .cbox { background: ${C.ink}; border-radius: 5mm; padding: 5mm 7mm; color: #fff } .cbox small { display: block; font-size: 8.5pt; opacity: .65; margin-bottom: 1mm } .cbox b { font-size: 12pt; font-family: 'SG' }
  .bigstar { right: 18mm; top: 20mm; width: 70mm; height: 70mm }
  .foot { position: absolute !important; left: 20mm; right: 20mm; bottom: 9mm; display: flex; justify-content: space-between; font-size: 8pt; color: #777; border-top: 1px solid #E2DDD5; padding-top: 3mm }
  .foot span:first-child { display: flex; align-items: center; gap: 2mm }
  .foot.dk { color: rgba(255,255,255,.6); border-color: rgba(255,255,255,.18) }
  `;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Northstar Digital — Company profile</title><style>${css}</style></head><body>${cover}${who}${svc}${approach}${res}${wk}${off}${contact}</body></html>`;
}

async function main(): Promise<void> {
  const r = new Renderer();
  await r.start();
  try {
    await r.load(html(), 1123, 794);
    const out = join(MEDIA, 'company-profile.pdf');
    await r.page.pdf({ path: out, width: '297mm', height: '210mm', printBackground: true, preferCSSPageSize: true, tagged: true, outline: false });
    console.log(`company-profile.pdf  ${kb(statSync(out).size)}`);
  } finally {
    await r.stop();
  }
}

await main();
