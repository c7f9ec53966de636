// What the site counts of its readers, rxdocs.json's `insight`:
//
//   "insight": { "views": true, "searches": true, "retentionDays": 90 }   the defaults
//   "insight": false                                                     counts nothing
//
// Page views are counted per page and day, searches by their words, with how many found
// nothing and which result was opened; never a cookie, an address or a browser. Counts older than
// `retentionDays` are removed. A value that cannot be used is reported and its default kept.
import { isSettings } from "./settingFields.js";

export const DEFAULT_RETENTION_DAYS = 90;
export const MAX_RETENTION_DAYS = 3660;

/** As written: the usable keys only, so that an export writes back what the author wrote. */
export type InsightSetting = false | { views?: boolean; searches?: boolean; retentionDays?: number };

/** The setting with its defaults filled in. */
export interface Insight {
  views: boolean;
  searches: boolean;
  retentionDays: number;
}

export function insightOf(setting: InsightSetting | undefined): Insight {
  if (setting === false) return { views: false, searches: false, retentionDays: DEFAULT_RETENTION_DAYS };
  return {
    views: setting?.views ?? true,
    searches: setting?.searches ?? true,
    retentionDays: setting?.retentionDays ?? DEFAULT_RETENTION_DAYS,
  };
}

const SHAPE =
  'insight must be false or an object such as { "views": true, "searches": true, "retentionDays": 90 }; the defaults are used';

export function parseInsightSetting(value: unknown): { insight?: InsightSetting; warnings: string[] } {
  if (value === undefined || value === null || value === true) return { warnings: [] };
  if (value === false) return { insight: false, warnings: [] };
  if (!isSettings(value)) return { warnings: [SHAPE] };
  const warnings: string[] = [];
  const insight: Exclude<InsightSetting, false> = {};
  for (const [key, field] of Object.entries(value)) {
    if (key === "views" || key === "searches") {
      if (typeof field === "boolean") insight[key] = field;
      else warnings.push(`insight.${key} must be true or false; true is used`);
    } else if (key === "retentionDays") {
      if (Number.isInteger(field) && (field as number) >= 1 && (field as number) <= MAX_RETENTION_DAYS) {
        insight.retentionDays = field as number;
      } else {
        warnings.push(
          `insight.retentionDays must be a whole number from 1 to ${MAX_RETENTION_DAYS}; ${DEFAULT_RETENTION_DAYS} is used`,
        );
      }
    } else {
      warnings.push(`insight: ${JSON.stringify(key)} is not a setting of insight; it is ignored`);
    }
  }
  return { insight, warnings };
}
