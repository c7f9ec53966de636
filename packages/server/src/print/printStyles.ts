// The layout of a printed section (printDocument.ts): on paper, a cover on a sheet of its own,
// the contents with dotted leaders to the page numbers, each page from a new sheet; on a screen,
// the same in one readable column. Code and diagrams print in black and white: the app's print
// rules give code the light theme's ink, and the diagrams are drawn in greys.
export const PRINT_STYLES = `
body { margin: 0; background: var(--rx-bg); color: var(--rx-text); }
.rx-print { max-width: 48rem; margin: 0 auto; padding: 2rem 1.5rem 4rem; }
.rx-print-cover { display: flex; flex-direction: column; justify-content: center; min-height: 60vh; }
.rx-print-cover__logo { max-width: 12rem; max-height: 5rem; margin-bottom: 2rem; object-fit: contain; align-self: flex-start; }
.rx-print-cover__site { margin: 0; font-size: 1.1rem; color: var(--rx-text-muted); }
.rx-print-cover__title { margin: 0.5rem 0 1.5rem; font-size: 2.4rem; line-height: 1.2; }
.rx-print-cover__line { margin: 0.25rem 0; color: var(--rx-text-muted); }
.rx-print-toc ol { list-style: none; margin: 0; padding: 0; }
.rx-print-toc li { margin: 0.3rem 0; }
.rx-print-toc a { display: flex; align-items: baseline; gap: 0.4rem; color: inherit; text-decoration: none; }
.rx-print-toc__leader { flex: 1; border-bottom: 1px dotted var(--rx-text-muted); min-width: 1rem; }
.rx-print-toc__page { min-width: 2.5ch; text-align: end; font-variant-numeric: tabular-nums; }
.rx-print-toc__folder { margin-top: 0.9rem !important; font-weight: 600; }
.rx-print-toc__depth-1 { padding-inline-start: 1.25rem; }
.rx-print-toc__depth-2 { padding-inline-start: 2.5rem; }
.rx-print-toc__depth-3 { padding-inline-start: 3.75rem; }
.rx-print-toc__depth-4, .rx-print-toc__depth-5 { padding-inline-start: 5rem; }
.rx-print-page { margin-top: 4rem; }
.rx-print-page__title { font-size: 2rem; line-height: 1.25; margin: 0 0 1rem; }
@media print {
  @page { margin: 18mm 16mm 20mm; }
  .rx-print { max-width: none; padding: 0; }
  .rx-print-cover { min-height: 220mm; break-after: page; }
  .rx-print-toc { break-after: page; }
  .rx-print-toc li { break-inside: avoid; }
  .rx-print-page { margin-top: 0; break-before: page; }
  .rx-print-page__title { break-after: avoid; }
}
`;
