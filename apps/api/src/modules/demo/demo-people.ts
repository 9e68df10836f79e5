import type { CompetitionLevel } from "@lineup/shared";

/**
 * Who lives in the demo marketplace (docs/decisions/0080). Every address is on a reserved domain
 * (RFC 2606 `.test`), so no e-mail can reach anyone and no real account can share one. Names,
 * teams and handles are made up; phone numbers are in the fictional 555-01xx range.
 */
export const DEMO_DOMAIN = "demo.lineup.test";

/** One password for every demo account, printed at start (never in production). */
export const DEMO_PASSWORD = "lineup-demo-2026";

export const demoEmail = (local: string) => `${local}@${DEMO_DOMAIN}`;

export interface Place {
  city: string;
  state: string;
}

export interface DemoAthlete {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  gender: "Male" | "Female";
  sport: string;
  positions: string[];
  level: CompetitionLevel;
  classYear?: number;
  team?: string;
  hometown: Place;
  interests: string[];
  socials: { instagram?: string; tiktok?: string; youtube?: string; x?: string };
  bio: string;
  /** Dollars: each service's private minimum price. */
  services: { name: string; price: number }[];
  colour: string;
  /**
   * Finished onboarding but still on the waiting list, so the demo operator's console has
   * someone to decide on.
   */
  waiting?: true;
}

const athlete = (
  first: string,
  last: string,
  rest: Omit<DemoAthlete, "firstName" | "lastName" | "email" | "socials"> & { handle: string },
): DemoAthlete => {
  const { handle, ...answers } = rest;
  return {
    firstName: first,
    lastName: last,
    email: demoEmail(`${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, "")),
    socials: {
      instagram: `https://www.instagram.com/${handle}`,
      tiktok: `https://www.tiktok.com/@${handle}`,
    },
    ...answers,
  };
};

