// A page's old code in its address (`/view?path=old-code`) answers 301 with the code of today,
// the rest of the address as it was; a code that is a page, hidden or restricted ones too, is
// answered as a page, and the redirect names nothing of it.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../test-support/databases.js";
import { type RedirectSite, startRedirectSite } from "../../test-support/redirectTestSite.js";

const INSTALL = "# Install\n\nRun the installer, then start the service.\n";
const PLANS = "---\nvisibility: restricted\n---\n\n# Plans\n\nThe launch window opens at dawn.\n";
const HIDDEN = "---\nvisibility: hidden\n---\n\n# Draft notes\n\nNotes for the next launch.\n";

describe.each(DATABASE_KINDS)("a page's old code in its address, on $name", (kind) => {
  let site: RedirectSite;
  beforeEach(async () => {
    site = await startRedirectSite(kind);
  });
  afterEach(async () => {
    await site.stop();
  });

  it("answers 301 with the new code, keeping the version, language and share link as they were", async () => {
    await site.write({ "install.md": INSTALL });
    await site.import({ prune: true });
    await site.write({ "installation.md": INSTALL });
    await site.import({ prune: true });

    const answer = await site.get("/view?path=install&hash=k3y&timestamp=7");
    expect(answer.status).toBe(301);
    expect(answer.headers.get("location")).toBe("/view?path=installation&hash=k3y&timestamp=7");
    expect(answer.headers.get("cache-control")).toBe("public, max-age=300");
    expect((await site.get("/view?path=installation")).status).toBe(200);
    // A code the site never had is the app's to answer, as before.
    expect((await site.get("/view?path=never-was")).status).toBe(200);
  });

  it("redirects within the version asked for, and leaves a version without the move alone", async () => {
    await site.write({ "install.md": INSTALL });
    await site.import({ prune: true, version: "1.0" });
    await site.import({ prune: true, version: "2.0" });
    await site.write({ "installation.md": INSTALL });
    await site.import({ prune: true, version: "2.0" });

    const moved = await site.get("/view?path=install&version=2.0");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/view?path=installation&version=2.0");
    expect((await site.get("/view?path=install&version=1.0")).status).toBe(200);
    expect((await site.get("/view?path=install")).status).toBe(200);
  });

  it("sends an old code to a restricted page, which stays locked: no word of it without its key", async () => {
    await site.write({ "plans.md": PLANS });
    await site.import({ prune: true });
    await site.write({ "vault/plans.md": PLANS });
    await site.import({ prune: true });

    const answer = await site.get("/view?path=plans");
    expect(answer.status).toBe(301);
    expect(answer.headers.get("location")).toBe("/view?path=vault-plans");
    const followed = await site.get("/view?path=vault-plans");
    for (const text of [[...answer.headers].join("\n") + (await answer.text()), await followed.text()]) {
      expect(text).not.toMatch(/Plans|launch window|dawn/);
    }
  });

  it("never redirects a code that is a page of the language asked for, hidden as it may be", async () => {
    await site.write({ "notes.md": INSTALL });
    await site.import({ prune: true });
    await site.write({ "notes.md": HIDDEN });
    await site.import({ prune: true, lang: "fr" });
    await site.write({ "launch-notes.md": INSTALL });
    await site.import({ prune: true, lang: "en" });

    const moved = await site.get("/view?path=notes");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/view?path=launch-notes");
    // The French pages stand on their own: their hidden page is a page, not a redirect.
    expect((await site.get("/view?path=notes&lang=fr")).status).toBe(200);
  });
});
