/**
 * The words generated athletes are made of (generated-athletes.ts): common US first and last
 * names, team mascots, bio phrases and service names. Bios reuse a few dozen phrases, so free
 * text ("clinics", "camp", "speed") matches many athletes, as it would in a real marketplace.
 */

const words = (text: string): string[] => text.trim().split(/\s+/);

export const FEMALE_NAMES = words(`
  Olivia Emma Ava Sophia Isabella Mia Amelia Harper Evelyn Abigail Emily Ella Madison Scarlett
  Victoria Aria Grace Chloe Camila Penelope Riley Layla Lillian Nora Zoey Mila Aubrey Hannah
  Lily Addison Eleanor Natalie Luna Savannah Brooklyn Leah Zoe Stella Hazel Ellie Paisley
  Audrey Skylar Violet Claire Bella Aurora Lucy Anna Samantha Caroline Genesis Aaliyah Kennedy
  Kinsley Allison Maya Sarah Madelyn Adeline Alexa Ariana Elena Gabriella Naomi Alice Sadie
  Hailey Eva Emilia Autumn Quinn Nevaeh Piper Ruby Serenity Willow Everly Cora Kaylee Lydia
  Aubree Arianna Eliana Peyton Melanie Gianna Isabelle Julia Valentina Nova Clara Vivian
  Reagan Mackenzie Madeline Brielle Delilah Isla Rylee Katherine Sophie Josephine Ivy Liliana
  Jade Maria Taylor Hadley Kylie Emery Adalynn Natalia Annabelle Faith Alexandra Ximena Ashley
  Brianna Raelynn Bailey Mary Athena Andrea Leilani Jasmine Lyla Margaret Alyssa Adalyn Arya
  Norah Khloe Kayla Eden Eliza Rose Ariel Melody Alexis Isabel Sydney Juliana Lauren Iris
  Emerson London Morgan Lilly Charlie Aliyah Valeria Arabella Sara
`);

export const MALE_NAMES = words(`
  Liam Noah William James Oliver Benjamin Elijah Lucas Mason Logan Alexander Ethan Jacob
  Michael Daniel Henry Jackson Sebastian Aiden Matthew Samuel David Joseph Carter Owen Wyatt
  John Jack Luke Jayden Dylan Grayson Levi Isaac Gabriel Julian Mateo Anthony Jaxon Lincoln
  Joshua Christopher Andrew Theodore Caleb Ryan Asher Nathan Thomas Leo Isaiah Charles Josiah
  Hudson Christian Hunter Connor Eli Ezra Aaron Landon Adrian Jonathan Nolan Jeremiah Easton
  Elias Colton Cameron Carson Robert Angel Maverick Nicholas Dominic Jaxson Greyson Adam Ian
  Austin Santiago Jordan Cooper Brayden Roman Evan Ezekiel Xavier Jose Jace Jameson Leonardo
  Bryson Axel Everett Parker Kayden Miles Sawyer Jason Declan Weston Micah Ayden Wesley Luca
  Vincent Damian Zachary Silas Gavin Chase Kai Emmett Harrison Nathaniel Kingston Cole Tyler
  Bennett Bentley Ryker Tristan Brandon Kevin Luis George Ashton Rowan Braxton Ryder Gael Ivan
  Diego Maxwell Max Carlos Kaiden Juan Maddox Justin Waylon Calvin Giovanni Jonah Abel Jayce
  Jesus Amir King Beau Camden Alex Jasper Malachi Brody Jude Marcus Darius Andre Malik Terrell
  Jamal Devin Trevor Derek Rafael
`);

