// YAML values for the front matter the exporter writes, chosen so that reading them back with
// gray-matter (js-yaml) gives exactly the same value.

/**
 * Invisible characters that js-yaml reads fine inside double quotes but that editors show as
 * nothing, or as line breaks, and may drop or change when the exported file is edited: C1
 * controls, line and paragraph separators, byte order marks and non-characters.
 */
const CHARACTERS_TO_ESCAPE = /[\u007F-\u009F\u2028\u2029\uFEFF\uFFFE\uFFFF]/g;

/**
 * A double-quoted scalar on one line. Quoting every string keeps "yes", "1", "null", "2024-01-01"
 * or "- item" strings; one line means no line of the front matter can start with "---". JSON's
 * escapes are all valid in YAML double quotes.
 */
export function yamlQuoted(value: string): string {
  return escapeInvisible(JSON.stringify(value));
}

function escapeInvisible(json: string): string {
  return json.replace(
    CHARACTERS_TO_ESCAPE,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** Any JSON value on one line, as YAML reads it (JSON is YAML), with the same escapes as yamlQuoted. */
export function yamlJson(value: unknown): string {
  return escapeInvisible(JSON.stringify(value) ?? "null");
}

/** A mapping key: bare when YAML reads it as itself, else quoted. */
export function yamlKey(key: string): string {
  return /^[A-Za-z_][\w-]*$/.test(key) ? key : yamlQuoted(key);
}
