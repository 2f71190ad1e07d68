import type { IncomingMessage, ServerResponse } from "node:http";
import { type HttpLogger, pinoHttp } from "pino-http";
import { redactUrl } from "./guards/log-redaction.ts";

/** One line per request (method, URL, status, time); asset requests are not logged. */
export function createHttpLogger(level: string): HttpLogger {
  return pinoHttp({
    level,
    autoLogging: { ignore: (req) => req.url?.startsWith("/assets/") ?? false },
    serializers: {
      req: (req: { method: string; url: string }) => ({ method: req.method, url: redactUrl(req.url) }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}

/** The same line pino-http writes, without its per-request child loggers and serializers. */
export function createFastPathRequestLog(httpLogger: HttpLogger) {
  const requestLog = httpLogger.logger.child({}, { serializers: { req: (v: unknown) => v, res: (v: unknown) => v } });
  return (req: IncomingMessage, res: ServerResponse) => {
    if (!requestLog.isLevelEnabled("info")) return;
    const start = Date.now();
    let logged = false;
    const done = () => {
      if (logged) return;
      logged = true;
      requestLog.info(
        {
          req: { method: req.method, url: req.url },
          res: { statusCode: res.statusCode },
          responseTime: Date.now() - start,
        },
        !req.readableAborted && res.writableEnded ? "request completed" : "request aborted",
      );
    };
    res.once("finish", done);
    res.once("close", done);
  };
}
