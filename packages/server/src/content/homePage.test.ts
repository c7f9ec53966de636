// The home page's hero and features, as VitePress and Starlight write them in front matter.
import { describe, expect, it } from "vitest";
import { parseMarkdownFile } from "./frontMatter.js";
import { readHomePage } from "./homePage.js";

const readHome = (text: string) => readHomePage("index.md", parseMarkdownFile(text));

describe("a VitePress home page", () => {
  it("shows its hero's name, text, tagline, image and actions, and its features", () => {
    const { home, warnings } = readHome(`---
layout: home
hero:
  name: Lantern
  text: Logs, lit up
  tagline: Search without leaving the terminal
  image:
    light: /logo-light.svg
    dark: /logo-dark.svg
    alt: A lantern
  actions:
    - theme: brand
      text: Get started
      link: /guide/
    - theme: alt
      text: GitHub
      link: https://github.com/example/lantern
features:
  - title: Fast
    details: Reads a gigabyte a second.
---
`);
    expect(warnings).toEqual([]);
    expect(home.title).toBe("Lantern");
    expect(home.hero).toEqual({
      name: "Lantern",
      text: "Logs, lit up",
      tagline: "Search without leaving the terminal",
      image: { src: "/logo-light.svg", alt: "A lantern" },
      actions: [
        { text: "Get started", link: "/guide/", theme: "brand" },
        { text: "GitHub", link: "https://github.com/example/lantern", theme: "alt" },
      ],
    });
    expect(home.features).toEqual([{ title: "Fast", details: "Reads a gigabyte a second." }]);
  });

  it("has no name in its hero when it gives none, whatever the page's title", () => {
    const { home } = readHome("---\ntitle: Home\nlayout: home\nhero:\n  tagline: Just a tagline\n---\n");
    expect(home.hero).toEqual({ tagline: "Just a tagline", actions: [] });
  });
});

describe("a Starlight splash page", () => {
  it("shows its hero's title as the name, its image file, and its actions by variant", () => {
    const { home, warnings } = readHome(`---
title: Lantern docs
template: splash
hero:
  title: Light up your logs
  tagline: Search without leaving the terminal.
  image:
    file: ./lantern.png
    alt: A lantern
  actions:
    - text: Get started
      link: /introduction/
      icon: right-arrow
    - text: Read the guides
      link: /guides/
      variant: secondary
    - text: GitHub
      link: https://github.com/example/lantern
      icon: external
      variant: minimal
    - text: Download
      link: /download/
      variant: primary
---
`);
    expect(warnings).toEqual([]);
    expect(home.title).toBe("Lantern docs");
    expect(home.hero).toEqual({
      name: "Light up your logs",
      tagline: "Search without leaving the terminal.",
      image: { src: "./lantern.png", alt: "A lantern" },
      actions: [
        { text: "Get started", link: "/introduction/", theme: "brand" },
        { text: "Read the guides", link: "/guides/", theme: "alt" },
        { text: "GitHub", link: "https://github.com/example/lantern", theme: "alt" },
        { text: "Download", link: "/download/", theme: "brand" },
      ],
    });
  });

  it("names its hero by the page's title when the hero has no title, as Starlight shows it", () => {
    const { home } = readHome("---\ntitle: Lantern\ntemplate: splash\nhero:\n  tagline: Logs, lit up.\n---\n");
    expect(home.hero).toMatchObject({ name: "Lantern", tagline: "Logs, lit up." });
  });

  it("shows the light image of a light and dark pair, and no image for raw HTML", () => {
    const pair = readHome(
      "---\ntitle: A\nhero:\n  title: A\n  image:\n    dark: ./dark.png\n    light: ./light.png\n---\n",
    );
    expect(pair.home.hero?.image).toEqual({ src: "./light.png", alt: "" });
    const html = readHome("---\ntitle: A\nhero:\n  title: A\n  image:\n    html: '<svg></svg>'\n---\n");
    expect(html.home.hero?.image).toBeUndefined();
  });

  it("leaves out an action without a link, saying so", () => {
    const { home, warnings } = readHome(
      "---\ntitle: A\ntemplate: splash\nhero:\n  actions:\n    - text: Nowhere\n      variant: minimal\n---\n",
    );
    expect(home.hero?.actions).toEqual([]);
    expect(warnings).toEqual(["hero.actions[0] needs a text and a link; it is left out"]);
  });
});
