/*
 * Every content module's exports paired with the zod schema that validates them.
 * Content modules (pages/<page>/copy.ts, shared/<topic>/data.ts, articles/copy.ts) export plain typed
 * objects and only `import type` from the schema.ts beside them, so zod never reaches
 * the browser through them; the schemas run here instead: in scripts/build.ts before
 * `react-router build`, and in content.test.ts.
 *
 * Plain Node must be able to import this file (scripts/build.ts does), hence the
 * explicit `.ts` extensions and no `~/` alias, here and in the modules it imports.
 * Markdown frontmatter (articles, legal pages) is validated where it is read, in
 * the `.server.ts` modules, which throw during the build's prerender.
 */
import { isDeepStrictEqual } from "node:util";
import type { ZodType } from "zod";
import { insightsCopy } from "#app/content/articles/copy.ts";
import { insightsCopySchema, insightsFeedSchema } from "#app/content/articles/schema.ts";
import { insightsFeed } from "#app/content/articles/feed.ts";
import { about, aboutPage, principles } from "#app/content/pages/about/copy.ts";
import { aboutPageSchema, aboutSchema, principlesSchema } from "#app/content/pages/about/schema.ts";
import { caseStudiesPage } from "#app/content/pages/case-studies/copy.ts";
import { caseStudiesPageSchema } from "#app/content/pages/case-studies/schema.ts";
import { companiesPage } from "#app/content/pages/companies/copy.ts";
import { companiesPageSchema } from "#app/content/pages/companies/schema.ts";
import { contactCopy } from "#app/content/pages/contact/copy.ts";
import { contactCopySchema } from "#app/content/pages/contact/schema.ts";
import { faqsPage } from "#app/content/pages/faqs/copy.ts";
import { faqsPageSchema } from "#app/content/pages/faqs/schema.ts";
import { home, homePage } from "#app/content/pages/home/copy.ts";
import { homePageSchema, homeSchema } from "#app/content/pages/home/schema.ts";
import { insightsPage } from "#app/content/pages/insights/copy.ts";
import { insightsPageSchema } from "#app/content/pages/insights/schema.ts";
import { processPage } from "#app/content/pages/process/copy.ts";
import { processPageSchema } from "#app/content/pages/process/schema.ts";
import { ventureDebtCalculatorCopy } from "#app/content/pages/venture-debt-calculator/copy.ts";
import { ventureDebtCalculatorSchema } from "#app/content/pages/venture-debt-calculator/schema.ts";
import { whoWeFundPage } from "#app/content/pages/who-we-fund/copy.ts";
import { whoWeFundPageSchema } from "#app/content/pages/who-we-fund/schema.ts";
import { caseStudies } from "#app/content/shared/case-studies/data.ts";
import { caseStudiesSchema } from "#app/content/shared/case-studies/schema.ts";
import { faq } from "#app/content/shared/faq/data.ts";
import { faqSchema } from "#app/content/shared/faq/schema.ts";
import { facts } from "#app/content/shared/facts/data.ts";
import { factsSchema } from "#app/content/shared/facts/schema.ts";
import { funding } from "#app/content/shared/funding/data.ts";
import { fundingSchema } from "#app/content/shared/funding/schema.ts";
import { inboxCopy } from "#app/content/shared/inbox/data.ts";
import { inboxSchema } from "#app/content/shared/inbox/schema.ts";
import { staffWorkspaceCopy } from "#app/content/shared/staff-workspace/data.ts";
import { staffWorkspaceSchema } from "#app/content/shared/staff-workspace/schema.ts";
import { pipelineCopy } from "#app/content/shared/pipeline/data.ts";
import { pipelineSchema } from "#app/content/shared/pipeline/schema.ts";
import { underwritingCopy } from "#app/content/shared/underwriting/data.ts";
import { underwritingSchema } from "#app/content/shared/underwriting/schema.ts";
import { stageNames } from "#app/shared/stages/data.ts";
import { stageNamesSchema } from "#app/shared/stages/schema.ts";
import { indicativeFitCopy } from "#app/content/shared/indicative-fit/data.ts";
import { indicativeFitSchema } from "#app/content/shared/indicative-fit/schema.ts";
import { industries, industryPageLabels } from "#app/content/shared/industries/data.ts";
import { industriesSchema, industryPageLabelsSchema } from "#app/content/shared/industries/schema.ts";
import { legalCopy } from "#app/content/shared/legal/data.ts";
import { legalCopySchema } from "#app/content/shared/legal/schema.ts";
import { navigation } from "#app/content/shared/navigation/data.ts";
import { navigationSchema } from "#app/content/shared/navigation/schema.ts";
import { processContent } from "#app/content/shared/process/data.ts";
import { processSchema } from "#app/content/shared/process/schema.ts";
import { documentsCopy } from "#app/content/shared/documents/data.ts";
import { documentsSchema, documentsToPrepareSchema } from "#app/content/shared/documents/schema.ts";
import { documentsToPrepare } from "#app/content/shared/documents/checklist.ts";
import { sharedDataCopy } from "#app/content/shared/shared-data/data.ts";
import { sharedDataSchema } from "#app/content/shared/shared-data/schema.ts";
import { retention, retentionLimits } from "#app/platform/privacy/retention-periods/data.ts";
import { retentionLimitsSchema, retentionSchema } from "#app/platform/privacy/retention-periods/schema.ts";
import { siteDefaults } from "#app/content/shared/site/data.ts";
import { siteConfigSchema } from "#app/content/shared/site/schema.ts";
import { team } from "#app/content/shared/team/data.ts";
import { teamSchema } from "#app/content/shared/team/schema.ts";

