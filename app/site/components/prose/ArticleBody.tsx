import styles from "./ArticleBody.module.css";

/** Renders HTML produced at build time from our own Markdown files (trusted content). */
export function ArticleBody({ html, className }: { html: string; className?: string }) {
  return <div className={`${styles.prose} ${className ?? ""}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
