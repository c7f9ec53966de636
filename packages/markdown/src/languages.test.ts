import type { LanguageFn, Mode } from "highlight.js";
import hljs from "highlight.js/lib/core";
import { describe, expect, it } from "vitest";
import { GRAMMAR_NAMES, grammarForLanguage, grammarsUsedBy, languageOfFence } from "./languages.js";

/** The grammars a highlight.js grammar hands parts of its code to (`subLanguage`), found by walking its modes. */
async function subLanguagesOf(name: string): Promise<Set<string>> {
  const { default: grammar } = (await import(`highlight.js/lib/languages/${name}`)) as { default: LanguageFn };
  const found = new Set<string>();
  const seen = new Set<unknown>();
  const walk = (mode: Mode | string | undefined): void => {
    if (!mode || typeof mode !== "object" || seen.has(mode)) return;
    seen.add(mode);
    for (const subLanguage of [mode.subLanguage ?? []].flat()) found.add(subLanguage);
    for (const child of [...(mode.contains ?? []), ...(mode.variants ?? [])]) walk(child as Mode);
    walk(mode.starts);
  };
  walk(grammar(hljs));
  return found;
}

describe("languageOfFence", () => {
  it("reads the language as parseFenceInfo does, in every dialect", () => {
    expect(languageOfFence("ts{1}")).toBe("ts");
    expect(languageOfFence("TS:line-numbers=3 {2}")).toBe("ts");
    expect(languageOfFence("js[vitepress.config.js]")).toBe("js");
    expect(languageOfFence('jsx title="/src/components/HelloCodeTitle.js"')).toBe("jsx");
    expect(languageOfFence('{ .py linenums="1" }')).toBe("py");
    expect(languageOfFence("shellscript nonumber")).toBe("shellscript");
  });

  it("answers nothing for fences without a language or with one it does not know", () => {
    expect(languageOfFence(undefined)).toBe("");
    expect(languageOfFence('title=".browserslistrc"')).toBe("");
    expect(languageOfFence("cobol")).toBe("");
  });
});

describe("grammarForLanguage", () => {
  it("finds the grammar under the names authors use", () => {
    expect(grammarForLanguage("shellscript")).toBe("bash");
    expect(grammarForLanguage("console")).toBe("shell");
    expect(grammarForLanguage("c#")).toBe("csharp");
    expect(grammarForLanguage("c++")).toBe("cpp");
    expect(grammarForLanguage("kt")).toBe("kotlin");
    expect(grammarForLanguage("ps1")).toBe("powershell");
    expect(grammarForLanguage("gql")).toBe("graphql");
    expect(grammarForLanguage("vue")).toBe("xml");
  });

  it("knows plain text without highlighting it", () => {
    expect(languageOfFence("txt")).toBe("txt");
    expect(grammarForLanguage("txt")).toBeUndefined();
    expect(grammarForLanguage("cobol")).toBeUndefined();
  });
});

describe("grammarsUsedBy", () => {
  it.each(GRAMMAR_NAMES)("loads every grammar that %s hands code to", async (name) => {
    const used = grammarsUsedBy(name);
    for (const subLanguage of await subLanguagesOf(name)) {
      expect(GRAMMAR_NAMES).toContain(subLanguage);
      expect(used).toContain(subLanguage);
    }
  });

  it("follows grammars embedded in embedded grammars", () => {
    expect(grammarsUsedBy("markdown").sort()).toEqual(["css", "graphql", "javascript", "markdown", "xml"]);
    expect(grammarsUsedBy("go")).toEqual(["go"]);
  });
});
