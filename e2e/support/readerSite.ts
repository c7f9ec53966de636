// A real site for the browser tests: the bundled guide plus a restricted and a hidden
// section, and a public "Archive" section placed last whose 100+ pages sit in nested
// folders, imported with the real CLI into a fresh SQLite file and served by `rxdocs serve`
// with the built reader app.
import { join } from "node:path";
import { REPO_ROOT } from "../../packages/server/src/test-support/runCli.js";
import { createKeyLink, type FolderSite, startFolderSite } from "./folderSite.js";

export interface ReaderSite extends FolderSite {
  /** Share link (path only) that opens the restricted section. */
  keyLink: string;
  /** Share link (path only) that opens the hidden section. */
  viewLink: string;
  keyId: string;
}

/** A Markdown page; JSON is valid YAML, so the front matter is written as JSON values. */
const page = (front: Record<string, unknown>, body: string) =>
  `---\n${Object.entries(front)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join("\n")}\n---\n\n${body}\n`;
const category = (label: string, code: string, visibility = "public") => JSON.stringify({ label, code, visibility });

/** Number of generated notes in the archive; with "Field notes" and the résumé the section holds 106 articles. */
export const ARCHIVE_NOTE_COUNT = 104;

/** Code and title of the generated archive note `n` (1-based). */
export function archiveNote(n: number): { code: string; title: string } {
  const number = String(n).padStart(3, "0");
  return { code: `archive-${number}`, title: `Archive note ${number}` };
}

/**
 * The archive: "Field notes" (tabs labelled like the guide's Deployment page, and a
 * `## Deep section` far down, with as much text below it), then Volume 1 (notes 1-50) and Volume 2 (notes 51-100, then an
 * Appendix folder with notes 101-104 and, last of all, an accented title). Dated 2020, so the guide's
 * pages stay the most recent.
 */
function archivePages(): Record<string, string> {
  const filler = Array.from(
    { length: 40 },
    (_, i) => `Paragraph ${i + 1} of the field notes, long enough to keep the headings around it apart.`,
  ).join("\n\n");
  const tabs = [
    { label: "SQLite", md: "Field notes kept in **one file**." },
    { label: "PostgreSQL", md: "Field notes kept in a **database server**." },
  ];
  const pages: Record<string, string> = {
    "95-archive/_category_.json": category("Archive", "archive"),
    "95-archive/01-field-notes.md": page(
      { title: "Field notes", code: "field-notes", createdAt: "2020-01-01T09:00:00.000Z", tabs },
      `# Field notes\n\n## First section\n\n${filler}\n\n## Deep section\n\nA link points here.\n\n${filler}`,
    ),
    "95-archive/02-volume-1/_category_.json": category("Volume 1", "volume-1"),
    "95-archive/03-volume-2/_category_.json": category("Volume 2", "volume-2"),
    "95-archive/03-volume-2/999-appendix/_category_.json": category("Appendix", "appendix"),
    "95-archive/03-volume-2/999-appendix/999-resume.md": page(
      { title: "Résumé of the old API", code: "old-api-resume", createdAt: "2020-06-01T09:00:00.000Z" },
      "# Résumé of the old API\n\nWhat the first API offered.",
    ),
  };
  for (let n = 1; n <= ARCHIVE_NOTE_COUNT; n++) {
    const folder = n <= 50 ? "02-volume-1" : n <= 100 ? "03-volume-2" : "03-volume-2/999-appendix";
    const { code, title } = archiveNote(n);
    const createdAt = new Date(Date.UTC(2020, 1, 1) + n * 86_400_000).toISOString();
    pages[`95-archive/${folder}/${String(n).padStart(3, "0")}-note.md`] = page(
      { title, code, createdAt },
      `# ${title}\n\nNote ${n} of the archive.`,
    );
  }
  return pages;
}

const EXTRA_PAGES: Record<string, string> = {
  "90-partners/_category_.json": category("Partners", "partners", "restricted"),
  "90-partners/01-welcome.md": page(
    { title: "Partner welcome", code: "partner-welcome" },
    "# Partner welcome\n\nThe zephyrine plan is for partners only.",
  ),
  "90-partners/02-pricing.md": page(
    { title: "Partner pricing", code: "partner-pricing" },
    "# Partner pricing\n\nPartners pay in zephyrines.",
  ),
  "91-beta/_category_.json": category("Beta", "beta", "hidden"),
  "91-beta/01-preview.md": page(
    { title: "Beta preview", code: "beta-preview" },
    "# Beta preview\n\nThe quillwort feature is in beta.",
  ),
  ...archivePages(),
};

export async function startReaderSite(): Promise<ReaderSite> {
  return startFolderSite(join(REPO_ROOT, "docs"), {
    extraFiles: EXTRA_PAGES,
    async prepare(cli) {
      const key = await createKeyLink(cli, "e2e", "partners");
      const link = JSON.parse(await cli("link", "beta", "--json", "--base-url", "http://x")) as { link: string };
      return {
        keyLink: key.link,
        viewLink: link.link.replace("http://x", ""),
        keyId: key.id,
      };
    },
  });
}
