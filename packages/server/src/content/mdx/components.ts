// The components rxdocs knows, by the name pages write them with: each is written as rxdocs'
// Markdown (a container, a callout, tabs, a fence) or, within a line, as HTML.
import { CALLOUT_WRITERS } from "./calloutComponents.js";
import { CODE_WRITERS } from "./codeComponents.js";
import type { BlockWriter, InlineWriter } from "./componentContext.js";
import { FILE_TREE_WRITERS } from "./fileTreeComponents.js";
import { INLINE_WRITERS } from "./inlineComponents.js";
import { LAYOUT_WRITERS } from "./layoutComponents.js";

const BLOCK_WRITERS: ReadonlyMap<string, BlockWriter> = new Map(
  Object.entries({ ...CALLOUT_WRITERS, ...CODE_WRITERS, ...FILE_TREE_WRITERS, ...LAYOUT_WRITERS }),
);
const INLINE: ReadonlyMap<string, InlineWriter> = new Map(Object.entries(INLINE_WRITERS));

export function blockWriter(name: string): BlockWriter | undefined {
  return BLOCK_WRITERS.get(name);
}

export function inlineWriter(name: string): InlineWriter | undefined {
  return INLINE.get(name);
}
