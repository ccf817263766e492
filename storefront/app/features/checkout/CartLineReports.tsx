import { useEffect, useRef, useState } from 'react';
import type { CartItem } from '@vitrina/contracts/store';
import { useFetcher } from 'react-router';
import type { TrackedProduct } from '../../analytics/analyticsEvents.ts';
import { track } from '../../analytics/tracker.ts';
import { cartLineChangeEvent, trackedCartLine } from '../cart/trackedCartLine.ts';
import { cartLineFetcherKey, type CartLineAnswer } from './cartLineChange.ts';

/**
 * Reports the cart lines' confirmed changes (`cart.item.add` / `cart.item.remove`, decision
 * 221). Not in the lines themselves: a removed line can leave the page in the same render that
 * brings its answer, before an effect of its own would run. These reporters stay for every line
 * seen on this visit of the page and read the lines' fetchers by their shared keys.
 */
export function CartLineReports(props: { items: readonly CartItem[] }) {
  const [seen, setSeen] = useState(() => withLines(new Map(), props.items));
  // New lines join when the cart's data changes (React's state-from-props pattern); gone ones stay.
  const [lastItems, setLastItems] = useState(props.items);
  if (lastItems !== props.items) {
    setLastItems(props.items);
    setSeen(withLines(seen, props.items));
  }
  return [...seen].map(([id, product]) => (
    <LineReport
      key={id}
      itemId={id}
      product={product}
      serverAmount={props.items.find((item) => item.id === id)?.amount ?? null}
    />
  ));
}

function withLines(known: ReadonlyMap<number, TrackedProduct>, items: readonly CartItem[]) {
  const next = new Map(known);
  for (const item of items) next.set(item.id, trackedCartLine(item));
  return next;
}

/**
 * One line's reports: each answer of its fetcher once, by how the amount moved from what the
 * server had before it (the line gone: none of it left).
 */
function LineReport(props: {
  itemId: number;
  product: TrackedProduct;
  serverAmount: number | null;
}) {
  const fetcher = useFetcher<CartLineAnswer>({ key: cartLineFetcherKey(props.itemId) });
  // An answer from before this reporter existed is not this visit's change.
  const reported = useRef(fetcher.data);
  const before = useRef(props.serverAmount ?? 0);
  const { product, serverAmount } = props;
  useEffect(() => {
    const answer = fetcher.data;
    if (!answer || answer === reported.current) return;
    reported.current = answer;
    if (!('done' in answer)) return;
    const change = cartLineChangeEvent(product, before.current, answer.amount);
    before.current = answer.amount ?? 0;
    if (change) track(change.event, change.payload);
  }, [fetcher.data, product]);
  // Between changes the server's amount is the base (the reported answer's reload is in it).
  // After the report above, so an answer and its reload in one render count from the old amount.
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data === reported.current && serverAmount !== null)
      before.current = serverAmount;
  }, [fetcher.state, fetcher.data, serverAmount]);
  return null;
}
