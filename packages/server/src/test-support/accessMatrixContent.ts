// The content of the access matrix's site, as the test states it: a tree with every kind of page
// (public, hidden, restricted, nested both ways, drafts, pages removed or changed by a later
// import), in two versions and two languages, and the secret words each page carries. Every
// part of a page (its name, body, heading, tab, and the images of its body and tab) holds a word
// of its own that appears nowhere else, so that a leak shows as a word in an answer that its
// reader may not see.
import { createHash } from "node:crypto";

export type Visibility = "public" | "hidden" | "restricted";

/** The versions and languages of the site: 1.0 is the latest, English the default language. */
export type SlotName = "latest" | "next" | "fr";

export interface MatrixSlot {
  name: SlotName;
  version: string;
  lang: string;
  /** What a request names to reach it: nothing for the default one. */
  request: { version?: string; lang?: string };
}

export const MATRIX_SLOTS: readonly MatrixSlot[] = [
  { name: "latest", version: "1.0", lang: "en", request: {} },
  { name: "next", version: "next", lang: "en", request: { version: "next" } },
  { name: "fr", version: "1.0", lang: "fr", request: { lang: "fr" } },
];

/** The site before the second import, and after it (the state the matrix checks). */
export type Phase = "first" | "second";

interface MenuSpec {
  code: string;
  /** Folders hold children; `hasPage` gives one its own page (an index.md). */
  children?: MenuSpec[];
  hasPage?: boolean;
  visibility?: Visibility;
  /** Unpublished, by Docusaurus' `draft: true` or by `status: draft`. */
  draft?: "draft: true" | "status: draft";
  /** Gone from the folder at the second import, which prunes. */
  removed?: boolean;
  /** Published at first, a draft from the second import on. */
  draftedLater?: boolean;
  /** Public at first, restricted from the second import on. */
  restrictedLater?: boolean;
  /** In the next version only. */
  nextOnly?: boolean;
  /** Public in the next version, whatever it is in the others. */
  publicInNext?: boolean;
  /** Translated into French; French readers of any other page get the English one. */
  translated?: boolean;
  /** The same text in both versions, so stored once. */
  sameInBothVersions?: boolean;
}

const page = (code: string, more: Omit<MenuSpec, "code" | "children"> = {}): MenuSpec => ({ code, ...more });
const folder = (code: string, more: Omit<MenuSpec, "code">, children: MenuSpec[]): MenuSpec => ({
  code,
  ...more,
  children,
});

const TREE: MenuSpec[] = [
  page("top-page"),
  folder("pub", { hasPage: true, translated: true }, [
    page("pub-page", { translated: true, sameInBothVersions: true }),
    page("pub-draft", { draft: "draft: true" }),
    page("pub-removed", { removed: true }),
    page("pub-drafted-later", { draftedLater: true }),
    page("pub-restricted-later", { restrictedLater: true }),
    // An unlisted page in a public section.
    page("pub-hidden", { visibility: "hidden" }),
  ]),
  folder("res-a", { visibility: "restricted", hasPage: true, translated: true }, [
    page("res-a-page", { translated: true }),
    page("res-a-draft", { draft: "status: draft" }),
    page("res-a-removed", { removed: true }),
    page("res-a-next-only", { nextOnly: true }),
    // A public folder under a restricted one is restricted all the same.
    folder("res-a-public", { visibility: "public" }, [page("res-a-public-page")]),
    folder("res-a-inner", { visibility: "restricted" }, [page("res-a-inner-page")]),
    folder("hid-in-res", { visibility: "hidden" }, [page("hid-in-res-page")]),
  ]),
  folder("res-b", { visibility: "restricted" }, [page("res-b-page", { sameInBothVersions: true })]),
  folder("hid-a", { visibility: "hidden", hasPage: true, translated: true }, [
    page("hid-a-page", { translated: true }),
    page("hid-a-draft", { draft: "draft: true" }),
    folder("res-in-hid", { visibility: "restricted" }, [page("res-in-hid-page")]),
    folder("hid-a-inner", { visibility: "hidden" }, [page("hid-a-inner-page")]),
  ]),
  folder("hid-b", { visibility: "hidden" }, [page("hid-b-page")]),
  folder("hid-removed", { visibility: "hidden", removed: true }, [page("hid-removed-page")]),
  // Hidden in 1.0 only; the next version adds an unlisted page of its own inside it.
  folder("beta", { visibility: "hidden", publicInNext: true }, [
    page("beta-page"),
    page("beta-internal", { visibility: "hidden", nextOnly: true }),
  ]),
  folder("drafts-only", {}, [page("only-draft", { draft: "draft: true" })]),
];

/** A menu of one version in one language, as its folder has it. */
export interface OwnMenu {
  code: string;
  parentCode: string | null;
  /** Position among its siblings. */
  sort: number;
  /** The visibility written on the menu itself. */
  visibility: Visibility;
  isFolder: boolean;
  /** Whether the menu has a page (an article menu, or a folder with its own page). */
  hasPage: boolean;
  /** Pages only: published, rather than a draft. */
  published: boolean;
  /** Whose words the menu carries (see markersOf). */
  content: ContentKey;
  /** The menu's place in its slot's folder: its folder, or its file without `.md`. */
  folderPath: string;
}

/** Names a text: the slot it was written for and the menu code. Identical texts share one. */
export type ContentKey = `${SlotName}:${string}`;

function isIn(spec: MenuSpec, slot: SlotName, phase: Phase): boolean {
  if (spec.removed && phase === "second") return false;
  if (spec.nextOnly) return slot === "next";
  return slot !== "fr" || spec.translated === true;
}

function visibilityOf(spec: MenuSpec, slot: SlotName, phase: Phase): Visibility {
  if (spec.restrictedLater && phase === "second") return "restricted";
  if (spec.publicInNext && slot === "next") return "public";
  return spec.visibility ?? "public";
}

