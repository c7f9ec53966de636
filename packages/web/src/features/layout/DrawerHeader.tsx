import { IconButton } from "../../ui/IconButton";
import { CloseIcon } from "../../ui/icons";

/** A drawer's title and a visible close button, for readers who cannot press Escape or tap outside. */
export function DrawerHeader({ title, onClose }: { title: string; onClose: () => void }) {
  return (
    <div className="rx-drawer-header">
      <span className="rx-drawer-title">{title}</span>
      <IconButton label={`Close ${title.toLowerCase()}`} icon={<CloseIcon />} onClick={onClose} />
    </div>
  );
}
