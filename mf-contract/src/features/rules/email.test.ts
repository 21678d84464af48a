import type { ValidationKey } from '@greencard/domain';
import { validateEmail } from './email';

describe('validateEmail', () => {
  it.each<[string, ValidationKey | undefined]>([
    ['taras@example.com', undefined],
    ['t.shevchenko+gc@mail.example.com.ua', undefined],
    [' taras@example.com ', undefined],
    ['', undefined],
    ['taras', 'emailInvalid'],
    ['taras@', 'emailInvalid'],
    ['taras@example', 'emailInvalid'],
    ['taras@@example.com', 'emailInvalid'],
    ['tar as@example.com', 'emailInvalid'],
    ['taras..s@example.com', 'emailInvalid'],
    ['taras@-example.com', 'emailInvalid'],
    ['тарас@example.com', 'emailInvalid'],
  ])('%p -> %p', (value, key) => {
    expect(validateEmail(value)).toBe(key);
  });
});
