import { redirectToStart, takeJourneyNotice } from './journeyNotice';

describe('sending a buyer back to the start', () => {
  it('navigates to the home page of the current language and leaves a notice read once', () => {
    window.history.pushState(null, '', '/en/confirm');
    redirectToStart('noDraft', 'en');
    expect(window.location.pathname).toBe('/en');
    expect(takeJourneyNotice()).toBe('noDraft');
    expect(takeJourneyNotice()).toBeNull();
  });

  it('uses the Ukrainian home without a prefix', () => {
    window.history.pushState(null, '', '/payment');
    redirectToStart('notSigned', 'uk');
    expect(window.location.pathname).toBe('/');
    expect(takeJourneyNotice()).toBe('notSigned');
  });

  it('ignores unknown values', () => {
    window.sessionStorage.setItem('journey_notice', '<script>');
    expect(takeJourneyNotice()).toBeNull();
  });
});
