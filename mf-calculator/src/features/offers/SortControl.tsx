import type { SortOrder } from '../calculator/sortProducts';
import { useTranslation } from '@greencard/i18n';
import { Container, RadioGroup } from '@greencard/ui';
import { useOfferSearch } from '../calculator/offerSearch';

/** Orders the offers by price either way; the choice is kept in the snapshot. */
export function SortControl() {
  const { t } = useTranslation('calculator');
  const { sort, sortChanged } = useOfferSearch();
  return (
    <section className="calc-section calc-sort" aria-label={t('offers.sort')}>
      <Container>
        <RadioGroup<SortOrder>
          label={t('offers.sort')}
          name="sort"
          inline
          value={sort}
          onChange={sortChanged}
          options={[
            { value: 'asc', label: t('offers.sortAsc') },
            { value: 'desc', label: t('offers.sortDesc') },
          ]}
        />
      </Container>
    </section>
  );
}
