/** A TypeScript file compiled and minified into a string for an inline script (vite.config.ts). */
declare module "*?inline-script" {
  const code: string;
  export default code;
}

/** A TypeScript file bundled with its imports into one module file under /assets: its address (vite.config.ts). */
declare module "*?document-script" {
  const src: string;
  export default src;
}
