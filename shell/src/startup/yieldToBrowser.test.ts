import { yieldToBrowser } from './yieldToBrowser';

describe('yieldToBrowser', () => {
  it('resolves in a later task: work queued before it runs first', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    await yieldToBrowser(undefined);
    order.push('after the yield');
    expect(order).toEqual(['queued task', 'after the yield']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const scheduler = { yield: jest.fn(() => Promise.resolve()) };
    await yieldToBrowser(scheduler);
    expect(scheduler.yield).toHaveBeenCalledTimes(1);
  });
});
