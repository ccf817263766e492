import { useLingui } from '@lingui/react/macro';
import { Button, FormField, TextField } from '@vitrina/design-system';
import { Form } from 'react-router';
import * as styles from './BranchListPage.css.ts';

/**
 * A GET form to the list itself (`?q=`), so searching works without JavaScript; with it, React
 * Router submits it as a navigation and keeps the scroll position.
 */
export function BranchSearchForm({ action, query }: { action: string; query: string }) {
  const { t } = useLingui();
  return (
    <Form method="get" action={action} role="search" className={styles.search} preventScrollReset>
      <FormField
        label={t`City, street or name of the pick-up point`}
        className={styles.searchField}
      >
        <TextField type="search" name="q" defaultValue={query} maxLength={100} autoComplete="off" />
      </FormField>
      <Button type="submit">{t`Search`}</Button>
    </Form>
  );
}
