/** A TypeScript file compiled and minified into a string for an inline script (vite.config.ts). */
declare module "*?inline-script" {
  const code: string;
  export default code;
}

/** A module bundled alone with its imports, minified, under /assets: its address (vite.config.ts, decision 078). */
declare module "*?document-script" {
  const src: string;
  export default src;
}
