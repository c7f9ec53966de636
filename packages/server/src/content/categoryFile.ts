// Reads a folder's own settings from its _category_.json (Docusaurus' format; other keys ignored).
import { badgeVariantSchema, type MenuBadge, type Visibility } from "@rxdocs/contract";
import { isSettings, SettingFields } from "./settingFields.js";

export interface FolderSettings {
  /** `label`: the folder's name in the menu. */
  menuName?: string;
  code?: string;
  /** `position` among the folder's siblings. */
  order?: number;
  visibility: Visibility;
  /** Docusaurus' `link`: the folder's page is a doc of the folder, or a generated list of its children. */
  link?: CategoryLink;
  /** A word beside the folder's name in the sidebar: `{ "text": "New", "variant": "tip" }`. */
  badge?: MenuBadge;
}

export type CategoryLink =
  { type: "doc"; id: string } | { type: "generated-index"; title?: string; description?: string };

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
    link: readLink(fields),
    badge: readBadge(fields),
  };
  return { settings, reasons: fields.reasons };
}

function readLink(fields: SettingFields): CategoryLink | undefined {
  const value = fields.value("link");
  if (value === undefined) return undefined;
  if (!isSettings(value))
    return fields.reject('link must be { "type": "doc", "id": … } or { "type": "generated-index" }');
  const link = new SettingFields(value);
  const type = link.value("type");
  if (type === "doc") {
    const id = link.string("id");
    if (id) return { type, id };
    return fields.reject('link of type "doc" needs the "id" of a doc');
  }
  if (type === "generated-index") {
    const title = link.string("title");
    const description = link.string("description");
    for (const reason of link.reasons) fields.reject(`link.${reason}`);
    return { type, ...(title !== undefined && { title }), ...(description !== undefined && { description }) };
  }
  return fields.reject('link.type must be "doc" or "generated-index"');
}

function readBadge(fields: SettingFields): MenuBadge | undefined {
  const value = fields.value("badge");
  if (value === undefined) return undefined;
  const variant = isSettings(value) ? badgeVariantSchema.safeParse(value.variant ?? "default") : undefined;
  if (isSettings(value) && typeof value.text === "string" && variant?.success) {
    return { text: value.text, variant: variant.data };
  }
  return fields.reject(
    'badge must be { "text": …, "variant": "note", "tip", "caution", "danger", "success" or "default" }',
  );
}
