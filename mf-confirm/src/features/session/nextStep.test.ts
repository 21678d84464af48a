import { stepAfterConfirm } from './nextStep';

describe('stepAfterConfirm', () => {
  it.each<[string, Parameters<typeof stepAfterConfirm>[0], string]>([
    ['a stored loyalty customer id', { loyaltyCustomerId: 'loyal-42' }, 'points'],
    ['a loyalty id beside a platform user id', { loyaltyCustomerId: 'loyal-42', euaUserId: 'eua-7' }, 'points'],
    ['only a platform user id', { euaUserId: 'eua-7' }, 'payment'],
    ['nothing stored', {}, 'payment'],
  ])('with %s goes to %s', (_case, ids, step) => {
    expect(stepAfterConfirm(ids)).toBe(step);
  });
});
