import { afterLoadWhenIdle } from './afterLoadWhenIdle';

const fakeWindow = (readyState: DocumentReadyState, idle: boolean) => {
  const listeners: Record<string, () => void> = {};
  const win = {
    document: { readyState },
    addEventListener: jest.fn((type: string, listener: () => void) => (listeners[type] = listener)),
    setTimeout: jest.fn((task: () => void) => task()),
    ...(idle ? { requestIdleCallback: jest.fn((task: () => void) => task()) } : {}),
  };
  return { win, load: () => listeners.load?.() };
};

describe('after load, when idle', () => {
  it('waits for the load event, then for an idle moment', () => {
    const { win, load } = fakeWindow('interactive', true);
    const task = jest.fn();
    afterLoadWhenIdle(task, win as unknown as Window);
    expect(task).not.toHaveBeenCalled();
    load();
    expect(win.requestIdleCallback).toHaveBeenCalledTimes(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits only for idle once the page has loaded', () => {
    const { win } = fakeWindow('complete', true);
    const task = jest.fn();
    afterLoadWhenIdle(task, win as unknown as Window);
    expect(win.addEventListener).not.toHaveBeenCalled();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('falls back to a timer where there is no requestIdleCallback', () => {
    const { win } = fakeWindow('complete', false);
    const task = jest.fn();
    afterLoadWhenIdle(task, win as unknown as Window);
    expect(win.setTimeout).toHaveBeenCalledWith(task, 500);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
