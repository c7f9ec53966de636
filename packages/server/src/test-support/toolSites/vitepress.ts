// A small VitePress site, written as VitePress' documentation lays one out: `.vitepress/config.mts`
// calls `defineConfig({...})` with a title, a description, a logo, an edit link, clean URLs and
// `srcExclude`; its top bar has a dropdown (with a group of links without a heading); its sidebar
// is keyed by path, with nested groups, a group with a page of its own and a `base`, an external
// link, a path's sidebar built by a function of the config's own (one `return`, read as written)
// and one built by a package's function (computed: its folder gives the order); a `zh` locale has
// its own sidebar and nav. Pages include a part (`<!--@include:-->`) and import code (`<<<`).
import { writeFileTree } from "../fileTree.js";

const CONFIG = `import { defineConfig } from 'vitepress'
import { generateSidebar } from 'vitepress-sidebar'

// The reference pages, listed once for both languages' sidebars.
function referenceSidebar(prefix) {
  return [
    {
      text: 'Options',
      items: [
        { text: 'Configuration file', link: prefix + '/reference/config' },
        { text: 'Command line', link: prefix + '/reference/cli' }
      ]
    }
  ]
}

export default defineConfig({
  title: 'Driftwood',
  description: 'Build rafts out of plain files.',
  lang: 'en-US',
  cleanUrls: true,
  srcExclude: ['**/parts/**'],

  themeConfig: {
    logo: { light: '/driftwood.svg', dark: '/driftwood-dark.svg' },

    nav: [
      { text: 'Guide', link: '/guide/what-is-driftwood', activeMatch: '/guide/' },
      { text: 'Reference', link: '/reference/config' },
      {
        text: 'More',
        items: [
          { text: 'Team', link: '/team' },
          { items: [{ text: 'Changelog', link: 'https://github.com/example/driftwood/releases' }] }
        ]
      }
    ],

    sidebar: {
      '/guide/': [
        {
          text: 'Introduction',
          items: [
            { text: 'What is Driftwood?', link: '/guide/what-is-driftwood' },
            { text: 'Getting started', link: '/guide/getting-started.md' }
          ]
        },
        {
          text: 'Writing',
          base: '/guide/writing/',
          link: 'overview',
          collapsed: false,
          items: [
            { text: 'Pages', link: 'pages' },
            { text: 'Code samples', link: 'code.html' },
            { text: 'Advanced', collapsed: true, items: [{ text: 'Themes', link: 'advanced/themes' }] }
          ]
        },
        { text: 'Community chat', link: 'https://chat.example.com/driftwood' }
      ],
      '/reference/': referenceSidebar(''),
      '/recipes/': generateSidebar({ documentRootPath: 'recipes' })
    },

    editLink: {
      pattern: 'https://github.com/example/driftwood/edit/main/docs/:path',
      text: 'Edit this page'
    }
  },

  locales: {
    root: { label: 'English', lang: 'en-US' },
    zh: {
      label: '简体中文',
      lang: 'zh-CN',
      title: '浮木',
      themeConfig: {
        nav: [{ text: '指南', link: '/zh/guide/what-is-driftwood' }],
        sidebar: {
          '/zh/guide/': [
            {
              text: '简介',
              items: [
                { text: '什么是浮木？', link: '/zh/guide/what-is-driftwood' },
                { text: '快速开始', link: '/zh/guide/getting-started' }
              ]
            }
          ]
        }
      }
    }
  }
})
`;

export function writeVitepressSite(root: string): void {
  writeFileTree(root, {
    ".vitepress/config.mts": CONFIG,
    "index.md": `---
layout: home
hero:
  name: Driftwood
  tagline: Build rafts out of plain files.
  actions:
    - theme: brand
      text: Get started
      link: /guide/getting-started
---
`,
    "guide/what-is-driftwood.md":
      "# What is Driftwood\n\nDriftwood turns a folder of files into a raft. Next: [getting started](./getting-started).\n",
    "guide/getting-started.md":
      "# Getting started\n\n<!--@include: ../parts/install.md-->\n\nThen read [the pages guide](/guide/writing/pages).\n",
    "guide/writing/overview.md": "# Writing overview\n\nEvery page is a Markdown file.\n",
    "guide/writing/pages.md": "# Pages\n\nA page's title is its first heading.\n",
    "guide/writing/code.md":
      "# Code\n\nThe whole file:\n\n<<< @/snippets/raft.ts{2}\n\nOnly its options:\n\n<<< ../../snippets/raft.ts#options [options.ts]\n",
    "guide/writing/advanced/themes.md": "# Themes\n\nA theme dresses the raft.\n",
    "reference/config.md": "# driftwood.config.ts\n\nThe configuration file.\n",
    "reference/cli.md": "# Command line\n\n`driftwood build` builds the raft.\n",
    "recipes/caching.md": "# Caching builds\n\nKeep the raft between builds.\n",
    "recipes/deploying.md": "# Deploying\n\nFloat the raft downstream.\n",
    "team.md": "# The team\n\nThose who build Driftwood.\n",
    "parts/install.md": "---\ntitle: Installing\n---\nInstall it with `npm install driftwood`.\n",
    "snippets/raft.ts":
      "export function raft() {\n  return build()\n}\n\n// #region options\nexport const options = {\n  logs: true\n}\n// #endregion options\n",
    "public/driftwood.svg": '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"></svg>\n',
    "zh/index.md": "---\nlayout: home\nhero:\n  name: 浮木\n---\n",
    "zh/guide/what-is-driftwood.md": "# 什么是浮木\n\n浮木把文件夹变成木筏。\n",
    "zh/guide/getting-started.md": "# 快速开始\n\n<!--@include: ../../parts/install.md-->\n",
  });
}

/** The default language's sidebar as a reader sees it: the labels, two spaces per level. */
export const VITEPRESS_SIDEBAR: string[] = [
  "Guide",
  "  Introduction",
  "    What is Driftwood?",
  "    Getting started",
  "  Writing",
  "    Pages",
  "    Code samples",
  "    Advanced",
  "      Themes",
  "  Community chat",
  "Reference",
  "  Options",
  "    Configuration file",
  "    Command line",
  "Recipes",
  "  Caching builds",
  "  Deploying",
];
