/** The most a draft's or a confirmation's answer may weigh: {data: {id, number, date}} is under 100 bytes. */
const MAX_ANSWER_BYTES = 64 * 1024;

export interface SavedDraft {
  bytes: Buffer;
  /** The contract the insurer created, when the answer names one. */
  contract?: { id: number; number: string };
}

/** Reads the insurer's answer to POST /green/save/draft, to be passed on unchanged, and the contract it names. */
export async function readSavedDraft(stream: NodeJS.ReadableStream): Promise<SavedDraft> {
  const bytes = await readAnswer(stream);
  return { bytes, contract: contractOf(bytes) };
}

/** A small answer of the insurer, read whole to be passed on unchanged; a larger one is a failed call (502). */
export async function readAnswer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer | string>) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += buffer.length;
    if (size > MAX_ANSWER_BYTES) throw Object.assign(new Error('the answer is too large'), { statusCode: 502 });
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

function contractOf(bytes: Buffer): SavedDraft['contract'] {
  try {
    const data = (JSON.parse(bytes.toString('utf8')) as { data?: { id?: unknown; number?: unknown } }).data;
    if (typeof data?.id === 'number' && typeof data.number === 'string') return { id: data.id, number: data.number };
  } catch {
    // Not JSON: an error page of some proxy; it goes back as it is and names no contract.
  }
  return undefined;
}
