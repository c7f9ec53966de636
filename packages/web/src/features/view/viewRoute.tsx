import { type Article, SHARE_QUERY, textDirection } from "@rxdocs/contract";
import { useEffect, useRef } from "react";
import { Link, useSearchParams } from "../../routing";
import { useAppStore } from "../../store/appStore";
import { menuTrail } from "../../store/menuIndex";
import { ArticleBody } from "../../markdown/ArticleBody";
import { ArticleTabs } from "./ArticleTabs";
import { Breadcrumbs } from "./Breadcrumbs";
import { CopyPage } from "./CopyPage";
import { Outline } from "./Outline";
import { PageFeedback } from "./PageFeedback";
import { PageMeta } from "./PageMeta";
import { PrevNext } from "./PrevNext";
import { useArticle } from "./useArticle";
import { useIdleArticleList } from "./useIdleArticleList";
import { useRenderedArticle } from "../../markdown/useRenderedArticle";
import { useSearchHighlight } from "./useSearchHighlight";
import { pageTitle, useSite } from "../../site";
import { useDocumentTitle } from "../../shared/useDocumentTitle";
import { homeHref } from "../../shared/articleHref";
import { useSiteVersions, useSlot } from "../../slot/useSlot";
import { UntranslatedNotice } from "./UntranslatedNotice";
import { VersionBanner } from "./VersionBanner";
import { useMessages } from "../../i18n/useMessages";
import { countView } from "../../insight/countReading";
import "./view.css";

export function Component() {
  const search = useSearchParams();
  const menuCode = search.get(SHARE_QUERY.path);
  const state = useArticle(menuCode);
  const menuMap = useAppStore((s) => s.menuMap);
  useIdleArticleList(state.status === "ready");
  const site = useSite();
  const slot = useSlot();
  const defaultLang = useSiteVersions()?.defaultLang;
  const messages = useMessages();
  useDocumentTitle(pageTitle(site?.title, state.status === "ready" ? state.article.articleTitle : undefined));

  const article = state.status === "ready" ? state.article : undefined;
  // The tree carries every article's dates, so even an article from the list shows its date.
  const createdAt = article ? menuMap[article.menuCode]?.createdAt : undefined;
  // A page the language lacks comes in the default one: the answer says so, and so does the tree
  // for an article taken from the list.
  const untranslated =
    article !== undefined &&
    ((article as Partial<Article>).untranslated ?? menuMap[article.menuCode]?.untranslated) === true;
  const rendered = useRenderedArticle(article);
  const articleRef = useRef<HTMLElement>(null);
  useSearchHighlight(articleRef, article?.menuCode, rendered?.html);
  const countsViews = site?.insight.views === true;
  const shownCode = article?.menuCode;
  useEffect(() => {
    if (countsViews && shownCode) countView(shownCode, slot);
  }, [countsViews, shownCode, slot]);

  if (state.status === "loading" || (article && !rendered)) {
    return <p className="rx-muted rx-view-loading">{messages.text("loading")}</p>;
  }
  if (state.status !== "ready" || !article || !rendered) {
    return (
      <div className="rx-view-missing" role="status">
        <h1>{messages.text(state.status === "failed" ? "page.loadFailed" : "page.notFound")}</h1>
        <p>{messages.text(state.status === "failed" ? "page.loadFailedText" : "page.notFoundText")}</p>
        <Link to={homeHref(slot)}>{messages.text("page.goHome")}</Link>
      </div>
    );
  }

  return (
    <div className="rx-view">
      <article
        ref={articleRef}
        className="rx-article"
        aria-labelledby="rx-article-title"
        lang={untranslated ? defaultLang : undefined}
        dir={untranslated && defaultLang ? textDirection(defaultLang) : undefined}
      >
        <VersionBanner menuCode={article.menuCode} />
        <Breadcrumbs trail={menuTrail(menuMap, article.menuCode)} />
        <div className="rx-article-head">
          <h1 id="rx-article-title">{article.articleTitle}</h1>
          <CopyPage key={article.menuCode} menuCode={article.menuCode} />
        </div>
        {createdAt && (
          <p className="rx-article-date rx-muted">
            <time dateTime={createdAt} suppressHydrationWarning>
              {messages.date(createdAt)}
            </time>
          </p>
        )}
        {untranslated && <UntranslatedNotice />}
        <ArticleBody html={rendered.html} features={rendered.features} />
        <ArticleTabs tabs={rendered.tabs} />
        <PageMeta entry={menuMap[article.menuCode]} editUrl={site?.editUrl} />
        {site?.feedback && <PageFeedback key={article.menuCode} menuCode={article.menuCode} />}
        <PrevNext menuCode={article.menuCode} />
      </article>
      <aside className="rx-view-aside">
        <Outline headings={rendered.headings} />
      </aside>
    </div>
  );
}
