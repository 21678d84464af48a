import type { SortOrder } from '@greencard/domain';
import { useTranslation } from '@greencard/i18n';
import { useShopDispatch, useShopSelector } from '@greencard/store';
import { Container, RadioGroup } from '@greencard/ui';
import { sortChanged } from '../calculator/calculatorSlice';

/** Orders the offers by price either way; the choice is kept in the slice and the snapshot. */
export function SortControl() {
  const { t } = useTranslation('calculator');
  const dispatch = useShopDispatch();
  const sort = useShopSelector((state) => state.calculator?.sort ?? 'asc');
  return (
    <section className="calc-section calc-sort" aria-label={t('offers.sort')}>
      <Container>
        <RadioGroup<SortOrder>
          label={t('offers.sort')}
          name="sort"
          inline
          value={sort}
          onChange={(order) => dispatch(sortChanged(order))}
          options={[
            { value: 'asc', label: t('offers.sortAsc') },
            { value: 'desc', label: t('offers.sortDesc') },
          ]}
        />
      </Container>
    </section>
  );
}
