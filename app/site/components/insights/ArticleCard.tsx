import { Link } from "react-router";
import { Picture } from "#app/shared/ui/Picture.tsx";
import { articleHeroSources } from "#app/content/articles/copy.ts";
import { ArticleDateline } from "./ArticleDateline.tsx";
import styles from "./ArticleCard.module.css";

/** What a card needs; loaders send exactly this (no article body). */
export interface ArticleCardData {
  slug: string;
  title: string;
  date: string;
  description: string;
  heroAlt: string;
  readingMinutes: number;
}

interface ArticleCardProps {
  article: ArticleCardData;
  /** Defaults to the article page; the home page links the PDF instead. */
  href?: string;
  /** Extra words after the title for the link's accessible name, e.g. "(PDF)". */
  hrefNote?: string;
  variant?: "standard" | "featured";
  headingLevel?: 2 | 3;
  /** Width hint for the hero image. */
  sizes?: string;
}

/** A whole-card link: the title's link stretches over the card. */
export function ArticleCard({
  article,
  href,
  hrefNote,
  variant = "standard",
  headingLevel = 3,
  sizes = "(min-width: 1100px) 380px, (min-width: 700px) 45vw, 100vw",
}: ArticleCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const target = href ?? `/insights/${article.slug}`;
  const external = target.endsWith(".pdf");
  const titleContent = (
    <>
      {article.title}
      {hrefNote ? <span className={styles.note}> {hrefNote}</span> : null}
    </>
  );
  return (
    <article className={styles.card} data-variant={variant} data-slug={article.slug}>
      <div className={styles.media}>
        <Picture
          sources={articleHeroSources(article.slug)}
          alt={article.heroAlt}
          sizes={sizes}
          className={styles.image}
        />
      </div>
      <div className={styles.body}>
        <p className={styles.meta}>
          <ArticleDateline article={article} separator=" · " />
        </p>
        <Heading className={styles.title}>
          {external ? (
            <a href={target} className={styles.link}>
              {titleContent}
            </a>
          ) : (
            <Link to={target} className={styles.link}>
              {titleContent}
            </Link>
          )}
        </Heading>
        <p className={styles.description}>{article.description}</p>
      </div>
    </article>
  );
}
