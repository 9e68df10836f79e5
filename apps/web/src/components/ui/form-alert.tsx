/** A form's problem, announced as it appears; nothing while there is none. */
export function FormAlert({ message }: { message: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-2xl bg-red-50 p-4 text-left font-medium text-red-800">
      {message}
    </p>
  );
}
