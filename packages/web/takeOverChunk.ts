import type { Plugin } from "vite";

/**
 * One chunk for what the app needs to take a first page over: the modules the app's entry
 * (src/main.tsx) imports statically, at any depth, the entry aside. Left to itself, the bundler
 * cuts them into as many small chunks as there are sets of chunks sharing them (the routes, the
 * search dialog...): each a request of its own, compressed on its own.
 *
 * The modules the build's entries import are left out, so that the printed section's script does
 * not load the app; those the chunk's own modules import come back in with them (the bundler
 * keeps a group's dependencies in it), so the page's entry, whose only work is to start the app,
 * loads the chunk with its own.
 *
 * The entry page also preloads the app's entry, which the page's entry imports only when it
 * starts the app: its request goes with theirs, rather than once they have come and run.
 */
export function takeOverChunk(appEntry: string): { plugin: Plugin; test: (id: string) => boolean } {
  const modules = new Set<string>();
  let base = "/";
  const plugin: Plugin = {
    name: "rxdocs-take-over-chunk",
    apply: "build",
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: "post",
      handler(_html, { bundle }) {
        const entry = Object.values(bundle ?? {}).find(
          (file) => file.type === "chunk" && file.facadeModuleId?.endsWith(appEntry),
        );
        if (!entry) return;
        // As the build writes its own preloads, which the server hands to the page's inline script.
        return [
          {
            tag: "link",
            attrs: { rel: "modulepreload", crossorigin: true, href: base + entry.fileName },
            injectTo: "head",
          },
        ];
      },
    },
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const reach = (from: string[]) => {
        const reached = new Set<string>();
        const pending = [...from];
        while (pending.length > 0) {
          const id = pending.pop()!;
          if (reached.has(id)) continue;
          reached.add(id);
          pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return reached;
      };
      const entry = ids.find((id) => id.endsWith(appEntry));
      if (!entry) this.error(`The app's entry ${appEntry} is not among the build's modules`);
      const theirs = reach(ids.filter((id) => this.getModuleInfo(id)?.isEntry));
      // The entry stays a chunk of its own, loaded when the page's entry asks for it: it starts
      // the app as it is evaluated, and waits (top-level await) for chunks that import this one.
      for (const id of reach([entry])) if (id !== entry && !theirs.has(id)) modules.add(id);
    },
  };
  return { plugin, test: (id) => modules.has(id) };
}
