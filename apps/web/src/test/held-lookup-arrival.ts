/**
 * Holds back the Ariakit combobox module of the lookup fields until a test lets it in, so the
 * plain stand-in input of a screen's first render is what the person meets first. A test file
 * pairs it with:
 *
 *   vi.mock("./live-lookup-control", async (importOriginal) => {
 *     await (await import("@web/test/held-lookup-arrival")).liveLookupArrival.gate;
 *     return importOriginal();
 *   });
 */
let letIn: () => void = () => undefined;
const gate = new Promise<void>((resolve) => {
  letIn = resolve;
});

export const liveLookupArrival = { gate, letIn: () => letIn() };
