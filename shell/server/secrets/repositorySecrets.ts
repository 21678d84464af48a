// Every key this repository writes down: examples and defaults for SESSION_SECRET and LOYALTY_LINK_KEY, and the tests'
// keys, whatever they sign. Anyone can read them, so a production server refuses them (deploymentSecrets.ts). A list
// rather than a scan at start: the docker image carries no repository to scan. repositorySecrets.test.ts scans every
// tracked file and fails when a key written there is missing here.
export const REPOSITORY_SECRETS: readonly string[] = [
  // The default docker/compose.yaml once had.
  'compose-local-session-secret-change-me',
  // The end-to-end tests' shops.
  'e2e-session-secret-of-at-least-32-characters',
  'deployment-session-secret-of-32-characters',
  'edge-replicas-share-this-session-secret',
  'replicas-share-this-session-secret-of-32',
  'e2e-loyalty-link-key-of-at-least-32-characters',
  // The shop server's unit tests.
  'test-session-secret-of-32-characters!!',
  'test-loyalty-link-key-of-32-characters!!',
  'a-secret-of-thirty-two-characters-at-least',
  'another-secret-of-thirty-two-characters',
  'a-loyalty-programme-key-of-32-characters',
  'the-programme-key-before-the-rotation',
  'another-programme-key-of-32-characters',
  // Keys the tests sign forged links with, the sandbox's tests too.
  'a-key-the-attacker-made-up-of-32-characters',
  'another-key-of-the-loyalty-programme!',
  // The sandbox's own partner-link key (sandbox/README.md).
  'sandbox-loyalty-link-key-known-to-everyone',
];
