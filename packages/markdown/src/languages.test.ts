import { describe, expect, it } from "vitest";
import { grammarForLanguage, grammarsUsedBy, languageOfFence } from "./languages.js";

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
  it("follows grammars embedded in embedded grammars", () => {
    expect(grammarsUsedBy("markdown").sort()).toEqual(["css", "graphql", "javascript", "markdown", "xml"]);
    expect(grammarsUsedBy("go")).toEqual(["go"]);
  });
});
