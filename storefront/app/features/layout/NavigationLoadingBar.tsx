import { useLingui } from '@lingui/react/macro';
import { LoadingBar } from '@vitrina/design-system';
import { useNavigation } from 'react-router';
import { scope } from './NavigationLoadingBar.css.ts';

/** Navigations that finish sooner than this never show the bar (no flash on fast pages). */
export const loadingBarDelayMs = 150;

/** The design system's loading bar, shown while React Router loads the next page. */
export function NavigationLoadingBar() {
  const { t } = useLingui();
  const navigation = useNavigation();
  return (
    <div className={scope}>
      <LoadingBar
        active={navigation.state !== 'idle'}
        delay={loadingBarDelayMs}
        label={t`Loading the page…`}
      />
    </div>
  );
}
