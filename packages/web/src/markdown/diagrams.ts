// Mermaid diagrams in the page. The renderer leaves each one a placeholder holding its source;
// here it is drawn in the page's theme, and drawn again when the reader switches themes. Mermaid
// is a chunk of its own (drawDiagram.ts), fetched only for a page that has a diagram.
import "./diagrams.css";
import type { DiagramTheme, drawDiagram } from "./drawDiagram";

// A type-only import: the module itself arrives through the dynamic import below.
type Drawing = { drawDiagram: typeof drawDiagram };

let drawingLoad: Promise<Drawing> | undefined;
// Mermaid has one configuration for the whole page, set for each drawing: one diagram at a time.
let drawingQueue: Promise<void> = Promise.resolve();

/** Draws the diagrams under `root`, and again on each theme switch; returns the cleanup. */
export function renderDiagrams(root: HTMLElement): () => void {
  const diagrams = Array.from(root.querySelectorAll<HTMLElement>(".rx-diagram"));
  if (diagrams.length === 0) return () => undefined;
  let attached = true;
  const drawAll = () => {
    for (const diagram of diagrams) {
      drawingQueue = drawingQueue.then(async () => {
        if (!attached) return;
        try {
          const { drawDiagram } = await loadDrawing();
          // The theme when its turn comes: a quick double switch draws each diagram once.
          await drawDiagram(diagram, document.documentElement.dataset.theme === "dark" ? "dark" : "light");
        } catch {
          showSource(diagram);
        }
      });
    }
  };
  drawAll();
  const themeSwitches = new MutationObserver(drawAll);
  themeSwitches.observe(document.documentElement, { attributes: true, attributeFilter: ["data-theme"] });
  return () => {
    attached = false;
    themeSwitches.disconnect();
  };
}

/** Draws the diagrams under `root` once, in `theme`, for a document that never switches (print). */
export async function drawDiagramsOnce(root: ParentNode, theme: DiagramTheme): Promise<void> {
  for (const diagram of root.querySelectorAll<HTMLElement>(".rx-diagram")) {
    try {
      const { drawDiagram } = await loadDrawing();
      await drawDiagram(diagram, theme);
    } catch {
      showSource(diagram);
    }
  }
}

function loadDrawing(): Promise<Drawing> {
  drawingLoad ??= import("./drawDiagram").catch((error: unknown) => {
    drawingLoad = undefined; // asked for again by the next page
    throw error;
  });
  return drawingLoad;
}

/** A diagram that cannot be drawn (bad syntax, the chunk failed to load) shows its source instead. */
function showSource(diagram: HTMLElement): void {
  if (diagram.querySelector(":scope > svg")) return; // it keeps the drawing it has
  diagram.removeAttribute("data-pending");
  diagram.setAttribute("data-failed", "");
  const source = diagram.querySelector<HTMLElement>(".rx-diagram-source");
  if (source) source.hidden = false;
}
