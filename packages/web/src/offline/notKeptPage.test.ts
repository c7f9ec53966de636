// @vitest-environment node
// The page the worker shows offline for a page it did not keep: in the language the page's
// address names, with the words the app told it for that language, English without any.
import { OFFLINE, UI_MESSAGES_EN } from "@rxdocs/contract";
import { beforeEach, describe, expect, it } from "vitest";
import de from "../i18n/catalogues/de";
import fa from "../i18n/catalogues/fa";
import { MemoryCaches, TEST_ORIGIN } from "../test-support/memoryCaches";
import { keepPageWords, notKeptPage } from "./notKeptPage";
import { isPageWordsMessage, type PageWordsMessage } from "./workerMessages";

let caches: MemoryCaches;
beforeEach(() => {
  caches = new MemoryCaches();
});

const told = (slotLang: string, lang: string, notKept: string, goHome: string): PageWordsMessage => ({
  type: "keep-page-words",
  slotLang,
  words: { lang, notKept, goHome },
});
const shown = async (address: string) => {
  const answer = await notKeptPage(new URL(address, TEST_ORIGIN), caches.storage);
  return { answer, html: await answer.text() };
};

describe("the page for a page not kept", () => {
  it("is in English, a 503 marked as shown offline, while the app told the worker no words", async () => {
    const { answer, html } = await shown("/view?path=backups");
    expect(answer.status).toBe(503);
    expect(answer.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(answer.headers.get(OFFLINE.servedOfflineHeader)).toBe("1");
    expect(html).toContain(`<html lang="en" dir="ltr" ${OFFLINE.servedOfflineAttribute}="">`);
    expect(html).toContain(`<p role="alert">${UI_MESSAGES_EN["error.offline"]}</p>`);
    expect(html).toContain(`<a href="/">${UI_MESSAGES_EN["page.goHome"]}</a>`);
  });

  it("speaks the language of the site's default pages, and of each language the address names", async () => {
    await keepPageWords(told("", "de", de["error.offline"], de["page.goHome"]), TEST_ORIGIN, caches.storage);
    await keepPageWords(told("fa", "fa", fa["error.offline"], fa["page.goHome"]), TEST_ORIGIN, caches.storage);

    const german = (await shown("/view?path=backups")).html;
    expect(german).toContain(`<html lang="de" dir="ltr"`);
    expect(german).toContain(`<p role="alert">${de["error.offline"]}</p>`);
    expect(german).toContain(`<a href="/">${de["page.goHome"]}</a>`);

    const persian = (await shown("/view?path=backups&lang=fa")).html;
    expect(persian).toContain(`<html lang="fa" dir="rtl"`);
    expect(persian).toContain(`<p role="alert">${fa["error.offline"]}</p>`);

    expect((await shown("/?lang=ja")).html).toContain(`<html lang="en" dir="ltr"`);
  });

  it("takes the words told last for a language", async () => {
    await keepPageWords(told("", "en", "First wording.", "Home"), TEST_ORIGIN, caches.storage);
    await keepPageWords(told("", "en", "Second wording.", "Home"), TEST_ORIGIN, caches.storage);
    expect((await shown("/")).html).toContain(`<p role="alert">Second wording.</p>`);
  });

  it("writes the site's words as text, never as markup", async () => {
    const message = told("", 'en"><script>x()</script>', "<img src=x onerror=alert(1)>", "Home & away");
    await keepPageWords(message, TEST_ORIGIN, caches.storage);
    const { html } = await shown("/");
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).toContain("Home &amp; away");
  });
});

describe("the words the app tells the worker", () => {
  it("are taken only in their shape", () => {
    expect(isPageWordsMessage(told("", "de", "Offline.", "Start"))).toBe(true);
    expect(isPageWordsMessage({ type: "keep-page-words", slotLang: "", words: { lang: "de" } })).toBe(false);
    expect(isPageWordsMessage({ type: "keep-page-words", words: { lang: "de", notKept: "", goHome: "" } })).toBe(false);
    expect(isPageWordsMessage({ type: "keep-assets", assets: [] })).toBe(false);
    expect(isPageWordsMessage(null)).toBe(false);
    expect(isPageWordsMessage("keep-page-words")).toBe(false);
  });
});
