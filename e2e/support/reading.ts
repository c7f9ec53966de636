// What the tests read off the reader app, in one place, so that each test says what it
// expects rather than how to find it. Some parts of the page move into drawers on a phone:
// these helpers open the drawer there.
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import type { Viewport } from "./session.js";

declare global {
  interface Window {
    /** Set by markDocument; a page load forgets it. */
    e2eDocumentMark?: string;
  }
}

/** For expect.poll: the page's main heading. */
export const titleOf = (page: Page) => () => page.locator("h1").first().innerText();

/** Clicks `link` and waits until the page shows the article titled `title`. */
export async function follow(link: Locator, title: string): Promise<void> {
  await link.click();
  await expect.poll(titleOf(link.page())).toBe(title);
}

/** Marks the current document, so that isSameDocument can later tell whether the page was loaded again. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.e2eDocumentMark = "still here";
  });
}

export function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => window.e2eDocumentMark === "still here");
}

/** The stored hidden-route query (what a share link unlocked), or null. */
export function storedShareQuery(page: Page): Promise<{ hash?: string; viewPathCode?: string } | null> {
  return page.evaluate(() => JSON.parse(localStorage.getItem("rx-hidden-route-query") ?? "null"));
}

/** The sidebar: beside the article on a desktop, in the Menu drawer (opened here) on a phone. */
export async function openSidebar(page: Page, viewport: Viewport): Promise<Locator> {
  if (viewport === "desktop") return page.locator(".rx-sidebar");
  await page.getByRole("button", { name: "Menu", exact: true }).click();
  const drawer = page.locator(".rx-menu-panel");
  await drawer.waitFor();
  return drawer;
}

/** The section links: in the top bar on a desktop, in the Navigation drawer on a phone (opened and closed here). */
export async function sectionNames(page: Page, viewport: Viewport): Promise<string[]> {
  if (viewport === "desktop") return page.locator(".rx-topbar-sections a").allInnerTexts();
  await page.getByRole("button", { name: "Navigation", exact: true }).click();
  const drawer = page.locator(".rx-nav-panel");
  await drawer.waitFor();
  const names = await drawer.locator(".rx-nav-list a").allInnerTexts();
  await page.keyboard.press("Escape");
  await drawer.waitFor({ state: "detached" });
  return names;
}

/** Waits until no animation or transition runs in the page (toasts and drawers slide in). */
export async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
}

/** Whether the element lies within the visible part of its nearest scrolling ancestor (to a pixel), scrolled down to. */
export function isInsideScrollBox(element: Element): boolean {
  let box = element.parentElement;
  while (box && !/(auto|scroll)/.test(getComputedStyle(box).overflowY)) box = box.parentElement;
  if (!box) return false;
  const inner = element.getBoundingClientRect();
  const outer = box.getBoundingClientRect();
  return box.scrollTop > 0 && inner.top >= outer.top - 1 && inner.bottom <= outer.bottom + 1;
}
