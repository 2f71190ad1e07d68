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

/** SMTP 5xx replies are permanent (no such mailbox, rejected); 4xx and network errors are not. */
export function classifySmtpError(error: unknown): unknown {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  if (typeof code === "number" && code >= 500 && code < 600) {
    const message = error instanceof Error ? error.message : String(error);
    return new PermanentDeliveryError(`SMTP ${code}: ${message}`, { cause: error });
  }
  return error;
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
