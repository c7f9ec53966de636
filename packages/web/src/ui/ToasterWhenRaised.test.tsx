import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(async () => {
  const { toast } = await import("./toast");
  const { toastStore } = await import("./toastStore");
  act(() => toastStore.getState().toasts.forEach(({ id }) => toast.dismiss(id)));
  cleanup();
  vi.doUnmock("./Toaster");
  vi.resetModules();
});

describe("the toasts' code, loaded with the first toast", () => {
  it("shows nothing until a toast is raised, then the toast", async () => {
    const { ToasterWhenRaised } = await import("./ToasterWhenRaised");
    const { toast } = await import("./toast");
    render(<ToasterWhenRaised />);
    expect(document.querySelector(".rx-toast")).toBeNull();
    act(() => void toast.error("The page could not be copied"));
    expect((await screen.findByRole("alert")).textContent).toContain("The page could not be copied");
  });

  it("leaves the page standing when it cannot load", async () => {
    vi.resetModules();
    vi.doMock("./Toaster", () => {
      throw new Error("the network is gone");
    });
    const { ToasterWhenRaised } = await import("./ToasterWhenRaised");
    const { toast } = await import("./toast");
    render(
      <main>
        <p>The article</p>
        <ToasterWhenRaised />
      </main>,
    );
    await act(async () => {
      toast.error("The page could not be copied");
      // The same load the Toaster waits for: once it has failed, the page has answered it.
      await import("./Toaster").catch(() => undefined);
    });
    expect(screen.getByText("The article").isConnected).toBe(true);
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
