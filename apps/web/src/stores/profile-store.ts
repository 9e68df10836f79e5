import { STORAGE_KEYS, type ProfileType } from "@lineup/shared";
import { useSyncExternalStore } from "react";
import { readItem, writeItem } from "../lib/browser-storage";

/** A profile answer as the API gives it; the onboarding screens read what they need from it. */
export type ProfileData = Record<string, unknown>;

type ProfileState = {
  data: ProfileData | null;
  profileId: string | null;
  profileType: ProfileType | null;
};

type ProfileActions = {
  setData: (data: ProfileData | null) => void;
  setProfileId: (profileId: string | null) => void;
  setProfileType: (profileType: ProfileType | null) => void;
  reset: () => void;
};

type ProfileStore = ProfileState & ProfileActions;

const initialState: ProfileState = { data: null, profileId: null, profileType: null };

/**
 * What localStorage kept, in the format zustand's persist middleware wrote (`{ state, version }`),
 * so a profile stored before this store replaced it still reads (docs/decisions/0037).
 */
function stored(): Partial<ProfileState> {
  try {
    const { state } = JSON.parse(readItem(STORAGE_KEYS.profileStore) ?? "{}") as {
      state?: Partial<ProfileState>;
    };
    return typeof state === "object" && state !== null ? state : {};
  } catch {
    return {};
  }
}

const listeners = new Set<() => void>();
let state: ProfileStore;

function set(partial: Partial<ProfileState>) {
  state = { ...state, ...partial };
  const { data, profileId, profileType } = state;
  writeItem(
    STORAGE_KEYS.profileStore,
    JSON.stringify({ state: { data, profileId, profileType }, version: 0 }),
  );
  for (const listener of listeners) listener();
}

state = {
  ...initialState,
  ...stored(),
  setData: (data) => set({ data }),
  setProfileId: (profileId) => set({ profileId }),
  setProfileType: (profileType) => set({ profileType }),
  reset: () => set(initialState),
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getState = () => state;

/**
 * The caller's own profile across the onboarding screens (spec §3 "Profile store"), persisted in
 * localStorage under "profile-store" so a reload mid-flow keeps the profile id. Read in a
 * component with `useProfileStore(selector)` (re-renders when the selected value changes),
 * elsewhere with `useProfileStore.getState()`. Zustand's API, in the few lines this store needs
 * (docs/decisions/0037).
 */
export const useProfileStore = Object.assign(
  function useProfileStore<T>(selector: (state: ProfileStore) => T): T {
    return useSyncExternalStore(
      subscribe,
      () => selector(state),
      () => selector(state),
    );
  },
  { getState },
);
