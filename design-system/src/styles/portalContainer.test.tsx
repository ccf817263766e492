import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { themes } from '../themes/themes.css.ts';
import { findThemeRoot } from './portalContainer.ts';

describe('findThemeRoot', () => {
  afterEach(() => document.documentElement.classList.remove(themes.eshop));

  it('finds the nearest nested element with a theme class', () => {
    const { getByTestId } = render(
      <div className={themes.eshop}>
        <div className={`${themes.boca} panel`} data-testid="boca">
          <span>
            <button type="button" data-testid="trigger" />
          </span>
        </div>
      </div>,
    );
    expect(findThemeRoot(getByTestId('trigger'))).toBe(getByTestId('boca'));
  });

  it('leaves the default (body) when the theme sits on <html>, as in the storefront', () => {
    document.documentElement.classList.add(themes.eshop);
    const { getByTestId } = render(<button type="button" data-testid="trigger" />);
    expect(findThemeRoot(getByTestId('trigger'))).toBeUndefined();
  });

  it('returns undefined without any theme or element', () => {
    const { getByTestId } = render(<button type="button" data-testid="trigger" />);
    expect(findThemeRoot(getByTestId('trigger'))).toBeUndefined();
    expect(findThemeRoot(null)).toBeUndefined();
  });
});
