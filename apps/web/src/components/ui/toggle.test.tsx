import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Toggle } from "./toggle";

function Harness({ locked = false }: { locked?: boolean }) {
  const [checked, setChecked] = useState(locked);
  return (
    <Toggle
      label="Do you have an agent?"
      checked={checked}
      onChange={setChecked}
      locked={locked}
      hint={locked ? "Your agent invited you to Lineup." : undefined}
    />
  );
}

describe("Toggle", () => {
  it("is a switch that flips on click, Space and Enter and says its state in words", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const toggle = screen.getByRole("switch", { name: "Do you have an agent?" });

    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveTextContent("No");
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(toggle).toHaveTextContent("Yes");
    await user.keyboard(" ");
    expect(toggle).not.toBeChecked();
    await user.keyboard("{Enter}");
    expect(toggle).toBeChecked();
  });

  it("stays focusable but fixed when locked, with its reason read along", async () => {
    const user = userEvent.setup();
    render(<Harness locked />);
    const toggle = screen.getByRole("switch", { name: "Do you have an agent?" });

    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard(" ");
    await user.click(toggle);

    expect(toggle).toBeChecked();
    expect(toggle).toHaveAttribute("aria-disabled", "true");
    expect(toggle).toHaveAccessibleDescription("Your agent invited you to Lineup.");
  });
});