export interface ContentEntry {
  /** The data module, relative to app/content, as named in error messages. */
  file: string;
  /** The export of that module. */
  exportName: string;
  schema: ZodType;
  data: unknown;
}

const entry = (file: string, exportName: string, schema: ZodType, data: unknown): ContentEntry => ({
  file,
  exportName,
  schema,
  data,
});

export const contentEntries: readonly ContentEntry[] = [
  entry("articles/copy.ts", "insightsCopy", insightsCopySchema, insightsCopy),
  entry("articles/feed.ts", "insightsFeed", insightsFeedSchema, insightsFeed),
  entry("pages/about/copy.ts", "aboutPage", aboutPageSchema, aboutPage),
  entry("pages/about/copy.ts", "about", aboutSchema, about),
  entry("pages/about/copy.ts", "principles", principlesSchema, principles),
  entry("pages/case-studies/copy.ts", "caseStudiesPage", caseStudiesPageSchema, caseStudiesPage),
  entry("pages/companies/copy.ts", "companiesPage", companiesPageSchema, companiesPage),
  entry("pages/contact/copy.ts", "contactCopy", contactCopySchema, contactCopy),
  entry("pages/faqs/copy.ts", "faqsPage", faqsPageSchema, faqsPage),
  entry("pages/home/copy.ts", "homePage", homePageSchema, homePage),
  entry("pages/home/copy.ts", "home", homeSchema, home),
  entry("pages/insights/copy.ts", "insightsPage", insightsPageSchema, insightsPage),
  entry("pages/process/copy.ts", "processPage", processPageSchema, processPage),
  entry(
    "pages/venture-debt-calculator/copy.ts",
    "ventureDebtCalculatorCopy",
    ventureDebtCalculatorSchema,
    ventureDebtCalculatorCopy,
  ),
  entry("pages/who-we-fund/copy.ts", "whoWeFundPage", whoWeFundPageSchema, whoWeFundPage),
  entry("shared/case-studies/data.ts", "caseStudies", caseStudiesSchema, caseStudies),
  entry("shared/documents/data.ts", "documentsCopy", documentsSchema, documentsCopy),
  entry("shared/documents/checklist.ts", "documentsToPrepare", documentsToPrepareSchema, documentsToPrepare),
  entry("shared/shared-data/data.ts", "sharedDataCopy", sharedDataSchema, sharedDataCopy),
  entry("shared/faq/data.ts", "faq", faqSchema, faq),
  entry("shared/facts/data.ts", "facts", factsSchema, facts),
  entry("shared/funding/data.ts", "funding", fundingSchema, funding),
  entry("shared/inbox/data.ts", "inboxCopy", inboxSchema, inboxCopy),
  entry("shared/staff-workspace/data.ts", "staffWorkspaceCopy", staffWorkspaceSchema, staffWorkspaceCopy),
  entry("shared/underwriting/data.ts", "underwritingCopy", underwritingSchema, underwritingCopy),
  entry("shared/indicative-fit/data.ts", "indicativeFitCopy", indicativeFitSchema, indicativeFitCopy),
  entry("shared/industries/data.ts", "industries", industriesSchema, industries),
  entry("shared/industries/data.ts", "industryPageLabels", industryPageLabelsSchema, industryPageLabels),
  entry("shared/legal/data.ts", "legalCopy", legalCopySchema, legalCopy),
  entry("shared/navigation/data.ts", "navigation", navigationSchema, navigation),
  entry("shared/pipeline/data.ts", "pipelineCopy", pipelineSchema, pipelineCopy),
  entry("shared/stages/data.ts", "stageNames", stageNamesSchema, stageNames),
  entry("shared/process/data.ts", "processContent", processSchema, processContent),
  entry("shared/retention/data.ts", "retention", retentionSchema, retention),
  entry("shared/retention/data.ts", "retentionLimits", retentionLimitsSchema, retentionLimits),
  entry("shared/site/data.ts", "siteDefaults", siteConfigSchema, siteDefaults),
  entry("shared/team/data.ts", "team", teamSchema, team),
];

/**
 * Parses every entry; returns one line per problem (`app/content/<file> <export>.<path>: <message>`),
 * empty when all content is valid. The data must also already be in its parsed
 * form: the browser gets it as written, so a schema transform, default or
 * stripped key would make the page differ from what was validated.
 */
export function validateContent(entries: readonly ContentEntry[] = contentEntries): string[] {
  const problems: string[] = [];
  for (const { file, exportName, schema, data } of entries) {
    const where = (path: readonly PropertyKey[]) =>
      `app/content/${file} ${[exportName, ...path.map(String)].join(".")}`;
    const result = schema.safeParse(data);
    if (!result.success) {
      for (const issue of result.error.issues) problems.push(`${where(issue.path)}: ${issue.message}`);
    } else if (!isDeepStrictEqual(result.data, data)) {
      problems.push(`${where([])}: the schema's output differs from the data (a transform, default or unknown key)`);
    }
  }
  return problems;
}
