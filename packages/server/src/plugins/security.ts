// Security headers on every answer: a strict Content-Security-Policy for the app's HTML,
// nosniff, no referrer (share links carry secrets in their query), no framing.
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
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
