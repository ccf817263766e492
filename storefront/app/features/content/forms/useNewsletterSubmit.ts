import { useLingui } from '@lingui/react/macro';
import type { NewsletterResult } from '@vitrina/cms-blocks';
import { track } from '../../../analytics/tracker.ts';
import { notify } from '../../../ui/notify.ts';
import { newsletterActionPath, newsletterNotices, type NewsletterOutcome } from './newsletter.ts';

/**
 * Subscribes from script and shows spec §8's notice; resolves to the result the newsletter block
 * shows. An empty address never leaves the browser (spec §5).
 */
export function useNewsletterSubmit(source: string) {
  const { i18n } = useLingui();
  return async (email: string): Promise<NewsletterResult> => {
    const show = (outcome: NewsletterOutcome, message?: string): NewsletterResult => {
      const text = message ?? i18n._(newsletterNotices[outcome]);
      if (outcome === 'success') notify.success(text);
      else notify.danger(text);
      return { status: outcome === 'success' ? 'success' : 'error', message: text };
    };
    if (email.trim() === '') return show('empty');
    const body = new FormData();
    body.set('email', email.trim());
    body.set('source', source);
    body.set('js', '1');
    try {
      const response = await fetch(newsletterActionPath, { method: 'POST', body });
      const result = (await response.json()) as { outcome: NewsletterOutcome; message?: string };
      // Once per confirmed subscription (each submit is one answer).
      if (result.outcome === 'success') track('newsletter.subscribed', { source });
      return show(result.outcome, result.message);
    } catch {
      return show('error');
    }
  };
}
