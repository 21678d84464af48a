import { schema, type Answer, type Builders, type InsurerClient } from '@greencard/api';

/** One auto model with its maker, as GET /model lists it and GET /number names a vehicle's. */
export const autoModel = ({ type, number, string }: Builders) =>
  type({ id: number(), name: string(), autoMaker: type({ id: number(), name: string() }) });

const AutoModels = schema((builders) => builders.array(autoModel(builders)));
export type AutoModel = Answer<typeof AutoModels>[number];
export type AutoMaker = AutoModel['autoMaker'];

/** GET /model: the auto models (with their makers) matching the typed text. */
export const searchModels = (client: InsurerClient, query: string): Promise<AutoModel[]> =>
  client.call({ method: 'GET', url: '/model', params: { q: query } }, AutoModels, 'serverError');
