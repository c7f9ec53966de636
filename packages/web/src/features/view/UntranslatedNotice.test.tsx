import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useAppStore } from "../../store/appStore";
import { renderInRouter } from "../../test-support/renderInRouter";
import { SITE_VERSIONS } from "../../test-support/siteVersions";
import { UntranslatedNotice } from "./UntranslatedNotice";

describe("the notice of an untranslated page", () => {
  afterEach(cleanup);

  it("names the reader's language and the one the page is shown in, by their own names", async () => {
    useAppStore.setState({ versions: SITE_VERSIONS });
    await renderInRouter(<UntranslatedNotice />, { pages: { view: () => null }, path: "/view?path=a&lang=zh" });
    expect(screen.getByRole("note").textContent).toBe(
      "This page is not translated into 中文 yet; it is shown in English.",
    );
  });

  it("still says so before the site's languages are known", async () => {
    useAppStore.setState({ versions: undefined });
    await renderInRouter(<UntranslatedNotice />, { pages: { view: () => null }, path: "/view?path=a&lang=zh" });
    expect(screen.getByRole("note").textContent).toBe(
      "This page is not translated into this language yet; it is shown in the default language.",
    );
  });
});
