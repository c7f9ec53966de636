// jsdom ships without type declarations and @types/jsdom is not installed; the tests only need
// to create a window with it, as the server does.
declare module "jsdom" {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
