import { createRequire as __marshalCreateRequire } from 'node:module'; const require = __marshalCreateRequire(import.meta.url);
import {
  require_src
} from "./cli-chunk-W2X36P4M.js";
import "./cli-chunk-Q2B2XOGO.js";
export default require_src();
