// A small Nextra site, written as Nextra's documentation lays one out (Nextra 4, the content
// directory): next.config.mjs wraps the config with `nextra()`, the root layout gives the docs
// theme's repository and project link and names the site in its metadata, and the pages are in
// content/ with a _meta file in each folder: `type: 'page'` entries for the top bar (a hidden
// home page, two folders, an external link), titles by string and by `title`, separators with
// and without a title, a hidden page, an external link, a folder shown by its children, pages
// the _meta file does not name (which follow by name), a page titled by its `sidebarTitle`, and a
// folder whose index page names it (`asIndexPage`).
import { writeFileTree } from "../fileTree.js";

const page = (title: string, body = `Some words about ${title.toLowerCase()}.`, frontMatter = "") =>
  `${frontMatter ? `---\n${frontMatter}---\n\n` : ""}# ${title}\n\n${body}\n`;

const FILES: Record<string, string> = {
  "package.json": JSON.stringify({
    name: "acme-docs",
    private: true,
    dependencies: { next: "^15.0.0", nextra: "^4.0.0", "nextra-theme-docs": "^4.0.0", react: "^19.0.0" },
  }),
  "next.config.mjs": `import nextra from 'nextra'

const withNextra = nextra({
  contentDirBasePath: '/'
})

export default withNextra({
  reactStrictMode: true
})
`,
  "app/layout.jsx": `import { Footer, Layout, Navbar } from 'nextra-theme-docs'
import { getPageMap } from 'nextra/page-map'
import 'nextra-theme-docs/style.css'

export const metadata = {
  title: { default: 'Acme Docs', template: '%s – Acme' },
  description: 'Everything about the Acme toolkit.'
}

const navbar = <Navbar logo={<b>Acme</b>} projectLink="https://github.com/acme/toolkit" />

export default async function RootLayout({ children }) {
  return (
    <html lang="en" dir="ltr" suppressHydrationWarning>
      <body>
        <Layout
          navbar={navbar}
          pageMap={await getPageMap()}
          docsRepositoryBase="https://github.com/acme/docs/tree/main"
          footer={<Footer>MIT {new Date().getFullYear()} © Acme.</Footer>}
        >
          {children}
        </Layout>
      </body>
    </html>
  )
}
`,
  "app/[[...mdxPath]]/page.jsx": `import { generateStaticParamsFor, importPage } from 'nextra/pages'
import { useMDXComponents } from '../../mdx-components'

export const generateStaticParams = generateStaticParamsFor('mdxPath')

const Wrapper = useMDXComponents().wrapper

export default async function Page(props) {
  const params = await props.params
  const { default: MDXContent, toc, metadata } = await importPage(params.mdxPath)
  return (
    <Wrapper toc={toc} metadata={metadata}>
      <MDXContent {...props} params={params} />
    </Wrapper>
  )
}
`,
  "content/_meta.js": `export default {
  index: {
    type: 'page',
    display: 'hidden'
  },
  docs: {
    type: 'page',
    title: 'Documentation'
  },
  blog: {
    type: 'page',
    title: 'Blog',
    theme: { typesetting: 'article' }
  },
  status: {
    type: 'page',
    title: 'Status',
    href: 'https://status.acme.dev'
  }
}
`,
  "content/index.mdx": page("Acme", "The toolkit for building things."),
  "content/docs/_meta.ts": `import type { MetaRecord } from 'nextra'

const meta: MetaRecord = {
  index: 'Overview',
  _start: {
    type: 'separator',
    title: 'Getting Started'
  },
  installation: '',
  'quick-start': 'Quick Start',
  _guides: {
    type: 'separator',
    title: 'Guides'
  },
  configuration: {
    title: 'Configure Acme'
  },
  advanced: 'Advanced Topics',
  recipes: {
    display: 'children'
  },
  legacy: {
    display: 'hidden'
  },
  '---': {
    type: 'separator'
  },
  changelog: {
    title: 'Changelog',
    href: 'https://github.com/acme/toolkit/releases'
  }
}

export default meta
`,
  "content/docs/index.mdx": page("Introduction"),
  "content/docs/installation.mdx": page("Installing Acme", "Run `npm install acme`.", "sidebarTitle: Install\n"),
  "content/docs/quick-start.mdx": page("Quick start"),
  "content/docs/configuration.md": page("Configuration"),
  "content/docs/legacy.mdx": page("Legacy API"),
  "content/docs/faq.mdx": page("FAQ"),
  "content/docs/advanced/_meta.js": `export default {
  plugins: 'Writing Plugins',
  caching: ''
}
`,
  "content/docs/advanced/caching.mdx": page("Caching"),
  "content/docs/advanced/plugins.mdx": page("Plugins"),
  "content/docs/advanced/performance.mdx": page("Performance"),
  "content/docs/recipes/deploying.mdx": page("Deploying"),
  "content/docs/recipes/testing.mdx": page("Testing"),
  "content/docs/api-reference/index.mdx": page(
    "The Acme API",
    "Every function.",
    "asIndexPage: true\nsidebarTitle: API Reference\n",
  ),
  "content/docs/api-reference/client.mdx": page("Client"),
  "content/docs/api-reference/server.mdx": page("Server"),
  "content/blog.mdx": page("Blog", "News from the Acme team."),
  "content/blog/_meta.json": JSON.stringify({ "hello-world": "Hello, World", "release-2": "Acme 2.0" }, null, 2),
  "content/blog/hello-world.mdx": page("Hello world post"),
  "content/blog/release-2.mdx": page("Release 2"),
};

/** Writes the site under `root`. */
export function writeNextraSite(root: string): void {
  writeFileTree(root, FILES);
}

/** The sidebar Nextra shows for the site: the top bar's folders first, each with its entries. */
export const NEXTRA_SIDEBAR: string[] = [
  "Documentation",
  "  Getting Started",
  "    Install",
  "    Quick Start",
  "  Guides",
  "    Configure Acme",
  "    Advanced Topics",
  "      Writing Plugins",
  "      Caching",
  "      Performance",
  "    Deploying",
  "    Testing",
  "  Changelog",
  "  API Reference",
  "    Client",
  "    Server",
  "  FAQ",
  "Blog",
  "  Hello, World",
  "  Acme 2.0",
  "Status",
];
