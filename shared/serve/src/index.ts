export { staticFileOptions } from './staticFiles';
export { createStaticServer } from './server';
export { negotiateEncoding, type Encoding } from './negotiateEncoding';
