export * from "./constants.js";
export * from "./types.js";
export * from "./schemas.js";
export * from "./prerender.js";
export * from "./slugger.js";
export * from "./articleText.js";
export * from "./searchFold.js";
