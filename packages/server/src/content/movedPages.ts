// Which pages an import moved or renamed: a page that leaves a slot and a page that arrives in
// it are one page under a new code when they come from one file (the same path, or a path the
// file had before git renamed it), else when they have the same body and no other page leaving
// or arriving has it too. Old links to the leaving code are then sent on to the arriving one.

/** A page the import removes from the slot, as its stored revision has it. */
export interface LeavingPage {
  menuCode: string;
  bodyHash: string;
  sourceFile: string | null;
}

/** A page the slot did not have before the import. */
export interface ArrivingPage {
  menuCode: string;
  bodyHash: string;
  sourceFile?: string;
  /** The paths its file had before, newest first, as git's renames tell them. */
  formerFiles?: readonly string[];
  /** Whether its body holds anything: empty bodies are alike without being one page. */
  hasBody: boolean;
}

/** The new code of each leaving page that became an arriving one. */
export function movedPages(leaving: readonly LeavingPage[], arriving: readonly ArrivingPage[]): Map<string, string> {
  const moved = new Map<string, string>();
  const taken = new Set<string>();
  const pair = (from: LeavingPage, to: ArrivingPage | undefined) => {
    if (to === undefined || moved.has(from.menuCode) || taken.has(to.menuCode)) return;
    moved.set(from.menuCode, to.menuCode);
    taken.add(to.menuCode);
  };

  const byFile = new Map<string, ArrivingPage>();
  for (const page of arriving) {
    // The file's own path first: a page whose code changed and whose file did not is that file.
    for (const file of page.formerFiles ?? []) if (!byFile.has(file)) byFile.set(file, page);
  }
  for (const page of arriving) if (page.sourceFile !== undefined) byFile.set(page.sourceFile, page);
  for (const page of leaving) if (page.sourceFile !== null) pair(page, byFile.get(page.sourceFile));

  const leavingByBody = groupBy(
    leaving.filter((page) => !moved.has(page.menuCode)),
    (page) => page.bodyHash,
  );
  const arrivingByBody = groupBy(
    arriving.filter((page) => page.hasBody && !taken.has(page.menuCode)),
    (page) => page.bodyHash,
  );
  for (const [hash, pages] of leavingByBody) {
    const candidates = arrivingByBody.get(hash);
    if (pages.length === 1 && candidates?.length === 1) pair(pages[0]!, candidates[0]);
  }
  return moved;
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
}
