// The components that lay a page out, written as rxdocs' component containers (see
// packages/markdown/src/components.ts):
//   steps    Starlight, Nextra and Fumadocs <Steps>, Mintlify <Steps><Step title>
//   cards    Starlight <CardGrid> <Card> <LinkCard>, Mintlify <CardGroup cols> <Columns> <Card>,
//            Nextra <Cards> <Cards.Card>, Fumadocs <Cards> <Card>
//   frame    Mintlify <Frame caption>          update   Mintlify <Update label description>
//   field    Mintlify <ParamField> and <ResponseField>; Fumadocs <TypeTable> becomes a table
import { iconSvg } from "@rxdocs/markdown";
import { escapeLinkText } from "../assembleContent.js";
import { attributeBlock, type BlockWriter, container, oneLine } from "./componentContext.js";
import { isPropObject, type PropValue, propValue, stringProp } from "./props.js";

const steps: BlockWriter = (element, context) => container("steps", context.blockContent(element));

const step: BlockWriter = (element, context) =>
  container(`step ${oneLine(stringProp(element.open, "title") ?? "")}`.trimEnd(), context.blockContent(element));

const cardGrid: BlockWriter = (element, context) => {
  const columns = stringProp(element.open, "cols", "num");
  return container(`cards ${attributeBlock({ cols: columns })}`.trimEnd(), context.blockContent(element));
};

/** A card's title, with its icon first; a card with an address has its title link there. */
const card: BlockWriter = (element, context) => {
  const { open } = element;
  const title = oneLine(stringProp(open, "title") ?? "");
  const href = stringProp(open, "href");
  const icon = iconSvg(stringProp(open, "icon") ?? "") ?? "";
  const linked = href ? `[${escapeLinkText(title || href)}](${linkTarget(href)})` : title;
  const description = stringProp(open, "description");
  const content = [description, context.blockContent(element)].filter(Boolean).join("\n\n");
  return container(`card ${[icon, linked].filter(Boolean).join(" ")}`.trimEnd(), content);
};

const frame: BlockWriter = (element, context) =>
  container(`frame ${oneLine(stringProp(element.open, "caption") ?? "")}`.trimEnd(), context.blockContent(element));

const update: BlockWriter = (element, context) => {
  const label = oneLine(stringProp(element.open, "label", "title") ?? "");
  const description = attributeBlock({ description: stringProp(element.open, "description") });
  return container(`update ${label} ${description}`.trim(), context.blockContent(element));
};

/** Where Mintlify's <ParamField> says the parameter goes, by the prop that names it. */
const PARAMETER_PLACES = ["path", "query", "body", "header", "cookie"];

const field: BlockWriter = (element, context) => {
  const { open } = element;
  const place = PARAMETER_PLACES.find((name) => stringProp(open, name) !== undefined);
  const name = (place && stringProp(open, place)) ?? stringProp(open, "name") ?? "";
  const attributes = attributeBlock({
    in: place,
    type: stringProp(open, "type"),
    required: propValue(open, "required") === true,
    deprecated: propValue(open, "deprecated") === true,
    default: defaultText(propValue(open, "default")),
  });
  return container(`field ${oneLine(name)} ${attributes}`.trimEnd(), context.blockContent(element));
};

/** Fumadocs' <TypeTable type={{ name: { type, description, default, required } }} />, as a table. */
const typeTable: BlockWriter = (element, context) => {
  const type = propValue(element.open, "type");
  if (!isPropObject(type)) {
    context.warn(element.open, "<TypeTable>'s type is not written in the page; it was dropped");
    return "";
  }
  const rows = Object.entries(type).map(([name, entry]) => {
    const details = isPropObject(entry) ? entry : {};
    const typeText = String(details.type ?? details.typeDescription ?? "");
    const required = details.required === true ? " (required)" : "";
    const fallback = defaultText(details.default);
    return [
      `\`${name}\`${required}`,
      typeText ? `\`${typeText}\`` : "",
      fallback === undefined ? "" : `\`${fallback}\``,
      oneLine(String(details.description ?? "")),
    ];
  });
  const cells = (row: readonly string[]) => `| ${row.map((cell) => cell.replaceAll("|", "\\|")).join(" | ")} |`;
  return [cells(["Prop", "Type", "Default", "Description"]), "| --- | --- | --- | --- |", ...rows.map(cells)].join(
    "\n",
  );
};

function defaultText(value: PropValue | undefined): string | undefined {
  if (value === undefined || value === true) return undefined;
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** An address as a link's target: in angle brackets when it holds a space or a bracket. */
function linkTarget(href: string): string {
  return /[\s()<>]/.test(href) ? `<${href.replace(/[<>]/g, encodeURIComponent)}>` : href;
}

export const LAYOUT_WRITERS: Readonly<Record<string, BlockWriter>> = {
  Steps: steps,
  Step: step,
  CardGrid: cardGrid,
  CardGroup: cardGrid,
  Cards: cardGrid,
  Columns: cardGrid,
  Card: card,
  LinkCard: card,
  "Cards.Card": card,
  Frame: frame,
  Update: update,
  ParamField: field,
  ResponseField: field,
  TypeTable: typeTable,
};
