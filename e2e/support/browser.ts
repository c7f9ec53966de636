// Real Chromium, driven by playwright-core, with the flags this environment needs.
import { type Browser, chromium } from "playwright-core";
import chromiumFlags from "../../scripts/chromium-flags.json" with { type: "json" };

export const CHROMIUM_PATH = process.env.CHROMIUM || "/usr/bin/chromium";

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: chromiumFlags,
  });
}
