import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';

/**
 * Which main-menu submenu is open. With JavaScript a submenu opens on hover (mouse) or on its
 * toggle button, never because a link merely has focus (WCAG 1.4.13, 2.4.11); Escape closes the
 * open or hovered submenu and returns focus to its top-level link. Items carry
 * `data-menu-item={id}`; the nav gets `data-enhanced` so the CSS can drop the no-JS
 * `:focus-within` fallback.
 */
export function useSubmenus() {
  const navRef = useRef<HTMLElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  // Hover-opened submenu hidden by Escape until the pointer leaves its item.
  const [dismissedId, setDismissedId] = useState<string | null>(null);

  useEffect(() => setEnhanced(true), []);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      const item = navRef.current?.querySelector<HTMLElement>(
        '[data-menu-item][data-open="true"], [data-menu-item]:hover',
      );
      if (!item) return;
      setOpenId(null);
      setDismissedId(item.dataset.menuItem ?? null);
      if (item.contains(document.activeElement)) {
        item.querySelector<HTMLElement>(':scope > a, :scope > button')?.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const toggle = useCallback((id: string) => {
    setDismissedId(null);
    setOpenId((current) => (current === id ? null : id));
  }, []);

  /** Props for one top-level `<li>`. */
  const itemProps = (id: string) => ({
    'data-menu-item': id,
    'data-open': openId === id,
    'data-dismissed': dismissedId === id,
    onPointerLeave: () => setDismissedId((current) => (current === id ? null : current)),
    onBlur: (event: FocusEvent<HTMLLIElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
        setOpenId((current) => (current === id ? null : current));
      }
    },
  });

  return { navRef, enhanced, openId, toggle, itemProps };
}
