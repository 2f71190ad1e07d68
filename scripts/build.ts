// `npm run build`: the React Router build, then a record of the brand settings it baked in.
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { brandFingerprint } from "./brand-fingerprint.ts";

const root = path.resolve(import.meta.dirname, "..");
const result = spawnSync("react-router", ["build"], { cwd: root, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
if (result.status !== 0) process.exit(result.status ?? 1);
writeFileSync(path.join(root, "build", ".brand-fingerprint"), brandFingerprint());
