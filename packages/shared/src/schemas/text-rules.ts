import { z } from "zod";
import * as MESSAGES from "../messages";

/**
 * DESIGN.md "Every text field refuses control characters (multi-line fields allow line breaks)".
 * A NUL is refused by PostgreSQL (the failed query used to reach the log), and a CR or LF in a name
 * ends up in e-mail subjects and headers. Checked on the text as sent, before any trim, so a
 * trailing line break is refused too rather than quietly cut.
 */

/* eslint-disable no-control-regex -- finding control characters is this file's job */
/** C0 controls (NUL, TAB, LF, CR …), DEL, the C1 range, and the Unicode line and paragraph separators. */
const CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
/** The same, less LF and CR followed by LF: the line breaks a textarea sends. */
const CONTROL_BUT_LINE_BREAKS =
  /[\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029]|\r(?!\n)/;
/* eslint-enable no-control-regex */

export const isSingleLine = (text: string): boolean => !CONTROL.test(text);
export const isPlainMultiLine = (text: string): boolean => !CONTROL_BUT_LINE_BREAKS.test(text);

type StringParams = Parameters<typeof z.string>[0];

/** One line of text: names, a business name, a team, a service name, a link, a code. */
export const singleLineText = (params?: StringParams) =>
  z.string(params).refine(isSingleLine, MESSAGES.noLineBreaks);

/** Text with paragraphs (a bio): line breaks (LF or CR LF) are its only control characters. */
export const multiLineText = (params?: StringParams) =>
  z.string(params).refine(isPlainMultiLine, MESSAGES.noSpecialCharacters);
