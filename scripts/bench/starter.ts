import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ROOT } from "./processes.ts";

/*
 * The baseline for page weight: the smallest React Router 8 framework-mode app, shaped like
 * the official starter (root layout with Meta/Links/Scripts/ScrollRestoration and an error
 * boundary, one index route), built with the same React Router, React and Vite as the site,
 * SSR on and "/" prerendered. It lives in a temp directory outside the repository and uses
 * the repository's node_modules through a symlink.
 */
const FILES: Record<string, string> = {
  // isbot listed as in the official starter; otherwise the React Router CLI runs `npm install isbot`.
  "package.json": JSON.stringify({
    name: "rr8-starter",
    private: true,
    type: "module",
    dependencies: { isbot: "5.2.3" },
  }),
  "vite.config.ts": `import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
export default defineConfig({ plugins: [reactRouter()] });
`,
  "react-router.config.ts": `export default { ssr: true, prerender: ["/"] };
`,
  "app/routes.ts": `import { index } from "@react-router/dev/routes";
export default [index("routes/home.tsx")];
`,
  "app/root.tsx": `import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}
export default function App() {
  return <Outlet />;
}
export function ErrorBoundary({ error }: { error: unknown }) {
  const message = isRouteErrorResponse(error) ? String(error.status) : "Error";
  return <main><h1>{message}</h1></main>;
}
`,
  "app/routes/home.tsx": `export function meta() {
  return [{ title: "New React Router App" }];
}
export default function Home() {
  return <main><h1>Welcome to React Router</h1></main>;
}
`,
};

/** Builds the starter once per React Router version; returns its build/client directory. */
export function buildStarter(): string {
  const version = (
    JSON.parse(readFileSync(path.join(ROOT, "node_modules/react-router/package.json"), "utf8")) as { version: string }
  ).version;
  const dir = path.join(tmpdir(), `noema-rr-starter-${version}`);
  const client = path.join(dir, "build", "client");
  if (existsSync(path.join(client, "index.html"))) return client;
  for (const [file, content] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  if (!existsSync(path.join(dir, "node_modules")))
    symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"));
  const result = spawnSync(process.execPath, [path.join(ROOT, "node_modules/@react-router/dev/bin.cjs"), "build"], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: "production" },
    encoding: "utf8",
  });
  if (result.status !== 0 || !existsSync(path.join(client, "index.html"))) {
    throw new Error(`The React Router starter did not build:\n${result.stdout}\n${result.stderr}`);
  }
  return client;
}
