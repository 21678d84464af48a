import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

/**
 * A step's page as complete HTML. Unlike renderToString this waits for the parts a step loads lazily (its FAQ, say),
 * so the browser takes over a finished page instead of client-rendering those parts again. A part still waiting
 * after `timeoutMs` is sent as its fallback and rendered in the browser.
 */
export async function renderStepHtml(element: ReactElement, timeoutMs = 1000): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(element, {
    signal: AbortSignal.timeout(timeoutMs),
    onError: (error) => {
      errors.push(error);
    },
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  // A step that failed while rendering would be sent with a part missing: it renders whole in the browser instead.
  if (errors.length > 0 && !(errors[0] instanceof DOMException && errors[0].name === 'TimeoutError')) throw errors[0];
  return html;
}
