import { describe, expect, it } from "vitest";
import { copyName, grantKey, PUBLIC_GRANT } from "./grantKey";

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

  it("names one copy per version and language, the defaults' being the grant's own", async () => {
    const link = await grantKey({ hash: "key-a" }, webCrypto);
    expect(copyName(PUBLIC_GRANT, {})).toBe(PUBLIC_GRANT);
    const names = [
      copyName(PUBLIC_GRANT, { version: "1.0" }),
      copyName(PUBLIC_GRANT, { lang: "zh" }),
      copyName(PUBLIC_GRANT, { version: "1.0", lang: "zh" }),
      copyName(link, { version: "1.0" }),
    ];
    expect(new Set([...names, PUBLIC_GRANT, link]).size).toBe(6);
    expect(copyName(undefined, { version: "1.0" })).toBeUndefined();
  });
});
