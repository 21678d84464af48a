import { parseOverrideRequest } from './takeStepOverrides';

describe('an ?override= value', () => {
  it('names a step and the manifest of its test build', () => {
    expect(parseOverrideRequest('payment:https://builds.example.com/payment/42/mf-manifest.json')).toEqual({
      kind: 'build',
      step: 'payment',
      manifest: 'https://builds.example.com/payment/42/mf-manifest.json',
    });
    expect(parseOverrideRequest(' points:http://127.0.0.1:9100/mf-manifest.json ')).toMatchObject({ step: 'points' });
    // A step the shell knows nothing of: the registry decides whether the page has it.
    expect(parseOverrideRequest('review:http://127.0.0.1:9100/mf-manifest.json')).toMatchObject({
      kind: 'build',
      step: 'review',
    });
  });

  it('or clears every test build', () => {
    expect(parseOverrideRequest('clear')).toEqual({ kind: 'clear' });
  });

  it.each([
    ['check-out:https://builds.example.com/mf-manifest.json', /start with a step's name/],
    ['https://builds.example.com/mf-manifest.json', /start with a step/],
    ['payment', /start with a step/],
    ['payment:', /absolute URL/],
    ['payment:/payment/mf-manifest.json', /absolute URL/],
    ['payment:javascript:alert(1)', /http or https/],
    ['payment:data:text/javascript,alert(1)', /http or https/],
    ['payment:https://me:secret@builds.example.com/mf-manifest.json', /credentials/],
  ])('refuses %s', (value, reason) => {
    const request = parseOverrideRequest(value);
    expect(request.kind).toBe('invalid');
    expect(request.kind === 'invalid' && request.reason).toMatch(reason);
  });
});
