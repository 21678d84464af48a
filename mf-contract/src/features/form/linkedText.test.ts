import { en } from '../../i18n/en';
import { uk } from '../../i18n/uk';
import { linkedText } from './linkedText';

describe('linkedText', () => {
  it('cuts a text into what comes before the marked words, the words, and what follows', () => {
    expect(linkedText('I have read the <a>offer</a> today')).toEqual({
      before: 'I have read the ',
      link: 'offer',
      after: ' today',
    });
    expect(linkedText('<a>offer</a>')).toEqual({ before: '', link: 'offer', after: '' });
  });

  it('finds the one marked link in both languages of the offer tick', () => {
    expect(linkedText(en.fields.offerReadLinked)).toEqual({ before: 'I have read the ', link: 'offer', after: '' });
    expect(linkedText(uk.fields.offerReadLinked)?.link).toBe('умовами договору (оферти)');
  });

  it('has no link for a text without a mark, an empty mark, an unclosed one or more than one', () => {
    expect(linkedText('I have read the offer')).toBeUndefined();
    expect(linkedText('I have read the <a></a>')).toBeUndefined();
    expect(linkedText('I have read the <a>offer')).toBeUndefined();
    expect(linkedText('<a>one</a> and <a>two</a>')).toBeUndefined();
  });

  it('keeps any other markup as text', () => {
    expect(linkedText('<b>bold</b> <a><img src=x onerror=alert(1)></a>')).toEqual({
      before: '<b>bold</b> ',
      link: '<img src=x onerror=alert(1)>',
      after: '',
    });
  });
});
