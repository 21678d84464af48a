import { isTextsChunkFile } from '@greencard/build/exposedModules';
import type { Locale } from '@greencard/domain';
import type { FederationManifest } from './remoteAppFiles';
import { remoteAppFiles } from './remoteAppFiles';
import { addHintLinks } from './hintLinks';
import { remoteEntryUrl } from './remoteEntry';

/**
 * A step the buyer goes to within the page: its texts chunk asked for beside its code. The federation runtime loads
 * the container script and then the app's chunks, but a step asks for its texts only once its code has run (the
 * chunk depends on the language), a round trip later. Reading the manifest while the container script loads names
 * the chunk in time. Skipped when the page already preloads the container script: the page the shop server sent for
 * this step, which announced its texts too.
 */
export async function preloadStepTexts(
  manifestUrl: string,
  locale: Locale,
  read: (url: string) => Promise<FederationManifest>,
  doc: Document = document,
): Promise<void> {
  const entry = remoteEntryUrl(manifestUrl);
  const announced = [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].some((link) => link.href === entry);
  if (announced) return;
  const files = remoteAppFiles(manifestUrl, await read(manifestUrl), locale);
  addHintLinks(
    files.filter((file) => isTextsChunkFile(file.href, locale)),
    'preload',
    doc,
  );
}
