// The one place that decides what the site's settings and home page look like on the wire.
import type { RenderArticle, SiteInfo } from "@rxdocs/contract";
import type { Catalog } from "../catalog/catalog.js";
import { insightOf } from "../content/insightSettings.js";
import { uiOverridesFor } from "../content/uiSettings.js";

/** What a site without settings is called, and the language it is in. */
export const DEFAULT_SITE = { title: "rxdocs", description: "", lang: "en" };

export function presentSite(
  catalog: Pick<Catalog, "settings" | "home"> & { slot?: Pick<Catalog["slot"], "lang"> },
  renderArticle?: RenderArticle,
): SiteInfo {
  const { settings, home } = catalog;
  // The language of the pages asked for: the default one, or the reader's.
  const lang = catalog.slot?.lang ?? settings.lang ?? DEFAULT_SITE.lang;
  const ui = uiOverridesFor(settings.ui, lang);
  const insight = insightOf(settings.insight);
  return {
    title: settings.title ?? DEFAULT_SITE.title,
    description: settings.description ?? DEFAULT_SITE.description,
    logo: settings.logo ?? null,
    editUrl: settings.editUrl ?? null,
    lang,
    ...(settings.nav && settings.nav.length > 0 && { nav: settings.nav }),
    feedback: settings.feedback !== false,
    offline: settings.offline !== false,
    insight: { views: insight.views, searches: insight.searches },
    ...(ui && { ui }),
    home: home && {
      title: home.title,
      articleMd: home.articleMd,
      hero: home.hero,
      features: home.features,
      ...(renderArticle && {
        rendered: renderArticle({ articleTitle: home.title, articleMd: home.articleMd, articleTabContent: null }),
      }),
    },
  };
}
