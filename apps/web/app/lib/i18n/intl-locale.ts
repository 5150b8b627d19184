// The rule lives in the domain, where the API's mails read it too; the page code keeps this path.
export { dateLocale, moneyLocale } from '@reprise/domain/language/intl-locale';
