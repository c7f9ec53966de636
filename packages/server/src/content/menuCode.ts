// The code a menu gets when its front matter or _category_.json does not set one.
import { MENU_CODE_PATTERN } from "@rxdocs/contract";
import { stripNumericPrefix, withoutMarkdownExtension } from "./fileNames.js";

/**
 * `01-guide/02-Getting Started.md` → `guide-getting-started`. May return a code that
 * fails isValidMenuCode (empty for a name with no ASCII letters or digits, or too long).
 */
export function deriveMenuCode(relativePath: string): string {
  return withoutMarkdownExtension(relativePath)
    .split("/")
    .map(stripNumericPrefix)
    .join("/")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export function isValidMenuCode(code: string): boolean {
  return MENU_CODE_PATTERN.test(code);
}
