import { screen, within } from '@testing-library/react';
import { CalculatorForm } from '../calculator/CalculatorForm';
import { CalculatorSection } from '../calculator/CalculatorSection';
import { chooseOption, renderCalculator } from '../../testing/renderHome';
import { CoverageSection } from './CoverageSection';

function Page() {
  return (
    <CalculatorForm>
      <CalculatorSection />
      <CoverageSection />
    </CalculatorForm>
  );
}

const section = () => within(screen.getByRole('region', { name: /^(Where the policy is valid|Де діє поліс)$/ }));
/** The list under the countries' heading: the section's first (the map's legend, in its figure, is the other). */
const countryList = () => {
  const [countries, legend] = section().getAllByRole('list');
  expect(within(section().getByRole('figure')).getByRole('list')).toBe(legend);
  return countries as HTMLElement;
};
/** The map's tiles: a picture, described as a whole (its countries are the list's), so its tiles have no role. */
const tileKinds = () =>
  Object.fromEntries(
    // eslint-disable-next-line testing-library/no-node-access -- the tiles inside the map's one image have no role
    [...document.querySelectorAll('[data-country]')].map(
      (tile) => [tile.getAttribute('data-country') ?? '', tile.getAttribute('data-kind')] as const,
    ),
  );

// renderStep's user-event advances jest's clock between its steps, so the clock is fake.
beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
});

afterEach(() => jest.useRealTimers());

describe('where the policy is valid', () => {
  it('loads the countries and the map only when the buyer opens them', async () => {
    const { user } = renderCalculator({ ui: <Page /> });
    expect(section().queryByRole('img')).not.toBeInTheDocument();
    await user.click(section().getByText('Show the countries and the map'));
    expect(
      await section().findByRole('img', { name: /the countries of the area “Europe” are highlighted/ }),
    ).toBeInTheDocument();
    expect(section().getByRole('heading', { name: 'Countries of the area “Europe”' })).toBeInTheDocument();
    expect(
      section()
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(expect.arrayContaining(['Austria', 'Moldova', 'Azerbaijan', 'United Kingdom', 'Türkiye']));
    expect(tileKinds()).toMatchObject({ DE: 'covered', MD: 'covered', AZ: 'covered', UA: 'home' });
  });

  it('follows the chosen area: Moldova and Azerbaijan for BMR, the rest of the map not highlighted', async () => {
    const { user } = renderCalculator({ ui: <Page /> });
    await chooseOption(user, 'Coverage area', 'Moldova, Azerbaijan');
    expect(
      section().getByText('Area “Moldova, Azerbaijan”: only these two countries, which is why it costs less.'),
    ).toBeInTheDocument();
    await user.click(section().getByText('Show the countries and the map'));
    await section().findByRole('heading', { name: 'Countries of the area “Moldova, Azerbaijan”' });
    expect(
      within(countryList())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Azerbaijan', 'Moldova']);
    expect(tileKinds()).toMatchObject({ MD: 'covered', AZ: 'covered', DE: 'other', PL: 'other', UA: 'home' });
  });

  it('names the countries in Ukrainian, in Ukrainian order', async () => {
    const { user } = renderCalculator({ ui: <Page />, locale: 'uk' });
    await chooseOption(user, 'Зона дії', 'Молдова, Азербайджан');
    await user.click(section().getByText('Показати країни та карту'));
    await section().findByRole('heading', { name: 'Країни зони «Молдова, Азербайджан»' });
    expect(
      within(countryList())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Азербайджан', 'Молдова']);
    expect(section().getByText(/Джерело: перелік членів системи «Зелена картка» Ради бюро/)).toBeInTheDocument();
  });
});
