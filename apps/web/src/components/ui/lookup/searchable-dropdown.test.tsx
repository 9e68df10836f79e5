import { LIMITS, LOOKUP_PATHS, MESSAGES, type LookupItem, type LookupKind } from "@lineup/shared";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { useFakeClock } from "@web/test/fake-clock";
import { lookupHandlers } from "@web/test/lookup-fixtures";
import { mockApi, type MockReply } from "@web/test/mock-api";
import { loadLookupCombobox } from "./lookup-control";
import { SearchableDropdown } from "./searchable-dropdown";

function Harness({ kind = "sport", label = "Sport" }: { kind?: LookupKind; label?: string }) {
  const [value, setValue] = useState<LookupItem | null>(null);
  return (
    <>
      <SearchableDropdown label={label} kind={kind} value={value} onChange={setValue} />
      <p>Outside</p>
      <span data-testid="chosen">{value ? String(value.id) : "none"}</span>
    </>
  );
}

function setup(kind?: LookupKind, label?: string) {
  const user = userEvent.setup({
    advanceTimers: (ms) => {
      if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
    },
  });
  render(<Harness kind={kind} label={label} />);
  return { user, input: screen.getByRole("combobox", { name: label ?? "Sport" }) };
}

const searchesOf = (api: ReturnType<typeof mockApi>, kind: LookupKind) =>
  api.callsTo("GET", LOOKUP_PATHS[kind]).map((call) => call.path.split("?")[1]);

// The combobox arrives after a screen's first render; lookup-control.test.tsx covers before.
beforeAll(() => loadLookupCombobox());

