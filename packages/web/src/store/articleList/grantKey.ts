// Under which name a reader's copy of the article list is kept: one copy per access grant, so
// that a public reader is never given a share link's rows, nor one link's rows another's, and
// per version and language, so that a reader who switches is never given another one's rows.
// The grant's name is a hash of the secrets, never the secrets themselves: the copy outlives the
// stored hidden-route query, and a key must not stay readable in the browser's storage with it.
import type { ShareSecrets } from "@rxdocs/contract";
import { type Slot, slotKey } from "../../slot/slotQuery";

export const PUBLIC_GRANT = "public";

/**
 * The name of the copy kept for `secrets`; undefined when there is no way to hash them (Web
 * Crypto exists only on secure origins), and then nothing is kept.
 */
export async function grantKey(
  secrets: ShareSecrets,
  { subtle }: { subtle?: SubtleCrypto } = globalThis.crypto ?? {},
): Promise<string | undefined> {
  if (!secrets.hash && !secrets.viewPathCode) return PUBLIC_GRANT;
  if (!subtle) return undefined;
  const named = new TextEncoder().encode(JSON.stringify([secrets.hash ?? "", secrets.viewPathCode ?? ""]));
  const digest = new Uint8Array(await subtle.digest("SHA-256", named));
  return `link:${Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

/** The name of a grant's copy in a slot: the grant's own for the site's defaults; nothing kept for an unnamed grant. */
export function copyName(grant: string | undefined, slot: Slot): string | undefined {
  const slotName = slotKey(slot);
  return grant === undefined || slotName === "" ? grant : `${grant} in ${slotName}`;
}
