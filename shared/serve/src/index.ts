export { staticFileOptions, hashedFileIsImmutable, isPublicFile, type StaticOptions } from './staticFiles';
export { createStaticServer } from './server';
export { negotiateEncoding, type Encoding } from './negotiateEncoding';
