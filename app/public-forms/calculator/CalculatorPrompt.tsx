import { ArrowLink } from "#app/shared/ui/ArrowLink.tsx";
import type { ContentLink } from "#app/content/shared/blocks/schema.ts";
import styles from "./CalculatorPrompt.module.css";

/** A quiet pointer to the calculator, under the application form. */
export function CalculatorPrompt({ text, link }: { text: string; link: ContentLink }) {
  return (
    <aside className={`container ${styles.prompt}`} aria-label={link.label}>
      <p>{text}</p>
      <ArrowLink to={link.to}>{link.label}</ArrowLink>
    </aside>
  );
}
