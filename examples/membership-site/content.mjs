// The site's editorial content: what a merchant writes themselves (channels, headlines, partners,
// member rewards, the next live event). The films, packages and prices come from the platform.

/** The site's name, as it appears in the header and the page titles. */
export const SITE_NAME = 'Sandbox Films';

/**
 * The channels, and which platform items each lists: a package's items, or items named one by one.
 * @type {Array<{ id: string, name: string, blurb: string, packageId?: number, itemIds?: number[], exclude?: string[] }>}
 */
export const CHANNELS = [
  { id: 'films', name: 'Films', blurb: 'Feature films from coast to coast.', packageId: 50001, exclude: ['documentaries'] },
  { id: 'documentaries', name: 'Documentaries', blurb: 'True stories, told slowly and well.', packageId: 50002 },
  { id: 'festival', name: 'Festival', blurb: 'Shorts and festival recordings, some free to watch.', itemIds: [40013, 40014] },
];

/** The membership plans: platform packages whose prices the plans page shows. */
export const PLANS = [
  { packageId: 50001, name: 'All Access', pitch: 'Every film and documentary, as often as you like. Starts with a 7-day free trial.' },
  { packageId: 50002, name: 'Documentaries', pitch: 'The documentary collection: subscribe monthly, or buy it once and keep it.' },
];

/** The films the home slider features, with their line. */
export const FEATURED = [
  { itemId: 40001, kicker: 'New this week', line: 'A storm, a lamp and a long night on a rocky coast.' },
  { itemId: 40011, kicker: 'Live premiere', line: 'Ride across the winter tundra, then join the crew live for questions.' },
  { itemId: 40002, kicker: 'Documentary', line: 'Marine biologists chase a sound nobody can place.' },
];

/** The next live event on the home page (its time is set when the site starts). */
export const LIVE_EVENT = {
  title: 'Northern Lines: live Q&A with the crew',
  itemId: 40011,
  blurb: 'The director and the train crew answer your questions, live from the depot in Narvik.',
};

/** Sponsors and partner organisations (logos are the site's own files). */
export const SPONSORS = [
  { name: 'Harbour Bank', logo: '/assets/logos/harbour-bank.svg' },
  { name: 'Fjord Rail', logo: '/assets/logos/fjord-rail.svg' },
  { name: 'Northwind Audio', logo: '/assets/logos/northwind-audio.svg' },
  { name: 'Lumen Optics', logo: '/assets/logos/lumen-optics.svg' },
  { name: 'Saltworks', logo: '/assets/logos/saltworks.svg' },
];

/** Members' rewards: partner codes members copy (a site with accounts would render them per member). */
export const REWARDS = [
  { code: 'CINEMA-SHOP-20', title: '20% off at the Cinema Shop', description: 'Posters, soundtracks and books from the films you watch.', kind: 'discount', expires: '2027-06-30' },
  { code: 'FJORD-RAIL-2FOR1', title: 'Two tickets for one on Fjord Rail', description: 'Ride the line from Northern Lines, with a friend.', kind: 'ticket', expires: '2027-03-31' },
  { code: 'FRIEND-MONTH', title: 'A free month for a friend', description: 'Your friend redeems it when they sign up; you get a month too.', kind: 'free-months' },
];

/** The headlines, newest first once stored (the store keeps them; the home page pages through them). */
export const HEADLINES = [
  { date: '2026-11-20', title: 'Northern Lines premieres live with the crew', summary: 'Join the director and the train crew for a live Q&A after the screening.', link: '/content/40011' },
  { date: '2026-11-18', title: 'The Lighthouse Keeper is this week\'s most watched', summary: 'Members have watched the storm scene more than any other this month.', link: '/content/40001' },
  { date: '2026-11-15', title: 'Documentaries now monthly', summary: 'Subscribe to the documentary collection for EUR 4.99 a month, or buy it once.', link: '/plans' },
  { date: '2026-11-12', title: 'Give a month of All Access', summary: 'Gift vouchers arrive by e-mail with a code to redeem.', link: '/gift-journey/50001/payment/details' },
  { date: '2026-11-10', title: 'Signals from the Deep wins the audience award', summary: 'The marine documentary took the prize at Northern Film Days.', link: '/content/40002' },
  { date: '2026-11-07', title: 'Open Air is free to watch', summary: 'A short film about a rooftop garden, free for everyone.', link: '/content/40013' },
  { date: '2026-11-04', title: 'Harvest Moon director on shooting before the frost', summary: 'Three weeks, one field and a forecast nobody trusted.', link: '/content/40003' },
  { date: '2026-11-01', title: 'Festival recordings are in', summary: 'Holders of a festival code can watch every session again.', link: '/content/40014' },
  { date: '2026-10-28', title: 'City of Bridges restored in 4K', summary: 'The river mystery looks better than it did in cinemas.', link: '/content/40004' },
  { date: '2026-10-24', title: 'Glass Mountains: the climb, frame by frame', summary: 'How the crew filmed the last unclimbed ice wall.', link: '/content/40005' },
  { date: '2026-10-20', title: 'Night Market returns for a second season', summary: 'More stories from the market that opens at midnight.', link: '/content/40006' },
  { date: '2026-10-16', title: 'Member rewards: two tickets for one', summary: 'Members ride Fjord Rail with a friend this winter.', link: '/memberrewards' },
  { date: '2026-10-12', title: 'The Cartographer finds its audience', summary: 'A film about a village that is not on any map.', link: '/content/40007' },
  { date: '2026-10-08', title: 'Paper Planes in classrooms', summary: 'Schools can now show the film with a teacher\'s guide.', link: '/content/40008' },
  { date: '2026-10-04', title: 'Salt and Iron: the last shipyard', summary: 'Shipbuilders keep an old craft alive on the coast.', link: '/content/40009' },
  { date: '2026-09-30', title: 'Quiet Orbit, one day at a time', summary: 'Life aboard a research station, now streaming.', link: '/content/40010' },
  { date: '2026-09-26', title: 'Copper Sky under the clearest night', summary: 'Desert astronomers and the night of the year.', link: '/content/40012' },
  { date: '2026-09-22', title: 'Welcome to Sandbox Films', summary: 'Films and documentaries for members, with new titles every week.', link: '/' },
];
