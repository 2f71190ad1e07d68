import type { PagesContent } from "../schemas/pages.ts";

export const contactPage: PagesContent["contact"] = {
  meta: {
    title: "Contact Us",
    description:
      "Contact Noema Capital: founders, investors and partners. Office in Wilmington, Delaware; open Monday to Friday, 9:00 AM to 6:00 PM.",
  },
};
