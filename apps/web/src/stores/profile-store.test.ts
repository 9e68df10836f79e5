import { STORAGE_KEYS } from "@lineup/shared";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useProfileStore } from "./profile-store";

afterEach(() => useProfileStore.getState().reset());

describe("profile store", () => {
  it("persists the profile under the spec's key", () => {
    useProfileStore.getState().setProfileId("p-1");
    useProfileStore.getState().setProfileType("Athlete");
    useProfileStore.getState().setData({ bio: "Sprinter" });

    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.profileStore) ?? "{}") as {
      state: unknown;
    };
    expect(stored.state).toEqual({
      data: { bio: "Sprinter" },
      profileId: "p-1",
      profileType: "Athlete",
    });
  });

  it("resets to an empty profile", () => {
    useProfileStore.getState().setProfileId("p-2");
    useProfileStore.getState().reset();

    const { data, profileId, profileType } = useProfileStore.getState();
    expect({ data, profileId, profileType }).toEqual({
      data: null,
      profileId: null,
      profileType: null,
    });
  });

  it("starts from what an earlier visit stored (zustand's persist format), ignoring junk", async () => {
    localStorage.setItem(
      STORAGE_KEYS.profileStore,
      JSON.stringify({
        state: { profileId: "p-3", profileType: "Business", data: null },
        version: 0,
      }),
    );
    vi.resetModules();
    const fresh = (await import("./profile-store")).useProfileStore.getState();
    expect(fresh.profileId).toBe("p-3");
    expect(fresh.profileType).toBe("Business");

    localStorage.setItem(STORAGE_KEYS.profileStore, "not json");
    vi.resetModules();
    expect((await import("./profile-store")).useProfileStore.getState().profileId).toBeNull();
  });
});
