/** A start-up check failed: the message says what to fix; no stack trace is printed. */
export class StartupRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = "StartupRefusal";
  }
}
