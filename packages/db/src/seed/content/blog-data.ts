// Demo blog posts: real-sounding articles with HTML bodies (sanitised on insert).

export interface BlogSeed {
  slug: string;
  title: string;
  summary: string;
  bodyHtml: string;
  author: string;
  /** Days before the seed's clock the post was published. */
  ageDays: number;
}

export const BLOG_SEEDS: readonly BlogSeed[] = [
  {
    slug: 'how-to-spot-fake-tickets',
    title: 'How to Spot Fake Tickets Before You Buy',
    summary:
      'Five checks that keep you away from counterfeit tickets, and why a guarantee matters.',
    bodyHtml:
      '<p>Every season fans lose money to counterfeit tickets. A few simple checks protect you.</p><h2>Buy where a guarantee applies</h2><p>On Reprise every purchase is 100% guaranteed.</p><h2>Be wary of screenshots</h2><p>Mobile tickets with rotating barcodes cannot be screenshotted; a seller offering a picture is a warning sign.</p>',
    author: 'Maya Collins',
    ageDays: 3,
  },
  {
    slug: 'premier-league-away-days-guide',
    title: 'A Fan’s Guide to Premier League Away Days',
    summary: 'Travel, tickets and terrace etiquette for following your club on the road.',
    bodyHtml:
      '<p>Away tickets are scarce and allocations small. Plan early and know the club’s rules.</p><h2>Getting there</h2><p>Book trains early and check for engineering works on match weekends.</p><ul><li>Arrive early</li><li>Keep your ticket on your phone, charged</li></ul>',
    author: 'Tom Hargreaves',
    ageDays: 9,
  },
  {
    slug: 'best-seats-at-madison-square-garden',
    title: 'Where to Sit at Madison Square Garden',
    summary:
      'From courtside to the Chase Bridge: what each level offers for Knicks games and concerts.',
    bodyHtml:
      '<p>The Garden is one of the best arenas in the world to watch a game.</p><h2>Lower bowl</h2><p>Sections 100–120 put you close to the action.</p><h2>Value picks</h2><p>The 200 level corners give a full view of the court at a friendlier price.</p>',
    author: 'Dana Ruiz',
    ageDays: 16,
  },
  {
    slug: 'festival-packing-list',
    title: 'The Only Festival Packing List You Need',
    summary: 'What to bring, what to leave at home, and how to keep your wristband safe.',
    bodyHtml:
      '<p>A good festival starts with a good bag.</p><ol><li>Refillable water bottle</li><li>Power bank</li><li>Rain poncho</li><li>Earplugs</li></ol><p>Check the festival’s list of banned items before you leave.</p>',
    author: 'Priya Shah',
    ageDays: 24,
  },
  {
    slug: 'first-time-at-the-opera',
    title: 'First Time at the Opera? Here’s What to Expect',
    summary: 'Surtitles, intervals and dress codes demystified for opera newcomers.',
    bodyHtml:
      '<p>Opera is more welcoming than its reputation suggests.</p><h2>Surtitles</h2><p>Most houses show translations above the stage.</p><h2>Intervals</h2><p>Expect one or two, and pre-order your interval drinks.</p>',
    author: 'Eleanor Finch',
    ageDays: 35,
  },
  {
    slug: 'why-ticket-prices-change',
    title: 'Why Resale Ticket Prices Go Up and Down',
    summary: 'Demand, timing and team form: what moves prices on a resale marketplace.',
    bodyHtml:
      '<p>Resale prices may be above or below face value, and they move with demand.</p><h2>Timing</h2><p>Prices often dip in the last days before an event as sellers want to sell.</p><p>Our deal score shows how a listing compares with similar seats.</p>',
    author: 'Sam Okafor',
    ageDays: 47,
  },
  {
    slug: 'nfl-london-games-explained',
    title: 'NFL in London: Everything You Need to Know',
    summary: 'Venues, kick-off times and tickets for the NFL International Series.',
    bodyHtml:
      '<p>American football has a loyal following in the UK.</p><h2>Venues</h2><p>Games are played at Wembley and Tottenham Hotspur Stadium.</p><p>Kick-off times are shown in local time on every event page.</p>',
    author: 'Tom Hargreaves',
    ageDays: 60,
  },
];
