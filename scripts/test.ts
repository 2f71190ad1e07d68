// `npm test` after the build: the unit project beside the browser projects, in two Vitest processes.
// One Vitest run shares one pool between projects of a group and queues them by name, so the unit
// files waited for the last browser file: two minutes on two cores, half of them idle (timers, fsync).
// Side by side they fill that idle time. The unit output is held and printed once it is done, so the
// two never interleave; the exit code is the first failure's.
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const vitest = path.join(root, "node_modules", "vitest", "vitest.mjs");
// File filters and options pass through to both (`npm test -- tests/e2e/forms`).
const passed = process.argv.slice(2);

function run(projects: string[], { hold }: { hold: boolean }): Promise<{ code: number; output: string }> {
  const args = [vitest, "run", ...projects.flatMap((name) => ["--project", name]), "--passWithNoTests", ...passed];
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: hold ? ["ignore", "pipe", "pipe"] : "inherit",
    // Colours as if on the terminal, since the held output is printed there later.
    env: hold && process.stdout.isTTY ? { ...process.env, FORCE_COLOR: "1" } : process.env,
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once("close", (code) => resolve({ code: code ?? 1, output })));
}

const unit = run(["unit"], { hold: true });
const browser = await run(["e2e", "lighthouse"], { hold: false });
const units = await unit;
process.stdout.write(`\n── unit tests ──\n${units.output}`);
process.exit(units.code !== 0 ? units.code : browser.code);
