/** The offer page's dialogs, one chunk fetched at the person's first engagement (decision 0087). */
export { CounterDialog } from "./counter-dialog";
export { DeclineDialog } from "./decline-dialog";
export { WithdrawDialog } from "./withdraw-dialog";
