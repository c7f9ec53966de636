// `$ref`s inside one OpenAPI document: `#/components/schemas/User` is a JSON pointer into the
// file itself. A reference to another file is not followed (rxdocs reads one file at a time); it
// is shown by the name it ends with.
import { isObject } from "../sites/siteFiles.js";

export { isObject };

/** Whether a reference points into the same file. */
export function isLocalRef(ref: string): boolean {
  return ref.startsWith("#");
}

/** The value a local reference points to; undefined when it points nowhere. */
export function resolvePointer(document: unknown, ref: string): unknown {
  if (!isLocalRef(ref)) return undefined;
  const pointer = decodeURIComponent(ref.slice(1));
  if (pointer === "") return document;
  if (!pointer.startsWith("/")) return undefined;
  let value: unknown = document;
  for (const raw of pointer.slice(1).split("/")) {
    const key = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    if (Array.isArray(value) && /^\d+$/.test(key)) value = value[Number(key)];
    else if (isObject(value) && Object.hasOwn(value, key)) value = value[key];
    else return undefined;
  }
  return value;
}

/** The name a reference ends with: `#/components/schemas/User` is "User". */
export function refName(ref: string): string {
  return (
    decodeURIComponent(ref.split("/").pop() ?? ref)
      .replace(/~1/g, "/")
      .replace(/~0/g, "~") || ref
  );
}

/** What an object is once its references are followed, and the references on the way (for cycles). */
export interface Followed {
  value: unknown;
  /** The last reference followed, whose name a schema is known by. */
  ref?: string;
  refs: string[];
}

/**
 * Follows a chain of references (`a` → `b` → value). A chain that comes back on itself, or a
 * reference the document cannot answer, stops where it is.
 */
export function follow(document: unknown, value: unknown): Followed {
  const refs: string[] = [];
  let current = value;
  while (isObject(current) && typeof current.$ref === "string") {
    const ref = current.$ref;
    if (refs.includes(ref) || !isLocalRef(ref)) break;
    const target = resolvePointer(document, ref);
    if (target === undefined) break;
    refs.push(ref);
    current = target;
  }
  return { value: current, ref: refs.at(-1), refs };
}
