import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderMarkdown as renderWith } from "@rxdocs/markdown";
import { attachCopyButtons } from "./copyCode";
import { sanitizeHtml } from "./sanitize";
import { highlight } from "../prerender/serverHighlight";
import { renderMarkdown } from "../test-support/renderMarkdown";

const writeText = vi.fn<(text: string) => Promise<void>>();

function mountArticle(markdown: string): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = renderMarkdown(markdown).html;
  document.body.append(root);
  return root;
}

function label(button: HTMLElement): [string | null, string | null] {
  return [button.textContent, button.getAttribute("aria-label")];
}

describe("attachCopyButtons", () => {
  let detach: () => void = () => {};

  beforeEach(() => {
    vi.useFakeTimers();
    writeText.mockReset().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
  });

  afterEach(() => {
    detach();
    document.body.replaceChildren();
    Reflect.deleteProperty(navigator, "clipboard");
    vi.useRealTimers();
  });

  it("copies the block's code and says so for 1.5 seconds", async () => {
    const root = mountArticle('Intro\n\n```ts\nif (a < b) log("&");\n```\n\n```sh\necho two\n```');
    detach = attachCopyButtons(root);
    const [, second] = root.querySelectorAll<HTMLElement>(".rx-code-copy");
    const first = root.querySelector<HTMLElement>(".rx-code-copy")!;

    first.click();
    await vi.advanceTimersByTimeAsync(0);

    expect(writeText).toHaveBeenCalledExactlyOnceWith('if (a < b) log("&");');
    expect(label(first)).toEqual(["Copied", "Copied"]);
    expect(label(second!)).toEqual(["Copy", "Copy code"]);

    await vi.advanceTimersByTimeAsync(1499);
    expect(label(first)).toEqual(["Copied", "Copied"]);
    await vi.advanceTimersByTimeAsync(1);
    expect(label(first)).toEqual(["Copy", "Copy code"]);
  });

  it.each([
    ["as the browser renders it", (markdown: string) => renderMarkdown(markdown).html],
    [
      "as the server renders it, highlighted",
      (markdown: string) => renderWith(markdown, { sanitize: sanitizeHtml, highlight }).html,
    ],
  ])("copies the code %s without line numbers, markers or removed lines", async (_case, render) => {
    const markdown = [
      "```ts showLineNumbers {1}",
      "// highlight-next-line",
      "const a = 1;",
      "const b = 2; // [!code --]",
      "const b = 3; // [!code ++]",
      "/* two",
      "lines */ log(a, b); // [!code focus]",
      "```",
    ].join("\n");
    const root = document.createElement("div");
    root.innerHTML = render(markdown);
    document.body.append(root);
    detach = attachCopyButtons(root);

    root.querySelector<HTMLElement>(".rx-code-copy")!.click();
    await vi.advanceTimersByTimeAsync(0);

    expect(writeText).toHaveBeenCalledExactlyOnceWith("const a = 1;\nconst b = 3;\n/* two\nlines */ log(a, b);");
  });

  it("reports a failed copy", async () => {
    writeText.mockRejectedValue(new Error("denied"));
    const root = mountArticle("```\ntext\n```");
    detach = attachCopyButtons(root);
    const button = root.querySelector<HTMLElement>(".rx-code-copy")!;

    button.click();
    await vi.advanceTimersByTimeAsync(0);

    expect(label(button)).toEqual(["Copy failed", "Copy failed"]);
    await vi.advanceTimersByTimeAsync(1500);
    expect(label(button)).toEqual(["Copy", "Copy code"]);
  });

  it("reports a failed copy where the clipboard is unavailable", async () => {
    Reflect.deleteProperty(navigator, "clipboard");
    const root = mountArticle("```\ntext\n```");
    detach = attachCopyButtons(root);
    const button = root.querySelector<HTMLElement>(".rx-code-copy")!;

    button.click();
    await vi.advanceTimersByTimeAsync(0);

    expect(label(button)).toEqual(["Copy failed", "Copy failed"]);
  });

  it("ignores clicks elsewhere and stops listening once detached", async () => {
    const root = mountArticle("Some text\n\n```\ncode\n```");
    detach = attachCopyButtons(root);

    root.querySelector<HTMLElement>("p")!.click();
    root.querySelector<HTMLElement>("pre")!.click();
    detach();
    root.querySelector<HTMLElement>(".rx-code-copy")!.click();
    await vi.advanceTimersByTimeAsync(0);

    expect(writeText).not.toHaveBeenCalled();
  });

  it("puts the label back when detached while showing feedback", async () => {
    const root = mountArticle("```\ncode\n```");
    detach = attachCopyButtons(root);
    const button = root.querySelector<HTMLElement>(".rx-code-copy")!;

    button.click();
    await vi.advanceTimersByTimeAsync(0);
    detach();

    expect(label(button)).toEqual(["Copy", "Copy code"]);
  });
});
