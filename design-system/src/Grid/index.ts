export { Grid, gridElements } from './Grid.tsx';
export type { GridElement, GridProps } from './Grid.tsx';
export { Column, columnElements } from './Column.tsx';
export type { ColumnCount, ColumnElement, ColumnOffset, ColumnProps } from './Column.tsx';
