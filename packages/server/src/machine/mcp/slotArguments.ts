// The `version` and `lang` every tool takes: they change the catalog as the query of the /mcp
// address does, and are checked by the same patterns before anything is read.
import { LANG_TAG, VERSION_NAME } from "@rxdocs/contract";
import { z } from "zod";

export const slotArguments = {
  version: z
    .string()
    .regex(VERSION_NAME, "is not a version name")
    .optional()
    .describe("The version of the docs (`2.x`); the connection's, else the latest, without it."),
  lang: z
    .string()
    .regex(LANG_TAG, "is not a language tag")
    .optional()
    .describe("The language, a BCP 47 tag (`fr`, `zh-CN`); the connection's, else the default one, without it."),
};
