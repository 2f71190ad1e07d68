// Header recording: the fast path answers with the headers the Express chain's own middleware
// produces, run once at start-up against a recording response, with placeholders where the
// per-request values go.

type Middleware = (req: never, res: never, next: (error?: unknown) => void) => void;

/**
 * The headers `middleware` sets, in order, found by running it once against a recording
 * response. It must finish synchronously and must not depend on anything but `req` and `locals`.
 */
export function recordHeaders(
  middleware: Middleware,
  req: Record<string, unknown>,
  locals: Record<string, unknown> = {},
): [string, string][] {
  const headers = new Map<string, [string, string]>();
  const res = {
    locals,
    setHeader(name: string, value: number | string | readonly string[]) {
      if (Array.isArray(value)) throw new Error(`${name}: recorded headers must be single values`);
      headers.set(name.toLowerCase(), [name, String(value)]);
      return res;
    },
    getHeader: (name: string) => headers.get(name.toLowerCase())?.[1],
    hasHeader: (name: string) => headers.has(name.toLowerCase()),
    removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
  };
  let finished = false;
  (middleware as (req: unknown, res: unknown, next: (error?: unknown) => void) => void)(req, res, (error) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error("recordHeaders: the middleware did not call next() synchronously");
  return [...headers.values()];
}
