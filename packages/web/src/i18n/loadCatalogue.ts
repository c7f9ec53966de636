// The catalogues of the reader's interface. English is in the app's entry; each other language is
// a chunk of its own, a few kilobytes, loaded before anything is drawn in it: before a first
// page is taken over (main.tsx) or rendered on the server (serverEntry.tsx), and before the site
// of another language is shown (the store loads its catalogue with it). A first visit thus loads
// one language, its page's, rather than twenty; and the server's page need not carry it, as the
// chunk is cached across pages and visits while the page data is not.
import { UI_MESSAGES_EN, type UiMessages } from "@rxdocs/contract";
import { catalogueLang } from "./catalogueLang";

const chunks = import.meta.glob<{ default: UiMessages }>("./catalogues/*.ts");

const loaded = new Map<string, UiMessages>([["en", UI_MESSAGES_EN]]);

/** The catalogue for pages in `lang` once it is loaded; undefined until then. */
export function loadedCatalogue(lang: string): UiMessages | undefined {
  return loaded.get(catalogueLang(lang));
}

/**
 * Loads the catalogue for pages in `lang`. A chunk that fails to load leaves the interface in
 * English rather than leave the page unshown; it is asked for again next time.
 */
export async function loadCatalogue(lang: string): Promise<UiMessages> {
  const name = catalogueLang(lang);
  const known = loaded.get(name);
  if (known) return known;
  const chunk = chunks[`./catalogues/${name}.ts`];
  if (!chunk) return UI_MESSAGES_EN;
  try {
    const catalogue = (await chunk()).default;
    loaded.set(name, catalogue);
    return catalogue;
  } catch {
    return UI_MESSAGES_EN;
  }
}
