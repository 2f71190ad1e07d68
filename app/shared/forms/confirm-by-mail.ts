/** Where the e-mailed link of a form sent without JavaScript leads (decision 076); browser and server share it. */
export const CONFIRM_SUBMISSION_PATH = "/confirm-submission";
