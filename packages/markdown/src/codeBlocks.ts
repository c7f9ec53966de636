import { escapeHtml } from "./escapeHtml.js";
import { languageOfFence } from "./languages.js";

/**
 * A code block with its copy button. The code is only escaped here: highlighting happens later
 * in the page (see highlight.ts), so grammars load only for languages an article uses.
 */
export function renderCodeBlock(code: string, info: string | undefined): string {
  const language = languageOfFence(info);
  const languageClass = language ? ` class="language-${language}"` : "";
  const copyButton = '<button type="button" class="rx-code-copy" aria-label="Copy code">Copy</button>';
  // A trailing newline would show as an empty last line and end up in the clipboard.
  const text = escapeHtml(code.replace(/\n$/, ""));
  return `<div class="rx-code" data-lang="${language}">${copyButton}<pre><code${languageClass}>${text}</code></pre></div>\n`;
}
