import type { MouseEvent } from 'react';
import { AREAS, PERIODS, VEHICLE_TYPES, type Locale } from '@greencard/domain';
import { localizePath, navigate, useTranslation } from '@greencard/i18n';
import type { JourneyProduct, JourneySelection } from '@greencard/store';
import { Price } from '@greencard/ui';

interface Props {
  selection: JourneySelection;
  product: JourneyProduct;
  locale: Locale;
}

const labelOf = <V extends string>(
  options: readonly { value: V; label: Record<Locale, string> }[],
  value: V,
  locale: Locale,
) => options.find((option) => option.value === value)?.label[locale] ?? value;

/** The offer being bought, as chosen in the calculator, with a way back to choose another. */
export function OfferSidebar({ selection, product, locale }: Props) {
  const { t } = useTranslation('contract');
  const home = localizePath('/', locale);
  const back = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    navigate(home);
  };
  return (
    <aside className="contract-offer" aria-labelledby="contract-offer-title">
      <h2 id="contract-offer-title">{t('offer.title')}</h2>
      <dl className="contract-offer__list">
        <dt>{t('offer.vehicleType')}</dt>
        <dd>{labelOf(VEHICLE_TYPES, selection.autoType, locale)}</dd>
        <dt>{t('offer.area')}</dt>
        <dd>{labelOf(AREAS, selection.area, locale)}</dd>
        <dt>{t('offer.period')}</dt>
        <dd>{labelOf(PERIODS, selection.period, locale)}</dd>
        <dt>{t('offer.price')}</dt>
        <dd>
          <Price amount={product.discountedPayment} />
        </dd>
      </dl>
      <p className="contract-offer__note">{t('businessNote')}</p>
      <a href={home} onClick={back}>
        {t('offer.change')}
      </a>
    </aside>
  );
}
