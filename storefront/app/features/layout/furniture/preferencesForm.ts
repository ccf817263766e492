/** Where the furniture's forms post without JavaScript; see routes/savePreference.ts. */
export const preferencesActionPath = '/actions/preferences';
