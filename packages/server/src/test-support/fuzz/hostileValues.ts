// Values a hostile or careless client sends: text that hides what it is (direction overrides,
// zero-width characters, the two Unicode forms of one name, lone surrogates), numbers at and past
// every edge, names that mean something to JavaScript (`__proto__`), huge and deeply nested
// values, and valid values changed in one place, which reach further than random ones.
import fc from "fast-check";

/** Text with a meaning elsewhere: number-like words, traversal, markup, invisible characters. */
export const TRICKY_TEXTS = [
  "",
  " ",
  "\t",
  "\u0000",
  "\r\n",
  "a\nb",
  "NaN",
  "Infinity",
  "-Infinity",
  "-0",
  "1e999",
  "0x10",
  "1_000",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "%00",
  "%",
  "%zz",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  '"; drop table menus; --',
  "${process.env}",
  "{{constructor.constructor('return 1')()}}",
  "\u202Efdp.exe",
  "a\u200Bb",
  "\uFEFFbom",
  "caf\u00e9",
  "cafe\u0301",
  "\ud800",
  "\udfff\ud800",
  "\u{1F468}\u200D\u{1F469}\u200D\u{1F467}",
  "\u{1D54F}",
  "\uFFFF\uFFFE",
  "中文检索",
  "ＡＢＣ",
  "*",
  '"quoted"',
  "intro",
  "guide",
  "secret",
  "unlisted",
] as const;

/** Any text: tricky words, arbitrary code units (lone surrogates included), or a run of one character. */
export function hostileText(maxLength = 300): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...TRICKY_TEXTS) },
    { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength }) },
    { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength }) },
    { weight: 1, arbitrary: fc.string({ maxLength }) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom("x", "é", "\u200B", "../", "%2e", "中"), fc.integer({ min: 1, max: maxLength * 20 }))
        .map(([unit, count]) => unit.repeat(count)),
    },
  );
}

/** Numbers at the edges of every range a field may have, and past them. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    1,
    -1,
    0.5,
    1.5,
    999,
    1000,
    1001,
    2 ** 31,
    2 ** 32,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER + 2,
    -Number.MAX_SAFE_INTEGER,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    1e308,
    -1e308,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** A value nested `depth` levels deep, as an array or an object. */
export function nested(depth: number, inObject: boolean, leaf: unknown = 1): unknown {
  let value = leaf;
  for (let level = 0; level < depth; level++) value = inObject ? { a: value } : [value];
  return value;
}

/** Keys that name JavaScript's own machinery. */
export const PROTOTYPE_KEYS = ["__proto__", "constructor", "prototype", "toString", "valueOf", "__defineGetter__"];

/** An object holding a prototype key, written as JSON would carry it (an own property). */
export const prototypeObject: fc.Arbitrary<Record<string, unknown>> = fc
  .tuple(fc.constantFrom(...PROTOTYPE_KEYS), fc.jsonValue({ maxDepth: 2 }))
  .map(([key, value]) => JSON.parse(`{${JSON.stringify(key)}:${JSON.stringify(value) ?? "null"}}`));

/** Any JSON value a hostile client may put where a field goes. */
export function hostileJson(): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: hostileText() },
    { weight: 3, arbitrary: hostileNumber },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], [[]], [{}]) },
    { weight: 1, arbitrary: prototypeObject },
    { weight: 1, arbitrary: fc.array(hostileText(40), { maxLength: 30 }) },
    {
      weight: 1,
      arbitrary: fc
        // Deeper bodies are sent as text (a JSON value this deep would overflow the test's own stack).
        .tuple(fc.integer({ min: 1, max: 300 }), fc.boolean())
        .map(([depth, inObject]) => nested(depth, inObject)),
    },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 20_000 }).map((length) => Array.from({ length }, () => "a")) },
  );
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Where a change to a valid value is made: a path of keys and indexes from its top. */
type JsonPath = (string | number)[];

/** Fields down to a few levels: the schemas' own fields, not the inside of a value put there. */
function pathsOf(value: unknown, at: JsonPath = []): JsonPath[] {
  const paths: JsonPath[] = [at];
  if (at.length >= 6) return paths;
  if (Array.isArray(value)) value.forEach((item, index) => paths.push(...pathsOf(item, [...at, index])));
  else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) paths.push(...pathsOf(item, [...at, key]));
  }
  return paths;
}

/** One change to a valid value: a field replaced, removed, added beside it, or wrapped. */
type Mutation =
  | { kind: "replace"; pick: number; value: unknown }
  | { kind: "remove"; pick: number }
  | { kind: "add"; pick: number; key: string; value: unknown }
  | { kind: "wrap"; pick: number; depth: number };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant("replace" as const), pick: fc.nat(), value: hostileJson() }),
  fc.record({ kind: fc.constant("remove" as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant("add" as const),
    pick: fc.nat(),
    key: fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), hostileText(40)),
    value: hostileJson(),
  }),
  fc.record({ kind: fc.constant("wrap" as const), pick: fc.nat(), depth: fc.integer({ min: 1, max: 50 }) }),
);

function applyMutation(root: Json, change: Mutation): Json {
  const copy = structuredClone(root);
  const paths = pathsOf(copy);
  const path = paths[change.pick % paths.length]!;
  const replaceAt = (replacement: (old: Json) => Json | undefined): Json => {
    if (path.length === 0) return replacement(copy) ?? null;
    const parent = path.slice(0, -1).reduce<any>((node, key) => node[key], copy);
    const last = path.at(-1)!;
    const next = replacement(parent[last]);
    if (next === undefined) {
      if (Array.isArray(parent)) parent.splice(Number(last), 1);
      else delete parent[last];
    } else {
      // defineProperty keeps a "__proto__" key an own property, as JSON.parse makes it.
      Object.defineProperty(parent, last, { value: next, enumerable: true, writable: true, configurable: true });
    }
    return copy;
  };
  switch (change.kind) {
    case "replace":
      return replaceAt(() => change.value as Json);
    case "remove":
      return replaceAt(() => undefined);
    case "wrap":
      return replaceAt((old) => nested(change.depth, change.pick % 2 === 0, old) as Json);
    case "add":
      return replaceAt((old) => {
        if (old === null || typeof old !== "object" || Array.isArray(old)) return old;
        const added = { ...old };
        Object.defineProperty(added, change.key, {
          value: change.value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
        return added;
      });
  }
}

/** A valid value with one to three changes: near enough to pass the first checks, wrong further in. */
export function nearValid<T>(valid: fc.Arbitrary<T>): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid, fc.array(mutation, { minLength: 1, maxLength: 3 }))
    .map(([value, changes]) => changes.reduce(applyMutation, value as Json));
}
