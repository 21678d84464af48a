/** The most a draft's answer may weigh: {data: {id, number, date}} is under 100 bytes. */
const MAX_ANSWER_BYTES = 64 * 1024;

export interface SavedDraft {
  bytes: Buffer;
  /** The contract the insurer created, when the answer names one. */
  contract?: { id: number; number: string };
}

/** Reads the insurer's answer to POST /green/save/draft, to be passed on unchanged, and the contract it names. */
export async function readSavedDraft(stream: NodeJS.ReadableStream): Promise<SavedDraft> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer | string>) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += buffer.length;
    if (size > MAX_ANSWER_BYTES) throw Object.assign(new Error('the draft answer is too large'), { statusCode: 502 });
    chunks.push(buffer);
  }
  const bytes = Buffer.concat(chunks);
  return { bytes, contract: contractOf(bytes) };
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
