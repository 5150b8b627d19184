// The GraphQL queries of the API. Field and argument names keep the legacy spelling exactly
// (snake_case, 'carosuelFilterByGenre'), because clients already send them.
export const schema = /* GraphQL */ `
  input CoordinatesInput {
    latitude: Float!
    longitude: Float!
  }

  "The event listing filter (filterListings). Every field is optional; absent means no filter."
  input EventFilterInput {
    "Centre for radius and 'nearby'."
    coordinates: CoordinatesInput
    "Miles from coordinates (default 250); needs coordinates."
    radius: Float
    "Only events within this many days from now."
    days: Int
    "Only events that have not started (default true)."
    isfutureevents: Boolean
    "YYYY-MM-DD, venue-local day, inclusive."
    from_date: String
    "YYYY-MM-DD, venue-local day, inclusive."
    to_date: String
    "Country code (us, uk, au, nz …); noc or empty: any."
    country_code: String
    "explore (default, soonest first), upcoming, hot, trending (popularity), nearby (distance; needs coordinates)."
    type: String
    "Accepted and ignored until buyer accounts exist."
    buyerUserId: ID
    venueSlug: String
    "Category slug or id."
    category: String
    "Genre slug or id."
    genre: String
    "Performer slug: the headliner or any performer of the event."
    performer: String
    "Venue id, slug or part of its name."
    venue: String
    "Free text in the event name (case and accent insensitive)."
    eventSearch: String
    "City ids."
    cities: [Int!]
    "Only these events (at most 100)."
    event_ids: [Int!]
    "1 to 100 (default 8)."
    limit: Int
    "From 1 (default 1)."
    page: Int
    cityId: Int
    "Where the list shows (home, category, genre …); informational."
    pageType: String
    "Genre slug or id a carousel narrows to (used when genre is absent)."
    carosuelFilterByGenre: String
    fromCurrencyCode: String
    "Prices are converted to this currency."
    toCurrencyCode: String
    "Lowest from-price (cheapest all-in per ticket), major units of toCurrencyCode (GBP without one)."
    min_price: Float
    "Highest from-price (cheapest all-in per ticket), major units of toCurrencyCode (GBP without one)."
    max_price: Float
  }

  type ListingDetails {
    "Cheapest all-in price per ticket (fees and tax included), major units."
    minPrice: Float
    minPriceMinor: Int
    currency: String
    listingCount: Int!
    ticketCount: Int!
  }

  "An event card (one filterListings row)."
  type EventListing {
    event_id: Int!
    eventname: String!
    "ISO 8601 instant; show it in the venue's timezone."
    eventdate: String!
    venuename: String!
    city: String!
    state: String
    country: String!
    listingDtls: ListingDetails!
    categoryname: String!
    genrename: String
    performername: String!
    categoryid: Int!
    genreid: Int
    countrycode: String!
    timezone: String!
    performerimg: String
    alt_tag: String!
    fromCurrencyCode: String
    toCurrencyCode: String
    "Events matching the filter across all pages."
    exploreEventTotal: Int!
    "The event is tomorrow in its venue's time zone."
    tomorrow_sale: Boolean!
    hot_sale: Boolean!
    "Tickets sold, derived from orders (events/availability-queries.ts)."
    total_sold_tickets: Int!
    tevo_list_count: Int!
    total_seats: Int!
    "Tickets on sale: quantity − sold − active holds, over the event's listings."
    totalavailabletkts: Int!
    "Event page path."
    url: String!
    title: String!
    img: String!
    "The one card badge, by priority (hot, sold, hurry); recently viewed is added by the browser."
    badge: String
  }

  "The token variant: a subset of EventListing."
  type TokenEventListing {
    event_id: Int!
    eventname: String!
    eventdate: String!
    venuename: String!
    city: String!
    state: String
    country: String!
    countrycode: String!
    timezone: String!
    categoryname: String!
    genrename: String
    performername: String!
    performerimg: String
    url: String!
  }

  type TicketingSystem {
    id: Int!
    ticketing_system_name: String!
  }

  type Buyer {
    id: Int!
    email: String!
  }

  type City {
    id: Int!
    name: String!
    state: String
    country: String
    country_code: String!
    s3_image_url: String
    alt_tag: String
  }

  type CityList {
    totalCount: Int!
    cities: [City!]!
  }

  input CityInput {
    "Part of the city name."
    city_name_search: String
    country_id: Int
    state_id: Int
    "1 to 100 (default 50)."
    limit: Int
    offset: Int
  }

  type Country {
    id: Int!
    name: String!
    code: String!
  }

  type State {
    id: Int!
    name: String!
    code: String
    country_id: Int!
  }

  type Query {
    filterListings(input: EventFilterInput): [EventListing!]!
    tokenEventList(country_code: String, type: String, isfutureevents: Boolean): [TokenEventListing!]!
    allTicketingSystems: [TicketingSystem!]!
    "Every buyer's id and email (getAllBuyerUsers): operator only, Authorization: Bearer <OPERATOR_API_KEY>."
    allBuyers: [Buyer!]!
    cities(input: CityInput): CityList!
    city(id: Int!): City
    countries: [Country!]!
    states(country_id: Int!): [State!]!
    citiesByState(state_id: Int!): [City!]!
  }
`;
