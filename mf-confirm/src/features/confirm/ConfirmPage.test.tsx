import { act, screen } from '@testing-library/react';
import { STORAGE_KEYS } from '@greencard/domain';
import { MIDDAY, renderConfirm } from '../../testing/renderConfirm';
import { currentAddress } from '@greencard/step/testing';

const signWith = async (user: Awaited<ReturnType<typeof renderConfirm>>['user'], code: string) => {
  await user.type(screen.getByLabelText(/OTP code|OTP-код/), code);
  await user.click(screen.getByRole('button', { name: /Sign the contract|Підписати договір/ }));
};
const rightCode = () => Promise.resolve({ ok: true as const });

/** The browser's Back: the address changes, then popstate fires. */
const goBack = () =>
  act(async () => {
    const arrived = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    window.history.back();
    jest.advanceTimersByTime(10);
    await arrived;
  });

describe('the confirm page', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    jest.useFakeTimers({ now: MIDDAY });
  });
  afterEach(() => jest.useRealTimers());

  it.each([
    ['en', 'a stored loyalty customer id', '/en/points', 'loyal-42'],
    ['en', 'no loyalty customer id', '/en/payment', undefined],
    ['uk', 'a stored loyalty customer id', '/points', 'loyal-42'],
    ['uk', 'no loyalty customer id', '/payment', undefined],
  ] as const)('in %s, after confirmation with %s the buyer goes to %s', async (locale, _case, path, loyaltyId) => {
    if (loyaltyId) localStorage.setItem(STORAGE_KEYS.loyaltyCustomerId, loyaltyId);
    const { user, store } = await renderConfirm({ locale, api: { checkCode: rightCode } });
    await signWith(user, '482913');
    expect(currentAddress()).toBe(path);
    expect(store.getState().journey.signed).toBe(true);
    // The step leaves the page to the next one.
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it.each([
    ['a stored loyalty customer id', '/en/points', 'loyal-42'],
    ['no loyalty customer id', '/en/payment', undefined],
  ] as const)(
    'with %s, the next step takes the place of the confirm page: Back goes to the page before it, and nothing is checked or sent again',
    async (_case, path, loyaltyId) => {
      if (loyaltyId) localStorage.setItem(STORAGE_KEYS.loyaltyCustomerId, loyaltyId);
      window.history.replaceState(null, '', '/en/contract');
      window.history.pushState(null, '', '/en/confirm');
      const length = window.history.length;
      const checkCode = jest.fn(rightCode);
      const sendCode = jest.fn();
      const { user } = await renderConfirm({ api: { checkCode, sendCode } });
      await signWith(user, '482913');
      expect(currentAddress()).toBe(path);
      expect(window.history.length).toBe(length);

      await goBack();
      expect(currentAddress()).toBe('/en/contract');
      expect(checkCode).toHaveBeenCalledTimes(1);
      expect(sendCode).not.toHaveBeenCalled();
    },
  );

  it("the way on from an already signed contract also takes the confirm page's place", async () => {
    window.history.replaceState(null, '', '/en/contract');
    window.history.pushState(null, '', '/en/confirm');
    const length = window.history.length;
    const { user } = await renderConfirm({ journey: { signed: true } });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(currentAddress()).toBe('/en/payment');
    expect(window.history.length).toBe(length);
  });

  it.each([
    ['en', '/en'],
    ['uk', '/'],
  ] as const)('without a draft (%s) sends the buyer back to the calculator with a message', async (locale, home) => {
    await renderConfirm({ locale, journey: { draft: null } });
    expect(currentAddress()).toBe(home);
    expect(sessionStorage.getItem('journey_notice')).toBe('noDraft');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('a buyer back on the page after signing is not asked for a code again, only shown the way on', async () => {
    const checkCode = jest.fn();
    const { user } = await renderConfirm({ journey: { signed: true }, api: { checkCode } });
    expect(screen.getByText('The contract is already signed with the code.')).toBeInTheDocument();
    expect(screen.queryByLabelText('OTP code')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(currentAddress()).toBe('/en/payment');
    expect(checkCode).not.toHaveBeenCalled();
  });

  it('renders nothing on another path', async () => {
    const { container } = await renderConfirm();
    expect(container).not.toBeEmptyDOMElement();
    act(() => {
      window.history.pushState(null, '', '/en/payment');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(container).toBeEmptyDOMElement();
  });
});
