import { useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Dialog, FormField, Select, themeNames } from '@vitrina/design-system';
import { useState, type FormEvent } from 'react';
import { envOverrideCookie, type EnvOverrides } from '../../../session/envOverrides.ts';
import { featureFlagNames, type FeatureFlags } from '../../../session/featureFlags.ts';
import * as styles from './AdminPanel.css.ts';

const shopDefault = 'default';

export interface AdminPanelProps {
  /** Names of the back ends the server lists (ENV_OVERRIDE_BACKENDS); never their addresses. */
  backends: string[];
  overrides: EnvOverrides | null;
  flags: FeatureFlags;
}

/**
 * The site admin panel (its own chunk, only with ALLOW_ENV_OVERRIDE): theme, back end and feature
 * flags for this browser. Saving writes the override cookie and reloads; the server applies it
 * and answers every page `private, no-store`.
 */
export default function AdminPanel({ backends, overrides, flags }: AdminPanelProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    // `default` (Radix reserves the empty value) means no override.
    const text = (name: string) => {
      const value = String(data.get(name) ?? '');
      return value && value !== shopDefault ? value : undefined;
    };
    const next: EnvOverrides = {
      theme: text('theme'),
      backend: text('backend'),
      flags: Object.fromEntries(featureFlagNames.map((name) => [name, data.get(name) === 'on'])),
    };
    document.cookie = envOverrideCookie(next);
    location.reload();
  }

  function reset() {
    document.cookie = envOverrideCookie(null);
    location.reload();
  }

  return (
    <Dialog
      title={t`Site admin`}
      description={t`Overrides for this browser only.`}
      open={open}
      onOpenChange={setOpen}
      closeLabel={t`Close`}
      trigger={
        <Button size="small" color="secondary" className={styles.launcher}>
          {t`Site admin`}
        </Button>
      }
    >
      <form className={styles.form} onSubmit={save}>
        <FormField label={t`Theme`}>
          <Select
            name="theme"
            defaultValue={overrides?.theme ?? shopDefault}
            options={[
              { value: shopDefault, label: t`The shop's theme` },
              ...themeNames.map((name) => ({ value: name, label: name })),
            ]}
          />
        </FormField>
        <FormField label={t`Back end`}>
          <Select
            name="backend"
            defaultValue={overrides?.backend ?? shopDefault}
            options={[
              { value: shopDefault, label: t`The shop's back end` },
              ...backends.map((name) => ({ value: name, label: name })),
            ]}
          />
        </FormField>
        <fieldset className={styles.flags}>
          <legend className={styles.legend}>{t`Feature flags`}</legend>
          {featureFlagNames.map((name) => (
            <Checkbox key={name} name={name} label={name} defaultChecked={flags[name]} />
          ))}
        </fieldset>
        <p className={styles.note}>{t`The page reloads to apply the overrides.`}</p>
        <div>
          <Button type="submit">{t`Apply`}</Button>{' '}
          <Button type="button" color="ghost" onClick={reset}>
            {t`Reset`}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
