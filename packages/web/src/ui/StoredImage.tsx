// An image whose address comes from the author (a logo, a hero image): shown only when the
// address is safe, and at its real size when it is a stored file's, so nothing shifts as it loads.
import { sizedFileAddress } from "@rxdocs/contract";
import { isSafeUrl } from "../markdown/safeUrl";

export function StoredImage({ address, alt, className }: { address: string; alt: string; className: string }) {
  if (!isSafeUrl(address)) return null;
  const sized = sizedFileAddress(address);
  return (
    <img
      className={className}
      src={sized?.src ?? address}
      width={sized?.width}
      height={sized?.height}
      alt={alt}
      decoding="async"
    />
  );
}
