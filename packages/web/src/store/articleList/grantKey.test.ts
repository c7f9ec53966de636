import { describe, expect, it } from "vitest";
import { grantKey, PUBLIC_GRANT } from "./grantKey";

const webCrypto = globalThis.crypto;
/** What an insecure origin (plain http on another host than localhost) offers: no Web Crypto. */
const insecure = {};

describe("grantKey", () => {
  it("names the public reader's copy without secrets", async () => {
    expect(await grantKey({}, webCrypto)).toBe(PUBLIC_GRANT);
  });

  it("gives each share link's secrets a name of its own, the same every time", async () => {
    const names = await Promise.all([
      grantKey({ hash: "key-a" }, webCrypto),
      grantKey({ hash: "key-b" }, webCrypto),
      grantKey({ viewPathCode: "key-a" }, webCrypto),
      grantKey({ hash: "key-a", viewPathCode: "code" }, webCrypto),
    ]);
    expect(new Set([...names, PUBLIC_GRANT]).size).toBe(5);
    expect(await grantKey({ hash: "key-a" }, webCrypto)).toBe(names[0]);
  });

  it("never holds the secret itself", async () => {
    const secret = "s3cr3t-key-with-256-bits-of-randomness";
    const name = await grantKey({ hash: secret, viewPathCode: "view-code" }, webCrypto);
    expect(name).toMatch(/^link:[0-9a-f]{64}$/);
    expect(name).not.toContain(secret);
    expect(name).not.toContain("view-code");
  });

  it("names nothing for a share link where secrets cannot be hashed, so that nothing is kept", async () => {
    expect(await grantKey({ hash: "key-a" }, insecure)).toBeUndefined();
    expect(await grantKey({}, insecure)).toBe(PUBLIC_GRANT);
  });
});
