export { Drawer } from './Drawer.tsx';
export type { DrawerProps } from './Drawer.tsx';
export { drawerSides } from './drawerVariants.ts';
export type { DrawerSide } from './drawerVariants.ts';
