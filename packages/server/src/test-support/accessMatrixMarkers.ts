// Finds leaks in the bytes of an answer: every secret word of the access matrix's site (each
// page's, in every version, language and phase, each file's, each home page's) and every secret
// the credentials carry is looked for in every answer; one that the requester may not see is a
// leak, wherever it sits (JSON, rendered HTML, embedded page data, a file's bytes).
import {
  allContents,
  filesOf,
  homeOf,
  MATRIX_SLOTS,
  MARKER_PARTS,
  markersOf,
  type ContentKey,
  type MatrixFile,
  type SlotName,
} from "./accessMatrixContent.js";
import type { AccessRules, Credential, Grant } from "./accessRules.js";

/** The words a text holds, its files' addresses and their words. */
function wordsOfContent(content: ContentKey): string[] {
  const markers = markersOf(content);
  return [...MARKER_PARTS.map((part) => markers[part]), ...filesOf(content).flatMap(wordsOfFile)];
}

function wordsOfFile(file: MatrixFile): string[] {
  return [file.hash, file.marker];
}

function wordsOfHome(slot: SlotName): string[] {
  const home = homeOf(slot);
  return [home.marker, ...wordsOfFile(home.file)];
}

export class MarkerScanner {
  /** What each word stands for, to name a leak. */
  private readonly owners = new Map<string, string>();
  private readonly pattern: RegExp;
  private readonly allowedByView = new Map<string, ReadonlySet<string>>();

  constructor(
    private readonly rules: AccessRules,
    credentials: readonly Credential[],
  ) {
    for (const [content, { hasPage }] of allContents()) {
      const words = hasPage ? wordsOfContent(content) : [markersOf(content).name];
      for (const word of words) this.owners.set(word, content);
    }
    for (const { name } of MATRIX_SLOTS) for (const word of wordsOfHome(name)) this.owners.set(word, `${name} home`);
    // A secret never leaves in an answer, to anyone: only hashes of keys are stored, and a
    // view code is handed out by `rxdocs link` alone.
    for (const { key, viewCode } of credentials) {
      for (const secret of [key, viewCode]) {
        if (secret && /^[\w-]{20,}$/.test(secret.value)) this.owners.set(secret.value, "a secret");
      }
    }
    const escaped = [...this.owners.keys()].map((word) => word.replace(/[-\\^$*+?.()|[\]{}]/g, "\\$&"));
    this.pattern = new RegExp(escaped.join("|"), "g");
  }

  /**
   * The words a requester may meet in a version and language: the names of the menus the tree
   * lists for `menuGrant`, everything of the pages `grant` may read, and the home page.
   */
  allowed(slot: SlotName, grant: Grant, menuGrant: Grant): ReadonlySet<string> {
    const id = `${slot}|${JSON.stringify(grant)}|${JSON.stringify(menuGrant)}`;
    let allowed = this.allowedByView.get(id);
    if (allowed) return allowed;
    const tree = new Map(this.rules.tree(slot).map((menu) => [menu.code, menu]));
    const words = new Set(wordsOfHome(slot));
    for (const code of this.rules.listedMenus(slot, menuGrant).keys())
      words.add(markersOf(tree.get(code)!.content).name);
    for (const code of this.rules.readablePages(slot, grant)) {
      for (const word of wordsOfContent(tree.get(code)!.content)) words.add(word);
    }
    allowed = words;
    this.allowedByView.set(id, allowed);
    return allowed;
  }

  /** The words of `text` that are not allowed, each with what it belongs to. */
  forbiddenIn(text: string, allowed: ReadonlySet<string>): string[] {
    const found = new Set<string>();
    for (const [word] of text.matchAll(this.pattern)) if (!allowed.has(word)) found.add(word);
    return [...found].map((word) => `${word} (${this.owners.get(word)})`);
  }
}

/** Every file the site has had, each once. */
export function allMatrixFiles(): MatrixFile[] {
  const files = new Map<string, MatrixFile>();
  for (const { name } of MATRIX_SLOTS) files.set(homeOf(name).file.hash, homeOf(name).file);
  for (const [content, { hasPage }] of allContents()) {
    if (hasPage) for (const file of filesOf(content)) files.set(file.hash, file);
  }
  return [...files.values()];
}
