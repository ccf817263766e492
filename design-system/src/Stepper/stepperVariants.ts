/** Where a step stands relative to the current one. */
export const stepStates = ['complete', 'current', 'upcoming'] as const;
export type StepState = (typeof stepStates)[number];

/** The state of the step at `index` when `current` is the current step's index. */
export function stepState(index: number, current: number): StepState {
  if (index < current) return 'complete';
  return index === current ? 'current' : 'upcoming';
}
