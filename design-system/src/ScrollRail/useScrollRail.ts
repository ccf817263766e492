import { useCallback, useEffect, useRef, useState } from 'react';

export interface ScrollRailState {
  /** The item whose start is nearest the rail's start. */
  index: number;
  count: number;
  atStart: boolean;
  atEnd: boolean;
  /** JavaScript is running: controls that need it (buttons, autoplay) may show. */
  ready: boolean;
}

/** Smooth unless the shopper asked for less motion. */
export function scrollBehavior(): ScrollBehavior {
  const reduce =
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return reduce ? 'auto' : 'smooth';
}

function scrollRailTo(rail: HTMLElement, left: number) {
  // Older engines (and jsdom) have no Element.scrollTo.
  if (typeof rail.scrollTo === 'function') rail.scrollTo({ left, behavior: scrollBehavior() });
  else rail.scrollLeft = left;
}

function measure(rail: HTMLElement): Omit<ScrollRailState, 'ready'> {
  const items = [...rail.children] as HTMLElement[];
  const left = rail.scrollLeft;
  let index = 0;
  let best = Number.POSITIVE_INFINITY;
  items.forEach((item, position) => {
    const distance = Math.abs(item.offsetLeft - rail.offsetLeft - left);
    if (distance < best) {
      best = distance;
      index = position;
    }
  });
  return {
    index,
    count: items.length,
    atStart: left <= 1,
    atEnd: left + rail.clientWidth >= rail.scrollWidth - 1,
  };
}

/**
 * A horizontal scroll-snap rail driven by buttons: the browser scrolls (touch, trackpad, keys, and
 * without JavaScript at all); this hook only reads where the rail is and scrolls it on request.
 */
export function useScrollRail<T extends HTMLElement>() {
  const railRef = useRef<T>(null);
  const [state, setState] = useState<ScrollRailState>({
    index: 0,
    count: 0,
    atStart: true,
    atEnd: false,
    ready: false,
  });

  useEffect(() => {
    const rail = railRef.current;
    if (!rail) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => setState({ ...measure(rail), ready: true });
    // Read once the scroll settles: a mid-animation position would make the dots flicker and end
    // a selection asked for with `go` (a gallery would then give focus back to a picture passed
    // on the way). `scrollend` says when; where it is missing, a pause in scroll events does. With
    // it, the pause only backs it up, long enough that a busy renderer's gaps between animation
    // frames do not count as one.
    const settleMs = 'onscrollend' in rail ? 1000 : 80;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(update, settleMs);
    };
    const onScrollEnd = () => {
      clearTimeout(timer);
      update();
    };
    update();
    rail.addEventListener('scroll', onScroll, { passive: true });
    rail.addEventListener('scrollend', onScrollEnd, { passive: true });
    // The items too: their size changes without the rail's when styles arrive after the first
    // render (a lazily loaded stylesheet) or pictures load, and that is when the rail overflows.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(rail);
    for (const item of rail.children) observer?.observe(item);
    return () => {
      clearTimeout(timer);
      rail.removeEventListener('scroll', onScroll);
      rail.removeEventListener('scrollend', onScrollEnd);
      observer?.disconnect();
    };
  }, []);

  /** Brings item `index` to the rail's start. */
  const scrollToIndex = useCallback((index: number) => {
    const rail = railRef.current;
    const item = rail?.children[index] as HTMLElement | undefined;
    if (!rail || !item) return;
    scrollRailTo(rail, item.offsetLeft - rail.offsetLeft);
  }, []);

  /**
   * Forward (1): the first item not wholly in view comes to the start. Back (-1): a rail's width
   * back; snapping lands on a whole item.
   */
  const scrollByPage = useCallback((direction: -1 | 1) => {
    const rail = railRef.current;
    if (!rail) return;
    const start = rail.scrollLeft;
    if (direction < 0) {
      scrollRailTo(rail, Math.max(0, start - rail.clientWidth));
      return;
    }
    const items = [...rail.children] as HTMLElement[];
    const hidden = items.find(
      (item) => item.offsetLeft - rail.offsetLeft + item.offsetWidth > start + rail.clientWidth + 1,
    );
    scrollRailTo(rail, hidden ? hidden.offsetLeft - rail.offsetLeft : start + rail.clientWidth);
  }, []);

  return { railRef, ...state, scrollToIndex, scrollByPage };
}

/**
 * The selected item of a rail that shows one item at a time (a carousel, a gallery). `go` asks for
 * an item and scrolls there; once the rail stops anywhere else (a swipe), where it stopped is the
 * selection. While the rail travels, the asked-for item is already the selection.
 */
export function useRailSelection(
  scrolledTo: number,
  scrollToIndex: (index: number) => void,
  count: number,
) {
  const [request, setRequest] = useState<{ index: number; from: number } | null>(null);
  const current = request && request.from === scrolledTo ? request.index : scrolledTo;
  const go = useCallback(
    (target: number) => {
      if (count === 0) return;
      const index = ((target % count) + count) % count;
      setRequest({ index, from: scrolledTo });
      scrollToIndex(index);
    },
    [count, scrollToIndex, scrolledTo],
  );
  return { current, go };
}
