import { AREAS, PERIODS, VEHICLE_TYPES, formatPrice } from '@greencard/domain';
import { useTranslation } from '@greencard/i18n';
import { useLocale } from '@greencard/step';
import { Button, Container, Loading, Price } from '@greencard/ui';
import { useFocusTargets } from '../calculator/focusTargets';
import { useOfferSearch } from '../calculator/offerSearch';
import type { Product } from '../calculator/offerSearchCall';
import { optionLabel } from '../calculator/options';
import { sortProducts } from '../calculator/sortProducts';
import { useChooseOffer } from './useChooseOffer';

/** The offers of the last search, in the chosen order, each with its price and a button to buy it. */
export function OffersList() {
  const { t } = useTranslation('calculator');
  const locale = useLocale();
  const { results } = useFocusTargets();
  const { status, products, query, sort } = useOfferSearch();
  const choose = useChooseOffer();
  const offerName = (product: Product) => product.name ?? t('offers.tariff', { tariff: product.tariff });

  return (
    <section className="calc-section calc-offers" aria-labelledby="offers-title">
      <Container>
        <h2 id="offers-title" ref={results} tabIndex={-1}>
          {t('offers.title')}
        </h2>
        {query && status !== 'idle' ? (
          <p className="calc-offers__summary">
            {t('offers.summary', {
              type: optionLabel(VEHICLE_TYPES, query.type, locale),
              area: optionLabel(AREAS, query.area, locale),
              period: optionLabel(PERIODS, query.period, locale),
            })}
          </p>
        ) : null}
        <Loading active={status === 'loading'} label={t('calculator.searching')} />
        {status === 'idle' ? <p className="calc-offers__note">{t('offers.prompt')}</p> : null}
        {status === 'done' && products.length === 0 ? <p className="calc-offers__note">{t('offers.empty')}</p> : null}
        {status === 'done' && products.length > 0 ? (
          <ul className="calc-offers__list">
            {sortProducts(products, sort).map((product) => (
              <li key={product.tariff} className="calc-offer">
                <div className="calc-offer__about">
                  <h3 className="calc-offer__name">{offerName(product)}</h3>
                  {product.insurer ? <p className="calc-offer__insurer">{product.insurer}</p> : null}
                </div>
                <Price amount={product.discountedPayment} className="calc-offer__price" />
                <Button
                  className="calc-offer__choose"
                  onClick={() => choose(product)}
                  aria-label={t('offers.chooseLabel', {
                    offer: offerName(product),
                    price: formatPrice(product.discountedPayment),
                  })}
                >
                  {t('offers.choose')}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </Container>
    </section>
  );
}
