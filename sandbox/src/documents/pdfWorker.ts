// The thread the sandbox draws contract PDFs on (offLoopRenderer.ts): drawing one takes the CPU for tens of
// milliseconds, which on the main thread would hold up every other buyer's call. One message in, one PDF out.
import { parentPort } from 'node:worker_threads';
import { contractPdf } from './contractPdf';

parentPort?.on('message', (message: { id: number; args: Parameters<typeof contractPdf> }) => {
  contractPdf(...message.args).then(
    (pdf) => parentPort?.postMessage({ id: message.id, pdf }, [pdf.buffer as ArrayBuffer]),
    (error: unknown) => parentPort?.postMessage({ id: message.id, error: String(error) }),
  );
});
