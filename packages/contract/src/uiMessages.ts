// Every word of the reader's interface, in English: this catalogue names the messages, and the
// reader app's catalogue of each other language (packages/web/src/i18n/catalogues/) has the same
// keys. It lives here because the server checks a site's own wording (rxdocs.json `ui`) against
// these keys, and the app falls back to it.
//
// A message may name values in braces (`{name}`), which the app puts in. A message that counts
// has a form per plural category of the language (Intl.PluralRules), `other` always among them.

/** The forms of a counted message, by plural category; `{count}` is the number. */
export interface PluralMessage {
  zero?: string;
  one?: string;
  two?: string;
  few?: string;
  many?: string;
  other: string;
}

// The words that code with no catalogue at hand falls back on: the page's inline script (its copy
// buttons, its calls) runs before the app has loaded one. They are apart so that it takes these
// three and not the whole catalogue.
export const FALLBACK_MESSAGES_EN = {
  "code.copied": "Copied",
  "code.copyFailed": "Copy failed",
  "error.network": "Network error: the server cannot be reached",
} as const;

export const UI_MESSAGES_EN = {
  skipToContent: "Skip to content",
  "topbar.sections": "Sections",
  "topbar.menu": "Menu",
  "topbar.closeMenu": "Close menu",
  "topbar.navigation": "Navigation",
  "topbar.closeNavigation": "Close navigation",
  "theme.toDark": "Switch to dark theme",
  "theme.toLight": "Switch to light theme",
  "slot.version": "Version",
  "slot.language": "Language",
  "sidebar.allPages": "All pages",
  "sidebar.pages": "Pages",
  "sidebar.filter": "Filter pages",
  "sidebar.noMatch": "No page matches “{filter}”.",
  "sidebar.showPages": "Show the pages in {name}",
  "sidebar.hidePages": "Hide the pages in {name}",
  "sidebar.untranslated": "Not translated yet",
  "search.label": "Search",
  "search.placeholder": "Search the docs",
  "search.ctrlKey": "Ctrl",
  "search.close": "Close search",
  "search.results": "Search results",
  "search.hint": "Search titles, headings and text of every page you can read.",
  "search.failed": "The search did not answer. Try again in a moment.",
  "search.noResults": "No results for “{query}”.",
  "search.didYouMean": "Did you mean {suggestion}?",
  "search.resultCount": { one: "{count} result", other: "{count} results" } as PluralMessage,
  "search.keysMove": "to move",
  "search.keysOpen": "to open",
  "search.keysClose": "to close",
  "search.enterKey": "Enter",
  "search.escapeKey": "Esc",
  "search.loadFailed": "Search could not be loaded. Check your connection and try again.",
  "search.offlineTitles": "You are offline: only page titles are searched.",
  "home.features": "Features",
  "home.learnMore": "Learn more",
  "home.recent": "Recently published",
  "home.articleCount": { one: "{count} article", other: "{count} articles" } as PluralMessage,
  loading: "Loading…",
  "page.notFound": "Page not found",
  "page.notFoundText":
    "This page does not exist, or it is not shared with you. If someone sent you a link, open that link again.",
  "page.loadFailed": "This page could not be loaded",
  "page.loadFailedText": "Check your connection and try again.",
  "page.goHome": "Go to the home page",
  "page.breadcrumbs": "Breadcrumbs",
  "page.outline": "On this page",
  /** The heading of a printed section's table of contents (the server's /print). */
  "print.contents": "Contents",
  "page.examples": "Examples",
  "page.editLink": "Edit this page",
  "page.lastUpdated": "Last updated {date}",
  "page.previousNext": "Previous and next article",
  "page.previous": "Previous",
  "page.next": "Next",
  "page.headingLink": "Link to this section",
  "page.copyPage": "Copy page",
  "page.moreActions": "More actions for this page",
  "page.copyMarkdown": "Copy as Markdown",
  "page.viewMarkdown": "View as Markdown",
  "page.openIn": "Open in {app}",
  "page.copyFailed": "The page could not be copied. Try again in a moment.",
  "feedback.question": "Was this page helpful?",
  "feedback.yes": "Yes",
  "feedback.no": "No",
  "feedback.commentLabel": "What could be better? (optional)",
  "feedback.send": "Send",
  "feedback.thanks": "Thank you for your feedback.",
  "feedback.failed": "Your answer could not be sent. Try again in a moment.",
  "version.older": "This is documentation for {version}, which is no longer the latest version.",
  "version.unreleased": "This is unreleased documentation for {version}.",
  "version.readLatest": "Read the latest version of this page",
  "untranslated.notice": "This page is not translated into {language} yet; it is shown in {shownIn}.",
  "untranslated.thisLanguage": "this language",
  "untranslated.defaultLanguage": "the default language",
  "code.copy": "Copy",
  "code.copyCode": "Copy code",
  "code.copied": FALLBACK_MESSAGES_EN["code.copied"],
  "code.copyFailed": FALLBACK_MESSAGES_EN["code.copyFailed"],
  // The words the Markdown renderer writes into articles, which the page puts in its language
  // (web/src/markdown/localizeArticle.ts). A callout's default title is its kind's: MkDocs titles a
  // kind with its name capitalized ("Seealso", "Tldr"), and the English words here keep its spelling.
  "article.callout.note": "Note",
  "article.callout.info": "Info",
  "article.callout.tip": "Tip",
  "article.callout.success": "Success",
  "article.callout.important": "Important",
  "article.callout.warning": "Warning",
  "article.callout.caution": "Caution",
  "article.callout.danger": "Danger",
  "article.callout.error": "Error",
  "article.callout.details": "Details",
  "article.callout.seealso": "Seealso",
  "article.callout.abstract": "Abstract",
  "article.callout.summary": "Summary",
  "article.callout.tldr": "Tldr",
  "article.callout.todo": "Todo",
  "article.callout.question": "Question",
  "article.callout.help": "Help",
  "article.callout.faq": "Faq",
  "article.callout.hint": "Hint",
  "article.callout.check": "Check",
  "article.callout.done": "Done",
  "article.callout.attention": "Attention",
  "article.callout.failure": "Failure",
  "article.callout.fail": "Fail",
  "article.callout.missing": "Missing",
  "article.callout.bug": "Bug",
  "article.callout.example": "Example",
  "article.callout.quote": "Quote",
  "article.callout.cite": "Cite",
  "article.field.required": "required",
  "article.field.deprecated": "deprecated",
  "article.field.default": "default",
  "article.toc": "Table of contents",
  "article.tab": "Tab {number}",
  "article.task": "Task",
  "article.modes": "Modes",
  "toast.dismiss": "Dismiss",
  "error.network": FALLBACK_MESSAGES_EN["error.network"],
  "error.offline": "You are offline, and this page is not kept on this device. Open it again once you are online.",
  "offline.notice": "You are offline: this is the copy of the page kept on this device.",
} satisfies Record<string, string | PluralMessage>;

/** The name of a message of the reader's interface. */
export type UiMessageKey = keyof typeof UI_MESSAGES_EN;

/** The messages counted by a number, which take a form per plural category. */
export type UiPluralKey = {
  [Key in UiMessageKey]: (typeof UI_MESSAGES_EN)[Key] extends PluralMessage ? Key : never;
}[UiMessageKey];

/** A whole catalogue: every message, in the form its English one has. */
export type UiMessages = { [Key in UiMessageKey]: Key extends UiPluralKey ? PluralMessage : string };

/** A site's own wording of some messages in one language (rxdocs.json `ui`). */
export type UiMessageOverrides = Partial<UiMessages>;

/** Languages written right to left, by their base language: their pages are laid out mirrored. */
export const RTL_LANGUAGES: ReadonlySet<string> = new Set(["ar", "fa", "he", "ur"]);

/** The direction of a page in `lang`, a BCP 47 tag. */
export function textDirection(lang: string): "rtl" | "ltr" {
  return RTL_LANGUAGES.has(lang.split("-", 1)[0]!.toLowerCase()) ? "rtl" : "ltr";
}
