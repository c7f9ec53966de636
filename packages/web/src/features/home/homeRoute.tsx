import { ARTICLE_STATUS_PUBLISHED, type Article } from "@rxdocs/contract";
import { useEffect, useMemo, useState } from "react";
import { Link } from "../../routing";
import { fetchArticlePage } from "../../api/calls";
import { ArticleBody } from "../../markdown/ArticleBody";
import { useRenderedArticle } from "../../markdown/useRenderedArticle";
import { pageTitle, useSite } from "../../site";
import { useDocumentTitle } from "../../shared/useDocumentTitle";
import { useAppStore } from "../../store/appStore";
import { countArticles } from "../../store/menuIndex";
import { Badge } from "../../ui/Badge";
import { articleHref } from "../../shared/articleHref";
import { firstArticle } from "../../store/menuIndex";
import { slotKey } from "../../slot/slotQuery";
import { useSlot } from "../../slot/useSlot";
import { HomeFeatures, HomeHero } from "./HomeHero";
import { useMessages } from "../../i18n/useMessages";
import "./home.css";

type RecentArticle = Pick<Article, "menuCode" | "articleTitle" | "createdAt">;
const RECENT_COUNT = 6;

export function Component() {
  const navList = useAppStore((state) => state.navList);
  const [recent, setRecent] = useState<RecentArticle[] | undefined>();
  const site = useSite();
  const slot = useSlot();
  const messages = useMessages();
  const home = site?.home ?? undefined;
  // The home page's Markdown comes rendered from the server; the browser renders it only without.
  const homeArticle = useMemo(
    () =>
      home && {
        articleTitle: home.title,
        articleMd: home.articleMd,
        articleTabContent: null,
        rendered: home.rendered,
      },
    [home],
  );
  const homeBody = useRenderedArticle(homeArticle);
  useDocumentTitle(pageTitle(site?.title));

  // Asked again when the menus change (a share link may have opened more articles) and in
  // another version or language (the call is made in the slot in force, the page's).
  const pageSlot = slotKey(slot);
  useEffect(() => {
    const controller = new AbortController();
    fetchArticlePage<RecentArticle>(
      {
        pageSize: RECENT_COUNT,
        current: 1,
        query: {
          status: ARTICLE_STATUS_PUBLISHED,
          sorts: [["createdAt", "desc"]],
          attributes: ["menuCode", "articleTitle", "createdAt"],
        },
      },
      { signal: controller.signal },
    ).then(
      (page) => setRecent(page.data),
      () => setRecent([]),
    );
    return () => controller.abort();
  }, [navList, pageSlot]);

  return (
    <div className="rx-home">
      {home?.hero ? (
        <HomeHero hero={home.hero} fallbackTitle={home.title} />
      ) : (
        <section className="rx-hero">
          <h1>{home?.title ?? site?.title}</h1>
          {site?.description && <p>{site.description}</p>}
        </section>
      )}
      {home && <HomeFeatures features={home.features} />}
      {homeBody && homeBody.html.trim() !== "" && (
        <div className="rx-home-body rx-article">
          <ArticleBody html={homeBody.html} features={homeBody.features} />
        </div>
      )}
      <section aria-labelledby="rx-home-sections">
        <h2 id="rx-home-sections">{messages.text("topbar.sections")}</h2>
        <ul className="rx-section-cards">
          {navList.map((section) => {
            const first = firstArticle(section);
            if (!first) return null;
            return (
              <li key={section.menuCode}>
                <Link to={articleHref(first.menuCode, slot)} className="rx-section-card">
                  <span className="rx-section-card-name">{section.menuName}</span>
                  <Badge count={countArticles(section)} label={(count) => messages.count("home.articleCount", count)} />
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="rx-home-recent">
        <h2 id="rx-home-recent">{messages.text("home.recent")}</h2>
        {recent === undefined ? (
          <p className="rx-muted">{messages.text("loading")}</p>
        ) : (
          <ol className="rx-recent">
            {recent.map((article) => (
              <li key={article.menuCode}>
                <Link to={articleHref(article.menuCode, slot)}>{article.articleTitle}</Link>
                <time dateTime={article.createdAt} suppressHydrationWarning>
                  {messages.date(article.createdAt)}
                </time>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
