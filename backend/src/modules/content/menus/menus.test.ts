import { endpoints } from '@vitrina/contracts';
import { menuCodes, type MenuItem } from '@vitrina/contracts/content';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases.ts';
import { useTestApp } from '../../../test/test-app.ts';

const titles = (items: MenuItem[]) => items.map((item) => item.title);

describe.each(testDatabases)('GET /content/menu-object/{code} on $name', (database) => {
  const api = useTestApp(database);

  it.each(menuCodes)('serves %s within the contract, with items', async (code) => {
    const menu = await api.call(endpoints.menuObject, { params: { code } });
    expect(menu.code).toBe(code);
    expect(menu.items.length).toBeGreaterThan(2);
  });

  it('builds mainMenu from the category tree, top level marked main', async () => {
    const menu = await api.call(endpoints.menuObject, { params: { code: 'mainMenu' } });
    expect(menu.items).toHaveLength(8);
    const [electronics] = menu.items;
    expect(electronics).toMatchObject({
      title: 'Elektronika',
      main: true,
      parent: null,
      slug: 'elektronika',
      link: { type: 'category', slug: 'elektronika' },
    });
    expect(titles(electronics?.children ?? [])).toEqual([
      'Mobilní telefony',
      'Počítače a notebooky',
      'Audio a video',
    ]);
    const phones = electronics?.children[0];
    expect(phones).toMatchObject({ main: false, parent: electronics?.id });
    expect(titles(phones?.children ?? [])).toContain('Chytré telefony');
  });

  it('translates titles and category slugs for locale en', async () => {
    const menu = await api.call(
      endpoints.menuObject,
      { params: { code: 'mainMenu' } },
      { locale: 'en' },
    );
    expect(menu.title).toBe('Main menu');
    expect(menu.items[0]).toMatchObject({
      title: 'Electronics',
      link: { type: 'category', slug: 'electronics' },
    });
  });

  it('links header items to storefront routes', async () => {
    const menu = await api.call(
      endpoints.menuObject,
      { params: { code: 'header_top_1' } },
      { locale: 'en' },
    );
    expect(menu.items.map((item) => [item.title, item.link])).toEqual([
      ['Branches', { type: 'route', route: 'branches' }],
      ['Shopping guide', { type: 'route', route: 'shopping-guide' }],
      ['About purchase', { type: 'route', route: 'about-purchase' }],
      ['Contact', { type: 'route', route: 'contact' }],
    ]);
  });

  it('links legal pages by the slug of the request language', async () => {
    const cs = await api.call(endpoints.menuObject, { params: { code: 'footer_main_3' } });
    const en = await api.call(
      endpoints.menuObject,
      { params: { code: 'footer_main_3' } },
      { locale: 'en' },
    );
    expect(cs.items[0]?.link).toEqual({ type: 'page', slug: 'obchodni-podminky' });
    expect(en.items[0]?.link).toEqual({ type: 'page', slug: 'terms-and-conditions' });
  });

  it('answers an unknown menu code with 404 unknown_menu', async () => {
    const { status, body } = await api.get('/content/menu-object/sideMenu');
    expect(status).toBe(404);
    expect(body).toEqual({
      data: { errors: [{ field: 'code', title: 'Unknown menu "sideMenu"', code: 'unknown_menu' }] },
    });
  });

  it('rejects a code longer than the contract allows', async () => {
    const { status, body } = await api.get(`/content/menu-object/${'x'.repeat(65)}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({
      data: { errors: [{ field: 'code', code: 'validation_failed' }] },
    });
  });
});
