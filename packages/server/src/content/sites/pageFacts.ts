// What a site reader needs to know of some pages to name them as their tool does, read before the
// import reads them: their front matter as written, and their title (the front matter's, else
// their first heading's).
import path from "node:path";
import { FILE_CONCURRENCY, mapWithConcurrency } from "../boundedParallel.js";
import { findFirstHeading } from "../firstHeading.js";
import { parseMarkdownFile } from "../frontMatter.js";
import { readTextFile } from "../textFile.js";

export interface PageFacts {
  /** The front matter's keys and values; empty when it has none or it cannot be read. */
  data: Readonly<Record<string, unknown>>;
  title?: string;
}

/**
 * The facts of each page, by the name it is read under; `files` maps that name to the file
 * (relative to `dir`) as the folder holds it. A page that cannot be read has none: the import says why.
 */
export async function readPageFacts(dir: string, files: ReadonlyMap<string, string>): Promise<Map<string, PageFacts>> {
  const names = [...files.keys()];
  const facts = await mapWithConcurrency(names, FILE_CONCURRENCY, async (name) => {
    try {
      const parsed = parseMarkdownFile(await readTextFile(path.join(dir, files.get(name)!)));
      const data = parsed.data ?? {};
      const title = typeof data.title === "string" && data.title !== "" ? data.title : findFirstHeading(parsed.body);
      return { data, ...(title !== undefined && { title }) };
    } catch {
      return undefined;
    }
  });
  return new Map(names.flatMap((name, index) => (facts[index] ? [[name, facts[index]]] : [])));
}
