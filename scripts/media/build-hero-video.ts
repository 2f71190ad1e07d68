// Renders the home background video and its poster from scripts/media/art/hero.js.
// Usage: npx node scripts/media/build-hero-video.ts [--preview]
//   --preview  writes only a few PNG frames to /tmp/noema-hero-preview for a look.
//   --keep     keeps the rendered frames (path printed) for encoder experiments.
//   --poster-only  re-encodes only the poster stills (the video is unchanged).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import {
  PUBLIC_DIR,
  encodeAvifAndWebp,
  ensureDir,
  launchBrowser,
  openArtPage,
  run,
  saveCanvasPng,
  sizeLine,
} from "./lib.ts";

const VIDEO_WIDTH = 1920;
const VIDEO_HEIGHT = 1080;
const FPS = 30;
const SECONDS = 10;
const FRAME_COUNT = FPS * SECONDS;
const MEDIA_DIR = path.join(PUBLIC_DIR, "media");

async function drawFrame(page: Page, t: number, file: string): Promise<void> {
  await page.evaluate((time) => {
    const canvas = document.querySelector("canvas");
    const draw = (window as unknown as { drawHero: (c: HTMLCanvasElement, t: number) => void }).drawHero;
    if (canvas) draw(canvas, time);
  }, t);
  await saveCanvasPng(page, "canvas", file);
}

async function canvasPage(browser: Awaited<ReturnType<typeof launchBrowser>>, width: number, height: number) {
  const page = await openArtPage(browser, width, height, ["hero.js"]);
  await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement("canvas");
      canvas.width = w ?? 0;
      canvas.height = h ?? 0;
      document.body.append(canvas);
    },
    [width, height],
  );
  return page;
}

function encodePosters(posterPng: string): void {
  const posters: Array<[string, number | undefined]> = [
    ["hero-poster", undefined],
    ["hero-poster-960", 960],
  ];
  for (const [name, width] of posters) {
    encodeAvifAndWebp(posterPng, path.join(MEDIA_DIR, name), { width, crf: 24, quality: 72 });
  }
}

async function main(): Promise<void> {
  const preview = process.argv.includes("--preview");
  const keep = preview || process.argv.includes("--keep");
  const work = preview ? "/tmp/noema-hero-preview" : mkdtempSync(path.join(tmpdir(), "noema-hero-"));
  ensureDir(work);
  ensureDir(MEDIA_DIR);
  const browser = await launchBrowser();
  try {
    // The poster is frame 0 drawn at full HD, exactly like the video's first frame.
    const posterPage = await canvasPage(browser, 1920, 1080);
    const posterPng = path.join(work, "poster.png");
    await drawFrame(posterPage, 0, posterPng);
    await posterPage.close();

    if (process.argv.includes("--poster-only")) {
      encodePosters(posterPng);
      return;
    }

    const page = await canvasPage(browser, VIDEO_WIDTH, VIDEO_HEIGHT);
    const frames = preview ? [0, 75, 150, 225, 299] : Array.from({ length: FRAME_COUNT }, (_, i) => i);
    for (const i of frames) {
      await drawFrame(page, i / FRAME_COUNT, path.join(work, `frame-${String(i).padStart(4, "0")}.png`));
    }
    await page.close();
    if (preview) {
      console.log(`Preview frames in ${work}`);
      return;
    }

    const input = ["-v", "error", "-y", "-framerate", String(FPS), "-i", path.join(work, "frame-%04d.png")];
    const colour = [
      "-vf",
      "scale=out_color_matrix=bt709:out_range=tv,format=yuv420p",
      "-colorspace",
      "bt709",
      "-color_primaries",
      "bt709",
      "-color_trc",
      "bt709",
      "-color_range",
      "tv",
    ];
    const webm = path.join(MEDIA_DIR, "hero.webm");
    const mp4 = path.join(MEDIA_DIR, "hero.mp4");
    // Two-pass VP9 at constant quality: calm, dark footage compresses very well.
    const vp9 = ["-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "37", "-row-mt", "1", "-g", String(FRAME_COUNT), "-an"];
    const passLog = path.join(work, "vp9pass");
    run("ffmpeg", [...input, ...colour, ...vp9, "-pass", "1", "-passlogfile", passLog, "-f", "null", "/dev/null"]);
    run("ffmpeg", [...input, ...colour, ...vp9, "-pass", "2", "-passlogfile", passLog, "-cpu-used", "1", webm]);
    run("ffmpeg", [
      ...input,
      ...colour,
      "-c:v",
      "libx264",
      "-preset",
      "veryslow",
      "-crf",
      "27",
      "-profile:v",
      "high",
      "-tune",
      "animation",
      "-g",
      String(FRAME_COUNT),
      "-movflags",
      "+faststart",
      "-an",
      mp4,
    ]);

    encodePosters(posterPng);

    for (const name of [
      "hero.webm",
      "hero.mp4",
      "hero-poster.avif",
      "hero-poster.webp",
      "hero-poster-960.avif",
      "hero-poster-960.webp",
    ]) {
      console.log(sizeLine(path.join(MEDIA_DIR, name), 28));
    }
  } finally {
    await browser.close();
    if (keep) console.log(`Frames kept in ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }
}

await main();
