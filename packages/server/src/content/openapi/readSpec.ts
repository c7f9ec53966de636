// Reads an OpenAPI file of a site: JSON or YAML, by its extension (a YAML reader reads JSON too),
// and checks it before any page is made of it (validateSpec.ts). What is wrong with a file is one
// sentence naming its first problem, so that the import can say it and go on.
import { load as loadYaml } from "js-yaml";
import path from "node:path";
import { isInsideFolder, LEADS_OUTSIDE } from "../insideFolder.js";
import { describeReadError, readTextFile } from "../textFile.js";
import { firstProblem } from "./validateSpec.js";

export type Json = Record<string, unknown>;

/** A file that is an OpenAPI 3.0 or 3.1 document with nothing in it that rxdocs cannot read. */
export interface ApiSpec {
  /** The file, relative to the site's root, "/"-separated. */
  file: string;
  document: Json;
}

export type SpecReading = { spec: ApiSpec } | { problem: string };

/** The spec file at `file` (relative to the site's root); a problem rather than an error for what it holds. */
export async function readApiSpec(siteRoot: string, file: string): Promise<SpecReading> {
  const absolute = path.join(siteRoot, file);
  let text: string;
  try {
    if (!(await isInsideFolder(siteRoot, absolute))) return { problem: LEADS_OUTSIDE };
    text = await readTextFile(absolute);
  } catch (error) {
    return { problem: describeReadError(error) };
  }
  return parseApiSpec(file, text);
}

export function parseApiSpec(file: string, text: string): SpecReading {
  let document: unknown;
  try {
    document = /\.json$/i.test(file) ? JSON.parse(text.replace(/^\uFEFF/, "")) : loadYaml(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    return { problem: `it cannot be parsed as ${/\.json$/i.test(file) ? "JSON" : "YAML"}: ${reason}` };
  }
  const problem = firstProblem(document);
  if (problem !== undefined) return { problem };
  return { spec: { file, document: document as Json } };
}

/** A spec's path as the site names it: relative to its root, without a leading "./" or "/". */
export function specPath(name: string): string {
  return path.posix.normalize(name.trim().replace(/\\/g, "/")).replace(/^(\.\/|\/)+/, "");
}
