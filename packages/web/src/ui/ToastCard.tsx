import { type FocusEvent, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from "react";
import { UI_MESSAGES_EN } from "@rxdocs/contract";
import type { Messages, UiTextKey } from "../i18n/messages";
import { classNames } from "./classNames";
import { IconButton } from "./IconButton";
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from "./icons";
import { pauseToast, resumeToast, toast as toasts, toastShown } from "./toast";
import type { ToastEntry, ToastKind } from "./toastStore";
import { useMessages } from "../i18n/useMessages";

const kindIcons: Record<ToastKind, ReactNode> = {
  error: <ErrorIcon />,
  success: <SuccessIcon />,
  warning: <WarningIcon />,
  info: <InfoIcon />,
};

// Messages the app's transport (api/transport.ts) and its service worker (offline/keptAnswers.ts)
// raise in English, away from any component: shown in the page's language.
const TRANSPORT_MESSAGES: readonly UiTextKey[] = ["error.network", "error.offline"];

function inPageLanguage(message: string, messages: Messages): string {
  const key = TRANSPORT_MESSAGES.find((candidate) => UI_MESSAGES_EN[candidate] === message);
  return key ? messages.text(key) : message;
}

export interface ToastCardProps {
  toast: ToastEntry;
  top: number;
  /** Reports the card's rendered height (null once it is gone), which places the cards below it. */
  onMeasure: (id: number, height: number | null) => void;
}

export function ToastCard({ toast, top, onMeasure }: ToastCardProps) {
  const { id, kind, message, zIndex, leaving } = toast;
  const cardRef = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const messages = useMessages();

  // Measured before paint so that a new toast never overlaps the others, even for one frame.
  // A toast's text never changes, so only a new viewport width (or zoom) can rewrap it.
  useLayoutEffect(() => {
    const card = cardRef.current;
    if (!card) return;
    const measure = () => onMeasure(id, card.offsetHeight);
    measure();
    window.addEventListener("resize", measure);
    return () => {
      window.removeEventListener("resize", measure);
      onMeasure(id, null);
    };
  }, [id, onMeasure]);

  // Its time runs from when it is on screen (see toastShown).
  useEffect(() => toastShown(id), [id]);

  // Nobody should lose a message they are reading or about to dismiss.
  const held = hovered || focused;
  useEffect(() => {
    if (!held) return;
    pauseToast(id);
    return () => resumeToast(id);
  }, [held, id]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <div
      ref={cardRef}
      className={classNames("rx-toast", `rx-toast--${kind}`, leaving && "rx-toast--leaving")}
      role={kind === "error" ? "alert" : "status"}
      style={{ top, zIndex }}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <span className="rx-toast__icon">{kindIcons[kind]}</span>
      <p className="rx-toast__message">{inPageLanguage(message, messages)}</p>
      <IconButton
        className="rx-toast__close"
        icon={<CloseIcon />}
        label={messages.text("toast.dismiss")}
        onClick={() => toasts.dismiss(id)}
      />
    </div>
  );
}
