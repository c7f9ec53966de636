// An <img> cannot send the headers that carry a reader's share-link secrets, so the files of
// restricted and hidden pages would never load. These cookies carry the same secrets for
// /files/, the only place that reads them: every API answer keeps them in step with the headers
// of its call (the app sends its stored hidden-route query with every call, and forgets it when
// the reader leaves the link), and a first page opened by a share link sets them from its
// address. They are sent on the API's requests too, or an answer could not tell that they need
// clearing. They are HttpOnly, so no script can read them, and they unlock nothing that the
// headers would not.
// The cookie plugin's types add request.cookies and reply.setCookie (app.ts registers it).
import type {} from "@fastify/cookie";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { PresentedSecrets } from "./resolveGrant.js";

export const FILE_ACCESS_COOKIES = { hash: "rx_hash", viewPathCode: "rx_view_path" } as const;

/** The secrets a request for a file carries: its cookies, or headers when a script asks. */
export function fileRequestSecrets(request: FastifyRequest, fromHeaders: PresentedSecrets): PresentedSecrets {
  return {
    hash: fromHeaders.hash ?? request.cookies[FILE_ACCESS_COOKIES.hash],
    viewPathCode: fromHeaders.viewPathCode ?? request.cookies[FILE_ACCESS_COOKIES.viewPathCode],
  };
}

/** Sets, replaces or clears each cookie so that it holds what `secrets` holds. */
export function rememberSecretsForFiles(request: FastifyRequest, reply: FastifyReply, secrets: PresentedSecrets): void {
  for (const name of ["hash", "viewPathCode"] as const) {
    const cookie = FILE_ACCESS_COOKIES[name];
    const wanted = secrets[name] || undefined;
    if (request.cookies[cookie] === wanted) continue;
    const options = {
      path: "/",
      httpOnly: true,
      sameSite: "strict" as const,
      secure: request.protocol === "https",
    };
    if (wanted === undefined) reply.clearCookie(cookie, options);
    else reply.setCookie(cookie, wanted, options);
  }
}
