// What the access log may keep of a URL: confirm and unsubscribe links carry live tokens.

/** Query parameters whose values are credentials: any name containing "token", "secret", "password" or "key". */
const SECRET_PARAMETER = /([?&][^=&#]*(?:token|secret|password|key)[^=&#]*=)[^&#]*/gi;

/** `url` with the value of every secret-looking query parameter replaced by "[redacted]". */
export function redactUrl(url: string): string {
  return url.includes("?") ? url.replace(SECRET_PARAMETER, "$1[redacted]") : url;
}
