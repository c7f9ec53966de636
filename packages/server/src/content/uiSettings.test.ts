import { describe, expect, it } from "vitest";
import { parseSiteSettings } from "./siteSettings.js";
import { uiOverridesFor } from "./uiSettings.js";

describe("a site's own wording of the interface (rxdocs.json ui)", () => {
  it("keeps the messages it words, by language", () => {
    const { settings, reasons } = parseSiteSettings(
      JSON.stringify({
        ui: {
          fr: { "search.placeholder": "Chercher dans le guide" },
          de: {
            "home.articleCount": { one: "{count} Seite", other: "{count} Seiten" },
            "search.resultCount": "Treffer",
          },
        },
      }),
    );
    expect(reasons).toEqual([]);
    expect(settings?.ui).toEqual({
      fr: { "search.placeholder": "Chercher dans le guide" },
      de: {
        "home.articleCount": { one: "{count} Seite", other: "{count} Seiten" },
        "search.resultCount": { other: "Treffer" },
      },
    });
  });

  it("reports each unusable entry clearly and keeps the rest", () => {
    const { settings, reasons } = parseSiteSettings(
      JSON.stringify({
        ui: {
          fr: { "search.placehoder": "x", "search.label": 3, "page.outline": "Sommaire" },
          "not a tag": {},
          de: "Suche",
          es: { "search.resultCount": { uno: "x", other: "y" } },
        },
      }),
    );
    expect(settings?.ui).toEqual({ fr: { "page.outline": "Sommaire" }, es: {} });
    expect(reasons).toEqual([
      `ui.fr: "search.placehoder" is not a message of the reader's interface`,
      "ui.fr.search.label must be a string",
      `ui: "not a tag" is not a language tag such as "fr" or "zh-CN"`,
      'ui.de must be an object of messages, such as { "search.placeholder": "…" }',
      'ui.es.search.resultCount must be a string or its forms by plural category, such as { "one": "…", "other": "…" }',
    ]);
    expect(parseSiteSettings('{ "ui": [] }').reasons).toEqual([
      'ui must be an object of languages, such as { "fr": { "search.placeholder": "Rechercher" } }',
    ]);
  });

  it("words the pages of a language with its own entry, else its base language's", () => {
    const ui = { fr: { "page.outline": "Sommaire" }, "pt-BR": { "page.outline": "Neste artigo" } };
    expect(uiOverridesFor(ui, "fr")).toEqual({ "page.outline": "Sommaire" });
    expect(uiOverridesFor(ui, "fr-CA")).toEqual({ "page.outline": "Sommaire" });
    expect(uiOverridesFor(ui, "pt-br")).toEqual({ "page.outline": "Neste artigo" });
    expect(uiOverridesFor(ui, "de")).toBeUndefined();
    expect(uiOverridesFor(undefined, "fr")).toBeUndefined();
  });
});
