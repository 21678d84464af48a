/** @jest-environment node */
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { fakeInsurer, REGISTRY, shopServer } from '../testing';
import { lazyChildLogger, logDestination, shopLogger } from './logging';

describe('the log destination', () => {
  /** A destination writing to a file of its own, and the writes it made there. */
  function destination() {
    const file = path.join(fs.mkdtempSync(path.join(tmpdir(), 'log-')), 'out.log');
    const fd = fs.openSync(file, 'w');
    const [writes, syncWrites] = [jest.spyOn(fs, 'write'), jest.spyOn(fs, 'writeSync')];
    const dest = logDestination(fd);
    const writesToFile = () =>
      [...writes.mock.calls.map(([to]) => to), ...syncWrites.mock.calls.map(([to]) => to)].filter((to) => to === fd)
        .length;
    let expected = '';
    const write = (line: string) => {
      expected += line;
      dest.write(line);
    };
    const written = () => fs.readFileSync(file, 'utf8');
    /** Until the file holds every line written, for a second at most. */
    const drained = async () => {
      for (let tries = 0; tries < 200 && written().length < expected.length; tries += 1)
        await new Promise((resolve) => setTimeout(resolve, 5));
    };
    return { write, writesToFile, written, drained };
  }
  afterEach(() => jest.restoreAllMocks());

  it('carries the lines of many requests logged while a write is under way in one write, in order', async () => {
    const { write, writesToFile, written, drained } = destination();
    const lines = Array.from({ length: 200 }, (_, n) => `{"reqId":"req-${n}","msg":"request"}\n`);
    for (const line of lines) write(line);
    await drained();
    expect(written()).toBe(lines.join(''));
    expect(writesToFile()).toBeLessThanOrEqual(2);
  });

  it("writes a quiet server's line at once, without waiting for more", async () => {
    const { write, writesToFile, written, drained } = destination();
    write('{"msg":"request"}\n');
    expect(writesToFile()).toBe(1);
    await drained();
    expect(written()).toBe('{"msg":"request"}\n');
  });

  it('writes the lines still pending when the process exits', () => {
    const { write, written } = destination();
    write('{"first":true}\n');
    write('{"last":true}\n');
    process.emit('exit', 0);
    expect(written()).toContain('{"last":true}\n');
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

describe('the redaction of personal fields', () => {
  /** The lines a shop logger writes for `logged`. */
  function written(logged: object) {
    const lines: string[] = [];
    shopLogger('info', { write: (line: string) => lines.push(line) }).warn(logged, 'careless');
    return lines.join('');
  }

  it("censors a draft's personal fields by the names mf-contract's step.json gives them, camelCase and snake_case", () => {
    // Each value is the buyer's own: a name, a document, a plate, a VIN, a place, a phone abroad, their ids.
    const draft = {
      name_first: 'Taras',
      name_last: 'Shevchenkovych',
      name_middle: 'Hryhorovych',
      doc_seria: 'KX',
      doc_number: '998877',
      doc_record: '19840309-01234',
      doc_date: '2001-05-17',
      doc_issued_by: 'Kyiv 1201',
      passportSeries: 'KX',
      passportNumber: '998877',
      passportRecord: '19840309-01234',
      passportDate: '2001-05-17',
      passportFrom: 'Kyiv 1201',
      state_number: 'AA7777XX',
      autoNumber: 'AA7777XX',
      body_number: 'WVWZZZ1JZXW000001',
      autoBodyNumber: 'WVWZZZ1JZXW000001',
      registration_place: 'Kyiv, Khreshchatyk 22',
      registrationPlace: 'Kyiv, Khreshchatyk 22',
      foreignPhone: '+48601112233',
      customer_external_id: 'loyal-5544',
      customerExternalId: 'loyal-5544',
      eua_user_id: 'eua-7788',
      euaUserId: 'eua-7788',
    };
    const line = written({ body: draft });
    expect(line).toContain('[redacted]');
    const leaked = Object.entries(draft).filter(([, value]) => line.includes(`"${value}"`));
    expect(leaked).toEqual([]);
  });

  it("censors a contract's number, as the insurer's confirmation and the shop's pages name it", () => {
    // A contract's number finds the buyer's contract at the insurer: never in a log line (noPersonalData.test.ts).
    const line = written({
      answer: { data: { status: 'PAID', contractNumber: 'GC00031337' } },
      contract_number: 'GC00031338',
    });
    expect(line).toContain('"status":"PAID"');
    expect(line).not.toMatch(/GC0003133[78]/);
  });

  it("keeps what an error line tells an operator: the error's code (its message may quote a buyer, and is not written)", () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:6379 for +380671112233'), {
      code: 'ECONNREFUSED',
    });
    const line = written({ err: refused });
    expect(line).toContain('ECONNREFUSED');
    expect(line).not.toContain('+380671112233');
  });
});

describe("the registry's lines, at the levels docs/operations.md gives them", () => {
  it('says a watch that failed at level 40 and a refused edit at level 50', async () => {
    const registryFile = path.join(fs.mkdtempSync(path.join(tmpdir(), 'log-registry-')), 'registry.json');
    fs.writeFileSync(registryFile, JSON.stringify(REGISTRY));
    const folderWatch = Object.assign(new EventEmitter(), { close: jest.fn() });
    const watch = jest.spyOn(fs, 'watch').mockReturnValue(folderWatch as unknown as fs.FSWatcher);
    const lines: string[] = [];
    const logger = new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(chunk.toString()), done()) });
    const insurer = await fakeInsurer();
    const shop = await shopServer(insurer.url, { registryFile }, { logger });
    try {
      await shop.inject({ method: 'GET', url: '/en/payment' });
      folderWatch.emit('error', new Error('the folder is gone'));
      // Without its watch, the reader looks at the file on every read: the broken edit is seen at once.
      fs.writeFileSync(registryFile, '{ "points": ');
      await shop.inject({ method: 'GET', url: '/en/payment' });
    } finally {
      watch.mockRestore();
      await shop.close();
      await insurer.close();
    }
    const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(logged.find(({ msg }) => msg.startsWith('Watching'))).toMatchObject({ level: 40 });
    expect(logged.find(({ msg }) => msg.startsWith('Ignoring a broken'))).toMatchObject({ level: 50 });
  });
});
