import { JOIN_ROUTE, MESSAGES, ROLE_LABELS, ROUTES, type UserRole } from "@lineup/shared";
import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "@web/components/ui/button";
import { textLink } from "@web/components/ui/button-styles";
import { RadioCardGroup, type RadioCardOption } from "@web/components/ui/radio-card-group";
import { RoleIcon } from "@web/components/ui/role-icon";
import { setStoredRole } from "@web/lib/role-storage";

const DESCRIPTIONS: Record<UserRole, string> = {
  athlete: "Offer your services and get booked.",
  business: "Find athletes for campaigns and events.",
  individual: "Book athletes for lessons and appearances.",
  agent: "Invite and represent your athletes.",
};

const ORDER: readonly UserRole[] = ["athlete", "business", "individual", "agent"];

const OPTIONS: RadioCardOption<UserRole>[] = ORDER.map((role) => ({
  value: role,
  label: ROLE_LABELS[role],
  description: DESCRIPTIONS[role],
  icon: <RoleIcon role={role} />,
}));

/** Spec §2 "Role chooser": four required options; Continue stores the role and opens its join. */
export function RoleChooser() {
  const navigate = useNavigate();
  const [role, setRole] = useState<UserRole | null>(null);
  const [error, setError] = useState<string | undefined>();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!role) {
      setError(MESSAGES.selectRole);
      return;
    }
    setStoredRole(role);
    void navigate(JOIN_ROUTE[role]);
  }

  return (
    <form noValidate onSubmit={onSubmit}>
      <RadioCardGroup
        legend="I am…"
        name="role"
        options={OPTIONS}
        value={role}
        required
        error={error}
        onChange={(value) => {
          setRole(value);
          setError(undefined);
        }}
      />
      <Button type="submit" className="mt-6 w-full">
        Continue
      </Button>
      <p className="mt-6 text-center text-zinc-700">
        Already have an account?{" "}
        <Link to={ROUTES.login} className={`${textLink} inline-flex min-h-11 items-center`}>
          Log In
        </Link>
      </p>
    </form>
  );
}
