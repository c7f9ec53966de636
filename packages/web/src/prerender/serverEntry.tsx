// The reader app's server entry: renders a first page to markup from its menus and article,
// with the same components, routes and store as the browser, so that the browser hydrates it
// as it is; renders articles for the API with the same renderer; and makes them pages of a
// printed section.
import type { MenuEntry, RenderPage } from "@rxdocs/contract";
import { JSDOM } from "jsdom";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { loadCatalogue } from "../i18n/loadCatalogue";
import { renderArticle, setServerRendering } from "../markdown/renderArticle";
import { setSanitizerWindows } from "../markdown/sanitize";
import { appRoutes } from "../router";
import { createMemoryRouter, RouterProvider } from "../routing";
import { pageTitle } from "../site";
import { slotOf } from "../slot/slotQuery";
import { useAppStore } from "../store/appStore";
import { indexMenus } from "../store/menuIndex";
import { highlight } from "./serverHighlight";
import { renderMath } from "./serverMath";

setSanitizerWindows(() => new JSDOM("").window);
setServerRendering({ highlight, renderMath });

const routes = appRoutes();
const initialState = useAppStore.getState();

// The server hands over the same tree object for every page of a content version and grant.
const menuIndexes = new WeakMap<MenuEntry[], ReturnType<typeof indexMenus>>();
function menuIndexOf(navList: MenuEntry[]): ReturnType<typeof indexMenus> {
  let index = menuIndexes.get(navList);
  if (!index) menuIndexes.set(navList, (index = indexMenus(navList)));
  return index;
}

export { renderArticle };
export { printArticleHtml } from "./printArticleHtml";
export { loadCatalogue as interfaceMessages };

export const renderPage: RenderPage = async ({ url, navList, article, site, versions }) => {
  const router = await createMemoryRouter(routes, url);
  // The address names the page's version and language, as the reader's does: the page's content
  // is of them, and its links keep them.
  const slot = slotOf(new URL(url, "http://rxdocs.invalid").searchParams);

  // The article goes with its rendering: the markup shows it, and the browser hydrates from it.
  const pageData = {
    site,
    versions,
    article: article && { ...article, rendered: article.rendered ?? renderArticle(article) },
  };
  // The page's interface is in its language.
  await loadCatalogue(site.lang);
  // Rendering is synchronous from here on, so no other page's state can slip in.
  const menus = { navList, ...menuIndexOf(navList), menusLoaded: true, menusSlot: slot };
  useAppStore.setState({ ...initialState, ...menus }, true);
  useAppStore.getState().startFromPage(pageData, slot);
  const appHtml = renderToString(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return { appHtml, title: pageTitle(site.title, article?.articleTitle), pageData };
};
