import { formatArticleDate, insightsCopy } from "#app/content/articles/copy.ts";

/** An article's date and reading time, for the card and the article's own header; `separator` sits between. */
export function ArticleDateline({
  article,
  separator,
}: {
  article: { date: string; readingMinutes: number };
  separator: string;
}) {
  return (
    <>
      <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
      <span aria-hidden="true">{separator}</span>
      <span>
        {article.readingMinutes} {insightsCopy.minutesRead}
      </span>
    </>
  );
}
