import { data } from "react-router";
import type { Route } from "./+types/insights";
import { PageHero } from "#app/site/components/hero/PageHero.tsx";
import { HeadedSection } from "#app/shared/ui/HeadedSection.tsx";
import { SectionHeader } from "#app/shared/ui/SectionHeader.tsx";
import { ArticleCard } from "#app/site/components/insights/ArticleCard.tsx";
import { ArticleGrid } from "#app/site/components/insights/ArticleGrid.tsx";
import { LoadMore } from "#app/site/components/insights/LoadMore.tsx";
import { NewsletterBox } from "#app/public-forms/newsletter/NewsletterBox.tsx";
import { archiveArticles, featuredArticles } from "#app/site/insights/articles.server.ts";
import { ARTICLES_PER_PAGE, insightsCopy } from "#app/content/articles/copy.ts";
import { insightsPage } from "#app/content/pages/insights/copy.ts";
import { pageMeta } from "#app/site/meta.ts";
import styles from "./insights.module.css";
import { loadAsDocument, staticDocument } from "#app/site/document/static-document.ts";

const page = insightsPage;

/** ?page=N shows the first N pages of the archive; anything else is a page that does not exist. */
export function loader({ url }: Route.LoaderArgs) {
  const archive = archiveArticles();
  const lastPage = Math.max(1, Math.ceil(archive.length / ARTICLES_PER_PAGE));
  const raw = url.searchParams.get("page");
  const pageNumber = raw === null ? 1 : /^[1-9]\d{0,3}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(pageNumber) || pageNumber > lastPage) throw data(null, { status: 404 });
  const shown = archive.slice(0, pageNumber * ARTICLES_PER_PAGE);
  return {
    featured: featuredArticles(),
    articles: shown,
    total: archive.length,
    page: pageNumber,
    nextPage: pageNumber < lastPage ? pageNumber + 1 : null,
  };
}

// A static document: no React runtime in the browser (decision 064).
export const handle = staticDocument;
export const clientLoader = loadAsDocument;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { ...page.meta, path: "/insights" });

export default function Insights({ loaderData }: Route.ComponentProps) {
  const { featured, articles, total, page: pageNumber, nextPage } = loaderData;
  const firstNewIndex = pageNumber > 1 ? (pageNumber - 1) * ARTICLES_PER_PAGE : undefined;

  const status = insightsCopy.pageStatus.replace("{shown}", String(articles.length)).replace("{total}", String(total));
  return (
    <>
      <PageHero {...page.hero} />
      <HeadedSection headingId="featured-heading" heading={insightsCopy.featuredHeading}>
        <ul className={styles.featured}>
          {featured.map((article) => (
            <li key={article.slug}>
              <ArticleCard article={article} variant="featured" sizes="(min-width: 900px) 640px, 100vw" />
            </li>
          ))}
        </ul>
      </HeadedSection>
      <section className={`section ${styles.all}`} aria-labelledby="all-heading">
        <div className="container">
          <SectionHeader id="all-heading" heading={insightsCopy.allHeading} />
          <ArticleGrid articles={articles} firstNewIndex={firstNewIndex} />
          <LoadMore path="/insights" nextPage={nextPage} label={insightsCopy.loadMore} status={status} />
        </div>
      </section>
      <div className="section">
        <div className={`container ${styles.newsletterInner}`}>
          <NewsletterBox />
        </div>
      </div>
    </>
  );
}
