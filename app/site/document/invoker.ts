/**
 * Attributes of a button that runs a command on another element by the platform's invoker
 * commands (`commandfor`/`command`); app/site/document/enhance.ts covers browsers without them.
 * React's types do not know these attributes yet, and spread props are not checked.
 */
export function invokes(targetId: string, command: "show-modal" | "close"): Record<string, string> {
  return { commandfor: targetId, command };
}
