// A component rxdocs does not know is one thing for an author to fix, however many pages and
// languages use it: its warnings merge into one, at its first use, counting the rest.
import type { ContentWarning } from "./model.js";

export function mergeComponentWarnings(warnings: readonly ContentWarning[]): ContentWarning[] {
  const merged: ContentWarning[] = [];
  const byName = new Map<string, ContentWarning & { component: NonNullable<ContentWarning["component"]> }>();
  for (const warning of warnings) {
    const { component } = warning;
    const first = component && byName.get(component.name);
    if (!component) merged.push(warning);
    else if (!first) {
      const copy = { ...warning, component: { ...component } };
      byName.set(component.name, copy);
      merged.push(copy);
    } else {
      first.component.uses += component.uses;
      first.component.pages += component.pages;
    }
  }
  for (const warning of byName.values()) {
    const { summary, uses, pages } = warning.component;
    if (pages > 1) warning.message = `${summary} (${uses} uses in ${pages} pages; the first is here)`;
  }
  return merged;
}
