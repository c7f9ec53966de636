// Above the body of a page the reader's language lacks, which the site shows in its default
// language instead: the reader learns why the page is not in the language they chose.
import { languageLabel } from "../../slot/siteSlots";
import { useResolvedSlot, useSiteVersions } from "../../slot/useSlot";
import { useMessages } from "../../i18n/useMessages";

export function UntranslatedNotice() {
  const site = useSiteVersions();
  const current = useResolvedSlot();
  const messages = useMessages();
  const language = site && current ? languageLabel(current.lang, site) : messages.text("untranslated.thisLanguage");
  const shownIn = site ? languageLabel(site.defaultLang, site) : messages.text("untranslated.defaultLanguage");
  return (
    <p className="rx-untranslated-notice" role="note">
      {messages.text("untranslated.notice", { language, shownIn })}
    </p>
  );
}
