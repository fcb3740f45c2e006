import { createRequire as __marshalCreateRequire } from 'node:module'; const require = __marshalCreateRequire(import.meta.url);
import {
  addressClass,
  guardedLookup
} from "./cli-chunk-BDP3657A.js";
import "./cli-chunk-Q2B2XOGO.js";
export {
  addressClass,
  guardedLookup
};
