import { Drawer, type DrawerProps } from "../../ui/Drawer";
import { IconButton } from "../../ui/IconButton";
import { CloseIcon } from "../../ui/icons";

/**
 * A panel of a narrow screen: a drawer headed by its name and a visible close button, for
 * readers who cannot press Escape or tap outside.
 */
export function Panel({ children, closeLabel, ...drawer }: DrawerProps & { closeLabel: string }) {
  return (
    <Drawer {...drawer}>
      <div className="rx-drawer-header">
        <span className="rx-drawer-title">{drawer.label}</span>
        <IconButton label={closeLabel} icon={<CloseIcon />} onClick={drawer.onClose} />
      </div>
      {children}
    </Drawer>
  );
}
