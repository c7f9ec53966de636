// `rxdocs stats --html report.html`: the period's figures as one self-contained page an operator
// opens in a browser, with its charts drawn as inline SVG (no script, no request, nothing to
// install): views over time, the searches that found nothing, and the answers per page.
import { escapeHtml } from "../prerender/entryDocument.js";
import type { SiteStats } from "./siteStats.js";

/** The report's first line: a file that starts with it is a report, which a new one may replace. */
export const REPORT_MARK = "<!-- rxdocs stats report -->";

const CHART_WIDTH = 720;
const BAR_HEIGHT = 22;
const NO = "#cf222e";
const YES = "#1a7f37";
const NONE = `<p class="muted">None in this period.</p>`;

export function statsReport(stats: SiteStats, siteTitle: string): string {
  const title = `${siteTitle}: readers from ${stats.since} to ${stats.until}`;
  return `${REPORT_MARK}
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 800px; padding: 0 1rem; color: #1f2328; }
  h1 { font-size: 1.5rem; } h2 { font-size: 1.15rem; margin-top: 2.5rem; }
  table { border-collapse: collapse; width: 100%; } th, td { text-align: left; padding: 4px 8px; border-bottom: 1px solid #d0d7de; }
  td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; } .muted { color: #59636e; }
  svg text { font: 12px system-ui, sans-serif; fill: #1f2328; } blockquote { margin: 4px 0 4px 1rem; color: #59636e; }
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<p>${stats.views.toLocaleString("en-US")} page views. Counted with no cookie and nothing about the readers.</p>
<h2>Views over time</h2>
${viewsChart(stats.viewsByDay)}
<h2>Pages read most</h2>
${table(
  ["Views", "Page", "Version", "Language"],
  stats.topPages.map((page) => [page.views, `${page.title} (${page.menuCode})`, page.version, page.lang]),
)}
<h2>Searches that found nothing</h2>
${barChart(
  stats.searchesWithoutResult.map((search) => ({
    label: search.words,
    parts: [{ value: search.searches, colour: NO }],
    note: String(search.searches),
  })),
  "Searches that found nothing",
)}
<h2>Searches made most</h2>
${table(
  ["Searches", "No result", "Words", "Version", "Language"],
  stats.topSearches.map((search) => [search.searches, search.withoutResult, search.words, search.version, search.lang]),
)}
<h2>Answers to "Was this page helpful?"</h2>
${barChart(
  stats.feedback.map((page) => ({
    label: page.title,
    parts: [
      { value: page.no, colour: NO },
      { value: page.yes, colour: YES },
    ],
    note: `${page.no} no, ${page.yes} yes`,
  })),
  "Answers per page",
)}
${stats.feedback.map(comments).join("\n")}
</body>
</html>
`;
}

function table(header: string[], rows: (string | number)[][]): string {
  if (rows.length === 0) return NONE;
  const cell = (value: string | number) =>
    typeof value === "number" ? `<td class="n">${value.toLocaleString("en-US")}</td>` : `<td>${escapeHtml(value)}</td>`;
  const numeric = (i: number) => typeof rows[0]![i] === "number";
  return `<table><thead><tr>${header.map((name, i) => `<th${numeric(i) ? ' class="n"' : ""}>${escapeHtml(name)}</th>`).join("")}</tr></thead><tbody>${rows
    .map((row) => `<tr>${row.map(cell).join("")}</tr>`)
    .join("")}</tbody></table>`;
}

/** One column a day, scaled to the busiest day. */
function viewsChart(days: SiteStats["viewsByDay"]): string {
  if (days.length === 0) return NONE;
  const height = 160;
  const most = Math.max(1, ...days.map((day) => day.views));
  const step = CHART_WIDTH / days.length;
  const columns = days.map((day, i) => {
    const tall = day.views === 0 ? 0 : Math.max(1, Math.round((day.views / most) * (height - 20)));
    return `<rect x="${(i * step + 1).toFixed(1)}" y="${height - tall}" width="${Math.max(1, step - 2).toFixed(1)}" height="${tall}" fill="#0969da"><title>${day.day}: ${day.views}</title></rect>`;
  });
  return `<svg role="img" aria-label="Page views a day" width="${CHART_WIDTH}" height="${height + 18}" viewBox="0 0 ${CHART_WIDTH} ${height + 18}">
${columns.join("\n")}
<text x="0" y="${height + 14}">${days[0]!.day}</text><text x="${CHART_WIDTH}" y="${height + 14}" text-anchor="end">${days.at(-1)!.day}</text>
<text x="0" y="12">${most.toLocaleString("en-US")} at most</text>
</svg>`;
}

/** One bar a row, labelled, its parts side by side, scaled to the longest bar. */
function barChart(
  rows: { label: string; parts: { value: number; colour: string }[]; note: string }[],
  name: string,
): string {
  if (rows.length === 0) return NONE;
  const total = (row: (typeof rows)[number]) => row.parts.reduce((sum, part) => sum + part.value, 0);
  const most = Math.max(...rows.map(total));
  const labelWidth = 260;
  const scale = (value: number) => Math.round((value / most) * (CHART_WIDTH - labelWidth - 90));
  const bars = rows.map((row, i) => {
    const y = i * BAR_HEIGHT;
    let x = labelWidth;
    const rects = row.parts.map((part) => {
      const rect = `<rect x="${x}" y="${y + 3}" width="${scale(part.value)}" height="${BAR_HEIGHT - 6}" fill="${part.colour}"></rect>`;
      x += scale(part.value);
      return rect;
    });
    return `<text x="0" y="${y + 15}">${escapeHtml(truncated(row.label))}</text>${rects.join("")}<text x="${x + 6}" y="${y + 15}">${row.note}</text>`;
  });
  const height = rows.length * BAR_HEIGHT;
  return `<svg role="img" aria-label="${escapeHtml(name)}" width="${CHART_WIDTH}" height="${height}" viewBox="0 0 ${CHART_WIDTH} ${height}">${bars.join("\n")}</svg>`;
}

function comments(page: SiteStats["feedback"][number]): string {
  if (page.comments.length === 0) return "";
  const quoted = page.comments.map(
    (comment) =>
      `<blockquote>${escapeHtml(comment.comment)} <span class="muted">(${comment.helpful ? "yes" : "no"}, ${comment.day})</span></blockquote>`,
  );
  return `<h3>${escapeHtml(page.title)} <span class="muted">(${escapeHtml(page.menuCode)})</span></h3>\n${quoted.join("\n")}`;
}

function truncated(text: string): string {
  return text.length > 36 ? `${text.slice(0, 35)}…` : text;
}
