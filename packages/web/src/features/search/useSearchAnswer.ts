import { SEARCH_KEYWORD_MAX_LENGTH, type SearchAnswer } from "@rxdocs/contract";
import { useEffect, useState } from "react";
import { searchArticles } from "../../api/calls";

/** Long enough to send a burst of keystrokes (a paste, a fast typist) as one search, short enough to go unnoticed. */
export const SEARCH_DEBOUNCE_MS = 50;

export type SearchState =
  | { status: "empty" }
  /** `answer` is the last one that arrived, shown (dimmed) until the current keyword's comes. */
  | { status: "loading"; keyword: string; answer?: SearchAnswer }
  | { status: "done"; keyword: string; answer: SearchAnswer }
  | { status: "failed"; keyword: string };

interface Settled {
  keyword: string;
  answer?: SearchAnswer;
}

/** The keyword as it is sent: trimmed, and no longer than the server takes. */
export function searchKeyword(text: string): string {
  return text.trim().slice(0, SEARCH_KEYWORD_MAX_LENGTH).trim();
}

/**
 * Searches as the reader types: once they pause for SEARCH_DEBOUNCE_MS, and each new keyword
 * cancels the request for the one before, so that a slow answer to an old keyword never
 * replaces a newer one. `onSearch` is told when a request goes out.
 */
export function useSearchAnswer(text: string, onSearch?: () => void): SearchState {
  const keyword = searchKeyword(text);
  const [settled, setSettled] = useState<Settled>();

  useEffect(() => {
    if (!keyword) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      onSearch?.();
      searchArticles(keyword, { signal: controller.signal }).then(
        (answer) => setSettled({ keyword, answer }),
        () => {
          // The client has shown what went wrong; a cancelled request is simply forgotten.
          if (!controller.signal.aborted) setSettled({ keyword });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [keyword, onSearch]);

  if (!keyword) return { status: "empty" };
  if (settled?.keyword !== keyword) return { status: "loading", keyword, answer: settled?.answer };
  return settled.answer ? { status: "done", keyword, answer: settled.answer } : { status: "failed", keyword };
}
