import { Plural, useLingui } from '@lingui/react/macro';
import type { ShoppingList } from '@vitrina/contracts/store';
import { Button, Icon } from '@vitrina/design-system';
import { Form, Link } from 'react-router';
import { useLocale } from '../../i18n/useLocale.ts';
import { routePath } from '../../routing/routePath.ts';
import type { FormFailure } from './forms/formResult.ts';
import { FormAlert, Notice, TextInput } from './forms/FormFields.tsx';
import * as styles from './forms/FormFields.css.ts';
import { useAccountForm } from './forms/useAccountForm.ts';
import { DeleteForm, ListItems, RemoveButton } from './ListItems.tsx';
import { listNameForm } from './listNameForm.ts';
import * as area from './UserArea.css.ts';

function NameForm(props: {
  action: string;
  name: string;
  submit: string;
  failure?: FormFailure;
  notice?: string;
}) {
  const { t } = useLingui();
  const initial = { name: props.name };
  const account = useAccountForm(listNameForm, initial, props.failure);
  return (
    <Form
      method="post"
      action={props.action}
      className={styles.form}
      onSubmit={account.onSubmit}
      noValidate
    >
      {props.notice ? <Notice>{props.notice}</Notice> : null}
      <FormAlert code={account.formError} />
      <TextInput form={account} name="name" label={t`List name`} required />
      <div className={styles.actions}>
        <Button type="submit" name="intent" value="name">
          {props.submit}
        </Button>
      </div>
    </Form>
  );
}

/** Shopping lists (spec §2 `user-shoppingLists`): each with its size, a new one by name. */
export function ShoppingListsPage(props: { lists: ShoppingList[]; failure?: FormFailure }) {
  const { t } = useLingui();
  const locale = useLocale();
  const here = routePath('user-shoppingLists', {}, locale);
  return (
    <>
      {props.lists.length === 0 ? (
        <p className={area.muted}>{t`You have no shopping lists yet.`}</p>
      ) : (
        <div className={area.cards}>
          {props.lists.map((list) => (
            <article key={list.id} className={area.card} aria-label={list.name}>
              <h2 className={area.cardTitle}>
                <Icon name="list" />
                <Link to={routePath('user-shoppingLists-id', { id: list.id }, locale)}>
                  {list.name}
                </Link>
              </h2>
              <p className={area.muted}>
                <Plural value={list.items.length} one="# item" other="# items" />
              </p>
              <div className={area.row}>
                <Button
                  href={routePath('user-shoppingLists-id', { id: list.id }, locale)}
                  color="outline"
                  size="small"
                >
                  {t`Open`}
                </Button>
                <DeleteForm action={here} id={list.id} label={t`Delete`} />
              </div>
            </article>
          ))}
        </div>
      )}
      <section className={area.section} aria-labelledby="new-list">
        <h2 id="new-list" className={area.sectionTitle}>
          {t`New shopping list`}
        </h2>
        <NameForm action={here} name="" submit={t`Create the list`} failure={props.failure} />
      </section>
    </>
  );
}

/** One shopping list: all of it into the cart, its items (remove each), rename, delete. */
export function ShoppingListPage(props: {
  list: ShoppingList;
  imageBase: string;
  failure?: FormFailure;
  renamed: boolean;
  cartFailed: boolean;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const here = routePath('user-shoppingLists-id', { id: props.list.id }, locale);
  return (
    <>
      {props.cartFailed ? (
        <p role="alert" className={styles.alert}>
          {t`None of the items of this list can be bought now.`}
        </p>
      ) : null}
      {props.list.items.length > 0 ? (
        <Form method="post" action={here} className={area.toolbar}>
          <Button type="submit" name="intent" value="toCart" iconLeft={<Icon name="cart" />}>
            {t`Add the whole list to the cart`}
          </Button>
        </Form>
      ) : null}
      {props.list.items.length === 0 ? (
        <p className={area.muted}>{t`The list is empty.`}</p>
      ) : (
        <ListItems
          items={props.list.items}
          imageBase={props.imageBase}
          remove={(item) => (
            <Form method="post" action={here}>
              <input type="hidden" name="itemId" value={item.id} />
              <input type="hidden" name="intent" value="removeItem" />
              <RemoveButton label={t`Remove ${item.product?.name ?? ''} from the list`}>
                {t`Remove`}
              </RemoveButton>
            </Form>
          )}
        />
      )}
      <section className={area.section} aria-labelledby="list-settings">
        <h2 id="list-settings" className={area.sectionTitle}>
          {t`List settings`}
        </h2>
        <NameForm
          action={here}
          name={props.list.name}
          submit={t`Rename`}
          failure={props.failure}
          notice={props.renamed ? t`The list has been renamed.` : undefined}
        />
        <Form method="post" action={here} className={area.section}>
          <Button
            type="submit"
            name="intent"
            value="delete"
            color="critical"
            iconLeft={<Icon name="trash" />}
          >
            {t`Delete the list`}
          </Button>
        </Form>
      </section>
    </>
  );
}
