import { LIMITS } from "@lineup/shared";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { useFakeClock } from "@web/test/fake-clock";
import { PhoneInput } from "./phone-input";
import { loadPhoneLibrary } from "./phone-library";

function Harness({ onValue }: { onValue: (value: string) => void }) {
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

function setup(options: Parameters<typeof userEvent.setup>[0] = {}) {
  const onValue = vi.fn();
  const user = userEvent.setup(options);
  render(<Harness onValue={onValue} />);
  return { user, onValue, input: screen.getByLabelText("Phone number") };
}

describe("PhoneInput", () => {
  // Once the metadata is here; phone-input-early.test.tsx covers the field before it arrives.
  beforeAll(async () => {
    await loadPhoneLibrary();
  });

  it("formats a US number as typed and gives the form the international form", async () => {
    const { user, onValue, input } = setup();

    await user.type(input, "2015550123");

    expect(input).toHaveValue("(201) 555-0123");
    expect(onValue).toHaveBeenLastCalledWith("+1 201 555 0123");
    expect(screen.getByRole("button", { name: "Country: United States +1" })).toBeInTheDocument();
  });

  it("shows the country's flag as an image shipped with the app, not an emoji", () => {
    setup();
    const button = screen.getByRole("button", { name: "Country: United States +1" });
    // Decorative: the button's name already says the country.
    const flag = button.querySelector("img");
    expect(flag).toHaveAttribute("src", "/flags/us.svg");
    expect(flag).toHaveAttribute("alt", "");
    expect(button.textContent).not.toMatch(/\p{Regional_Indicator}/u);
  });

  it("keeps at most 15 digits", async () => {
    const { user, input } = setup();

    await user.type(input, "12345678901234567890");

    expect((input as HTMLInputElement).value.replace(/\D/g, "")).toHaveLength(
      LIMITS.phoneMaxDigits,
    );
  });

  it("deletes the digit before a formatting character on Backspace", async () => {
    const { user, onValue, input } = setup();
    await user.type(input, "2015550123");

    // Caret right after "555-": Backspace removes the dash, so the 5 before it goes instead.
    await user.type(input, "{Backspace}", { initialSelectionStart: 10, initialSelectionEnd: 10 });

    expect(onValue).toHaveBeenLastCalledWith("+1 201 550 123");
  });

  it("takes over a pasted international number and its country", async () => {
    const { user, onValue, input } = setup();
    await user.click(input);

    await user.paste("+44 20 7946 0958");

    expect(onValue).toHaveBeenLastCalledWith("+44 20 7946 0958");
    expect(screen.getByRole("button", { name: "Country: United Kingdom +44" })).toBeInTheDocument();
  });

  it("searches countries only after typing pauses for 250 ms, then picks one", async () => {
    useFakeClock();
    const { user, onValue, input } = setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.type(input, "2015550123");

    await user.click(screen.getByRole("button", { name: /^Country:/ }));
    const search = screen.getByRole("combobox", { name: "Search countries" });
    // Ariakit moves focus once the popover is placed, as a person sees the caret arrive.
    await waitFor(() => expect(search).toHaveFocus());
    await user.type(search, "germ");

    // Not yet filtered: France is still listed.
    expect(screen.getByRole("option", { name: /France/ })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(LIMITS.countrySearchDebounceMs - 1);
    });
    expect(screen.getByRole("option", { name: /France/ })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole("option", { name: /France/ })).toBeNull();
    expect(screen.getAllByRole("option")).toHaveLength(1);
    // The one match is the active option, as a person sees it highlighted.
    const germany = screen.getByRole("option", { name: /Germany/ });
    await waitFor(() => expect(search).toHaveAttribute("aria-activedescendant", germany.id));

    await user.keyboard("{Enter}");

    expect(screen.getByRole("button", { name: "Country: Germany +49" })).toBeInTheDocument();
    expect(onValue).toHaveBeenLastCalledWith(expect.stringMatching(/^\+49 /));
    expect(input).toHaveFocus();
    // Opening renders some 245 options, which jsdom on a busy machine takes its time over.
  }, 15_000);

  it("says 'Not found' when no country matches, and closes on Escape", async () => {
    useFakeClock();
    const { user } = setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const button = screen.getByRole("button", { name: /^Country:/ });
    await user.click(button);

    await user.type(screen.getByRole("combobox", { name: "Search countries" }), "zzzz");
    act(() => {
      vi.advanceTimersByTime(LIMITS.countrySearchDebounceMs);
    });

    expect(screen.getByText("Not found")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(button).toHaveFocus();
  });

  it("opens from the keyboard, and closes on a press outside or on its button", async () => {
    const user = userEvent.setup();
    render(
      <>
        <Harness onValue={() => undefined} />
        <p>Outside</p>
      </>,
    );
    const button = screen.getByRole("button", { name: /^Country:/ });

    button.focus();
    await user.keyboard("{ArrowDown}");
    expect(await screen.findByRole("combobox", { name: "Search countries" })).toHaveFocus();
    expect(button).toHaveAttribute("aria-expanded", "true");
    await user.click(screen.getByText("Outside"));
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
    expect(button).toHaveAttribute("aria-expanded", "false");

    await user.click(button);
    expect(await screen.findByRole("listbox", { name: "Countries" })).toBeInTheDocument();
    await user.click(button);
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
    expect(button).toHaveFocus();
  });
});
