import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { liveLookupArrival } from "@web/test/held-lookup-arrival";
import { lookupHandlers } from "@web/test/lookup-fixtures";
import { mockApi } from "@web/test/mock-api";
import { SearchableDropdown } from "./searchable-dropdown";

// The Ariakit combobox module arrives only when the test lets it (held-lookup-arrival).
vi.mock("./live-lookup-control", async (importOriginal) => {
  await (
    await import("@web/test/held-lookup-arrival")
  ).liveLookupArrival.gate;
  return importOriginal();
});

describe("a lookup field left before its combobox arrives", () => {
  it("arrives closed and does not take focus back", async () => {
    mockApi(lookupHandlers());
    const user = userEvent.setup();
    render(
      <>
        <SearchableDropdown label="Sport" kind="sport" value={null} onChange={() => undefined} />
        <button type="button">Next</button>
      </>,
    );
    const standIn = screen.getByRole("combobox", { name: "Sport" });
    await user.click(standIn);
    await user.tab();
    expect(screen.getByRole("button", { name: "Next" })).toHaveFocus();
    liveLookupArrival.letIn();

    await waitFor(() => expect(screen.getByRole("combobox", { name: "Sport" })).not.toBe(standIn));
    const combobox = screen.getByRole("combobox", { name: "Sport" });
    expect(combobox).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next" })).toHaveFocus();
  });
});
