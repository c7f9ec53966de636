import type { Article, MenuEntry } from "@rxdocs/contract";
import { MENU_TYPE_ARTICLE } from "@rxdocs/contract";
import { useEffect, useState } from "react";
import { fetchArticle, fetchMenuTree } from "./api";

function currentPath(): string | null {
  return new URLSearchParams(window.location.search).get("path");
}

function MenuList({ entries, active }: { entries: MenuEntry[]; active: string | null }) {
  return (
    <ul>
      {entries.map((entry) => (
        <li key={entry.menuCode}>
          {entry.menuType === MENU_TYPE_ARTICLE ? (
            <a
              href={`/view?path=${encodeURIComponent(entry.menuCode)}`}
              aria-current={entry.menuCode === active ? "page" : undefined}
            >
              {entry.menuName}
            </a>
          ) : (
            <span className="rx-folder">{entry.menuName}</span>
          )}
          {entry.childList.length > 0 && <MenuList entries={entry.childList} active={active} />}
        </li>
      ))}
    </ul>
  );
}

export function App() {
  const [menus, setMenus] = useState<MenuEntry[]>([]);
  const [article, setArticle] = useState<Article | null>(null);
  const [error, setError] = useState<string | null>(null);
  const path = currentPath();

  useEffect(() => {
    fetchMenuTree().then(setMenus, (e: Error) => setError(e.message));
  }, []);
  useEffect(() => {
    if (path) fetchArticle(path).then(setArticle, (e: Error) => setError(e.message));
  }, [path]);

  return (
    <div className="rx-layout">
      <header className="rx-topbar">
        <a href="/">rxdocs</a>
      </header>
      <nav className="rx-sidebar" aria-label="Documentation">
        <MenuList entries={menus} active={path} />
      </nav>
      <main className="rx-content">
        {error && <p role="alert">{error}</p>}
        {article ? (
          <article>
            <h1>{article.articleTitle}</h1>
            <pre className="rx-markdown">{article.articleMd}</pre>
          </article>
        ) : (
          !path && <h1>Welcome to rxdocs</h1>
        )}
      </main>
    </div>
  );
}
