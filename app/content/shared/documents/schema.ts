import { z } from "zod";

const text = z.string().trim().min(1);
const statusLabels = z.object({ requested: text, received: text, accepted: text, changes_needed: text });

/** The due-diligence checklist and the copy of the document pages (./data.ts). */
export const documentsSchema = z.object({
  checklist: z
    .array(z.object({ key: z.string().regex(/^[a-z][a-z0-9-]{1,40}$/), title: text }))
    .min(1)
    .refine((items) => new Set(items.map((item) => item.key)).size === items.length, "checklist keys must be unique"),
  statuses: statusLabels,
  staff: z.object({
    heading: text,
    none: text,
    checklistLegend: text,
    otherLabel: text,
    otherHint: text,
    request: text,
    requested: text,
    nothingChosen: text,
    accept: text,
    askChanges: text,
    commentLabel: text,
    commentRequired: text,
    accepted: text,
    changesAsked: text,
    noFiles: text,
    download: text,
    formulaWarning: text,
    alreadyRequested: text,
    duplicateOther: text,
    refusedTitle: text,
    back: text,
  }),
  founder: z.object({
    eyebrow: text,
    title: text,
    intro: text,
    back: text,
    none: text,
    link: text,
    limits: text,
    fileLabel: text,
    upload: text,
    uploaded: text,
    staffComment: text,
    yourFiles: text,
    withdrawn: text,
  }),
  errors: z.object({
    type: text,
    tooLarge: text,
    applicationFull: text,
    noFile: text,
    broken: text,
    forbidden: text,
    closed: text,
    /** The founder withdrew the application: it takes no more documents (issue 26). */
    withdrawn: text,
    tooManyFiles: text,
    tooMany: text,
  }),
  mail: z.object({ subject: text, body: text, link: text }),
});

export type DocumentsCopy = z.infer<typeof documentsSchema>;

/** The words around the checklist where founders are told what to have ready (./checklist.ts). */
export const documentsToPrepareSchema = z.object({ heading: text, intro: text });
export type DocumentsToPrepare = z.infer<typeof documentsToPrepareSchema>;
