import { UI_MESSAGES_EN } from "@rxdocs/contract";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import fr from "./catalogues/fr";
import ru from "./catalogues/ru";
import { loadCatalogue, loadedCatalogue } from "./loadCatalogue";
import { createMessages } from "./messages";

describe("the messages of a page", () => {
  it("put in the values a message names", () => {
    const messages = createMessages("fr", fr);
    expect(messages.text("sidebar.showPages", { name: "Guide" })).toBe("Afficher les pages de Guide");
    expect(messages.text("page.outline")).toBe("Sur cette page");
  });

  it("put elements in for the values, the rest as text", () => {
    const messages = createMessages("en", UI_MESSAGES_EN);
    const markup = renderToStaticMarkup(<p>{messages.rich("search.noResults", { query: <strong>a&lt;b</strong> })}</p>);
    expect(markup).toBe("<p>No results for “<strong>a&lt;b</strong>”.</p>");
  });

  it("count in the form the language gives the number", () => {
    const messages = createMessages("ru", ru);
    expect([1, 3, 5, 21].map((count) => messages.count("search.resultCount", count))).toEqual([
      "1 результат",
      "3 результата",
      "5 результатов",
      "21 результат",
    ]);
    expect(createMessages("en", UI_MESSAGES_EN).count("search.resultCount", 1)).toBe("1 result");
  });

  it("take the site's own wording over the catalogue's", () => {
    const messages = createMessages("fr", fr, {
      "search.placeholder": "Chercher dans le guide",
      "search.resultCount": { other: "{count} pages trouvées" },
    });
    expect(messages.text("search.placeholder")).toBe("Chercher dans le guide");
    expect(messages.count("search.resultCount", 1)).toBe("1 pages trouvées");
    expect(messages.text("search.label")).toBe("Rechercher");
  });

  it("write dates in the page's language", () => {
    expect(createMessages("fr", fr).date("2026-03-05T12:00:00Z")).toBe("5 mars 2026");
  });
});

describe("loading a catalogue", () => {
  it("loads the language's own, by the fallback of its tag, and keeps it", async () => {
    expect(loadedCatalogue("fr-CA")).toBeUndefined();
    expect(await loadCatalogue("fr-CA")).toBe(fr);
    expect(loadedCatalogue("fr")).toBe(fr);
  });

  it("has English at once, and gives it for a language without a catalogue", async () => {
    expect(loadedCatalogue("en-US")).toBe(UI_MESSAGES_EN);
    expect(await loadCatalogue("nl")).toBe(UI_MESSAGES_EN);
  });
});
