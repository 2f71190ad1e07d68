import type { ContentLink } from "#app/content/shared/blocks/schema.ts";

/** Calls to action that many pages repeat, written once so their wording stays the same everywhere. */
export const joinWaitlist: ContentLink = { label: "Join the waitlist", to: "/apply" };
export const startApplication: ContentLink = { label: "Start Your Application", to: "/apply" };
export const contactUs: ContentLink = { label: "Contact Us", to: "/contact" };
