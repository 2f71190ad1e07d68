import { useRouteLoaderData } from "react-router";
import type { SiteConfig } from "#app/content/shared/site/schema.ts";
import { siteDefaults } from "#app/content/shared/site/data.ts";

interface RootData {
  site: SiteConfig;
}

/** Brand facts with env overrides, from the root loader. */
export function useSite(): SiteConfig {
  const data = useRouteLoaderData("root") as RootData | undefined;
  return data?.site ?? siteDefaults;
}

type TokenData = { csrfToken?: string } | undefined;

/** The double-submit token of the staff app or the founder account, from their layouts (decision 066). */
export function useCsrfToken(): string {
  const staff = useRouteLoaderData("routes/inbox/layout") as TokenData;
  const founder = useRouteLoaderData("routes/account/layout") as TokenData;
  return staff?.csrfToken ?? founder?.csrfToken ?? "";
}

export type { RootData };
