// The reader's interface in one language: its catalogue with the site's own wording over it
// (rxdocs.json `ui`, as the site's settings bring it), the values a message names put in, the
// form of a counted message that fits the number, and dates as the language writes them.
import {
  type PluralMessage,
  UI_MESSAGES_EN,
  type UiMessageKey,
  type UiMessageOverrides,
  type UiMessages,
  type UiPluralKey,
} from "@rxdocs/contract";
import { createElement, Fragment, type ReactNode } from "react";
import { formatDate } from "../shared/formatDate";

export type UiTextKey = Exclude<UiMessageKey, UiPluralKey>;

export interface Messages {
  /** The language of the page, a BCP 47 tag. */
  lang: string;
  /** A message as text, with the values it names (`{name}`) put in. */
  text(key: UiTextKey, values?: Readonly<Record<string, string | number>>): string;
  /** A message with elements put in for the values it names, such as a `<strong>` or a `<time>`. */
  rich(key: UiTextKey, values: Readonly<Record<string, ReactNode>>): ReactNode;
  /** A counted message in the form the language gives `count`. */
  count(key: UiPluralKey, count: number): string;
  /** A date (ISO 8601) as the language writes it. */
  date(iso: string): string;
}

const PLACEHOLDER = /\{(\w+)\}/g;

export function createMessages(lang: string, catalogue: UiMessages, overrides?: UiMessageOverrides): Messages {
  const messages: UiMessages = overrides ? { ...catalogue, ...overrides } : catalogue;
  const message = (key: UiTextKey): string => messages[key] || UI_MESSAGES_EN[key];
  let plurals: Intl.PluralRules | undefined;
  const pluralForm = (forms: PluralMessage, count: number): string => {
    plurals ??= pluralRules(lang);
    return forms[plurals.select(count)] ?? forms.other;
  };
  return {
    lang,
    text: (key, values = {}) =>
      message(key).replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name]) : whole)),
    rich: (key, values) =>
      message(key)
        .split(PLACEHOLDER)
        // split() puts the captured names at the odd places, between the text around them.
        .map((part, index) =>
          index % 2 === 1 && part in values ? createElement(Fragment, { key: index }, values[part]) : part,
        )
        .filter((part) => part !== ""),
    count: (key, count) => pluralForm(messages[key], count).replaceAll("{count}", String(count)),
    date: (iso) => formatDate(iso, lang),
  };
}

function pluralRules(lang: string): Intl.PluralRules {
  try {
    return new Intl.PluralRules(lang);
  } catch {
    return new Intl.PluralRules("en"); // a tag Intl does not take
  }
}

/** The interface in English, as it reads before the site's settings are in. */
export const ENGLISH_MESSAGES = createMessages("en", UI_MESSAGES_EN);
