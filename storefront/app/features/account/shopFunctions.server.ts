import { endpoints } from '@vitrina/contracts';
import { sharedCache } from '../../api/sharedCache.server.ts';
import { audienceOf, type RequestContext } from '../../request/requestContext.ts';

/** The back end's settings functions (spec §6: `loyalty_credits`, `wishList`…): alike for all. */
const functionsOf = sharedCache({
  load: async (api) => (await api.call(endpoints.globals, {})).data.settings.functions,
  max: 200,
  freshMs: 60_000,
  staleMs: 10 * 60_000,
});

/** The shop's settings functions (throws when the back end cannot say). */
export function shopFunctions(ctx: RequestContext): Promise<Readonly<Record<string, boolean>>> {
  return functionsOf(audienceOf(ctx));
}

/** Whether the shop runs this settings function. */
export async function shopFunctionOn(ctx: RequestContext, name: string): Promise<boolean> {
  return (await shopFunctions(ctx))[name] === true;
}
