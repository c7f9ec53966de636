// One HTTP/1.1 exchange over a bare socket. fetch and node:http normalize paths (`/a/../b`
// becomes `/b`), refuse control characters in header values and set Content-Length for the
// caller; a hostile client does none of that, so the fuzz tests write the bytes themselves.
import { connect } from "node:net";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";

export interface RawRequest {
  method: string;
  /** The request target exactly as sent: may hold `..`, `%2e`, bytes above 0x7f. */
  target: string | Buffer;
  headers?: readonly (readonly [name: string, value: string | Buffer])[];
  body?: Buffer;
  /** How the body is framed; Content-Length by default. */
  framing?: "content-length" | "chunked" | "none";
}

export interface RawResponse {
  status: number;
  /** Lower-cased names; a repeated header keeps its last value. */
  headers: Map<string, string>;
  /** Decoded when the server compressed it. */
  body: Buffer;
}

/** Sends one request on a fresh connection and reads the whole answer; rejects after `timeoutMs`. */
export function rawRequest(port: number, request: RawRequest, timeoutMs = 15_000): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no complete answer within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    // A server may reset the connection after answering a request it refused to read to the end.
    socket.on("error", (error) => {
      if (chunks.length === 0) {
        clearTimeout(timer);
        reject(error);
      }
    });
    socket.on("close", () => {
      clearTimeout(timer);
      try {
        resolve(parseResponse(Buffer.concat(chunks), request.method));
      } catch (error) {
        reject(error);
      }
    });
    socket.write(requestBytes(request));
  });
}

function requestBytes({ method, target, headers = [], body, framing = "content-length" }: RawRequest): Buffer {
  const lines: Buffer[] = [Buffer.from(`${method} `, "latin1"), asBytes(target), Buffer.from(" HTTP/1.1\r\n")];
  const names = new Set(headers.map(([name]) => name.toLowerCase()));
  if (!names.has("host")) lines.push(Buffer.from("host: 127.0.0.1\r\n"));
  lines.push(Buffer.from("connection: close\r\n"));
  for (const [name, value] of headers) lines.push(Buffer.from(`${name}: `, "latin1"), asBytes(value), CRLF);
  const payload = body ?? Buffer.alloc(0);
  if (framing === "content-length" && !names.has("content-length")) {
    lines.push(Buffer.from(`content-length: ${payload.length}\r\n`));
  }
  if (framing === "chunked") lines.push(Buffer.from("transfer-encoding: chunked\r\n"));
  lines.push(CRLF);
  if (framing === "chunked") {
    if (payload.length > 0) lines.push(Buffer.from(`${payload.length.toString(16)}\r\n`), payload, CRLF);
    lines.push(Buffer.from("0\r\n\r\n"));
  } else if (framing === "content-length") {
    lines.push(payload);
  }
  return Buffer.concat(lines);
}

const CRLF = Buffer.from("\r\n");

function asBytes(value: string | Buffer): Buffer {
  return typeof value === "string" ? Buffer.from(value, "latin1") : value;
}

function parseResponse(bytes: Buffer, method: string): RawResponse {
  const headEnd = bytes.indexOf("\r\n\r\n");
  if (headEnd === -1) throw new Error(`the connection closed without an answer (${bytes.length} bytes)`);
  const [statusLine = "", ...headerLines] = bytes.subarray(0, headEnd).toString("latin1").split("\r\n");
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
  if (!Number.isInteger(status)) throw new Error(`not an HTTP answer: ${JSON.stringify(statusLine)}`);
  const headers = new Map<string, string>();
  for (const line of headerLines) {
    const colon = line.indexOf(":");
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  let body = bytes.subarray(headEnd + 4);
  if (method === "HEAD" || status === 304 || status === 204) return { status, headers, body: Buffer.alloc(0) };
  if (headers.get("transfer-encoding")?.includes("chunked")) body = unchunk(body);
  else if (headers.has("content-length")) body = body.subarray(0, Number(headers.get("content-length")));
  return { status, headers, body: decode(body, headers.get("content-encoding")) };
}

function unchunk(bytes: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = bytes.indexOf("\r\n", at);
    if (lineEnd === -1) throw new Error("a chunked answer was cut short");
    const size = parseInt(bytes.subarray(at, lineEnd).toString("latin1"), 16);
    if (!Number.isFinite(size)) throw new Error("a chunked answer has a malformed chunk size");
    if (size === 0) return Buffer.concat(parts);
    parts.push(bytes.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === "br") return brotliDecompressSync(body);
  if (encoding === "gzip") return gunzipSync(body);
  if (encoding === "deflate") return inflateSync(body);
  return body;
}
