// The fixture site (every access rule, see fixtureSite.ts) with texts worth searching: words,
// headings, an accented word, Chinese, Japanese and Korean, and unique words on restricted,
// hidden and draft pages.
import type { FolderContent } from "../content/model.js";
import { fixtureContent } from "./fixtureSite.js";

export function searchContent(): FolderContent {
  const texts: Record<string, { title: string; md: string }> = {
    intro: {
      title: "Installation",
      md: [
        "# Installation",
        "Run the installer once.",
        "## Requirements",
        "You need Node and a terminal.",
        "### Pomegranate support",
        "The pomegranate plugin adds colour to the output.",
        "## Configuration",
        "Set the CAFÉ option in the configuration file.",
      ].join("\n\n"),
    },
    setup: {
      title: "Other page",
      md: ["A page that mentions installation in passing.", "## Installation notes", "Notes about the setup."].join(
        "\n\n",
      ),
    },
    top: {
      title: "Languages",
      md: [
        "The quick brown fox jumps over the lazy dog. Brown quick is not the same. An installation too.",
        "## 中文",
        "蝴蝶效应是混沌理论中的概念。",
        "## 日本語",
        "東京タワーは高いです。",
        "## 한국어",
        "안녕하세요 세계",
      ].join("\n\n"),
    },
    plan: { title: "Plan", md: "The zephyrine protocol stays secret." },
    more: { title: "More", md: "Under the restricted folder: the obsidianite vault." },
    hid1: { title: "Hidden one", md: "The quasarite beacon is unlisted." },
    wip: { title: "Work in progress", md: "The nebulite draft is not published." },
  };
  const content = fixtureContent();
  for (const article of content.articles) {
    const text = texts[article.menuCode];
    if (text) Object.assign(article, { articleTitle: text.title, articleMd: text.md });
  }
  return content;
}
