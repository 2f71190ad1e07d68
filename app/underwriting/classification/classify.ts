import type { StatementEntry } from "#app/underwriting/statements/statement.ts";

/*
 * Each entry gets one category by the first rule that matches, and keeps that rule, so the founder
 * and the partner can see why and correct it. The rules, in order:
 * 1. the counterparty account is one of the company's own IBANs → transfer between own accounts;
 * 2. the bank's ISO 20022 code says so (BANK_CODE_RULES: domain LDAS loans, sub-family SALA salaries);
 * 3. keywords in the counterparty or the text (financing, payroll, cost of sales);
 * 4. what is left: a credit is revenue, a debit is other (operating) cost.
 */

export type Category = "revenue" | "cost_of_sales" | "payroll" | "financing" | "transfer" | "other";

export interface ClassificationRule {
  id: string;
  /** In words: "counterparty DE89… is one of your own accounts". */
  reason: string;
}

export interface ClassifiedEntry extends StatementEntry {
  category: Category;
  rule: ClassificationRule;
}

export interface ClassificationSettings {
  ownAccounts: string[];
  keywords: Partial<Record<Exclude<Category, "transfer" | "other">, string[]>>;
}

export const DEFAULT_KEYWORDS: Required<ClassificationSettings["keywords"]> = {
  financing: [
    "darlehen",
    "loan",
    "kredit",
    "tilgung",
    "kapitalerhöhung",
    "capital increase",
    "share capital",
    "equity",
    "prêt",
    "venture debt",
  ],
  payroll: [
    "gehalt",
    "lohn",
    "salary",
    "salaries",
    "payroll",
    "salaire",
    "sueldo",
    "stipendio",
    "sozialversicherung",
    "payslip",
  ],
  cost_of_sales: [
    "amazon web services",
    "aws",
    "google cloud",
    "azure",
    "hosting",
    "hetzner",
    "twilio",
    "stripe fee",
    "cogs",
  ],
  revenue: [],
};

/** ISO 20022 bank transaction codes that say the category on their own. */
const BANK_CODE_RULES: { match: (entry: StatementEntry) => boolean; category: Category; id: string; reason: string }[] =
  [
    {
      match: (e) => e.bankCode.domain === "LDAS",
      category: "financing",
      id: "bank-code-LDAS",
      reason: "the bank codes it as a loan or deposit (domain LDAS)",
    },
    {
      match: (e) => e.bankCode.subFamily === "SALA",
      category: "payroll",
      id: "bank-code-SALA",
      reason: "the bank codes it as a salary payment (sub-family SALA)",
    },
  ];

const words = (entry: StatementEntry) => `${entry.counterpartyName ?? ""} ${entry.description}`.toLowerCase();

function keywordIn(text: string, keyword: string): boolean {
  const at = text.indexOf(keyword);
  if (at < 0) return false;
  // Whole words only: "aws" must not match "laws".
  const before = text[at - 1];
  const after = text[at + keyword.length];
  return (!before || !/\p{L}/u.test(before)) && (!after || !/\p{L}/u.test(after));
}

export function classifyEntry(entry: StatementEntry, settings: ClassificationSettings): ClassifiedEntry {
  const own = settings.ownAccounts.map((iban) => iban.replace(/\s/g, "").toUpperCase());
  const counterparty = entry.counterpartyAccount?.replace(/\s/g, "").toUpperCase();
  if (counterparty && own.includes(counterparty))
    return {
      ...entry,
      category: "transfer",
      rule: { id: "own-account", reason: `the counterparty ${counterparty} is one of the company's own accounts` },
    };
  for (const rule of BANK_CODE_RULES)
    if (rule.match(entry)) return { ...entry, category: rule.category, rule: { id: rule.id, reason: rule.reason } };
  const text = words(entry);
  const credit = !entry.amount.startsWith("-");
  for (const category of ["financing", "payroll", "cost_of_sales"] as const) {
    const list = settings.keywords[category] ?? DEFAULT_KEYWORDS[category];
    const keyword = list.find((candidate) => keywordIn(text, candidate.toLowerCase()));
    // Money in is never payroll or cost of sales, whatever its text says.
    if (keyword && (category === "financing" || !credit))
      return { ...entry, category, rule: { id: `keyword-${category}`, reason: `the text names "${keyword}"` } };
  }
  return credit
    ? { ...entry, category: "revenue", rule: { id: "credit", reason: "money in that no rule above explains" } }
    : {
        ...entry,
        category: "other",
        rule: { id: "debit", reason: "money out that no rule above explains (operating cost)" },
      };
}

export const classifyEntries = (entries: StatementEntry[], settings: ClassificationSettings) =>
  entries.map((entry) => classifyEntry(entry, settings));
