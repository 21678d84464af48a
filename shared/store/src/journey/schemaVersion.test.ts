import { JOURNEY_SCHEMA_VERSION, assertJourneyCompatible } from './schemaVersion';

describe('journey schema version', () => {
  it('is at major 3 (schema 2 kept the contract number beside the draft, schema 1 fields no other step read)', () => {
    expect(JOURNEY_SCHEMA_VERSION).toBe(3);
  });

  it('lets a remote built for the running major mount', () => {
    expect(() => assertJourneyCompatible(3)).not.toThrow();
  });

  it('refuses a remote built for another major with a message naming both versions', () => {
    expect(() => assertJourneyCompatible(1)).toThrow(
      'This step was built for journey schema version 1, but the shop runs version 3.',
    );
    expect(() => assertJourneyCompatible(1, 4)).toThrow(
      /built for journey schema version 1, but the shop runs version 4/,
    );
  });
});
