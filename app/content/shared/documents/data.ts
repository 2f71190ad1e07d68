import { dueDiligenceChecklist } from "./checklist.ts";
import type { DocumentsCopy } from "./schema.ts";

/** Due diligence: what staff may ask a founder for, and the words of the document pages and their e-mail. */
export const documentsCopy = {
  checklist: [...dueDiligenceChecklist],
  statuses: {
    requested: "Requested",
    received: "Received",
    accepted: "Accepted",
    changes_needed: "Changes needed",
  },
  staff: {
    heading: "Documents",
    none: "No documents requested yet.",
    checklistLegend: "Request documents",
    otherLabel: "Something else (optional)",
    otherHint: "One document, in a few words.",
    request: "Request documents",
    requested:
      "Documents requested. The founder's e-mail with the upload link waits a few minutes under Workflow, where you can read or cancel it.",
    nothingChosen: "Choose at least one document, or name one.",
    accept: "Accept",
    askChanges: "Ask for changes",
    commentLabel: "What needs to change",
    commentRequired: "Say what needs to change.",
    accepted: "Document accepted.",
    changesAsked: "Changes asked for. The founder sees your comment.",
    noFiles: "Nothing uploaded yet.",
    download: "Download",
    formulaWarning:
      "A spreadsheet from outside the firm may hold formulas that fetch data or run commands when opened. Open it in Protected View or a viewer, and do not enable editing, content or links.",
    alreadyRequested: "Already requested.",
    duplicateOther: "“{title}” is already requested and still open: change its words, or wait until it is accepted.",
    refusedTitle: "The documents were not requested",
    back: "Back to the application",
  },
  founder: {
    eyebrow: "Due diligence",
    title: "Documents",
    intro: "Upload what the team asked for. Each request shows whether it is received, accepted or needs changes.",
    back: "Back to your account",
    none: "Nothing has been requested yet.",
    link: "Documents for due diligence",
    limits: "PDF, Excel (XLSX, XLS), CSV, Word (DOCX), PNG or JPEG; up to 25 MB a file and 250 MB in all.",
    fileLabel: "Files",
    upload: "Upload",
    uploaded: "Uploaded. The team has been told it is received.",
    staffComment: "What the team asked to change",
    yourFiles: "Your files",
    withdrawn: "You withdrew this application, so nothing more is asked of you. Any files you sent stay listed here.",
  },
  errors: {
    type: "We read this file's contents and it is not a PDF, XLSX, XLS, CSV, DOCX, PNG or JPEG, whatever its name says. Save or export it again in one of those formats, then upload it.",
    tooLarge: "This file is over 25 MB. Split it or compress it, and upload it again.",
    applicationFull:
      "These files would take this application past 250 MB of documents, the most we keep. Nothing of this upload was stored: send fewer or smaller files, or ask the team.",
    noFile: "Choose at least one file to upload.",
    broken: "The upload did not arrive whole. Please try again.",
    forbidden: "This form has expired. Reload the page and try again.",
    closed: "This document is accepted: nothing more to upload.",
    withdrawn:
      "This application is withdrawn, so it takes no more documents. To be considered again, send a new application.",
    tooManyFiles: "Upload at most 20 files at once.",
    tooMany:
      "You have uploaded many times in a short while. Nothing of this upload was stored: please wait {minutes} minutes, then upload again.",
  },
  mail: {
    subject: "Documents requested for your application",
    body: "The Noema Capital team has asked for documents for your application. Sign in to your founder account to see the list and upload them:",
    link: "Upload your documents:",
  },
} as const satisfies DocumentsCopy;
