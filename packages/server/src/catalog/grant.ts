/** What a request has proven it may see, beyond the public site. */
export interface AccessGrant {
  /** A valid access key: its id and scope (menu codes; empty unlocks every restricted menu). */
  key?: { id: string; scope: readonly string[] };
  /** The hidden menu whose view code the request presented. */
  viewRoot?: string;
}

/** A cache key for a grant: names what it unlocks, never the secret that proved it. */
export function grantId(grant: AccessGrant): string {
  return `${grant.key ? `k:${grant.key.id}` : ""}|${grant.viewRoot ? `v:${grant.viewRoot}` : ""}`;
}
