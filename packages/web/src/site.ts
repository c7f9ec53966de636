/** What the home page and the top bar call the site. */
export const SITE = {
  title: "rxdocs",
  description: "Documentation and articles, fast to read and safe to share.",
};

/** The document title of a page: the article's title with the site's, or the site's alone. */
export function pageTitle(articleTitle?: string): string {
  return articleTitle ? `${articleTitle} · ${SITE.title}` : SITE.title;
}
