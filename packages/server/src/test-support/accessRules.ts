// Who may see what, stated again from the design of record (PRODUCT.md §2, §3, §8, §9) without
// the server's code, for the access matrix to hold every answer against:
// - visibility is inherited by children unless they are stricter: every hidden or restricted
//   menu on a page's way from the top is a gate the page sits behind;
// - a key (scope: menu codes whose subtrees it unlocks; empty: every restricted menu) opens the
//   restricted gates of the pages in its scope; a view code opens the hidden gates of the pages
//   in the hidden subtree of the menu it was made for (in a version or language where that menu
//   is not hidden, it has no hidden subtree to open); a page behind both kinds needs both;
// - the menu tree holds the pages a reader may read and the menus on their way, nothing else
//   (a folder with nothing readable in it, a draft, a removed page are left out);
// - an unknown, expired or revoked key, or a view code that opens nothing, is refused (403),
//   never taken as no secret at all; a first page leaves such a link to the app to explain;
// - a file is served to whoever may read a page (of any version or language) that embeds it;
// - a version's language lacks a page: the default language's stands in, behind the same gates.
import {
  MATRIX_SLOTS,
  type OwnMenu,
  type Phase,
  type SlotName,
  ownMenus,
  type MatrixFile,
  filesOf,
  homeOf,
} from "./accessMatrixContent.js";

/** A key as the test issued it. */
export interface IssuedKey {
  scope: readonly string[];
  /** Milliseconds since the epoch, or null for a key that never expires. */
  expiresAt: number | null;
  revoked: boolean;
  /** Whether the key has had as many uses as its limit allows. */
  usedUp?: boolean;
}

/** A presented secret and what the test knows of it: nothing, for one it never issued. */
export interface KeySecret {
  value: string;
  issued?: IssuedKey;
}
export interface ViewSecret {
  value: string;
  /** The hidden menu it was made for. */
  menuCode?: string;
}

export interface Credential {
  name: string;
  key?: KeySecret;
  viewCode?: ViewSecret;
}

/** What valid secrets unlock. */
export interface Grant {
  /** A valid key's scope; empty unlocks every restricted menu. */
  keyScope?: readonly string[];
  viewRoot?: string;
}

export type Channel =
  | "menuTree"
  | "articleList"
  | "articleDetail"
  | "feedback"
  | "pageView"
  | "search"
  | "siteInfo"
  | "versions"
  | "firstPage"
  | "file"
  | "llms"
  | "pageMarkdown"
  | "feed"
  | "print"
  | "mcp"
  | "sitemap"
  | "card";

/** Channels for everyone alike: they take no secret, and a secret sent to them changes nothing. */
const PUBLIC_CHANNELS: ReadonlySet<Channel> = new Set(["sitemap", "card"]);

/**
 * How the secrets travel: in the call's JSON body, in the access headers, in the page's address
 * (a share link), in the cookies a share link or an API answer sets for files, or as a bearer key
 * (`Authorization: Bearer <key>`, with a view code in its header).
 */
export type Transport = "body" | "header" | "address" | "cookie" | "bearer";

export type Outcome =
  /** 400: the body carries something the call does not take. */
  | { kind: "bad-request" }
  /** 403: This access link is invalid or has expired. */
  | { kind: "refused" }
  /** A first page without the page: the app will ask, and be told the link is invalid. */
  | { kind: "unrendered" }
  /** The content grant decides what is read; the menu grant which menus come with it. */
  | { kind: "answered"; grant: Grant; menuGrant: Grant };

/** Secrets are at most this long; a longer one in a body is bad input. */
const MAX_SECRET_LENGTH = 256;

/** A menu of a version in a language as readers get it: its own, or the default language's. */
export interface EffectiveMenu extends OwnMenu {
  /** Menu codes from the top down to this one. */
  path: string[];
  untranslated: boolean;
}

export class AccessRules {
  private readonly trees = new Map<SlotName, EffectiveMenu[]>();

  constructor(
    private readonly phase: Phase,
    private readonly now: number,
  ) {}

  /** What a request answers for a credential, by channel and transport. */
  outcome(credential: Credential, channel: Channel, transport: Transport): Outcome {
    const { key, viewCode } = credential;
    if (PUBLIC_CHANNELS.has(channel)) return this.answered({}, {});
    const hasSecret = key !== undefined || viewCode !== undefined;
    if (transport === "body") {
      // Only the menu tree takes secrets in its body; every other call's body refuses unknown fields.
      if (channel !== "menuTree" && hasSecret) return { kind: "bad-request" };
      if ([key, viewCode].some((secret) => secret && secret.value.length > MAX_SECRET_LENGTH)) {
        return { kind: "bad-request" };
      }
      // isAuth is true when a key is sent, and the tree is then built with the key alone;
      // isAuth false builds it with the view code alone (seed §6, PRODUCT §3).
      const counted = key ? { key } : { viewCode };
      return this.answered(counted, counted);
    }
    if (channel === "firstPage") {
      // The article opens with every secret of the address, the menus with the key alone when there is one.
      if (!this.allValid({ key, viewCode })) return { kind: "unrendered" };
      return this.answered({ key, viewCode }, key ? { key } : { viewCode });
    }
    return this.answered({ key, viewCode }, { key, viewCode });
  }

