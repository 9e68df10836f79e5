import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { SubmitButton } from "./submit-button";

/** A form whose submit waits until the test lets it finish; it counts its host's renders. */
function renderForm() {
  let finish = () => {};
  const hostRenders = { count: 0 };
  function Host() {
    hostRenders.count += 1;
    const form = useForm<{ name: string }>({ defaultValues: { name: "" } });
    return (
      <form
        onSubmit={(event) =>
          void form.handleSubmit(
            () =>
              new Promise<void>((resolve) => {
                finish = resolve;
              }),
          )(event)
        }
      >
        <SubmitButton control={form.control}>Save</SubmitButton>
      </form>
    );
  }
  render(<Host />);
  return { finish: () => finish(), hostRenders };
}

describe("SubmitButton", () => {
  it("is busy while its form submits, without re-rendering the form's host", async () => {
    const user = userEvent.setup();
    const { finish, hostRenders } = renderForm();
    const button = screen.getByRole("button", { name: "Save" });
    const rendersBefore = hostRenders.count;

    await user.click(button);
    expect(button).toHaveAttribute("aria-busy", "true");

    finish();
    await expect.poll(() => button.getAttribute("aria-busy")).toBeNull();
    expect(hostRenders.count).toBe(rendersBefore);
  });
});
