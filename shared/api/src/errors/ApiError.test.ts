import { ApiError, isApiError } from './ApiError';

/** The ApiError class of another build: the same module, loaded again, as another step's copy of the calls is. */
function anotherBuildsApiError(): typeof ApiError {
  let other: typeof ApiError | undefined;
  jest.isolateModules(() => {
    ({ ApiError: other } = jest.requireActual<typeof import('./ApiError')>('./ApiError'));
  });
  if (other === undefined) throw new Error('the module did not load');
  return other;
}

describe('isApiError', () => {
  it('knows an ApiError of this build, with its key and details', () => {
    const error = new ApiError('smsPaused', { status: 503 });
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ key: 'smsPaused', status: 503, name: 'ApiError' });
  });

  it("knows an ApiError of another build's class, which `instanceof` does not", () => {
    const Other = anotherBuildsApiError();
    expect(Other).not.toBe(ApiError);
    const error = new Other('serverError');
    expect(error instanceof ApiError).toBe(false);
    expect(isApiError(error)).toBe(true);
  });

  it.each([
    ['an Error', new Error('serverError')],
    ['an Error named ApiError', Object.assign(new Error('serverError'), { name: 'ApiError', key: 'serverError' })],
    ['a plain object with a key', { key: 'serverError', name: 'ApiError' }],
    ['null', null],
    ['a string', 'ApiError'],
  ])('does not take %s for one', (_name, value) => {
    expect(isApiError(value)).toBe(false);
  });
});
