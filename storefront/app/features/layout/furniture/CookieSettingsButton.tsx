import { useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { consentDialogAtom, consentOpenerAtom } from './consent.atoms.ts';
import * as styles from '../SiteFooter.css.ts';

/** "Cookie settings" in the footer: opens the consent dialog again (it needs JavaScript). */
export function CookieSettingsButton() {
  const { t } = useLingui();
  const setDialog = useSetAtom(consentDialogAtom);
  const setOpener = useSetAtom(consentOpenerAtom);
  return (
    <button
      type="button"
      className={styles.textButton}
      aria-haspopup="dialog"
      onClick={(event) => {
        setOpener(event.currentTarget);
        setDialog('open');
      }}
    >
      {t`Cookie settings`}
    </button>
  );
}
