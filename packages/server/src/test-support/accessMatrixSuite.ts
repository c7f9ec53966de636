// The whole access matrix, generated: a site with every kind of content (public, hidden,
// restricted, nested both ways, drafts, removed and changed pages, each with files, tabs and
// search words, in two versions and two languages), every credential (none, malformed, unknown,
// another subtree's, the right one, every menu's, expired, revoked, view codes, pairs), each sent
// every way the server takes it, and every way content leaves the server asked for each pair.
// Each answer is held against an independent statement of the rules (test-support/accessRules.ts)
// and its bytes are scanned for the secret words of everything its requester may not see.
// Each database's matrix is a test file of its own (access/accessMatrix.*.test.ts), so that the
// two run side by side.
import { existsSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUNDLED_WEB_ROOT } from "../config.js";
import { serverEntryOf } from "../prerender/serverEntry.js";
import {
  allContents,
  allMenuCodes,
  COMMON_WORD,
  MATRIX_SLOTS,
  type MatrixSlot,
  markersOf,
} from "./accessMatrixContent.js";
import {
  askArticleDetail,
  askAboutPage,
  askArticleList,
  askFile,
  askFirstPage,
  askMenuTree,
  askSite,
} from "./accessMatrixChannels.js";
import { type MatrixContext, MatrixReport } from "./accessMatrixJudge.js";
import {
  askCard,
  askFeed,
  askLlms,
  askMcp,
  askPageMarkdown,
  askPrint,
  askSitemap,
  FEED_PATHS,
  FEED_SECTIONS,
  MACHINE_TRANSPORTS,
} from "./accessMatrixMachines.js";
import { askSearch, type SearchMode } from "./accessMatrixSearch.js";
import { allMatrixFiles, MarkerScanner } from "./accessMatrixMarkers.js";
import { matrixCredentials, type MatrixSite, startMatrixSite } from "./accessMatrixSite.js";
import { MatrixClient } from "./accessMatrixTransports.js";
import { AccessRules, type Credential } from "./accessRules.js";
import type { DatabaseKind } from "./databases.js";

const SEARCHED_PARTS = ["name", "body", "heading", "tab"] as const;
const SEARCH_MODES: SearchMode[] = ["exact", "prefix", "typo", "misspelt"];
const FILE_TRANSPORTS = ["header", "cookie"] as const;

/**
 * Every question of the matrix for one credential (the `turn`-th), as functions that ask and
 * judge. Where a question has variants (which word of a page is searched and how, by which
 * transport a file is asked for), the variants take turns over pages, versions and credentials,
 * so that each is met often while the matrix stays quick.
 */
function questionsFor(
  ctx: MatrixContext,
  credential: Credential,
  turn: number,
  slots = MATRIX_SLOTS,
): (() => Promise<void>)[] {
  const codes = [...allMenuCodes(), "no-such-page"];
  const pages = [...allContents()].filter(([, { hasPage }]) => hasPage).map(([content]) => content);
  const questions: (() => Promise<void>)[] = [];
  slots.forEach((slot, slotTurn) => {
    for (const transport of ["header", "body"] as const) {
      questions.push(
        () => askMenuTree(ctx, slot, credential, transport),
        () => askArticleList(ctx, slot, credential, transport),
        () => askSearch(ctx, slot, credential, transport, COMMON_WORD),
        () => askSite(ctx, slot, credential, transport, "siteInfo"),
        () => askSite(ctx, slot, credential, transport, "versions"),
      );
    }
    questions.push(() => askArticleList(ctx, slot, credential, "header", codes));
    questions.push(() => askArticleDetail(ctx, slot, credential, "body", "pub-page"));
    for (const code of codes) questions.push(() => askArticleDetail(ctx, slot, credential, "header", code));
    questions.push(() => askAboutPage(ctx, slot, credential, "body", "pub-page", "feedback"));
    codes.forEach((code, i) =>
      questions.push(() =>
        askAboutPage(ctx, slot, credential, "header", code, (i + turn + slotTurn) % 2 ? "feedback" : "pageView"),
      ),
    );
    // Each page of this version and language (drafts included) is searched for by one of its
    // words, as it is, by its prefix, with a typo or misspelt; the pages of the other versions and
    // languages, and removed ones, are searched for here by turns (one in four for each
    // credential: a search that looked beyond its version would show for every credential), to
    // be found by nothing.
    const inTree = new Set(ctx.rules.tree(slot.name).map((menu) => menu.content));
    pages.forEach((content, i) => {
      if (!inTree.has(content) && (i + slotTurn + turn) % 4 !== 0) return;
      const word = markersOf(content)[SEARCHED_PARTS[(i + turn) % SEARCHED_PARTS.length]!];
      const mode = SEARCH_MODES[(i + slotTurn + turn) % SEARCH_MODES.length]!;
      questions.push(() => askSearch(ctx, slot, credential, "header", word, mode));
    });
    for (const code of [null, ...codes]) questions.push(() => askFirstPage(ctx, slot, credential, code));
    questions.push(...machineQuestionsFor(ctx, slot, credential, turn + slotTurn, codes));
  });
  questions.push(() => askSitemap(ctx, credential, MACHINE_TRANSPORTS[turn % MACHINE_TRANSPORTS.length]!));
  allMatrixFiles().forEach((file, i) => {
    const transport = FILE_TRANSPORTS[(i + turn) % FILE_TRANSPORTS.length]!;
    questions.push(() => askFile(ctx, credential, transport, file));
  });
  return questions;
}

