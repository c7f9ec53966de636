import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueAccessKey, revokeKey } from "../../access/keyIssuer.js";
import { findMenu } from "../../storage/menus.js";
import { DATABASE_KINDS } from "../../test-support/databases.js";
import { menuShape } from "../../test-support/menuShape.js";
import { startTestSite, type TestSite, withKey, withViewCode } from "../../test-support/testServer.js";

const TREE = "menuInfo/getAuthMenuTree";

describe.each(DATABASE_KINDS)("getAuthMenuTree on $name", (kind) => {
  let site: TestSite;
  let allKey: string;
  let secretKey: string;
  let deepKey: string;
  let viewCode: string;
  let innerViewCode: string;

  beforeAll(async () => {
    site = await startTestSite(kind);
    const db = site.server.storage.db;
    allKey = (await issueAccessKey(db, { name: "all", scope: [], expiresAt: null })).key;
    secretKey = (await issueAccessKey(db, { name: "secret", scope: ["secret"], expiresAt: null })).key;
    deepKey = (await issueAccessKey(db, { name: "deep", scope: ["more"], expiresAt: null })).key;
    viewCode = (await findMenu(db, "unlisted"))!.view_path_code!;
    innerViewCode = (await findMenu(db, "inner"))!.view_path_code!;
  });
  afterAll(() => site.stop());

  it("shows readers without secrets the public menus only, ordered by sort, without drafts or empty folders", async () => {
    const { status, json } = await site.post(TREE, { isAuth: false });
    expect(status).toBe(200);
    expect(json).toMatchObject({ code: 200, message: "ok" });
    expect(menuShape(json.data)).toBe("guide(intro,setup),top");
  });

  it("gives every entry the contract's fields", async () => {
    const { json } = await site.post(TREE, {});
    const guide = json.data[0];
    expect(Object.keys(guide).sort()).toEqual(
      ["childList", "menuCode", "menuName", "menuType", "parentCode", "sort", "visibility"].sort(),
    );
    expect(guide).toMatchObject({
      menuCode: "guide",
      menuName: "Folder guide",
      menuType: 1,
      parentCode: null,
      sort: 0,
    });
    expect(guide.childList[1]).toEqual({
      menuCode: "setup",
      menuName: "Page setup",
      menuType: 2,
      parentCode: "guide",
      sort: 1,
      visibility: "public",
      createdAt: "2026-01-01T02:00:00.000Z",
      updatedAt: "2026-02-01T22:00:00.000Z",
      childList: [],
    });
    expect(JSON.stringify(json)).not.toContain("viewPathCode");
  });

  it("adds every restricted menu for a key with an empty scope", async () => {
    const { json } = await site.post(TREE, { hash: allKey, isAuth: true });
    expect(menuShape(json.data)).toBe("guide(intro,setup),secret(plan,deep(more)),partners(p1),top");
    expect(json.data[1].visibility).toBe("restricted");
    expect(json.data[1].childList[1].visibility).toBe("restricted"); // inherited by a public child
  });

  it("adds only the key's scope, and the way to a scoped menu deep inside", async () => {
    expect(menuShape((await site.post(TREE, { hash: secretKey, isAuth: true })).json.data)).toBe(
      "guide(intro,setup),secret(plan,deep(more)),top",
    );
    expect(menuShape((await site.post(TREE, { hash: deepKey, isAuth: true })).json.data)).toBe(
      "guide(intro,setup),secret(deep(more)),top",
    );
  });

  it("adds the hidden subtree a view code opens, and only the way to a nested one", async () => {
    expect(menuShape((await site.post(TREE, { viewPathCode: viewCode, isAuth: false })).json.data)).toBe(
      "guide(intro,setup),unlisted(hid1,inner(hid2)),top",
    );
    expect(menuShape((await site.post(TREE, { viewPathCode: innerViewCode, isAuth: false })).json.data)).toBe(
      "guide(intro,setup),unlisted(inner(hid2)),top",
    );
  });

  it("drops the view code when isAuth is true, as the web app asks", async () => {
    const { json } = await site.post(TREE, { hash: allKey, viewPathCode: viewCode, isAuth: true });
    expect(menuShape(json.data)).not.toContain("unlisted");
  });

  it("takes the secrets from the access headers when the body has none", async () => {
    const { json } = await site.post(TREE, { isAuth: true }, withKey(secretKey));
    expect(menuShape(json.data)).toContain("secret(");
    const viaView = await site.post(TREE, { isAuth: false }, withViewCode(viewCode));
    expect(menuShape(viaView.json.data)).toContain("unlisted(");
  });

  it("answers 403 for an unknown key or view code, and for a revoked or expired key", async () => {
    const invalid = { code: 403, message: "This access link is invalid or has expired", data: null };
    expect((await site.post(TREE, { hash: "nope", isAuth: true })).json).toEqual(invalid);
    expect((await site.post(TREE, { viewPathCode: "nope", isAuth: false })).status).toBe(403);

    const db = site.server.storage.db;
    const revoked = await issueAccessKey(db, { name: "r", scope: [], expiresAt: null });
    // A key made by another writer works as soon as the server's catalog catches up.
    await expect.poll(async () => (await site.post(TREE, { hash: revoked.key, isAuth: true })).status).toBe(200);
    await revokeKey(db, revoked.id);
    await expect.poll(async () => (await site.post(TREE, { hash: revoked.key, isAuth: true })).status).toBe(403);

    const expiring = await issueAccessKey(db, {
      name: "e",
      scope: [],
      expiresAt: new Date(Date.now() + 1500).toISOString(),
    });
    await expect.poll(async () => (await site.post(TREE, { hash: expiring.key, isAuth: true })).status).toBe(200);
    await expect
      .poll(async () => (await site.post(TREE, { hash: expiring.key, isAuth: true })).status, { timeout: 5000 })
      .toBe(403);
  });

  it("rejects bad bodies with 400 naming the field", async () => {
    const wrongType = await site.post(TREE, { isAuth: "yes" });
    expect(wrongType.status).toBe(400);
    expect(wrongType.json.code).toBe(400);
    expect(wrongType.json.message).toMatch(/^isAuth: /);
    const unknownField = await site.post(TREE, { isAuth: true, extra: 1 });
    expect(unknownField.status).toBe(400);
    expect(unknownField.json.message).toContain("extra");
  });
});
