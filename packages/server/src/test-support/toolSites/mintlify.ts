// A Mintlify site as its documentation lays one out: docs.json with tabs of groups (one nested
// with a page of its own, one tagged), a tab of anchors (one holding an endpoint generated from
// an OpenAPI specification, one a link), a tab that is a link, a global anchor, two languages
// (French pages under fr/), redirects from old addresses (one by wildcard), a name and a logo; a
// page no navigation names, and a snippet pages import.
import { writeFileTree } from "../fileTree.js";

const page = (title: string, body: string) => `---\ntitle: "${title}"\n---\n\n${body}\n`;

const LOGO = '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="24"><rect width="120" height="24"/></svg>';

/** One language's tabs, its pages under `prefix` ("" or "fr/"), named in that language. */
function languageTabs(prefix: string, names: Record<string, string>) {
  return [
    {
      tab: names.guides,
      groups: [
        {
          group: names.start,
          pages: [
            `${prefix}index`,
            `${prefix}quickstart`,
            {
              group: names.install,
              root: `${prefix}install/index`,
              pages: [`${prefix}install/linux`, `${prefix}install/macos`],
            },
          ],
        },
        { group: names.launching, tag: "NEW", pages: [`${prefix}launch/countdown`, `${prefix}launch/abort`] },
      ],
    },
    {
      tab: names.reference,
      anchors: [
        { anchor: "Rocket API", icon: "rocket", pages: [`${prefix}api/overview`, "GET /rockets"] },
        { anchor: "Status", icon: "signal", href: "https://status.acme.example" },
      ],
    },
    { tab: "Blog", href: "https://acme.example/blog" },
  ];
}

export function writeMintlifySite(root: string): void {
  const docsJson = {
    $schema: "https://mintlify.com/docs.json",
    theme: "mint",
    name: "Acme Rockets",
    description: "Guides and reference for the Acme launch platform.",
    colors: { primary: "#0D9373" },
    logo: { light: "/logo/light.svg", dark: "/logo/dark.svg", href: "https://acme.example" },
    navbar: {
      links: [{ label: "Support", href: "mailto:help@acme.example" }],
      primary: { type: "button", label: "Dashboard", href: "https://dashboard.acme.example" },
    },
    navigation: {
      global: { anchors: [{ anchor: "Community", icon: "users", href: "https://community.acme.example" }] },
      languages: [
        {
          language: "en",
          default: true,
          tabs: languageTabs("", {
            guides: "Guides",
            start: "Get started",
            install: "Install",
            launching: "Launching",
            reference: "Reference",
          }),
        },
        {
          language: "fr",
          tabs: languageTabs("fr/", {
            guides: "Guides",
            start: "Premiers pas",
            install: "Installation",
            launching: "Lancement",
            reference: "Référence",
          }),
        },
      ],
    },
    redirects: [
      { source: "/getting-started", destination: "/quickstart" },
      { source: "/install/mac", destination: "/install/macos" },
      { source: "/reference/:slug*", destination: "/api/:slug*" },
    ],
  };
  writeFileTree(root, {
    "docs.json": `${JSON.stringify(docsJson, null, 2)}\n`,
    "logo/light.svg": LOGO,
    "logo/dark.svg": LOGO,
    "snippets/launch-warning.mdx": "<Warning>Stand clear of the pad during a countdown.</Warning>\n",
    "index.mdx": page("Welcome to Acme Rockets", "Start with the [quickstart](/quickstart)."),
    "quickstart.mdx": page(
      "Quickstart",
      "Install the CLI first ([Linux](/install/linux) or [macOS](/install/mac)), then read the [API](/reference/overview).",
    ),
    "install/index.mdx": page("Installation", "Pick your system."),
    "install/linux.mdx": page("Linux", "```bash\ncurl -fsSL https://acme.example/install.sh | sh\n```"),
    "install/macos.mdx": page("macOS", "```bash\nbrew install acme\n```"),
    "launch/countdown.mdx": page(
      "Countdown",
      'import LaunchWarning from "/snippets/launch-warning.mdx";\n\n<LaunchWarning />\n\nThe countdown starts at T-10.',
    ),
    "launch/abort.mdx": page("Abort a launch", "Back to the [countdown](/launch/countdown)."),
    "api/overview.mdx": page("API overview", "Every request carries a key."),
    // The file the navigation's "GET /rockets" is found in, by its name.
    "openapi.yaml": [
      "openapi: 3.1.0",
      "info: { title: Acme Rockets API, version: '1' }",
      "paths:",
      "  /rockets:",
      "    get:",
      "      summary: List the rockets",
      "      responses:",
      "        '200': { description: The rockets }",
      "",
    ].join("\n"),
    "changelog.mdx": page("Changelog", "What changed, newest first."),
    "fr/index.mdx": page("Bienvenue chez Acme Rockets", "Commencez par le [démarrage rapide](/fr/quickstart)."),
    "fr/quickstart.mdx": page("Démarrage rapide", "Installez d'abord la CLI ([Linux](/fr/install/linux))."),
    "fr/install/index.mdx": page("Installation", "Choisissez votre système."),
    "fr/install/linux.mdx": page("Linux", "```bash\ncurl -fsSL https://acme.example/install.sh | sh\n```"),
    "fr/install/macos.mdx": page("macOS", "```bash\nbrew install acme\n```"),
    "fr/launch/countdown.mdx": page("Compte à rebours", "Le compte à rebours commence à T-10."),
    "fr/launch/abort.mdx": page("Annuler un lancement", "Retour au [compte à rebours](/fr/launch/countdown)."),
    "fr/api/overview.mdx": page("Présentation de l'API", "Chaque requête porte une clé."),
  });
}

/** The default language's sidebar, as an outline of labels (two spaces a level). */
export const MINTLIFY_SIDEBAR: string[] = [
  "Guides",
  "  Get started",
  "    Welcome to Acme Rockets",
  "    Quickstart",
  "    Install",
  "      Linux",
  "      macOS",
  "  Launching",
  "    Countdown",
  "    Abort a launch",
  "Reference",
  "  Rocket API",
  "    API overview",
  "    List the rockets",
  "  Status",
  "Blog",
  "Community",
];
