// The attribute block that may end a container's opening line, in the form VitePress and
// Pandoc write it: `::: card Title {icon=rocket cols="2" open}`. A value is a bare word or a
// quoted string; a name alone is a flag.
const ATTRIBUTE = /([A-Za-z][\w-]*)(?:=(?:"([^"]*)"|'([^']*)'|([^\s"'}]+)))?/g;

export type ContainerAttributes = ReadonlyMap<string, string | true>;

export function readContainerAttributes(block: string): ContainerAttributes {
  const attributes = new Map<string, string | true>();
  for (const [, name, doubleQuoted, singleQuoted, bare] of block.matchAll(ATTRIBUTE)) {
    attributes.set(name!.toLowerCase(), doubleQuoted ?? singleQuoted ?? bare ?? true);
  }
  return attributes;
}

/** A string attribute's value; undefined for a flag or an attribute not given. */
export function textAttribute(attributes: ContainerAttributes, name: string): string | undefined {
  const value = attributes.get(name);
  return typeof value === "string" ? value : undefined;
}
