import { describe, expect, it } from "vitest";
import { findFirstHeading } from "./firstHeading.js";

describe("findFirstHeading", () => {
  it("finds the first level-one heading", () => {
    expect(findFirstHeading("Intro text\n\n## Not this\n# The title\n# Second")).toBe("The title");
  });

  it("trims the text and drops a closing run of #", () => {
    expect(findFirstHeading("#   Spaced out   \n")).toBe("Spaced out");
    expect(findFirstHeading("# Closed ##\n")).toBe("Closed");
    expect(findFirstHeading("# C#\n")).toBe("C#");
  });

  it("leaves out the id its author gives the heading", () => {
    expect(findFirstHeading("# Getting started {#start}\n")).toBe("Getting started");
    expect(findFirstHeading("# Getting started { #start }\n")).toBe("Getting started");
  });

  it("leaves out the tags written in the heading, such as a badge, but not what a code span shows", () => {
    expect(findFirstHeading('# MPA Mode <Badge type="warning" text="experimental" />\n')).toBe("MPA Mode");
    expect(findFirstHeading("# Install <span class='new'>new</span> {#install}\n")).toBe("Install new");
    expect(findFirstHeading("# Use <kbd>Ctrl</kbd>+<kbd>K</kbd>\n")).toBe("Use Ctrl+K");
    expect(findFirstHeading("# The `<div>` element\n")).toBe("The `<div>` element");
    expect(findFirstHeading("# When a < b and c > d\n")).toBe("When a < b and c > d");
    expect(findFirstHeading("# <Badge text='beta' />\n# Real title\n")).toBe("Real title");
  });

  it("ignores lines that are not level-one headings", () => {
    expect(findFirstHeading("#NoSpace\n## Two\n    # indented code\n#\n")).toBeUndefined();
  });

  it("skips fenced code, where # starts a comment", () => {
    const body = "```bash\n# install\nnpm i\n```\n~~~~\n# also code\n~~~\n# still code\n~~~~\n# Real title\n";
    expect(findFirstHeading(body)).toBe("Real title");
  });

  it("reads CRLF files", () => {
    expect(findFirstHeading("text\r\n# Windows title\r\nmore")).toBe("Windows title");
  });
});
