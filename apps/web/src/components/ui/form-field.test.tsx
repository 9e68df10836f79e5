import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FormProvider, useWatch } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { useZodForm } from "@web/lib/use-zod-form";
import { Checkbox } from "./checkbox";
import { FormField } from "./form-field";
import { TextField } from "./text-field";

const schema = z
  .object({
    name: z.string().min(1, "Enter your name"),
    club: z.boolean(),
    clubName: z.string(),
    email: z.email("Enter a valid e-mail"),
  })
  .refine((form) => !form.club || form.clubName !== "", {
    path: ["clubName"],
    message: "Enter the club's name",
  });
const loadSchema = async () => schema;

/** A form of plain fields, one shown only once a box is ticked, as the screens build theirs. */
function TestForm({ serverError }: { serverError?: string }) {
  const form = useZodForm(loadSchema, {
    defaultValues: { name: "", club: false, clubName: "", email: "" },
  });
  const club = useWatch({ control: form.control, name: "club" });
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) =>
          void form.handleSubmit(() => {
            if (serverError) form.setError("email", { message: serverError });
          })(event)
        }
      >
        <FormField
          control={form.control}
          name="name"
          render={(field) => <TextField label="Name" {...field} />}
        />
        <FormField
          control={form.control}
          name="club"
          render={(field) => <Checkbox label="In a club" {...field} />}
        />
        {club && (
          <FormField
            control={form.control}
            name="clubName"
            render={(field) => <TextField label="Club name" {...field} />}
          />
        )}
        <FormField
          control={form.control}
          name="email"
          render={(field) => <TextField label="E-mail" {...field} />}
        />
        <button type="submit">Send</button>
      </form>
    </FormProvider>
  );
}

describe("FormField", () => {
  it("shows errors on submit, not on blur, then updates them as the person types", async () => {
    const user = userEvent.setup();
    render(<TestForm />);

    await user.click(screen.getByLabelText("Name"));
    await user.tab();
    expect(screen.queryByText("Enter your name")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Enter your name")).toBeInTheDocument();
    expect(screen.getByLabelText("Name")).toHaveAccessibleDescription("Enter your name");
    expect(screen.getByLabelText("E-mail")).toHaveAccessibleDescription("Enter a valid e-mail");

    await user.type(screen.getByLabelText("Name"), "Pat");
    await expect.poll(() => screen.queryByText("Enter your name")).toBeNull();
    expect(screen.getByLabelText("E-mail")).toHaveAccessibleDescription("Enter a valid e-mail");
  });

  it("focuses the first invalid field in page order, a field shown later included", async () => {
    const user = userEvent.setup();
    render(<TestForm />);
    await user.click(screen.getByRole("button", { name: "Send" }));
    await expect.poll(() => document.activeElement).toBe(screen.getByLabelText("Name"));

    await user.type(screen.getByLabelText("Name"), "Pat");
    await user.click(screen.getByLabelText("In a club"));
    await user.click(screen.getByRole("button", { name: "Send" }));

    // The club's name rendered after the e-mail field, but sits above it.
    expect(await screen.findByText("Enter the club's name")).toBeInTheDocument();
    expect(screen.getByLabelText("Club name")).toHaveFocus();
  });

  it("shows a server's field error under its field", async () => {
    const user = userEvent.setup();
    render(<TestForm serverError="This e-mail is taken" />);
    await user.type(screen.getByLabelText("Name"), "Pat");
    await user.type(screen.getByLabelText("E-mail"), "pat@example.com");

    await user.click(screen.getByRole("button", { name: "Send" }));

    expect(await screen.findByText("This e-mail is taken")).toBeInTheDocument();
    expect(screen.getByLabelText("E-mail")).toHaveAccessibleDescription("This e-mail is taken");
  });
});
