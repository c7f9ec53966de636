// The same request in curl, JavaScript (fetch) and Python (requests), as one code group
// (`::: code-group` with a titled fence each, packages/markdown/src/codeGroup.ts), the way API
// references show a request in the languages their readers call it from.
import { codeBlock } from "../fencedCode.js";
import type { SampleBody, SampleRequest } from "./sampleRequest.js";

export function requestSamples(request: SampleRequest): string {
  return [
    "::: code-group",
    fence("sh", "curl", curl(request)),
    fence("js", "JavaScript", javascript(request)),
    fence("python", "Python", python(request)),
    ":::",
  ].join("\n");
}

/** A code block titled as a code group's tab (`[title]`). */
export function fence(language: string, title: string | undefined, code: string): string {
  return codeBlock(code, title === undefined ? language : `${language} [${title}]`);
}

export function curl(request: SampleRequest): string {
  const lines = [`curl --request ${request.method}`, `--url ${shellQuoted(request.url)}`];
  for (const [name, value] of request.headers) lines.push(`--header ${shellQuoted(`${name}: ${value}`)}`);
  const { body } = request;
  if (body?.kind === "json") lines.push(`--data ${shellQuoted(JSON.stringify(body.value, null, 2))}`);
  else if (body?.kind === "form") {
    const option = body.multipart ? "--form" : "--data-urlencode";
    for (const [name, value] of body.fields) lines.push(`${option} ${shellQuoted(`${name}=${value}`)}`);
  } else if (body?.kind === "text") lines.push(`--data ${shellQuoted(body.text)}`);
  return lines.join(" \\\n  ");
}

export function javascript(request: SampleRequest): string {
  const options = [`  method: ${JSON.stringify(request.method)},`];
  if (request.headers.length > 0) {
    options.push(`  headers: ${indented(JSON.stringify(Object.fromEntries(request.headers), null, 2), "  ")},`);
  }
  const setup: string[] = [];
  const { body } = request;
  if (body?.kind === "json")
    options.push(`  body: JSON.stringify(${indented(JSON.stringify(body.value, null, 2), "  ")}),`);
  else if (body?.kind === "form") {
    setup.push(`const body = new ${body.multipart ? "FormData" : "URLSearchParams"}();`);
    for (const [name, value] of body.fields)
      setup.push(`body.append(${JSON.stringify(name)}, ${JSON.stringify(value)});`);
    setup.push("");
    options.push("  body,");
  } else if (body?.kind === "text") options.push(`  body: ${JSON.stringify(body.text)},`);
  return [
    ...setup,
    `const response = await fetch(${JSON.stringify(request.url)}, {`,
    ...options,
    "});",
    "const data = await response.json();",
  ].join("\n");
}

const REQUESTS_METHODS = new Set(["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"]);

export function python(request: SampleRequest): string {
  const call = REQUESTS_METHODS.has(request.method)
    ? `requests.${request.method.toLowerCase()}(`
    : `requests.request(\n    ${JSON.stringify(request.method)},`;
  const args = [`    ${JSON.stringify(request.url)},`];
  if (request.headers.length > 0)
    args.push(`    headers=${pythonLiteral(Object.fromEntries(request.headers), "    ")},`);
  const body = pythonBody(request.body);
  if (body) args.push(`    ${body},`);
  return ["import requests", "", `response = ${call}`, ...args, ")", "print(response.json())"].join("\n");
}

function pythonBody(body: SampleBody | undefined): string | undefined {
  if (body?.kind === "json") return `json=${pythonLiteral(body.value, "    ")}`;
  if (body?.kind === "form") {
    if (!body.multipart) return `data=${pythonLiteral(Object.fromEntries(body.fields), "    ")}`;
    // requests sends `files` as multipart; a (None, value) pair is a field that is no file.
    const fields = body.fields.map(
      ([name, value]) => `        ${JSON.stringify(name)}: (None, ${JSON.stringify(value)}),`,
    );
    return fields.length === 0 ? "files={}" : `files={\n${fields.join("\n")}\n    }`;
  }
  if (body?.kind === "text") return `data=${JSON.stringify(body.text)}`;
  return undefined;
}

/** A JSON value as Python source: True, False and None for JSON's literals, indented by four. */
export function pythonLiteral(value: unknown, indent = ""): string {
  if (value === null || value === undefined) return "None";
  if (value === true) return "True";
  if (value === false) return "False";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "None";
  if (typeof value === "string") return JSON.stringify(value);
  const inner = `${indent}    `;
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    return `[\n${value.map((entry) => `${inner}${pythonLiteral(entry, inner)},`).join("\n")}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return "{}";
  const lines = entries.map(([key, entry]) => `${inner}${JSON.stringify(key)}: ${pythonLiteral(entry, inner)},`);
  return `{\n${lines.join("\n")}\n${indent}}`;
}

/** A shell word in single quotes, which keep every character but the quote itself. */
function shellQuoted(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

function indented(text: string, indent: string): string {
  return text.split("\n").join(`\n${indent}`);
}
