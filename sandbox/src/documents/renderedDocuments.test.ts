import { CONTRACT } from '../testing/contract';
import type { ContractDocumentData } from './contractDocumentContent';
import { renderedDocuments } from './renderedDocuments';

const data = (paidByPoints = 300): ContractDocumentData => ({ contract: CONTRACT, place: 'Київ', paidByPoints });

describe('the documents an insurer has drawn', () => {
  it('are drawn once per content and language, however often and at once they are asked for', async () => {
    const render = jest.fn(async () => new Uint8Array([1]));
    const documentOf = renderedDocuments(render);
    const asked = await Promise.all(Array.from({ length: 20 }, () => documentOf(data(), 'uk')));
    expect(new Set(asked).size).toBe(1);
    await documentOf(data(), 'en');
    expect(render).toHaveBeenCalledTimes(2);
    // The contract changed (points reserved): what it shows changed, so it is drawn anew.
    await documentOf(data(100), 'uk');
    expect(render).toHaveBeenCalledTimes(3);
  });

  it('keep the newest few, and draw again one that failed', async () => {
    let fail = true;
    const render = jest.fn(async () => {
      if (fail) throw new Error('no font');
      return new Uint8Array([1]);
    });
    const documentOf = renderedDocuments(render, 2);
    await expect(documentOf(data(1), 'uk')).rejects.toThrow('no font');
    fail = false;
    await documentOf(data(1), 'uk');
    await documentOf(data(2), 'uk');
    await documentOf(data(3), 'uk');
    await documentOf(data(1), 'uk');
    expect(render).toHaveBeenCalledTimes(5);
  });
});
