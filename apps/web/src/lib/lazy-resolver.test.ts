import type { ResolverOptions } from "./form";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { lazyResolver } from "./lazy-resolver";

const schema = z.object({ email: z.email("Please enter a valid e-mail") });
const options: ResolverOptions<{ email: string }> = {
  fields: {},
  shouldUseNativeValidation: false,
};

/** A schema module whose download ends when the test says so. */
function slowModule() {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const load = vi.fn(async () => {
    await arrived;
    return schema;
  });
  return { load, arrive };
}

describe("lazyResolver", () => {
  it("waits for a schema still on its way, then gives its messages", async () => {
    const { load, arrive } = slowModule();
    const resolver = lazyResolver(load);

    const result = Promise.resolve(resolver({ email: "nope" }, undefined, options));
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);

    arrive();
    expect((await result).errors).toMatchObject({
      email: { message: "Please enter a valid e-mail" },
    });
  });

  it("loads the schema once, for the preload and every later call", async () => {
    const { load, arrive } = slowModule();
    const resolver = lazyResolver(load);
    const preloaded = resolver.preload();
    arrive();
    await preloaded;

    const valid = await resolver({ email: "a@b.co" }, undefined, options);
    await resolver({ email: "" }, undefined, options);

    expect(valid).toEqual({ values: { email: "a@b.co" }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries again after a failed download, and its preload never rejects", async () => {
    const load = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue(schema);
    const resolver = lazyResolver(load);

    await expect(resolver.preload()).resolves.toBeUndefined();
    const result = await resolver({ email: "nope" }, undefined, options);

    expect(result.errors).toHaveProperty("email");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
