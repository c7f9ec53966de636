import { useEffect } from "react";

/** Keeps the tab's title in step with the page shown, as the server set it for a first page. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
