// A page the server sends carries the article controls' behaviour in its inline script
// (early/pageControls.ts), which the app's components take from the window: so do the tests that
// have one (the worker's and the server's run in Node).
import { providePageControls } from "../early/pageControls";

if (typeof window !== "undefined") providePageControls();
