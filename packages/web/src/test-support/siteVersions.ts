// A site of three versions (an unreleased one, the latest, an older one) and two languages, as
// getVersions answers it: for the switchers', the banner's and the notice's tests.
import type { SiteVersions } from "@rxdocs/contract";

export const SITE_VERSIONS: SiteVersions = {
  versions: [
    { name: "next", label: "Next" },
    { name: "2.x", label: "2.x" },
    { name: "1.0", label: "1.0 (legacy)" },
  ],
  languages: [
    { lang: "en", label: "English" },
    { lang: "zh", label: "中文" },
  ],
  latest: "2.x",
  defaultLang: "en",
  version: "2.x",
  lang: "en",
};

/** The same site with one version and one language: nothing to switch between. */
export const SINGLE_VERSION: SiteVersions = {
  ...SITE_VERSIONS,
  versions: [{ name: "2.x", label: "2.x" }],
  languages: [{ lang: "en", label: "English" }],
};
