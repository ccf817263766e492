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

/** Whether the shop runs this settings function (a back end that cannot say: off). */
export async function shopFunctionOn(ctx: RequestContext, name: string): Promise<boolean> {
  const functions = await functionsOf(audienceOf(ctx));
  return functions[name] === true;
}
