// Where the sandbox draws a contract's PDF: on a thread of its own (pdfWorker.ts, built next to the bundle as
// dist/pdfWorker.js), so that a flood of downloads never holds up the main thread's answers to other buyers (an offer
// search waits for no drawing). Run from the sources (the tests), where there is no built worker, it draws in place.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { contractPdf } from './contractPdf';

type Render = typeof contractPdf;

export function offLoopRenderer(bundleDir: string = __dirname): Render {
  const script = join(bundleDir, 'pdfWorker.js');
  if (!existsSync(script)) return contractPdf;
  const worker = new Worker(script);
  // The sandbox exits when its server closes, whatever the thread is doing.
  worker.unref();
  const waiting = new Map<number, { resolve: (pdf: Uint8Array) => void; reject: (error: Error) => void }>();
  let next = 0;
  worker.on('message', ({ id, pdf, error }: { id: number; pdf?: Uint8Array; error?: string }) => {
    const asked = waiting.get(id);
    waiting.delete(id);
    if (pdf) asked?.resolve(pdf);
    else asked?.reject(new Error(error ?? 'the PDF was not drawn'));
  });
  worker.on('error', (error) => {
    for (const asked of waiting.values()) asked.reject(error);
    waiting.clear();
  });
  return (...args) =>
    new Promise((resolve, reject) => {
      const id = (next += 1);
      waiting.set(id, { resolve, reject });
      worker.postMessage({ id, args });
    });
}
