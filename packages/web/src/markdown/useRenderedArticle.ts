// The article's rendering: the server's when the article came with one (a first page, an
// article detail), otherwise the browser renders its Markdown. The renderer (marked and
// DOMPurify) is a chunk of its own, loaded when first needed or when the reader heads for an
// article the store holds.
import type { RenderArticle, RenderedArticle } from "@rxdocs/contract";
import { useEffect, useMemo, useState } from "react";
import type { renderArticle } from "./renderArticle";

// A type-only import: the module itself arrives through the dynamic import below.
type Renderer = { renderArticle: typeof renderArticle };

let renderer: Renderer | undefined;
let rendererLoad: Promise<Renderer> | undefined;

/** Starts loading the Markdown renderer; resolves once it is there. */
export function loadRenderer(): Promise<Renderer> {
  rendererLoad ??= import("./renderArticle").then(
    (module) => (renderer = module),
    (error: unknown) => {
      rendererLoad = undefined; // asked for again next time
      throw error;
    },
  );
  return rendererLoad;
}

/** An article's text, with its HTML when the server rendered it. */
type RenderableArticle = Parameters<RenderArticle>[0] & { rendered?: RenderedArticle };

/** The article's HTML; undefined only while the renderer it needs is still loading. */
export function useRenderedArticle(article: RenderableArticle | undefined): RenderedArticle | undefined {
  const [hasRenderer, setHasRenderer] = useState(renderer !== undefined);
  const serverRendering = article?.rendered;
  const needsRenderer = article !== undefined && serverRendering === undefined;

  useEffect(() => {
    if (!needsRenderer || hasRenderer) return;
    let current = true;
    loadRenderer().then(
      () => current && setHasRenderer(true),
      () => undefined, // a failed chunk load leaves the page as it is; the next navigation tries again
    );
    return () => {
      current = false;
    };
  }, [needsRenderer, hasRenderer]);

  return useMemo(() => {
    if (!article) return undefined;
    if (serverRendering) return serverRendering;
    return hasRenderer && renderer ? renderer.renderArticle(article) : undefined;
  }, [article, serverRendering, hasRenderer]);
}
