/** @jest-environment node */
import { batchedLines } from './logging';

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
