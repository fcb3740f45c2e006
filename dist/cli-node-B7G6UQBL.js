import { createRequire as __marshalCreateRequire } from 'node:module'; const require = __marshalCreateRequire(import.meta.url);
import {
  child_process,
  crypto,
  fs,
  os,
  path,
  stream,
  util
} from "./cli-chunk-O5ZHDFCR.js";
import "./cli-chunk-Q2B2XOGO.js";
export {
  child_process,
  crypto,
  fs,
  os,
  path,
  stream,
  util
};
