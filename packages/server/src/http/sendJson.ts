// Answers that many readers ask for alike (the menu tree, article pages) are serialized and
// compressed once per content version and grant, then sent as stored bytes: a cached answer
// costs what a static file costs, compressed or not.
//
// Each carries an ETag, a hash of its bytes, so that a reader who kept an answer can ask
// whether it still holds (If-None-Match) and get a 304 without a body when it does. The tag
// depends on the bytes alone: after an import, an answer whose bytes did not change (a page
// of the article list that holds no changed article) keeps its tag. The calls are POSTs that
// only read, so a match answers 304 as it would for a GET (not 412), and browsers never send
// the header on their own for a POST: the app sets it where it keeps answers.
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gunzip, gzip } from "node:zlib";
import { negotiate } from "@fastify/accept-negotiator";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { CachedAnswer, Catalog } from "../catalog/catalog.js";
import { noteColdWork } from "./coldWork.js";

const ENCODINGS = ["br", "gzip"] as const;
type Encoding = (typeof ENCODINGS)[number];

/** Below this size compression saves too little to be worth a round of CPU. */
const MIN_COMPRESSED_BYTES = 1024;
/**
 * From this size an answer is kept compressed only: a page of 1,000 articles is some 6 MB of
 * JSON and 1.4 MB of Brotli, and a large site's pages must all fit in the cache at once. The
 * rare reader that accepts no compression gets the gzip form unpacked.
 */
const KEEP_COMPRESSED_ONLY_FROM_BYTES = 256 * 1024;

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
  request.answerCache = catalog.answers.has(cacheKey) ? "hit" : "miss";
  const answer = await storedAnswer(catalog, cacheKey, build);
  reply.type(contentType).header("vary", "accept-encoding").header("etag", answer.etag);
  if (matchesEtag(request.headers["if-none-match"], answer.etag)) return reply.code(304).send();
  const { body } = answer;
  const encoding = !body || body.length >= MIN_COMPRESSED_BYTES ? acceptedEncoding(request) : undefined;
  if (!encoding) return reply.send(body ?? (await promisify(gunzip)(await answer.encoded.gzip!)));
  answer.encoded[encoding] ??= compressors[encoding](body!);
  // Setting Content-Encoding tells the compression plugin the body is already compressed.
  return reply.header("content-encoding", encoding).send(await answer.encoded[encoding]);
}

/**
 * The answer stored under `cacheKey`, built and stored first if needed. Readers who ask while it
 * is being built wait for that same build: fifty readers arriving at once after an import would
 * otherwise each serialize and compress a 6 MB page of articles.
 */
export async function storedAnswer(
  { answers, building }: Pick<Catalog, "answers" | "building">,
  cacheKey: string,
  build: () => Promise<string>,
): Promise<CachedAnswer> {
  const stored = answers.get(cacheKey);
  if (stored) return stored;
  noteColdWork(`answer ${cacheKey}`);
  const beingBuilt = building.get(cacheKey);
  if (beingBuilt) return beingBuilt;
  const made = (async () => cachedAnswer(Buffer.from(await build())))();
  building.set(cacheKey, made);
  try {
    const answer = await made;
    answers.set(cacheKey, answer);
    return answer;
  } finally {
    building.delete(cacheKey);
  }
}

async function cachedAnswer(body: Buffer): Promise<CachedAnswer> {
  const etag = etagOf(body);
  // Compressed forms are made when first asked for; counting the body twice bounds them.
  if (body.length < KEEP_COMPRESSED_ONLY_FROM_BYTES) return { body, etag, encoded: {}, size: body.length * 2 };
  const [br, gzipped] = await Promise.all([compressors.br(body), compressors.gzip(body)]);
  return {
    etag,
    encoded: { br: Promise.resolve(br), gzip: Promise.resolve(gzipped) },
    size: br.length + gzipped.length,
  };
}

/**
 * A weak tag (`W/"…"`): one tag names the answer whatever encoding it is sent in, which a
 * strong tag must not do (RFC 9110 §8.8.1).
 */
export function etagOf(body: Buffer): string {
  return `W/"${createHash("sha256").update(body).digest("base64url")}"`;
}

/**
 * Whether an If-None-Match header names `etag`, compared weakly as RFC 9110 §13.1.2 asks.
 * Anything else (no header, a malformed one, a list of other tags, or `*`, which would not say
 * which answer the reader holds) does not match, and the answer is sent in full.
 */
export function matchesEtag(header: string | string[] | undefined, etag: string): boolean {
  if (typeof header !== "string") return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => opaque(tag) === opaque(etag));
}

function acceptedEncoding(request: FastifyRequest): Encoding | undefined {
  const header = request.headers["accept-encoding"];
  if (!header) return undefined;
  return (negotiate(header, [...ENCODINGS]) as Encoding | null) ?? undefined;
}
