/** Route path constants of spec §2; the router and every link use these, never literals. */
export const ROUTES = {
  home: "/",
  auth: "/auth",
  login: "/auth/login",
  emailConfirmation: "/auth/email-confirmation",
  confirmationRedirect: "/auth/confirmation-redirect-page",
  oauthRedirect: "/auth/oauth-redirect-page",
  forgotPassword: "/auth/forgot-password",
  passwordRecoveryEmail: "/auth/password-recovery-email",
  setNewPassword: "/auth/set-new-password",
  signUp: "/auth/sign-up",
  athleteJoin: "/auth/sign-up/athlete-join",
  athleteGetStarted: "/auth/sign-up/athlete-get-started",
  athleteAddSocials: "/auth/sign-up/athlete-add-socials",
  athleteCreateProfile: "/auth/sign-up/athlete-create-profile",
  businessJoin: "/auth/sign-up/business-join",
  businessGetStarted: "/auth/sign-up/business-get-started",
  businessCreateProfile: "/auth/sign-up/business-create-profile",
  agentJoin: "/auth/sign-up/agent-join",
  agentFindAthlete: "/auth/sign-up/agent-find-athlete",
  individualJoin: "/auth/sign-up/individual-join",
  individualGetStarted: "/auth/sign-up/individual-get-started",
  individualCreateProfile: "/auth/sign-up/individual-create-profile",
  registrationSuccess: "/auth/sign-up/registration-success",
  /** A signed-in person's settings: details, e-mail, password, their data, deletion (issue 21). */
  settings: "/settings",
  /** The e-mailed link that moves an account to a new address (docs/decisions/0072). */
  confirmEmailChange: "/settings/confirm-email",
  /** Signed-in devices and two-step verification. */
  settingsSecurity: "/settings/security",
  /** Representation requests in and out, and the current agent or athletes (docs/decisions/0065). */
  representation: "/representation",
  /** A signed-in person's own home (issue 21; docs/decisions/0067), outside the spec's flows. */
  myHome: "/home",
  /** The profile editor: every onboarding answer, pre-filled, saved in place (decision 0076). */
  editProfile: "/home/profile",
  /** The privacy policy: linked from the join screens' checkbox and the footer (issue 21). */
  privacy: "/privacy",
  /** The terms of use: linked from the footer and the privacy policy (issue 21). */
  terms: "/terms",
  /** The operator console: the waiting list and the funnel (issue 22; decision 0081). */
  operatorConsole: "/operator",
  /** One account as entered, and the decisions on it: `?id=…`. */
  operatorAccount: "/operator/account",
  /** The operators, and invitations to new ones. */
  operatorTeam: "/operator/team",
  /** Every operator action, newest first. */
  operatorAudit: "/operator/audit",
  /** An operator invitation's e-mailed link, `?token=…` (issue 22, docs/decisions/0079). */
  operatorAccept: "/operator/accept",
  /** Talent search: filters in the address, result cards, pages (issue 23; decision 0082). */
  search: "/search",
  /** An approved athlete's public profile: `?id=…`, and `&from=` the search to go back to. */
  athleteProfile: "/athletes/profile",
  /** Offers made and received, with unread counts: `?box=received|sent` (issue 24). */
  offers: "/offers",
  /** A guardian's e-mailed consent link is `/guardian/consent/{token}` (issue 25). */
  guardianConsent: "/guardian/consent",
  /** `/guardian/withdraw/{token}`: withdrawing consent, linked from every guardian e-mail. */
  guardianWithdraw: "/guardian/withdraw",
  /** `/guardian/offer/{token}`: a guardian confirms or declines a minor's accepted offer. */
  guardianOffer: "/guardian/offer",
  /** One offer: its timeline, its moves and its messages, `?id=…`. */
  offer: "/offers/view",
} as const;

export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];

/** Screens on which the header navigation is hidden (spec §2 "Layout and header"). */
export const ROUTES_WITHOUT_NAV: readonly string[] = [
  ROUTES.login,
  ROUTES.signUp,
  ROUTES.registrationSuccess,
  ROUTES.passwordRecoveryEmail,
  ROUTES.forgotPassword,
  ROUTES.setNewPassword,
  ROUTES.emailConfirmation,
  ROUTES.operatorAccept,
];
