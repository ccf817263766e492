import { apiHeaders } from './headers.ts';

const backendPort = process.env.E2E_BACKEND_PORT ?? '4100';
export const backendUrl = `http://127.0.0.1:${backendPort}`;

interface MenuItem {
  title: string;
  children: MenuItem[];
}

/** Reads a menu straight from the content server, to check the page shows what the back end holds. */
export async function fetchMenu(code: string, locale: 'cs' | 'en'): Promise<MenuItem[]> {
  const response = await fetch(`${backendUrl}/content/menu-object/${code}`, {
    headers: { [apiHeaders.locale]: locale },
  });
  if (!response.ok) throw new Error(`menu ${code} answered ${response.status}`);
  const menu = (await response.json()) as { items: MenuItem[] };
  return menu.items;
}
