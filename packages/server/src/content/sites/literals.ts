// What reading a configuration without running it gives: the values written in it as they are,
// and two markers. A Computed stands where only running the program would tell the value, and
// says where that is, so that a reader can warn "file:line" and fall back. A LiteralCall keeps
// a call of a package's function (`defineConfig({...})`, `starlight({...})`) with its arguments,
// because the configuration a tool reads is often the argument of such a wrapper. The few
// operations the reader does on such values (a property, a description) are here too.

/** A value read from a configuration without running it. */
export type Literal = null | undefined | boolean | number | string | Literal[] | LiteralObject | Computed | LiteralCall;

/**
 * An object as written. Its prototype is null, so that a key such as "constructor" or "__proto__"
 * is only a key; tell one from the markers with isLiteralObject.
 */
export interface LiteralObject {
  [key: string]: Literal;
}

/** Something only running the program would tell: where it is, and what it is, in a few words ("a call of sidebarFor", "process.env.TITLE"). */
export class Computed {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly reason: string,
  ) {}
}

/** A call of a function the site does not define (a package's: `defineConfig(...)`, `starlight({...})`), kept with its arguments read as literals, so that callers can look inside known wrappers. */
export class LiteralCall {
  constructor(
    /** The function's name as written, dotted ("defineConfig", "path.join"); `new URL(...)` is "new URL". */
    readonly callee: string,
    readonly args: Literal[],
    readonly file: string,
    readonly line: number,
  ) {}
}

export function isLiteralObject(value: Literal): value is LiteralObject {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    !(value instanceof Computed) &&
    !(value instanceof LiteralCall)
  );
}

export function emptyLiteralObject(): LiteralObject {
  return Object.create(null) as LiteralObject;
}

/** Where an expression is: a file, absolute, and a line, 1-based. */
export interface Place {
  file: string;
  line: number;
}

export function computedAt(place: Place, reason: string): Computed {
  return new Computed(place.file, place.line, reason);
}

/** `value[key]` of a literal: an object's own keys, an array's or a string's items and length. */
export function propertyOf(value: Literal, key: string | number, at: Place, isOptional = false): Literal {
  if (value instanceof Computed) return value;
  if (value === null || value === undefined) {
    return isOptional ? undefined : computedAt(at, `a property of ${String(value)}`);
  }
  const name = String(key);
  if (isLiteralObject(value)) return Object.hasOwn(value, name) ? value[name] : undefined;
  if (Array.isArray(value) || typeof value === "string") {
    if (name === "length") return value.length;
    if (/^(0|[1-9]\d*)$/.test(name)) return value[Number(name)];
  }
  return computedAt(at, `${name} of ${describeValue(value)}`);
}

/** A value in a few words, for the reason of a Computed. */
export function describeValue(value: Literal): string {
  if (value instanceof Computed) return value.reason;
  if (value instanceof LiteralCall) return `a call of ${value.callee}`;
  if (Array.isArray(value)) return "an array";
  if (isLiteralObject(value)) return "an object";
  return JSON.stringify(value) ?? String(value);
}
