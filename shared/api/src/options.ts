import type { AxiosInstance } from 'axios';
import type { MessageRules } from './messages';

/** The browser talks to the shell server's proxy, which adds COM-TOKEN (docs/shop-server.md). */
export const DEFAULT_BASE_URL = '/api';
/** A call that has not answered in 20 s has failed (serverError). */
export const REQUEST_TIMEOUT_MS = 20_000;

export interface ClientOptions {
  /** The insurer API base URL; '/api' in the browser. */
  baseURL?: string;
  /** An axios instance to use instead of a new one (a server with its own agent, or a test with its own adapter). */
  http?: AxiosInstance;
  /** Underwriting phrases and hints to strip, when an insurer has its own. */
  messageRules?: MessageRules;
}
