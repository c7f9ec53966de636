// Answers that many readers ask for alike (the menu tree, article pages) are serialized and
// compressed once per content version and grant, then sent as stored bytes: a cached answer
// costs what a static file costs, compressed or not.
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { negotiate } from "@fastify/accept-negotiator";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Catalog } from "../catalog/catalog.js";

const ENCODINGS = ["br", "gzip"] as const;
type Encoding = (typeof ENCODINGS)[number];

/** Below this size compression saves too little to be worth a round of CPU. */
const MIN_COMPRESSED_BYTES = 1024;

const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 6 }),
};

/**
 * Sends the answer stored under `cacheKey` in the catalog, building it first if needed. The
 * key must name everything the answer depends on besides the catalog (call, grant, body).
 */
export function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  catalog: Catalog,
  cacheKey: string,
  build: () => unknown,
): Promise<FastifyReply> {
  return sendCachedAnswer(request, reply, catalog, cacheKey, "application/json; charset=utf-8", async () =>
    JSON.stringify(await build()),
  );
}

/** As sendCachedJson, for an answer of any type built as text. */
export async function sendCachedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  catalog: Catalog,
  cacheKey: string,
  contentType: string,
  build: () => Promise<string>,
): Promise<FastifyReply> {
  let answer = catalog.answers.get(cacheKey);
  if (answer === undefined) {
    answer = { body: Buffer.from(await build()), encoded: {} };
    catalog.answers.set(cacheKey, answer);
  }
  reply.type(contentType).header("vary", "accept-encoding");
  const encoding = answer.body.length >= MIN_COMPRESSED_BYTES ? acceptedEncoding(request) : undefined;
  if (!encoding) return reply.send(answer.body);
  answer.encoded[encoding] ??= compressors[encoding](answer.body);
  // Setting Content-Encoding tells the compression plugin the body is already compressed.
  return reply.header("content-encoding", encoding).send(await answer.encoded[encoding]);
}

function acceptedEncoding(request: FastifyRequest): Encoding | undefined {
  const header = request.headers["accept-encoding"];
  if (!header) return undefined;
  return (negotiate(header, [...ENCODINGS]) as Encoding | null) ?? undefined;
}
