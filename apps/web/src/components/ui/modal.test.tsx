import { LIMITS } from "@lineup/shared";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { useFakeClock } from "@web/test/fake-clock";
import { Modal } from "./modal";

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <a href="#behind">Behind</a>
      <Modal
        open={open}
        title="Match day"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <button type="button">First</button>
        <button type="button">Second</button>
      </Modal>
    </>
  );
}

async function openModal() {
  const user = userEvent.setup();
  const view = render(<Harness />);
  const opener = screen.getByRole("button", { name: "Open" });
  await user.click(opener);
  // The dialog's code loads when it first opens.
  const dialog = await screen.findByRole("dialog", { name: "Match day" });
  return { ...view, user, opener, dialog };
}

describe("Modal", () => {
  it("is a labelled modal dialog that takes focus and locks page scrolling", async () => {
    const { dialog } = await openModal();

    expect(dialog).toHaveAttribute("aria-modal", "true");
    await waitFor(() => expect(screen.getByRole("button", { name: "First" })).toHaveFocus());
    expect(document.body.style.overflow).toBe("hidden");
  });

  it("tabs through the dialog and puts the page behind out of reach", async () => {
    const { user, opener } = await openModal();

    await user.tab();
    expect(screen.getByRole("button", { name: "Second" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Close" })).toHaveFocus();
    // Behind the dialog, the page is inert (where the browser lacks inert, hidden and untabbable).
    const outOfReach = '[inert], [aria-hidden="true"]';
    expect(opener.closest(outOfReach)).not.toBeNull();
    expect(screen.getByRole("link", { name: "Behind" }).closest(outOfReach)).not.toBeNull();
  });

  it("closes on Escape, gives focus back and unlocks scrolling", async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole("button", { name: "Open" });
    await user.click(opener);
    await screen.findByRole("dialog");

    await user.keyboard("{Escape}");

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe("");
  });

  it("closes on a press outside the dialog", async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole("button", { name: "Open" }));
    await screen.findByRole("dialog");

    await user.click(document.querySelector<HTMLElement>("[data-backdrop]")!);

    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("fades out for about 400 ms before it unmounts", async () => {
    await openModal();
    useFakeClock();

    await act(async () => {
      screen.getByRole("button", { name: "Close" }).click();
    });
    const fading = document.querySelector('[data-state="closing"]');
    expect(fading).not.toBeNull();
    expect(fading).toHaveClass("opacity-0");

    act(() => {
      vi.advanceTimersByTime(LIMITS.modalCloseDelayMs - 1);
    });
    expect(screen.queryByRole("dialog")).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("unmounts at once when the user prefers reduced motion", async () => {
    vi.stubGlobal(
      "matchMedia",
      vi.fn((query: string) => ({ matches: query.includes("reduce"), media: query })),
    );
    const { user } = await openModal();

    await user.keyboard("{Escape}");

    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull(), { timeout: 100 });
  });

  it("gives focus to the screen's heading when it had opened by itself", async () => {
    function OpenedByItself() {
      const [open, setOpen] = useState(true);
      return (
        <main id="main">
          <h1>Get started</h1>
          <Modal open={open} title="Confirmed" onClose={() => setOpen(false)}>
            <button type="button" onClick={() => setOpen(false)}>
              Continue
            </button>
          </Modal>
        </main>
      );
    }
    const user = userEvent.setup();
    render(<OpenedByItself />);
    await screen.findByRole("dialog", { name: "Confirmed" });

    await user.click(screen.getByRole("button", { name: "Continue" }));

    await waitFor(() => expect(screen.getByText("Get started")).toHaveFocus());
  });
});
