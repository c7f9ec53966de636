import { sizedFileAddress } from "@rxdocs/contract";
import { isSafeUrl } from "../../markdown/safeUrl";

/** The site's logo beside its title; decorative, since the title says the same. */
export function SiteLogo({ address }: { address: string }) {
  if (!isSafeUrl(address)) return null;
  const sized = sizedFileAddress(address);
  return (
    <img
      className="rx-brand-logo"
      src={sized?.src ?? address}
      width={sized?.width}
      height={sized?.height}
      alt=""
      decoding="async"
    />
  );
}
