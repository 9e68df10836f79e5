/** The social networks an athlete links, each checked to point at its own network. */
export const SOCIAL_NETWORKS = {
  instagram: { label: "Instagram", hosts: ["instagram.com"] },
  youtube: { label: "YouTube", hosts: ["youtube.com", "youtu.be"] },
  x: { label: "Twitter/X", hosts: ["x.com", "twitter.com"] },
  tiktok: { label: "TikTok", hosts: ["tiktok.com"] },
  facebook: { label: "Facebook", hosts: ["facebook.com", "fb.com"] },
} as const;
export type SocialNetwork = keyof typeof SOCIAL_NETWORKS;

export function belongsToNetwork(network: SocialNetwork, link: string): boolean {
  try {
    const host = new URL(link).hostname.toLowerCase().replace(/^(www|m|mobile)\./, "");
    return SOCIAL_NETWORKS[network].hosts.some((h) => host === h || host.endsWith(`.${h}`));
  } catch {
    return false;
  }
}
