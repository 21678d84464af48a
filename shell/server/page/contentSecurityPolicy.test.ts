import { contentSecurityPolicy } from './contentSecurityPolicy';
import { TAPS_BEFORE_HYDRATION_SOURCE } from './tapsBeforeHydration';

const directives = (policy: string) =>
  new Map(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)] as const));

describe('contentSecurityPolicy', () => {
  const policy = directives(contentSecurityPolicy(['http://127.0.0.1:9001', 'https://steps.example.com']));

  it("allows the remotes' files to be prefetched: Firefox judges a prefetch by default-src", () => {
    expect(policy.get('default-src')).toEqual(["'self'", 'http://127.0.0.1:9001', 'https://steps.example.com']);
  });

  it('holds every other kind of request default-src would govern to this origin', () => {
    for (const directive of ['frame-src', 'worker-src', 'media-src', 'manifest-src']) {
      expect(policy.get(directive)).toEqual(["'self'"]);
    }
    expect(policy.get('object-src')).toEqual(["'none'"]);
  });

  it('takes scripts only from this origin, the remotes and the tag manager, and inline only the early taps script', () => {
    expect(policy.get('script-src')).toEqual([
      "'self'",
      'http://127.0.0.1:9001',
      'https://steps.example.com',
      'https://www.googletagmanager.com',
      TAPS_BEFORE_HYDRATION_SOURCE,
    ]);
  });

  it("allows a test build's origin (REMOTE_OVERRIDE_ORIGINS) as a remote's, once, with its dev server's live updates", () => {
    const tests = directives(
      contentSecurityPolicy(['https://steps.example.com', 'http://localhost:9001'], ['http://localhost:9001']),
    );
    expect(tests.get('script-src')?.filter((source) => source.includes('9001'))).toEqual(['http://localhost:9001']);
    expect(tests.get('default-src')).toEqual(["'self'", 'https://steps.example.com', 'http://localhost:9001']);
    expect(tests.get('connect-src')).toContain('ws://localhost:9001');
  });
});
