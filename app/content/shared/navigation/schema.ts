import { z } from "zod";

const linkSchema = z.object({ label: z.string().min(1), to: z.string().startsWith("/") });
export type NavLink = z.infer<typeof linkSchema>;

export const navigationSchema = z.object({
  skipLink: z.string(),
  homeLabel: z.string(),
  /** 'For Companies' opens this menu: the companies pages and the four industries. */
  companiesMenu: z.object({
    label: z.string(),
    to: z.string().startsWith("/"),
    pagesLabel: z.string(),
    pages: z.array(linkSchema).min(1),
    industriesLabel: z.string(),
    industries: z.array(linkSchema).length(4),
  }),
  primary: z.array(linkSchema).min(2),
  cta: linkSchema,
  menuOpen: z.string(),
  menuClose: z.string(),
  mainNavLabel: z.string(),
  mobileNavLabel: z.string(),
  footer: z.object({
    blurb: z.string(),
    columns: z.array(z.object({ title: z.string(), links: z.array(linkSchema).min(1) })),
    contactTitle: z.string(),
    socialLabel: z.string(),
    legalNavLabel: z.string(),
    legal: z.array(linkSchema).length(3),
    rightsReserved: z.string(),
    opensInNewTab: z.string(),
  }),
  serverError: z.object({ eyebrow: z.string(), title: z.string(), body: z.string() }),
  notFound: z.object({
    eyebrow: z.string(),
    title: z.string(),
    body: z.string(),
    links: z.array(linkSchema).min(3),
  }),
});
export type Navigation = z.infer<typeof navigationSchema>;
