import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { PhoneInput } from "./phone-input";
import { loadPhoneLibrary } from "./phone-library";

// A file of its own: the metadata module is fresh here, not yet loaded by another test.
describe("PhoneInput before the phone metadata arrives", () => {
  it("shows the default country at once, keeps what is typed, and formats it on arrival", async () => {
    const onValue = vi.fn<(value: string) => void>();
    function Harness() {
      const [value, setValue] = useState("");
      return (
        <PhoneInput
          label="Phone number"
          value={value}
          onChange={(next) => {
            setValue(next);
            onValue(next);
          }}
        />
      );
    }
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText("Phone number");

    // The first render needs no metadata: United States, +1.
    expect(screen.getByRole("button", { name: "Country: United States +1" })).toBeInTheDocument();
    input.focus();
    await user.keyboard("2015550123");

    await loadPhoneLibrary();
    await waitFor(() => expect(input).toHaveValue("(201) 555-0123"));
    // Typed before or after the arrival, the form gets a number the shared schema reads as such.
    expect(onValue.mock.lastCall?.[0]?.replace(/\s/g, "")).toBe("+12015550123");
  });
});
