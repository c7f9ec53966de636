import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderArticle } from "./renderArticle";
import type * as Renderer from "./renderArticle";
import { prerenderArticle, useRenderedArticle } from "./useRenderedArticle";

// The real renderer, counted: an article the reader headed for is rendered once, not again on the click.
vi.mock("./renderArticle", async (importOriginal) => {
  const real = await importOriginal<typeof Renderer>();
  return { renderArticle: vi.fn(real.renderArticle) };
});

const article = (title: string) => ({
  articleTitle: title,
  articleMd: `# ${title}\n\nSome *text*.`,
  articleTabContent: null,
});

describe("an article's rendering", () => {
  it("is made when the reader heads for the article, and shown from there", async () => {
    const headedFor = article("Headed for");
    prerenderArticle(headedFor);
    await waitFor(() => expect(renderArticle).toHaveBeenCalledWith(headedFor));
    const { result } = renderHook(() => useRenderedArticle(headedFor));
    expect(result.current?.html).toContain("<em>text</em>");
    expect(vi.mocked(renderArticle).mock.calls.filter(([rendered]) => rendered === headedFor)).toHaveLength(1);
  });

  it("is made once however often the article is shown", () => {
    const shown = article("Shown twice");
    const first = renderHook(() => useRenderedArticle(shown)).result.current;
    const second = renderHook(() => useRenderedArticle(shown)).result.current;
    expect(second).toBe(first);
    expect(vi.mocked(renderArticle).mock.calls.filter(([rendered]) => rendered === shown)).toHaveLength(1);
  });

  it("of an article the server rendered is the server's", () => {
    const served = { ...article("Served"), rendered: renderArticle(article("Rendered elsewhere")) };
    prerenderArticle(served);
    expect(renderHook(() => useRenderedArticle(served)).result.current).toBe(served.rendered);
    expect(vi.mocked(renderArticle).mock.calls.filter(([rendered]) => rendered === served)).toHaveLength(0);
  });
});
