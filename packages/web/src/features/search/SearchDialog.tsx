// The search dialog: a field that searches as the reader types, and the hits grouped by
// article, following the WAI-ARIA combobox pattern (the focus stays in the field; the arrow
// keys move the active option, Enter opens it, Escape closes). Opening a hit goes to its
// section and highlights the matched words there. Its code loads on demand (see SearchBox).
import { type CountSearchBody, SEARCH_KEYWORD_MAX_LENGTH, type SearchAnswer } from "@rxdocs/contract";
import { type KeyboardEvent, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useNavigate } from "../../routing";
import { useSlot } from "../../slot/useSlot";
import { useAppStore } from "../../store/appStore";
import { IconButton } from "../../ui/IconButton";
import { CloseIcon, SearchIcon } from "../../ui/icons";
import { useBodyScrollLock } from "../../ui/useBodyScrollLock";
import { useFocusTrap } from "../../ui/useFocusTrap";
import { nextZIndex } from "../../ui/zIndex";
import { groupHits, type ResultOption } from "./groupHits";
import { adoptBufferedInput, bufferedKeyword, type SearchRequest } from "./searchLauncher";
import { SearchMessage } from "./SearchMessage";
import { SearchResults } from "./SearchResults";
import { useSearchAnswer } from "./useSearchAnswer";
import { useMessages } from "../../i18n/useMessages";
import { countSearch } from "../../insight/countReading";
import { useSite } from "../../site";
import "./search.css";

export interface SearchDialogProps {
  request: SearchRequest;
  onClose: () => void;
}

export function SearchDialog({ request, onClose }: SearchDialogProps) {
  const baseId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [zIndex] = useState(() => ({ overlay: nextZIndex(), panel: nextZIndex() }));
  const [text, setText] = useState(bufferedKeyword);
  const navigate = useNavigate();
  const setSearchHighlight = useAppStore((state) => state.setSearchHighlight);
  const messages = useMessages();

  // Searching again takes the last opened result's highlight off the page.
  const forgetHighlight = useCallback(() => setSearchHighlight(undefined), [setSearchHighlight]);
  const state = useSearchAnswer(text, forgetHighlight);
  const answer = state.status === "done" || state.status === "loading" ? state.answer : undefined;
  const slot = useSlot();
  const groups = useMemo(() => groupHits(answer?.hits ?? [], slot), [answer, slot]);
  const options = useMemo(() => groups.flatMap((group) => group.options), [groups]);
  const [active, setActive] = useActiveIndex(answer);
  const activeOption = options[active];

  useLayoutEffect(() => adoptBufferedInput(inputRef.current!), []);
  useFocusTrap(panelRef, true, request.returnFocus);
  useBodyScrollLock(true);

  const listboxId = `${baseId}-results`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const activeId = activeOption ? optionId(active) : undefined;

  // The active option stays in sight as the arrow keys move it through a long list.
  useLayoutEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: "nearest" });
  }, [activeId]);

  const leaveBy = useLeftSearch(state, useSite()?.insight.searches === true);

  const open = (option: ResultOption) => {
    leaveBy(option.hit.menuCode);
    setSearchHighlight(answer && { menuCode: option.hit.menuCode, terms: answer.terms });
    onClose();
    navigate(option.href);
  };

  const search = (keyword: string) => {
    setText(keyword);
    inputRef.current?.focus();
  };

  const moveOrOpen = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const count = options.length;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (count > 0) setActive((active + (event.key === "ArrowDown" ? 1 : count - 1)) % count);
    } else if (event.key === "Enter" && activeOption) {
      event.preventDefault();
      open(activeOption);
    } else if (event.key.toLowerCase() === "k" && (event.ctrlKey || event.metaKey)) {
      // The shortcut again, from the field: start a new search over the old keyword.
      event.preventDefault();
      event.currentTarget.select();
    }
  };

  const closeOnEscape = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Escape" || event.nativeEvent.isComposing) return;
    event.stopPropagation();
    event.preventDefault(); // a search field would clear itself first
    onClose();
  };

  // In the body, like the kit's drawers: the top bar around the box would contain a fixed layer.
  return createPortal(
    <>
      <div className="rx-overlay" style={{ zIndex: zIndex.overlay }} aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        className="rx-search"
        style={{ zIndex: zIndex.panel }}
        role="dialog"
        aria-modal="true"
        aria-label={messages.text("search.label")}
        onKeyDown={closeOnEscape}
      >
        <div className="rx-search__field">
          <SearchIcon className="rx-search__icon" />
          <input
            ref={inputRef}
            className="rx-search__input"
            type="search"
            role="combobox"
            aria-label={messages.text("search.label")}
            aria-autocomplete="list"
            aria-expanded={options.length > 0}
            aria-controls={listboxId}
            aria-activedescendant={activeId}
            placeholder={messages.text("search.placeholder")}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            maxLength={SEARCH_KEYWORD_MAX_LENGTH}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={moveOrOpen}
          />
          {state.status === "loading" && <span className="rx-search__progress" aria-hidden="true" />}
          <IconButton label={messages.text("search.close")} icon={<CloseIcon />} onClick={onClose} />
        </div>
        <div className="rx-search__body">
          <SearchResults
            id={listboxId}
            groups={groups}
            activeIndex={active}
            optionId={optionId}
            isStale={state.status === "loading"}
            onActivate={setActive}
            onOpen={open}
          />
          <SearchMessage state={state} onSearch={search} />
        </div>
        <SearchFooter count={state.status === "done" ? options.length : undefined} />
      </div>
    </>,
    document.body,
  );
}

/** The active option: the first of each new answer, then wherever the arrow keys or the pointer move it. */
function useActiveIndex(answer: SearchAnswer | undefined): [number, (index: number) => void] {
  const [active, setActive] = useState(0);
  const [activeFor, setActiveFor] = useState(answer);
  if (activeFor !== answer) {
    setActiveFor(answer);
    setActive(0);
  }
  return [active, setActive];
}

function SearchFooter({ count }: { count: number | undefined }) {
  const messages = useMessages();
  return (
    <div className="rx-search__footer">
      <span role="status">{count === undefined ? "" : messages.count("search.resultCount", count)}</span>
      <span className="rx-search__keys" aria-hidden="true">
        <kbd>↑</kbd>
        <kbd>↓</kbd> {messages.text("search.keysMove")} <kbd>{messages.text("search.enterKey")}</kbd>{" "}
        {messages.text("search.keysOpen")} <kbd>{messages.text("search.escapeKey")}</kbd>{" "}
        {messages.text("search.keysClose")}
      </span>
    </div>
  );
}

/**
 * The search the reader leaves, counted when the dialog closes on sites that count searches: its
 * last words that had an answer, how many hits they found, and the hit opened (told through the
 * function this returns).
 */
function useLeftSearch(state: ReturnType<typeof useSearchAnswer>, counted: boolean): (opened: string) => void {
  const slot = useSlot();
  const left = useRef<Omit<CountSearchBody, "version" | "lang">>(undefined);
  const counting = useRef({ counted, slot });
  useEffect(() => {
    counting.current = { counted, slot };
  }, [counted, slot]);
  useEffect(() => {
    if (state.status === "done") left.current = { keyword: state.keyword, results: state.answer.hits.length };
  }, [state]);
  useEffect(
    () => () => {
      if (counting.current.counted && left.current) countSearch(left.current, counting.current.slot);
    },
    [],
  );
  return useCallback((opened: string) => {
    if (left.current) left.current = { ...left.current, opened };
  }, []);
}
