// What the page and the article list's worker say to each other.
import type { ShareSecrets } from "@rxdocs/contract";
import type { Slot } from "../../slot/slotQuery";
import type { PackedRows } from "./packedRows";

/** The page asks for the list once, with what every call of the client would carry. */
export interface ListRequest {
  type: "load";
  /** The stored hidden-route query: the worker has no localStorage to read it from. */
  secrets: ShareSecrets;
  /** The version and language of the list, as the page's calls name them. */
  slot: Slot;
  /** The reader's article menu codes, as the list's query names them. */
  menuCodes: string[];
}

/** What the page tells the worker: the list it wants, then each time the reader acts (readerQuiet.ts). */
export type PageMessage = ListRequest | { type: "reader-acted" };

export type ListMessage =
  /** Rows of page `current`, in order: a page comes in one or more slices. */
  | { type: "rows"; current: number; rows: PackedRows }
  /** Every page has been sent. */
  | { type: "done" }
  /** The list could not be loaded; the page shows the message as the client shows any failed call. */
  | { type: "failed"; code: number; message: string };
