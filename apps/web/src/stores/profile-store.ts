import { STORAGE_KEYS, type ProfileType } from "@lineup/shared";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

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

const initialState: ProfileState = { data: null, profileId: null, profileType: null };

/**
 * The caller's own profile across the onboarding screens (spec §3 "Profile store"), persisted in
 * localStorage under "profile-store" so a reload mid-flow keeps the profile id.
 */
export const useProfileStore = create<ProfileState & ProfileActions>()(
  persist(
    (set) => ({
      ...initialState,
      setData: (data) => set({ data }),
      setProfileId: (profileId) => set({ profileId }),
      setProfileType: (profileType) => set({ profileType }),
      reset: () => set(initialState),
    }),
    {
      name: STORAGE_KEYS.profileStore,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ data, profileId, profileType }) => ({ data, profileId, profileType }),
    },
  ),
);
