/** @jest-environment node */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { batchedLines, lazyChildLogger } from './logging';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('the log lines of one turn of the event loop', () => {
  it('go out in one write, in order, and those of the next turn in another', async () => {
    const writes: string[] = [];
    const lines = batchedLines({ write: (text: string) => writes.push(text) });
    lines.write('{"a":1}\n');
    lines.write('{"b":2}\n');
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual(['{"a":1}\n{"b":2}\n']);
    lines.write('{"c":3}\n');
    await nextTurn();
    expect(writes).toEqual(['{"a":1}\n{"b":2}\n', '{"c":3}\n']);
  });

  it('are written when the process exits before the turn ends', () => {
    const writes: string[] = [];
    const lines = batchedLines({ write: (text: string) => writes.push(text) });
    lines.write('{"last":true}\n');
    process.emit('exit', 0);
    expect(writes).toEqual(['{"last":true}\n']);
  });
});

describe("a request's logger", () => {
  function parentLogger() {
    const made: { bindings: unknown; lines: unknown[][] }[] = [];
    const parent = {
      level: 'info',
      child(bindings: unknown) {
        const lines: unknown[][] = [];
        made.push({ bindings, lines });
        const log = (...args: unknown[]) => lines.push(args);
        return {
          level: 'info',
          fatal: log,
          error: log,
          warn: log,
          info: log,
          debug: log,
          trace: log,
          silent: log,
          child: () => parent,
        };
      },
    } as unknown as FastifyBaseLogger;
    return { parent, made };
  }
  const make = (parent: FastifyBaseLogger) =>
    lazyChildLogger.call({} as FastifyInstance, parent, { reqId: 'req-7' }, {}, {} as never);

  it('is made only when the request logs, with its id, and logs what it is given', () => {
    const { parent, made } = parentLogger();
    const quiet = make(parent);
    expect(quiet.level).toBe('info');
    expect(made).toEqual([]);
    const loud = make(parent);
    loud.warn({ err: 'x' }, 'insurer call failed');
    loud.error('again');
    expect(made).toEqual([{ bindings: { reqId: 'req-7' }, lines: [[{ err: 'x' }, 'insurer call failed'], ['again']] }]);
  });
});
