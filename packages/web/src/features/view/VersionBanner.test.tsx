import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useAppStore } from "../../store/appStore";
import { renderInRouter } from "../../test-support/renderInRouter";
import { SITE_VERSIONS } from "../../test-support/siteVersions";
import { VersionBanner } from "./VersionBanner";

const renderBanner = (path: string) =>
  renderInRouter(<VersionBanner menuCode="intro" />, { pages: { view: () => null }, path });

describe("the version banner", () => {
  beforeEach(() => useAppStore.setState({ versions: SITE_VERSIONS }));
  afterEach(cleanup);

  it("says an older version is no longer the latest, and links to the page in the latest, in the same language", async () => {
    await renderBanner("/view?path=intro&version=1.0&lang=zh");
    const note = screen.getByRole("note");
    expect(note.textContent).toContain(
      "This is documentation for 1.0 (legacy), which is no longer the latest version.",
    );
    const link = screen.getByRole("link", { name: "Read the latest version of this page" });
    expect(link.getAttribute("href")).toBe("/view?path=intro&lang=zh");
  });

  it("says a version listed before the latest is unreleased", async () => {
    await renderBanner("/view?path=intro&version=next");
    expect(screen.getByRole("note").textContent).toContain("This is unreleased documentation for Next.");
    expect(screen.getByRole("link", { name: "Read the latest version of this page" }).getAttribute("href")).toBe(
      "/view?path=intro",
    );
  });

  it("takes an unlisted version for an older one", async () => {
    await renderBanner("/view?path=intro&version=0.9");
    expect(screen.getByRole("note").textContent).toContain("documentation for 0.9, which is no longer the latest");
  });

  it("is not shown on the latest version, named or not, nor before the site's versions are known", async () => {
    await renderBanner("/view?path=intro");
    expect(screen.queryByRole("note")).toBeNull();
    cleanup();
    await renderBanner("/view?path=intro&version=2.x&lang=zh");
    expect(screen.queryByRole("note")).toBeNull();
    cleanup();
    useAppStore.setState({ versions: undefined });
    await renderBanner("/view?path=intro&version=1.0");
    expect(screen.queryByRole("note")).toBeNull();
  });
});
