import { hashedRequests } from './hashedRequests';

describe('the requests the page makes with its build hash', () => {
  it('finds them quoted or not, scripts and stylesheets alike', () => {
    const template =
      '<head><script defer src=/main.js?63d1adc902ec41fad994></script>' +
      '<link href="/main.6c5a6c1004.css?63d1adc902ec41fad994" rel=stylesheet><link rel=icon href=/favicon.svg></head>';
    expect(hashedRequests(template)).toEqual([
      '/main.js?63d1adc902ec41fad994',
      '/main.6c5a6c1004.css?63d1adc902ec41fad994',
    ]);
  });

  it('leaves out other origins, other queries and names without a query', () => {
    const template =
      '<script src="https://www.googletagmanager.com/gtag/js?id=G-0123456789abcdef"></script>' +
      '<script src="/main.js?lang=en"></script><script src="/main.js"></script><img src="/a.svg?abc">';
    expect(hashedRequests(template)).toEqual([]);
  });
});
