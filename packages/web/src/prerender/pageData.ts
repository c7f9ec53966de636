// The data a pre-rendered page was rendered from, as the server embedded it.
import { PAGE_DATA_ELEMENT_ID, type PageData } from "@rxdocs/contract";

/** The page data of this document, or undefined when the server did not pre-render it. */
export function readPageData(): PageData | undefined {
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const data = JSON.parse(text) as PageData | null;
    return data && typeof data === "object" ? data : undefined;
  } catch {
    return undefined; // the app then starts as if nothing had been pre-rendered
  }
}