export const DEMO_ATHLETES: readonly DemoAthlete[] = [
  athlete("Maya", "Ortiz", {
    handle: "lineupdemo.maya",
    phone: "+15125550101",
    gender: "Female",
    sport: "Soccer",
    positions: ["Forward"],
    level: "College",
    classYear: 2026,
    team: "Austin State Wildcats",
    hometown: { city: "Austin", state: "TX" },
    interests: ["Coaching", "Travel", "Social Media"],
    bio: "Junior forward, 14 goals last season. I run weekend clinics for girls' club teams and love making training content.",
    services: [
      { name: "Youth soccer clinic", price: 250 },
      { name: "Instagram post", price: 150 },
    ],
    colour: "#d9480f",
  }),
  athlete("Jordan", "Ellis", {
    handle: "lineupdemo.jordan",
    phone: "+13125550102",
    gender: "Male",
    sport: "Basketball",
    positions: ["Point Guard"],
    level: "High School",
    classYear: 2027,
    team: "Lincoln Park Eagles",
    hometown: { city: "Chicago", state: "IL" },
    interests: ["Music", "Sneakers", "Gaming"],
    bio: "Varsity point guard and team captain. Happy to show up for local businesses and youth camps around Chicago.",
    services: [{ name: "Basketball camp appearance", price: 200 }],
    colour: "#1864ab",
  }),
  athlete("Aaliyah", "Brooks", {
    handle: "lineupdemo.aaliyah",
    phone: "+14045550103",
    gender: "Female",
    sport: "Track and Field",
    positions: ["Sprinter"],
    level: "Professional",
    team: "Peachtree Track Club",
    hometown: { city: "Atlanta", state: "GA" },
    interests: ["Fitness", "Fashion", "Nutrition", "Public Speaking"],
    bio: "Professional 100 m and 200 m sprinter. Speed sessions, brand campaigns and talks about training and nutrition.",
    services: [
      { name: "Speed training session", price: 300 },
      { name: "Brand ambassador month", price: 2500 },
      { name: "Event appearance", price: 800 },
    ],
    colour: "#862e9c",
  }),
  athlete("Marcus", "Chen", {
    handle: "lineupdemo.marcus",
    phone: "+16145550104",
    gender: "Male",
    sport: "Football",
    positions: ["Quarterback"],
    level: "College",
    classYear: 2025,
    team: "Ohio Valley Titans",
    hometown: { city: "Columbus", state: "OH" },
    interests: ["Video Production", "Mentoring", "Technology"],
    bio: "Senior quarterback studying film. I make short videos that people actually watch.",
    services: [
      { name: "Autograph signing", price: 400 },
      { name: "TikTok video", price: 350 },
    ],
    colour: "#2b8a3e",
  }),
  athlete("Sofia", "Ramirez", {
    handle: "lineupdemo.sofia",
    phone: "+16195550105",
    gender: "Female",
    sport: "Volleyball",
    positions: ["Outside Hitter"],
    level: "High School",
    classYear: 2026,
    team: "Coronado Surf VBC",
    hometown: { city: "San Diego", state: "CA" },
    interests: ["Photography", "Volunteering"],
    bio: "Outside hitter for my club and my school. I coach a middle school team on Saturdays.",
    services: [{ name: "Volleyball clinic", price: 120 }],
    colour: "#0b7285",
  }),
  athlete("Ethan", "Walker", {
    handle: "lineupdemo.ethan",
    phone: "+16025550106",
    gender: "Male",
    sport: "Baseball",
    positions: ["Pitcher"],
    level: "Professional",
    team: "Phoenix Desert Dogs",
    hometown: { city: "Phoenix", state: "AZ" },
    interests: ["Fishing", "Cars", "Community Service"],
    bio: "Left-handed pitcher, six seasons in the minors. Pitching lessons for all ages and appearances at local events.",
    services: [
      { name: "Pitching lesson", price: 180 },
      { name: "Meet and greet", price: 600 },
    ],
    colour: "#c92a2a",
  }),
  athlete("Hannah", "Kim", {
    handle: "lineupdemo.hannah",
    phone: "+12065550107",
    gender: "Female",
    sport: "Swimming",
    positions: ["Freestyle", "Butterfly"],
    level: "College",
    classYear: 2027,
    team: "Puget Sound Orcas",
    hometown: { city: "Seattle", state: "WA" },
    interests: ["Reading", "Cooking", "Hiking"],
    bio: "Distance freestyler and butterflyer. I teach beginners and review the gear I actually use.",
    services: [
      { name: "Swim lesson", price: 90 },
      { name: "Product review video", price: 300 },
    ],
    colour: "#1971c2",
  }),
  athlete("Liam", "O'Connor", {
    handle: "lineupdemo.liam",
    phone: "+16175550108",
    gender: "Male",
    sport: "Ice Hockey",
    positions: ["Center"],
    level: "Professional",
    team: "Harbor City Blades",
    hometown: { city: "Boston", state: "MA" },
    interests: ["Golfing", "Pets", "Podcasting"],
    bio: "Pro center and co-host of a small hockey podcast. Skills camps every summer.",
    services: [{ name: "Hockey skills camp", price: 500 }],
    colour: "#364fc7",
  }),
  athlete("Grace", "Thompson", {
    handle: "lineupdemo.grace",
    phone: "+13055550109",
    gender: "Female",
    sport: "Tennis",
    positions: [],
    level: "Professional",
    hometown: { city: "Miami", state: "FL" },
    interests: ["Fashion", "Yoga", "Travel"],
    bio: "Touring tennis pro based in Miami. Private lessons between tournaments and sponsored stories.",
    services: [
      { name: "Private tennis lesson", price: 150 },
      { name: "Instagram story", price: 200 },
    ],
    colour: "#e8590c",
  }),
  athlete("Diego", "Alvarez", {
    handle: "lineupdemo.diego",
    phone: "+17205550110",
    gender: "Male",
    sport: "Soccer",
    positions: ["Midfielder"],
    level: "High School",
    classYear: 2028,
    team: "Front Range FC",
    hometown: { city: "Denver", state: "CO" },
    interests: ["Gaming", "Art"],
    bio: "Sophomore midfielder who loves the game and drawing. Skills sessions for younger players.",
    services: [{ name: "Soccer skills session", price: 60 }],
    colour: "#5c940d",
  }),
  // On the waiting list: the demo operator decides on them (decision 0081).
  athlete("Noah", "Patel", {
    handle: "lineupdemo.noah",
    phone: "+15125550121",
    gender: "Male",
    sport: "Soccer",
    positions: ["Forward"],
    level: "College",
    classYear: 2027,
    team: "Austin State Wildcats",
    hometown: { city: "Austin", state: "TX" },
    interests: ["Music", "Travel"],
    bio: "Sophomore forward who coaches a U10 team on weekends. New to Lineup.",
    services: [{ name: "Youth soccer clinic", price: 180 }],
    colour: "#2b8a3e",
    waiting: true,
  }),
  athlete("Zoe", "Martin", {
    handle: "lineupdemo.zoe",
    phone: "+13125550122",
    gender: "Female",
    sport: "Basketball",
    positions: ["Point Guard"],
    level: "College",
    classYear: 2026,
    team: "Lakeshore Lions",
    hometown: { city: "Chicago", state: "IL" },
    interests: ["Fitness", "Music"],
    bio: "Senior point guard. Camps, shoots and appearances around Chicago.",
    services: [{ name: "Basketball camp appearance", price: 220 }],
    colour: "#e67700",
    waiting: true,
  }),
  athlete("Isaiah", "Greene", {
    handle: "lineupdemo.isaiah",
    phone: "+14045550123",
    gender: "Male",
    sport: "Track and Field",
    positions: ["Sprinter"],
    level: "Professional",
    team: "Peachtree Track Club",
    hometown: { city: "Atlanta", state: "GA" },
    interests: ["Fitness", "Travel"],
    bio: "400 m runner. Speed sessions for teams and schools.",
    services: [{ name: "Speed training session", price: 260 }],
    colour: "#5f3dc4",
    waiting: true,
  }),
];

