import type { Locale } from '@greencard/domain';
import type { StepName } from '../../routing/routes';
import type { RemoteRegistry } from '../registry';
import { remoteAppFiles, type FederationManifest, type RemoteFile } from '../remoteAppFiles';
import { connectionAllowsPrefetch, type ConnectionHints } from './connectionAllowsPrefetch';
import { nextStep } from './nextStep';

export interface NextStepPrefetcherOptions {
  /** Each step's build, as this page loads it (a test build in this browser included). */
  registry: RemoteRegistry;
  /** The connection as the browser rates it now: it is asked each time, as a phone moves between networks. */
  connection: () => ConnectionHints | undefined;
  /** The page's language: the next step's texts are fetched in it. */
  locale: () => Locale;
  /** Whether the buyer is a loyalty customer, for whom the points step follows the confirmation. */
  loyaltyCustomer: () => boolean;
  /** Reads a manifest; the request itself is the manifest's prefetch. */
  readManifest: (url: string) => Promise<FederationManifest>;
  /** Asks the browser for the files at low priority. */
  prefetch: (files: RemoteFile[]) => void;
}

/**
 * What the page fetches ahead while the buyer is on a step: the next step's remote (its entry and the sync chunks of
 * its `./app`, its texts in the page's language), each build once per page, never on a slow connection or with Save-Data. A failure only means the
 * step loads as it would have without it.
 */
export function createNextStepPrefetcher(options: NextStepPrefetcherOptions) {
  const asked = new Set<string>();
  return async function prefetchAfter(step: StepName): Promise<void> {
    if (!connectionAllowsPrefetch(options.connection())) return;
    const next = nextStep(step, { loyaltyCustomer: options.loyaltyCustomer() });
    if (!next) return;
    const { manifest } = options.registry[next];
    if (asked.has(manifest)) return;
    asked.add(manifest);
    try {
      const files = remoteAppFiles(manifest, await options.readManifest(manifest), options.locale());
      options.prefetch(files.filter((file) => file.href !== manifest));
    } catch (error) {
      asked.delete(manifest);
      console.warn(`The ${next} step was not prefetched: ${String(error)}`);
    }
  };
}
