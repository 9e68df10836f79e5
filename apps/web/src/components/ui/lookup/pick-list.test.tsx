import type { LookupItem } from "@lineup/shared";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { lookupHandlers } from "@web/test/lookup-fixtures";
import { mockApi } from "@web/test/mock-api";
import { loadLookupCombobox } from "./lookup-control";
import { PickList } from "./pick-list";

function Harness() {
  const [value, setValue] = useState<LookupItem[]>([]);
  return (
    <>
      <PickList label="Interests & hobbies" kind="activity" value={value} onChange={setValue} />
      <p>Outside</p>
      <span data-testid="chosen">{value.map((item) => item.id).join(",") || "none"}</span>
    </>
  );
}

function setup() {
  mockApi(lookupHandlers());
  const user = userEvent.setup();
  render(<Harness />);
  const input = screen.getByRole("combobox", { name: "Interests & hobbies" });
  return { user, input, chosen: () => screen.getByTestId("chosen").textContent };
}

// The combobox arrives after a screen's first render; lookup-control.test.tsx covers before.
beforeAll(() => loadLookupCombobox());

describe("PickList", () => {
  it("toggles items in and out of the selection and stays open", async () => {
    const { user, input, chosen } = setup();

    await user.click(input);
    const listbox = await screen.findByRole("listbox");
    expect(listbox).toHaveAttribute("aria-multiselectable", "true");
    await user.click(await within(listbox).findByRole("option", { name: "Fishing" }));
    await user.click(within(listbox).getByRole("option", { name: "Reading" }));

    expect(input).toHaveAttribute("aria-expanded", "true");
    expect(within(listbox).getByRole("option", { name: "Fishing" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(within(listbox).getByRole("option", { name: "Gaming" })).toHaveAttribute(
      "aria-selected",
      "false",
    );
    expect(chosen()).toBe("20,22");

    await user.click(within(listbox).getByRole("option", { name: "Fishing" }));
    expect(within(listbox).getByRole("option", { name: "Fishing" })).toHaveAttribute(
      "aria-selected",
      "false",
    );
    expect(chosen()).toBe("22");
  });

  it("shows the choices as chips that each remove their item", async () => {
    const { user, input, chosen } = setup();
    await user.click(input);
    await user.click(await screen.findByRole("option", { name: "Gaming" }));
    await user.click(screen.getByRole("option", { name: "Reading" }));
    await user.click(screen.getByText("Outside"));

    const chips = screen.getByRole("list", { name: "Selected: Interests & hobbies" });
    expect(
      within(chips)
        .getAllByRole("listitem")
        .map((chip) => chip.textContent),
    ).toEqual(["Gaming", "Reading"]);
    expect(input).toHaveAccessibleDescription("Selected: Gaming, Reading");

    await user.click(screen.getByRole("button", { name: "Remove Gaming" }));

    expect(chosen()).toBe("22");
    expect(screen.queryByRole("button", { name: "Remove Gaming" })).toBeNull();
    expect(input).toHaveFocus();
  });

  it("toggles with Enter from the keyboard", async () => {
    const { user, input, chosen } = setup();
    input.focus();

    await user.keyboard("{ArrowDown}");
    await screen.findByRole("option", { name: "Fishing" });
    await user.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    expect(chosen()).toBe("21");
    await user.keyboard("{Enter}");
    expect(chosen()).toBe("none");
    await user.keyboard("{Escape}");
    expect(input).toHaveAttribute("aria-expanded", "false");
  });
});
