// Typed access to the settings of a page or folder (front matter, _category_.json): each getter
// returns the value when it is usable and otherwise records why not, so that one file's
// problems are all reported together.
import { type Visibility, visibilitySchema } from "@rxdocs/contract";
import { isValidMenuCode } from "./menuCode.js";
import { toIsoTimestamp } from "./timestamp.js";

export type Settings = Record<string, unknown>;

export function isSettings(value: unknown): value is Settings {
  return typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

export class SettingFields {
  readonly reasons: string[] = [];

  constructor(private readonly settings: Settings) {}

  /** `key:` with nothing after it reads as null in YAML; it means the same as leaving the key out. */
  value(key: string): unknown {
    return this.settings[key] ?? undefined;
  }

  string(key: string): string | undefined {
    const value = this.value(key);
    if (value === undefined || typeof value === "string") return value;
    return this.reject(`${key} must be a string (put it in quotes)`);
  }

  /** A string; a number or true/false written without quotes is taken as its text, as the tools show it. */
  text(key: string): string | undefined {
    const value = this.value(key);
    if (typeof value === "number" || typeof value === "boolean") return String(value);
    return this.string(key);
  }

  /** A number; a number written in quotes is taken as that number. */
  numeric(key: string): number | undefined {
    const value = this.value(key);
    if (typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value))) return Number(value);
    return this.number(key);
  }

  number(key: string): number | undefined {
    const value = this.value(key);
    if (value === undefined || (typeof value === "number" && Number.isFinite(value))) return value;
    return this.reject(`${key} must be a number`);
  }

  boolean(key: string): boolean | undefined {
    const value = this.value(key);
    if (value === undefined || typeof value === "boolean") return value;
    return this.reject(`${key} must be true or false`);
  }

  code(key: string): string | undefined {
    const value = this.string(key);
    if (value === undefined || isValidMenuCode(value)) return value;
    return this.reject(
      `${key} ${JSON.stringify(value)} must be 1-128 letters, digits, "-" or "_", starting with a letter or digit`,
    );
  }

  visibility(key: string): Visibility | undefined {
    const value = this.value(key);
    if (value === undefined) return undefined;
    const parsed = visibilitySchema.safeParse(value);
    if (parsed.success) return parsed.data;
    return this.reject(`${key} must be "public", "hidden" or "restricted"`);
  }

  /** A YAML timestamp (a Date) or an ISO 8601 string, as ISO 8601 UTC with milliseconds. */
  timestamp(key: string): string | undefined {
    const value = this.value(key);
    if (value === undefined) return undefined;
    return toIsoTimestamp(value) ?? this.reject(`${key} must be a date such as "2024-01-31" or "2024-01-31T09:00:00Z"`);
  }

  reject(reason: string): undefined {
    this.reasons.push(reason);
    return undefined;
  }
}
