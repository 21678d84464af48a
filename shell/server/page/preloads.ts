import { existsSync, readdirSync } from 'node:fs';
import { isTextsChunkFile } from '@greencard/step-contract/exposedModules';
import { LOCALES, type Locale } from '@greencard/i18n';
import { remoteAppFiles, type FederationManifest, type RemoteFile } from '../../src/remotes/remoteAppFiles';
import { createBuildFileReader } from './buildFiles';
import { escapeHtml, styleTag } from './inlineStyles';

/** A step build's manifest, with where its first views are. */
type BuildManifest = FederationManifest & { metaData?: { greencard?: { firstView?: string } } };

/**
 * Where a build's first views are, if it has them: in its own folder, as its manifest says. A manifest naming a file
 * anywhere else (another origin, another build's folder) names none: a page's HTML comes only from its own build.
 */
export function firstViewUrl(manifestUrl: string, manifest: BuildManifest): string | undefined {
  const file = manifest.metaData?.greencard?.firstView;
  if (typeof file !== 'string') return undefined;
  const folder = new URL('.', manifestUrl);
  const url = URL.canParse(file, folder) ? new URL(file, folder) : undefined;
  return url?.origin === folder.origin && url.pathname.startsWith(folder.pathname) && !url.search
    ? url.href
    : undefined;
}

/** A value for each language the shop speaks. */
const byLocale = <T>(value: (locale: Locale) => T): Record<Locale, T> =>
  Object.fromEntries(LOCALES.map((locale) => [locale, value(locale)])) as Record<Locale, T>;

/**
 * The shell's texts chunk in each language, as its build wrote it into `distDir` (served from the site's root): the
 * page waits for it before it renders, so it is announced with the step's files.
 */
export function shellTextFiles(distDir: string): Record<Locale, RemoteFile[]> {
  const files = existsSync(distDir) ? readdirSync(distDir) : [];
  return byLocale<RemoteFile[]>((locale) =>
    files.filter((file) => isTextsChunkFile(file, locale)).map((file) => ({ href: `/${file}`, as: 'script' })),
  );
}

/** What the page needs of a step's build: the hints for its files in each language, and its first views. */
export interface RemoteBuild {
  preloads: Record<Locale, RemoteFile[]>;
  firstView?: string;
}

/**
 * Reads remote manifests for the page, cached for a short while so a release is seen within seconds. What was read
 * before stays the answer while the manifest is read again: a slow step server then costs a page nothing it had (its
 * first view, its hints), as a page waiting on the new read would.
 */
export function createRemoteReader({ ttlMs = 15_000, waitMs = 250, fetchImpl = fetch } = {}) {
  const unknown: RemoteBuild = { preloads: byLocale(() => []) };
  const readBuild = createBuildFileReader(
    async (response, manifestUrl): Promise<RemoteBuild> => {
      const manifest = (await response.json()) as BuildManifest;
      return {
        preloads: byLocale((locale) => remoteAppFiles(manifestUrl, manifest, locale)),
        firstView: firstViewUrl(manifestUrl, manifest),
      };
    },
    { waitMs, refreshMs: ttlMs, retryMs: ttlMs, fetchImpl },
  );
  return async (manifestUrl: string, now = Date.now()): Promise<RemoteBuild> =>
    (await readBuild(manifestUrl, now)) ?? unknown;
}

/**
 * The link elements; scripts are plain script tags. On
 * a page that holds the step's server-rendered HTML its styles are in the page, not only announced: written in when
 * `styles` has them (inlineStyles.ts), else linked; either way the page is styled at its first paint, and the step's
 * own loader finds them in place.
 */
export function preloadTags(
  preloads: RemoteFile[],
  {
    stylesheets = false,
    styles = new Map<string, string>(),
  }: { stylesheets?: boolean; styles?: ReadonlyMap<string, string> } = {},
): string {
  return preloads
    .map(({ href, as, crossOrigin, integrity }) => {
      const cors = `${crossOrigin ? ' crossorigin' : ''}${integrity ? ` integrity="${escapeHtml(integrity)}"` : ''}`;
      if (as !== 'style' || !stylesheets) return `<link rel="preload" as="${as}" href="${escapeHtml(href)}"${cors}>`;
      const css = styles.get(href);
      return css === undefined ? `<link rel="stylesheet" href="${escapeHtml(href)}"${cors}>` : styleTag(href, css);
    })
    .join('');
}
