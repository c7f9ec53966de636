import type { MenuEntry } from "@rxdocs/contract";
import { isSafeUrl } from "../../markdown/safeUrl";
import { formatDate } from "../../shared/formatDate";

/** Below the article: when it last changed, and where to edit it when the site has an edit address. */
export function PageMeta({ entry, editUrl }: { entry: MenuEntry | undefined; editUrl: string | null | undefined }) {
  const editLink = editUrl && entry?.sourcePath ? editAddress(editUrl, entry.sourcePath) : undefined;
  if (!entry?.updatedAt && !editLink) return null;
  return (
    <footer className="rx-page-meta">
      {editLink && (
        <a className="rx-edit-link" href={editLink} target="_blank" rel="noopener noreferrer">
          Edit this page
        </a>
      )}
      {entry?.updatedAt && (
        <p className="rx-last-updated rx-muted">
          Last updated <time dateTime={entry.updatedAt}>{formatDate(entry.updatedAt)}</time>
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
