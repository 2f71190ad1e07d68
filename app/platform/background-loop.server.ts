/**
 * The timer of a job every instance runs in the background (the outbox worker, the ECB rates job):
 * one round at a time, each after the pause the last one asked for. The timer alone never keeps the
 * process alive, and stop() waits for the round in progress, so nothing is left half-recorded.
 */
export class BackgroundLoop {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = true;

  /** `round` does one round, never throws, and answers how long to wait before the next. */
  constructor(private readonly round: () => Promise<number>) {}

  get active(): boolean {
    return !this.stopped;
  }

  /** Starts the first round at once, unless the loop runs already. */
  start() {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private schedule(delayMs: number) {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.round().then((next) => {
        this.running = undefined;
        this.schedule(next);
      });
    }, delayMs);
    this.timer.unref();
  }
}
