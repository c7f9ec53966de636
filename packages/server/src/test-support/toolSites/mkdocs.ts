// A small MkDocs site, written as MkDocs' and Material for MkDocs' documentation lay one out:
// mkdocs.yml names its pages' folder (docs_dir), its name and description, its repository with
// an edit_uri, Material's logo and language, and a nav with nested sections, a section whose
// own page is its folder's index.md, and an external link; one page is left out of the nav.
// Pages use a snippet from outside docs_dir (pymdownx.snippets' base_path), pymdownx.blocks
// (an admonition, a details block and two tabs), attribute lists (a heading id, a button) and
// Material's icon shortcodes; the emoji extension's Python names are tags (`!!python/name:`).
import { writeFileTree } from "../fileTree.js";

const CONFIG = `site_name: Orbit
site_description: Schedule jobs across a fleet of machines.
repo_url: https://github.com/example/orbit
edit_uri: edit/main/documentation/
docs_dir: documentation

theme:
  name: material
  logo: assets/orbit.svg
  language: en
  features:
    - navigation.indexes

markdown_extensions:
  - admonition
  - attr_list
  - pymdownx.details
  - pymdownx.superfences
  - pymdownx.blocks.admonition
  - pymdownx.blocks.details
  - pymdownx.blocks.tab:
      alternate_style: true
  - pymdownx.emoji:
      emoji_index: !!python/name:material.extensions.emoji.twemoji
      emoji_generator: !!python/name:material.extensions.emoji.to_svg
  - pymdownx.snippets:
      base_path: [snippets]

nav:
  - Home: index.md
  - Getting started:
      - getting-started/index.md
      - Installation: getting-started/install.md
      - Configuration: getting-started/configure.md
  - Guides:
      - Scheduling: guides/scheduling.md
      - Advanced:
          - guides/advanced/retries.md
  - Reference: reference/api.md
  - Changelog: https://github.com/example/orbit/releases
`;

const FILES: Record<string, string> = {
  "mkdocs.yml": CONFIG,
  "snippets/requirements.md": "- Linux or macOS\n- 2 GB of memory\n",
  "documentation/assets/orbit.svg": '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"></svg>\n',
  "documentation/index.md": "# Orbit\n\nOrbit runs your jobs where there is room for them.\n",
  "documentation/getting-started/index.md": "# Getting started\n\nFrom nothing to a first job.\n",
  "documentation/getting-started/install.md": [
    "# Install Orbit",
    "",
    "Orbit needs:",
    "",
    '--8<-- "requirements.md"',
    "",
    ":material-check: Works offline.",
    "",
  ].join("\n"),
  "documentation/getting-started/configure.md": [
    "# Configure Orbit",
    "",
    "/// note | Where settings live",
    "Orbit reads `orbit.toml` from the current folder.",
    "///",
    "",
    "/// tab | Linux",
    "Run `orbit init`.",
    "///",
    "",
    "/// tab | macOS",
    "Run `brew install orbit`.",
    "///",
    "",
    "/// details | Defaults",
    "    open: True",
    "",
    "Every setting has a default.",
    "///",
    "",
  ].join("\n"),
  "documentation/guides/scheduling.md": [
    "# Scheduling",
    "",
    "## Queues { #queues }",
    "",
    "[Open the queue view](../reference/api.md){ .md-button }",
    "",
  ].join("\n"),
  "documentation/guides/advanced/retries.md": "# Retrying failed jobs\n\nA job is retried three times.\n",
  "documentation/reference/api.md": "# API\n\nThe HTTP API of the scheduler.\n",
  "documentation/drafts/notes.md": "# Notes\n\nNot in the nav, still a page.\n",
};

/** Writes the site's files under `root`. */
export function writeMkdocsSite(root: string): void {
  writeFileTree(root, FILES);
}

/** The sidebar a reader sees: the nav's labels, two spaces of indent per level; the left-out page is not in it. */
export const MKDOCS_SIDEBAR: string[] = [
  "Home",
  "Getting started",
  "  Installation",
  "  Configuration",
  "Guides",
  "  Scheduling",
  "  Advanced",
  "    Retrying failed jobs",
  "Reference",
  "Changelog",
];
