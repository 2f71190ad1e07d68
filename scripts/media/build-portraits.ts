// Illustrated placeholder portraits for the team: a stylised bust in ink
// with a brass rim light, over topographic rings, with the partner's initials.
// Usage: npx node scripts/media/build-portraits.ts
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  BRAND,
  PUBLIC_DIR,
  encodeAvifAndWebp,
  ensureDir,
  fileSize,
  launchBrowser,
  openArtPage,
  sizeLine,
} from "./lib.ts";

type Partner = {
  slug: string;
  initials: string;
  hair: string;
  neckline: string;
  ringCentre: [number, number];
  ringTilt: number;
};

const SIZE = 640;
const BUDGET_BYTES = 40 * 1024;

const NECK = "M292 318 C292 350 288 378 282 404 L358 404 C352 378 348 350 348 318 Z";
const TORSO =
  "M64 640 C74 548 132 478 236 446 C266 436 284 424 292 404 L348 404 C356 424 374 436 404 446 C508 478 566 548 576 640 Z";
const HEAD =
  "M320 142 C372 142 402 184 402 244 C402 306 364 350 320 350 C276 350 238 306 238 244 C238 184 268 142 320 142 Z";

const PARTNERS: Partner[] = [
  {
    slug: "elena-marchetti",
    initials: "EM",
    // Shoulder-length hair, parted, framing the face.
    hair: "M318 124 C390 122 428 176 426 250 C424 300 430 350 452 392 C420 404 386 398 366 382 C388 340 396 296 394 250 C392 206 368 178 332 172 C298 176 262 204 246 252 C244 300 252 344 274 382 C252 398 218 402 190 392 C212 350 216 300 214 252 C212 176 250 126 318 124 Z",
    neckline: "M250 442 C276 474 298 488 320 490 C342 488 364 474 390 442",
    ringCentre: [410, 260],
    ringTilt: -18,
  },
  {
    slug: "lukas-brandt",
    initials: "LB",
    // Short, swept hair.
    hair: "M236 236 C228 170 270 128 326 128 C384 128 414 166 406 232 C398 206 384 188 358 182 C330 176 300 182 276 196 C254 208 242 222 236 236 Z",
    neckline: "M244 444 L320 540 L396 444 M320 540 L320 640 M292 410 L320 458 L348 410",
    ringCentre: [230, 250],
    ringTilt: 14,
  },
  {
    slug: "sofia-lindqvist",
    initials: "SL",
    // Hair drawn back into a bun.
    hair: "M238 240 C232 168 272 126 322 126 C376 126 410 168 402 240 C392 200 362 176 320 176 C280 176 250 198 238 240 Z M288 120 C288 92 352 92 352 120 C352 146 288 146 288 120 Z",
    neckline: "M262 446 C290 472 350 472 378 446",
    ringCentre: [440, 210],
    ringTilt: 24,
  },
  {
    slug: "mateo-ruiz",
    initials: "MR",
    // Short hair and a trimmed beard.
    hair: "M240 230 C236 172 274 134 322 134 C372 134 408 170 402 228 C388 200 360 190 322 190 C288 190 256 202 240 230 Z M250 282 C256 332 286 354 320 354 C354 354 384 332 390 282 C376 314 352 328 320 328 C288 328 264 314 250 282 Z",
    neckline: "M248 444 L320 520 L392 444",
    ringCentre: [200, 300],
    ringTilt: -10,
  },
];

// Optional slugs on the command line render only those portraits.
const only = process.argv.slice(2);

function contourRings(centre: [number, number], tilt: number): string {
  const rings: string[] = [];
  for (let i = 1; i <= 14; i++) {
    const rx = 40 + i * 34;
    const ry = rx * 0.78;
    const wobble = (i % 3) * 4;
    const opacity = i % 4 === 0 ? 0.3 : 0.11;
    const stroke = i % 4 === 0 ? BRAND.brass : "#6f7fa3";
    rings.push(
      `<ellipse cx="${centre[0] + wobble}" cy="${centre[1] - wobble}" rx="${rx}" ry="${ry}" transform="rotate(${tilt} ${centre[0]} ${centre[1]})" fill="none" stroke="${stroke}" stroke-opacity="${opacity}" stroke-width="1.4"/>`,
    );
  }
  return rings.join("");
}

function portraitSvg(partner: Partner): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#121b2e"/><stop offset="1" stop-color="${BRAND.ink950}"/>
    </linearGradient>
    <radialGradient id="halo" cx="0.55" cy="0.36" r="0.5">
      <stop offset="0" stop-color="${BRAND.brass}" stop-opacity="0.16"/><stop offset="1" stop-color="${BRAND.brass}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="skin" x1="0" y1="0" x2="1" y2="0.4">
      <stop offset="0" stop-color="#2a3654"/><stop offset="1" stop-color="#151f35"/>
    </linearGradient>
    <linearGradient id="cloth" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#1c2740"/><stop offset="1" stop-color="#0b1220"/>
    </linearGradient>
    <linearGradient id="hair" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0f1729"/><stop offset="1" stop-color="#070b14"/>
    </linearGradient>
    <linearGradient id="rim" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0.45" stop-color="${BRAND.brass}" stop-opacity="0"/><stop offset="1" stop-color="#e6c98e" stop-opacity="0.95"/>
    </linearGradient>
  </defs>
  <rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>
  ${contourRings(partner.ringCentre, partner.ringTilt)}
  <rect width="${SIZE}" height="${SIZE}" fill="url(#halo)"/>
  <g stroke="url(#rim)" stroke-width="2.4" stroke-linejoin="round">
    <path d="${NECK}" fill="url(#skin)"/>
    <path d="${TORSO}" fill="url(#cloth)"/>
    <path d="${HEAD}" fill="url(#skin)"/>
    <path d="${partner.hair}" fill="url(#hair)"/>
  </g>
  <path d="${partner.neckline}" fill="none" stroke="${BRAND.brass}" stroke-opacity="0.55" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>
  <text x="44" y="596" font-family="Fraunces" font-weight="500" font-size="46" letter-spacing="4" fill="${BRAND.brass}">${partner.initials}</text>
  <rect x="44" y="610" width="54" height="2" fill="${BRAND.brass}" fill-opacity="0.7"/>
</svg>`;
}

async function main(): Promise<void> {
  const outDir = path.join(PUBLIC_DIR, "images/team");
  ensureDir(outDir);
  const work = mkdtempSync(path.join(tmpdir(), "noema-portraits-"));
  const browser = await launchBrowser();
  try {
    // Inline SVG in the page so the text uses the embedded Fraunces face.
    const page = await openArtPage(browser, SIZE, SIZE, []);
    for (const partner of PARTNERS.filter((entry) => only.length === 0 || only.includes(entry.slug))) {
      await page.evaluate((markup) => {
        document.body.innerHTML = markup;
      }, portraitSvg(partner));
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const master = path.join(work, `${partner.slug}.png`);
      await page.screenshot({ path: master, clip: { x: 0, y: 0, width: SIZE, height: SIZE } });
      for (const width of [320, 640]) {
        const base = path.join(outDir, `${partner.slug}-${width}`);
        const resize = width === SIZE ? undefined : width;
        for (const file of encodeAvifAndWebp(master, base, { width: resize, crf: 30, quality: 78 })) {
          if (fileSize(file) > BUDGET_BYTES) throw new Error(`${file} is over 40 KB`);
          console.log(sizeLine(file, 40));
        }
      }
    }
  } finally {
    await browser.close();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
