// How a navigation names what an OpenAPI file makes, before the file is read: `openapi.yaml#`
// stands for all its operations under their tags, `openapi.yaml#GET /users` for one operation,
// and `#GET /users` for an operation of whichever of the site's files describes it. No page or
// folder of a site has such a path, so these never meet a file's.

const MARK = "#";

/** The entry that stands for every operation of a file, in sections by tag. */
export function apiFolderPath(spec: string): string {
  return `${spec}${MARK}`;
}

/** The entry that stands for one operation; `spec` undefined lets the import find the file. */
export function apiOperationPath(spec: string | undefined, key: string): string {
  return `${spec ?? ""}${MARK}${key}`;
}

/** A tag's section of a file. */
export function apiTagPath(spec: string, tag: string): string {
  return `${spec}${MARK}tag ${tag}`;
}

/** What an entry's path names, when it is one of these: the file ("" when the import is to find it) and the operation, if one. */
export function readApiPath(entry: string): { spec: string; key?: string } | undefined {
  const at = entry.indexOf(MARK);
  if (at < 0) return undefined;
  const key = entry.slice(at + 1);
  if (key === "") return { spec: entry.slice(0, at) };
  return /^[A-Z]+ \//.test(key) ? { spec: entry.slice(0, at), key } : undefined;
}
