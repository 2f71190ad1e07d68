/** A failure that retrying cannot fix: the row goes straight to dead. */
export class PermanentDeliveryError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "PermanentDeliveryError";
  }
}

export class DeliveryDeadlineError extends Error {
  constructor(deadlineMs: number) {
    super(`Delivery did not finish within its ${deadlineMs} ms deadline`);
    this.name = "DeliveryDeadlineError";
  }
}

/** A mail that could not be sent, described without the server's reply text. */
export class MailDeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "MailDeliveryError";
  }
}

interface SmtpFailure {
  responseCode?: unknown;
  response?: unknown;
  command?: unknown;
  code?: unknown;
}

/**
 * What an SMTP failure may say in the log and on the outbox row: its reply code, enhanced status and
 * command. Never the reply text: servers quote the refused recipient's address in it (issue 21).
 */
export function describeSmtpFailure(error: unknown): string | undefined {
  const failure = (typeof error === "object" && error !== null ? error : {}) as SmtpFailure;
  if (typeof failure.responseCode !== "number" && typeof failure.response !== "string") return undefined;
  const enhanced =
    typeof failure.response === "string" ? /\b[245]\.\d{1,3}\.\d{1,3}\b/.exec(failure.response)?.[0] : "";
  const parts = [
    `SMTP ${typeof failure.responseCode === "number" ? failure.responseCode : "reply"}`,
    enhanced,
    typeof failure.command === "string" ? `at ${failure.command}` : "",
    typeof failure.code === "string" ? `(${failure.code})` : "",
  ];
  return parts.filter(Boolean).join(" ");
}

/**
 * SMTP 5xx replies are permanent (no such mailbox, rejected); 4xx and network errors are not. An error
 * carrying a server reply is replaced by its description, without the original as its cause (the log
 * would print the cause's message); local and network errors name no recipient and pass as they are.
 */
export function classifySmtpError(error: unknown): unknown {
  const description = describeSmtpFailure(error);
  if (description === undefined) return error;
  const code = (error as SmtpFailure).responseCode;
  const permanent = typeof code === "number" && code >= 500 && code < 600;
  return permanent ? new PermanentDeliveryError(description) : new MailDeliveryError(description);
}

/**
 * Runs `work` with a hard deadline: past it the promise rejects (and the signal
 * aborts) even if the work ignores the signal, so a hung peer cannot hold a row
 * past its lease.
 */
export async function withDeadline<T>(deadlineMs: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new DeliveryDeadlineError(deadlineMs);
      controller.abort(error);
      reject(error);
    }, deadlineMs);
  });
  try {
    return await Promise.race([work(controller.signal), deadline]);
  } finally {
    clearTimeout(timer);
  }
}
