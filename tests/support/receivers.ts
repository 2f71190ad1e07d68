import { type IncomingHttpHeaders, createServer } from "node:http";
import { type AddressInfo, type Socket, createServer as createTcpServer } from "node:net";
import { SMTPServer } from "smtp-server";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll } from "vitest";

export interface WebhookCall {
  idempotencyKey: string | undefined;
  body: unknown;
  /** The body exactly as received (what a signature covers). */
  rawBody: string;
  answered: number;
  headers: IncomingHttpHeaders;
  /** The Standard Webhooks message id: the same on every retry of one lead. */
  webhookId: string | undefined;
  /** Whether the signature checked out against `secret` (undefined when the receiver has none). */
  signatureValid: boolean | undefined;
}

const firstHeader = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function signatureChecks(secret: string, headers: IncomingHttpHeaders, rawBody: string): boolean {
  try {
    new Webhook(secret).verify(rawBody, {
      "webhook-id": firstHeader(headers["webhook-id"]) ?? "",
      "webhook-timestamp": firstHeader(headers["webhook-timestamp"]) ?? "",
      "webhook-signature": firstHeader(headers["webhook-signature"]) ?? "",
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * A local webhook receiver that answers `failureStatus` (503) to its first `failures` calls, then 200.
 * Given the `secret`, it verifies each call's signature as a real receiver would.
 */
export async function startWebhookServer({
  failures = 0,
  delayMs = 0,
  failureStatus = 503,
  secret,
}: { failures?: number; delayMs?: number; failureStatus?: number; secret?: string } = {}) {
  const calls: WebhookCall[] = [];
  let remainingFailures = failures;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const answered = remainingFailures > 0 ? failureStatus : 200;
      if (remainingFailures > 0) remainingFailures--;
      const rawBody = Buffer.concat(chunks).toString("utf8");
      calls.push({
        idempotencyKey: firstHeader(request.headers["idempotency-key"]),
        body: JSON.parse(rawBody),
        rawBody,
        answered,
        headers: request.headers,
        webhookId: firstHeader(request.headers["webhook-id"]),
        signatureValid: secret === undefined ? undefined : signatureChecks(secret, request.headers, rawBody),
      });
      setTimeout(() => response.writeHead(answered, { "content-type": "text/plain" }).end("ok"), delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/leads`,
    calls,
    /** Makes the next `count` calls fail (an outage starting now). */
    failNext(count: number) {
      remainingFailures = count;
    },
    /** How many 2xx answers each idempotency key received. */
    successesByKey() {
      const counts = new Map<string, number>();
      for (const call of calls) {
        if (call.answered === 200 && call.idempotencyKey) {
          counts.set(call.idempotencyKey, (counts.get(call.idempotencyKey) ?? 0) + 1);
        }
      }
      return counts;
    },
    /** The webhook-ids each lead's successful calls carried: one per lead lets a receiver dedupe. */
    webhookIdsByLead() {
      const ids = new Map<string, Set<string>>();
      for (const call of calls) {
        if (call.answered !== 200 || !call.idempotencyKey) continue;
        const seen = ids.get(call.idempotencyKey) ?? new Set<string>();
        seen.add(call.webhookId ?? "");
        ids.set(call.idempotencyKey, seen);
      }
      return ids;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface ReceivedMail {
  from: string | undefined;
  to: string[];
  raw: string;
  header(name: string): string | undefined;
  /** Body with quoted-printable soft breaks and escapes undone. */
  text: string;
}

function decodeQuotedPrintable(value: string) {
  return value
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * A real SMTP server on loopback that rejects its first `failures` messages (451: a temporary error),
 * and refuses `refusedRecipients` at RCPT TO (`refusalCode`) naming the address in its reply, as real
 * servers do.
 */
export async function startSmtpServer({
  failures = 0,
  failureCode = 451,
  refusedRecipients = [] as string[],
  refusalCode = 550,
} = {}) {
  const mails: ReceivedMail[] = [];
  let remainingFailures = failures;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refusedRecipients.includes(address.address)) return callback();
      const reply = `${refusalCode >= 500 ? "5.1.1" : "4.2.1"} <${address.address}>: Recipient address rejected`;
      callback(Object.assign(new Error(reply), { responseCode: refusalCode }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (remainingFailures > 0) {
          remainingFailures--;
          const message = failureCode >= 500 ? "Mailbox does not exist" : "Mailbox temporarily unavailable";
          callback(Object.assign(new Error(message), { responseCode: failureCode }));
          return;
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        const separator = raw.indexOf("\r\n\r\n");
        const head = raw.slice(0, separator).replace(/\r\n[ \t]+/g, " ");
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
          header: (name) => new RegExp(`^${name}:\\s*(.*)$`, "im").exec(head)?.[1]?.trim(),
          text: decodeQuotedPrintable(raw.slice(separator + 4)).replace(/\r\n/g, "\n"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** Makes the next `count` messages fail (0: the server is back). */
    failNext(count: number) {
      remainingFailures = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A TCP server that accepts connections and never says a word: an SMTP server that hangs. */
export async function startSilentServer() {
  const sockets = new Set<Socket>();
  const server = createTcpServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => undefined);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    connections: () => sockets.size,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** An SMTP server for the tests of one suite: started before them, closed after; read it inside a test or hook. */
export function smtpServerForSuite(): () => Awaited<ReturnType<typeof startSmtpServer>> {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
  });
  return () => {
    if (!smtp) throw new Error("the suite's SMTP server is read before its beforeAll ran");
    return smtp;
  };
}
