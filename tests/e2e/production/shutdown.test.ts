import { randomUUID } from "node:crypto";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { BENCH_ALTCHA_KEY, contactSubmissions, openFormSession } from "#tests/contact-posts.ts";
import { postOnNewConnection, startHalfSentGet, startHalfSentPost } from "#tests/raw-http.ts";
import { startServer } from "#tests/server.ts";

/*
 * A deploy sends SIGTERM. Posts already in flight must be answered and, when answered 200, stored;
 * /readyz must say 503 at once so a balancer stops sending traffic; a client that never finishes
 * its request must not hold the exit past the deadline. Both ways of running the server.
 */
const starts: [string, string[]][] = [
  ["node server/index.ts", [process.execPath, "server/index.ts"]],
  ["npm start", ["npm", "start", "--silent"]],
];

/** 24 contact posts labelled `label`, with the headers our own page sends them with. */
async function contactPosts(url: string, label: string) {
  await openFormSession(url);
  const bodies = await contactSubmissions(24, BENCH_ALTCHA_KEY, label);
  return { bodies, headers: { "content-type": "application/x-www-form-urlencoded", origin: url } };
}

describe.each(starts)("SIGTERM during a burst of form posts (%s)", (_name, command) => {
  it(
    "answers every post in flight, stores every 200, reports 503 on /readyz and exits 0",
    { timeout: 90_000 },
    async () => {
      const server = await startServer(
        {
          ALTCHA_HMAC_KEY: BENCH_ALTCHA_KEY,
          RATE_LIMIT_FORM_MAX: "100000",
          SHUTDOWN_TIMEOUT_SECONDS: "3",
          // Its "shutting down" line tells the test the signal was handled.
          LOG_LEVEL: "info",
        },
        { command },
      );
      const label = `drain-${randomUUID().slice(0, 8)}`;
      try {
        const { bodies, headers } = await contactPosts(server.url, label);
        const posts = await Promise.all(
          bodies.map((body) => startHalfSentPost(`${server.url}/contact`, headers, body)),
        );
        const readiness = await startHalfSentGet(`${server.url}/readyz`);
        const stuck = await startHalfSentGet(`${server.url}/healthz`);
        // Let the server accept every connection before the signal.
        await new Promise((resolve) => setTimeout(resolve, 300));

        const signalledAt = Date.now();
        server.process.kill("SIGTERM");
        // A fixed 100 ms was not always enough on a loaded machine (the signal waits for the event loop).
        await expect.poll(() => server.output(), { timeout: 10_000, interval: 10 }).toContain("shutting down");
        readiness.finish();
        for (const post of posts) post.finish();

        expect(await readiness.statusLine).toBe("HTTP/1.1 503 Service Unavailable");
        const answers = await Promise.all(posts.map((post) => post.answer));
        expect(answers.filter((answer) => "error" in answer)).toEqual([]);
        const statuses = answers.map((answer) => ("status" in answer ? answer.status : 0));
        expect(statuses.every((status) => status === 200)).toBe(true);

        // The client that never finished its request is cut off at the deadline, and the process exits 0.
        expect(await server.exited).toBe(0);
        expect(Date.now() - signalledAt).toBeLessThan(15_000);
        stuck.destroy();
        expect(server.output()).not.toMatch(/"level":(50|60)/);

        const db = new Database(path.join(server.dataDir, "noema.sqlite"), { readonly: true });
        try {
          const stored = db
            .prepare("select count(*) as n from contact_messages where last_name like ?")
            .get(`${label} %`) as { n: number };
          expect(stored.n).toBe(statuses.filter((status) => status === 200).length);
        } finally {
          db.close();
        }
      } finally {
        await server.stop();
      }
    },
  );
});

/*
 * Issue 21, item 3: posts sent straight to an instance just before and after its SIGTERM. With the
 * listener closed at once, the kernel reset the connections it had accepted but Node had not yet
 * taken (0, 6 and 13 of 24 in three runs), and refused the later ones. With the production default
 * the instance keeps accepting through its drain period, so every post gets an answer.
 */
const rowsPerPost = (dataDir: string, label: string) => {
  const db = new Database(path.join(dataDir, "noema.sqlite"), { readonly: true });
  try {
    return db
      .prepare(
        "select last_name as name, count(*) as n from contact_messages where last_name like ? group by last_name",
      )
      .all(`${label} %`) as { name: string; n: number }[];
  } finally {
    db.close();
  }
};

describe.each(starts)("posts sent in the 100 ms around a SIGTERM (%s)", (_name, command) => {
  it("all get an answer, with the production drain default, and each is stored once", { timeout: 90_000 }, async () => {
    // SHUTDOWN_DELAY_SECONDS unset: the production default applies.
    const server = await startServer(
      { ALTCHA_HMAC_KEY: BENCH_ALTCHA_KEY, RATE_LIMIT_FORM_MAX: "100000", SHUTDOWN_DELAY_SECONDS: undefined },
      { command },
    );
    const label = `around-${randomUUID().slice(0, 8)}`;
    try {
      const { bodies, headers } = await contactPosts(server.url, label);
      const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      // One post every ~4 ms from 0 to 100 ms, the signal at 50 ms.
      const answers = Promise.all(
        bodies.map(async (body, index) => {
          await sleep((index * 100) / (bodies.length - 1));
          return postOnNewConnection(`${server.url}/contact`, headers, body);
        }),
      );
      await sleep(50);
      server.process.kill("SIGTERM");
      // Draining: still accepting and answering, while readiness tells the balancer to stop sending
      // (polled: on a busy machine the signal waits for the posts' work on the event loop).
      const status = async (path: string) => (await fetch(`${server.url}${path}`)).status;
      await expect.poll(() => status("/readyz"), { timeout: 4_000, interval: 50 }).toBe(503);
      expect(await status("/healthz")).toBe(200);

      const settled = await answers;
      expect(settled.filter((answer) => "error" in answer)).toEqual([]);
      expect(settled.map((answer) => ("status" in answer ? answer.status : 0))).toEqual(bodies.map(() => 200));
      expect(await server.exited).toBe(0);
      expect(server.output()).not.toMatch(/"level":(?:50|60)/);
      const stored = rowsPerPost(server.dataDir, label);
      expect(stored).toHaveLength(bodies.length);
      expect(stored.every((row) => row.n === 1)).toBe(true);
    } finally {
      await server.stop();
    }
  });
});
