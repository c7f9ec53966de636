// HTTP/1.1 written straight to a socket, for readers no HTTP client plays: one whose request
// body is still on its way, and one on a slow line that has asked for several answers at once
// (pipelined) and reads them only later. The answers are parsed from the bytes that came back.
import { connect } from "node:net";

export interface RawRequest {
  path: string;
  /** JSON, sent with a POST. */
  body: string;
}

export interface RawAnswer {
  status: number;
  text: string;
}

export interface RawExchange {
  /** Resolves once the first bytes of an answer have come. */
  firstBytes: Promise<void>;
  /** Every answer, once the server has closed the connection. */
  answers: Promise<RawAnswer[]>;
  /** Sends the rest of the last body, when it was held back. */
  sendRest(): void;
  /** Reads on, when reading was paused after the first bytes. */
  readOn(): void;
}

/**
 * Sends the requests one after the other on one connection, the last asking to close it. With
 * `holdBack`, the last body's end is kept back until `sendRest()`; with `pauseReading`, the
 * answers are not read past their first bytes until `readOn()`.
 */
export function rawExchange(
  port: number,
  requests: readonly RawRequest[],
  { holdBack = 0, pauseReading = false }: { holdBack?: number; pauseReading?: boolean } = {},
): RawExchange {
  const socket = connect(port, "127.0.0.1");
  const chunks: Buffer[] = [];
  const firstBytes = new Promise<void>((resolve) =>
    socket.once("data", () => {
      if (pauseReading) socket.pause();
      resolve();
    }),
  );
  socket.on("data", (chunk: Buffer) => chunks.push(chunk));
  const answers = new Promise<RawAnswer[]>((resolve, reject) => {
    socket.on("error", reject);
    socket.on("close", () => resolve(parseAnswers(Buffer.concat(chunks))));
  });
  const text = requests
    .map(
      ({ path, body }, n) =>
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: ${n === requests.length - 1 ? "close" : "keep-alive"}\r\n\r\n${body}`,
    )
    .join("");
  socket.write(text.slice(0, text.length - holdBack));
  return {
    firstBytes,
    answers,
    sendRest: () => socket.write(text.slice(text.length - holdBack)),
    readOn: () => socket.resume(),
  };
}

/** Statuses and bodies of HTTP/1.1 answers one after the other, each sent with a length or in chunks. */
function parseAnswers(bytes: Buffer): RawAnswer[] {
  const answers: RawAnswer[] = [];
  let at = 0;
  while (at < bytes.length) {
    const headEnd = bytes.indexOf("\r\n\r\n", at);
    if (headEnd < 0) throw new Error(`an answer cut short in its head: ${bytes.subarray(at, at + 80).toString()}`);
    const head = bytes.subarray(at, headEnd).toString("latin1");
    const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
    at = headEnd + 4;
    const length = /^content-length:\s*(\d+)/im.exec(head)?.[1];
    if (length !== undefined) {
      if (at + Number(length) > bytes.length)
        throw new Error(`an answer cut short: ${bytes.length - at} of ${length} bytes`);
      answers.push({ status, text: bytes.subarray(at, at + Number(length)).toString("utf8") });
      at += Number(length);
      continue;
    }
    const parts: Buffer[] = [];
    for (;;) {
      const lineEnd = bytes.indexOf("\r\n", at);
      const size = parseInt(bytes.subarray(at, lineEnd).toString("latin1"), 16);
      at = lineEnd + 2 + (size ? size + 2 : 2);
      if (!size) break;
      parts.push(bytes.subarray(lineEnd + 2, lineEnd + 2 + size));
    }
    answers.push({ status, text: Buffer.concat(parts).toString("utf8") });
  }
  return answers;
}
