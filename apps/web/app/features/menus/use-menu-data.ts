import { useEffect, useState } from 'react';
import { browserApi } from '../../lib/api-client';
import { loadMenuData, type MenuData } from './menu-data';

// One request per page view and country, shared by the desktop bar and the mobile drawer.
const requests = new Map<string, Promise<MenuData>>();

function requestMenu(countryCode: string | null): Promise<MenuData> {
  const key = countryCode ?? '';
  let request = requests.get(key);
  if (!request) {
    request = loadMenuData(browserApi(), countryCode);
    // A failed read may be retried by the next page; loadMenuData already degrades to empty.
    request.catch(() => requests.delete(key));
    requests.set(key, request);
  }
  return request;
}

/**
 * The header menus' data, fetched after hydration: menus are secondary navigation, so every page's
 * HTML stays free of their ~40 KB of genres and performers.
 */
export function useMenuData(countryCode: string | null): MenuData | null {
  const [menu, setMenu] = useState<MenuData | null>(null);
  useEffect(() => {
    let live = true;
    requestMenu(countryCode).then(
      (data) => live && setMenu(data),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [countryCode]);
  return menu;
}
