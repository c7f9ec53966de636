export { Badge, type BadgeProps } from "./Badge";
export { Drawer, type DrawerProps, type DrawerSide } from "./Drawer";
export { IconButton, type IconButtonProps } from "./IconButton";
export * from "./icons";
export { Tabs, type TabItem, type TabsProps } from "./Tabs";
export { toast, type ToastOptions } from "./toast";
export { Toaster } from "./Toaster";
export type { ToastKind } from "./toastStore";
export { nextZIndex } from "./zIndex";
