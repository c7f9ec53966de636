// Messages often quote what a client, a folder or a command line gave: a key name, a file name,
// an argument. A line break in it would make one message pass for two (or for a log line of its
// own), a direction override would make it read as something else, and a megabyte of it would
// bury what the message says. Each such character is written as its escape, and a message too
// long is cut, saying how much was left out.

/** Control characters but the tab, line and paragraph separators, direction marks and overrides. */
const HIDDEN_CHARACTERS = /(?!\t)[\p{Cc}\p{Zl}\p{Zp}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

export const MAX_MESSAGE_LENGTH = 500;

export function oneLine(text: string, maxLength = MAX_MESSAGE_LENGTH): string {
  const escaped = text.replace(HIDDEN_CHARACTERS, (character) => `\\u${hex4(character.charCodeAt(0))}`);
  if (escaped.length <= maxLength) return escaped;
  let cut = maxLength - 40;
  // Never half a character: a surrogate pair stays whole or goes whole.
  const last = escaped.charCodeAt(cut - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut -= 1;
  return `${escaped.slice(0, cut)}… (${escaped.length - cut} more characters)`;
}

const hex4 = (code: number) => code.toString(16).padStart(4, "0");
