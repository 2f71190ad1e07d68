import type { Migration, MigrationProvider } from "kysely/migration";
import * as publicForms from "./001_public_forms.ts";
import * as staffInbox from "./002_staff_inbox.ts";
import * as leadWorkflow from "./003_lead_workflow.ts";
import * as outboxDeadLetter from "./004_outbox_dead_letter.ts";
import * as idempotencyPayloadHash from "./005_idempotency_payload_hash.ts";
import * as appSecrets from "./006_app_secrets.ts";
import * as applicationFit from "./007_application_fit.ts";
import * as founderAccounts from "./008_founder_accounts.ts";
import * as settings from "./009_settings.ts";
import * as fitSortIndex from "./010_fit_sort_index.ts";
import * as erasureLedger from "./011_erasure_ledger.ts";
import * as noteIdempotencyKeys from "./012_note_idempotency_keys.ts";
import * as dealMessages from "./013_deal_messages.ts";
import * as dealDocuments from "./014_deal_documents.ts";
import * as dealTasks from "./015_deal_tasks.ts";
import * as accentFreeSearch from "./016_accent_free_search.ts";
import * as staffTimeZone from "./017_staff_time_zone.ts";
import * as applicationCurrency from "./019_application_currency.ts";
import * as pendingSubmissions from "./020_pending_submissions.ts";
import * as incrementalVacuum from "./021_incremental_vacuum.ts";
import * as scheduledJobs from "./022_scheduled_jobs.ts";
import * as facilitySortIndex from "./026_facility_sort_index.ts";
import * as dataImports from "./027_data_imports.ts";
import * as csvMappings from "./028_csv_mappings.ts";
import * as dealProposals from "./030_deal_proposals.ts";
import * as dealOffers from "./031_deal_offers.ts";

/*
 * Static list instead of FileMigrationProvider: the server is bundled by Vite,
 * so there is no migrations folder to read at run time. Add new files here.
 */
const migrations: Record<string, Migration> = {
  "001_public_forms": publicForms,
  "002_staff_inbox": staffInbox,
  "003_lead_workflow": leadWorkflow,
  "004_outbox_dead_letter": outboxDeadLetter,
  "005_idempotency_payload_hash": idempotencyPayloadHash,
  "006_app_secrets": appSecrets,
  "007_application_fit": applicationFit,
  "008_founder_accounts": founderAccounts,
  "009_settings": settings,
  "010_fit_sort_index": fitSortIndex,
  "011_erasure_ledger": erasureLedger,
  "012_note_idempotency_keys": noteIdempotencyKeys,
  "013_deal_messages": dealMessages,
  "014_deal_documents": dealDocuments,
  "015_deal_tasks": dealTasks,
  "016_accent_free_search": accentFreeSearch,
  "017_staff_time_zone": staffTimeZone,
  "019_application_currency": applicationCurrency,
  "020_pending_submissions": pendingSubmissions,
  "021_incremental_vacuum": incrementalVacuum,
  "022_scheduled_jobs": scheduledJobs,
  "026_facility_sort_index": facilitySortIndex,
  "027_data_imports": dataImports,
  "028_csv_mappings": csvMappings,
  "030_deal_proposals": dealProposals,
  "031_deal_offers": dealOffers,
};

export const staticMigrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
