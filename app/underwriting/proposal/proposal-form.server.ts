import { z } from "zod";
import { underwritingCopy } from "#app/content/shared/underwriting/data.ts";
import { committeeRuleSchema, VOTE_CHOICES } from "#app/underwriting/committee/committee-rule.ts";
import { proposalTermsSchema, termsInputOf } from "./terms.ts";

/* The proposal page's forms, one intent each, read into what the storage functions take. */

const copy = underwritingCopy;
export const MEMO_MAX = 50_000;

const memo = z.string().trim().min(1, copy.memo.required).max(MEMO_MAX, copy.memo.tooLong);
const proposalId = z.uuid();

const intents = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("memo"), proposalId, memo }),
  z.object({
    intent: z.literal("committee"),
    proposalId,
    committeeOn: z.iso.date(copy.committee.dateInvalid),
  }),
  z
    .object({
      intent: z.literal("vote"),
      proposalId,
      choice: z.enum(VOTE_CHOICES),
      comment: z.string().trim().max(2000),
    })
    .refine((vote) => vote.choice !== "approve_with_conditions" || vote.comment !== "", {
      path: ["comment"],
      message: copy.committee.conditionsRequired,
    }),
  z.object({ intent: z.literal("decide"), proposalId }),
  z.object({ intent: z.literal("offer"), proposalId, expiresOn: z.iso.date(copy.committee.dateInvalid) }),
  z.object({ intent: z.literal("signed"), offerId: z.uuid(), signedOn: z.iso.date(copy.committee.dateInvalid) }),
  z.object({
    intent: z.literal("rule"),
    quorum: committeeRuleSchema.shape.quorum,
    decision: committeeRuleSchema.shape.decision,
  }),
]);

export type ProposalPost =
  z.infer<typeof intents> | { intent: "propose"; terms: z.infer<typeof proposalTermsSchema>; memo: string };

export type FieldErrors = Record<string, string>;

const errorsOf = (issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors => {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    // A tranche's field is named as the form names it: tranches.0.amount is tranche1Amount.
    const name = (issue.path.map(String).join(".") || "form").replace(
      /^tranches\.(\d)\.([ac])(mount|ondition)$/,
      (_whole, index: string, first: string, rest: string) =>
        `tranche${Number(index) + 1}${first.toUpperCase()}${rest}`,
    );
    errors[name] ??= issue.message;
  }
  return errors;
};

/** The post read, or each field's reason; the values typed go back with the reasons. */
export function readProposalPost(
  form: FormData,
): { ok: true; post: ProposalPost } | { ok: false; errors: FieldErrors } {
  const fields = Object.fromEntries([...form].map(([name, value]) => [name, String(value)]));
  if (fields.intent === "propose") {
    const terms = proposalTermsSchema.safeParse(termsInputOf(form));
    const memoText = memo.safeParse(fields.memo ?? "");
    if (!terms.success || !memoText.success)
      return {
        ok: false,
        errors: {
          ...errorsOf(terms.error?.issues ?? []),
          ...errorsOf((memoText.error?.issues ?? []).map((issue) => ({ ...issue, path: ["memo"] }))),
        },
      };
    return { ok: true, post: { intent: "propose", terms: terms.data, memo: memoText.data } };
  }
  const parsed = intents.safeParse(fields);
  return parsed.success ? { ok: true, post: parsed.data } : { ok: false, errors: errorsOf(parsed.error.issues) };
}

/** A new memo starts from the sections credit committees expect. */
export const memoTemplate = () => copy.memo.sections.map((section) => `## ${section}\n\n`).join("");
