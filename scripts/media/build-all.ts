// Rebuilds every generated media file in public/. The hero video takes several minutes,
// so `--skip-video` leaves it alone (articles change far more often than the video).
// Usage: npx node scripts/media/build-all.ts [--skip-video]
import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const steps = [
  "build-brand.ts",
  "build-portraits.ts",
  ...(process.argv.includes("--skip-video") ? [] : ["build-hero-video.ts"]),
  "build-article-images.ts",
  "build-article-pdfs.ts",
];

for (const step of steps) {
  console.log(`\n▸ ${step}`);
  execFileSync(process.execPath, [path.join(here, step)], { stdio: "inherit" });
}
