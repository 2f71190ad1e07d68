// `npm start`: build when there is no build (or brand env changed since it), then serve.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { brandFingerprint } from "./brand-fingerprint.ts";
import { LOCK_HELD_ENV, withBuildLock } from "./build-lock.ts";

const root = path.resolve(import.meta.dirname, "..");
const serverBuild = path.join(root, "build", "server", "index.js");
const fingerprintFile = path.join(root, "build", ".brand-fingerprint");

const fingerprint = brandFingerprint();
const isStale = () =>
  !existsSync(serverBuild) || !existsSync(fingerprintFile) || readFileSync(fingerprintFile, "utf8") !== fingerprint;

if (isStale()) {
  // Instances starting together take turns; whoever comes second finds the build done.
  const status = await withBuildLock(
    () => {
      if (!isStale()) return 0;
      console.log("Building the site (first start, or brand settings changed)…");
      rmSync(fingerprintFile, { force: true });
      const result = spawnSync("npm", ["run", "build"], {
        cwd: root,
        stdio: "inherit",
        env: { ...process.env, [LOCK_HELD_ENV]: "1" },
      });
      return result.status ?? 1;
    },
    { onWait: (owner) => console.log(`Waiting for the build in progress (process ${owner?.pid ?? "?"})…`) },
  );
  if (status !== 0) process.exit(status);
}

// A newcomer's machine has no mail server and no public address: mails go to data/mailbox (README).
if (!process.env.SMTP_URL?.trim() && !process.env.SITE_URL?.trim()) process.env.LOCAL_MAILBOX ??= "on";

// server/index.ts only listens by itself when it is the entry point, so start it explicitly.
const { listen } = await import("#server/index.ts");
await listen();
