import { errorEnvelope } from '@vitrina/contracts';
import { data, redirect } from 'react-router';
import { acceptAll, formatConsent, rejectAll } from '../../../analytics/consent.ts';
import type { RequestContext } from '../../../request/requestContext.ts';
import { safeRedirectPath } from '../../../routing/safeRedirect.ts';
import {
  isEntryModalId,
  preferenceCookie,
  readPreferences,
  withClosedModal,
} from '../../../session/preferences.ts';

/**
 * The furniture's choices without JavaScript (with it, the page writes the same cookies itself):
 * the cookie consent, closing the top banner or an entry modal. Sets the cookie and returns to the
 * page the form was on.
 */
export async function savePreference(request: Request, context: RequestContext) {
  const form = await request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : null;
  };
  const cookie = preferenceFromForm(field, request, context.https);
  if (!cookie) {
    return data(errorEnvelope([{ title: 'Nothing to save', code: 'validation_failed' }]), {
      status: 422,
    });
  }
  return redirect(safeRedirectPath(field('redirectTo')), {
    status: 303,
    headers: { 'Set-Cookie': cookie },
  });
}

function preferenceFromForm(
  field: (name: string) => string | null,
  request: Request,
  secure: boolean,
): string | null {
  const consent = field('consent');
  if (consent === 'all' || consent === 'none' || consent === 'custom') {
    const choice =
      consent === 'all'
        ? acceptAll
        : consent === 'none'
          ? rejectAll
          : { analytics: field('analytics') === 'on', marketing: field('marketing') === 'on' };
    return preferenceCookie('consent', formatConsent(choice), secure);
  }
  const banner = field('closeTopBanner');
  if (banner && banner.length <= 64) return preferenceCookie('topBannerClosed', banner, secure);
  const modal = field('closeEntryModal');
  if (modal && isEntryModalId(modal)) {
    const closed = readPreferences(request.headers.get('cookie')).entryModalsClosed;
    return preferenceCookie('entryModalsClosed', withClosedModal(closed, modal).join(','), secure);
  }
  return null;
}
