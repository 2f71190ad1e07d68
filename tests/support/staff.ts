import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { expect } from "vitest";
import { TEST_COMPILE_CACHE } from "./server.ts";
import { openVisit, postForm } from "./visitor.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
export const STAFF_PASSWORD = "a-long-staff-password";

/**
 * A member created with the CLI, as an operator would, on an instance's database (`databaseUrl`, a
 * PostgreSQL schema), then signed in through the sign-in form at `url`; answers the session cookie.
 */
export async function signInNewMember(on: {
  dataDir: string;
  databaseUrl: string;
  name: string;
  url: string;
  headers?: Record<string, string>;
}): Promise<string> {
  const { email, password } = createStaffAccount(on.dataDir, "member", on.name, on.databaseUrl);
  const visit = await openVisit(on.url);
  const fields = { email, password, csrf: visit.csrf, next: "/inbox" };
  const signIn = await postForm(on.url, "/inbox/sign-in", fields, visit, on.headers);
  expect(signIn.status).toBe(302);
  const session = signIn.headers
    .getSetCookie()
    .find((line) => line.startsWith("noema_staff_session="))
    ?.split(";")[0];
  expect(session).toBeDefined();
  return session ?? "";
}

/** Creates a staff account with the CLI, as an operator would, in the server's data directory. */
export function createStaffAccount(
  dataDir: string,
  role: "admin" | "member",
  name = `${role} ${randomUUID().slice(0, 4)}`,
  databaseUrl = "",
) {
  const email = `${role}-${randomUUID().slice(0, 8)}@noema.example`;
  execFileSync(process.execPath, ["scripts/staff.ts", "create", "--email", email, "--name", name, "--role", role], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_COMPILE_CACHE: TEST_COMPILE_CACHE,
      DATA_DIR: dataDir,
      STAFF_PASSWORD,
      LOG_LEVEL: "silent",
      DATABASE_URL: databaseUrl,
    },
  });
  return { email, name, password: STAFF_PASSWORD };
}

export interface StaffClient {
  /** Cookie header with the CSRF cookie and (once signed in) the session. */
  cookie: string;
  csrf: string;
  get(pathname: string): Promise<Response>;
  post(pathname: string, fields: Record<string, string>): Promise<Response>;
}

const cookieValue = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${name}=`))
    ?.split(";")[0]
    ?.slice(name.length + 1);

/** A visitor over plain HTTP: fetches the CSRF cookie, and signs in when given an account. */
export async function staffClient(
  baseURL: string,
  account?: { email: string; password: string },
): Promise<StaffClient> {
  const first = await fetch(`${baseURL}/inbox/sign-in`);
  const csrf = cookieValue(first, "noema_csrf") ?? "";
  const client: StaffClient = {
    cookie: `noema_csrf=${csrf}`,
    csrf,
    get: (pathname) => fetch(`${baseURL}${pathname}`, { headers: { cookie: client.cookie }, redirect: "manual" }),
    post: (pathname, fields) =>
      fetch(`${baseURL}${pathname}`, {
        method: "POST",
        headers: { cookie: client.cookie, origin: baseURL, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ csrf, ...fields }),
        redirect: "manual",
      }),
  };
  if (account) {
    const response = await client.post("/inbox/sign-in", { email: account.email, password: account.password });
    const session = cookieValue(response, "noema_staff_session");
    if (response.status !== 302 || !session) throw new Error(`sign-in failed: HTTP ${response.status}`);
    client.cookie += `; noema_staff_session=${session}`;
  }
  return client;
}
