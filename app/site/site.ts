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

/**
 * The double-submit token of the staff app or the founder account, from their layouts (decision 066),
 * found by the ids app/routes.ts gives them, which do not change when a file moves.
 */
export function useCsrfToken(): string {
  const staff = useRouteLoaderData("staff-layout") as TokenData;
  const founder = useRouteLoaderData("founder-layout") as TokenData;
  return staff?.csrfToken ?? founder?.csrfToken ?? "";
}

export type { RootData };
