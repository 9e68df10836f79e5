import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EditorSection } from "./editor-section";

describe("an editor section", () => {
  it("shows its form at once, or as a later part just after the screen has painted", async () => {
    render(
      <>
        <EditorSection title="First" intro="Right away.">
          <p>first form</p>
        </EditorSection>
        <EditorSection later title="Second">
          <p>second form</p>
        </EditorSection>
      </>,
    );

    expect(screen.getByRole("region", { name: "First" })).toHaveTextContent("first form");
    expect(screen.getByText("Right away.")).toBeVisible();
    const second = screen.getByRole("region", { name: "Second" });
    expect(await screen.findByText("second form")).toBeVisible();
    expect(second).toHaveAttribute("aria-busy", "false");
  });
});
