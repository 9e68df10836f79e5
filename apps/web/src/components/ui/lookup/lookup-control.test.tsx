import type { LookupItem } from "@lineup/shared";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { liveLookupArrival } from "@web/test/held-lookup-arrival";
import { lookupHandlers } from "@web/test/lookup-fixtures";
import { mockApi } from "@web/test/mock-api";
import { SearchableDropdown } from "./searchable-dropdown";

// A file of its own: here the Ariakit combobox module arrives only when the test lets it, so the
// plain stand-in input of a screen's first render is what the person meets first.
vi.mock("./live-lookup-control", async (importOriginal) => {
  await (
    await import("@web/test/held-lookup-arrival")
  ).liveLookupArrival.gate;
  return importOriginal();
});

describe("a lookup field before its combobox arrives", () => {
  it("keeps what was typed, moves focus and caret over, opens the list, and is not left", async () => {
    mockApi(lookupHandlers());
    const onBlur = vi.fn();
    function Harness() {
      const [value, setValue] = useState<LookupItem | null>(null);
      return (
        <>
          <SearchableDropdown
            label="Sport"
            kind="sport"
            value={value}
            onChange={setValue}
            onBlur={onBlur}
          />
          <span data-testid="chosen">{value ? String(value.id) : "none"}</span>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Harness />);
    const standIn = screen.getByRole("combobox", { name: "Sport" });
    expect(standIn).toHaveAttribute("aria-expanded", "false");

    await user.click(standIn);
    await user.keyboard("Bas");
    expect(standIn).toHaveValue("Bas");
    liveLookupArrival.letIn();

    await waitFor(() => expect(screen.getByRole("combobox", { name: "Sport" })).not.toBe(standIn));
    const combobox = screen.getByRole("combobox", { name: "Sport" });
    expect(combobox).toHaveFocus();
    expect(combobox).toHaveValue("Bas");
    expect((combobox as HTMLInputElement).selectionStart).toBe(3);
    await waitFor(() => expect(combobox).toHaveAttribute("aria-expanded", "true"));
    expect(onBlur).not.toHaveBeenCalled();

    await user.keyboard("k");
    const listbox = await screen.findByRole("listbox");
    await user.click(await within(listbox).findByRole("option", { name: "Basketball" }));
    expect(screen.getByTestId("chosen")).toHaveTextContent("2");
    expect(combobox).toHaveValue("Basketball");
  });
});
