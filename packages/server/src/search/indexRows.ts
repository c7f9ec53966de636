// The rows the search index stores for an article: one per section, or a few for a very long
// section, each with four fields. A hit is a row, so a match points at its section.
// - title: the article's title, in the introduction's rows only (a title match lands on the top
//   of the article, not on every section of it);
// - context: the title and, under an h3, the h2 above it, in every other row: a query whose words
//   are spread between the title and a section still finds that section;
// - heading: the section's heading;
// - body: the section's text.
import type { SearchHeading } from "@rxdocs/contract";
import { createHash } from "node:crypto";
import { type ArticleText, splitArticle } from "./sections.js";
import { type Token, tokenize, tokenTexts } from "./tokenize.js";

export const SEARCH_FIELDS = ["title", "context", "heading", "body"] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/**
 * A section's text is cut into rows of at most this many tokens, at block boundaries where it
 * can be: PostgreSQL keeps positions up to 16,383 and 256 of them per word, and a phrase must be
 * found alike in both databases. Real sections are far shorter.
 */
const MAX_ROW_TOKENS = 1000;

/**
 * A row as stored and read back. Rows are stored once however many article revisions have them
 * (the versions of a page share most of their sections), each revision pointing at its own.
 */
export interface StoredRow {
  /** The section: 0 for the title and introduction, then one per h2 or h3 heading. */
  position: number;
  heading: SearchHeading | null;
  title: string;
  context: string;
  /** The plain text, one block to a line. */
  body: string;
}

/**
 * A row about to be stored for an article revision, with the folded tokens of each field (those
 * of `fieldTexts`) and the hash of its content, which finds the same row stored already.
 */
export interface PreparedRow extends StoredRow {
  articleId: number;
  hash: string;
  tokens: Record<SearchField, string[]>;
  /**
   * Its distinct words, whatever their fields: what the vocabulary counts it for. Found where the
   * row is made, which is the index's worker thread on a large import, not the thread that writes.
   */
  terms: string[];
}

/** The address of a row's content: rows with the same content have the same hash. */
export function rowHash(row: StoredRow): string {
  const { position, heading, title, context, body } = row;
  return createHash("sha256")
    .update(JSON.stringify([position, heading?.text ?? null, heading?.slug ?? null, title, context, body]))
    .digest("hex");
}

/** The distinct words of a row's fields. */
function distinctTerms(tokens: Record<SearchField, string[]>): string[] {
  const terms = new Set<string>();
  for (const field of SEARCH_FIELDS) for (const token of tokens[field]) terms.add(token);
  return [...terms];
}

/** What each field of a row holds. */
export function fieldTexts(row: StoredRow): Record<SearchField, string> {
  const inIntroduction = row.position === 0;
  return {
    title: inIntroduction ? row.title : "",
    context: inIntroduction ? "" : row.context,
    heading: row.heading?.text ?? "",
    body: row.body,
  };
}

export function articleRows(articleId: number, article: ArticleText): PreparedRow[] {
  const rows: PreparedRow[] = [];
  for (const section of splitArticle(article)) {
    const base: StoredRow = {
      position: section.position,
      heading: section.heading,
      title: article.articleTitle,
      context: [article.articleTitle, section.parentHeading].filter(Boolean).join("\n"),
      body: "",
    };
    const fields = fieldTexts(base);
    const [title, context, heading] = [
      tokenTexts(fields.title),
      tokenTexts(fields.context),
      tokenTexts(fields.heading),
    ];
    for (const body of chunkBlocks(section.blocks)) {
      const row = { ...base, body: body.text };
      const tokens = { title, context, heading, body: body.tokens };
      rows.push({ ...row, articleId, hash: rowHash(row), tokens, terms: distinctTerms(tokens) });
    }
  }
  return rows;
}

/** The rows of many article revisions, in order. */
export function rowsOfArticles(articles: readonly (ArticleText & { articleId: number })[]): PreparedRow[] {
  return articles.flatMap((article) => articleRows(article.articleId, article));
}

interface Chunk {
  text: string;
  /**
   * The words of `text` as stored, which is what a removal counts them from: `tokenTexts(text)`.
   * Lines are joined by newlines, which no token spans, so a chunk's words are its lines' words.
   */
  tokens: string[];
}

/** Joins blocks into chunks of at most MAX_ROW_TOKENS tokens; always at least one, maybe empty. */
function chunkBlocks(blocks: readonly string[]): Chunk[] {
  const chunks: Chunk[] = [];
  let lines: string[] = [];
  let tokens: string[] = [];
  const flush = () => {
    if (lines.length > 0) chunks.push({ text: lines.join("\n"), tokens });
    lines = [];
    tokens = [];
  };
  for (const block of blocks) {
    const blockTokens = tokenize(block);
    if (tokens.length + blockTokens.length > MAX_ROW_TOKENS) flush();
    if (blockTokens.length <= MAX_ROW_TOKENS) {
      lines.push(block.trim());
      for (const token of blockTokens) tokens.push(token.text);
      continue;
    }
    for (const piece of splitLongBlock(block, blockTokens)) {
      if (tokens.length + piece.tokens.length > MAX_ROW_TOKENS) flush();
      lines.push(piece.text);
      tokens.push(...piece.tokens);
    }
  }
  flush();
  return chunks.length > 0 ? chunks : [{ text: "", tokens: [] }];
}

/** A block of more than MAX_ROW_TOKENS tokens, cut before every MAX_ROW_TOKENS-th token. */
function splitLongBlock(block: string, tokens: readonly Token[]): Chunk[] {
  const pieces: Chunk[] = [];
  let start = 0;
  for (let first = 0; first < tokens.length || pieces.length === 0; first += MAX_ROW_TOKENS) {
    const end = first + MAX_ROW_TOKENS < tokens.length ? tokens[first + MAX_ROW_TOKENS]!.start : block.length;
    const text = block.slice(start, end).trim();
    // Read again from the piece: a cut through Chinese, Japanese or Korean text changes the pairs at its edge.
    pieces.push({ text, tokens: tokenTexts(text) });
    start = end;
  }
  return pieces;
}
