import type { Migration, MigrationProvider } from "kysely/migration";
import * as publicForms from "./001_public_forms.ts";
import * as staffInbox from "./002_staff_inbox.ts";

/*
 * Static list instead of FileMigrationProvider: the server is bundled by Vite,
 * so there is no migrations folder to read at run time. Add new files here.
 */
const migrations: Record<string, Migration> = {
  "001_public_forms": publicForms,
  "002_staff_inbox": staffInbox,
};

export const staticMigrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
