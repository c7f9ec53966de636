// Splits text into the tokens the index stores and a query looks for. Words are runs of letters,
// marks and digits, folded. Chinese, Japanese and Korean have no spaces between words, so their
// runs become overlapping pairs of characters (bigrams): any substring of two or more characters
// is then a phrase of consecutive bigrams, found exactly by the same phrase search as words, and
// a two-character query is a single token, which is what keeps short queries fast.
import { CJK_CHARACTERS } from "@rxdocs/contract";
import { foldWord } from "./fold.js";

export interface Token {
  /** The folded token. */
  text: string;
  /** Where the token lies in the original text (UTF-16 offsets), to mark it in a snippet. */
  start: number;
  end: number;
  /** A bigram (or a lone character) of Chinese, Japanese or Korean. */
  cjk: boolean;
}

const TOKEN_RUNS = new RegExp(String.raw`([${CJK_CHARACTERS}]+)|(?:(?![${CJK_CHARACTERS}])[\p{L}\p{M}\p{N}])+`, "gu");
/** A voicing mark folded apart from its kana (half-width ｶﾞ): it belongs to the character before. */
const LONE_VOICING_MARK = /^[\u3099\u309a]$/;

/** The tokens of a text, in order. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN_RUNS)) {
    const start = match.index;
    if (match[1] !== undefined) {
      pushCjkBigrams(tokens, match[1], start);
    } else {
      const folded = foldWord(match[0]);
      if (folded) tokens.push({ text: folded, start, end: start + match[0].length, cjk: false });
    }
  }
  return tokens;
}

/** The folded tokens of a text, for the index. */
export function tokenTexts(text: string): string[] {
  return tokenize(text).map((token) => token.text);
}

interface Character {
  text: string;
  start: number;
  end: number;
}

function pushCjkBigrams(tokens: Token[], run: string, runStart: number): void {
  const characters: Character[] = [];
  let offset = runStart;
  for (const character of run) {
    const folded = foldWord(character);
    const end = offset + character.length;
    const previous = characters.at(-1);
    if (previous && LONE_VOICING_MARK.test(folded)) {
      previous.text = (previous.text + folded).normalize("NFC");
      previous.end = end;
    } else if (folded) {
      characters.push({ text: folded, start: offset, end });
    }
    offset = end;
  }
  if (characters.length === 1) {
    const [only] = characters as [Character];
    tokens.push({ ...only, cjk: true });
    return;
  }
  for (let i = 0; i + 1 < characters.length; i++) {
    const first = characters[i]!;
    const second = characters[i + 1]!;
    tokens.push({ text: first.text + second.text, start: first.start, end: second.end, cjk: true });
  }
}
