// The site's feeds of recent pages, rxdocs.json's `feed`:
//
//   "feed": { "content": "full", "items": 50 }     each page in full, the 50 most recent
//   "feed": false                                  no feeds at all
//
// A value that cannot be used is reported as a warning and its default is kept: a feed is never
// worth refusing a whole import over.
import { isSettings } from "./settingFields.js";

export const FEED_CONTENTS = ["full", "summary"] as const;
export type FeedContent = (typeof FEED_CONTENTS)[number];

export const DEFAULT_FEED_ITEMS = 20;
export const MAX_FEED_ITEMS = 100;

/** As written: the usable keys only, so that an export writes back what the author wrote. */
export type FeedSetting = false | { content?: FeedContent; items?: number };

export interface ParsedFeedSetting {
  feed?: FeedSetting;
  /** What is ignored, and what is used instead. */
  warnings: string[];
}

const SHAPE = 'feed must be false or an object such as { "content": "summary", "items": 20 }; the defaults are used';

export function parseFeedSetting(value: unknown): ParsedFeedSetting {
  // `true` asks for what is there anyway.
  if (value === undefined || value === null || value === true) return { warnings: [] };
  if (value === false) return { feed: false, warnings: [] };
  if (!isSettings(value)) return { warnings: [SHAPE] };
  const warnings: string[] = [];
  const feed: { content?: FeedContent; items?: number } = {};
  for (const [key, field] of Object.entries(value)) {
    if (key === "content") {
      if (FEED_CONTENTS.includes(field as FeedContent)) feed.content = field as FeedContent;
      else warnings.push('feed.content must be "full" or "summary"; "summary" is used');
    } else if (key === "items") {
      if (Number.isInteger(field) && (field as number) >= 1 && (field as number) <= MAX_FEED_ITEMS) {
        feed.items = field as number;
      } else {
        warnings.push(`feed.items must be a whole number from 1 to ${MAX_FEED_ITEMS}; ${DEFAULT_FEED_ITEMS} is used`);
      }
    } else {
      warnings.push(`feed: ${JSON.stringify(key)} is not a setting of feeds; it is ignored`);
    }
  }
  return { feed, warnings };
}
