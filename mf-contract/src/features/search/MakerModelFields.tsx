// Maker and model (rules §3): each a chosen catalogue entry or free text, both searched through GET /model.
// Choosing a model also sets its maker; choosing another maker lets go of a model of the previous one.
import type { MutableRefObject } from 'react';
import { useField, useForm } from 'react-final-form';
import type { InsurerClient } from '@greencard/api';
import { useTranslation } from '@greencard/i18n';
import { ComboboxField } from '../fields/ComboboxField';
import type { Choice, ContractFormValues } from '../values/formValues';
import { useFieldChange } from '../values/useFieldChange';
import { useLimitMessage } from '../values/useLimitMessage';
import { searchModels, type AutoModel } from './modelSearchCall';
import { makerOptions, modelOptions } from './modelOptions';
import { SEARCH_MIN_CHARS, useDebouncedSearch } from './useDebouncedSearch';

/** Every model seen in an answer (search or registry), so that a chosen id can be traced back to its maker. */
export type SeenModels = MutableRefObject<Map<number, AutoModel>>;

export function MakerModelFields({ seen }: { seen: SeenModels }) {
  const { t } = useTranslation('contract');
  const limitMessage = useLimitMessage();
  const form = useForm<ContractFormValues>();
  const searchSeen = async (client: InsurerClient, query: string) => {
    const models = await searchModels(client, query);
    for (const model of models) seen.current.set(model.id, model);
    return models;
  };

  const { input: maker } = useField<Choice>('maker', { subscription: { value: true } });
  const { input: model } = useField<Choice>('model', { subscription: { value: true } });
  const makers = useDebouncedSearch(maker.value.text, searchSeen, maker.value.value === null);
  const models = useDebouncedSearch(model.value.text, searchSeen, model.value.value === null);

  useFieldChange<Choice>('model', (next) => {
    const picked = next.value === null ? undefined : seen.current.get(next.value);
    if (!picked) return;
    form.batch(() => {
      form.change('maker', { value: picked.autoMaker.id, text: picked.autoMaker.name });
      if (next.text !== picked.name) form.change('model', { value: picked.id, text: picked.name });
    });
  });
  useFieldChange<Choice>('maker', (next, previous) => {
    if (next.value === previous.value) return;
    const current = form.getState().values.model;
    if (current.value === null) return;
    if (seen.current.get(current.value)?.autoMaker.id !== next.value) {
      form.change('model', { value: null, text: current.text });
    }
  });

  return (
    <>
      <ComboboxField<number>
        name="maker"
        label={t('fields.maker')}
        options={makerOptions(makers.results, maker.value.text)}
        loading={makers.loading}
        minChars={SEARCH_MIN_CHARS}
        required
        translateError={limitMessage('maker')}
      />
      <ComboboxField<number>
        name="model"
        label={t('fields.model')}
        options={modelOptions(models.results, maker.value.value)}
        loading={models.loading}
        minChars={SEARCH_MIN_CHARS}
        required
        translateError={limitMessage('model')}
      />
    </>
  );
}
