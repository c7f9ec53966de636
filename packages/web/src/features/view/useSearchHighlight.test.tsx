import { act, cleanup, render, waitFor } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { SEARCH_HIGHLIGHT } from "../../shared/termHighlight";
import { useAppStore } from "../../store/appStore";
import { highlightedText, stubHighlightApi } from "../../test-support/highlightApi";
import { useSearchHighlight } from "./useSearchHighlight";

/** An article page as the view renders it: nothing while it loads, then its rendered HTML. */
function Article({ menuCode, html }: { menuCode: string; html?: string }) {
  const ref = useRef<HTMLElement>(null);
  useSearchHighlight(ref, menuCode, html);
  return (
    <article ref={ref}>
      <h1>Deployment</h1>
      {html !== undefined && <div className="rx-markdown" dangerouslySetInnerHTML={{ __html: html }} />}
    </article>
  );
}

const DEPLOYMENT = "<h2>Put a TLS proxy in front</h2><p>Let nginx, Caddy or another proxy terminate TLS.</p>";

let registry: ReturnType<typeof stubHighlightApi>;
const painted = () => highlightedText(registry, SEARCH_HIGHLIGHT);

beforeEach(() => {
  registry = stubHighlightApi();
  useAppStore.setState({ searchHighlight: { menuCode: "deployment", terms: ["caddy", "proxy"] } });
});
afterEach(() => {
  cleanup();
  useAppStore.setState({ searchHighlight: undefined });
  vi.unstubAllGlobals();
});

it("paints the words of the opened result once the article's text is there", async () => {
  const { rerender } = render(<Article menuCode="deployment" />);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(painted()).toBeUndefined(); // still loading
  rerender(<Article menuCode="deployment" html={DEPLOYMENT} />);
  await waitFor(() => expect(painted()).toEqual(["proxy", "Caddy", "proxy"]));
});

it("paints an article that is already on the page when a result for it is opened", async () => {
  useAppStore.setState({ searchHighlight: undefined });
  render(<Article menuCode="deployment" html={DEPLOYMENT} />);
  act(() => useAppStore.setState({ searchHighlight: { menuCode: "deployment", terms: ["nginx"] } }));
  await waitFor(() => expect(painted()).toEqual(["nginx"]));
});

it("paints nothing on another article", async () => {
  render(<Article menuCode="backups" html={DEPLOYMENT} />);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(painted()).toBeUndefined();
});

it("takes the highlight off when the store forgets it", async () => {
  render(<Article menuCode="deployment" html={DEPLOYMENT} />);
  await waitFor(() => expect(painted()).toHaveLength(3));
  act(() => useAppStore.getState().setSearchHighlight(undefined));
  expect(painted()).toBeUndefined();
});
