// Reads a folder's own settings from its _category_.json (Docusaurus' format; other keys ignored).
import type { Visibility } from "@rxdocs/contract";
import { isSettings, SettingFields } from "./settingFields.js";

export interface FolderSettings {
  /** `label`: the folder's name in the menu. */
  menuName?: string;
  code?: string;
  /** `position` among the folder's siblings. */
  order?: number;
  visibility: Visibility;
}

export interface ParsedCategoryFile {
  /** Undefined when the file is not a JSON object. */
  settings?: FolderSettings;
  reasons: string[];
}

export function parseCategoryFile(text: string): ParsedCategoryFile {
  let data: unknown;
  try {
    // Editors on Windows like to start JSON with a byte order mark, which JSON.parse rejects.
    data = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    return { reasons: [`not valid JSON: ${error instanceof Error ? error.message : String(error)}`] };
  }
  if (!isSettings(data)) return { reasons: ["must be a JSON object"] };
  const fields = new SettingFields(data);
  const settings: FolderSettings = {
    menuName: fields.string("label"),
    code: fields.code("code"),
    order: fields.number("position"),
    visibility: fields.visibility("visibility") ?? "public",
  };
  return { settings, reasons: fields.reasons };
}
