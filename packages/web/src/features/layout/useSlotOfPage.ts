// What the layout does for the version and language of the page: the document says which
// language the page is in and which way it is written, and a switch the reader made before the
// app started is made now.
import { textDirection } from "@rxdocs/contract";
import { useEffect, useRef, useState } from "react";
import { useSite } from "../../site";
import { slotChosenEarly } from "../../early/takeOver";
import { useResolvedSlot, useSiteVersions } from "../../slot/useSlot";
import { useSlotSwitch } from "../../slot/useSlotSwitch";

export function useSlotOfPage(): void {
  const site = useSiteVersions();
  const current = useResolvedSlot();
  const switchTo = useSlotSwitch();
  const [earlyChoice] = useState(slotChosenEarly);
  const madeEarlyChoice = useRef(false);

  // The server wrote the first page's language; moving to another is the app's to say.
  const lang = site && site.languages.length > 1 ? current?.lang : undefined;
  useEffect(() => {
    if (lang) document.documentElement.lang = lang;
  }, [lang]);
  // And its direction, as the server writes it: a page in Persian or Arabic is laid out mirrored.
  const siteLang = useSite()?.lang;
  useEffect(() => {
    if (!siteLang) return;
    if (textDirection(siteLang) === "rtl") document.documentElement.dir = "rtl";
    else document.documentElement.removeAttribute("dir");
  }, [siteLang]);

  useEffect(() => {
    if (!earlyChoice || !current || madeEarlyChoice.current) return;
    madeEarlyChoice.current = true;
    void switchTo({ ...current, ...earlyChoice });
  }, [earlyChoice, current, switchTo]);
}
