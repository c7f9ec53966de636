// The redirects of Docusaurus' client-redirects plugin, as docusaurus.config.* writes them:
// `['@docusaurus/plugin-client-redirects', { redirects: [{ from: '/docs/old', to: '/docs/new' }] }]`,
// `from` one address or a list. Only literals are read: `createRedirects` is a function that
// only running the site would call, and is said to be left out.
import type { RedirectRule } from "../declaredRedirects.js";
import type { ConfigValues } from "./docusaurusConfig.js";
import type { Literal } from "./literalValue.js";

const CLIENT_REDIRECTS = [
  "@docusaurus/plugin-client-redirects",
  "plugin-client-redirects",
  "client-redirects",
  "docusaurus-plugin-client-redirects",
];

/** The plugin's redirects; `file` is the config's path from the site's root, which warnings and rules name. */
export function readClientRedirects(values: ConfigValues, plugins: Literal, file: string): RedirectRule[] {
  const rules: RedirectRule[] = [];
  for (const plugin of values.list(plugins, "plugins", "no redirects are read from them") ?? []) {
    const [name, options] = Array.isArray(plugin) ? plugin : [plugin, undefined];
    if (typeof name !== "string" || !CLIENT_REDIRECTS.includes(name)) continue;
    const settings = values.object(options, `the options of ${name}`, "its redirects are not read");
    if (settings?.createRedirects !== undefined) {
      values.warn(
        settings.createRedirects,
        `${name}: createRedirects is a function only Docusaurus running calls; the redirects it makes are not read`,
      );
    }
    const redirects = values.list(settings?.redirects, `${name}: redirects`, "its redirects are not read") ?? [];
    for (const redirect of redirects) {
      const rule = readRule(values, redirect, name, file);
      if (rule) rules.push(rule);
    }
  }
  return rules;
}

function readRule(values: ConfigValues, redirect: Literal, name: string, file: string): RedirectRule | undefined {
  const entry = values.object(redirect, `${name}: a redirect`, "it is left out");
  if (!entry) return undefined;
  const to = values.string(entry.to, `${name}: a redirect's to`, "the redirect is left out");
  const from =
    typeof entry.from === "string"
      ? [entry.from]
      : values.strings(entry.from, `${name}: a redirect's from`, "the redirect is left out");
  if (to === undefined || from === undefined || from.length === 0) return undefined;
  return { from, to, file, rule: `from ${from.join(", ")} to ${to}` };
}
