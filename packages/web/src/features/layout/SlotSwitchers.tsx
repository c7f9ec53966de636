// The version and language switchers: native selects, which every reader knows how to work with
// a keyboard, a screen reader or a finger, each shown only when the site has more than one
// version or language to choose from. The top bar holds them on wide screens, the Navigation
// panel on narrow ones. A choice made before the app has started is kept by the page's inline
// script (early/earlySlotSwitch.ts), which finds them by their data-rx-slot attribute.
import type { SiteVersions } from "@rxdocs/contract";
import { useState } from "react";
import { classNames } from "../../ui/classNames";
import type { ResolvedSlot } from "../../slot/siteSlots";
import { useResolvedSlot, useSiteVersions } from "../../slot/useSlot";
import { useSlotSwitch } from "../../slot/useSlotSwitch";
import { useMessages } from "../../i18n/useMessages";

interface Choice {
  value: string;
  label: string;
  /** The language the label is written in. */
  lang?: string;
}

export function SlotSwitchers({ className }: { className?: string }) {
  const site = useSiteVersions();
  const current = useResolvedSlot();
  const switchTo = useSlotSwitch();
  const messages = useMessages();
  if (!site || !current) return null;
  const versions = versionChoices(site, current.version);
  const languages = site.languages.map(({ lang, label }) => ({ value: lang, label, lang }));
  if (versions.length < 2 && languages.length < 2) return null;
  return (
    <div className={classNames("rx-slot-switchers", className)}>
      {versions.length > 1 && (
        <SlotSelect
          // A new address's version starts the select afresh.
          key={current.version}
          label={messages.text("slot.version")}
          name="version"
          value={current.version}
          choices={versions}
          onChoose={(version) => void switchTo({ ...current, version })}
        />
      )}
      {languages.length > 1 && (
        <SlotSelect
          key={current.lang}
          label={messages.text("slot.language")}
          name="lang"
          value={current.lang}
          choices={languages}
          onChoose={(lang) => void switchTo({ ...current, lang })}
        />
      )}
    </div>
  );
}

/** The site's versions in its order, and the reader's own when the list leaves it out (an unlisted version). */
function versionChoices(site: SiteVersions, current: string): Choice[] {
  const choices = site.versions.map(({ name, label }) => ({ value: name, label }));
  if (!choices.some((choice) => choice.value === current)) choices.push({ value: current, label: current });
  return choices;
}

interface SlotSelectProps {
  label: string;
  name: keyof ResolvedSlot;
  value: string;
  choices: readonly Choice[];
  onChoose: (value: string) => void;
}

function SlotSelect({ label, name, value, choices, onChoose }: SlotSelectProps) {
  // The reader's choice stays shown while the app checks the page exists there.
  const [chosen, setChosen] = useState<string>();
  return (
    <label className="rx-slot-field">
      {/* The visible caption of the Navigation panel; the select's own label names it. */}
      <span className="rx-slot-caption" aria-hidden="true">
        {label}
      </span>
      <select
        className="rx-slot-select"
        aria-label={label}
        data-rx-slot={name}
        value={chosen ?? value}
        onChange={(event) => {
          setChosen(event.target.value);
          onChoose(event.target.value);
        }}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value} lang={choice.lang}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  );
}
