import { createRequire as __marshalCreateRequire } from 'node:module'; const require = __marshalCreateRequire(import.meta.url);

// src/version.ts
var VERSION = true ? "0.1.0" : "dev";

export {
  VERSION
};
