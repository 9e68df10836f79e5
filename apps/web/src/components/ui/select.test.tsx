import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Select } from "./select";

const SUFFIXES = [
  { value: "", label: "None" },
  { value: "Jr", label: "Jr" },
  { value: "Sr", label: "Sr" },
];
const LEVELS = [
  { value: "College", label: "College" },
  { value: "Professional", label: "Professional" },
];

function Harness({ options = SUFFIXES, error }: { options?: typeof SUFFIXES; error?: string }) {
  const [value, setValue] = useState("");
  const [blurs, setBlurs] = useState(0);
  return (
    <>
      <Select
        label="Level"
        options={options}
        value={value}
        onChange={setValue}
        onBlur={() => setBlurs(blurs + 1)}
        error={error}
      />
      <p>Blurred {blurs}</p>
    </>
  );
}

describe("Select", () => {
  it("is a native select named by its label that picks an option", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const select = screen.getByRole("combobox", { name: "Level" });

    expect(select.tagName).toBe("SELECT");
    await user.selectOptions(select, "Sr");

    expect(select).toHaveValue("Sr");
    expect(screen.getByRole("option", { name: "Sr", selected: true })).toBeInTheDocument();
  });

  it("shows a placeholder that cannot be picked when no option is empty", () => {
    render(<Harness options={LEVELS} />);

    const placeholder = screen.getByRole("option", { name: "Select…" });
    expect(placeholder).toBeDisabled();
    expect(screen.getByRole("combobox", { name: "Level" })).toHaveDisplayValue("Select…");
  });

  it("keeps an empty option of its own instead of a placeholder", () => {
    render(<Harness />);

    expect(screen.queryByRole("option", { name: "Select…" })).toBeNull();
    expect(screen.getByRole("combobox", { name: "Level" })).toHaveDisplayValue("None");
  });

  it("works with the keyboard alone and reports leaving", async () => {
    const user = userEvent.setup();
    render(<Harness options={LEVELS} />);
    const select = screen.getByRole("combobox", { name: "Level" });

    await user.tab();
    expect(select).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    await user.tab();

    expect(select).not.toHaveFocus();
    expect(screen.getByText("Blurred 1")).toBeInTheDocument();
  });

  it("describes itself with its error", () => {
    render(<Harness error="Required" />);

    const select = screen.getByRole("combobox", { name: "Level" });
    expect(select).toHaveAttribute("aria-invalid", "true");
    expect(select).toHaveAccessibleDescription("Required");
  });
});
