import { validate } from 'superstruct';
import { ApiError } from '../errors';
import { CodeChecked, readCodeSent, type CodeSent } from '../schemas';
import { envelopeData, send, type CallContext } from './context';
import { smsProofHeader } from './smsProof';

export type CodeCheck = { ok: true } | { ok: false; attemptsLeft?: number };

// The first reading counts a sendCode answer of 'OK' as a failure (rules §7, D4).
const FAILED_SEND = 'OK';
const RIGHT_CODE = 'OK';

export function codeCalls(context: CallContext) {
  return {
    /** GET /sendCode: sends the one-time code for a contract in REQUEST, with the proof of work the shop asks for. */
    sendCode: async (contractId: number): Promise<CodeSent> => {
      const headers = await smsProofHeader(context, 'sendOTP');
      const { data } = await send(
        context,
        { method: 'GET', url: '/sendCode', params: { contract_id: contractId }, headers },
        'sendOTP',
      );
      const answer = envelopeData(data);
      if (answer === FAILED_SEND) throw new ApiError('sendOTP');
      return readCodeSent(answer);
    },

    /** POST /checkCode: 'OK' means right (rules §4); anything else is a wrong code, with the tries left when told. */
    checkCode: async (contractId: number, code: string): Promise<CodeCheck> => {
      const { data } = await send(
        context,
        { method: 'POST', url: '/checkCode', data: { code, contract_id: contractId } },
        'checkOTP',
      );
      const [error, answer] = validate(envelopeData(data), CodeChecked);
      if (answer === RIGHT_CODE) return { ok: true };
      if (!error && answer.attemptsLeft !== undefined) return { ok: false, attemptsLeft: answer.attemptsLeft };
      return { ok: false };
    },
  };
}
