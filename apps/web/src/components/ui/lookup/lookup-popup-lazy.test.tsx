import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LookupPopup, type LookupPopupProps } from "./lookup-popup";

const props: LookupPopupProps = {
  listId: "sport-list",
  labelId: "sport-label",
  open: true,
  items: [{ id: 1, name: "Basketball" }],
  loading: false,
  activeIndex: 0,
  optionId: (index) => `sport-option-${index}`,
  isSelected: () => false,
  onPick: () => {},
  onActivate: () => {},
};

// A file of its own: lookup-list.tsx is fresh here, not yet loaded by another test.
describe("LookupPopup before the listbox's code arrives", () => {
  it("announces the results at once, and shows the listbox once its code has loaded", async () => {
    render(
      <>
        <span id="sport-label">Sport</span>
        <LookupPopup {...props} />
      </>,
    );

    // Opened before the code was here: the live region is already there, the list follows.
    expect(screen.getByRole("status")).toHaveTextContent("1 result available");
    expect(screen.queryByRole("listbox")).toBeNull();
    const list = await screen.findByRole("listbox", { name: "Sport" });
    expect(list).toContainElement(screen.getByRole("option", { name: "Basketball" }));
  });
});
