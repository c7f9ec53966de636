import { API_PATHS, type GetAuthMenuTreeBody, getAuthMenuTreeBody } from "@rxdocs/contract";
import type { FastifyInstance } from "fastify";
import { type ReaderAccess, secretsFromHeaders, slotOf } from "../../access/readerAccess.js";
import type { PresentedSecrets } from "../../access/resolveGrant.js";
import { grantId } from "../../catalog/grant.js";
import { ok } from "../../http/envelope.js";
import { sendCachedJson } from "../../http/sendJson.js";
import { validate } from "../../http/validate.js";
import { presentMenuTree } from "../../presenters/menuTree.js";

export interface MenuInfoOptions {
  reader: ReaderAccess;
}

export async function menuInfoRoutes(app: FastifyInstance, { reader }: MenuInfoOptions): Promise<void> {
  app.post(`/${API_PATHS.getAuthMenuTree}`, async (request, reply) => {
    const body = validate(getAuthMenuTreeBody, request.body);
    const view = await reader.view(request, menuTreeSecrets(body, secretsFromHeaders(request)), slotOf(body, request));
    return sendCachedJson(request, reply, view.catalog, `tree|${grantId(view.grant)}`, () =>
      ok(presentMenuTree(view.catalog, view.visible)),
    );
  });
}

/**
 * The body decides which secret the tree is built with: `isAuth: true` uses the key and
 * drops the view code, `isAuth: false` the view code alone (as the web app sends them).
 * Values missing from the body come from the access headers.
 */
export function menuTreeSecrets(body: GetAuthMenuTreeBody, headers: PresentedSecrets): PresentedSecrets {
  const hash = body.hash || headers.hash;
  const viewPathCode = body.viewPathCode || headers.viewPathCode;
  if (body.isAuth === true) return { hash };
  if (body.isAuth === false) return { viewPathCode };
  return { hash, viewPathCode };
}
