import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Modal } from "./modal";

// A file of its own: modal-frame.tsx is fresh here, not yet loaded by another test.
describe("Modal before the dialog's code arrives", () => {
  it("renders nothing at first, then the dialog, focused, once the code has loaded", async () => {
    render(
      <Modal open title="Match day" onClose={() => {}}>
        <button type="button">First</button>
      </Modal>,
    );

    // Opened before the code was here: it downloads at once and the dialog follows.
    expect(screen.queryByRole("dialog")).toBeNull();
    const dialog = await screen.findByRole("dialog", { name: "Match day" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(screen.getByRole("button", { name: "First" })).toHaveFocus();
  });

  it("shows at once when the screen imported the dialog's code (greetings, problem at load)", async () => {
    await import("./modal-frame");
    render(
      <Modal open title="Welcome" onClose={() => {}}>
        <p>Hello</p>
      </Modal>,
    );

    expect(screen.getByRole("dialog", { name: "Welcome" })).toBeInTheDocument();
  });
});
