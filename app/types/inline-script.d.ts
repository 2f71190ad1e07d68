/** A TypeScript file compiled and minified into a string for an inline script (vite.config.ts). */
declare module "*?inline-script" {
  const code: string;
  export default code;
}