export const LAST_NAMES = words(`
  Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez
  Gonzalez Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris
  Sanchez Clark Ramirez Lewis Robinson Walker Young Allen King Wright Scott Torres Nguyen Hill
  Flores Green Adams Nelson Baker Hall Rivera Campbell Mitchell Carter Roberts Gomez Phillips
  Evans Turner Diaz Parker Cruz Edwards Collins Reyes Stewart Morris Morales Murphy Cook
  Rogers Gutierrez Ortiz Morgan Cooper Peterson Bailey Reed Kelly Howard Ramos Kim Cox Ward
  Richardson Watson Brooks Chavez Wood James Bennett Gray Mendoza Ruiz Hughes Price Alvarez
  Castillo Sanders Patel Myers Long Ross Foster Jimenez Powell Jenkins Perry Russell Sullivan
  Bell Coleman Butler Henderson Barnes Gonzales Fisher Vasquez Simmons Romero Jordan Patterson
  Alexander Hamilton Graham Reynolds Griffin Wallace Moreno West Cole Hayes Bryant Herrera
  Gibson Ellis Tran Medina Aguilar Stevens Murray Ford Castro Marshall Owens Harrison
  Fernandez McDonald Woods Washington Kennedy Wells Vargas Henry Chen Freeman Webb Tucker
  Guzman Burns Crawford Olson Simpson Porter Hunter Gordon Mendez Silva Shaw
`);

export const MASCOTS = words(`
  Eagles Wildcats Tigers Bulldogs Panthers Lions Hawks Falcons Bears Knights Mustangs Cougars
  Rams Vikings Spartans Warriors Chargers Rockets Comets Titans Huskies Wolves Stallions
  Hornets Raiders Pioneers Storm Thunder Lightning Blaze Mavericks Bobcats Owls Sharks Dragons
  Jaguars
`);

/** Bio openings by level; `{sport}` and `{position}` are filled in (a position may be absent). */
export const OPENINGS: Record<string, string[]> = {
  "High School": [
    "Varsity {position} and team captain",
    "Two-year varsity starter in {sport}",
    "Hard-working {sport} {position} with college offers",
    "All-conference {position} and honor roll student",
  ],
  College: [
    "Division I {sport} {position} and team captain",
    "College {position} majoring in business",
    "Walk-on {sport} {position} turned starter",
    "All-American {sport} {position} and student ambassador",
  ],
  Professional: [
    "Professional {sport} {position} with ten years on tour",
    "Pro {position} and former national team member",
    "Professional {sport} athlete and brand ambassador",
  ],
  Freelance: [
    "Independent {sport} coach and former {position}",
    "Certified {sport} trainer and content creator",
    "Former college {position} who now coaches full time",
  ],
};

export const BIO_PHRASES = [
  "I run summer camps for kids",
  "I host weekend clinics for youth teams",
  "I coach private lessons on speed and footwork",
  "I love making training videos for social media",
  "happy to show up for local businesses and community events",
  "available for autograph sessions and store openings",
  "passionate about nutrition and recovery",
  "I mentor younger athletes on leadership and academics",
  "always up for a podcast or a speaking engagement",
  "I volunteer with the local food bank and reading programs",
  "known for hustle, defense and a positive attitude",
  "I partner with gyms on strength and conditioning programs",
  "open to sponsorships with apparel and sneaker brands",
  "I film highlight reels and skills tutorials every week",
];

export const SERVICE_NAMES = [
  "Private lesson",
  "Youth clinic",
  "Camp appearance",
  "Autograph session",
  "Instagram post",
  "TikTok video",
  "Speaking engagement",
  "Store appearance",
  "Brand ambassador month",
  "Skills training session",
  "Podcast guest spot",
  "Team motivational talk",
];

/** Picture background colours: darker tones, so the white initials read on them. */
export const COLOURS = words(`
  #d9480f #1864ab #862e9c #2b8a3e #c92a2a #5f3dc4 #0b7285 #e67700 #364fc7 #a61e4d #087f5b
  #495057
`);

/** How common each sport is among athletes; any sport not named weighs 1. */
export const SPORT_WEIGHTS: Record<string, number> = {
  Basketball: 16,
  Football: 14,
  Soccer: 14,
  Baseball: 9,
  Volleyball: 8,
  Softball: 7,
  "Track and Field": 7,
  Swimming: 4,
  Tennis: 4,
  Golf: 3,
  Lacrosse: 3,
  "Ice Hockey": 3,
  Wrestling: 3,
  "Cross Country": 2,
  Cheerleading: 2,
  Gymnastics: 2,
};
