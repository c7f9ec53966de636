// "On this page": the article's h2 and h3, with the one being read highlighted as the
// reader scrolls.
import { useEffect, useState } from "react";
import type { Heading } from "@rxdocs/markdown";
import { useMessages } from "../../i18n/useMessages";

export function Outline({ headings }: { headings: readonly Heading[] }) {
  const activeId = useActiveHeading(headings);
  const messages = useMessages();
  if (headings.length === 0) return null;
  return (
    <nav className="rx-outline" aria-labelledby="rx-outline-title">
      <p id="rx-outline-title" className="rx-outline-title">
        {messages.text("page.outline")}
      </p>
      <ul>
        {headings.map((heading) => (
          <li key={heading.id} className={`rx-outline-depth-${heading.depth}`}>
            <a href={`#${heading.id}`} aria-current={heading.id === activeId ? "location" : undefined}>
              {heading.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The last heading that has scrolled past the top bar. */
function useActiveHeading(headings: readonly Heading[]): string | undefined {
  const [activeId, setActiveId] = useState<string>();
  useEffect(() => {
    if (headings.length === 0 || typeof IntersectionObserver === "undefined") return;
    const elements = headings.map((h) => document.getElementById(h.id)).filter((e): e is HTMLElement => e !== null);
    const update = () => {
      const passed = elements.filter((element) => element.getBoundingClientRect().top < 96);
      setActiveId((passed.at(-1) ?? elements[0])?.id);
    };
    const observer = new IntersectionObserver(update, { rootMargin: "-56px 0px -60% 0px" });
    elements.forEach((element) => observer.observe(element));
    update();
    return () => observer.disconnect();
  }, [headings]);
  return activeId;
}
