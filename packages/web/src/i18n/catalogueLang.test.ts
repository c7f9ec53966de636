import { describe, expect, it } from "vitest";
import { catalogueLang } from "./catalogueLang";

describe("the catalogue for a page's language", () => {
  it("is the language's own, whatever the case of its tag", () => {
    expect(catalogueLang("fr")).toBe("fr");
    expect(catalogueLang("pt-BR")).toBe("pt-BR");
    expect(catalogueLang("zh-cn")).toBe("zh-CN");
    expect(catalogueLang("FA")).toBe("fa");
  });

  it("is its base language's for a region the catalogues do not name", () => {
    expect(catalogueLang("fr-CA")).toBe("fr");
    expect(catalogueLang("de-AT")).toBe("de");
    expect(catalogueLang("en-GB")).toBe("en");
  });

  it("is the one written for a script or region of Chinese and Portuguese", () => {
    expect(catalogueLang("pt")).toBe("pt-BR");
    expect(catalogueLang("pt-PT")).toBe("pt-BR");
    expect(catalogueLang("zh")).toBe("zh-CN");
    expect(catalogueLang("zh-Hans")).toBe("zh-CN");
    expect(catalogueLang("zh-Hant")).toBe("zh-TW");
    expect(catalogueLang("zh-Hant-TW")).toBe("zh-TW");
    expect(catalogueLang("zh-HK")).toBe("zh-TW");
  });

  it("is English for a language the interface is not written in", () => {
    expect(catalogueLang("nl")).toBe("en");
    expect(catalogueLang("ur")).toBe("en");
  });
});
