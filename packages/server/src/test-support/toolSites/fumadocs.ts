// A small Fumadocs site, written as Fumadocs' documentation lays one out: source.config.ts defines
// the docs collection, lib/source.ts makes its loader with a base URL and the i18n config of
// lib/i18n.ts (English and Chinese, by the "dot" parser: `page.cn.mdx`, `meta.cn.json`), and the
// pages are in content/docs/ with meta.json files using each form of `pages` entry: paths,
// `---Separator---`, `...` and `z...a`, `...folder`, `!name`, `[Text](url)` links, a `root: true`
// folder, a folder without a meta file, and a folder group `(name)`.
import { writeFileTree } from "../fileTree.js";

const page = (title: string, body = `Some words about ${title.toLowerCase()}.`) =>
  `---\ntitle: ${title}\ndescription: ${title} in Orbit.\n---\n\n${body}\n`;

const FILES: Record<string, string> = {
  "package.json": JSON.stringify({
    name: "orbit-docs",
    private: true,
    dependencies: { next: "^15.0.0", "fumadocs-core": "^15.0.0", "fumadocs-mdx": "^11.0.0", "fumadocs-ui": "^15.0.0" },
  }),
  "source.config.ts": `import { defineConfig, defineDocs } from 'fumadocs-mdx/config';

export const docs = defineDocs({
  dir: 'content/docs',
});

export default defineConfig();
`,
  "lib/i18n.ts": `import { defineI18n } from 'fumadocs-core/i18n';

export const i18n = defineI18n({
  defaultLanguage: 'en',
  languages: ['en', 'cn'],
  hideLocale: 'default-locale',
});
`,
  "lib/source.ts": `import { docs } from '@/.source';
import { loader } from 'fumadocs-core/source';
import { i18n } from './i18n';

export const source = loader({
  i18n,
  baseUrl: '/docs',
  source: docs.toFumadocsSource(),
});
`,
  "content/docs/meta.json": JSON.stringify(
    {
      title: "Orbit",
      pages: [
        "index",
        "quickstart",
        "---Guides---",
        "...guides",
        "[Changelog](https://github.com/orbit/orbit/releases)",
        "---[Book]Reference---",
        "...",
        "!internal",
      ],
    },
    null,
    2,
  ),
  "content/docs/meta.cn.json": JSON.stringify(
    { pages: ["index", "quickstart", "---指南---", "...guides", "..."] },
    null,
    2,
  ),
  "content/docs/index.mdx": page(
    "Orbit",
    "Orbit keeps your services in sight. See the [quickstart](/docs/quickstart).",
  ),
  "content/docs/index.cn.mdx": page("Orbit 文档"),
  "content/docs/quickstart.mdx": page("Quickstart", "Then [deploy](./guides/deploy)."),
  "content/docs/quickstart.cn.mdx": page("快速开始"),
  "content/docs/faq.mdx": page("FAQ"),
  "content/docs/internal.mdx": page("Internal notes"),
  "content/docs/guides/meta.json": JSON.stringify({ title: "Guides", pages: ["deploy", "..."] }, null, 2),
  "content/docs/guides/deploy.mdx": page("Deploy"),
  "content/docs/guides/deploy.cn.mdx": page("部署"),
  "content/docs/guides/configure.mdx": page("Configure"),
  "content/docs/guides/monitor.mdx": page("Monitor"),
  "content/docs/components/index.mdx": page("Components"),
  "content/docs/components/button.mdx": page("Button"),
  "content/docs/components/card.mdx": page("Card"),
  "content/docs/(legacy)/old-cli.mdx": page("Old CLI"),
  "content/docs/api/meta.json": JSON.stringify(
    { title: "API Reference", icon: "Code", root: true, defaultOpen: true, pages: ["overview", "z...a"] },
    null,
    2,
  ),
  "content/docs/api/index.mdx": page("API"),
  "content/docs/api/overview.mdx": page("Overview"),
  "content/docs/api/client.mdx": page("Client"),
  "content/docs/api/server.mdx": page("Server"),
};

/** Writes the site under `root`. */
export function writeFumadocsSite(root: string): void {
  writeFileTree(root, FILES);
}

/** The page tree Fumadocs shows for the default language, its root folder as a section of its own. */
export const FUMADOCS_SIDEBAR: string[] = [
  "Orbit",
  "Quickstart",
  "Guides",
  "  Deploy",
  "  Configure",
  "  Monitor",
  "  Changelog",
  "Reference",
  "  FAQ",
  "  Legacy",
  "    Old CLI",
  "  Components",
  "    Button",
  "    Card",
  "API Reference",
  "  Overview",
  "  Server",
  "  Client",
];

/** The Chinese page tree: its own meta file, and the pages it has. */
export const FUMADOCS_CHINESE_SIDEBAR: string[] = ["Orbit 文档", "快速开始", "指南", "  部署"];
