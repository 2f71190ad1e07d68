import { budgets, lighthouseCategories } from "./budgets.ts";
import type { HtmlValidity } from "./html-validity.ts";
import type { LighthouseSummary } from "./lighthouse.ts";
import type { PageWeight } from "./page-weight.ts";

/** One crossed budget, said so the page's owner knows what to fix. */
export type PageKind = "document" | "form";

export interface BudgetFailure {
  path: string;
  check: string;
  detail: string;
}

/** The mobile performance score a page must reach: the full 100 for a static document. */
export const performanceBudget = (kind: PageKind) =>
  kind === "document" ? budgets.lighthouse.documentPerformance : budgets.lighthouse.mobile.performance;

export function lighthouseFailures(summary: LighthouseSummary, kind: PageKind = "form"): BudgetFailure[] {
  const failures: BudgetFailure[] = [];
  const check = `lighthouse ${summary.preset}`;
  if (summary.preset === "mobile") {
    for (const category of lighthouseCategories) {
      const minimum = category === "performance" ? performanceBudget(kind) : budgets.lighthouse.mobile[category];
      const score = summary.scores[category];
      if (score < minimum) {
        const lost = summary.failedAudits.filter((audit) => audit.category === category);
        const why = lost.map((audit) => `${audit.id}${audit.examples.length ? ` (${audit.examples.join("; ")})` : ""}`);
        failures.push({ path: summary.path, check, detail: `${category} ${score} < ${minimum}: ${why.join(", ")}` });
      }
    }
  }
  if (summary.cls > budgets.lighthouse.maxCls) {
    failures.push({ path: summary.path, check, detail: `CLS ${summary.cls} > ${budgets.lighthouse.maxCls}` });
  }
  return failures;
}

export function htmlFailures(result: HtmlValidity): BudgetFailure[] {
  if (result.errors.length <= budgets.maxHtmlErrors) return [];
  const first = result.errors.slice(0, 3).map((error) => `line ${error.line ?? "?"}: ${error.message}`);
  return [{ path: result.path, check: "html", detail: `${result.errors.length} errors: ${first.join(" | ")}` }];
}

export function axeFailures(
  path: string,
  viewport: string,
  violations: { id: string; targets: string[] }[],
): BudgetFailure[] {
  if (violations.length <= budgets.maxAxeViolations) return [];
  const detail = violations.map((violation) => `${violation.id} at ${violation.targets.join(", ")}`).join(" | ");
  return [{ path, check: `axe ${viewport}`, detail }];
}

const overBudget = (path: string, check: string, gzip: number, limit: number): BudgetFailure[] =>
  gzip <= limit ? [] : [{ path, check, detail: `${(gzip / 1024).toFixed(1)} KB gzip JS > ${limit / 1024} KB` }];

/** The budget after the first input of a form page served as a document (decision 078), if `path` is one. */
export const formDocumentBudgetBytes = (path: string): number | undefined =>
  budgets.formDocumentJsAfterInputGzipBytes[path];

/**
 * Every public page is a document (decisions 064, 078): held to the document budget at load, and a form page also to
 * its own budget after the first input.
 */
export function weightFailures(weight: PageWeight): BudgetFailure[] {
  const failures = overBudget(weight.path, "js weight", weight.js.gzip, budgets.maxDocumentJsGzipBytes);
  const formBudget = formDocumentBudgetBytes(weight.path);
  if (formBudget === undefined) return failures;
  if (!weight.afterInput) {
    failures.push({ path: weight.path, check: "js weight after input", detail: "no form field to type into" });
  } else {
    failures.push(...overBudget(weight.path, "js weight after input", weight.afterInput.js.gzip, formBudget));
  }
  return failures;
}

export function headerFailures(path: string, variant: string, problems: string[]): BudgetFailure[] {
  return problems.map((problem) => ({ path, check: `headers ${variant}`, detail: problem }));
}
