import {
  breakpointNames,
  breakpoints,
  containerWidths,
  mediaQueries,
} from '@vitrina/design-system';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

function useActiveBreakpoint(): string {
  return useSyncExternalStore(
    subscribe,
    () =>
      breakpointNames.findLast((name) => window.matchMedia(mediaQueries[name]).matches) ?? 'base',
    () => 'base',
  );
}

/** The breakpoint table, with the row matching the current viewport highlighted. */
export function BreakpointTable() {
  const active = useActiveBreakpoint();
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">name</th>
          <th scope="col">from</th>
          <th scope="col">container max width</th>
          <th scope="col">media query</th>
        </tr>
      </thead>
      <tbody>
        <tr style={active === 'base' ? { fontWeight: 700 } : undefined}>
          <td>base</td>
          <td>0</td>
          <td>fluid</td>
          <td>(none)</td>
        </tr>
        {breakpointNames.map((name) => (
          <tr key={name} style={active === name ? { fontWeight: 700 } : undefined}>
            <td>{name}</td>
            <td>{breakpoints[name]}px</td>
            <td>{containerWidths[name]}px</td>
            <td>
              <code>{mediaQueries[name]}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
