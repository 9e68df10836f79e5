/**
 * User-facing texts of the spec, word for word. One source for the web app and the API, which
 * read them as `MESSAGES.name` (index.ts exports this module as the namespace MESSAGES). They
 * live in a few modules by area, so a web screen's bundle carries only the modules of the texts
 * it shows (docs/decisions/0036); a name must be unique across them.
 */
export * from "./messages/app";
export * from "./messages/general";
export * from "./messages/forms";
export * from "./messages/accounts";
export * from "./messages/athlete";
export * from "./messages/business";
export * from "./messages/security";
export * from "./messages/home";
export * from "./messages/settings";
export * from "./messages/operator";
export * from "./messages/search";
export * from "./messages/offers";
export * from "./messages/minors";
export * from "./messages/guardian-offers";
