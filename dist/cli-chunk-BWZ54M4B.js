import { createRequire as __marshalCreateRequire } from 'node:module'; const require = __marshalCreateRequire(import.meta.url);

// src/guard/json-line.ts
function jsonLine(value) {
  const text = JSON.stringify(value);
  if (text === void 0) throw new TypeError("jsonLine: the value has no JSON form");
  return text.replace(/[^\x20-\x22\x24-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

export {
  jsonLine
};
