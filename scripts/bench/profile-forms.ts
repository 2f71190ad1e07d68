// `node scripts/bench/profile-forms.ts`: the production server under `node --cpu-prof` while benchmark 3's
// connections post PROFILE_COUNT contact submissions (default 4,000) to PROFILE_PATH (default /contact),
// each with its own solved captcha, as benchmark 3 posts them; then the raw-insert baseline on its file.
// They name the form's region as the form module does (PROFILE_REGION, default contact-form-region; empty for
// none: the whole page, as a browser without JavaScript gets it).
// Prints the load, the baseline and the .cpuprofile's path (open it in Chrome DevTools' Performance
// panel). PROFILE_DATA_DIR puts the database under another directory (on tmpfs, /dev/shm, the CPU shows
// apart from the fsync). Decision 079 reads its figures from these profiles.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { SERVER_NODE_FLAGS } from "#server/memory.ts";
import { startServer } from "#tests/server.ts";
import { BENCH_ALTCHA_KEY, contactSubmissions, openFormSession } from "#tests/contact-posts.ts";
import { BENCH_SESSION_SECRET, rawInsertsPerSecond } from "./forms.ts";
import { runLoad } from "./load.ts";
import { formConnections } from "./options.ts";
import { FORM_REGION_HEADER } from "#app/shared/forms/field-names.ts";

const requestPath = process.env.PROFILE_PATH ?? "/contact";
const region = process.env.PROFILE_REGION ?? "contact-form-region";
const count = Number(process.env.PROFILE_COUNT ?? 4000);
const profileDir = mkdtempSync(path.join(tmpdir(), "noema-profile-"));
const dataDir = process.env.PROFILE_DATA_DIR
  ? mkdtempSync(path.join(process.env.PROFILE_DATA_DIR, "noema-"))
  : undefined;
const app = await startServer(
  {
    RATE_LIMIT_FORM_MAX: "1000000000",
    ALTCHA_HMAC_KEY: BENCH_ALTCHA_KEY,
    SESSION_SECRET: BENCH_SESSION_SECRET,
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
  },
  {
    command: [process.execPath, ...SERVER_NODE_FLAGS, "--cpu-prof", `--cpu-prof-dir=${profileDir}`, "server/index.ts"],
  },
);
try {
  await openFormSession(app.url);
  const bodies = await contactSubmissions(count, BENCH_ALTCHA_KEY, "profile");
  let next = 0;
  const load = await runLoad({
    url: app.url,
    connections: formConnections,
    duration: 10,
    amount: bodies.length,
    requests: [
      {
        method: "POST",
        path: requestPath,
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: app.url,
          ...(region ? { [FORM_REGION_HEADER]: region } : {}),
        },
        setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] ?? "" }),
      },
    ],
  });
  console.log(`${requestPath}: ${JSON.stringify(load)}`);
  console.log(`raw inserts: ${JSON.stringify(await rawInsertsPerSecond(path.join(app.dataDir, "noema.sqlite"), 5))}`);
} finally {
  // The profile is written when the server exits.
  await app.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
console.log(path.join(profileDir, readdirSync(profileDir)[0] ?? "(no profile written)"));
