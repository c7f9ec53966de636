// The files Mintlify does not publish: those `.mintignore` names (in .gitignore's syntax) and
// those it leaves out of every site (build folders, README.md and the like). They are no pages,
// not even unlisted ones.
import { readFile } from "node:fs/promises";
import { firstFile } from "./siteFiles.js";

export const MINTIGNORE_FILE = ".mintignore";

/** Mintlify's own list, which needs no .mintignore. Hidden folders and node_modules are never pages. */
const ALWAYS_IGNORED = [
  "build/",
  "dist/",
  "coverage/",
  "tmp/",
  "temp/",
  "README.md",
  "LICENSE.md",
  "CHANGELOG.md",
  "CONTRIBUTING.md",
];

export interface IgnoredFiles {
  /** Whether a file ("/"-separated, from the site's root) is left out of the site. */
  isIgnored(file: string): boolean;
  /** `.mintignore` when the site has one. */
  source?: string;
}

interface Rule {
  pattern: RegExp;
  isNegated: boolean;
  isFolderOnly: boolean;
}

export async function readIgnoredFiles(root: string): Promise<IgnoredFiles> {
  const file = await firstFile(root, [MINTIGNORE_FILE]);
  const lines = file === undefined ? [] : (await readFile(file, "utf8")).split(/\r?\n/);
  const rules = [...ALWAYS_IGNORED, ...lines].flatMap((line) => {
    const rule = ruleOf(line);
    return rule ? [rule] : [];
  });
  const matches = (path: string, isFolder: boolean): boolean => {
    let ignored = false;
    for (const rule of rules) {
      if ((!rule.isFolderOnly || isFolder) && rule.pattern.test(path)) ignored = !rule.isNegated;
    }
    return ignored;
  };
  return {
    isIgnored(path) {
      const parts = path.split("/");
      // As in git, nothing inside an ignored folder comes back.
      for (let depth = 1; depth < parts.length; depth++) {
        if (matches(parts.slice(0, depth).join("/"), true)) return true;
      }
      return matches(path, false);
    },
    ...(file !== undefined && { source: MINTIGNORE_FILE }),
  };
}

/** One line of .gitignore's syntax; undefined for a blank line or a comment. */
function ruleOf(line: string): Rule | undefined {
  let text = line.replace(/(?<!\\)\s+$/, "");
  if (text === "" || text.startsWith("#")) return undefined;
  const isNegated = text.startsWith("!");
  if (isNegated) text = text.slice(1);
  text = text.replace(/^\\([#!])/, "$1");
  const isFolderOnly = text.endsWith("/");
  text = text.replace(/\/+$/, "");
  // A slash anywhere but at the end ties the pattern to the root; without one it matches at any depth.
  const isAnchored = text.includes("/");
  text = text.replace(/^\/+/, "");
  if (text === "") return undefined;
  const body = globToRegExp(text);
  return { pattern: new RegExp(isAnchored ? `^${body}$` : `^(?:.*/)?${body}$`), isNegated, isFolderOnly };
}

function globToRegExp(glob: string): string {
  let out = "";
  for (let at = 0; at < glob.length; at++) {
    const char = glob[at]!;
    if (glob.startsWith("**/", at)) {
      out += "(?:.*/)?";
      at += 2;
    } else if (glob.startsWith("**", at)) {
      out += ".*";
      at += 1;
    } else if (char === "*") out += "[^/]*";
    else if (char === "?") out += "[^/]";
    else if (char === "[") {
      const end = glob.indexOf("]", at + 1);
      if (end < 0) out += "\\[";
      else {
        out += `[${glob
          .slice(at + 1, end)
          .replace(/^!/, "^")
          .replace(/\\/g, "\\\\")}]`;
        at = end;
      }
    } else if (char === "\\" && at + 1 < glob.length) out += escapeRegExp(glob[++at]!);
    else out += escapeRegExp(char);
  }
  return out;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}
