import { useLingui } from '@lingui/react/macro';
import type { Address } from '@vitrina/contracts/store';
import { Badge, Button, Icon } from '@vitrina/design-system';
import { Form } from 'react-router';
import { useLocale } from '../../i18n/useLocale.ts';
import { routePath } from '../../routing/routePath.ts';
import { addressForm, addressValues } from './addressForm.ts';
import type { FormFailure } from './forms/formResult.ts';
import { CheckboxInput, FormAlert, SelectInput, TextInput } from './forms/FormFields.tsx';
import * as styles from './forms/FormFields.css.ts';
import { useAccountForm } from './forms/useAccountForm.ts';
import { DeleteForm } from './ListItems.tsx';
import * as area from './UserArea.css.ts';

type Option = { value: string; label: string };

const emptyAddress = { type: 'delivery', countryCode: 'CZE' };

/** Adding or editing one address; a plain post with its intent (and id when editing). */
function AddressForm(props: { address?: Address; countries: Option[]; failure?: FormFailure }) {
  const { t } = useLingui();
  const locale = useLocale();
  const initial = props.address ? addressValues(props.address) : emptyAddress;
  const account = useAccountForm(addressForm, initial, props.failure);
  return (
    <Form
      method="post"
      action={routePath('user-addressList', {}, locale)}
      className={`${styles.form} ${area.card}`}
      onSubmit={account.onSubmit}
      noValidate
      aria-label={props.address ? t`Edit the address` : t`New address`}
    >
      <FormAlert code={account.formError} />
      <input type="hidden" name="intent" value={props.address ? 'update' : 'create'} />
      {props.address ? <input type="hidden" name="id" value={props.address.id} /> : null}
      <SelectInput
        form={account}
        name="type"
        label={t`Address type`}
        options={[
          { value: 'delivery', label: t`Delivery address` },
          { value: 'billing', label: t`Billing address` },
        ]}
      />
      <div className={styles.pair}>
        <TextInput
          form={account}
          name="firstName"
          label={t`First name`}
          autoComplete="given-name"
          required
        />
        <TextInput
          form={account}
          name="lastName"
          label={t`Last name`}
          autoComplete="family-name"
          required
        />
      </div>
      <TextInput form={account} name="companyName" label={t`Company`} autoComplete="organization" />
      <div className={styles.pair}>
        <TextInput
          form={account}
          name="street"
          label={t`Street`}
          autoComplete="address-line1"
          required
        />
        <TextInput form={account} name="houseNumber" label={t`House number`} />
      </div>
      <div className={styles.pair}>
        <TextInput
          form={account}
          name="city"
          label={t`City`}
          autoComplete="address-level2"
          required
        />
        <TextInput
          form={account}
          name="postcode"
          label={t`Postcode`}
          autoComplete="postal-code"
          required
        />
      </div>
      <SelectInput
        form={account}
        name="countryCode"
        label={t`Country`}
        options={props.countries}
        required
      />
      <TextInput form={account} name="phone" type="tel" label={t`Phone`} autoComplete="tel" />
      <CheckboxInput
        form={account}
        name="isDefault"
        label={t`Use as my default address of this type`}
      />
      <div className={styles.actions}>
        <Button type="submit">{t`Save the address`}</Button>
        <Button href={routePath('user-addressList', {}, locale)} color="ghost">
          {t`Cancel`}
        </Button>
      </div>
    </Form>
  );
}

function AddressCard(props: { address: Address; countries: Option[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { address } = props;
  const country = props.countries.find((option) => option.value === address.countryCode);
  const list = routePath('user-addressList', {}, locale);
  return (
    <article
      className={area.card}
      aria-label={`${address.firstName} ${address.lastName}, ${address.street}`}
    >
      <h3 className={area.cardTitle}>
        <Icon name={address.type === 'billing' ? 'tag' : 'truck'} />
        {address.type === 'billing' ? t`Billing address` : t`Delivery address`}
        {address.isDefault ? <Badge variant="info">{t`Default`}</Badge> : null}
      </h3>
      <address className={area.lines}>
        {address.firstName} {address.lastName}
        {address.companyName ? (
          <>
            <br />
            {address.companyName}
          </>
        ) : null}
        <br />
        {address.street} {address.houseNumber}
        <br />
        {address.postcode} {address.city}
        <br />
        {country?.label ?? address.countryCode}
        {address.phone ? (
          <>
            <br />
            {address.phone}
          </>
        ) : null}
      </address>
      <div className={area.row}>
        <Button
          href={`${list}?edit=${address.id}`}
          color="outline"
          size="small"
          iconLeft={<Icon name="edit" />}
        >
          {t`Edit`}
        </Button>
        {address.isDefault ? null : (
          <Form method="post" action={list}>
            <input type="hidden" name="id" value={address.id} />
            <Button type="submit" name="intent" value="default" color="ghost" size="small">
              {t`Make default`}
            </Button>
          </Form>
        )}
        <DeleteForm action={list} id={address.id} label={t`Delete`} />
      </div>
    </article>
  );
}

/** Saved addresses (spec §2 `user-addressList`): add, edit, delete, make default. */
export function AddressesPage(props: {
  addresses: Address[];
  countries: Option[];
  editing: number | null;
  adding: boolean;
  failure?: FormFailure;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const failedIntent = props.failure?.values.intent;
  const failedId = Number(props.failure?.values.id) || null;
  const editing = failedIntent === 'update' ? failedId : props.editing;
  const adding = failedIntent === 'create' || props.adding || props.addresses.length === 0;
  return (
    <>
      {props.failure && !failedIntent ? <FormAlert code={props.failure.formError} /> : null}
      {props.addresses.length === 0 ? (
        <p className={area.muted}>{t`You have no saved addresses yet.`}</p>
      ) : (
        <div className={area.cards}>
          {props.addresses.map((address) =>
            address.id === editing ? (
              <AddressForm
                key={address.id}
                address={address}
                countries={props.countries}
                failure={failedIntent === 'update' ? props.failure : undefined}
              />
            ) : (
              <AddressCard key={address.id} address={address} countries={props.countries} />
            ),
          )}
        </div>
      )}
      <section className={area.section} aria-labelledby="new-address">
        <h2 id="new-address" className={area.sectionTitle}>
          {t`New address`}
        </h2>
        {adding ? (
          <AddressForm
            countries={props.countries}
            failure={failedIntent === 'create' ? props.failure : undefined}
          />
        ) : (
          <Button
            href={`${routePath('user-addressList', {}, locale)}?new=1`}
            iconLeft={<Icon name="plus" />}
          >
            {t`Add an address`}
          </Button>
        )}
      </section>
    </>
  );
}
