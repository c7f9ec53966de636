// jsdom ships without type declarations and @types/jsdom is not installed; the tests and the
// server entry only create a window or parse a fragment with it.
declare module "jsdom" {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
    static fragment(html: string): DocumentFragment;
  }
}
