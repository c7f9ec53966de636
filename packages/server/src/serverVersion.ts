// The server's own version, from its package.json. This module sits at the root of src/, so that
// the file is one folder up from it in src/, dist/ and the command's bundle (dist-bin/) alike.
import { readFileSync } from "node:fs";

export const SERVER_VERSION = (
  JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string }
).version;
