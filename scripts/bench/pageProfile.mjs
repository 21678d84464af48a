// One cold load of a page under the profile with its main thread recorded (mainThread.mjs): whose code took the time.
import { profileMainThread } from './mainThread.mjs';
import { trackNetwork } from './network.mjs';
import { settledLoad } from './pageLoad.mjs';
import { profiledPage } from './profile.mjs';

/** @returns {Promise<import('./mainThread.mjs').MainThread>} `saveAs`: where to write the raw .cpuprofile, if anywhere */
export async function profilePage(browser, url, { saveAs } = {}) {
  const { context, page, cdp } = await profiledPage(browser);
  try {
    const network = trackNetwork(cdp);
    const recording = await profileMainThread(page, cdp);
    await settledLoad(page, network, url);
    return await recording.stop(saveAs);
  } finally {
    await context.close();
  }
}
