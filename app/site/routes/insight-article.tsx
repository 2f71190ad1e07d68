import { data, Link } from "react-router";
import type { Route } from "./+types/insight-article";
import { Icon } from "#app/shared/ui/Icon.tsx";
import { Picture } from "#app/shared/ui/Picture.tsx";
import { HeadedSection } from "#app/shared/ui/HeadedSection.tsx";
import { ArticleBody } from "#app/site/components/prose/ArticleBody.tsx";
import { ArticleDateline } from "#app/site/components/insights/ArticleDateline.tsx";
import { ArticleGrid } from "#app/site/components/insights/ArticleGrid.tsx";
import { findArticle, relatedArticles } from "#app/site/insights/articles.server.ts";
import { articleHeroSources, articlePdfPath, insightsCopy } from "#app/content/articles/copy.ts";
import { findTeamMember } from "#app/content/shared/team/data.ts";
import { pageMeta, siteFromMatches } from "#app/site/meta.ts";
import { articleJsonLd } from "#app/site/structured-data.ts";
import styles from "./insight-article.module.css";
import { loadAsDocument, staticDocument } from "#app/site/document/static-document.ts";

export function loader({ params }: Route.LoaderArgs) {
  const article = findArticle(params.slug);
  if (!article) throw data(null, { status: 404 });
  const author = findTeamMember(article.author);
  return {
    article,
    author: author ? { name: author.name, role: author.role } : null,
    related: relatedArticles(article.slug, 2),
  };
}

// A static document: no React runtime in the browser (decision 064).
export const handle = staticDocument;
export const clientLoader = loadAsDocument;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const { article, author } = loaderData;
  const site = siteFromMatches(matches);
  const image = `/images/insights/${article.slug}-1280.webp`;
  return pageMeta(matches, {
    title: article.title,
    description: article.description,
    path: `/insights/${article.slug}`,
    type: "article",
    image: `/og/${article.slug}.png`,
    imageAlt: article.heroAlt,
    jsonLd: [
      articleJsonLd(site, {
        slug: article.slug,
        title: article.title,
        description: article.description,
        date: article.date,
        authorName: author?.name ?? site.name,
        image,
      }),
    ],
  });
};

export default function InsightArticle({ loaderData }: Route.ComponentProps) {
  const { article, author, related } = loaderData;
  return (
    <>
      <header className={`page-hero on-dark ${styles.hero}`}>
        <div className={`container ${styles.heroInner}`}>
          <Link to="/insights" className={styles.back}>
            <span className={styles.backIcon}>
              <Icon name="arrow" size={18} />
            </span>
            {insightsCopy.backToInsights}
          </Link>
          <h1 className={styles.title}>{article.title}</h1>
          <p className={styles.description}>{article.description}</p>
          <p className={styles.meta}>
            <ArticleDateline article={article} separator="·" />
            {author ? (
              <>
                <span aria-hidden="true" className={styles.bylineSeparator}>
                  ·
                </span>
                <span className={styles.byline}>
                  {insightsCopy.byline} {author.name}, {author.role}
                </span>
              </>
            ) : null}
          </p>
        </div>
      </header>
      <div className={`container ${styles.figureWrap}`}>
        <Picture
          sources={articleHeroSources(article.slug)}
          alt={article.heroAlt}
          sizes="(min-width: 1240px) 1200px, 100vw"
          className={styles.heroImage}
          priority
        />
      </div>
      <article className={`container ${styles.layout}`}>
        <ArticleBody html={article.html} />
        <aside className={styles.aside}>
          <a href={articlePdfPath(article.slug)} className="button button-ghost">
            <Icon name="document" size={20} />
            {insightsCopy.downloadPdf}
          </a>
        </aside>
      </article>
      <HeadedSection headingId="related-heading" heading={insightsCopy.relatedHeading} className={styles.related}>
        <ArticleGrid articles={related} columns={2} />
      </HeadedSection>
    </>
  );
}
