// Security headers on every answer: a strict Content-Security-Policy for the app's HTML,
// nosniff, no referrer (share links carry secrets in their query), no framing, and a window of
// its own (Cross-Origin-Opener-Policy) for all but the pages anyone may open.
import helmet from "@fastify/helmet";
import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";

export interface SecurityOptions {
  /** CSP sources of the inline scripts the app's entry page carries. */
  inlineScripts: string[];
}

export const securityHeaders = fp(async (app: FastifyInstance, { inlineScripts }: SecurityOptions) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScripts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Articles may show images from anywhere on the web, never scripts or frames.
        imgSrc: ["'self'", "data:", "https:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: "no-referrer" },
    crossOriginEmbedderPolicy: false,
  });
});

/**
 * Serves a page that its address alone opens, the same for every reader, as public docs sites
 * are served: without Cross-Origin-Opener-Policy. That header puts the page in a browsing
 * context group, and so a renderer process, of its own whenever the tab held a page without it
 * (a new tab's blank page, a page of the same site), which costs a first view a new process
 * (about 35 ms in the reader-speed harness). What it guards is not on such a page: no other
 * site can frame ours, and a window handle on a page anyone may open shows nothing about its
 * reader. Pages that a share link opens, addresses that only a link kept in the browser may
 * open, and files keep it: their opener loses its handle, and Chrome on Android, which isolates
 * only some sites, isolates a site once it has sent it.
 */
export function openToOpeners(reply: FastifyReply): void {
  reply.removeHeader("cross-origin-opener-policy");
}
