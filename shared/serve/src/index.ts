export { createStaticHandler, hashedFileIsImmutable, type StaticOptions } from './staticFiles';
export { createStaticServer } from './server';
export { negotiateEncoding, compress, type Encoding } from './compression';
export { contentTypeOf, isCompressible } from './contentTypes';
