// The maker and model lists built from GET /model answers (models with their makers).
import type { AutoMaker, AutoModel } from './modelSearchCall';
import { autoTitle } from '@greencard/domain';
import type { ChoiceOption } from '@greencard/ui';

/** The makers among the found models, each once, in the order found; those whose name holds the query first. */
export function makerOptions(models: readonly AutoModel[], query: string): ChoiceOption<number>[] {
  const makers = new Map<number, AutoMaker>();
  for (const model of models) makers.set(model.autoMaker.id, model.autoMaker);
  const wanted = query.trim().toLocaleLowerCase();
  const all = [...makers.values()];
  const named = all.filter((maker) => maker.name.toLocaleLowerCase().includes(wanted));
  return (named.length > 0 ? named : all).map((maker) => ({ value: maker.id, label: maker.name }));
}

/**
 * The models to offer: only the chosen maker's when one is chosen (then the model's own name says it all),
 * otherwise every found model titled with its maker.
 */
export function modelOptions(models: readonly AutoModel[], makerId: number | null): ChoiceOption<number>[] {
  if (makerId !== null) {
    return models
      .filter((model) => model.autoMaker.id === makerId)
      .map((model) => ({ value: model.id, label: model.name }));
  }
  return models.map((model) => ({ value: model.id, label: autoTitle(model.autoMaker, model) }));
}
