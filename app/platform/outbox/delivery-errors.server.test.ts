import { describe, expect, it } from "vitest";
import { MailDeliveryError, PermanentDeliveryError, classifySmtpError } from "./delivery-errors.server.ts";

/** A failure as nodemailer reports a server's reply. */
const smtpFailure = (responseCode: number, response: string, command = "RCPT TO") =>
  Object.assign(new Error(`Can't send mail - all recipients were rejected: ${response}`), {
    code: "EENVELOPE",
    responseCode,
    response,
    command,
    rejected: ["ada@analytical.example"],
  });

describe("classifySmtpError", () => {
  it("describes a refusal by code, enhanced status and command, never by the reply that names the address", () => {
    const permanent = classifySmtpError(smtpFailure(550, "550 5.1.1 <ada@analytical.example>: User unknown"));
    expect(permanent).toBeInstanceOf(PermanentDeliveryError);
    expect((permanent as Error).message).toBe("SMTP 550 5.1.1 at RCPT TO (EENVELOPE)");
    expect((permanent as Error).cause).toBeUndefined();
    const transient = classifySmtpError(smtpFailure(452, "452 4.2.2 <ada@analytical.example>: Mailbox full"));
    expect(transient).toBeInstanceOf(MailDeliveryError);
    expect((transient as Error).message).toBe("SMTP 452 4.2.2 at RCPT TO (EENVELOPE)");
  });

  it("passes a network error, which names no recipient, as it is", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:25"), { code: "ECONNECTION" });
    expect(classifySmtpError(refused)).toBe(refused);
  });
});
