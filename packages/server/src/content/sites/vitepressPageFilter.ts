// Which Markdown files under srcDir are VitePress pages: not those `srcExclude` names (globs
// relative to srcDir, `**/drafts/*`), nor what VitePress always leaves out (`dist/`), nor the
// templates of dynamic routes (`[pkg].md`), which are no pages until a program makes them some.
import type { Literal } from "./literalValue.js";

const ALWAYS_EXCLUDED = ["**/node_modules/**", "**/dist/**"];
const DYNAMIC_ROUTE = /\[[^\]]+\]/;

/** Whether a file (relative to srcDir) is a page; `warn` says what of `srcExclude` is not read. */
export function pageFilter(srcExclude: Literal, warn: (message: string) => void): (source: string) => boolean {
  const patterns = [...ALWAYS_EXCLUDED];
  if (Array.isArray(srcExclude)) {
    for (const pattern of srcExclude) {
      if (typeof pattern === "string") patterns.push(pattern);
      else warn("srcExclude holds an entry that is not a written path; it leaves nothing out");
    }
  } else if (srcExclude !== undefined) {
    warn("srcExclude is not a list of paths; no page is left out by it");
  }
  const excluded = patterns.map(globPattern);
  return (source) => !DYNAMIC_ROUTE.test(source) && !excluded.some((pattern) => pattern.test(source));
}

/** A glob as tinyglobby reads it: `**` any folders, `*` and `?` within a name, `{a,b}` either. */
export function globPattern(glob: string): RegExp {
  const text = glob.replace(/^\.\//, "");
  let source = "";
  for (let at = 0; at < text.length; at++) {
    const char = text[at]!;
    if (char === "*" && text[at + 1] === "*") {
      const isFolders = text[at + 2] === "/";
      source += isFolders ? "(?:.*/)?" : ".*";
      at += isFolders ? 2 : 1;
    } else if (char === "*") source += "[^/]*";
    else if (char === "?") source += "[^/]";
    else if (char === "{") {
      const end = text.indexOf("}", at);
      if (end === -1) source += "\\{";
      else {
        source += `(?:${text
          .slice(at + 1, end)
          .split(",")
          .map((choice) => choice.replace(/[.+^$()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]*"))
          .join("|")})`;
        at = end;
      }
    } else source += char.replace(/[.+^$()|[\]\\}]/g, "\\$&");
  }
  // A folder's pattern (`drafts/**` or `drafts`) leaves out what it holds too.
  return new RegExp(`^${source}(?:/.*)?$`);
}
