// The script of a printed section (the server's /print): it draws the section's diagrams in
// Mermaid's neutral theme, greys that read in black and white, then marks the document ready,
// which `rxdocs pdf` waits for before it prints. Without it the document still prints, each
// diagram as its source.
import { drawDiagramsOnce } from "../markdown/diagrams";

void drawDiagramsOnce(document, "neutral").finally(() => {
  document.documentElement.dataset.rxPrintReady = "";
});
