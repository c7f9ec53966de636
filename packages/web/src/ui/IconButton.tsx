import type { ComponentProps, ReactNode } from "react";
import { classNames } from "./classNames";
import "./ui.css";

export interface IconButtonProps extends Omit<ComponentProps<"button">, "children" | "aria-label"> {
  /** One of the icons from icons.tsx. */
  icon: ReactNode;
  /** The accessible name, also shown as a tooltip since the button has no visible text. */
  label: string;
}

export function IconButton({ icon, label, className, type = "button", ...buttonProps }: IconButtonProps) {
  return (
    <button
      {...buttonProps}
      type={type}
      className={classNames("rx-icon-button", className)}
      aria-label={label}
      title={label}
    >
      {icon}
    </button>
  );
}
