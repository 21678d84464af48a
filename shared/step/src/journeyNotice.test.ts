import { redirectToStart, takeJourneyNotice } from './journeyNotice';

describe('sending a buyer back to the start', () => {
  it('navigates to the home page of the current language and leaves a notice read once', () => {
    window.history.pushState(null, '', '/en/confirm');
    redirectToStart('noDraft', 'en');
    expect(window.location.pathname).toBe('/en');
    expect(takeJourneyNotice()).toBe('noDraft');
    expect(takeJourneyNotice()).toBeNull();
  });

  it('replaces the page that sent the buyer back, so Back does not return to it', () => {
    window.history.pushState(null, '', '/en/points');
    const length = window.history.length;
    redirectToStart('notSigned', 'en');
    expect(window.location.pathname).toBe('/en');
    expect(window.history.length).toBe(length);
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
