import type { InsurerClient } from '@greencard/api';
import { answerCalls } from '../../testing';
import * as serverTimeCall from '../serverClock/serverTimeCall';

jest.mock('../serverClock/serverTimeCall');

const client = {} as InsurerClient;

describe("answering a step's calls in a test", () => {
  it('answers each mocked call with the fake of its name, given the arguments after the client', async () => {
    const fake = jest.fn(async () => ({ now: '2026-07-01T10:00:00Z', timeZone: 'Europe/Kyiv' }));
    answerCalls(serverTimeCall, { readServerTime: fake });
    await expect(serverTimeCall.readServerTime(client)).resolves.toEqual({
      now: '2026-07-01T10:00:00Z',
      timeZone: 'Europe/Kyiv',
    });
    expect(fake).toHaveBeenCalledWith();
  });

  it('fails loudly on a call the test gave no fake for', async () => {
    answerCalls(serverTimeCall);
    await expect(serverTimeCall.readServerTime(client)).rejects.toThrow(
      'readServerTime was called but the test did not mock it',
    );
  });

  it('refuses calls whose module the test did not mock', () => {
    expect(() => answerCalls({ loyaltyBalance: () => Promise.resolve(1) })).toThrow(
      'loyaltyBalance is not mocked: jest.mock its call module first',
    );
  });
});
