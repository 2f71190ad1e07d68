/* The tables of the deal workspace (issue 20): tasks, the conversation with the founder, documents. */

/** A next step on a deal (migration 015): due on a day, for one staff member, completed not deleted. */
export interface DealTaskTable {
  id: string;
  application_id: string;
  title: string;
  /** "YYYY-MM-DD" in the firm's time zone. */
  due_on: string;
  assignee_id: string | null;
  created_by: string | null;
  created_at: string;
  completed_at: string | null;
  completed_by: string | null;
}

/** Who wrote a message of a deal's conversation. */
export type DealMessageAuthor = "staff" | "founder";

/** A message between staff and the founder of an application (migration 013, decision 059). */
export interface DealMessageTable {
  id: string;
  application_id: string;
  author: DealMessageAuthor;
  /** The staff member who wrote it; null for the founder's messages. */
  staff_user_id: string | null;
  body: string;
  created_at: string;
  /** When the other side first read it: the firm (any staff member) or the founder. */
  read_at: string | null;
  /** The posting form's key; unique per application. */
  idempotency_key: string;
}

export type DocumentRequestStatus = "requested" | "received" | "accepted" | "changes_needed";

/** A document staff asked an applicant for (migration 014, decision 060). */
export interface DocumentRequestTable {
  id: string;
  application_id: string;
  /** The checklist item's key (app/content/shared/documents), or null for a free-text request. */
  item_key: string | null;
  title: string;
  status: DocumentRequestStatus;
  /** What staff asked to change, when the status is changes_needed. */
  staff_comment: string | null;
  requested_by: string | null;
  /** The requesting form's key: a resubmitted form adds no request twice (and mails once). */
  idempotency_key: string | null;
  created_at: string;
  updated_at: string;
}

/** `uploading` until the last chunk is stored; only `complete` files are listed or served. */
export type DocumentFileStatus = "uploading" | "complete";

export interface DocumentFileTable {
  id: string;
  request_id: string;
  application_id: string;
  file_name: string;
  /** The type detected from the file's bytes, never the browser's claim. */
  content_type: string;
  size_bytes: number;
  status: DocumentFileStatus;
  created_at: string;
}

/** A file's bytes, ~256 KB a row, in order of `seq`. */
export interface DocumentChunkTable {
  file_id: string;
  seq: number;
  data: Uint8Array;
}

/** A proposal's life: drafted, put to the committee, decided, or replaced by a newer proposal. */
export type ProposalStatus = "draft" | "in_committee" | "approved" | "declined" | "superseded";

/** A partner's proposed terms (migration 030, decision 085); frozen once in committee. */
export interface DealProposalTable {
  id: string;
  application_id: string;
  /** JSON text of the terms. */
  terms: string;
  status: ProposalStatus;
  committee_on: string | null;
  /** The memo version put to the committee, and the SHA-256 of its text. */
  memo_version: number | null;
  memo_sha256: string | null;
  /** JSON text of the rule, the votes and the outcome, written once. */
  decision: string | null;
  decided_at: string | null;
  decided_by: string | null;
  superseded_by: string | null;
  created_by: string | null;
  created_at: string;
}

/** One saved version of a proposal's memo (Markdown); versions are added, never changed. */
export interface ProposalMemoTable {
  id: string;
  proposal_id: string;
  application_id: string;
  version: number;
  body: string;
  created_by: string | null;
  created_at: string;
}

/** A partner's vote, or recusal, on a proposal in committee. */
export interface CommitteeVoteTable {
  id: string;
  proposal_id: string;
  application_id: string;
  staff_user_id: string;
  choice: "approve" | "approve_with_conditions" | "decline" | "recused";
  comment: string;
  created_at: string;
}

/** Where an offer stands; "expired" is read from expires_on, never stored. */
export type OfferStatus = "open" | "accepted" | "declined";

/** An approved proposal offered to the founder (migration 031, decision 085). */
export interface DealOfferTable {
  id: string;
  proposal_id: string;
  application_id: string;
  status: OfferStatus;
  /** "YYYY-MM-DD", the last day it can be accepted. */
  expires_on: string;
  created_by: string | null;
  created_at: string;
  responded_at: string | null;
  /** What the founder typed to accept. */
  confirmation: string | null;
  decline_reason: string | null;
  /** "YYYY-MM-DD": the agreement was signed, outside the app, on this day. */
  signed_on: string | null;
  signed_recorded_by: string | null;
}
