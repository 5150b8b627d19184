import { index, type RouteConfig, route } from '@react-router/dev/routes';
import { CATEGORIES } from '@reprise/domain/categories';

// Every route may carry a leading country segment (/uk/about). Pages whose first
// segment is fixed get an explicit `:countryCode/…` twin (its loader 404s an unknown code).
// Catalogue paths are all dynamic — /uk/sports and /sports/epl look alike to a router — so one
// dispatcher route resolves country, category, genre, performer and event in its loader.
function withCountry(path: string, file: string, id: string) {
  return [route(path, file, { id }), route(`:countryCode/${path}`, file, { id: `${id}-cc` })];
}

export default [
  index('routes/home.tsx'),
  ...withCountry('about', 'routes/about.tsx', 'about'),
  ...withCountry('faq', 'routes/faq.tsx', 'faq'),
  ...withCountry('press', 'routes/faq.tsx', 'press'),
  ...withCountry('blog', 'routes/blog.tsx', 'blog'),
  ...withCountry('blog/:blogid', 'routes/blog-post.tsx', 'blog-post'),
  ...withCountry('sitemap', 'routes/sitemap.tsx', 'sitemap'),
  ...withCountry('sitemap/:category/:genre', 'routes/sitemap-genre.tsx', 'sitemap-genre'),
  ...withCountry('venue/:venue', 'routes/place.tsx', 'venue'),
  ...withCountry('cities/:city', 'routes/place.tsx', 'city'),
  ...withCountry('return-policy', 'routes/static-page.tsx', 'return-policy'),
  ...withCountry('cookies', 'routes/static-page.tsx', 'cookies'),
  ...withCountry('terms-and-conditions', 'routes/static-page.tsx', 'terms-and-conditions'),
  ...withCountry('privacy-policy', 'routes/static-page.tsx', 'privacy-policy'),
  ...withCountry('see-all', 'routes/see-all.tsx', 'see-all'),
  ...withCountry('see-all/venues', 'routes/see-all-venues.tsx', 'see-all-venues'),
  ...withCountry('see-all/cities', 'routes/see-all-cities.tsx', 'see-all-cities'),
  ...withCountry('see-all/leagues', 'routes/see-all-leagues.tsx', 'see-all-leagues'),
  ...withCountry('see-all/genres/:category', 'routes/see-all-genres.tsx', 'see-all-genres'),
  ...withCountry(
    'see-all/performers/:category/:genre',
    'routes/see-all-performers.tsx',
    'see-all-performers',
  ),
  ...withCountry('myaccount', 'routes/my-account.tsx', 'my-account'),
  ...withCountry('favorites', 'routes/favorites.tsx', 'favorites'),
  ...withCountry('mytickets', 'routes/my-tickets.tsx', 'my-tickets'),
  ...withCountry('mytickets/:orderid', 'routes/my-ticket.tsx', 'my-ticket'),
  ...withCountry('mytickets/:orderid/qr/:ticket', 'routes/my-ticket-qr.tsx', 'my-ticket-qr'),
  ...withCountry('invite', 'routes/invite.tsx', 'invite'),
  ...withCountry('set-password/:token', 'routes/password-token.tsx', 'set-password'),
  ...withCountry('change-password/:token', 'routes/password-token.tsx', 'change-password'),
  // The OAuth redirect address registered with each provider: one fixed path, no country twin.
  route('auth/:provider/callback', 'routes/social-callback.tsx'),
  // Event pages (/{category}/{genre}/{performer}/{slug}+{id}) have their own module. Their first
  // segment is one of the five category slugs, so `/sports/epl/arsenal/arsenal-v-chelsea+1`
  // matches here while `/uk/sports/epl/arsenal` (a performer with a country prefix, also four
  // segments) does not and falls to the dispatcher (ADR 0007).
  ...CATEGORIES.flatMap(({ slug }) => [
    ...withCountry(`${slug}/:genre/:performer/:event`, 'routes/event.tsx', `event-${slug}`),
    ...withCountry(
      `${slug}/:genre/:performer/:event/checkout`,
      'routes/checkout.tsx',
      `checkout-${slug}`,
    ),
  ]),
  // The holding page of an on-sale's waiting room: one fixed path, no country twin.
  route('waiting-room/:eventId', 'routes/waiting-room.tsx'),
  // The operator desk (docs/decisions/0023-operator-desk.md): staff only, English, no country twin.
  route('ops', 'routes/ops-orders.tsx'),
  route('ops/sign-in', 'routes/ops-sign-in.tsx'),
  route('ops/orders/:id', 'routes/ops-order.tsx'),
  route('ops/events', 'routes/ops-events.tsx'),
  route('ops/events/:id', 'routes/ops-event.tsx'),
  route('ops/buyers', 'routes/ops-buyers.tsx'),
  route('ops/buyers/:id', 'routes/ops-buyer.tsx'),
  route('ops/sources', 'routes/ops-sources.tsx'),
  route('ops/promo-codes', 'routes/ops-promo-codes.tsx'),
  route('410', 'routes/gone.tsx'),
  route('*', 'routes/catalog-path.tsx'),
] satisfies RouteConfig;
