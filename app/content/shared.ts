/** Types of the building blocks shared by the content modules; their schemas are in ./schemas/shared.ts. */
export type { ContentLink, CtaBand, HeroContent, PageMetaContent, SectionIntro } from "./schemas/shared.ts";
