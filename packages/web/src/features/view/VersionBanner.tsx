// Above an article of a version readers should not take for the current one: an older version
// (listed after the latest) or one not released yet (listed before it), as Docusaurus warns, with
// a link to the same page in the latest version.
import { Link } from "../../routing";
import { articleHref } from "../../shared/articleHref";
import { linkSlot, versionLabel, versionStatus } from "../../slot/siteSlots";
import { useResolvedSlot, useSiteVersions } from "../../slot/useSlot";
import { useMessages } from "../../i18n/useMessages";

export function VersionBanner({ menuCode }: { menuCode: string }) {
  const site = useSiteVersions();
  const current = useResolvedSlot();
  const messages = useMessages();
  if (!site || !current) return null;
  const status = versionStatus(current.version, site);
  if (status === "latest") return null;
  const label = versionLabel(current.version, site);
  // The same page in the same language, in the version readers get when they name none.
  const latest = articleHref(menuCode, linkSlot({ lang: current.lang }, site));
  return (
    <div className="rx-version-banner" role="note">
      <p>
        {messages.rich(status === "older" ? "version.older" : "version.unreleased", {
          version: <strong>{label}</strong>,
        })}
      </p>
      <Link to={latest}>{messages.text("version.readLatest")}</Link>
    </div>
  );
}
