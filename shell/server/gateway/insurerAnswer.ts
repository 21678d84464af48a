/** The most an answer the server reads may weigh: a draft's {data: {id, number, date}} is under 100 bytes. */
const MAX_ANSWER_BYTES = 64 * 1024;

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

/** The contract a saved draft's answer names (a call whose owner declares its answer "newContract"), if it names one. */
export function newContractOf(bytes: Buffer): { id: number; number: string } | undefined {
  try {
    const data = (JSON.parse(bytes.toString('utf8')) as { data?: { id?: unknown; number?: unknown } }).data;
    if (typeof data?.id === 'number' && typeof data.number === 'string') return { id: data.id, number: data.number };
  } catch {
    // Not JSON: an error page of some proxy; it goes back as it is and names no contract.
  }
  return undefined;
}

/** A payment confirmation's answer: the `data.status` of `{data: {status}}`, or undefined for anything else. */
export function confirmedStatusOf(bytes: Buffer): unknown {
  try {
    return (JSON.parse(bytes.toString('utf8')) as { data?: { status?: unknown } }).data?.status;
  } catch {
    return undefined;
  }
}

/** A code check's answer: data 'OK' means the code was right (rules D5). */
export function codeWasRight(bytes: Buffer): boolean {
  try {
    return (JSON.parse(bytes.toString('utf8')) as { data?: unknown }).data === 'OK';
  } catch {
    return false;
  }
}
