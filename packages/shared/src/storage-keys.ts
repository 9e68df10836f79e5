/** Browser storage keys of spec §3. */
export const STORAGE_KEYS = {
  userRole: "user-role",
  agentEmail: "agent-email",
  isFirstTimeUser: "is-first-time-user",
  profileStore: "profile-store",
} as const;
