import { MESSAGES, type ServiceInput, type ServiceItem } from "@lineup/shared";
import { useId, useRef, useState, type RefObject } from "react";
import { Button } from "@web/components/ui/button";
import { FieldHint } from "@web/components/ui/field-parts";
import { formatPrice } from "./format-price";
import { ServiceModal } from "./service-modal";

type ServicesFieldProps = {
  /** A saved service carries its id, which an edit keeps (docs/decisions/0076). */
  value: readonly ServiceItem[];
  onChange: (services: ServiceItem[]) => void;
  /** The server keeps at most this many. */
  limit: number;
  disabled: boolean;
};

/** A row's identity: a saved service's id, an unsaved one's place (an edit keeps either). */
const rowKey = (service: ServiceItem, index: number) => service.id ?? `new-${index}`;

/** What the modal is for: a new service, or the one at `index` (kept while the modal fades out). */
type Target = { index: number | null; open: boolean };

/**
 * The services an athlete offers, each with a private minimum price: the list with Edit and
 * Remove buttons, 'Add a new service', and the hint to add at least two (a hint, not a rule: spec
 * §5 shows no enforcement). Edit opens the same modal filled in and changes the service in place,
 * keeping its id; focus returns to the button that opened the modal.
 */
export function ServicesField({ value, onChange, limit, disabled }: ServicesFieldProps) {
  const [target, setTarget] = useState<Target>({ index: null, open: false });
  const hintId = useId();
  const [announcement, setAnnouncement] = useState("");
  const addButton = useRef<HTMLButtonElement>(null);
  const editButtons = useRef(new Map<string, HTMLButtonElement>());
  const editing = target.index === null ? undefined : value[target.index];
  const returnKey = useRef<string | null>(null);
  // Read when the modal closes: the Edit button of the row it edited, or 'Add a new service'.
  const [finalFocus] = useState<RefObject<HTMLElement | null>>(() => ({
    get current() {
      const key = returnKey.current;
      return key === null ? addButton.current : (editButtons.current.get(key) ?? null);
    },
  }));

  function open(index: number | null) {
    const service = index === null ? undefined : value[index];
    returnKey.current = service ? rowKey(service, index!) : null;
    setTarget({ index, open: true });
  }

  function save(service: ServiceInput) {
    if (target.index === null) {
      onChange([...value, service]);
      setAnnouncement(`${service.name} added.`);
      return;
    }
    const at = target.index;
    onChange(value.map((saved, index) => (index === at ? { ...saved, ...service } : saved)));
    setAnnouncement(`${service.name} updated.`);
  }

  function remove(index: number) {
    const removed = value[index];
    onChange(value.filter((_, at) => at !== index));
    if (removed) setAnnouncement(`${removed.name} removed.`);
  }

  return (
    <div>
      {value.length > 0 && (
        <ul aria-label="Your services" className="mb-4 flex flex-col gap-2">
          {value.map((service, index) => (
            <li
              key={rowKey(service, index)}
              className="flex items-center gap-3 rounded-2xl border border-zinc-200 bg-white py-1 pr-1 pl-4"
            >
              <span className="min-w-0 flex-1 font-semibold break-words text-zinc-950">
                {service.name}
              </span>
              <span className="font-semibold text-zinc-700 tabular-nums">
                {formatPrice(service.price)}
              </span>
              <button
                type="button"
                disabled={disabled}
                ref={(element) => {
                  const key = rowKey(service, index);
                  if (element) editButtons.current.set(key, element);
                  else editButtons.current.delete(key);
                }}
                // Named by its visible word first (WCAG 2.5.3), then the service it edits.
                aria-label={`Edit ${service.name}`}
                onClick={() => open(index)}
                className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-xl px-3 font-semibold text-zinc-800 underline-offset-4 hover:bg-zinc-100 hover:text-zinc-950 hover:underline"
              >
                Edit
              </button>
              <button
                type="button"
                disabled={disabled}
                aria-label={`Remove ${service.name}`}
                onClick={() => remove(index)}
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-zinc-600 hover:bg-zinc-100 hover:text-zinc-950"
              >
                <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
                  <path
                    d="M5 5l10 10M15 5 5 15"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      )}
      <Button
        variant="secondary"
        className="w-full sm:w-auto"
        ref={addButton}
        disabled={disabled || value.length >= limit}
        aria-describedby={value.length < 2 ? hintId : undefined}
        onClick={() => open(null)}
      >
        <span aria-hidden="true" className="text-xl leading-none">
          +
        </span>
        Add a new service
      </Button>
      {value.length < 2 && <FieldHint id={hintId}>{MESSAGES.servicesHint}</FieldHint>}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <ServiceModal
        open={target.open}
        onClose={() => setTarget({ ...target, open: false })}
        onSave={save}
        service={editing}
        finalFocusRef={finalFocus}
      />
    </div>
  );
}
