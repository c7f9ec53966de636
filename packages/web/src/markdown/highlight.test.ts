import hljs from "highlight.js/lib/core";
import { renderMarkdown as renderWith } from "@rxdocs/markdown";
import { afterEach, describe, expect, it, vi } from "vitest";
import { highlightCodeBlocks } from "./highlight";
import { sanitizeHtml } from "./sanitize";
import { highlight } from "../prerender/serverHighlight";
import { renderMarkdown } from "../test-support/renderMarkdown";

function articleWith(markdown: string): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = renderMarkdown(markdown).html;
  return root;
}

/** The article as the server renders it: highlighted while rendering. */
function serverArticleWith(markdown: string): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = renderWith(markdown, { sanitize: sanitizeHtml, highlight }).html;
  return root;
}

const lineStates = (root: HTMLElement) =>
  Array.from(root.querySelectorAll(".rx-line"), (line) => [line.className, line.getAttribute("data-line")]);

describe("highlightCodeBlocks", () => {
  afterEach(() => vi.restoreAllMocks());

  it("highlights a TypeScript block with token spans and marks it", async () => {
    const root = articleWith('```ts\nconst answer: number = 42; // "<why>"\n```');
    await highlightCodeBlocks(root);

    const block = root.querySelector<HTMLElement>(".rx-code")!;
    const code = block.querySelector("code")!;
    expect(block.dataset.highlighted).toBe("true");
    expect(code.classList).toContain("hljs");
    expect(code.querySelector(".hljs-keyword")!.textContent).toBe("const");
    expect(code.querySelector(".hljs-number")!.textContent).toBe("42");
    expect(code.querySelector(".hljs-comment")!.textContent).toBe('// "<why>"');
    expect(code.textContent).toBe('const answer: number = 42; // "<why>"');
  });

  it("highlights the plain lines in place, keeping each line's marks and number", async () => {
    const root = articleWith(
      "```ts showLineNumbers=3 {1}\n/* one\ntwo */ let a = 1; // [!code --]\nlet b = 2; // [!code ++]\n```",
    );
    const before = lineStates(root);
    const lineElements = Array.from(root.querySelectorAll(".rx-line"));

    await highlightCodeBlocks(root);

    expect(Array.from(root.querySelectorAll(".rx-line"))).toEqual(lineElements);
    expect(lineStates(root)).toEqual(before);
    expect(before).toEqual([
      ["rx-line rx-line--highlighted", "3"],
      ["rx-line rx-line--removed", "4"],
      ["rx-line rx-line--added", "5"],
    ]);
    // The comment's colour carries onto its second line, inside that line.
    expect(lineElements[1]!.firstElementChild!.outerHTML).toBe('<span class="hljs-comment">two */</span>');
  });

  it("makes the markup the server makes, embedded languages included", async () => {
    const markdown = [
      '```tsx title="app/root.tsx" showLineNumbers',
      "export const App = () => <main className={css`color: red`}>{/* [!code focus] */}",
      "  {`a template",
      "  over lines`}</main>; // [!code ++]",
      "```",
      "```html {2}",
      "<style>a { color: red } /* over",
      "lines */</style>",
      "<script>let x = 1; // [!code error]</script>",
      "```",
      "```md",
      "# Title <b>bold</b>",
      "```",
      "```dockerfile",
      "RUN apt-get update && echo $HOME # [!code warning]",
      "```",
      "```console",
      "$ npm run build",
      "```",
      "```dart",
      "/// A [Widget] with `code`.",
      "```",
    ].join("\n");
    const browser = articleWith(markdown);

    await highlightCodeBlocks(browser);

    expect(browser.innerHTML).toBe(serverArticleWith(markdown).innerHTML);
    expect(browser.querySelectorAll("[data-highlighted]")).toHaveLength(6);
  });

  it("leaves blocks the server highlighted alone, loading no grammar for them", async () => {
    const root = serverArticleWith("```ts\nconst a = 1;\n```\n\n```py\nx = 1\n```");
    const before = root.innerHTML;
    const getLanguage = vi.spyOn(hljs, "getLanguage");
    const registerLanguage = vi.spyOn(hljs, "registerLanguage");
    const highlightCall = vi.spyOn(hljs, "highlight");

    await highlightCodeBlocks(root);

    expect(root.innerHTML).toBe(before);
    expect(root.querySelectorAll('[data-highlighted="true"] .hljs-keyword')).not.toHaveLength(0);
    expect(getLanguage).not.toHaveBeenCalled();
    expect(registerLanguage).not.toHaveBeenCalled();
    expect(highlightCall).not.toHaveBeenCalled();
  });

  it("loads grammars under their aliases", async () => {
    const root = articleWith("```sh\necho hi\n```\n\n```yml\nkey: value\n```\n\n```py\ndef f(): pass\n```");
    await highlightCodeBlocks(root);
    for (const block of root.querySelectorAll<HTMLElement>(".rx-code")) {
      expect(block.dataset.highlighted).toBe("true");
      expect(block.querySelector("code span[class^='hljs-']")).not.toBeNull();
    }
  });

  it("leaves unknown, missing and plain-text languages alone without throwing", async () => {
    const root = articleWith("```mermaid\ngraph TD\n```\n\n```\nno language\n```\n\n```text\nplain\n```");
    root.insertAdjacentHTML(
      "beforeend",
      '<div class="rx-code" data-lang="cobol"><pre><code>MOVE A TO B</code></pre></div>',
    );
    const before = root.innerHTML;

    await expect(highlightCodeBlocks(root)).resolves.toBeUndefined();

    expect(root.innerHTML).toBe(before);
    expect(root.querySelector(".hljs")).toBeNull();
  });

  it("does not highlight a block twice", async () => {
    const highlight = vi.spyOn(hljs, "highlight");
    const root = articleWith("```js\nlet a = 1;\n```\n\n```json\n{}\n```");

    await Promise.all([highlightCodeBlocks(root), highlightCodeBlocks(root)]);
    await highlightCodeBlocks(root);

    expect(highlight).toHaveBeenCalledTimes(2);
  });

  it("highlights blocks added after an earlier run", async () => {
    const root = articleWith("```css\na { color: red; }\n```");
    await highlightCodeBlocks(root);
    root.insertAdjacentHTML("beforeend", renderMarkdown("```diff\n+ added\n```").html);

    await highlightCodeBlocks(root);

    expect(root.querySelectorAll('[data-highlighted="true"]')).toHaveLength(2);
    expect(root.querySelector(".hljs-addition")!.textContent).toBe("+ added");
  });
});
