// The two kinds of file patterns MkDocs sites write: gitignore's (`exclude_docs`, read by MkDocs
// with pathspec) and the globs of awesome-pages' `... | glob=*.md` filters (wcmatch, with `**`).

/**
 * A glob as a regular expression over "/"-separated paths: `*` and `?` stay within one folder's
 * name, `**` crosses folders (`**\/` matches no folder too), `[...]` is a set of characters.
 */
export function globToRegExp(glob: string): RegExp {
  let source = "";
  for (let at = 0; at < glob.length; at++) {
    const char = glob[at]!;
    if (char === "*" && glob[at + 1] === "*") {
      const crossesFolder = glob[at + 2] === "/";
      source += crossesFolder ? "(?:.*/)?" : ".*";
      at += crossesFolder ? 2 : 1;
    } else if (char === "*") {
      source += "[^/]*";
    } else if (char === "?") {
      source += "[^/]";
    } else if (char === "[" && glob.indexOf("]", at + 2) !== -1) {
      const end = glob.indexOf("]", at + 2);
      const set = glob
        .slice(at + 1, end)
        .replace(/^!/, "^")
        .replace(/\\/g, "\\\\");
      source += `[${set}]`;
      at = end;
    } else {
      source += char.replace(/[.+^${}()|\\/]/g, "\\$&");
    }
  }
  return new RegExp(`^${source}$`);
}

interface IgnoreRule {
  pattern: RegExp;
  isNegated: boolean;
  foldersOnly: boolean;
}

/**
 * Whether a path is left out by gitignore-style lines: the last line that matches decides, `!`
 * takes a path back, a trailing "/" matches folders only, and a pattern without a "/" before its
 * end matches a name at any depth. A folder left out leaves out all it holds: the caller walks
 * folders before their contents.
 */
export function ignoreMatcher(lines: string): (path: string, isFolder: boolean) => boolean {
  const rules: IgnoreRule[] = [];
  for (const written of lines.split(/\r?\n/)) {
    let line = written.trim();
    if (line === "" || line.startsWith("#")) continue;
    const isNegated = line.startsWith("!");
    if (isNegated) line = line.slice(1);
    const foldersOnly = line.endsWith("/");
    if (foldersOnly) line = line.slice(0, -1);
    const isAnchored = line.includes("/");
    line = line.replace(/^\//, "");
    if (line === "") continue;
    const glob = globToRegExp(line).source.slice(1, -1);
    rules.push({ pattern: new RegExp(`^${isAnchored ? "" : "(?:.*/)?"}${glob}$`), isNegated, foldersOnly });
  }
  return (path, isFolder) => {
    let ignored = false;
    for (const rule of rules) {
      if (rule.foldersOnly && !isFolder) continue;
      if (rule.pattern.test(path)) ignored = !rule.isNegated;
    }
    return ignored;
  };
}
