// Builds the images and starts the stack once for the deployment specs; afterwards saves every container's log and
// removes the stack with its volumes.
import { buildImages, makeBases } from './images';
import {
  EDGE_URL,
  RELEASE_URL,
  SANDBOX_URL,
  issueCredential,
  saveLogs,
  stackEnv,
  startStack,
  stopStack,
} from './stack';

const seconds = (since: number) => `${Math.round((Date.now() - since) / 1000)} s`;

export default async function globalSetup(): Promise<() => Promise<void>> {
  let started = Date.now();
  makeBases();
  console.log(`[deployment] local base images: ${seconds(started)}`);
  started = Date.now();
  const runnable = buildImages();
  console.log(`[deployment] images of docker/compose.yaml: ${seconds(started)}`);

  Object.assign(process.env, stackEnv(), {
    SHOP_URL: EDGE_URL,
    SANDBOX_URL,
    RELEASE_URL,
    DEPLOYMENT_SERVICES: runnable.join(','),
    RELEASE_CREDENTIAL: issueCredential('e2e-points', ['points']),
  });
  // A stack left by an interrupted run would hold the ports and the volumes.
  stopStack();
  started = Date.now();
  try {
    await startStack(runnable);
  } catch (error) {
    saveLogs();
    stopStack();
    throw error;
  }
  console.log(`[deployment] ${runnable.join(', ')} started and healthy: ${seconds(started)}`);

  return async () => {
    saveLogs();
    stopStack();
  };
}
