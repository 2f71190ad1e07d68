// `npm run build`: validate the content modules, then the React Router build, then a record of the brand settings it baked in
// and the build id shared caches key on (build-id.ts).
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { validateContent } from "#app/content/validate-content.ts";
import { brandFingerprint } from "./brand-fingerprint.ts";
import { writeBuildId } from "./build-id.ts";
import { bundleDocumentStylesheets } from "./stylesheet-bundles.ts";
import { LOCK_HELD_ENV, withBuildLock } from "./build-lock.ts";

// Content ships to the browser as plain objects; its zod schemas run here, so bad copy fails the build.
const problems = validateContent();
if (problems.length > 0) {
  console.error(`Invalid content (${problems.length} problem${problems.length === 1 ? "" : "s"}):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}

const root = path.resolve(import.meta.dirname, "..");
const build = () => {
  const result = spawnSync("react-router", ["build"], {
    cwd: root,
    stdio: "inherit",
    // Run directly (`node scripts/build.ts`, as the operations guide does) as well as through npm,
    // with the project's own react-router CLI and pinned Node first on PATH.
    env: {
      ...process.env,
      NODE_ENV: "production",
      PATH: `${path.join(root, "node_modules", ".bin")}${path.delimiter}${process.env.PATH ?? ""}`,
    },
  });
  if (result.status === 0) {
    bundleDocumentStylesheets(path.join(root, "build"));
    writeFileSync(path.join(root, "build", ".brand-fingerprint"), brandFingerprint());
    console.log(`Build id: ${writeBuildId(path.join(root, "build"))}`);
  }
  return result.status ?? 1;
};
// `npm start` holds the lock already when it runs this; anyone else takes it here.
const status = process.env[LOCK_HELD_ENV]
  ? build()
  : await withBuildLock(build, { onWait: () => console.log("Waiting for the build in progress…") });
process.exit(status);
