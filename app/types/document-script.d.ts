/** `import src from "./x.ts?document-script"`: the address of x.ts bundled with its imports (vite.config.ts). */
declare module "*?document-script" {
  const src: string;
  export default src;
}
