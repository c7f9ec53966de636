// Whether readers' browsers keep what they open to read it offline, as the site's settings tell
// the app: on unless rxdocs.json says `offline: false`.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../test-support/databases.js";
import { fixtureContent } from "../../test-support/fixtureSite.js";
import { startTestSite, type TestSite } from "../../test-support/testServer.js";

const SITE_INFO = "siteInfo/getSiteInfo";

describe.each(DATABASE_KINDS)("offline reading in the site's settings on $name", (kind) => {
  const sites: Partial<Record<"unsaid" | "on" | "off", TestSite>> = {};

  beforeAll(async () => {
    const withOffline = (offline: boolean | undefined) => {
      const content = fixtureContent();
      if (offline === undefined) delete content.site.settings.offline;
      else content.site.settings.offline = offline;
      return startTestSite(kind, { content });
    };
    [sites.unsaid, sites.on, sites.off] = await Promise.all([
      withOffline(undefined),
      withOffline(true),
      withOffline(false),
    ]);
  });
  afterAll(async () => {
    await Promise.all(Object.values(sites).map((site) => site.stop()));
  });

  it("is on when the site says nothing or true, and off when it says false", async () => {
    const offlineOf = async (site: TestSite | undefined) => (await site!.post(SITE_INFO, {})).json.data.offline;
    expect(await offlineOf(sites.unsaid)).toBe(true);
    expect(await offlineOf(sites.on)).toBe(true);
    expect(await offlineOf(sites.off)).toBe(false);
  });
});
