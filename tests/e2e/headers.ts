// The tests package depends on nothing of ours at run time (architecture.md), so the one header
// name it needs is written here; the contract test in the back end checks the same name.
export const apiHeaders = { locale: 'x-locale' } as const;