describe("SearchableDropdown", () => {
  it("is a combobox that controls the popup of its listbox and lists the first page on opening", async () => {
    const api = mockApi(lookupHandlers());
    const { user, input } = setup();

    expect(input).toHaveAttribute("aria-expanded", "false");
    await user.click(input);

    expect(input).toHaveAttribute("aria-expanded", "true");
    const listbox = await screen.findByRole("listbox");
    // The popup (Ariakit's, named by the label) holds the listbox and its status rows.
    const popup = document.getElementById(input.getAttribute("aria-controls") ?? "");
    expect(popup).toContainElement(listbox);
    expect(listbox).toHaveAccessibleName("Sport");
    expect(await within(listbox).findByRole("option", { name: "Soccer" })).toBeInTheDocument();
    expect(searchesOf(api, "sport")).toEqual(["amount=10"]);
  });

  it("works by keyboard alone: arrows move the active option, Enter picks it", async () => {
    mockApi(lookupHandlers());
    const { user, input } = setup();
    input.focus();

    await user.keyboard("{ArrowDown}");
    await screen.findByRole("option", { name: "Basketball" });
    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}");
    const active = screen.getByRole("option", { name: "Basketball" });
    expect(input).toHaveAttribute("aria-activedescendant", active.id);

    await user.keyboard("{Enter}");

    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(input).not.toHaveAttribute("aria-activedescendant");
    expect(input).toHaveValue("Basketball");
    expect(input).toHaveFocus();
    expect(screen.getByTestId("chosen")).toHaveTextContent("2");
  });

  it("closes on Escape and on a press outside, keeping the choice", async () => {
    mockApi(lookupHandlers());
    const { user, input } = setup();

    await user.click(input);
    await user.click(await screen.findByRole("option", { name: "Soccer" }));
    await user.click(input);
    await user.keyboard("{Escape}");
    expect(input).toHaveAttribute("aria-expanded", "false");

    await user.click(input);
    expect(input).toHaveAttribute("aria-expanded", "true");
    await user.click(screen.getByText("Outside"));
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(input).toHaveValue("Soccer");
  });

  it("closes when focus leaves the field, and its Escape closes only the list", async () => {
    mockApi(lookupHandlers());
    const onOuterKey = vi.fn<(key: string) => void>();
    const user = userEvent.setup();
    render(
      <div onKeyDown={(event) => onOuterKey(event.key)}>
        <Harness />
        <button type="button">Next</button>
      </div>,
    );
    const input = screen.getByRole("combobox", { name: "Sport" });

    await user.click(input);
    expect(await screen.findByRole("option", { name: "Soccer" })).toBeVisible();
    await user.keyboard("{Escape}");
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(onOuterKey).not.toHaveBeenCalledWith("Escape");
    await user.keyboard("{Escape}");
    expect(onOuterKey).toHaveBeenCalledWith("Escape");

    await user.keyboard("{ArrowDown}");
    expect(input).toHaveAttribute("aria-expanded", "true");
    await user.tab();
    expect(screen.getByRole("button", { name: "Next" })).toHaveFocus();
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
  });

  it("says 'Not found' for an empty answer, and for a failed one", async () => {
    mockApi({
      [`GET ${LOOKUP_PATHS.sport}`]: (_body, url) =>
        url.searchParams.has("str")
          ? { body: { data: { list: [], total: 0 } } }
          : { status: 503, body: { message: "down", code: "SERVICE_UNAVAILABLE" } },
    });
    const { user, input } = setup();

    await user.click(input);
    const popup = screen.getByRole("listbox").parentElement!;
    expect(await within(popup).findByText(MESSAGES.notFound)).toBeInTheDocument();
    expect(screen.queryAllByRole("option")).toHaveLength(0);

    await user.type(input, "zzzz");
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(MESSAGES.notFound), {
      timeout: 2000,
    });
    expect(within(popup).getByText(MESSAGES.notFound)).toBeInTheDocument();
  });

  it("shows a loading indicator while the list is on its way", async () => {
    mockApi({ [`GET ${LOOKUP_PATHS.sport}`]: () => new Promise<MockReply>(() => {}) });
    const { user, input } = setup();

    await user.click(input);

    const popup = screen.getByRole("listbox").parentElement!;
    expect(within(popup).getByText("Searching…")).toBeVisible();
    expect(screen.getByRole("listbox")).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("status")).toHaveTextContent("Searching…");
  });

  it("debounces the search 500 ms and sends it only past 2 characters", async () => {
    const api = mockApi(lookupHandlers());
    const { user, input } = setup();
    await user.click(input);
    await screen.findByRole("option", { name: "Soccer" });
    useFakeClock();

    await user.type(input, "so");
    act(() => {
      vi.advanceTimersByTime(LIMITS.searchDebounceMs + 100);
    });
    expect(searchesOf(api, "sport")).toEqual(["amount=10"]);

    await user.type(input, "c");
    act(() => {
      vi.advanceTimersByTime(LIMITS.searchDebounceMs - 1);
    });
    expect(searchesOf(api, "sport")).toEqual(["amount=10"]);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(searchesOf(api, "sport")).toEqual(["amount=10", "amount=10&str=soc"]);
    vi.useRealTimers();

    // Soccer was already on the first page: wait for the narrowed answer to replace the list.
    await waitFor(() => expect(screen.queryByRole("option", { name: "Basketball" })).toBeNull());
    expect(screen.getByRole("option", { name: "Soccer" })).toBeInTheDocument();
  });

  it("sends a city search from 2 characters and reads cities as 'name, state'", async () => {
    const api = mockApi(lookupHandlers());
    const { user, input } = setup("location", "Location");

    await user.click(input);
    expect(await screen.findByRole("option", { name: "Austin, Texas" })).toBeInTheDocument();
    await user.type(input, "l");
    await user.type(input, "o");

    await waitFor(() =>
      expect(searchesOf(api, "location")).toEqual(["amount=10", "amount=10&str=lo"]),
    );
    await waitFor(() => expect(screen.queryByRole("option", { name: /Austin/ })).toBeNull());
    await user.click(screen.getByRole("option", { name: "Los Angeles, California" }));
    expect(input).toHaveValue("Los Angeles, California");
  });

  it("caps what a person types at 10 characters", async () => {
    mockApi(lookupHandlers());
    const { user, input } = setup();

    await user.type(input, "basketballers");

    expect(input).toHaveAttribute("maxLength", String(LIMITS.searchInputMaxLength));
    expect(input).toHaveValue("basketball");
  });
});