  private answered(
    counted: Pick<Credential, "key" | "viewCode">,
    menuSecrets: Pick<Credential, "key" | "viewCode">,
  ): Outcome {
    if (!this.allValid(counted)) return { kind: "refused" };
    return { kind: "answered", grant: this.grantOf(counted), menuGrant: this.grantOf(menuSecrets) };
  }

  private allValid({ key, viewCode }: Pick<Credential, "key" | "viewCode">): boolean {
    return (key === undefined || this.isValidKey(key)) && (viewCode === undefined || this.isValidViewCode(viewCode));
  }

  private isValidKey({ issued }: KeySecret): boolean {
    return (
      issued !== undefined &&
      !issued.revoked &&
      !issued.usedUp &&
      (issued.expiresAt === null || issued.expiresAt > this.now)
    );
  }

  /** A view code holds while its menu is hidden in some version or language (a link works in each). */
  private isValidViewCode({ menuCode }: ViewSecret): boolean {
    return MATRIX_SLOTS.some((slot) =>
      ownMenus(slot.name, this.phase).some((menu) => menu.code === menuCode && menu.visibility === "hidden"),
    );
  }

  private grantOf({ key, viewCode }: Pick<Credential, "key" | "viewCode">): Grant {
    return {
      ...(key?.issued && this.isValidKey(key) ? { keyScope: key.issued.scope } : {}),
      ...(viewCode?.menuCode && this.isValidViewCode(viewCode) ? { viewRoot: viewCode.menuCode } : {}),
    };
  }

  /**
   * The menus of a version in a language: its own, then the default language's that it lacks,
   * under their parents. Every menu's path runs from the top.
   */
  tree(slot: SlotName): EffectiveMenu[] {
    let tree = this.trees.get(slot);
    if (tree) return tree;
    const own = ownMenus(slot, this.phase).map((menu) => ({ ...menu, untranslated: false }));
    const ownCodes = new Set(own.map((menu) => menu.code));
    const fallback =
      slot === "fr"
        ? ownMenus("latest", this.phase)
            .filter((menu) => !ownCodes.has(menu.code))
            .map((menu) => ({ ...menu, untranslated: true }))
        : [];
    const byCode = new Map([...own, ...fallback].map((menu) => [menu.code, menu]));
    const pathOf = (menu: OwnMenu): string[] => {
      const parent = menu.parentCode === null ? undefined : byCode.get(menu.parentCode);
      return parent ? [...pathOf(parent), menu.code] : [menu.code];
    };
    tree = [...byCode.values()].map((menu) => ({ ...menu, path: pathOf(menu) }));
    this.trees.set(slot, tree);
    return tree;
  }

  /** Whether every gate on the menu's way from the top lets the grant through to its page. */
  private gatesOpen(menu: EffectiveMenu, slot: SlotName, grant: Grant): boolean {
    const byCode = new Map(this.tree(slot).map((entry) => [entry.code, entry]));
    const gates = menu.path.map((code) => byCode.get(code)!.visibility);
    const keyOpens =
      grant.keyScope !== undefined &&
      (grant.keyScope.length === 0 || grant.keyScope.some((code) => menu.path.includes(code)));
    // A view code opens the subtree of its menu where that menu is hidden (by itself or by a
    // menu above it): in a version where it is public, it opens none of the hidden pages inside.
    const rootAt = grant.viewRoot === undefined ? -1 : menu.path.indexOf(grant.viewRoot);
    const viewCodeOpens = rootAt >= 0 && gates.slice(0, rootAt + 1).includes("hidden");
    return (!gates.includes("restricted") || keyOpens) && (!gates.includes("hidden") || viewCodeOpens);
  }

  /** The menu codes of the pages the grant may read in a version and language. */
  readablePages(slot: SlotName, grant: Grant): Set<string> {
    return new Set(
      this.tree(slot)
        .filter((menu) => menu.hasPage && menu.published && this.gatesOpen(menu, slot, grant))
        .map((menu) => menu.code),
    );
  }

  /** The menus the tree shows: readable pages and the menus on their way, each with its shown type. */
  listedMenus(slot: SlotName, grant: Grant): Map<string, { menuType: 1 | 2; parentCode: string | null }> {
    const readable = this.readablePages(slot, grant);
    const tree = this.tree(slot);
    const listed = new Set(tree.filter((menu) => readable.has(menu.code)).flatMap((menu) => menu.path));
    return new Map(
      tree
        .filter((menu) => listed.has(menu.code))
        .map((menu) => [menu.code, { menuType: readable.has(menu.code) ? 2 : 1, parentCode: menu.parentCode }]),
    );
  }

  /** Whether the file is served to the grant: home images to all, others to readers of a page that embeds them. */
  isReadableFile(file: MatrixFile, grant: Grant): boolean {
    return MATRIX_SLOTS.some(({ name }) => {
      if (homeOf(name).file.hash === file.hash) return true;
      const readable = this.readablePages(name, grant);
      return this.tree(name).some(
        (menu) => readable.has(menu.code) && filesOf(menu.content).some((used) => used.hash === file.hash),
      );
    });
  }
}
