// The demo's rows, built from ./people.ts: 60 applications in every stage, with their history,
// notes, conversations, tasks and documents, plus messages and subscribers. Pure: no database.
import { randomUUID } from "node:crypto";
import {
  fundingRoundTypes,
  industryOptions,
  referralSources,
  revenueModels,
  usesOfProceeds,
} from "#app/content/shared/form-options/application.ts";
import { currencyOfCountry } from "#app/shared/money/currencies.ts";
import { foldForSearch } from "#app/staff/view/search-fold.ts";
import { DEMO_COMPANIES, DEMO_FOUNDERS, DEMO_STATUSES } from "./people.ts";

const DAY = 86_400_000;
const pick = <T>(items: readonly T[], index: number): T => items[index % items.length] as T;
/** "Sørensen" → "sorensen", "Łukasz" → "lukasz": the search's fold, then letters and digits only. */
const slug = (text: string) => foldForSearch(text).replace(/[^a-z0-9]+/g, "");

/** The stages an application passed through to reach `status`, in order. */
function pathTo(status: string): string[] {
  const forward = ["reviewing", "due_diligence", "funded"];
  if (status === "new") return [];
  if (status === "declined" || status === "withdrawn") return ["reviewing", status];
  return forward.slice(0, forward.indexOf(status) + 1);
}

export interface DemoApplication {
  row: Record<string, unknown> & { id: string; status: string; created_at: string; applicant_email: string };
  moves: { at: string; from: string; to: string }[];
}

export function demoApplications(now: number, count = 60): DemoApplication[] {
  return Array.from({ length: count }, (_, index) => {
    const [first, last, country] = pick(DEMO_FOUNDERS, index);
    const [company, description, investors] = pick(DEMO_COMPANIES, index);
    const suffix = index < DEMO_COMPANIES.length ? "" : ` ${["Labs", "Group", "Systems", "Technologies"][index % 4]}`;
    const name = `${company}${suffix}`;
    const status = pick(DEMO_STATUSES, index);
    const created = now - (3 + ((index * 7) % 110)) * DAY - index * 3_600_000;
    const revenue = 600_000 + ((index * 1_370_000) % 24_000_000);
    const path = pathTo(status);
    const moves = path.map((to, step) => ({
      at: new Date(created + (step + 1) * (2 + (index % 9)) * DAY).toISOString(),
      from: step === 0 ? "new" : (path[step - 1] as string),
      to,
    }));
    return {
      row: {
        id: randomUUID(),
        applicant_first_name: first,
        applicant_last_name: last,
        applicant_email: `${slug(first)}.${slug(last)}@${slug(name)}.example`,
        applicant_phone: `+${30 + (index % 20)} ${600_000_000 + index * 7919}`,
        applicant_linkedin: `https://www.linkedin.com/in/${slug(first)}-${slug(last)}`,
        job_title: pick(["CEO", "CFO", "Co-founder & CEO", "COO"], index),
        business_name: name,
        website: `https://${slug(name)}.example`,
        country,
        // Figures in the founder's own currency, as the application asks (decision 070).
        currency: currencyOfCountry(country),
        referral_source: pick(referralSources, index),
        annual_revenue: revenue,
        estimated_runway: 8 + (index % 19),
        cash_balance: Math.round(revenue * 0.8),
        recent_equity_raise: 4_000_000 + (index % 6) * 2_500_000,
        funding_date: new Date(created - 200 * DAY).toISOString().slice(0, 7),
        revenue_model: pick(revenueModels, index),
        industry: pick(industryOptions, index),
        use_of_proceeds: pick(usesOfProceeds, index),
        funding_round_type: pick(fundingRoundTypes.slice(0, 4), index),
        business_description: description,
        major_investors: investors,
        debt_outstanding: index % 4 === 0 ? 1_500_000 : 0,
        created_at: new Date(created).toISOString(),
        founded_on: `${2012 + (index % 10)}-${String(1 + (index % 12)).padStart(2, "0")}`,
        facility_requested: 2_000_000 + (index % 6) * 1_000_000,
        fit_verdict: pick(["within", "partial", "outside"], index),
        indicative_fit: null,
        status,
        assignee_id: null,
      },
      moves,
    };
  });
}
