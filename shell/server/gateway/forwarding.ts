// What the shop server reads of the insurer's answers on their way back, and how an insurer that cannot be reached is
// answered. The headers it lets through are the gateway's (gateway.ts); everything else about a forwarded call is
// decided in callRules.ts.
import type { FastifyReply } from 'fastify';
import { jsonObjectOf } from '../jsonBody';

/** An unreachable insurer is 502 and a timed-out one 504 (docs/shop-server.md); the page shows its serverError text. */
export const unreachableStatus = (error: unknown): 502 | 504 =>
  error && typeof error === 'object' && 'statusCode' in error && error.statusCode === 504 ? 504 : 502;

export const answerUnreachable = (reply: FastifyReply, status: 502 | 504) =>
  reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ message: status === 504 ? 'The insurer API did not answer in time' : 'The insurer API is unreachable' });

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

/** The `data` of an answer `{data}`; undefined for anything else (not JSON: an error page of some proxy). */
const dataOf = (bytes: Buffer): unknown => jsonObjectOf(bytes)?.data;

/** The contract a saved draft's answer names (a call whose owner declares its answer "newContract"), if it names one. */
export function newContractOf(bytes: Buffer): { id: number; number: string } | undefined {
  const data = dataOf(bytes) as { id?: unknown; number?: unknown } | undefined;
  return typeof data?.id === 'number' && typeof data.number === 'string'
    ? { id: data.id, number: data.number }
    : undefined;
}

/** A payment confirmation's answer: the `data.status` of `{data: {status}}`, or undefined for anything else. */
export const confirmedStatusOf = (bytes: Buffer): unknown =>
  (dataOf(bytes) as { status?: unknown } | undefined)?.status;

/** A code check's answer: data 'OK' means the code was right (rules D5). */
export const codeWasRight = (bytes: Buffer): boolean => dataOf(bytes) === 'OK';
