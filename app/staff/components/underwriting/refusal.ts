import type { ActionAnswer } from "#app/shared/action-answer.ts";

/** A refused post to the proposal page: which form, each field's reason, and what was typed. */
export interface ProposalRefusal extends ActionAnswer {
  intent: string;
  errors: Record<string, string>;
  values: Record<string, string>;
}
