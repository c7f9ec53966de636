import { SEARCH_KEYWORD_MAX_LENGTH, type SearchAnswer } from "@rxdocs/contract";
import { useEffect, useState } from "react";
import { searchArticles } from "../../api/calls";
import { ApiError } from "../../api/client";
import { TRANSPORT_FAILED } from "../../api/transport";
import { useAppStore } from "../../store/appStore";
import { searchTitles } from "./titleSearch";

/** Long enough to send a burst of keystrokes (a paste, a fast typist) as one search, short enough to go unnoticed. */
export const SEARCH_DEBOUNCE_MS = 50;

export type SearchState =
  | { status: "empty" }
  /** `answer` is the last one that arrived, shown (dimmed) until the current keyword's comes. */
  | { status: "loading"; keyword: string; answer?: SearchAnswer }
  /** `isTitlesOnly`: the server could not be reached, and the titles the app knows were searched. */
  | { status: "done"; keyword: string; answer: SearchAnswer; isTitlesOnly?: boolean }
  | { status: "failed"; keyword: string };

interface Settled {
  keyword: string;
  answer?: SearchAnswer;
  isTitlesOnly?: boolean;
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
      searchArticles(keyword, { signal: controller.signal, quietCodes: [TRANSPORT_FAILED] }).then(
        (answer) => setSettled({ keyword, answer }),
        (error: unknown) => {
          // The client has shown what went wrong; a cancelled request is simply forgotten.
          if (controller.signal.aborted) return;
          // Offline, the titles the app knows are searched instead.
          if (error instanceof ApiError && error.code === TRANSPORT_FAILED) {
            const answer = searchTitles(keyword, useAppStore.getState().menuMap);
            setSettled({ keyword, answer, isTitlesOnly: true });
          } else setSettled({ keyword });
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
  if (!settled.answer) return { status: "failed", keyword };
  return { status: "done", keyword, answer: settled.answer, ...(settled.isTitlesOnly && { isTitlesOnly: true }) };
}
