/** Spec §5: a link without http:// or https:// gets https://; blank stays blank. */
export function withScheme(link: string): string {
  const trimmed = link.trim();
  if (!trimmed || /^https?:\/\//i.test(trimmed)) return trimmed;
  return `https://${trimmed.replace(/^\/+/, "")}`;
}

/** A typed link as the shared schemas take it: blank means absent, anything else gets a scheme. */
export function linkInput(value: string): string | undefined {
  const link = withScheme(value);
  return link === "" ? undefined : link;
}
