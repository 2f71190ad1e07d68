import { useRouteLoaderData } from "react-router";
import type { SiteConfig } from "~/content/shared/site/schema";
import { siteDefaults } from "~/content/shared/site/data";

interface RootData {
  site: SiteConfig;
  csrfToken: string;
}

/** Brand facts with env overrides, from the root loader. */
export function useSite(): SiteConfig {
  const data = useRouteLoaderData("root") as RootData | undefined;
  return data?.site ?? siteDefaults;
}

export function useCsrfToken(): string {
  const data = useRouteLoaderData("root") as RootData | undefined;
  return data?.csrfToken ?? "";
}

export type { RootData };
