// Every catalogue speaks the whole interface: each message of the English one, with the same
// values named, and a counted message in the forms its language counts with.
import { type PluralMessage, UI_MESSAGES_EN, type UiMessages } from "@rxdocs/contract";
import { describe, expect, it } from "vitest";
import { CATALOGUE_LANGS } from "./catalogueLang";

const files = import.meta.glob<{ default: UiMessages }>("./catalogues/*.ts", { eager: true });
const catalogues = Object.fromEntries(
  Object.entries(files).map(([path, module]) => [path.replace(/^.*\/(.*)\.ts$/, "$1"), module.default]),
);

const placeholders = (message: string | PluralMessage): string[] => {
  const text = typeof message === "string" ? message : Object.values(message).join(" ");
  return [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();
};

describe("the catalogues of the reader's interface", () => {
  it("are one per language the interface is written in, English being the app's own", () => {
    expect(Object.keys(catalogues).sort()).toEqual(CATALOGUE_LANGS.filter((lang) => lang !== "en").sort());
  });

  describe.each(Object.entries(catalogues))("%s", (lang, catalogue) => {
    it("has every message of the English catalogue, and no other", () => {
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(UI_MESSAGES_EN).sort());
      for (const [key, message] of Object.entries(catalogue)) {
        const forms = typeof message === "string" ? [message] : Object.values(message);
        expect(
          forms.every((form) => form.trim() !== ""),
          key,
        ).toBe(true);
      }
    });

    it("names the values its English message names", () => {
      for (const [key, english] of Object.entries(UI_MESSAGES_EN)) {
        const message = catalogue[key as keyof UiMessages];
        // A counted message may spell out a small number ("one result") rather than name it.
        if (typeof english !== "string") expect(placeholders(message), key).not.toContain("{other}");
        else expect(placeholders(message), key).toEqual(placeholders(english));
      }
    });

    it("counts with the plural forms of its language", () => {
      const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
      for (const [key, english] of Object.entries(UI_MESSAGES_EN)) {
        if (typeof english === "string") continue;
        const message = catalogue[key as keyof UiMessages] as PluralMessage;
        expect(typeof message.other, key).toBe("string");
        for (const category of Object.keys(message)) expect(categories, `${key}.${category}`).toContain(category);
      }
    });
  });
});
