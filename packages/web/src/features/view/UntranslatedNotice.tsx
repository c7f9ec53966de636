// Above the body of a page the reader's language lacks, which the site shows in its default
// language instead: the reader learns why the page is not in the language they chose.
import { languageLabel } from "../../slot/siteSlots";
import { useResolvedSlot, useSiteVersions } from "../../slot/useSlot";

export function UntranslatedNotice() {
  const site = useSiteVersions();
  const current = useResolvedSlot();
  const language = site && current ? languageLabel(current.lang, site) : "this language";
  const shownIn = site ? languageLabel(site.defaultLang, site) : "the default language";
  return (
    <p className="rx-untranslated-notice" role="note">
      This page is not translated into {language} yet; it is shown in {shownIn}.
    </p>
  );
}
