// One cold load of a page under the profile with its main thread recorded (mainThread.mjs): whose code took the time.
import { profileMainThread } from './mainThread.mjs';
import { trackNetwork } from './network.mjs';
import { settledLoad } from './pageLoad.mjs';
import { profiledPage } from './profile.mjs';

/**
 * @param {{ shop: 'composed' | 'baseline', saveAs?: string }} options `saveAs`: where to keep the raw .cpuprofile
 * @returns {Promise<import('./mainThread.mjs').MainThread>}
 */
export async function profilePage(browser, url, { shop, saveAs }) {
  const { context, page, cdp } = await profiledPage(browser);
  try {
    const network = trackNetwork(cdp);
    const recording = await profileMainThread(page, cdp, shop);
    await settledLoad(page, network, url);
    return await recording.stop(saveAs);
  } finally {
    await context.close();
  }
}
