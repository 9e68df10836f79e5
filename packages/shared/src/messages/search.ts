/** Texts of talent search and the public athlete profile (issue 23). */
export const searchNotApproved =
  "Search opens when your account is approved. We will let you know by e-mail.";
export const searchNotForAthletes =
  "Athletes cannot search for other athletes. Businesses, individuals and agents find you here.";
export const searchNeedsCity = "Choose a city to search near";
export const searchUnknownCity = "Please select a city from the list";
export const searchUnknownInterest = "Please select an interest from the list";
export const athleteNotFound = "This athlete's profile is not available.";
export const shortlistFull = "Your shortlist holds 200 athletes. Remove one to save another.";
