import type { SearchState } from "./useSearchAnswer";
import { useMessages } from "../../i18n/useMessages";

/** What the dialog says instead of hits: a hint, that nothing was found (and a near spelling that would be), or a failure. */
export function SearchMessage({ state, onSearch }: { state: SearchState; onSearch: (keyword: string) => void }) {
  const messages = useMessages();
  if (state.status === "empty") {
    return <p className="rx-search__message">{messages.text("search.hint")}</p>;
  }
  if (state.status === "failed") {
    return <p className="rx-search__message">{messages.text("search.failed")}</p>;
  }
  if (state.status === "loading") return null;
  const titlesOnly = state.isTitlesOnly && <p>{messages.text("search.offlineTitles")}</p>;
  if (state.answer.hits.length > 0) return titlesOnly && <div className="rx-search__message">{titlesOnly}</div>;
  const { suggestion } = state.answer;
  return (
    <div className="rx-search__message">
      {titlesOnly}
      <p>{messages.rich("search.noResults", { query: <strong>{state.keyword}</strong> })}</p>
      {suggestion && (
        <p>
          <button type="button" className="rx-search__suggestion" onClick={() => onSearch(suggestion)}>
            {messages.rich("search.didYouMean", { suggestion: <strong>{suggestion}</strong> })}
          </button>
        </p>
      )}
    </div>
  );
}
