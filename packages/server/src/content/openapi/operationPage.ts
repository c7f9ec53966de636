// The Markdown of one operation's page, as API references lay it out: the method and path, the
// description, the parameters by where they go, the request body, a request in three languages,
// then each response with its schema and an example. Everything is rxdocs' own Markdown (tables,
// lists, fences, code groups, containers), so that it renders on the server like any page and
// its words are searched like any page's.
import { mediaExample } from "./exampleValue.js";
import { continued, describedBy, inlineCode, tableCell, valueCode } from "./markdownText.js";
import type { ApiOperation } from "./operations.js";
import type { ApiSpec, Json } from "./readSpec.js";
import { follow, isObject } from "./refs.js";
import { fence, requestSamples } from "./requestSamples.js";
import { sampleRequest } from "./sampleRequest.js";
import { schemaMarkdown, typeLabel } from "./schemaMarkdown.js";

const PLACES = [
  ["path", "Path parameters"],
  ["query", "Query parameters"],
  ["header", "Headers"],
  ["cookie", "Cookies"],
] as const;

export function operationMarkdown(spec: ApiSpec, operation: ApiOperation): string {
  const { document } = spec;
  const { operation: details } = operation;
  const blocks = [`**${inlineCode(operation.method)}** ${inlineCode(operation.path)}`];
  if (details.deprecated === true) blocks.push("::: warning Deprecated\nThis operation is deprecated.\n:::");
  const description = describedBy(details.description);
  if (description !== undefined) blocks.push(description);
  blocks.push(...parameterSections(document, operation.parameters));
  blocks.push(...requestBodySection(document, details.requestBody));
  blocks.push("## Request example", requestSamples(sampleRequest(document, operation)));
  blocks.push(...responseSections(document, details.responses));
  return `${blocks.join("\n\n")}\n`;
}

function parameterSections(document: Json, parameters: readonly Json[]): string[] {
  const blocks: string[] = [];
  for (const [place, heading] of PLACES) {
    const here = parameters.filter((parameter) => parameter.in === place);
    if (here.length === 0) continue;
    const rows = here.map((parameter) => {
      const schema = parameterSchema(document, parameter);
      const { value } = follow(document, schema);
      const facts = isObject(value) ? value : {};
      const notes = [
        describedBy(parameter.description) ?? describedBy(facts.description),
        Array.isArray(facts.enum) ? `Allowed: ${facts.enum.map(valueCode).join(", ")}` : undefined,
        parameter.deprecated === true ? "Deprecated." : undefined,
      ].filter((note) => note !== undefined);
      return [
        inlineCode(String(parameter.name)),
        inlineCode(typeLabel(document, schema)),
        parameter.required === true || place === "path" ? "yes" : "no",
        facts.default === undefined ? "" : valueCode(facts.default),
        notes.join(" "),
      ];
    });
    blocks.push(`## ${heading}`, table(["Name", "Type", "Required", "Default", "Description"], rows));
  }
  return blocks;
}

/** A parameter's schema: its own, else that of its first media type. */
function parameterSchema(document: Json, parameter: Json): unknown {
  if (parameter.schema !== undefined) return parameter.schema;
  const media = isObject(parameter.content) ? follow(document, Object.values(parameter.content)[0]).value : undefined;
  return isObject(media) ? media.schema : undefined;
}

function requestBodySection(document: Json, raw: unknown): string[] {
  const body = follow(document, raw).value;
  if (!isObject(body)) return [];
  const blocks = ["## Request body"];
  const description = describedBy(body.description);
  if (description !== undefined) blocks.push(description);
  blocks.push(...contentBlocks(document, body.content, body.required === true ? "required" : "optional", false));
  return blocks;
}

function responseSections(document: Json, raw: unknown): string[] {
  if (!isObject(raw)) return [];
  const blocks = ["## Responses"];
  for (const [status, entry] of Object.entries(raw)) {
    if (status.startsWith("x-")) continue;
    const response = follow(document, entry).value;
    if (!isObject(response)) continue;
    blocks.push(`### ${status === "default" ? "Default" : status}`);
    const description = describedBy(response.description);
    if (description !== undefined) blocks.push(description);
    blocks.push(...headerList(document, response.headers));
    blocks.push(...contentBlocks(document, response.content, undefined, true));
  }
  return blocks;
}

function headerList(document: Json, headers: unknown): string[] {
  if (!isObject(headers) || Object.keys(headers).length === 0) return [];
  const lines = Object.entries(headers).map(([name, entry]) => {
    const header = follow(document, entry).value;
    const details = isObject(header) ? header : {};
    const description = describedBy(details.description);
    const line = `- ${inlineCode(name)} · ${typeLabel(document, details.schema)}`;
    return description === undefined ? line : `${line} — ${continued(description, "")}`;
  });
  return [`Headers:\n\n${lines.join("\n")}`];
}

/** Each media type of a body: its name, its schema's fields, and (for a response) an example. */
function contentBlocks(document: Json, raw: unknown, requirement: string | undefined, withExample: boolean): string[] {
  const content = follow(document, raw).value;
  if (!isObject(content)) return requirement === undefined ? [] : [requirement];
  const blocks: string[] = [];
  for (const [type, entry] of Object.entries(content)) {
    const media = follow(document, entry).value;
    if (!isObject(media)) continue;
    const schema = media.schema;
    const label = schema === undefined ? "" : ` · ${typeLabel(document, schema)}`;
    blocks.push(`${inlineCode(type)}${label}${requirement === undefined ? "" : ` · ${requirement}`}`);
    const fields = schema === undefined ? "" : schemaMarkdown(document, schema);
    if (fields !== "") blocks.push(fields);
    if (!withExample) continue;
    const example =
      schema === undefined && media.example === undefined ? undefined : mediaExample(document, media, "response");
    if (example !== undefined) blocks.push(exampleFence(type, example));
  }
  return blocks;
}

function exampleFence(type: string, example: unknown): string {
  if (/[/+]json\b/i.test(type) || typeof example !== "string") {
    return fence("json", "Example", JSON.stringify(example, null, 2));
  }
  return fence("text", "Example", example);
}

function table(header: readonly string[], rows: readonly string[][]): string {
  const line = (cells: readonly string[]) => `| ${cells.map(tableCell).join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}
