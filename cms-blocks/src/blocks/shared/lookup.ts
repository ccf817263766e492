import type { EntityRef } from '@vitrina/contracts/content';

type Ref = string | number | EntityRef;

/** Cards for the referenced ids, in the editor's order; ids the app could not resolve are skipped. */
export function lookup<T>(
  refs: readonly Ref[] | undefined,
  cards: Readonly<Record<string, T>> | undefined,
): T[] {
  if (!Array.isArray(refs) || !cards) return [];
  return refs.flatMap((ref) => {
    const id: unknown = typeof ref === 'object' && ref !== null ? ref.entityId : ref;
    if (typeof id !== 'string' && typeof id !== 'number') return [];
    const card = Object.hasOwn(cards, String(id)) ? cards[String(id)] : undefined;
    return card === undefined ? [] : [card];
  });
}
