/** What other contexts may use of geo: countries, states and cities as the place calls answer them. */

export {
  findCity,
  getCitiesByState,
  getCityPage,
  getCountries,
  getCountryNames,
  getStates,
} from './service';
