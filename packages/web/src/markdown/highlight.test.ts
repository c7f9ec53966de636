import hljs from "highlight.js/lib/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { highlightCodeBlocks } from "./highlight";
import { renderMarkdown } from "../test-support/renderMarkdown";

function articleWith(markdown: string): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = renderMarkdown(markdown).html;
  return root;
}

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
    expect(root.querySelector("[data-highlighted]")).toBeNull();
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
