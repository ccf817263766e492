import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { useLocale } from '../../i18n/useLocale.ts';
import { routePath } from '../../routing/routePath.ts';
import {
  afterLineAnswer,
  cartLineFetcherKey,
  lineRefusal,
  pendingLineChange,
  shownAmount,
  replyAsData,
  type CartLineAnswer,
} from './cartLineChange.ts';

// Clicks on + and − within this time go as one change.
const settleMs = 300;

/**
 * A cart line's changes with a script (decision 170): the new amount or the removal shows at
 * once, the back end gets one change of the line at a time (the last amount wins), and a refusal
 * puts the line back to the server's amount with the reason. The forms stay plain posts for a
 * page without JavaScript; `onSubmit` takes them over once the page is hydrated.
 */
export function useCartLineChange(itemId: number, serverAmount: number) {
  const locale = useLocale();
  const fetcher = useFetcher<CartLineAnswer>({ key: cartLineFetcherKey(itemId) });
  const [wanted, setWanted] = useState<number | null>(null);
  const wantedRef = useRef<number | null>(null);
  const sentRef = useRef<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const busyRef = useRef(false);
  busyRef.current = fetcher.state !== 'idle';
  const pending = pendingLineChange(fetcher.formData);

  const want = (amount: number | null) => {
    wantedRef.current = amount;
    setWanted(amount);
  };
  const send = (fields: Record<string, string>) => {
    busyRef.current = true;
    void fetcher.submit(
      { ...fields, itemId: String(itemId), [replyAsData.name]: replyAsData.value },
      { method: 'post', action: routePath('checkout', {}, locale), preventScrollReset: true },
    );
  };
  const flush = () => {
    clearTimeout(timer.current);
    const amount = wantedRef.current;
    if (busyRef.current || amount === null) return;
    if (amount === serverAmount && sentRef.current === null) return want(null);
    sentRef.current = amount;
    send({ intent: 'setAmount', amount: String(amount) });
  };
  const flushRef = useRef(flush);
  flushRef.current = flush;

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return;
    const next = afterLineAnswer({
      answer: fetcher.data,
      wanted: wantedRef.current,
      sent: sentRef.current,
    });
    sentRef.current = null;
    if (next === 'sendWanted') return flushRef.current();
    clearTimeout(timer.current);
    want(null);
  }, [fetcher.state, fetcher.data]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const refusal = fetcher.state === 'idle' ? lineRefusal(fetcher.data) : null;
  return {
    amount: shownAmount({ wanted, pending, server: serverAmount }),
    removing: pending?.kind === 'remove',
    refusal: wanted === null ? refusal : null,
    setAmount(amount: number) {
      want(amount);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => flushRef.current(), settleMs);
    },
    /** The Update button: send what is typed now. */
    submitAmount: flush,
    remove() {
      clearTimeout(timer.current);
      want(null);
      send({ intent: 'remove' });
    },
  };
}
