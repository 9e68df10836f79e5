import { describe, expect, it } from "vitest";
import * as MESSAGES from "../messages";
import { accepts, issuesOf, messagesAt, parsed, codesAt } from "../testing/schema-kit";
import { SPEC_SOCIAL_NAMES, socialsBodySchema, socialsSchema } from "./socials";

/** Each network's own link, another network's link, and the message naming the network. */
const NETWORKS = [
  ["instagram", "https://www.instagram.com/jordan", "https://x.com/jordan", "Instagram"],
  ["youtube", "https://youtu.be/abc", "https://instagram.com/jordan", "YouTube"],
  ["x", "https://twitter.com/jordan", "https://youtube.com/@jordan", "Twitter/X"],
  ["tiktok", "https://www.tiktok.com/@jordan", "https://facebook.com/jordan", "TikTok"],
  ["facebook", "https://m.facebook.com/jordan", "https://tiktok.com/@jordan", "Facebook"],
] as const;

describe("the add-socials form (spec §2: Instagram, YouTube, Twitter, TikTok, Facebook)", () => {
  it.each(NETWORKS)("takes a %s link to that network only", (network, own, other, label) => {
    expect(parsed(socialsSchema, { [network]: own })).toEqual({ [network]: own });
    expect(messagesAt(socialsSchema, { [network]: other }, network)).toEqual([
      `Please enter a valid ${label} link`,
    ]);
    expect(messagesAt(socialsSchema, { [network]: "javascript:alert(1)" }, network)[0]).toBe(
      MESSAGES.invalidLink,
    );
  });

  it("is skippable and refuses an unknown network", () => {
    expect(parsed(socialsSchema, {})).toEqual({});
    expect(accepts(socialsSchema, { myspace: "https://myspace.com/j" })).toBe(false);
  });
});

describe("the socials of the athlete's update (spec §3: Facebook, Instagram, Youtube, X)", () => {
  it("stores the spec's names by their lowercase ones", () => {
    const links = {
      Facebook: "https://facebook.com/j",
      Instagram: "https://instagram.com/j",
      Youtube: "https://youtube.com/@j",
      X: "https://x.com/j",
    };
    expect(parsed(socialsBodySchema, links)).toEqual({
      facebook: links.Facebook,
      instagram: links.Instagram,
      youtube: links.Youtube,
      x: links.X,
    });
    expect(SPEC_SOCIAL_NAMES).toEqual({
      Facebook: "facebook",
      Instagram: "instagram",
      Youtube: "youtube",
      X: "x",
    });
  });

  it("takes the lowercase names and TikTok as they are, leaving out empty ones", () => {
    const links = { tiktok: "https://tiktok.com/@j", instagram: "https://instagram.com/j" };
    expect(parsed(socialsBodySchema, { ...links, Facebook: undefined })).toEqual(links);
    expect(parsed(socialsBodySchema, {})).toEqual({});
  });

  it.each(
    Object.entries({ Facebook: "facebook", Instagram: "instagram", Youtube: "youtube", X: "x" }),
  )("refuses %s given twice, under both names", (name, network) => {
    const link = NETWORKS.find(([n]) => n === network)![1];
    expect(issuesOf(socialsBodySchema.safeParse({ [name]: link, [network]: link }))).toEqual({
      [name]: [MESSAGES.socialGivenTwice],
    });
  });

  it("checks each spec name's network and refuses unknown keys", () => {
    expect(messagesAt(socialsBodySchema, { X: "https://instagram.com/j" }, "X")).toEqual([
      "Please enter a valid Twitter/X link",
    ]);
    expect(messagesAt(socialsBodySchema, { Youtube: "https://x.com/j" }, "Youtube")).toEqual([
      "Please enter a valid YouTube link",
    ]);
    expect(accepts(socialsBodySchema, { TikTok: "https://tiktok.com/@j" })).toBe(false);
  });
});

describe("the socials' own rules", () => {
  it("a network given twice is a custom issue", () => {
    const link = "https://x.com/j";
    expect(codesAt(socialsBodySchema, { X: link, x: link }, "X")).toEqual(["custom"]);
  });

  it("keeps no key for a link left empty", () => {
    expect(
      Object.keys(parsed(socialsBodySchema, { Facebook: undefined, x: "https://x.com/j" })),
    ).toEqual(["x"]);
  });
});
