type StepIndicatorProps = { step: number; total: number };

/** "Step 1 of 4" with a segmented bar; the text is what assistive technology reads. */
export function StepIndicator({ step, total }: StepIndicatorProps) {
  return (
    <div className="mb-6">
      <p className="text-xs font-bold tracking-wider text-accent-700 uppercase">
        Step {step} of {total}
      </p>
      <div aria-hidden="true" className="mt-2 flex gap-1.5">
        {Array.from({ length: total }, (_, index) => (
          <span
            key={index}
            className={`h-1.5 flex-1 rounded-full ${index < step ? "bg-accent-600" : "bg-zinc-200"}`}
          />
        ))}
      </div>
    </div>
  );
}
