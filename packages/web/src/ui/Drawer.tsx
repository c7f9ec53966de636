import { type KeyboardEvent, type ReactNode, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { classNames } from "./classNames";
import { useBodyScrollLock } from "./useBodyScrollLock";
import { useExitTransition } from "./useExitTransition";
import { useFocusTrap } from "./useFocusTrap";
import { nextZIndex } from "./zIndex";
import "./ui.css";

/** The side a drawer comes from: the start of the line (the left in a left-to-right page) or its end. */
export type DrawerSide = "start" | "end";

export interface DrawerProps {
  open: boolean;
  side?: DrawerSide;
  /** The dialog's accessible name, such as "Menu". */
  label: string;
  onClose: () => void;
  /** Classes for the panel, which styles its content. */
  className?: string;
  /** False when the panel is already on screen (drawn before the app started): it shows without sliding in. */
  appear?: boolean;
  children: ReactNode;
}

/** Length of the closing transition; keep in step with the `--closing` animations in ui.css. */
const DRAWER_EXIT_MS = 200;

/** A modal side panel for narrow screens. */
export function Drawer(props: DrawerProps) {
  const mounted = useExitTransition(props.open, DRAWER_EXIT_MS);
  return mounted ? createPortal(<DrawerLayers {...props} />, document.body) : null;
}

function DrawerLayers({ open, side = "start", label, onClose, className, appear = true, children }: DrawerProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const [zIndex] = useState(() => ({ overlay: nextZIndex(), panel: nextZIndex() }));
  useFocusTrap(panelRef, open);
  useBodyScrollLock(open);
  const closing = !open;
  // While it slides out the panel is inert: nothing in it can be focused or clicked.
  useLayoutEffect(() => {
    panelRef.current!.toggleAttribute("inert", closing);
  }, [closing]);

  const closeOnEscape = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Escape") return;
    event.stopPropagation(); // a drawer inside another closes alone
    onClose();
  };

  return (
    <>
      <div
        className={classNames("rx-overlay", closing && "rx-overlay--closing", !appear && "rx-layer--shown")}
        style={{ zIndex: zIndex.overlay }}
        aria-hidden="true"
        onClick={onClose}
      />
      <div
        ref={panelRef}
        className={classNames(
          "rx-drawer",
          `rx-drawer--${side}`,
          closing && "rx-drawer--closing",
          !appear && "rx-layer--shown",
          className,
        )}
        style={{ zIndex: zIndex.panel }}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        onKeyDown={closeOnEscape}
      >
        {children}
      </div>
    </>
  );
}