/** The menus the folder of `slot` holds in `phase`, parents before children. */
export function ownMenus(slot: SlotName, phase: Phase): OwnMenu[] {
  const menus: OwnMenu[] = [];
  const walk = (specs: MenuSpec[], parentCode: string | null, parentPath: string) => {
    specs
      .filter((spec) => isIn(spec, slot, phase))
      .forEach((spec, sort) => {
        const writtenFor = slot === "next" && spec.sameInBothVersions ? "latest" : slot;
        const folderPath = parentPath ? `${parentPath}/${spec.code}` : spec.code;
        menus.push({
          code: spec.code,
          parentCode,
          sort,
          visibility: visibilityOf(spec, slot, phase),
          isFolder: spec.children !== undefined,
          hasPage: spec.children === undefined || spec.hasPage === true,
          published: spec.draft === undefined && !(spec.draftedLater && phase === "second"),
          content: `${writtenFor}:${spec.code}`,
          folderPath,
        });
        if (spec.children) walk(spec.children, spec.code, folderPath);
      });
  };
  walk(TREE, null, "");
  return menus;
}

/** How a page is kept unpublished in its front matter, if it is. */
export function draftLineOf(code: string, phase: Phase): string | undefined {
  const spec = findSpec(TREE, code);
  if (spec?.draft) return spec.draft;
  return spec?.draftedLater && phase === "second" ? "draft: true" : undefined;
}

function findSpec(specs: readonly MenuSpec[], code: string): MenuSpec | undefined {
  for (const spec of specs) {
    if (spec.code === code) return spec;
    const found = findSpec(spec.children ?? [], code);
    if (found) return found;
  }
  return undefined;
}

/** Every text the site has had, in every version, language and phase, each once: whether it is a page's. */
export function allContents(): Map<ContentKey, { hasPage: boolean }> {
  const phases: Phase[] = ["first", "second"];
  const contents = new Map<ContentKey, { hasPage: boolean }>();
  for (const { name } of MATRIX_SLOTS) {
    for (const phase of phases) {
      for (const menu of ownMenus(name, phase)) contents.set(menu.content, { hasPage: menu.hasPage });
    }
  }
  return contents;
}

/** Every menu code of the site, in any version, language or phase. */
export function allMenuCodes(): string[] {
  const codes: string[] = [];
  const walk = (specs: readonly MenuSpec[]) => {
    for (const spec of specs) {
      codes.push(spec.code);
      walk(spec.children ?? []);
    }
  };
  walk(TREE);
  return codes;
}

/** The words of a text: its menu name, and for a page its body, heading, tab and image. */
export interface Markers {
  name: string;
  body: string;
  heading: string;
  tab: string;
  image: string;
}

export const MARKER_PARTS = ["name", "body", "heading", "tab", "image"] as const;

/** A word that every published page's introduction holds, to search for all of them at once. */
export const COMMON_WORD = "matrixeverywhere";

/** Twelve letters drawn from a hash of what they mark: far from each other and from any real word. */
function markerWord(seed: string): string {
  const digest = createHash("sha256").update(`access-matrix|${seed}`).digest();
  return Array.from(digest.subarray(0, 12), (byte) => String.fromCharCode(97 + (byte % 26))).join("");
}

export function markersOf(content: ContentKey): Markers {
  return {
    name: markerWord(`${content}|name`),
    body: markerWord(`${content}|body`),
    heading: markerWord(`${content}|heading`),
    tab: markerWord(`${content}|tab`),
    image: markerWord(`${content}|image`),
  };
}

/** A stored file: its bytes, and the address the server gives it (content-addressed). */
export interface MatrixFile {
  /** The file's name in the folder. */
  name: string;
  bytes: Buffer;
  address: string;
  /** The SHA-256 of the bytes, which is in the address and in every page that embeds it. */
  hash: string;
  /** The word inside its bytes. */
  marker: string;
}

function svgFile(name: string, marker: string): MatrixFile {
  const bytes = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><text y="15">${marker}</text></svg>\n`,
  );
  const hash = createHash("sha256").update(bytes).digest("hex");
  return { name, bytes, address: `/files/${hash}.svg`, hash, marker };
}

/** Used by a public page and a restricted one: public. */
export const SHARED_PUBLIC_FILE = svgFile("shared-public.svg", markerWord("shared-public|image"));
/** Used by pages of two restricted subtrees: open to a key of either. */
export const SHARED_RESTRICTED_FILE = svgFile("shared-restricted.svg", markerWord("shared-restricted|image"));

const SHARED_FILES_BY_CODE: Record<string, MatrixFile[]> = {
  "pub-page": [SHARED_PUBLIC_FILE],
  "res-a-page": [SHARED_PUBLIC_FILE, SHARED_RESTRICTED_FILE],
  "res-b-page": [SHARED_RESTRICTED_FILE],
};

/**
 * The files a page embeds: its own image (in its body), its tab's image, and the shared ones
 * some pages also embed (in their bodies).
 */
export function filesOf(content: ContentKey): [MatrixFile, MatrixFile, ...MatrixFile[]] {
  const code = content.slice(content.indexOf(":") + 1);
  return [
    svgFile(`${code}.svg`, markersOf(content).image),
    svgFile(`${code}-tab.svg`, markerWord(`${content}|tab-image`)),
    ...(SHARED_FILES_BY_CODE[code] ?? []),
  ];
}

/** Each version and language's home page: public, with an image of its own. */
export function homeOf(slot: SlotName): { marker: string; file: MatrixFile } {
  return { marker: markerWord(`${slot}|home`), file: svgFile("home.svg", markerWord(`${slot}|home|image`)) };
}
