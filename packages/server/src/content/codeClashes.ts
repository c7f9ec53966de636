// Codes derived from paths can spell two paths alike (`api/@scope/` and `api/scope/` are both
// `api-scope`; a navigation's section "Guide" and a page guide.md both `guide`). Such a clash is
// no fault of the author's: one keeps the code and the others get the code with a few characters
// of their path's hash, the same at every import of the same files. Only two codes that authors
// wrote themselves (`code:`) may not be changed, and refuse the import.
import { createHash } from "node:crypto";
import { stripNumericPrefix, withoutMarkdownExtension } from "./fileNames.js";
import type { MenuDraft } from "./menuDrafts.js";
import { isValidMenuCode } from "./menuCode.js";

const MAX_CODE_LENGTH = 128;

/** Gives clashing derived codes their suffixes, and adds a problem to each holder of a clashing written code. */
export function settleCodeClashes(drafts: readonly MenuDraft[]): void {
  const holders = new Map<string, MenuDraft[]>();
  for (const draft of drafts) {
    if (draft.code === undefined) continue;
    const sharing = holders.get(draft.code) ?? [];
    sharing.push(draft);
    holders.set(draft.code, sharing);
  }
  const taken = new Set(holders.keys());
  for (const [code, sharing] of holders) {
    if (sharing.length < 2) continue;
    const written = sharing.filter((draft) => draft.codeIsExplicit);
    if (written.length > 1) reportWrittenClash(code, written);
    const keeper = written[0] ?? [...sharing].sort(byClaim)[0]!;
    for (const draft of sharing) {
      if (draft === keeper || draft.codeIsExplicit) continue;
      draft.code = suffixedCode(code, draft.path, taken);
      taken.add(draft.code);
    }
  }
}

function reportWrittenClash(code: string, written: readonly MenuDraft[]): void {
  for (const draft of written) {
    const others = written.filter((other) => other !== draft).map((other) => other.path);
    draft.problems.push({
      path: draft.path,
      reason: `duplicate code ${JSON.stringify(code)} (also used by ${others.join(", ")})`,
    });
  }
}

/**
 * Who keeps a derived code: a file or folder before a navigation's section, then the path that
 * spells the code as it is (`api/scope` rather than `api/@scope` or `API/Scope`), then the
 * shorter path, then the first in code-unit order: the same answer at every import.
 */
function byClaim(a: MenuDraft, b: MenuDraft): number {
  return (
    Number(a.isSynthetic ?? false) - Number(b.isSynthetic ?? false) ||
    Number(!spellsItsCode(a.path)) - Number(!spellsItsCode(b.path)) ||
    a.path.length - b.path.length ||
    (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)
  );
}

function spellsItsCode(path: string): boolean {
  return withoutMarkdownExtension(path)
    .split("/")
    .every((part) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(stripNumericPrefix(part)));
}

/** `api-scope-3f9a1c`: the code with the start of its path's SHA-256, longer in the unlikely case that is taken too. */
function suffixedCode(code: string, path: string, taken: ReadonlySet<string>): string {
  const hash = createHash("sha256").update(path).digest("hex");
  for (let length = 6; length <= hash.length; length += 2) {
    const suffix = `-${hash.slice(0, length)}`;
    const candidate = code.slice(0, MAX_CODE_LENGTH - suffix.length).replace(/-+$/, "") + suffix;
    if (!taken.has(candidate) && isValidMenuCode(candidate)) return candidate;
  }
  throw new Error(`no free code for ${path}`);
}
