import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PhoneInput } from "./phone-input";

// A file of its own: the metadata module is fresh here, and nobody presses or types on the page.
describe("PhoneInput given a saved number", () => {
  it("shows the number's national form without waiting for a press, not +1 beside all its digits", async () => {
    render(<PhoneInput label="Phone number" value="+14045550103" onChange={() => undefined} />);

    await waitFor(() =>
      expect(screen.getByLabelText("Phone number")).toHaveValue("(404) 555-0103"),
    );
  });

  it("shows a saved number's own country and its national digits", async () => {
    render(<PhoneInput label="Phone number" value="+442071838750" onChange={() => undefined} />);

    expect(
      await screen.findByRole("button", { name: "Country: United Kingdom +44" }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Phone number")).toHaveValue("2071838750");
  });
});
