import { ADULT_DATE_OF_BIRTH } from "@lineup/test-kit";
import { expect, type Page } from "@playwright/test";
import sharp from "sharp";

/** Picks an option of a searchable dropdown or pick-list, as a person with a keyboard and mouse. */
export async function pick(
  page: Page,
  field: string | RegExp,
  search: string,
  option: string | RegExp,
) {
  const box = page.getByRole("combobox", { name: field });
  // A plain choice is the browser's own <select>: a person picks from the native list.
  if (!search) {
    await box.selectOption({ label: String(option) });
    return;
  }
  // Searchable ones get the search text, and a person waits for the answer before choosing.
  await box.click();
  await box.fill(search);
  await expect(page.getByRole("listbox", { name: field })).not.toHaveAttribute("aria-busy");
  await page.getByRole("option", { name: option }).click();
  await page.keyboard.press("Escape");
}

/** Fills athlete get-started with a basketball player from Austin. */
export async function fillGetStarted(page: Page) {
  await pick(page, "Sport", "Basket", "Basketball");
  await pick(page, /Competition level/, "", "College");
  await pick(page, /^Class/, "", "2027");
  await page.getByLabel("Team", { exact: false }).fill("Austin Wildcats");
  await pick(page, "Location", "Austin", "Austin, TX");
  await pick(page, /Position\/role/, "Point", "Point Guard");
  await pick(page, /Interests & hobbies/, "Music", "Music");
  // The radio itself is visually hidden inside its pill; a person clicks the pill's text.
  await page.getByRole("group", { name: "Gender" }).getByText("Female", { exact: true }).click();
  await expect(page.getByRole("radio", { name: "Female" })).toBeChecked();
  // An adult: no parent or guardian is asked (issue 25).
  await page.getByLabel(/^Date of birth/).fill(ADULT_DATE_OF_BIRTH);
}

export async function realPng(): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 320, channels: 3, background: "#e4572e" } })
    .png()
    .toBuffer();
}

/** The start of an MP4 (ftyp isom) with filler: a file whose bytes say "video". */
export function mp4(): Buffer {
  const file = Buffer.alloc(64 * 1024);
  Buffer.from("000000186674797069736f6d0000020069736f6d69736f32", "hex").copy(file);
  return file;
}

/** Adds a service through the 'Add a new service' modal. */
export async function addService(page: Page, name: string, price: string) {
  await page.getByRole("button", { name: "Add a new service" }).click();
  const modal = page.getByRole("dialog", { name: "Add a new service" });
  await modal.getByLabel("Service name").fill(name);
  await modal.getByLabel("Minimum price").fill(price);
  await modal.getByRole("button", { name: "Add service" }).click();
  await expect(modal).toBeHidden();
}
