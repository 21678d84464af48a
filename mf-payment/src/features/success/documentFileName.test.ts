import { documentFileName } from './documentFileName';

describe('the contract file name', () => {
  it.each([
    ['GC-000041', 'green-card-GC-000041.pdf'],
    ['UA/123/00000041', 'green-card-UA-123-00000041.pdf'],
    ['  ', 'green-card-contract.pdf'],
  ])('%p -> %p', (number, name) => {
    expect(documentFileName(number)).toBe(name);
  });
});
