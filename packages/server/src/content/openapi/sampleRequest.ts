// The request an operation's examples send: the first server's address (its variables at their
// defaults) with the path's parameters filled in, the required query, header and cookie
// parameters, the credentials its security asks for as placeholders, and a body made from the
// request body's example or schema (exampleValue.ts).
import { mediaExample, parameterExample } from "./exampleValue.js";
import type { ApiOperation } from "./operations.js";
import type { Json } from "./readSpec.js";
import { follow, isObject } from "./refs.js";

/** Where a spec names no server, or only a path on one, the examples need a host all the same. */
const PLACEHOLDER_HOST = "https://api.example.com";

export type SampleBody =
  | { kind: "json"; contentType: string; value: unknown }
  | { kind: "form"; contentType: string; multipart: boolean; fields: [string, string][] }
  | { kind: "text"; contentType: string; text: string };

export interface SampleRequest {
  method: string;
  /** The full address, its query included. */
  url: string;
  headers: [string, string][];
  body?: SampleBody;
}

export function sampleRequest(document: Json, operation: ApiOperation): SampleRequest {
  const headers: [string, string][] = [];
  const query: [string, string][] = [];
  let path = operation.path;
  for (const parameter of operation.parameters) {
    const name = String(parameter.name);
    const value = textOf(parameterExample(document, parameter));
    if (parameter.in === "path") path = path.split(`{${name}}`).join(encodeURIComponent(value));
    else if (parameter.required !== true) continue;
    else if (parameter.in === "query") query.push([name, value]);
    else if (parameter.in === "header") headers.push([name, value]);
    else if (parameter.in === "cookie") headers.push(["Cookie", `${name}=${value}`]);
  }
  credentials(document, operation.operation, headers, query);
  const body = requestBody(document, operation.operation);
  // A multipart body's type carries a boundary, which curl, fetch and requests write themselves.
  if (body && !(body.kind === "form" && body.multipart)) headers.push(["Content-Type", body.contentType]);
  const search = query.length > 0 ? `?${new URLSearchParams(query).toString()}` : "";
  return {
    method: operation.method,
    url: `${serverAddress(document, operation)}${path}${search}`,
    headers,
    ...(body && { body }),
  };
}

/** The operation's first server, else its path's, else the document's, its variables at their defaults. */
function serverAddress(document: Json, operation: ApiOperation): string {
  const pathItem = follow(document, (document.paths as Json)[operation.path]).value as Json;
  const lists = [operation.operation.servers, pathItem.servers, document.servers];
  const server = lists.map((list) => (Array.isArray(list) ? list[0] : undefined)).find(isObject);
  let url = typeof server?.url === "string" ? server.url : "";
  if (isObject(server?.variables)) {
    for (const [name, variable] of Object.entries(server.variables)) {
      const fallback = isObject(variable) ? variable.default : undefined;
      if (fallback !== undefined) url = url.split(`{${name}}`).join(String(fallback));
    }
  }
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) url = PLACEHOLDER_HOST + (url.startsWith("/") ? url : "");
  return url.replace(/\/+$/, "");
}

/** The placeholders the operation's first security requirement needs, where they go. */
function credentials(document: Json, operation: Json, headers: [string, string][], query: [string, string][]): void {
  const requirements = operation.security ?? document.security;
  const first = Array.isArray(requirements) ? requirements.find(isObject) : undefined;
  const schemes = isObject(document.components) ? document.components.securitySchemes : undefined;
  for (const name of Object.keys(first ?? {})) {
    const scheme = isObject(schemes) ? follow(document, schemes[name]).value : undefined;
    if (!isObject(scheme)) continue;
    if (scheme.type === "apiKey" && typeof scheme.name === "string") {
      const place = scheme.in === "query" ? query : headers;
      if (scheme.in === "cookie") headers.push(["Cookie", `${scheme.name}=<api-key>`]);
      else place.push([scheme.name, "<api-key>"]);
    } else if (scheme.type === "http" && String(scheme.scheme).toLowerCase() === "basic") {
      headers.push(["Authorization", "Basic <credentials>"]);
    } else if (scheme.type === "http" || scheme.type === "oauth2" || scheme.type === "openIdConnect") {
      headers.push(["Authorization", "Bearer <token>"]);
    }
  }
}

/** The body of the request's first JSON media type, else its first form, else its first. */
function requestBody(document: Json, operation: Json): SampleBody | undefined {
  const body = follow(document, operation.requestBody).value;
  if (!isObject(body) || !isObject(body.content)) return undefined;
  const types = Object.keys(body.content);
  const contentType =
    types.find((type) => /[/+]json\b/i.test(type)) ??
    types.find((type) => /form-data|x-www-form-urlencoded/i.test(type)) ??
    types[0];
  if (contentType === undefined) return undefined;
  const media = follow(document, body.content[contentType]).value;
  const value = isObject(media) ? mediaExample(document, media, "request") : undefined;
  if (/[/+]json\b/i.test(contentType)) return { kind: "json", contentType, value: value ?? {} };
  if (/form-data|x-www-form-urlencoded/i.test(contentType)) {
    const fields = Object.entries(isObject(value) ? value : {}).map(([name, field]): [string, string] => [
      name,
      textOf(field),
    ]);
    return { kind: "form", contentType, multipart: /form-data/i.test(contentType), fields };
  }
  return { kind: "text", contentType, text: value === undefined ? "" : textOf(value) };
}

function textOf(value: unknown): string {
  if (value === undefined || value === null) return "";
  return typeof value === "string" ? value : JSON.stringify(value);
}
