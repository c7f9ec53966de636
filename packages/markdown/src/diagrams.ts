// Mermaid diagrams, written as ```mermaid fences (GitHub, Docusaurus, VitePress plugins). The
// renderer leaves a placeholder holding the diagram's source; the browser draws it with Mermaid,
// which loads only on pages that have one.
import { escapeHtml } from "./escapeHtml.js";
import { currentRender } from "./renderContext.js";

/** The fence language of a Mermaid diagram. */
export const DIAGRAM_LANGUAGE = "mermaid";

/**
 * The diagram's placeholder. Its source stays hidden while the diagram loads and is shown as
 * it is, readable, only if the diagram cannot be drawn.
 */
export function renderDiagram(source: string): string {
  currentRender().features.diagrams = true;
  const text = escapeHtml(source.replace(/\n$/, ""));
  return `<div class="rx-diagram" data-pending=""><pre class="rx-diagram-source" hidden>${text}</pre></div>\n`;
}
