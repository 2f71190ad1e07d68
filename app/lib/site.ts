import { useRouteLoaderData } from "react-router";
import { type SiteConfig, siteDefaults } from "~/content/site";

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