export const DEMO_BUSINESS = {
  businessName: "Summit Sportswear",
  email: demoEmail("summit.sportswear"),
  phone: "+15035550111",
  type: "Sports Apparel",
  location: { city: "Portland", state: "OR" },
  website: "https://summit-sportswear.example",
  tactics: ["Social Media Posts", "Brand Ambassador", "Product Endorsement"],
  goals: ["Increase Brand Awareness", "Reach Younger Audiences", "Support Local Athletes"],
  bio: "Performance apparel made in Portland. We partner with athletes who train hard and tell it straight.",
  colour: "#087f5b",
};

export const DEMO_INDIVIDUAL = {
  firstName: "Pat",
  lastName: "Morgan",
  email: demoEmail("pat.morgan"),
  phone: "+16155550112",
  location: { city: "Nashville", state: "TN" },
  bio: "Sports parent and youth league organiser, looking for athletes to visit our season kickoff.",
  colour: "#5f3dc4",
};

/** The agent represents this athlete (an adult professional). */
export const DEMO_AGENT = {
  firstName: "Chris",
  lastName: "Bennett",
  email: demoEmail("chris.bennett"),
  phone: "+14045550113",
  represents: demoEmail("aaliyah.brooks"),
};

/**
 * The operator (issue 22, decision 0079): signs in with the password and a code, as every
 * operator must. The second factor's key is fixed and printed at start so a developer can add it
 * to an authenticator app (or compute codes): base32, 20 bytes. A demo key, never a secret.
 */
export const DEMO_OPERATOR = {
  firstName: "Dana",
  lastName: "Whitfield",
  email: demoEmail("operator"),
  totpSecret: "LINEUPDEMOOPERATORTOTPSECRETKEY7",
};
