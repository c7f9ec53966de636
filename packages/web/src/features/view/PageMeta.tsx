import type { MenuEntry } from "@rxdocs/contract";
import { isSafeUrl } from "../../markdown/safeUrl";
import { useMessages } from "../../i18n/useMessages";

/** Below the article: when it last changed, and where to edit it when the site has an edit address. */
export function PageMeta({ entry, editUrl }: { entry: MenuEntry | undefined; editUrl: string | null | undefined }) {
  const editLink = editUrl && entry?.sourcePath ? editAddress(editUrl, entry.sourcePath) : undefined;
  const messages = useMessages();
  if (!entry?.updatedAt && !editLink) return null;
  return (
    <footer className="rx-page-meta">
      {editLink && (
        <a className="rx-edit-link" href={editLink} target="_blank" rel="noopener noreferrer">
          {messages.text("page.editLink")}
        </a>
      )}
      {entry?.updatedAt && (
        <p className="rx-last-updated rx-muted">
          {messages.rich("page.lastUpdated", {
            date: (
              <time dateTime={entry.updatedAt} suppressHydrationWarning>
                {messages.date(entry.updatedAt)}
              </time>
            ),
          })}
        </p>
      )}
    </footer>
  );
}

/** The edit address with the page's file in place of `{path}`, each part of the path escaped. */
function editAddress(template: string, sourcePath: string): string | undefined {
  const address = template.replaceAll("{path}", sourcePath.split("/").map(encodeURIComponent).join("/"));
  return isSafeUrl(address) ? address : undefined;
}
