import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "#app/platform/db/db.server.ts";
import { applicationRow } from "#tests/leads.ts";
import { ecbFileOf, startEcbServer } from "#tests/ecb-server.ts";

/* Issue 18 (decision 070): `npm run rates:load <file>` loads ECB rates and normalizes older applications. */

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "..");
const FIXTURE = path.join(ROOT, "tests/fixtures/ecb/eurofxref-daily.xml");

describe("npm run rates:load", () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), "noema-rates-"));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const load = (file: string, env: Record<string, string> = {}) =>
    run(process.execPath, ["scripts/rates-load.ts", file], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "test", ...env },
    });

  it("loads the ECB file's day and normalizes a dollar application from before, in the reporting currency", async () => {
    await load(FIXTURE);
    const handle = openDatabase({ sqliteFile: path.join(dataDir, "noema.sqlite") });
    try {
      const row = applicationRow({
        currency: "USD",
        annual_revenue: 1_088_700,
        rate_date: null,
        reporting_currency: null,
      });
      await handle.db
        .insertInto("applications")
        .values({ ...row, annual_revenue_normalized: null })
        .execute();
      const { stdout } = await load(FIXTURE, { REPORTING_CURRENCY: "GBP" });
      expect(stdout).toContain("Loaded 10 ECB reference rates of 2024-03-15; normalized 1 application(s).");
      const stored = await handle.db.selectFrom("applications").selectAll().executeTakeFirstOrThrow();
      // 1,088,700 USD is 1,000,000 EUR at 1.0887, and 855,030 GBP at 0.85503.
      expect(stored).toMatchObject({ reporting_currency: "GBP", rate_date: "2024-03-15" });
      expect(Number(stored.annual_revenue_normalized)).toBeCloseTo(855_030, 1);
    } finally {
      await handle.close();
    }
  });

  it("brings rows normalized into another currency, and a day loaded again with new rates, into line", async () => {
    await load(FIXTURE);
    const handle = openDatabase({ sqliteFile: path.join(dataDir, "noema.sqlite") });
    try {
      // 1,000,000 EUR normalized into euros at the fixture's day; the operator now reports in pounds.
      const row = applicationRow({ currency: "EUR", annual_revenue: 1_000_000 });
      await handle.db.insertInto("applications").values(row).execute();
      const { stdout } = await load(FIXTURE, { REPORTING_CURRENCY: "GBP" });
      expect(stdout).toContain("normalized 1 application(s).");
      const inPounds = await handle.db.selectFrom("applications").selectAll().executeTakeFirstOrThrow();
      expect(inPounds).toMatchObject({ reporting_currency: "GBP", rate_date: "2024-03-15" });
      expect(Number(inPounds.annual_revenue_normalized)).toBeCloseTo(855_030, 1);

      // The same day again with a corrected pound: that day's rows follow; the same file again changes nothing.
      const corrected = path.join(dataDir, "corrected.xml");
      writeFileSync(
        corrected,
        readFileSync(FIXTURE, "utf8").replace(/currency='GBP' rate='[\d.]+'/, "currency='GBP' rate='0.9'"),
      );
      expect((await load(corrected, { REPORTING_CURRENCY: "GBP" })).stdout).toContain("normalized 1 application(s).");
      const again = await handle.db.selectFrom("applications").selectAll().executeTakeFirstOrThrow();
      expect(Number(again.annual_revenue_normalized)).toBeCloseTo(900_000, 1);
      expect((await load(corrected, { REPORTING_CURRENCY: "GBP" })).stdout).toContain("normalized 0 application(s).");
    } finally {
      await handle.close();
    }
  });

  it("downloads ECB_RATES_URL without a file, and refuses a day whose rate jumped from the day before (issue 26)", async () => {
    const server = await startEcbServer(ecbFileOf("2024-03-18", { USD: "1.0900" }));
    try {
      await load(FIXTURE);
      const { stdout } = await run(process.execPath, ["scripts/rates-load.ts"], {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "test", ECB_RATES_URL: server.url },
      });
      expect(stdout).toContain("Loaded 10 ECB reference rates of 2024-03-18");
      expect(server.hits()).toBe(1);
    } finally {
      await server.close();
    }
    const jumped = path.join(dataDir, "jumped.xml");
    writeFileSync(jumped, ecbFileOf("2024-03-19", { GBP: "1.2" }));
    await expect(load(jumped)).rejects.toMatchObject({
      stderr: expect.stringContaining("The ECB rate for GBP on 2024-03-19 (1.2) is 40 % away from 2024-03-18's"),
    });
    const handle = openDatabase({ sqliteFile: path.join(dataDir, "noema.sqlite") });
    try {
      const days = await handle.db.selectFrom("exchange_rates").select("rate_date").distinct().execute();
      expect(days.map((day) => day.rate_date).sort()).toEqual(["2024-03-15", "2024-03-18"]);
    } finally {
      await handle.close();
    }
  });

  it("refuses a file that is not the ECB's, and says why", async () => {
    await expect(load(path.join(ROOT, "package.json"))).rejects.toMatchObject({
      stderr: expect.stringContaining("The ECB file is not plain XML: it holds text outside its root element"),
    });
  });
});
