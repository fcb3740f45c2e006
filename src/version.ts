/**
 * Marshal's version: package.json's, put in by the bundler (scripts/build.mjs `define`);
 * "dev" when run from source.
 */
declare const __MARSHAL_VERSION__: string | undefined;

export const VERSION: string = typeof __MARSHAL_VERSION__ === 'string' ? __MARSHAL_VERSION__ : 'dev';
