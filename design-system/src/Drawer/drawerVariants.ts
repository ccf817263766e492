/** The edge a drawer slides in from (`left` for navigation, `right` for cart and filters). */
export const drawerSides = ['left', 'right'] as const;
export type DrawerSide = (typeof drawerSides)[number];
