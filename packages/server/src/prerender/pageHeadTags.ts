// What the head of a server-rendered page names besides the app: the page in its other languages,
// what search engines and link previews read of it, its Markdown, and the site's feeds.
import type { PageRenderRequest } from "@rxdocs/contract";
import type { FastifyRequest } from "fastify";
import type { ReaderAccess } from "../access/readerAccess.js";
import { feedLinkTags } from "../machine/feeds/feedFormats.js";
import { originOf } from "../machine/machineAccess.js";
import { markdownLinkTag, pageMarkdownAddress } from "../machine/markdown/markdownAlternate.js";
import { seoHeadTags } from "../machine/seo/headTags.js";
import { alternateLinks } from "./alternates.js";
import type { FirstPage } from "./firstPage.js";

export async function pageHeadTags(
  reader: ReaderAccess,
  request: FastifyRequest,
  page: FirstPage,
  rendered: PageRenderRequest | undefined,
): Promise<string> {
  const { catalog, menuCode } = page;
  const origin = originOf(request);
  return [
    await alternateLinks(reader, request, catalog, origin, menuCode),
    seoHeadTags(page, rendered, origin),
    markdownLinkTag(pageMarkdownAddress(catalog, origin, menuCode)),
    // A page a share link opened is its reader's alone; the feeds it would name are the public ones.
    page.isPrivate ? "" : feedLinkTags(catalog, origin),
  ].join("");
}
