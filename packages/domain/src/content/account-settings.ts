// The profile menu's account-settings links live in a static JSON file; this module gives
// them a type, since workspace exports only resolve .ts files.
import links from './account-settings.json' with { type: 'json' };

/** One link of the profile menu. */
export interface AccountSettingsLink {
  key: string;
  title: string;
  path: string;
}

/** The account-settings links of the profile menu (Logout is added by the menu itself). */
export const ACCOUNT_SETTINGS: { links: readonly AccountSettingsLink[] } = links;
