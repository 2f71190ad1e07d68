/*
 * Every content module's exports paired with the zod schema that validates them.
 * Content modules export plain typed objects (they only `import type` from
 * ./schemas), so zod never reaches the browser through them; the schemas run here
 * instead: in scripts/build.ts before `react-router build`, and in content.test.ts.
 *
 * Plain Node must be able to import this file (scripts/build.ts does), hence the
 * explicit `.ts` extensions and no `~/` alias, here and in the modules it imports.
 * Markdown frontmatter (articles, legal pages) is validated where it is read, in
 * the `.server.ts` modules, which throw during the build's prerender.
 */
import { isDeepStrictEqual } from "node:util";
import type { ZodType } from "zod";
import { about } from "./about.ts";
import { caseStudies } from "./case-studies.ts";
import { contactCopy } from "./contact.ts";
import { faq } from "./faq.ts";
import { funding } from "./funding.ts";
import { home } from "./home.ts";
import { inboxCopy } from "./inbox.ts";
import { industries, industryPageLabels } from "./industries.ts";
import { insightsCopy } from "./insights.ts";
import { legalCopy } from "./legal.ts";
import { navigation } from "./navigation.ts";
import { pages } from "./pages.ts";
import { principles } from "./principles.ts";
import { processContent } from "./process.ts";
import { aboutSchema } from "./schemas/about.ts";
import { caseStudiesSchema } from "./schemas/case-studies.ts";
import { contactCopySchema } from "./schemas/contact.ts";
import { faqSchema } from "./schemas/faq.ts";
import { fundingSchema } from "./schemas/funding.ts";
import { homeSchema } from "./schemas/home.ts";
import { inboxSchema } from "./schemas/inbox.ts";
import { industriesSchema, industryPageLabelsSchema } from "./schemas/industries.ts";
import { insightsCopySchema } from "./schemas/insights.ts";
import { legalCopySchema } from "./schemas/legal.ts";
import { navigationSchema } from "./schemas/navigation.ts";
import { pagesSchema } from "./schemas/pages.ts";
import { principlesSchema } from "./schemas/principles.ts";
import { processSchema } from "./schemas/process.ts";
import { siteConfigSchema } from "./schemas/site.ts";
import { teamSchema } from "./schemas/team.ts";
import { siteDefaults } from "./site.ts";
import { team } from "./team.ts";

export interface ContentEntry {
  /** `module.export`, as named in error messages. */
  name: string;
  schema: ZodType;
  data: unknown;
}

export const contentEntries: readonly ContentEntry[] = [
  { name: "about.about", schema: aboutSchema, data: about },
  { name: "case-studies.caseStudies", schema: caseStudiesSchema, data: caseStudies },
  { name: "contact.contactCopy", schema: contactCopySchema, data: contactCopy },
  { name: "faq.faq", schema: faqSchema, data: faq },
  { name: "funding.funding", schema: fundingSchema, data: funding },
  { name: "home.home", schema: homeSchema, data: home },
  { name: "inbox.inboxCopy", schema: inboxSchema, data: inboxCopy },
  { name: "industries.industries", schema: industriesSchema, data: industries },
  { name: "industries.industryPageLabels", schema: industryPageLabelsSchema, data: industryPageLabels },
  { name: "insights.insightsCopy", schema: insightsCopySchema, data: insightsCopy },
  { name: "legal.legalCopy", schema: legalCopySchema, data: legalCopy },
  { name: "navigation.navigation", schema: navigationSchema, data: navigation },
  { name: "pages.pages", schema: pagesSchema, data: pages },
  { name: "principles.principles", schema: principlesSchema, data: principles },
  { name: "process.processContent", schema: processSchema, data: processContent },
  { name: "site.siteDefaults", schema: siteConfigSchema, data: siteDefaults },
  { name: "team.team", schema: teamSchema, data: team },
];

/**
 * Parses every entry; returns one line per problem (`app/content/<module>.ts <export>.<path>: <message>`),
 * empty when all content is valid. The data must also already be in its parsed
 * form: the browser gets it as written, so a schema transform, default or
 * stripped key would make the page differ from what was validated.
 */
export function validateContent(entries: readonly ContentEntry[] = contentEntries): string[] {
  const problems: string[] = [];
  for (const { name, schema, data } of entries) {
    const [module = name, exportName = name] = name.split(".");
    const where = (path: readonly PropertyKey[]) =>
      `app/content/${module}.ts ${[exportName, ...path.map(String)].join(".")}`;
    const result = schema.safeParse(data);
    if (!result.success) {
      for (const issue of result.error.issues) problems.push(`${where(issue.path)}: ${issue.message}`);
    } else if (!isDeepStrictEqual(result.data, data)) {
      problems.push(`${where([])}: the schema's output differs from the data (a transform, default or unknown key)`);
    }
  }
  return problems;
}
