import type { SnippetPart } from "@rxdocs/contract";
import type { MouseEvent } from "react";
import { classNames } from "../../ui/classNames";
import type { ResultGroup, ResultOption } from "./groupHits";
import { useMessages } from "../../i18n/useMessages";

export interface SearchResultsProps {
  id: string;
  groups: readonly ResultGroup[];
  activeIndex: number;
  /** The DOM id of an option, for the input's aria-activedescendant. */
  optionId: (index: number) => string;
  /** An older answer, shown while the current keyword's is on its way. */
  isStale: boolean;
  onActivate: (index: number) => void;
  onOpen: (option: ResultOption) => void;
}

/**
 * The hits as a listbox, grouped by article: each option is the section that matched (its
 * heading, or the article's title above the first heading) and the snippet with the matched
 * words marked. The focus stays in the search input; the active option is aria-selected.
 */
export function SearchResults({ id, groups, activeIndex, optionId, isStale, onActivate, onOpen }: SearchResultsProps) {
  const messages = useMessages();
  // A plain click opens the result in the app; with a modifier the browser opens it as it does any link.
  const openOnClick = (option: ResultOption) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen(option);
  };

  return (
    <div
      id={id}
      role="listbox"
      aria-label={messages.text("search.results")}
      aria-busy={isStale}
      className={classNames("rx-search-results", isStale && "rx-search-results--stale")}
      hidden={groups.length === 0}
    >
      {groups.map((group) => (
        <div key={group.menuCode} role="group" aria-label={group.articleTitle} className="rx-search-group">
          <div className="rx-search-group__title" aria-hidden="true">
            {group.articleTitle}
          </div>
          {group.options.map((option) => (
            // The option is the link itself: an option holds no control of its own, and the
            // link lets the browser open the result elsewhere, as it does any link.
            <a
              key={option.index}
              id={optionId(option.index)}
              href={option.href}
              role="option"
              aria-selected={option.index === activeIndex}
              tabIndex={-1}
              className="rx-search-option"
              onMouseMove={() => option.index !== activeIndex && onActivate(option.index)}
              onClick={openOnClick(option)}
            >
              <span className="rx-search-option__title">
                {option.hit.heading ? (
                  <>
                    <span className="rx-search-option__hash" aria-hidden="true">
                      #
                    </span>
                    {option.hit.heading.text}
                  </>
                ) : (
                  option.hit.articleTitle
                )}
              </span>
              <Snippet parts={option.hit.snippet} />
            </a>
          ))}
        </div>
      ))}
    </div>
  );
}

/** The snippet as text, its matches in <mark>: never parsed as HTML. */
function Snippet({ parts }: { parts: readonly SnippetPart[] }) {
  if (parts.length === 0) return null;
  return (
    <span className="rx-search-option__snippet">
      {parts.map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : part.text))}
    </span>
  );
}
