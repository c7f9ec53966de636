// The article's rendering: the server's when the article came with one (a first page, an
// article detail), otherwise the browser renders its Markdown. The renderer (marked and
// DOMPurify) is a chunk of its own, loaded when the reader heads for the articles of the list
// (useArticlePrefetch.ts), or when first needed.
// An article is rendered once: when the reader heads for it, or when it is first shown.
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

// The store keeps an article as one object for as long as it holds it.
const renderings = new WeakMap<RenderableArticle, RenderedArticle>();

function rendering(article: RenderableArticle, { renderArticle }: Renderer): RenderedArticle {
  let rendered = renderings.get(article);
  if (!rendered) renderings.set(article, (rendered = renderArticle(article)));
  return rendered;
}

/** Resolves once the article can be shown: at once when it came rendered or the renderer is in. */
export function renderingReady(article: RenderableArticle): Promise<unknown> {
  return article.rendered || renderer ? Promise.resolve() : loadRenderer();
}

// The article the reader headed for last.
let headedFor: RenderableArticle | undefined;

/**
 * Renders an article the reader is heading for (the pointer on a link to it), so that the
 * click only shows it; loads the renderer first if it is not in yet.
 */
export function prerenderArticle(article: RenderableArticle): void {
  if (article.rendered) return;
  headedFor = article;
  if (renderer) rendering(article, renderer);
  else
    loadRenderer().then(
      // Only the article the reader heads for last: a pointer that swept over many links meanwhile
      // must not have them all rendered in one go.
      (loaded) => headedFor === article && rendering(article, loaded),
      () => undefined, // asked for again when the article is shown
    );
}

/** The article's HTML; undefined only while the renderer it needs is still loading. */
export function useRenderedArticle(article: RenderableArticle | undefined): RenderedArticle | undefined {
  const [rendererArrived, setRendererArrived] = useState(false);
  // The renderer may have come in since this view first rendered (for another article).
  const hasRenderer = rendererArrived || renderer !== undefined;
  const serverRendering = article?.rendered;
  const needsRenderer = article !== undefined && serverRendering === undefined;

  useEffect(() => {
    if (!needsRenderer || hasRenderer) return;
    let current = true;
    loadRenderer().then(
      () => current && setRendererArrived(true),
      () => undefined, // a failed chunk load leaves the page as it is; the next navigation tries again
    );
    return () => {
      current = false;
    };
  }, [needsRenderer, hasRenderer]);

  return useMemo(() => {
    if (!article) return undefined;
    if (serverRendering) return serverRendering;
    return hasRenderer && renderer ? rendering(article, renderer) : undefined;
  }, [article, serverRendering, hasRenderer]);
}
