// What a Mintlify configuration says of the site: name, description, logo and top bar.
import { describe, expect, it } from "vitest";
import type { MintlifyConfig, MintlifyFormat } from "./mintlifyConfig.js";
import { readMintlifySettings } from "./mintlifySettings.js";

const config = (format: MintlifyFormat, value: Record<string, unknown>): MintlifyConfig => ({
  format,
  file: format,
  value,
  fileOf: () => format,
  files: [format],
  warnings: [],
});

describe("a Mintlify site's settings", () => {
  it("take docs.json's name, description, light logo and navbar, naming a GitHub link that has no label", () => {
    const settings = readMintlifySettings(
      config("docs.json", {
        name: "Acme",
        description: "Rockets.",
        logo: { dark: "/logo/dark.svg", light: "logo/light.svg" },
        navbar: {
          links: [{ type: "github", href: "https://github.com/acme/docs" }, { label: "No address" }],
          primary: { type: "button", label: "Sign up", href: "https://acme.example/signup" },
        },
      }),
    );
    expect(settings).toEqual({
      title: "Acme",
      description: "Rockets.",
      logo: "/logo/light.svg",
      nav: [
        { text: "GitHub", link: "https://github.com/acme/docs" },
        { text: "Sign up", link: "https://acme.example/signup" },
      ],
    });
  });

  it("take mint.json's name, logo, topbarLinks and topbarCtaButton", () => {
    const settings = readMintlifySettings(
      config("mint.json", {
        name: "Old",
        description: "mint.json has no description",
        logo: "https://cdn.example/logo.png",
        topbarLinks: [{ name: "Support", url: "mailto:help@old.example" }],
        topbarCtaButton: { type: "github", url: "https://github.com/old/docs" },
      }),
    );
    expect(settings).toEqual({
      title: "Old",
      logo: "https://cdn.example/logo.png",
      nav: [
        { text: "Support", link: "mailto:help@old.example" },
        { text: "GitHub", link: "https://github.com/old/docs" },
      ],
    });
  });

  it("are none when the configuration has none", () => {
    expect(readMintlifySettings(config("docs.json", { navigation: {} }))).toEqual({});
  });
});
