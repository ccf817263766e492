import { expect as baseExpect, test } from '@playwright/test';
import { activeAccount, logIn } from './accounts.ts';
import { withConsentAnswered } from './furniture.ts';
import { expectNoSeriousAxeViolations, productPath, twoProducts } from './products.ts';

// A login runs the password KDF and a page render; on a busy machine that takes seconds.
const expect = baseExpect.configure({ timeout: 20_000 });

const words = {
  cs: {
    login: '/prihlasit',
    search: '/hledat',
    favourites: '/uzivatel/oblibene',
    email: 'E-mail',
    password: 'Heslo',
    logIn: 'Přihlásit se',
    add: 'Přidat do oblíbených',
    added: 'V oblíbených',
    remove: (name: string) => `Odebrat ${name} z oblíbených`,
    empty: 'Zatím nemáte žádné oblíbené',
    goShopping: 'Jít nakupovat',
    myAccount: 'Můj účet',
    menuEntry: 'Oblíbené',
  },
  en: {
    login: '/en/login',
    search: '/en/search',
    favourites: '/en/user/favourites',
    email: 'E-mail',
    password: 'Password',
    logIn: 'Log in',
    add: 'Add to favourites',
    added: 'In favourites',
    remove: (name: string) => `Remove ${name} from favourites`,
    empty: 'No favourites yet',
    goShopping: 'Go shopping',
    myAccount: 'My account',
    menuEntry: 'Favourites',
  },
} as const;

test.beforeEach(async ({ context }) => {
  await withConsentAnswered(context);
});

for (const locale of ['cs', 'en'] as const) {
  const w = words[locale];

  test(`${locale}: a signed-in shopper keeps products on the wish list from a box and a product page`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const [first, second] = await twoProducts(locale);
    const searchPath = `${w.search}?q=${encodeURIComponent(first.name)}`;

    // A guest gets no heart: the wish list is a signed-in shopper's.
    await page.goto(productPath(second, locale));
    await expect(page.getByRole('main').getByRole('button', { name: w.add })).toHaveCount(0);

    const { email, password } = await activeAccount(`wishlist-${locale}`);
    await page.goto(`${w.login}?redirect=${encodeURIComponent(searchPath)}`);
    await logIn(page, w, email, password);
    await expect(page).toHaveURL(new RegExp(`${w.search}\\?q=`));

    const box = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: first.name, exact: true }) })
      .first();
    await box.getByRole('button', { name: w.add }).click();
    await expect(box.getByRole('button', { name: w.added })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectNoSeriousAxeViolations(page);

    await page.goto(productPath(second, locale));
    const heart = page.getByRole('main').getByRole('button', { name: w.add }).first();
    await heart.click();
    await expect(
      page.getByRole('main').getByRole('button', { name: w.added }).first(),
    ).toBeVisible();
    // The page as loaded again knows it too.
    await page.reload();
    await expect(
      page.getByRole('main').getByRole('button', { name: w.added }).first(),
    ).toBeVisible();

    await page.goto(w.favourites);
    // The account menu names the page and marks it as the current one.
    await expect(
      page.getByRole('navigation', { name: w.myAccount }).getByRole('link', { name: w.menuEntry }),
    ).toHaveAttribute('aria-current', 'page');
    const main = page.getByRole('main');
    await expect(main).toContainText(first.name);
    await expect(main).toContainText(second.name);
    await expectNoSeriousAxeViolations(page);

    await main.getByRole('button', { name: w.remove(first.name) }).click();
    await expect(main).not.toContainText(first.name);
    await expect(main).toContainText(second.name);

    // Taking the heart off on the product page empties the list. The page's rails have hearts of
    // their own (not on the list), so the product's heart is the only one pressed until it is off.
    await page.goto(productPath(second, locale));
    const pressed = page.getByRole('main').getByRole('button', { name: w.added });
    await expect(pressed).toHaveCount(1);
    await pressed.click();
    await expect(pressed).toHaveCount(0);
    await page.goto(w.favourites);
    await expect(page.getByRole('heading', { name: w.empty })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: w.goShopping })).toBeVisible();
  });
}
