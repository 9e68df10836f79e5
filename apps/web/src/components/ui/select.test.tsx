import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Select } from "./select";

const OPTIONS = [
  { value: "", label: "None" },
  { value: "Jr", label: "Jr" },
  { value: "Sr", label: "Sr" },
];

function Harness() {
  const [value, setValue] = useState("");
  return (
    <>
      <Select label="Suffix" options={OPTIONS} value={value} onChange={setValue} />
      <p>Outside</p>
    </>
  );
}

function setup() {
  const user = userEvent.setup();
  render(<Harness />);
  return { user, combobox: screen.getByRole("combobox", { name: /Suffix/ }) };
}

describe("Select", () => {
  it("opens on click and picks an option", async () => {
    const { user, combobox } = setup();

    await user.click(combobox);
    expect(combobox).toHaveAttribute("aria-expanded", "true");
    await user.click(await screen.findByRole("option", { name: "Sr" }));

    expect(combobox).toHaveAttribute("aria-expanded", "false");
    expect(combobox).toHaveTextContent("Sr");
  });

  it("works with the keyboard alone", async () => {
    const { user, combobox } = setup();
    combobox.focus();

    await user.keyboard("{ArrowDown}");
    expect(await screen.findByRole("listbox")).toBeVisible();
    await user.keyboard("{ArrowDown}{Enter}");

    expect(combobox).toHaveTextContent("Jr");
    expect(combobox).toHaveFocus();
  });

  it("closes on Escape and on a click outside", async () => {
    const { user, combobox } = setup();

    await user.click(combobox);
    await user.keyboard("{Escape}");
    expect(combobox).toHaveAttribute("aria-expanded", "false");

    await user.click(combobox);
    await user.click(screen.getByText("Outside"));
    expect(combobox).toHaveAttribute("aria-expanded", "false");
  });
});
