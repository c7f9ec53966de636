// The texts of a folder that may link to pages and files: each article's body and tabs, the home
// page's body, its hero's and features' links and image, and the site's logo and top-bar links.
import type { TopNavLink } from "@rxdocs/contract";
import { parseArticleTabContent } from "./articleTabContent.js";
import type { LinkResolutionOptions } from "./linkResolution.js";
import type { FolderContent } from "./model.js";
import { SITE_SETTINGS_FILE } from "./siteSettings.js";

export /** One text of the folder that links: a body, a tab, the home page, a setting. */
interface LinkingText {
  /** The file it was written in, relative to the root; links are relative to its folder. */
  file: string;
  /** The line of that file on which the text starts; undefined when lines mean nothing there. */
  firstLine?: number;
  read(): string;
  write(text: string): void;
  /** Collects the hashes of the files it uses. */
  uses: Set<string>;
}

export function linkingTexts(content: FolderContent, options: LinkResolutionOptions): LinkingText[] {
  const texts: LinkingText[] = [];
  for (const article of content.articles) {
    if (article.sourceFile === undefined) continue; // generated pages link to reader addresses only
    const uses = new Set<string>();
    article.fileHashes = [];
    const finish = () => (article.fileHashes = [...uses]);
    texts.push({
      file: article.sourceFile,
      firstLine: options.bodyLines.get(article.menuCode),
      read: () => article.articleMd,
      write: (text) => {
        article.articleMd = text;
        finish();
      },
      uses,
    });
    const tabs = parseArticleTabContent(article.articleTabContent) ?? [];
    tabs.forEach((tab, index) => {
      texts.push({
        file: article.sourceFile!,
        read: () => tabs[index]!.md,
        write: (text) => {
          tabs[index] = { ...tab, md: text };
          article.articleTabContent = JSON.stringify(tabs);
          finish();
        },
        uses,
      });
    });
  }
  texts.push(...siteTexts(content, options));
  return texts;
}

/** The home page's body, its hero's and features' links and image, and the logo. */
function siteTexts(content: FolderContent, options: LinkResolutionOptions): LinkingText[] {
  const { site } = content;
  const texts: LinkingText[] = [];
  const homeUses = new Set<string>();
  const siteUses = new Set<string>();
  /** An address held by an object, such as a hero action's link or the logo. */
  const address = <Key extends string>(
    file: string,
    uses: Set<string>,
    holder: { [key in Key]?: string },
    key: Key,
  ): LinkingText => ({
    file,
    // A lone address is written as a Markdown link, so that the same scanner reads it.
    read: () => `[](${holder[key]})`,
    write: (text) => {
      holder[key] = /^\[\]\((.*)\)$/s.exec(text)?.[1] ?? holder[key];
      if (uses === homeUses) site.homeFileHashes = [...homeUses];
      else site.siteFileHashes = [...siteUses];
    },
    uses,
  });
  const { home } = site;
  if (home) {
    texts.push({
      file: home.sourceFile,
      firstLine: options.homeBodyLine,
      read: () => home.articleMd,
      write: (text) => {
        home.articleMd = text;
        site.homeFileHashes = [...homeUses];
      },
      uses: homeUses,
    });
    const { hero, sourceFile } = home;
    for (const action of hero?.actions ?? []) texts.push(address(sourceFile, homeUses, action, "link"));
    if (hero?.image) texts.push(address(sourceFile, homeUses, hero.image, "src"));
    for (const feature of home.features) {
      if (feature.link !== undefined) texts.push(address(sourceFile, homeUses, feature, "link"));
    }
  }
  const { settings } = site;
  const navLinks = (links: readonly TopNavLink[]): TopNavLink[] =>
    links.flatMap((link) => [...(link.items ? [] : [link]), ...navLinks(link.items ?? [])]);
  for (const link of navLinks(settings.nav ?? [])) texts.push(address(SITE_SETTINGS_FILE, siteUses, link, "link"));
  if (settings.logo !== undefined) texts.push(address(SITE_SETTINGS_FILE, siteUses, settings, "logo"));
  return texts;
}
