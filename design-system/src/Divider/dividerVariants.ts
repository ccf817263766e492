export const dividerWeights = ['regular', 'strong'] as const;
export type DividerWeight = (typeof dividerWeights)[number];
