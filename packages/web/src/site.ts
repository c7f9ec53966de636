/** What the home page and the top bar call the site. */
export const SITE = {
  title: "rxdocs",
  description: "Documentation and articles, fast to read and safe to share.",
};
