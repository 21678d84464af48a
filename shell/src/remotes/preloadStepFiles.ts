import type { Locale } from '@greencard/domain';
import type { FederationManifest } from './remoteAppFiles';
import { remoteAppFiles } from './remoteAppFiles';
import { addHintLinks } from './hintLinks';
import { remoteEntryUrl } from './remoteEntry';

/**
 * A step the buyer goes to within the page: its files asked for beside its container script. The federation runtime
 * loads the container script and only then the app's chunks, and the step asks for its texts only once its code has
 * run (the chunk depends on the language): two round trips more. With the manifest (read once per page, usually by
 * the next-step prefetch already) the app's chunks, stylesheet and texts are all asked for at once. Skipped when the
 * page already preloads the container script: the page the shop server sent for this step, which announced its
 * files too.
 */
export async function preloadStepFiles(
  manifestUrl: string,
  locale: Locale,
  read: (url: string) => Promise<FederationManifest>,
  doc: Document = document,
): Promise<void> {
  const entry = remoteEntryUrl(manifestUrl);
  const announced = [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].some(
    (link) => link.href === entry,
  );
  if (announced) return;
  const files = remoteAppFiles(manifestUrl, await read(manifestUrl), locale);
  // The container script is the runtime's to load: it has asked for it already.
  addHintLinks(
    files.filter((file) => file.href !== entry),
    'preload',
    doc,
  );
}
