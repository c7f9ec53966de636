import { BADGE_CAP } from "@rxdocs/contract";
import "./ui.css";

export interface BadgeProps {
  count: number;
  /** The accessible name for the count, such as "120 articles": it says the real number rather than the capped one. */
  label: (count: number) => string;
}

export function Badge({ count, label }: BadgeProps) {
  const shown = count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
  // role="img" makes the aria-label the name everywhere (a plain span's label is ignored by
  // some screen readers), so they hear the real number rather than the capped one.
  return (
    <span className="rx-badge" role="img" aria-label={label(count)}>
      {shown}
    </span>
  );
}
