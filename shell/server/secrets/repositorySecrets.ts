// Every key this repository writes down for SESSION_SECRET or LOYALTY_LINK_KEY: examples, defaults and the tests'
// keys. Anyone can read them, so a production server refuses them (deploymentSecrets.ts). A list rather than a scan
// at start: the docker image carries no repository to scan. repositorySecrets.test.ts scans the repository and fails
// when a key written there is missing here.
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
  // The sandbox's own partner-link key (sandbox/README.md).
  'sandbox-loyalty-link-key-known-to-everyone',
];
