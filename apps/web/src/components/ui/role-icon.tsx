import type { UserRole } from "@lineup/shared";

/** 24×24 stroke icons, one per role; simple enough to inline instead of shipping an icon set. */
const PATHS: Record<UserRole, string> = {
  // A lightning bolt: speed and energy.
  athlete: "M13 2 4 14h7l-1 8 9-12h-7l1-8Z",
  // A briefcase.
  business:
    "M3 8.5A1.5 1.5 0 0 1 4.5 7h15A1.5 1.5 0 0 1 21 8.5v10a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5v-10ZM8 7V5.5A1.5 1.5 0 0 1 9.5 4h5A1.5 1.5 0 0 1 16 5.5V7M3 13h18",
  // A person.
  individual: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0",
  // A star badge: representation.
  agent: "m12 3 2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9L12 3Z",
};

export function RoleIcon({ role }: { role: UserRole }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[role]} />
    </svg>
  );
}