/**
 * The channels for machines in one version and language. Each takes its turn with the transports
 * (share link's query, access headers, bearer key); every page is read as Markdown, by its address
 * or by Accept, and by MCP, its card asked for, and a section or a page printed, by turns.
 */
function machineQuestionsFor(
  ctx: MatrixContext,
  slot: MatrixSlot,
  credential: Credential,
  turn: number,
  codes: readonly string[],
): (() => Promise<void>)[] {
  const transport = (i: number) => MACHINE_TRANSPORTS[(i + turn) % MACHINE_TRANSPORTS.length]!;
  const mcpCodes = codes.filter((_, i) => (i + turn) % 2 === 0);
  const printable = [...FEED_SECTIONS, ...codes];
  return [
    () => askLlms(ctx, slot, credential, transport(0), "llms.txt"),
    () => askLlms(ctx, slot, credential, transport(1), "llms-full.txt"),
    () => askFeed(ctx, slot, credential, transport(2), FEED_PATHS[turn % FEED_PATHS.length]!),
    ...FEED_SECTIONS.map(
      (section, i) => () => askFeed(ctx, slot, credential, transport(i), FEED_PATHS[(turn + i) % 3]!, section),
    ),
    // A printed document renders every page it holds: one section a turn, or a page with what it holds.
    () => askPrint(ctx, slot, credential, transport(turn + 1), printable[turn % printable.length]!),
    () => askMcp(ctx, slot, credential, transport(turn), mcpCodes),
    ...codes.map(
      (code, i) => () => askPageMarkdown(ctx, slot, credential, transport(i), code, i % 3 ? "view.md" : "accept"),
    ),
    ...codes
      .filter((_, i) => (i + turn) % 3 === 0)
      .map((code, i) => () => askCard(ctx, slot, credential, transport(i), code)),
  ];
}

/** A few questions, for a credential that must be used quickly. */
function briefQuestionsFor(ctx: MatrixContext, credential: Credential): (() => Promise<void>)[] {
  const [latest] = MATRIX_SLOTS;
  const file = allMatrixFiles().find((candidate) => candidate.name === "res-a-page.svg")!;
  return [
    () => askMenuTree(ctx, latest!, credential, "header"),
    () => askMenuTree(ctx, latest!, credential, "body"),
    () => askArticleDetail(ctx, latest!, credential, "header", "res-a-page"),
    () => askFirstPage(ctx, latest!, credential, "res-a-page"),
    () => askFile(ctx, credential, "cookie", file),
  ];
}

/** The matrix on one database, as a test file's describe block. */
export function describeAccessMatrix(kind: DatabaseKind): void {
  describe(`the access matrix on ${kind.name}`, () => {
    let site: MatrixSite;

    beforeAll(async () => {
      if (!existsSync(serverEntryOf(BUNDLED_WEB_ROOT))) throw new Error("Build the web app first: npm run build");
      site = await startMatrixSite(kind);
    });
    afterAll(() => site?.stop());

    it("shows every reader exactly what their credential opens, by every channel and transport, and nothing else", async () => {
      const started = Date.now();
      const credentials = matrixCredentials(site.secrets);
      const client = new MatrixClient(site.url);
      const ask = async (
        rules: AccessRules,
        asked: readonly Credential[],
        questions: (ctx: MatrixContext, credential: Credential, turn: number) => (() => Promise<void>)[],
      ) => {
        const ctx = { client, rules, scanner: new MarkerScanner(rules, credentials), report: new MatrixReport() };
        const all = asked.flatMap((credential) => questions(ctx, credential, credentials.indexOf(credential)));
        await Promise.all(all.map((question) => question()));
        return ctx.report;
      };

      // Before the second import, the key about to expire opens what it should (asked first and
      // briefly, while it still lives); so do the key about to be revoked and the view code of the
      // menu about to be removed (asked in the latest version), and their answers, like the public
      // ones, are cached: the second import and the revocation must leave none of them in use.
      const rulesBefore = new AccessRules("first", Date.now());
      const expiring = credentials.filter((credential) => credential.name === "expired key");
      const changing = credentials.filter((credential) =>
        ["none", "revoked key", "view code of removed hid-removed"].includes(credential.name),
      );
      const beforeExpiry = await ask(rulesBefore, expiring, briefQuestionsFor);
      const before = await ask(rulesBefore, changing, (ctx, credential, turn) =>
        questionsFor(ctx, credential, turn, MATRIX_SLOTS.slice(0, 1)),
      );
      for (const report of [beforeExpiry, before]) {
        expect(report.leaks).toEqual([]);
        expect(report.mismatches).toEqual([]);
      }

      await site.changeContent();
      const report = await ask(new AccessRules("second", Date.now()), credentials, questionsFor);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(
        `access matrix (${kind.name}): ${(beforeExpiry.cases + before.cases + report.cases).toLocaleString("en")} cases over ${client.requests.toLocaleString("en")} answers, ${report.leaks.length} leaks, ${report.mismatches.length} mismatches, ${seconds} s`,
      );
      expect(report.leaks).toEqual([]);
      expect(report.mismatches).toEqual([]);
    }, 300_000);
  });
}
