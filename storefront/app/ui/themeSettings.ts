import type { ThemeName } from '@vitrina/design-system';

/** What a theme turns on beyond its looks (spec §1: the entry modal loads when they enable it). */
export interface ThemeSettings {
  /**
   * A modal shown on entry until closed: a content page by slug, remembered closed by `id`
   * (change the id to show an edited modal again). Off in every shipped theme; the admin panel's
   * `entryModal` flag previews it.
   */
  entryModal: { enabled: boolean; id: string; pageSlug: string };
  /**
   * Spec §9 product box: the most stock a box shows ("> 5 ks"; 0 shows the real count) and the
   * stars of a rating.
   */
  productBox: { maxStock: number; ratingStars: number };
}

const welcome = { enabled: false, id: 'welcome-2025', pageSlug: 'o-spolecnosti' };

export const themeSettings: Record<ThemeName, ThemeSettings> = {
  eshop: { entryModal: welcome, productBox: { maxStock: 5, ratingStars: 5 } },
  boca: { entryModal: welcome, productBox: { maxStock: 10, ratingStars: 5 } },
  base: { entryModal: welcome, productBox: { maxStock: 0, ratingStars: 5 } },
};
