import { JOURNEY_SCHEMA_VERSION, assertJourneyCompatible } from './schemaVersion';

describe('journey schema version', () => {
  it('starts at major 1', () => {
    expect(JOURNEY_SCHEMA_VERSION).toBe(1);
  });

  it('lets a remote built for the running major mount', () => {
    expect(() => assertJourneyCompatible(1)).not.toThrow();
  });

  it('refuses a remote built for another major with a message naming both versions', () => {
    expect(() => assertJourneyCompatible(2)).toThrow(
      'This step was built for journey schema version 2, but the shop runs version 1.',
    );
    expect(() => assertJourneyCompatible(1, 3)).toThrow(
      /built for journey schema version 1, but the shop runs version 3/,
    );
  });
});
