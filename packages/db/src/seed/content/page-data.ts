// The static pages. Each anchor is an element id inside the body and is listed in `anchors`, so a
// page can render its table of contents and /return-policy#refund lands on the right heading.

export interface PageSeed {
  slug: string;
  title: string;
  bodyHtml: string;
  anchors: { id: string; title: string }[];
}

interface Section {
  id: string;
  title: string;
  html: string;
}

function withSections(slug: string, title: string, intro: string, sections: Section[]): PageSeed {
  const body = sections.map((s) => `<section id="${s.id}"><h2>${s.title}</h2>${s.html}</section>`);
  return {
    slug,
    title,
    bodyHtml: `${intro}${body.join('')}`,
    anchors: sections.map(({ id, title: t }) => ({ id, title: t })),
  };
}

const RETURN_POLICY = withSections(
  'return-policy',
  'Return Policy',
  '<p>All purchases on Reprise are 100% guaranteed. Prices may be above or below face value.</p>',
  [
    {
      id: 'refund',
      title: 'Refund',
      html: '<p>Because tickets are for a single event, all sales are final. A refund is given when an event is cancelled, or when we cannot deliver valid tickets in time.</p>',
    },
    {
      id: 'order-cancellation',
      title: 'Order Cancellation',
      html: '<p>Orders cannot be cancelled once placed.</p>',
    },
    {
      id: 'cancelled-event',
      title: 'Cancelled Event',
      html: '<p>If your event is cancelled and not rescheduled, you receive a full refund of the price you paid. The refund appears in 1-2 weeks.</p>',
    },
    {
      id: 'postponed-event',
      title: 'Postponed Event',
      html: '<p>If your event is postponed or rescheduled, your tickets remain valid for the new date and no refund is given.</p>',
    },
    {
      id: 'covid-19-refund',
      title: 'COVID-19 Refund',
      html: '<p>Events cancelled because of COVID-19 are refunded like any cancelled event. Events that go ahead with health measures are not refunded.</p>',
    },
    {
      id: 'vaccine-required',
      title: 'Vaccine Required',
      html: '<p>Some venues require proof of vaccination or a negative test. These requirements are set by the venue; not meeting them is not a reason for a refund.</p>',
    },
    {
      id: 'masks-required',
      title: 'Masks Required',
      html: '<p>Venues may require masks. Please check the venue’s rules before the event; mask requirements are not a reason for a refund.</p>',
    },
  ],
);

const PRIVACY_POLICY = withSections(
  'privacy-policy',
  'Privacy Policy',
  '<p>This policy explains how Reprise collects and uses your personal information.</p>',
  [
    {
      id: 'applicability',
      title: 'Applicability',
      html: '<p>This policy applies to the Reprise website and to every service that links to it.</p>',
    },
    {
      id: 'information-collected',
      title: 'Information Collected',
      html: '<p>We collect the details you give us (name, email, phone number, payment details) and information about your visit, such as your IP address and approximate location.</p>',
    },
    {
      id: 'use',
      title: 'Use',
      html: '<p>We use your information to process orders, deliver tickets, prevent fraud, show prices in your currency and, with your consent, send offers.</p>',
    },
    {
      id: 'sharing',
      title: 'Sharing',
      html: '<p>We share what is needed to fulfil your order with the seller, the ticketing system and our payment provider. We do not sell your personal information.</p>',
    },
    {
      id: 'storage-and-security',
      title: 'Storage and Security',
      html: '<p>Your information is stored on secured servers. Card numbers are never stored by Reprise.</p>',
    },
    {
      id: 'access-and-updating',
      title: 'Access and Updating',
      html: '<p>You can view and update your details under <a href="/myaccount">My Account</a>, or ask us to delete them.</p>',
    },
    {
      id: 'additional-info',
      title: 'Additional Info',
      html: '<p>Questions about this policy can be sent to <a href="mailto:privacy@reprise.example">privacy@reprise.example</a>.</p>',
    },
  ],
);

const plain = (slug: string, title: string, bodyHtml: string): PageSeed => ({
  slug,
  title,
  bodyHtml,
  anchors: [],
});

export const PAGE_SEEDS: readonly PageSeed[] = [
  plain(
    'about',
    'About Reprise',
    '<h2>Experience live again</h2><p>Reprise is a marketplace where fans buy tickets to sports, concerts, theatre, festivals and special events from sellers they can trust.</p><p>All purchases are 100% guaranteed. Cancelled events get a full refund. Prices may be above or below face value.</p>',
  ),
  plain(
    'press',
    'Press',
    '<p>For press enquiries, interviews and brand assets, email <a href="mailto:press@reprise.example">press@reprise.example</a>.</p><h2>Recent coverage</h2><ul><li>Reprise launches in the UK, Australia and New Zealand</li><li>How resale marketplaces keep fans safe from fake tickets</li></ul>',
  ),
  RETURN_POLICY,
  plain(
    'cookies',
    'Cookie Policy',
    '<p>Reprise uses cookies to keep you signed in, remember your country and currency, and, with your consent, measure how the site is used.</p><h2>Essential cookies</h2><p>Sign-in, country, currency and consent cookies are needed for the site to work.</p><h2>Your choice</h2><p>You can accept or decline non-essential cookies in the cookie banner.</p>',
  ),
  plain(
    'terms-and-conditions',
    'Terms and Conditions',
    '<p>By using Reprise you agree to these terms.</p><h2>Purchases</h2><p>All sales are final. All purchases are 100% guaranteed; cancelled events get a full refund.</p><h2>Prices</h2><p>Tickets are resold, so prices may be above or below face value.</p><h2>Accounts</h2><p>You are responsible for keeping your password safe.</p>',
  ),
  PRIVACY_POLICY,
];
