import { API_PATHS, getSiteInfoBody, getVersionsBody, type ServerEntry } from "@rxdocs/contract";
import type { FastifyInstance } from "fastify";
import { type ReaderAccess, slotOf } from "../../access/readerAccess.js";
import { ok } from "../../http/envelope.js";
import { sendCachedJson } from "../../http/sendJson.js";
import { validate } from "../../http/validate.js";
import { presentSite } from "../../presenters/site.js";
import { presentVersions } from "../../presenters/versions.js";

export interface SiteInfoOptions {
  reader: ReaderAccess;
  serverEntry?: Promise<ServerEntry | undefined>;
}

export async function siteInfoRoutes(app: FastifyInstance, { reader, serverEntry }: SiteInfoOptions): Promise<void> {
  app.post(`/${API_PATHS.getSiteInfo}`, async (request, reply) => {
    const body = validate(getSiteInfoBody, request.body ?? {});
    // The same for every reader; their secrets are still checked, as on every call.
    const { catalog } = await reader.view(request, undefined, slotOf(body, request));
    return sendCachedJson(request, reply, catalog, "site", async () =>
      ok(presentSite(catalog, (await serverEntry)?.renderArticle)),
    );
  });

  app.post(`/${API_PATHS.getVersions}`, async (request, reply) => {
    const body = validate(getVersionsBody, request.body ?? {});
    const { catalog } = await reader.view(request, undefined, slotOf(body, request));
    return sendCachedJson(request, reply, catalog, "versions", async () => ok(presentVersions(catalog)));
  });
}
