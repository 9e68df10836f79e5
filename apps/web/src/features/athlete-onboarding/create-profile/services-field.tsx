import { MESSAGES, type ServiceInput } from "@lineup/shared";
import { useId, useState } from "react";
import { Button } from "@web/components/ui/button";
import { FieldHint } from "@web/components/ui/field-parts";
import { formatPrice } from "./format-price";
import { ServiceModal } from "./service-modal";

type ServicesFieldProps = {
  value: readonly ServiceInput[];
  onChange: (services: ServiceInput[]) => void;
  /** The server keeps at most this many. */
  limit: number;
  disabled: boolean;
};

/**
 * The services an athlete offers, each with a private minimum price: the list with remove
 * buttons, 'Add a new service', and the hint to add at least two (a hint, not a rule: spec §5
 * shows no enforcement).
 */
export function ServicesField({ value, onChange, limit, disabled }: ServicesFieldProps) {
  const [adding, setAdding] = useState(false);
  const hintId = useId();
  const [announcement, setAnnouncement] = useState("");

  function add(service: ServiceInput) {
    onChange([...value, service]);
    setAnnouncement(`${service.name} added.`);
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
              key={`${service.name}-${index}`}
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
        disabled={disabled || value.length >= limit}
        aria-describedby={value.length < 2 ? hintId : undefined}
        onClick={() => setAdding(true)}
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
      <ServiceModal open={adding} onClose={() => setAdding(false)} onAdd={add} />
    </div>
  );
}
