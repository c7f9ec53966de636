import type { SearchState } from "./useSearchAnswer";

/** What the dialog says instead of hits: a hint, that nothing was found (and a near spelling that would be), or a failure. */
export function SearchMessage({ state, onSearch }: { state: SearchState; onSearch: (keyword: string) => void }) {
  if (state.status === "empty") {
    return <p className="rx-search__message">Search titles, headings and text of every page you can read.</p>;
  }
  if (state.status === "failed") {
    return <p className="rx-search__message">The search did not answer. Try again in a moment.</p>;
  }
  if (state.status === "loading" || state.answer.hits.length > 0) return null;
  const { suggestion } = state.answer;
  return (
    <div className="rx-search__message">
      <p>
        No results for “<strong>{state.keyword}</strong>”.
      </p>
      {suggestion && (
        <p>
          <button type="button" className="rx-search__suggestion" onClick={() => onSearch(suggestion)}>
            Did you mean <strong>{suggestion}</strong>?
          </button>
        </p>
      )}
    </div>
  );
}
