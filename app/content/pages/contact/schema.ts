import { z } from "zod";

/** Static copy of /contact; the form itself belongs to app/forms. */
export const contactCopySchema = z.object({
  heading: z.literal("Contact Us"),
  subline: z.string(),
  getInTouch: z.object({ heading: z.string(), intro: z.string() }),
  info: z.object({
    heading: z.string(),
    addressLabel: z.string(),
    phoneLabel: z.string(),
    emailLabel: z.string(),
    hoursLabel: z.string(),
  }),
  opensInNewTab: z.string(),
  map: z.object({
    heading: z.string(),
    showMap: z.string(),
    consentNote: z.string(),
    iframeTitle: z.string(),
    openInOsm: z.string(),
    /** OpenStreetMap marker for the office. */
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  }),
});
export type ContactCopy = z.infer<typeof contactCopySchema>;
