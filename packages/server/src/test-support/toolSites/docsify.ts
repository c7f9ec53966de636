// A Docsify site as Docsify's documentation lays one out: index.html configuring Docsify
// (name with HTML, loadSidebar, loadNavbar, coverpage for two languages, an alias to another
// site's file, a plugin function), a _sidebar.md with sections, a folder with a sidebar of its
// own, a _navbar.md with a dropdown of languages, a _coverpage.md, and a Simplified Chinese
// translation in zh-cn/ with its own sidebar and cover. Its pages use Docsify's own Markdown:
// `!>` and `?>` callouts, `:id=` headings, `?id=` links, options in titles and embeds.
import { writeFileTree } from "../fileTree.js";

/** The sidebar a reader of the default language sees, as labels, two spaces per level. */
export const DOCSIFY_SIDEBAR: string[] = [
  "Getting started",
  "  Quick start",
  "  Configuration",
  "Guide",
  "  Workers",
  "  Retries",
  "Reference",
  "  Command line",
  "  HTTP API",
  "Changelog",
  "GitHub",
];

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Lumen documentation</title>
    <meta name="description" content="Lumen runs background jobs &amp; retries them." />
  </head>
  <body>
    <div id="app"></div>
    <script>
      window.$docsify = {
        name: '<img src="_media/logo.svg" alt=""> <span>Lumen</span>',
        repo: 'lumen-queue/lumen',
        loadSidebar: true,
        loadNavbar: true,
        coverpage: ['/', '/zh-cn/'],
        subMaxLevel: 2,
        alias: {
          '/changelog': 'https://raw.githubusercontent.com/lumen-queue/lumen/main/CHANGELOG.md',
        },
        plugins: [
          function (hook) {
            hook.afterEach(function (html) {
              return html + '<footer>Lumen</footer>';
            });
          },
        ],
      };
    </script>
    <script src="//cdn.jsdelivr.net/npm/docsify@4"></script>
  </body>
</html>
`;

export function writeDocsifySite(root: string): void {
  writeFileTree(root, {
    "index.html": INDEX_HTML,
    ".nojekyll": "",
    "_media/logo.svg":
      '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"><circle cx="8" cy="8" r="7"/></svg>\n',
    "_media/settings.md": "Set `LUMEN_WORKERS` to the number of workers.\n\n?> The default is one per core.\n",
    "_media/worker.js": "export function work(job) {\n  /// [run]\n  return job.run();\n  /// [run]\n}\n",
    "_sidebar.md": [
      "<!-- the default language's sidebar -->",
      "",
      "- Getting started",
      "",
      "  - [Quick start](quickstart.md)",
      "  - [Configuration](configuration.md 'Configure Lumen')",
      "",
      "- [Guide](guide/)",
      "",
      "- Reference",
      "  - [Command line](reference/cli.md)",
      "  - [HTTP API](reference/http.md ':target=_blank')",
      "",
      "* [Changelog](changelog.md)",
      "* [GitHub](https://github.com/lumen-queue/lumen)",
      "",
    ].join("\n"),
    "_navbar.md": ["- [Guide](guide/)", "- Translations", "  - [English](/)", "  - [简体中文](/zh-cn/)", ""].join("\n"),
    "_coverpage.md": [
      "![logo](_media/logo.svg)",
      "",
      "# Lumen <small>2.1</small>",
      "",
      "> Background jobs for small services",
      "",
      "- One binary",
      "- Retries built in",
      "",
      "[GitHub](https://github.com/lumen-queue/lumen)",
      "[Get started](#/quickstart)",
      "",
      "![color](#2d3a4b)",
      "",
    ].join("\n"),
    "README.md": [
      "# Lumen",
      "",
      "Lumen runs background jobs for small services. Start with the [quick start](quickstart.md).",
      "",
    ].join("\n"),
    "quickstart.md": [
      "# Quick start",
      "",
      "!> Lumen needs a writable data folder.",
      "Create it before the first run.",
      "",
      "?> Run `lumen doctor` to check your setup.",
      "",
      "## Install it :id=install",
      "",
      "Read about [workers](guide/workers.md?id=pools) and [retries](#/guide/retries?id=backoff).",
      "",
      "![diagram](_media/logo.svg ':size=50%')",
      "",
      "[Settings](_media/settings.md ':include')",
      "",
      "[worker](_media/worker.js ':include :type=code :fragment=run')",
      "",
      "```markdown",
      "!> Left as written inside code.",
      "```",
      "",
    ].join("\n"),
    "configuration.md": "# Configuration\n\nSee the [command line](reference/cli.md ':target=_blank').\n",
    "internals.md": "# Internals\n\nA page no sidebar names.\n",
    "guide/README.md": "# Guide\n\nHow Lumen runs jobs.\n",
    "guide/_sidebar.md": [
      "- [Guide](guide/)",
      "  - [Workers](guide/workers.md)",
      "  - [Retries](guide/retries.md)",
      "- [Quick start](quickstart.md)",
      "",
    ].join("\n"),
    "guide/workers.md": "# Workers\n\n## Pools :id=pools\n\nBack to the [guide](guide/).\n",
    "guide/retries.md": "# Retries\n\n## Backoff :id=backoff\n\nSee [workers](guide/workers.md).\n",
    "reference/cli.md": "# Command line\n\n`lumen run`\n",
    "reference/http.md": "# HTTP API\n\n`GET /jobs`\n",
    "zh-cn/README.md": "# Lumen\n\n为小型服务运行后台任务。阅读[快速开始](zh-cn/quickstart.md)。\n",
    "zh-cn/_sidebar.md": "- [快速开始](zh-cn/quickstart.md)\n- [English](/)\n",
    "zh-cn/_coverpage.md": "# Lumen <small>2.1</small>\n\n> 小型服务的后台任务\n\n[开始](zh-cn/quickstart.md)\n",
    "zh-cn/quickstart.md": "# 快速开始\n\n?> 先运行 `lumen doctor`。\n",
  });
}
