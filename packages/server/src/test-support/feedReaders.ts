// What the feed tests read feeds with: real consumers. RSS and Atom go through a feed reader's
// parser and xmllint; JSON Feed through a schema written from its 1.1 specification
// (https://www.jsonfeed.org/version/1.1/), checked by ajv.
import { spawnSync } from "node:child_process";
import { parseFeed } from "@rowanmanning/feed-parser";
import { Ajv } from "ajv";
import { expect } from "vitest";

export interface Answer {
  status: number;
  text: string;
  headers: Headers;
}

export async function fetchText(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(url, { headers });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

/** An RSS or Atom answer, checked well-formed by xmllint, then parsed as a feed reader parses it. */
export function readXmlFeed(answer: Answer): ReturnType<typeof parseFeed> {
  expect(answer.status, answer.text).toBe(200);
  expectWellFormedXml(answer.text);
  return parseFeed(answer.text);
}

export function expectWellFormedXml(text: string): void {
  const lint = spawnSync("/usr/bin/xmllint", ["--noout", "-"], { input: text, encoding: "utf8" });
  expect(lint.stderr).toBe("");
  expect(lint.status).toBe(0);
}

/** What an XPath expression over the document gives, by xmllint. */
export function xpath(text: string, expression: string): string {
  const run = spawnSync("/usr/bin/xmllint", ["--xpath", expression, "-"], { input: text, encoding: "utf8" });
  return run.stdout.trim();
}

/** The menu codes of the pages feed items link to, in order. */
export function linkedCodes(urls: readonly (string | null | undefined)[]): (string | null)[] {
  return urls.map((url) => (url ? new URL(url).searchParams.get("path") : null));
}

const JSON_FEED_1_1 = {
  type: "object",
  required: ["version", "title", "items"],
  properties: {
    version: { const: "https://jsonfeed.org/version/1.1" },
    title: { type: "string" },
    home_page_url: { type: "string", format: "uri" },
    feed_url: { type: "string", format: "uri" },
    description: { type: "string" },
    language: { type: "string" },
    authors: { type: "array", items: { $ref: "#/$defs/author" } },
    items: {
      type: "array",
      items: {
        type: "object",
        required: ["id"],
        // An item has content_html or content_text, or both.
        anyOf: [
          { required: ["content_html"], properties: { content_html: { type: "string" } } },
          { required: ["content_text"], properties: { content_text: { type: "string" } } },
        ],
        properties: {
          id: { type: "string" },
          url: { type: "string", format: "uri" },
          title: { type: "string" },
          content_html: { type: "string" },
          content_text: { type: "string" },
          summary: { type: "string" },
          date_published: { type: "string", format: "date-time" },
          date_modified: { type: "string", format: "date-time" },
          authors: { type: "array", items: { $ref: "#/$defs/author" } },
        },
      },
    },
  },
  $defs: {
    author: {
      type: "object",
      minProperties: 1,
      properties: { name: { type: "string" }, url: { type: "string" }, avatar: { type: "string" } },
    },
  },
};

const ajv = new Ajv({ allErrors: true, strict: true });
// The two string formats the specification uses, checked as the feed's readers parse them.
ajv.addFormat("uri", (value: string) => URL.canParse(value));
ajv.addFormat("date-time", (value: string) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/.test(value));
const validateJsonFeed = ajv.compile(JSON_FEED_1_1);

export interface JsonFeed {
  version: string;
  title: string;
  home_page_url?: string;
  feed_url?: string;
  language?: string;
  items: {
    id: string;
    url?: string;
    title?: string;
    content_html?: string;
    content_text?: string;
    summary?: string;
    date_published?: string;
    date_modified?: string;
  }[];
}

/** A JSON Feed answer, checked against the specification's required fields and types. */
export function readJsonFeed(answer: Answer): JsonFeed {
  expect(answer.status, answer.text).toBe(200);
  const feed: unknown = JSON.parse(answer.text);
  expect(validateJsonFeed(feed), ajv.errorsText(validateJsonFeed.errors)).toBe(true);
  return feed as JsonFeed;
}
