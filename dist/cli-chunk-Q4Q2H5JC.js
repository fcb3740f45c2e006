import { createRequire as __marshalCreateRequire } from 'node:module'; const require = __marshalCreateRequire(import.meta.url);
import {
  external_exports
} from "./cli-chunk-GSIOYRJO.js";
import {
  __commonJS,
  __require,
  __toESM
} from "./cli-chunk-Q2B2XOGO.js";

// node_modules/picomatch/lib/constants.js
var require_constants = __commonJS({
  "node_modules/picomatch/lib/constants.js"(exports, module2) {
    "use strict";
    var WIN_SLASH = "\\\\/";
    var WIN_NO_SLASH = `[^${WIN_SLASH}]`;
    var DEFAULT_MAX_EXTGLOB_RECURSION = 0;
    var DOT_LITERAL = "\\.";
    var PLUS_LITERAL = "\\+";
    var QMARK_LITERAL = "\\?";
    var SLASH_LITERAL = "\\/";
    var ONE_CHAR = "(?=.)";
    var QMARK = "[^/]";
    var END_ANCHOR = `(?:${SLASH_LITERAL}|$)`;
    var START_ANCHOR = `(?:^|${SLASH_LITERAL})`;
    var DOTS_SLASH = `${DOT_LITERAL}{1,2}${END_ANCHOR}`;
    var NO_DOT = `(?!${DOT_LITERAL})`;
    var NO_DOTS = `(?!${START_ANCHOR}${DOTS_SLASH})`;
    var NO_DOT_SLASH = `(?!${DOT_LITERAL}{0,1}${END_ANCHOR})`;
    var NO_DOTS_SLASH = `(?!${DOTS_SLASH})`;
    var QMARK_NO_DOT = `[^.${SLASH_LITERAL}]`;
    var STAR = `${QMARK}*?`;
    var SEP = "/";
    var POSIX_CHARS = {
      DOT_LITERAL,
      PLUS_LITERAL,
      QMARK_LITERAL,
      SLASH_LITERAL,
      ONE_CHAR,
      QMARK,
      END_ANCHOR,
      DOTS_SLASH,
      NO_DOT,
      NO_DOTS,
      NO_DOT_SLASH,
      NO_DOTS_SLASH,
      QMARK_NO_DOT,
      STAR,
      START_ANCHOR,
      SEP
    };
    var WINDOWS_CHARS = {
      ...POSIX_CHARS,
      SLASH_LITERAL: `[${WIN_SLASH}]`,
      QMARK: WIN_NO_SLASH,
      STAR: `${WIN_NO_SLASH}*?`,
      DOTS_SLASH: `${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$)`,
      NO_DOT: `(?!${DOT_LITERAL})`,
      NO_DOTS: `(?!(?:^|[${WIN_SLASH}])${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      NO_DOT_SLASH: `(?!${DOT_LITERAL}{0,1}(?:[${WIN_SLASH}]|$))`,
      NO_DOTS_SLASH: `(?!${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      QMARK_NO_DOT: `[^.${WIN_SLASH}]`,
      START_ANCHOR: `(?:^|[${WIN_SLASH}])`,
      END_ANCHOR: `(?:[${WIN_SLASH}]|$)`,
      SEP: "\\"
    };
    var POSIX_REGEX_SOURCE = {
      __proto__: null,
      alnum: "a-zA-Z0-9",
      alpha: "a-zA-Z",
      ascii: "\\x00-\\x7F",
      blank: " \\t",
      cntrl: "\\x00-\\x1F\\x7F",
      digit: "0-9",
      graph: "\\x21-\\x7E",
      lower: "a-z",
      print: "\\x20-\\x7E ",
      punct: "\\-!\"#$%&'()\\*+,./:;<=>?@[\\]^_`{|}~",
      space: " \\t\\r\\n\\v\\f",
      upper: "A-Z",
      word: "A-Za-z0-9_",
      xdigit: "A-Fa-f0-9"
    };
    module2.exports = {
      DEFAULT_MAX_EXTGLOB_RECURSION,
      MAX_LENGTH: 1024 * 64,
      POSIX_REGEX_SOURCE,
      // regular expressions
      REGEX_BACKSLASH: /\\(?![*+?^${}(|)[\]])/g,
      REGEX_NON_SPECIAL_CHARS: /^[^@![\].,$*+?^{}()|\\/]+/,
      REGEX_SPECIAL_CHARS: /[-*+?.^${}(|)[\]]/,
      REGEX_SPECIAL_CHARS_BACKREF: /(\\?)((\W)(\3*))/g,
      REGEX_SPECIAL_CHARS_GLOBAL: /([-*+?.^${}(|)[\]])/g,
      REGEX_REMOVE_BACKSLASH: /(?:\[.*?[^\\]\]|\\(?=.))/g,
      // Replace globs with equivalent patterns to reduce parsing time.
      REPLACEMENTS: {
        __proto__: null,
        "***": "*",
        "**/**": "**",
        "**/**/**": "**"
      },
      // Digits
      CHAR_0: 48,
      /* 0 */
      CHAR_9: 57,
      /* 9 */
      // Alphabet chars.
      CHAR_UPPERCASE_A: 65,
      /* A */
      CHAR_LOWERCASE_A: 97,
      /* a */
      CHAR_UPPERCASE_Z: 90,
      /* Z */
      CHAR_LOWERCASE_Z: 122,
      /* z */
      CHAR_LEFT_PARENTHESES: 40,
      /* ( */
      CHAR_RIGHT_PARENTHESES: 41,
      /* ) */
      CHAR_ASTERISK: 42,
      /* * */
      // Non-alphabetic chars.
      CHAR_AMPERSAND: 38,
      /* & */
      CHAR_AT: 64,
      /* @ */
      CHAR_BACKWARD_SLASH: 92,
      /* \ */
      CHAR_CARRIAGE_RETURN: 13,
      /* \r */
      CHAR_CIRCUMFLEX_ACCENT: 94,
      /* ^ */
      CHAR_COLON: 58,
      /* : */
      CHAR_COMMA: 44,
      /* , */
      CHAR_DOT: 46,
      /* . */
      CHAR_DOUBLE_QUOTE: 34,
      /* " */
      CHAR_EQUAL: 61,
      /* = */
      CHAR_EXCLAMATION_MARK: 33,
      /* ! */
      CHAR_FORM_FEED: 12,
      /* \f */
      CHAR_FORWARD_SLASH: 47,
      /* / */
      CHAR_GRAVE_ACCENT: 96,
      /* ` */
      CHAR_HASH: 35,
      /* # */
      CHAR_HYPHEN_MINUS: 45,
      /* - */
      CHAR_LEFT_ANGLE_BRACKET: 60,
      /* < */
      CHAR_LEFT_CURLY_BRACE: 123,
      /* { */
      CHAR_LEFT_SQUARE_BRACKET: 91,
      /* [ */
      CHAR_LINE_FEED: 10,
      /* \n */
      CHAR_NO_BREAK_SPACE: 160,
      /* \u00A0 */
      CHAR_PERCENT: 37,
      /* % */
      CHAR_PLUS: 43,
      /* + */
      CHAR_QUESTION_MARK: 63,
      /* ? */
      CHAR_RIGHT_ANGLE_BRACKET: 62,
      /* > */
      CHAR_RIGHT_CURLY_BRACE: 125,
      /* } */
      CHAR_RIGHT_SQUARE_BRACKET: 93,
      /* ] */
      CHAR_SEMICOLON: 59,
      /* ; */
      CHAR_SINGLE_QUOTE: 39,
      /* ' */
      CHAR_SPACE: 32,
      /*   */
      CHAR_TAB: 9,
      /* \t */
      CHAR_UNDERSCORE: 95,
      /* _ */
      CHAR_VERTICAL_LINE: 124,
      /* | */
      CHAR_ZERO_WIDTH_NOBREAK_SPACE: 65279,
      /* \uFEFF */
      /**
       * Create EXTGLOB_CHARS
       */
      extglobChars(chars) {
        return {
          "!": { type: "negate", open: "(?:(?!(?:", close: `))${chars.STAR})` },
          "?": { type: "qmark", open: "(?:", close: ")?" },
          "+": { type: "plus", open: "(?:", close: ")+" },
          "*": { type: "star", open: "(?:", close: ")*" },
          "@": { type: "at", open: "(?:", close: ")" }
        };
      },
      /**
       * Create GLOB_CHARS
       */
      globChars(win32) {
        return win32 === true ? WINDOWS_CHARS : POSIX_CHARS;
      }
    };
  }
});

// node_modules/picomatch/lib/utils.js
var require_utils = __commonJS({
  "node_modules/picomatch/lib/utils.js"(exports) {
    "use strict";
    var {
      REGEX_BACKSLASH,
      REGEX_REMOVE_BACKSLASH,
      REGEX_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_GLOBAL
    } = require_constants();
    exports.isObject = (val) => val !== null && typeof val === "object" && !Array.isArray(val);
    exports.hasRegexChars = (str) => REGEX_SPECIAL_CHARS.test(str);
    exports.isRegexChar = (str) => str.length === 1 && exports.hasRegexChars(str);
    exports.escapeRegex = (str) => str.replace(REGEX_SPECIAL_CHARS_GLOBAL, "\\$1");
    exports.toPosixSlashes = (str) => str.replace(REGEX_BACKSLASH, "/");
    exports.isWindows = () => {
      if (typeof navigator !== "undefined" && navigator.platform) {
        const platform = navigator.platform.toLowerCase();
        return platform === "win32" || platform === "windows";
      }
      if (typeof process !== "undefined" && process.platform) {
        return process.platform === "win32";
      }
      return false;
    };
    exports.removeBackslashes = (str) => {
      return str.replace(REGEX_REMOVE_BACKSLASH, (match) => {
        return match === "\\" ? "" : match;
      });
    };
    exports.escapeLast = (input, char, lastIdx) => {
      const idx = input.lastIndexOf(char, lastIdx);
      if (idx === -1) return input;
      if (input[idx - 1] === "\\") return exports.escapeLast(input, char, idx - 1);
      return `${input.slice(0, idx)}\\${input.slice(idx)}`;
    };
    exports.removePrefix = (input, state = {}) => {
      let output = input;
      if (output.startsWith("./")) {
        output = output.slice(2);
        state.prefix = "./";
      }
      return output;
    };
    exports.wrapOutput = (input, state = {}, options = {}) => {
      const prepend = options.contains ? "" : "^";
      const append = options.contains ? "" : "$";
      let output = `${prepend}(?:${input})${append}`;
      if (state.negated === true) {
        output = `(?:^(?!${output}).*$)`;
      }
      return output;
    };
    exports.basename = (path13, { windows } = {}) => {
      const segs = path13.split(windows ? /[\\/]/ : "/");
      const last = segs[segs.length - 1];
      if (last === "") {
        return segs[segs.length - 2];
      }
      return last;
    };
  }
});

// node_modules/picomatch/lib/scan.js
var require_scan = __commonJS({
  "node_modules/picomatch/lib/scan.js"(exports, module2) {
    "use strict";
    var utils = require_utils();
    var {
      CHAR_ASTERISK,
      /* * */
      CHAR_AT,
      /* @ */
      CHAR_BACKWARD_SLASH,
      /* \ */
      CHAR_COMMA,
      /* , */
      CHAR_DOT,
      /* . */
      CHAR_EXCLAMATION_MARK,
      /* ! */
      CHAR_FORWARD_SLASH,
      /* / */
      CHAR_LEFT_CURLY_BRACE,
      /* { */
      CHAR_LEFT_PARENTHESES,
      /* ( */
      CHAR_LEFT_SQUARE_BRACKET,
      /* [ */
      CHAR_PLUS,
      /* + */
      CHAR_QUESTION_MARK,
      /* ? */
      CHAR_RIGHT_CURLY_BRACE,
      /* } */
      CHAR_RIGHT_PARENTHESES,
      /* ) */
      CHAR_RIGHT_SQUARE_BRACKET
      /* ] */
    } = require_constants();
    var isPathSeparator = (code2) => {
      return code2 === CHAR_FORWARD_SLASH || code2 === CHAR_BACKWARD_SLASH;
    };
    var depth = (token) => {
      if (token.isPrefix !== true) {
        token.depth = token.isGlobstar ? Infinity : 1;
      }
    };
    var scan = (input, options) => {
      const opts = options || {};
      const length = input.length - 1;
      const scanToEnd = opts.parts === true || opts.tokens === true || opts.scanToEnd === true;
      const slashes = [];
      const tokens = [];
      const parts2 = [];
      let str = input;
      let index = -1;
      let start2 = 0;
      let lastIndex = 0;
      let isBrace = false;
      let isBracket = false;
      let isGlob2 = false;
      let isExtglob = false;
      let isGlobstar = false;
      let braceEscaped = false;
      let backslashes = false;
      let negated = false;
      let negatedExtglob = false;
      let finished = false;
      let braces = 0;
      let prev;
      let code2;
      let token = { value: "", depth: 0, isGlob: false };
      const eos = () => index >= length;
      const peek = () => str.charCodeAt(index + 1);
      const advance = () => {
        prev = code2;
        return str.charCodeAt(++index);
      };
      while (index < length) {
        code2 = advance();
        let next;
        if (code2 === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          code2 = advance();
          if (code2 === CHAR_LEFT_CURLY_BRACE) {
            braceEscaped = true;
          }
          continue;
        }
        if (braceEscaped === true || code2 === CHAR_LEFT_CURLY_BRACE) {
          braces++;
          while (eos() !== true && (code2 = advance())) {
            if (code2 === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }
            if (code2 === CHAR_LEFT_CURLY_BRACE) {
              braces++;
              continue;
            }
            if (braceEscaped !== true && code2 === CHAR_DOT && (code2 = advance()) === CHAR_DOT) {
              isBrace = token.isBrace = true;
              isGlob2 = token.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (braceEscaped !== true && code2 === CHAR_COMMA) {
              isBrace = token.isBrace = true;
              isGlob2 = token.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (code2 === CHAR_RIGHT_CURLY_BRACE) {
              braces--;
              if (braces === 0) {
                braceEscaped = false;
                isBrace = token.isBrace = true;
                finished = true;
                break;
              }
            }
          }
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code2 === CHAR_FORWARD_SLASH) {
          slashes.push(index);
          tokens.push(token);
          token = { value: "", depth: 0, isGlob: false };
          if (finished === true) continue;
          if (prev === CHAR_DOT && index === start2 + 1) {
            start2 += 2;
            continue;
          }
          lastIndex = index + 1;
          continue;
        }
        if (opts.noext !== true) {
          const isExtglobChar = code2 === CHAR_PLUS || code2 === CHAR_AT || code2 === CHAR_ASTERISK || code2 === CHAR_QUESTION_MARK || code2 === CHAR_EXCLAMATION_MARK;
          if (isExtglobChar === true && peek() === CHAR_LEFT_PARENTHESES) {
            isGlob2 = token.isGlob = true;
            isExtglob = token.isExtglob = true;
            finished = true;
            if (code2 === CHAR_EXCLAMATION_MARK && index === start2) {
              negatedExtglob = true;
            }
            if (scanToEnd === true) {
              let parens = 0;
              while (eos() !== true && (code2 = advance())) {
                if (code2 === CHAR_BACKWARD_SLASH) {
                  backslashes = token.backslashes = true;
                  advance();
                  continue;
                }
                if (code2 === CHAR_LEFT_PARENTHESES) {
                  parens++;
                  continue;
                }
                if (code2 === CHAR_RIGHT_PARENTHESES && --parens === 0) {
                  finished = true;
                  break;
                }
              }
              continue;
            }
            break;
          }
        }
        if (code2 === CHAR_ASTERISK) {
          if (prev === CHAR_ASTERISK) isGlobstar = token.isGlobstar = true;
          isGlob2 = token.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code2 === CHAR_QUESTION_MARK) {
          isGlob2 = token.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code2 === CHAR_LEFT_SQUARE_BRACKET) {
          while (eos() !== true && (next = advance())) {
            if (next === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }
            if (next === CHAR_RIGHT_SQUARE_BRACKET) {
              isBracket = token.isBracket = true;
              isGlob2 = token.isGlob = true;
              finished = true;
              break;
            }
          }
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (opts.nonegate !== true && code2 === CHAR_EXCLAMATION_MARK && index === start2) {
          negated = token.negated = true;
          start2++;
          continue;
        }
        if (opts.noparen !== true && code2 === CHAR_LEFT_PARENTHESES) {
          isGlob2 = token.isGlob = true;
          if (scanToEnd === true) {
            let parens = 1;
            while (eos() !== true && (code2 = advance())) {
              if (code2 === CHAR_BACKWARD_SLASH) {
                backslashes = token.backslashes = true;
                advance();
                continue;
              }
              if (code2 === CHAR_LEFT_PARENTHESES) {
                parens++;
                continue;
              }
              if (code2 === CHAR_RIGHT_PARENTHESES && --parens === 0) {
                finished = true;
                break;
              }
            }
            continue;
          }
          break;
        }
        if (isGlob2 === true) {
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
      }
      if (opts.noext === true) {
        isExtglob = false;
        isGlob2 = false;
      }
      let base2 = str;
      let prefix = "";
      let glob = "";
      if (start2 > 0) {
        prefix = str.slice(0, start2);
        str = str.slice(start2);
        lastIndex -= start2;
      }
      if (base2 && isGlob2 === true && lastIndex > 0) {
        base2 = str.slice(0, lastIndex);
        glob = str.slice(lastIndex);
      } else if (isGlob2 === true) {
        base2 = "";
        glob = str;
      } else {
        base2 = str;
      }
      if (base2 && base2 !== "" && base2 !== "/" && base2 !== str) {
        if (isPathSeparator(base2.charCodeAt(base2.length - 1))) {
          base2 = base2.slice(0, -1);
        }
      }
      if (opts.unescape === true) {
        if (glob) glob = utils.removeBackslashes(glob);
        if (base2 && backslashes === true) {
          base2 = utils.removeBackslashes(base2);
        }
      }
      const state = {
        prefix,
        input,
        start: start2,
        base: base2,
        glob,
        isBrace,
        isBracket,
        isGlob: isGlob2,
        isExtglob,
        isGlobstar,
        negated,
        negatedExtglob
      };
      if (opts.tokens === true) {
        state.maxDepth = 0;
        if (!isPathSeparator(code2)) {
          tokens.push(token);
        }
        state.tokens = tokens;
      }
      if (opts.parts === true || opts.tokens === true) {
        let prevIndex;
        for (let idx = 0; idx < slashes.length; idx++) {
          const n2 = prevIndex !== void 0 ? prevIndex + 1 : start2;
          const i2 = slashes[idx];
          const value2 = input.slice(n2, i2);
          if (opts.tokens) {
            if (idx === 0 && start2 !== 0) {
              tokens[idx].isPrefix = true;
              tokens[idx].value = prefix;
            } else {
              tokens[idx].value = value2;
            }
            depth(tokens[idx]);
            state.maxDepth += tokens[idx].depth;
          }
          if (i2 >= start2) {
            parts2.push(value2);
            prevIndex = i2;
          }
        }
        const n = prevIndex !== void 0 ? prevIndex + 1 : start2;
        const value = input.slice(n);
        parts2.push(value);
        if (opts.tokens && prevIndex && prevIndex + 1 < input.length) {
          tokens[tokens.length - 1].value = value;
          depth(tokens[tokens.length - 1]);
          state.maxDepth += tokens[tokens.length - 1].depth;
        }
        state.slashes = slashes;
        state.parts = parts2;
      }
      return state;
    };
    module2.exports = scan;
  }
});

// node_modules/picomatch/lib/parse.js
var require_parse = __commonJS({
  "node_modules/picomatch/lib/parse.js"(exports, module2) {
    "use strict";
    var constants = require_constants();
    var utils = require_utils();
    var {
      MAX_LENGTH,
      POSIX_REGEX_SOURCE,
      REGEX_NON_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_BACKREF,
      REPLACEMENTS
    } = constants;
    var expandRange = (args2, options) => {
      if (typeof options.expandRange === "function") {
        return options.expandRange(...args2, options);
      }
      args2.sort();
      const value = `[${args2.join("-")}]`;
      try {
        new RegExp(value);
      } catch (ex) {
        return args2.map((v) => utils.escapeRegex(v)).join("..");
      }
      return value;
    };
    var syntaxError = (type, char) => {
      return `Missing ${type}: "${char}" - use "\\\\${char}" to match literal characters`;
    };
    var splitTopLevel = (input) => {
      const parts2 = [];
      let bracket2 = 0;
      let paren = 0;
      let quote2 = 0;
      let value = "";
      let escaped3 = false;
      for (const ch of input) {
        if (escaped3 === true) {
          value += ch;
          escaped3 = false;
          continue;
        }
        if (ch === "\\") {
          value += ch;
          escaped3 = true;
          continue;
        }
        if (ch === '"') {
          quote2 = quote2 === 1 ? 0 : 1;
          value += ch;
          continue;
        }
        if (quote2 === 0) {
          if (ch === "[") {
            bracket2++;
          } else if (ch === "]" && bracket2 > 0) {
            bracket2--;
          } else if (bracket2 === 0) {
            if (ch === "(") {
              paren++;
            } else if (ch === ")" && paren > 0) {
              paren--;
            } else if (ch === "|" && paren === 0) {
              parts2.push(value);
              value = "";
              continue;
            }
          }
        }
        value += ch;
      }
      parts2.push(value);
      return parts2;
    };
    var isPlainBranch = (branch) => {
      let escaped3 = false;
      for (const ch of branch) {
        if (escaped3 === true) {
          escaped3 = false;
          continue;
        }
        if (ch === "\\") {
          escaped3 = true;
          continue;
        }
        if (/[?*+@!()[\]{}]/.test(ch)) {
          return false;
        }
      }
      return true;
    };
    var normalizeSimpleBranch = (branch) => {
      let value = branch.trim();
      let changed = true;
      while (changed === true) {
        changed = false;
        if (/^@\([^\\()[\]{}|]+\)$/.test(value)) {
          value = value.slice(2, -1);
          changed = true;
        }
      }
      if (!isPlainBranch(value)) {
        return;
      }
      return value.replace(/\\(.)/g, "$1");
    };
    var hasRepeatedCharPrefixOverlap = (branches) => {
      const values2 = branches.map(normalizeSimpleBranch).filter(Boolean);
      for (let i2 = 0; i2 < values2.length; i2++) {
        for (let j = i2 + 1; j < values2.length; j++) {
          const a = values2[i2];
          const b = values2[j];
          const char = a[0];
          if (!char || a !== char.repeat(a.length) || b !== char.repeat(b.length)) {
            continue;
          }
          if (a === b || a.startsWith(b) || b.startsWith(a)) {
            return true;
          }
        }
      }
      return false;
    };
    var parseRepeatedExtglob = (pattern, requireEnd = true) => {
      if (pattern[0] !== "+" && pattern[0] !== "*" || pattern[1] !== "(") {
        return;
      }
      let bracket2 = 0;
      let paren = 0;
      let quote2 = 0;
      let escaped3 = false;
      for (let i2 = 1; i2 < pattern.length; i2++) {
        const ch = pattern[i2];
        if (escaped3 === true) {
          escaped3 = false;
          continue;
        }
        if (ch === "\\") {
          escaped3 = true;
          continue;
        }
        if (ch === '"') {
          quote2 = quote2 === 1 ? 0 : 1;
          continue;
        }
        if (quote2 === 1) {
          continue;
        }
        if (ch === "[") {
          bracket2++;
          continue;
        }
        if (ch === "]" && bracket2 > 0) {
          bracket2--;
          continue;
        }
        if (bracket2 > 0) {
          continue;
        }
        if (ch === "(") {
          paren++;
          continue;
        }
        if (ch === ")") {
          paren--;
          if (paren === 0) {
            if (requireEnd === true && i2 !== pattern.length - 1) {
              return;
            }
            return {
              type: pattern[0],
              body: pattern.slice(2, i2),
              end: i2
            };
          }
        }
      }
    };
    var buildCharClassStar = (chars) => {
      const source = chars.length === 1 ? utils.escapeRegex(chars[0]) : `[${chars.map((ch) => utils.escapeRegex(ch)).join("")}]`;
      return `${source}*`;
    };
    var getStarExtglobSequenceChars = (pattern) => {
      let index = 0;
      const chars = [];
      while (index < pattern.length) {
        const match = parseRepeatedExtglob(pattern.slice(index), false);
        if (!match || match.type !== "*") {
          return;
        }
        const branches = splitTopLevel(match.body).map((branch2) => branch2.trim());
        if (branches.length !== 1) {
          return;
        }
        const branch = normalizeSimpleBranch(branches[0]);
        if (!branch || branch.length !== 1) {
          return;
        }
        chars.push(branch);
        index += match.end + 1;
      }
      if (chars.length < 1) {
        return;
      }
      return chars;
    };
    var repeatedExtglobRecursion = (pattern) => {
      let depth = 0;
      let value = pattern.trim();
      let match = parseRepeatedExtglob(value);
      while (match) {
        depth++;
        value = match.body.trim();
        match = parseRepeatedExtglob(value);
      }
      return depth;
    };
    var analyzeRepeatedExtglob = (body2, options) => {
      if (options.maxExtglobRecursion === false) {
        return { risky: false };
      }
      const max = typeof options.maxExtglobRecursion === "number" ? options.maxExtglobRecursion : constants.DEFAULT_MAX_EXTGLOB_RECURSION;
      const branches = splitTopLevel(body2).map((branch) => branch.trim());
      if (branches.length > 1) {
        if (branches.some((branch) => branch === "") || branches.some((branch) => /^[*?]+$/.test(branch)) || hasRepeatedCharPrefixOverlap(branches)) {
          return { risky: true };
        }
      }
      const safeChars = [];
      let sawStarSequence = false;
      let combinable = true;
      for (const branch of branches) {
        const chars = getStarExtglobSequenceChars(branch);
        if (chars) {
          sawStarSequence = true;
          safeChars.push(...chars);
          continue;
        }
        const literal = normalizeSimpleBranch(branch);
        if (literal && literal.length === 1) {
          safeChars.push(literal);
          continue;
        }
        combinable = false;
        if (repeatedExtglobRecursion(branch) > max) {
          return { risky: true };
        }
      }
      if (sawStarSequence) {
        return combinable ? { risky: true, safeOutput: buildCharClassStar([...new Set(safeChars)]) } : { risky: true };
      }
      return { risky: false };
    };
    var parse2 = (input, options) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected a string");
      }
      input = REPLACEMENTS[input] || input;
      const opts = { ...options };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      let len = input.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      const bos = { type: "bos", value: "", output: opts.prepend || "" };
      const tokens = [bos];
      const capture = opts.capture ? "" : "?:";
      const PLATFORM_CHARS = constants.globChars(opts.windows);
      const EXTGLOB_CHARS = constants.extglobChars(PLATFORM_CHARS);
      const {
        DOT_LITERAL,
        PLUS_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOT_SLASH,
        NO_DOTS_SLASH,
        QMARK,
        QMARK_NO_DOT,
        STAR,
        START_ANCHOR
      } = PLATFORM_CHARS;
      const globstar = (opts2) => {
        return `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
      };
      const nodot = opts.dot ? "" : NO_DOT;
      const qmarkNoDot = opts.dot ? QMARK : QMARK_NO_DOT;
      let star = opts.bash === true ? globstar(opts) : STAR;
      if (opts.capture) {
        star = `(${star})`;
      }
      if (typeof opts.noext === "boolean") {
        opts.noextglob = opts.noext;
      }
      const state = {
        input,
        index: -1,
        start: 0,
        dot: opts.dot === true,
        consumed: "",
        output: "",
        prefix: "",
        backtrack: false,
        negated: false,
        brackets: 0,
        braces: 0,
        parens: 0,
        quotes: 0,
        globstar: false,
        tokens
      };
      input = utils.removePrefix(input, state);
      len = input.length;
      const extglobs = [];
      const braces = [];
      const stack = [];
      let prev = bos;
      let value;
      const eos = () => state.index === len - 1;
      const peek = state.peek = (n = 1) => input[state.index + n];
      const advance = state.advance = () => input[++state.index] || "";
      const remaining = () => input.slice(state.index + 1);
      const consume = (value2 = "", num = 0) => {
        state.consumed += value2;
        state.index += num;
      };
      const append = (token) => {
        state.output += token.output != null ? token.output : token.value;
        consume(token.value);
      };
      const negate = () => {
        let count = 1;
        while (peek() === "!" && (peek(2) !== "(" || peek(3) === "?")) {
          advance();
          state.start++;
          count++;
        }
        if (count % 2 === 0) {
          return false;
        }
        state.negated = true;
        state.start++;
        return true;
      };
      const increment = (type) => {
        state[type]++;
        stack.push(type);
      };
      const decrement = (type) => {
        state[type]--;
        stack.pop();
      };
      const push = (tok) => {
        if (prev.type === "globstar") {
          const isBrace = state.braces > 0 && (tok.type === "comma" || tok.type === "brace");
          const isExtglob = tok.extglob === true || extglobs.length && (tok.type === "pipe" || tok.type === "paren");
          if (tok.type !== "slash" && tok.type !== "paren" && !isBrace && !isExtglob) {
            state.output = state.output.slice(0, -prev.output.length);
            prev.type = "star";
            prev.value = "*";
            prev.output = star;
            state.output += prev.output;
          }
        }
        if (extglobs.length && tok.type !== "paren") {
          extglobs[extglobs.length - 1].inner += tok.value;
        }
        if (tok.value || tok.output) append(tok);
        if (prev && prev.type === "text" && tok.type === "text") {
          prev.output = (prev.output || prev.value) + tok.value;
          prev.value += tok.value;
          return;
        }
        tok.prev = prev;
        tokens.push(tok);
        prev = tok;
      };
      const extglobOpen = (type, value2) => {
        const token = { ...EXTGLOB_CHARS[value2], conditions: 1, inner: "" };
        token.prev = prev;
        token.parens = state.parens;
        token.output = state.output;
        token.startIndex = state.index;
        token.tokensIndex = tokens.length;
        const output = (opts.capture ? "(" : "") + token.open;
        increment("parens");
        push({ type, value: value2, output: state.output ? "" : ONE_CHAR });
        push({ type: "paren", extglob: true, value: advance(), output });
        extglobs.push(token);
      };
      const extglobClose = (token) => {
        const literal = input.slice(token.startIndex, state.index + 1);
        const body2 = input.slice(token.startIndex + 2, state.index);
        const analysis = analyzeRepeatedExtglob(body2, opts);
        if ((token.type === "plus" || token.type === "star") && analysis.risky) {
          const safeOutput = analysis.safeOutput ? (token.output ? "" : ONE_CHAR) + (opts.capture ? `(${analysis.safeOutput})` : analysis.safeOutput) : void 0;
          const open = tokens[token.tokensIndex];
          open.type = "text";
          open.value = literal;
          open.output = safeOutput || utils.escapeRegex(literal);
          for (let i2 = token.tokensIndex + 1; i2 < tokens.length; i2++) {
            tokens[i2].value = "";
            tokens[i2].output = "";
            delete tokens[i2].suffix;
          }
          state.output = token.output + open.output;
          state.backtrack = true;
          push({ type: "paren", extglob: true, value, output: "" });
          decrement("parens");
          return;
        }
        let output = token.close + (opts.capture ? ")" : "");
        let rest;
        if (token.type === "negate") {
          let extglobStar = star;
          if (token.inner && token.inner.length > 1 && token.inner.includes("/")) {
            extglobStar = globstar(opts);
          }
          if (extglobStar !== star || eos() || /^\)+$/.test(remaining())) {
            output = token.close = `)$))${extglobStar}`;
          }
          if (token.inner.includes("*") && (rest = remaining()) && /^\.[^\\/.]+$/.test(rest)) {
            const expression = parse2(rest, { ...options, fastpaths: false }).output;
            output = token.close = `)${expression})${extglobStar})`;
          }
          if (token.prev.type === "bos") {
            state.negatedExtglob = true;
          }
        }
        push({ type: "paren", extglob: true, value, output });
        decrement("parens");
      };
      if (opts.fastpaths !== false && !/(^[*!]|[/()[\]{}"])/.test(input)) {
        let backslashes = false;
        let output = input.replace(REGEX_SPECIAL_CHARS_BACKREF, (m, esc, chars, first, rest, index) => {
          if (first === "\\") {
            backslashes = true;
            return m;
          }
          if (first === "?") {
            if (esc) {
              return esc + first + (rest ? QMARK.repeat(rest.length) : "");
            }
            if (index === 0) {
              return qmarkNoDot + (rest ? QMARK.repeat(rest.length) : "");
            }
            return QMARK.repeat(chars.length);
          }
          if (first === ".") {
            return DOT_LITERAL.repeat(chars.length);
          }
          if (first === "*") {
            if (esc) {
              return esc + first + (rest ? star : "");
            }
            return star;
          }
          return esc ? m : `\\${m}`;
        });
        if (backslashes === true) {
          if (opts.unescape === true) {
            output = output.replace(/\\/g, "");
          } else {
            output = output.replace(/\\+/g, (m) => {
              return m.length % 2 === 0 ? "\\\\" : m ? "\\" : "";
            });
          }
        }
        if (output === input && opts.contains === true) {
          state.output = input;
          return state;
        }
        state.output = utils.wrapOutput(output, state, options);
        return state;
      }
      while (!eos()) {
        value = advance();
        if (value === "\0") {
          continue;
        }
        if (value === "\\") {
          const next = peek();
          if (next === "/" && opts.bash !== true) {
            continue;
          }
          if (next === "." || next === ";") {
            continue;
          }
          if (!next) {
            value += "\\";
            push({ type: "text", value });
            continue;
          }
          const match = /^\\+/.exec(remaining());
          let slashes = 0;
          if (match && match[0].length > 2) {
            slashes = match[0].length;
            state.index += slashes;
            if (slashes % 2 !== 0) {
              value += "\\";
            }
          }
          if (opts.unescape === true) {
            value = advance();
          } else {
            value += advance();
          }
          if (state.brackets === 0) {
            push({ type: "text", value });
            continue;
          }
        }
        if (state.brackets > 0 && (value !== "]" || prev.value === "[" || prev.value === "[^")) {
          if (opts.posix !== false && value === ":") {
            const inner = prev.value.slice(1);
            if (inner.includes("[")) {
              prev.posix = true;
              if (inner.includes(":")) {
                const idx = prev.value.lastIndexOf("[");
                const pre = prev.value.slice(0, idx);
                const rest2 = prev.value.slice(idx + 2);
                const posix = POSIX_REGEX_SOURCE[rest2];
                if (posix) {
                  prev.value = pre + posix;
                  state.backtrack = true;
                  advance();
                  if (!bos.output && tokens.indexOf(prev) === 1) {
                    bos.output = ONE_CHAR;
                  }
                  continue;
                }
              }
            }
          }
          if (value === "[" && peek() !== ":" || value === "-" && peek() === "]") {
            value = `\\${value}`;
          }
          if (value === "]" && (prev.value === "[" || prev.value === "[^")) {
            value = `\\${value}`;
          }
          if (opts.posix === true && value === "!" && prev.value === "[") {
            value = "^";
          }
          prev.value += value;
          append({ value });
          continue;
        }
        if (state.quotes === 1 && value !== '"') {
          value = utils.escapeRegex(value);
          prev.value += value;
          append({ value });
          continue;
        }
        if (value === '"') {
          state.quotes = state.quotes === 1 ? 0 : 1;
          if (opts.keepQuotes === true) {
            push({ type: "text", value });
          }
          continue;
        }
        if (value === "(") {
          increment("parens");
          push({ type: "paren", value });
          continue;
        }
        if (value === ")") {
          if (state.parens === 0 && opts.strictBrackets === true) {
            throw new SyntaxError(syntaxError("opening", "("));
          }
          const extglob = extglobs[extglobs.length - 1];
          if (extglob && state.parens === extglob.parens + 1) {
            extglobClose(extglobs.pop());
            continue;
          }
          push({ type: "paren", value, output: state.parens ? ")" : "\\)" });
          decrement("parens");
          continue;
        }
        if (value === "[") {
          if (opts.nobracket === true || !remaining().includes("]")) {
            if (opts.nobracket !== true && opts.strictBrackets === true) {
              throw new SyntaxError(syntaxError("closing", "]"));
            }
            value = `\\${value}`;
          } else {
            increment("brackets");
          }
          push({ type: "bracket", value });
          continue;
        }
        if (value === "]") {
          if (opts.nobracket === true || prev && prev.type === "bracket" && prev.value.length === 1) {
            push({ type: "text", value, output: `\\${value}` });
            continue;
          }
          if (state.brackets === 0) {
            if (opts.strictBrackets === true) {
              throw new SyntaxError(syntaxError("opening", "["));
            }
            push({ type: "text", value, output: `\\${value}` });
            continue;
          }
          decrement("brackets");
          const prevValue = prev.value.slice(1);
          if (prev.posix !== true && prevValue[0] === "^" && !prevValue.includes("/")) {
            value = `/${value}`;
          }
          prev.value += value;
          append({ value });
          if (opts.literalBrackets === false || utils.hasRegexChars(prevValue)) {
            continue;
          }
          const escaped3 = utils.escapeRegex(prev.value);
          state.output = state.output.slice(0, -prev.value.length);
          if (opts.literalBrackets === true) {
            state.output += escaped3;
            prev.value = escaped3;
            continue;
          }
          prev.value = `(${capture}${escaped3}|${prev.value})`;
          state.output += prev.value;
          continue;
        }
        if (value === "{" && opts.nobrace !== true) {
          increment("braces");
          const open = {
            type: "brace",
            value,
            output: "(",
            outputIndex: state.output.length,
            tokensIndex: state.tokens.length
          };
          braces.push(open);
          push(open);
          continue;
        }
        if (value === "}") {
          const brace = braces[braces.length - 1];
          if (opts.nobrace === true || !brace) {
            push({ type: "text", value, output: value });
            continue;
          }
          let output = ")";
          if (brace.dots === true) {
            const arr = tokens.slice();
            const range3 = [];
            for (let i2 = arr.length - 1; i2 >= 0; i2--) {
              tokens.pop();
              if (arr[i2].type === "brace") {
                break;
              }
              if (arr[i2].type !== "dots") {
                range3.unshift(arr[i2].value);
              }
            }
            output = expandRange(range3, opts);
            state.backtrack = true;
          }
          if (brace.comma !== true && brace.dots !== true) {
            const out2 = state.output.slice(0, brace.outputIndex);
            const toks = state.tokens.slice(brace.tokensIndex);
            brace.value = brace.output = "\\{";
            value = output = "\\}";
            state.output = out2;
            for (const t of toks) {
              state.output += t.output || t.value;
            }
          }
          push({ type: "brace", value, output });
          decrement("braces");
          braces.pop();
          continue;
        }
        if (value === "|") {
          if (extglobs.length > 0) {
            extglobs[extglobs.length - 1].conditions++;
          }
          push({ type: "text", value });
          continue;
        }
        if (value === ",") {
          let output = value;
          const brace = braces[braces.length - 1];
          if (brace && stack[stack.length - 1] === "braces") {
            brace.comma = true;
            output = "|";
          }
          push({ type: "comma", value, output });
          continue;
        }
        if (value === "/") {
          if (prev.type === "dot" && state.index === state.start + 1) {
            state.start = state.index + 1;
            state.consumed = "";
            state.output = "";
            tokens.pop();
            prev = bos;
            continue;
          }
          push({ type: "slash", value, output: SLASH_LITERAL });
          continue;
        }
        if (value === ".") {
          if (state.braces > 0 && prev.type === "dot") {
            if (prev.value === ".") prev.output = DOT_LITERAL;
            const brace = braces[braces.length - 1];
            prev.type = "dots";
            prev.output += value;
            prev.value += value;
            brace.dots = true;
            continue;
          }
          if (state.braces + state.parens === 0 && prev.type !== "bos" && prev.type !== "slash") {
            push({ type: "text", value, output: DOT_LITERAL });
            continue;
          }
          push({ type: "dot", value, output: DOT_LITERAL });
          continue;
        }
        if (value === "?") {
          const isGroup = prev && prev.value === "(";
          if (!isGroup && opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            extglobOpen("qmark", value);
            continue;
          }
          if (prev && prev.type === "paren") {
            const next = peek();
            let output = value;
            if (prev.value === "(" && !/[!=<:]/.test(next) || next === "<" && !/<([!=]|\w+>)/.test(remaining())) {
              output = `\\${value}`;
            }
            push({ type: "text", value, output });
            continue;
          }
          if (opts.dot !== true && (prev.type === "slash" || prev.type === "bos")) {
            push({ type: "qmark", value, output: QMARK_NO_DOT });
            continue;
          }
          push({ type: "qmark", value, output: QMARK });
          continue;
        }
        if (value === "!") {
          if (opts.noextglob !== true && peek() === "(") {
            if (peek(2) !== "?" || !/[!=<:]/.test(peek(3))) {
              extglobOpen("negate", value);
              continue;
            }
          }
          if (opts.nonegate !== true && state.index === 0) {
            negate();
            continue;
          }
        }
        if (value === "+") {
          if (opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            extglobOpen("plus", value);
            continue;
          }
          if (prev && prev.value === "(" || opts.regex === false) {
            push({ type: "plus", value, output: PLUS_LITERAL });
            continue;
          }
          if (prev && (prev.type === "bracket" || prev.type === "paren" || prev.type === "brace") || state.parens > 0) {
            push({ type: "plus", value });
            continue;
          }
          push({ type: "plus", value: PLUS_LITERAL });
          continue;
        }
        if (value === "@") {
          if (opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            push({ type: "at", extglob: true, value, output: "" });
            continue;
          }
          push({ type: "text", value });
          continue;
        }
        if (value !== "*") {
          if (value === "$" || value === "^") {
            value = `\\${value}`;
          }
          const match = REGEX_NON_SPECIAL_CHARS.exec(remaining());
          if (match) {
            value += match[0];
            state.index += match[0].length;
          }
          push({ type: "text", value });
          continue;
        }
        if (prev && (prev.type === "globstar" || prev.star === true)) {
          prev.type = "star";
          prev.star = true;
          prev.value += value;
          prev.output = star;
          state.backtrack = true;
          state.globstar = true;
          consume(value);
          continue;
        }
        let rest = remaining();
        if (opts.noextglob !== true && /^\([^?]/.test(rest)) {
          extglobOpen("star", value);
          continue;
        }
        if (prev.type === "star") {
          if (opts.noglobstar === true) {
            consume(value);
            continue;
          }
          const prior = prev.prev;
          const before = prior.prev;
          const isStart = prior.type === "slash" || prior.type === "bos";
          const afterStar = before && (before.type === "star" || before.type === "globstar");
          if (opts.bash === true && (!isStart || rest[0] && rest[0] !== "/")) {
            push({ type: "star", value, output: "" });
            continue;
          }
          const isBrace = state.braces > 0 && (prior.type === "comma" || prior.type === "brace");
          const isExtglob = extglobs.length && (prior.type === "pipe" || prior.type === "paren");
          if (!isStart && prior.type !== "paren" && !isBrace && !isExtglob) {
            push({ type: "star", value, output: "" });
            continue;
          }
          while (rest.slice(0, 3) === "/**") {
            const after = input[state.index + 4];
            if (after && after !== "/") {
              break;
            }
            rest = rest.slice(3);
            consume("/**", 3);
          }
          const isEnd = eos() || state.parens > 0 && rest === ")".repeat(state.parens) && !extglobs.some((extglob) => extglob.type === "negate");
          if (prior.type === "bos" && eos()) {
            prev.type = "globstar";
            prev.value += value;
            prev.output = globstar(opts);
            state.output = prev.output;
            state.globstar = true;
            consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && !afterStar && isEnd) {
            state.output = state.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = globstar(opts) + (opts.strictSlashes ? ")" : "|$)");
            prev.value += value;
            state.globstar = true;
            state.output += prior.output + prev.output;
            consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && rest[0] === "/") {
            const end = rest[1] !== void 0 ? "|$" : "";
            state.output = state.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = `${globstar(opts)}${SLASH_LITERAL}|${SLASH_LITERAL}${end})`;
            prev.value += value;
            state.output += prior.output + prev.output;
            state.globstar = true;
            consume(value + advance());
            push({ type: "slash", value: "/", output: "" });
            continue;
          }
          if (prior.type === "bos" && rest[0] === "/") {
            prev.type = "globstar";
            prev.value += value;
            prev.output = `(?:^|${SLASH_LITERAL}|${globstar(opts)}${SLASH_LITERAL})`;
            state.output = prev.output;
            state.globstar = true;
            consume(value + advance());
            push({ type: "slash", value: "/", output: "" });
            continue;
          }
          state.output = state.output.slice(0, -prev.output.length);
          prev.type = "globstar";
          prev.output = globstar(opts);
          prev.value += value;
          state.output += prev.output;
          state.globstar = true;
          consume(value);
          continue;
        }
        const token = { type: "star", value, output: star };
        if (opts.bash === true) {
          token.output = ".*?";
          if (prev.type === "bos" || prev.type === "slash") {
            token.output = nodot + token.output;
          }
          push(token);
          continue;
        }
        if (prev && (prev.type === "bracket" || prev.type === "paren") && opts.regex === true) {
          token.output = value;
          push(token);
          continue;
        }
        if (state.index === state.start || prev.type === "slash" || prev.type === "dot") {
          if (prev.type === "dot") {
            state.output += NO_DOT_SLASH;
            prev.output += NO_DOT_SLASH;
          } else if (opts.dot === true) {
            state.output += NO_DOTS_SLASH;
            prev.output += NO_DOTS_SLASH;
          } else {
            state.output += nodot;
            prev.output += nodot;
          }
          if (peek() !== "*") {
            state.output += ONE_CHAR;
            prev.output += ONE_CHAR;
          }
        }
        push(token);
      }
      while (state.brackets > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "]"));
        state.output = utils.escapeLast(state.output, "[");
        decrement("brackets");
      }
      while (state.parens > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", ")"));
        state.output = utils.escapeLast(state.output, "(");
        decrement("parens");
      }
      while (state.braces > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "}"));
        state.output = utils.escapeLast(state.output, "{");
        decrement("braces");
      }
      if (opts.strictSlashes !== true && (prev.type === "star" || prev.type === "bracket")) {
        push({ type: "maybe_slash", value: "", output: `${SLASH_LITERAL}?` });
      }
      if (state.backtrack === true) {
        state.output = "";
        for (const token of state.tokens) {
          state.output += token.output != null ? token.output : token.value;
          if (token.suffix) {
            state.output += token.suffix;
          }
        }
      }
      return state;
    };
    parse2.fastpaths = (input, options) => {
      const opts = { ...options };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      const len = input.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      input = REPLACEMENTS[input] || input;
      const {
        DOT_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOTS,
        NO_DOTS_SLASH,
        STAR,
        START_ANCHOR
      } = constants.globChars(opts.windows);
      const nodot = opts.dot ? NO_DOTS : NO_DOT;
      const slashDot = opts.dot ? NO_DOTS_SLASH : NO_DOT;
      const capture = opts.capture ? "" : "?:";
      const state = { negated: false, prefix: "" };
      let star = opts.bash === true ? ".*?" : STAR;
      if (opts.capture) {
        star = `(${star})`;
      }
      const globstar = (opts2) => {
        if (opts2.noglobstar === true) return star;
        return `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
      };
      const create = (str) => {
        switch (str) {
          case "*":
            return `${nodot}${ONE_CHAR}${star}`;
          case ".*":
            return `${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*.*":
            return `${nodot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*/*":
            return `${nodot}${star}${SLASH_LITERAL}${ONE_CHAR}${slashDot}${star}`;
          case "**":
            return nodot + globstar(opts);
          case "**/*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${ONE_CHAR}${star}`;
          case "**/*.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "**/.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${DOT_LITERAL}${ONE_CHAR}${star}`;
          default: {
            const match = /^(.*?)\.(\w+)$/.exec(str);
            if (!match) return;
            const source2 = create(match[1]);
            if (!source2) return;
            return source2 + DOT_LITERAL + match[2];
          }
        }
      };
      const output = utils.removePrefix(input, state);
      let source = create(output);
      if (source && opts.strictSlashes !== true) {
        source += `${SLASH_LITERAL}?`;
      }
      return source;
    };
    module2.exports = parse2;
  }
});

// node_modules/picomatch/lib/picomatch.js
var require_picomatch = __commonJS({
  "node_modules/picomatch/lib/picomatch.js"(exports, module2) {
    "use strict";
    var scan = require_scan();
    var parse2 = require_parse();
    var utils = require_utils();
    var constants = require_constants();
    var isObject = (val) => val && typeof val === "object" && !Array.isArray(val);
    var picomatch4 = (glob, options, returnState = false) => {
      if (Array.isArray(glob)) {
        const fns = glob.map((input) => picomatch4(input, options, returnState));
        const arrayMatcher = (str) => {
          for (const isMatch of fns) {
            const state2 = isMatch(str);
            if (state2) return state2;
          }
          return false;
        };
        return arrayMatcher;
      }
      const isState = isObject(glob) && glob.tokens && glob.input;
      if (glob === "" || typeof glob !== "string" && !isState) {
        throw new TypeError("Expected pattern to be a non-empty string");
      }
      const opts = options || {};
      const posix = opts.windows;
      const regex = isState ? picomatch4.compileRe(glob, options) : picomatch4.makeRe(glob, options, false, true);
      const state = regex.state;
      delete regex.state;
      let isIgnored2 = () => false;
      if (opts.ignore) {
        const ignoreOpts = { ...options, ignore: null, onMatch: null, onResult: null };
        isIgnored2 = picomatch4(opts.ignore, ignoreOpts, returnState);
      }
      const matcher = (input, returnObject = false) => {
        const { isMatch, match, output } = picomatch4.test(input, regex, options, { glob, posix });
        const result = { glob, state, regex, posix, input, output, match, isMatch };
        if (typeof opts.onResult === "function") {
          opts.onResult(result);
        }
        if (isMatch === false) {
          result.isMatch = false;
          return returnObject ? result : false;
        }
        if (isIgnored2(input)) {
          if (typeof opts.onIgnore === "function") {
            opts.onIgnore(result);
          }
          result.isMatch = false;
          return returnObject ? result : false;
        }
        if (typeof opts.onMatch === "function") {
          opts.onMatch(result);
        }
        return returnObject ? result : true;
      };
      if (returnState) {
        matcher.state = state;
      }
      return matcher;
    };
    picomatch4.test = (input, regex, options, { glob, posix } = {}) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected input to be a string");
      }
      if (input === "") {
        return { isMatch: false, output: "" };
      }
      const opts = options || {};
      const format = opts.format || (posix ? utils.toPosixSlashes : null);
      let match = input === glob;
      let output = match && format ? format(input) : input;
      if (match === false) {
        output = format ? format(input) : input;
        match = output === glob;
      }
      if (match === false || opts.capture === true) {
        if (opts.matchBase === true || opts.basename === true) {
          match = picomatch4.matchBase(input, regex, options, posix);
        } else {
          match = regex.exec(output);
        }
      }
      return { isMatch: Boolean(match), match, output };
    };
    picomatch4.matchBase = (input, glob, options, posix = options && options.windows) => {
      const regex = glob instanceof RegExp ? glob : picomatch4.makeRe(glob, options);
      return regex.test(utils.basename(input, { windows: posix }));
    };
    picomatch4.isMatch = (str, patterns, options) => picomatch4(patterns, options)(str);
    picomatch4.parse = (pattern, options) => {
      if (Array.isArray(pattern)) return pattern.map((p) => picomatch4.parse(p, options));
      return parse2(pattern, { ...options, fastpaths: false });
    };
    picomatch4.scan = (input, options) => scan(input, options);
    picomatch4.compileRe = (state, options, returnOutput = false, returnState = false) => {
      if (returnOutput === true) {
        return state.output;
      }
      const opts = options || {};
      const prepend = opts.contains ? "" : "^";
      const append = opts.contains ? "" : "$";
      let source = `${prepend}(?:${state.output})${append}`;
      if (state && state.negated === true) {
        source = `^(?!${source}).*$`;
      }
      const regex = picomatch4.toRegex(source, options);
      if (returnState === true) {
        regex.state = state;
      }
      return regex;
    };
    picomatch4.makeRe = (input, options = {}, returnOutput = false, returnState = false) => {
      if (!input || typeof input !== "string") {
        throw new TypeError("Expected a non-empty string");
      }
      let parsed = { negated: false, fastpaths: true };
      if (options.fastpaths !== false && (input[0] === "." || input[0] === "*")) {
        parsed.output = parse2.fastpaths(input, options);
      }
      if (!parsed.output) {
        parsed = parse2(input, options);
      }
      return picomatch4.compileRe(parsed, options, returnOutput, returnState);
    };
    picomatch4.toRegex = (source, options) => {
      try {
        const opts = options || {};
        return new RegExp(source, opts.flags || (opts.nocase ? "i" : ""));
      } catch (err2) {
        if (options && options.debug === true) throw err2;
        return /$^/;
      }
    };
    picomatch4.constants = constants;
    module2.exports = picomatch4;
  }
});

// node_modules/picomatch/index.js
var require_picomatch2 = __commonJS({
  "node_modules/picomatch/index.js"(exports, module2) {
    "use strict";
    var pico = require_picomatch();
    var utils = require_utils();
    function picomatch4(glob, options, returnState = false) {
      if (options && (options.windows === null || options.windows === void 0)) {
        options = { ...options, windows: utils.isWindows() };
      }
      return pico(glob, options, returnState);
    }
    Object.assign(picomatch4, pico);
    module2.exports = picomatch4;
  }
});

// node_modules/yaml/dist/nodes/identity.js
var require_identity = __commonJS({
  "node_modules/yaml/dist/nodes/identity.js"(exports) {
    "use strict";
    var ALIAS = /* @__PURE__ */ Symbol.for("yaml.alias");
    var DOC = /* @__PURE__ */ Symbol.for("yaml.document");
    var MAP = /* @__PURE__ */ Symbol.for("yaml.map");
    var PAIR = /* @__PURE__ */ Symbol.for("yaml.pair");
    var SCALAR = /* @__PURE__ */ Symbol.for("yaml.scalar");
    var SEQ = /* @__PURE__ */ Symbol.for("yaml.seq");
    var NODE_TYPE = /* @__PURE__ */ Symbol.for("yaml.node.type");
    var isAlias = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === ALIAS;
    var isDocument = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === DOC;
    var isMap = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === MAP;
    var isPair = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === PAIR;
    var isScalar = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SCALAR;
    var isSeq = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SEQ;
    function isCollection(node) {
      if (node && typeof node === "object")
        switch (node[NODE_TYPE]) {
          case MAP:
          case SEQ:
            return true;
        }
      return false;
    }
    function isNode(node) {
      if (node && typeof node === "object")
        switch (node[NODE_TYPE]) {
          case ALIAS:
          case MAP:
          case SCALAR:
          case SEQ:
            return true;
        }
      return false;
    }
    var hasAnchor = (node) => (isScalar(node) || isCollection(node)) && !!node.anchor;
    exports.ALIAS = ALIAS;
    exports.DOC = DOC;
    exports.MAP = MAP;
    exports.NODE_TYPE = NODE_TYPE;
    exports.PAIR = PAIR;
    exports.SCALAR = SCALAR;
    exports.SEQ = SEQ;
    exports.hasAnchor = hasAnchor;
    exports.isAlias = isAlias;
    exports.isCollection = isCollection;
    exports.isDocument = isDocument;
    exports.isMap = isMap;
    exports.isNode = isNode;
    exports.isPair = isPair;
    exports.isScalar = isScalar;
    exports.isSeq = isSeq;
  }
});

// node_modules/yaml/dist/visit.js
var require_visit = __commonJS({
  "node_modules/yaml/dist/visit.js"(exports) {
    "use strict";
    var identity = require_identity();
    var BREAK = /* @__PURE__ */ Symbol("break visit");
    var SKIP = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove node");
    function visit(node, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity.isDocument(node)) {
        const cd = visit_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
          node.contents = null;
      } else
        visit_(null, node, visitor_, Object.freeze([]));
    }
    visit.BREAK = BREAK;
    visit.SKIP = SKIP;
    visit.REMOVE = REMOVE;
    function visit_(key, node, visitor, path13) {
      const ctrl = callVisitor(key, node, visitor, path13);
      if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path13, ctrl);
        return visit_(key, ctrl, visitor, path13);
      }
      if (typeof ctrl !== "symbol") {
        if (identity.isCollection(node)) {
          path13 = Object.freeze(path13.concat(node));
          for (let i2 = 0; i2 < node.items.length; ++i2) {
            const ci = visit_(i2, node.items[i2], visitor, path13);
            if (typeof ci === "number")
              i2 = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              node.items.splice(i2, 1);
              i2 -= 1;
            }
          }
        } else if (identity.isPair(node)) {
          path13 = Object.freeze(path13.concat(node));
          const ck = visit_("key", node.key, visitor, path13);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE)
            node.key = null;
          const cv = visit_("value", node.value, visitor, path13);
          if (cv === BREAK)
            return BREAK;
          else if (cv === REMOVE)
            node.value = null;
        }
      }
      return ctrl;
    }
    async function visitAsync(node, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity.isDocument(node)) {
        const cd = await visitAsync_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
          node.contents = null;
      } else
        await visitAsync_(null, node, visitor_, Object.freeze([]));
    }
    visitAsync.BREAK = BREAK;
    visitAsync.SKIP = SKIP;
    visitAsync.REMOVE = REMOVE;
    async function visitAsync_(key, node, visitor, path13) {
      const ctrl = await callVisitor(key, node, visitor, path13);
      if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path13, ctrl);
        return visitAsync_(key, ctrl, visitor, path13);
      }
      if (typeof ctrl !== "symbol") {
        if (identity.isCollection(node)) {
          path13 = Object.freeze(path13.concat(node));
          for (let i2 = 0; i2 < node.items.length; ++i2) {
            const ci = await visitAsync_(i2, node.items[i2], visitor, path13);
            if (typeof ci === "number")
              i2 = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              node.items.splice(i2, 1);
              i2 -= 1;
            }
          }
        } else if (identity.isPair(node)) {
          path13 = Object.freeze(path13.concat(node));
          const ck = await visitAsync_("key", node.key, visitor, path13);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE)
            node.key = null;
          const cv = await visitAsync_("value", node.value, visitor, path13);
          if (cv === BREAK)
            return BREAK;
          else if (cv === REMOVE)
            node.value = null;
        }
      }
      return ctrl;
    }
    function initVisitor(visitor) {
      if (typeof visitor === "object" && (visitor.Collection || visitor.Node || visitor.Value)) {
        return Object.assign({
          Alias: visitor.Node,
          Map: visitor.Node,
          Scalar: visitor.Node,
          Seq: visitor.Node
        }, visitor.Value && {
          Map: visitor.Value,
          Scalar: visitor.Value,
          Seq: visitor.Value
        }, visitor.Collection && {
          Map: visitor.Collection,
          Seq: visitor.Collection
        }, visitor);
      }
      return visitor;
    }
    function callVisitor(key, node, visitor, path13) {
      if (typeof visitor === "function")
        return visitor(key, node, path13);
      if (identity.isMap(node))
        return visitor.Map?.(key, node, path13);
      if (identity.isSeq(node))
        return visitor.Seq?.(key, node, path13);
      if (identity.isPair(node))
        return visitor.Pair?.(key, node, path13);
      if (identity.isScalar(node))
        return visitor.Scalar?.(key, node, path13);
      if (identity.isAlias(node))
        return visitor.Alias?.(key, node, path13);
      return void 0;
    }
    function replaceNode(key, path13, node) {
      const parent = path13[path13.length - 1];
      if (identity.isCollection(parent)) {
        parent.items[key] = node;
      } else if (identity.isPair(parent)) {
        if (key === "key")
          parent.key = node;
        else
          parent.value = node;
      } else if (identity.isDocument(parent)) {
        parent.contents = node;
      } else {
        const pt = identity.isAlias(parent) ? "alias" : "scalar";
        throw new Error(`Cannot replace node with ${pt} parent`);
      }
    }
    exports.visit = visit;
    exports.visitAsync = visitAsync;
  }
});

// node_modules/yaml/dist/doc/directives.js
var require_directives = __commonJS({
  "node_modules/yaml/dist/doc/directives.js"(exports) {
    "use strict";
    var identity = require_identity();
    var visit = require_visit();
    var escapeChars = {
      "!": "%21",
      ",": "%2C",
      "[": "%5B",
      "]": "%5D",
      "{": "%7B",
      "}": "%7D"
    };
    var escapeTagName = (tn) => tn.replace(/[!,[\]{}]/g, (ch) => escapeChars[ch]);
    var Directives = class _Directives {
      constructor(yaml, tags) {
        this.docStart = null;
        this.docEnd = false;
        this.yaml = Object.assign({}, _Directives.defaultYaml, yaml);
        this.tags = Object.assign({}, _Directives.defaultTags, tags);
      }
      clone() {
        const copy = new _Directives(this.yaml, this.tags);
        copy.docStart = this.docStart;
        return copy;
      }
      /**
       * During parsing, get a Directives instance for the current document and
       * update the stream state according to the current version's spec.
       */
      atDocument() {
        const res = new _Directives(this.yaml, this.tags);
        switch (this.yaml.version) {
          case "1.1":
            this.atNextDocument = true;
            break;
          case "1.2":
            this.atNextDocument = false;
            this.yaml = {
              explicit: _Directives.defaultYaml.explicit,
              version: "1.2"
            };
            this.tags = Object.assign({}, _Directives.defaultTags);
            break;
        }
        return res;
      }
      /**
       * @param onError - May be called even if the action was successful
       * @returns `true` on success
       */
      add(line, onError) {
        if (this.atNextDocument) {
          this.yaml = { explicit: _Directives.defaultYaml.explicit, version: "1.1" };
          this.tags = Object.assign({}, _Directives.defaultTags);
          this.atNextDocument = false;
        }
        const parts2 = line.trim().split(/[ \t]+/);
        const name2 = parts2.shift();
        switch (name2) {
          case "%TAG": {
            if (parts2.length !== 2) {
              onError(0, "%TAG directive should contain exactly two parts");
              if (parts2.length < 2)
                return false;
            }
            const [handle2, prefix] = parts2;
            this.tags[handle2] = prefix;
            return true;
          }
          case "%YAML": {
            this.yaml.explicit = true;
            if (parts2.length !== 1) {
              onError(0, "%YAML directive should contain exactly one part");
              return false;
            }
            const [version] = parts2;
            if (version === "1.1" || version === "1.2") {
              this.yaml.version = version;
              return true;
            } else {
              const isValid = /^\d+\.\d+$/.test(version);
              onError(6, `Unsupported YAML version ${version}`, isValid);
              return false;
            }
          }
          default:
            onError(0, `Unknown directive ${name2}`, true);
            return false;
        }
      }
      /**
       * Resolves a tag, matching handles to those defined in %TAG directives.
       *
       * @returns Resolved tag, which may also be the non-specific tag `'!'` or a
       *   `'!local'` tag, or `null` if unresolvable.
       */
      tagName(source, onError) {
        if (source === "!")
          return "!";
        if (source[0] !== "!") {
          onError(`Not a valid tag: ${source}`);
          return null;
        }
        if (source[1] === "<") {
          const verbatim = source.slice(2, -1);
          if (verbatim === "!" || verbatim === "!!") {
            onError(`Verbatim tags aren't resolved, so ${source} is invalid.`);
            return null;
          }
          if (source[source.length - 1] !== ">")
            onError("Verbatim tags must end with a >");
          return verbatim;
        }
        const [, handle2, suffix] = source.match(/^(.*!)([^!]*)$/s);
        if (!suffix)
          onError(`The ${source} tag has no suffix`);
        const prefix = this.tags[handle2];
        if (prefix) {
          try {
            return prefix + decodeURIComponent(suffix);
          } catch (error) {
            onError(String(error));
            return null;
          }
        }
        if (handle2 === "!")
          return source;
        onError(`Could not resolve tag: ${source}`);
        return null;
      }
      /**
       * Given a fully resolved tag, returns its printable string form,
       * taking into account current tag prefixes and defaults.
       */
      tagString(tag) {
        for (const [handle2, prefix] of Object.entries(this.tags)) {
          if (tag.startsWith(prefix))
            return handle2 + escapeTagName(tag.substring(prefix.length));
        }
        return tag[0] === "!" ? tag : `!<${tag}>`;
      }
      toString(doc) {
        const lines = this.yaml.explicit ? [`%YAML ${this.yaml.version || "1.2"}`] : [];
        const tagEntries = Object.entries(this.tags);
        let tagNames;
        if (doc && tagEntries.length > 0 && identity.isNode(doc.contents)) {
          const tags = {};
          visit.visit(doc.contents, (_key, node) => {
            if (identity.isNode(node) && node.tag)
              tags[node.tag] = true;
          });
          tagNames = Object.keys(tags);
        } else
          tagNames = [];
        for (const [handle2, prefix] of tagEntries) {
          if (handle2 === "!!" && prefix === "tag:yaml.org,2002:")
            continue;
          if (!doc || tagNames.some((tn) => tn.startsWith(prefix)))
            lines.push(`%TAG ${handle2} ${prefix}`);
        }
        return lines.join("\n");
      }
    };
    Directives.defaultYaml = { explicit: false, version: "1.2" };
    Directives.defaultTags = { "!!": "tag:yaml.org,2002:" };
    exports.Directives = Directives;
  }
});

// node_modules/yaml/dist/doc/anchors.js
var require_anchors = __commonJS({
  "node_modules/yaml/dist/doc/anchors.js"(exports) {
    "use strict";
    var identity = require_identity();
    var visit = require_visit();
    function anchorIsValid(anchor) {
      if (/[\x00-\x19\s,[\]{}]/.test(anchor)) {
        const sa = JSON.stringify(anchor);
        const msg = `Anchor must not contain whitespace or control characters: ${sa}`;
        throw new Error(msg);
      }
      return true;
    }
    function anchorNames(root) {
      const anchors = /* @__PURE__ */ new Set();
      visit.visit(root, {
        Value(_key, node) {
          if (node.anchor)
            anchors.add(node.anchor);
        }
      });
      return anchors;
    }
    function findNewAnchor(prefix, exclude) {
      for (let i2 = 1; true; ++i2) {
        const name2 = `${prefix}${i2}`;
        if (!exclude.has(name2))
          return name2;
      }
    }
    function createNodeAnchors(doc, prefix) {
      const aliasObjects = [];
      const sourceObjects = /* @__PURE__ */ new Map();
      let prevAnchors = null;
      return {
        onAnchor: (source) => {
          aliasObjects.push(source);
          prevAnchors ?? (prevAnchors = anchorNames(doc));
          const anchor = findNewAnchor(prefix, prevAnchors);
          prevAnchors.add(anchor);
          return anchor;
        },
        /**
         * With circular references, the source node is only resolved after all
         * of its child nodes are. This is why anchors are set only after all of
         * the nodes have been created.
         */
        setAnchors: () => {
          for (const source of aliasObjects) {
            const ref = sourceObjects.get(source);
            if (typeof ref === "object" && ref.anchor && (identity.isScalar(ref.node) || identity.isCollection(ref.node))) {
              ref.node.anchor = ref.anchor;
            } else {
              const error = new Error("Failed to resolve repeated object (this should not happen)");
              error.source = source;
              throw error;
            }
          }
        },
        sourceObjects
      };
    }
    exports.anchorIsValid = anchorIsValid;
    exports.anchorNames = anchorNames;
    exports.createNodeAnchors = createNodeAnchors;
    exports.findNewAnchor = findNewAnchor;
  }
});

// node_modules/yaml/dist/doc/applyReviver.js
var require_applyReviver = __commonJS({
  "node_modules/yaml/dist/doc/applyReviver.js"(exports) {
    "use strict";
    function applyReviver(reviver, obj, key, val) {
      if (val && typeof val === "object") {
        if (Array.isArray(val)) {
          for (let i2 = 0, len = val.length; i2 < len; ++i2) {
            const v0 = val[i2];
            const v1 = applyReviver(reviver, val, String(i2), v0);
            if (v1 === void 0)
              delete val[i2];
            else if (v1 !== v0)
              val[i2] = v1;
          }
        } else if (val instanceof Map) {
          for (const k of Array.from(val.keys())) {
            const v0 = val.get(k);
            const v1 = applyReviver(reviver, val, k, v0);
            if (v1 === void 0)
              val.delete(k);
            else if (v1 !== v0)
              val.set(k, v1);
          }
        } else if (val instanceof Set) {
          for (const v0 of Array.from(val)) {
            const v1 = applyReviver(reviver, val, v0, v0);
            if (v1 === void 0)
              val.delete(v0);
            else if (v1 !== v0) {
              val.delete(v0);
              val.add(v1);
            }
          }
        } else {
          for (const [k, v0] of Object.entries(val)) {
            const v1 = applyReviver(reviver, val, k, v0);
            if (v1 === void 0)
              delete val[k];
            else if (v1 !== v0)
              val[k] = v1;
          }
        }
      }
      return reviver.call(obj, key, val);
    }
    exports.applyReviver = applyReviver;
  }
});

// node_modules/yaml/dist/nodes/toJS.js
var require_toJS = __commonJS({
  "node_modules/yaml/dist/nodes/toJS.js"(exports) {
    "use strict";
    var identity = require_identity();
    function toJS(value, arg, ctx) {
      if (Array.isArray(value))
        return value.map((v, i2) => toJS(v, String(i2), ctx));
      if (value && typeof value.toJSON === "function") {
        if (!ctx || !identity.hasAnchor(value))
          return value.toJSON(arg, ctx);
        const data = { aliasCount: 0, count: 1, res: void 0 };
        ctx.anchors.set(value, data);
        ctx.onCreate = (res2) => {
          data.res = res2;
          delete ctx.onCreate;
        };
        const res = value.toJSON(arg, ctx);
        if (ctx.onCreate)
          ctx.onCreate(res);
        return res;
      }
      if (typeof value === "bigint" && !ctx?.keep)
        return Number(value);
      return value;
    }
    exports.toJS = toJS;
  }
});

// node_modules/yaml/dist/nodes/Node.js
var require_Node = __commonJS({
  "node_modules/yaml/dist/nodes/Node.js"(exports) {
    "use strict";
    var applyReviver = require_applyReviver();
    var identity = require_identity();
    var toJS = require_toJS();
    var NodeBase = class {
      constructor(type) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: type });
      }
      /** Create a copy of this node.  */
      clone() {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /** A plain JavaScript representation of this node. */
      toJS(doc, { mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        if (!identity.isDocument(doc))
          throw new TypeError("A document argument is required");
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc,
          keep: true,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this, "", ctx);
        if (typeof onAnchor === "function")
          for (const { count, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
    };
    exports.NodeBase = NodeBase;
  }
});

// node_modules/yaml/dist/nodes/Alias.js
var require_Alias = __commonJS({
  "node_modules/yaml/dist/nodes/Alias.js"(exports) {
    "use strict";
    var anchors = require_anchors();
    var visit = require_visit();
    var identity = require_identity();
    var Node2 = require_Node();
    var toJS = require_toJS();
    var Alias = class extends Node2.NodeBase {
      constructor(source) {
        super(identity.ALIAS);
        this.source = source;
        Object.defineProperty(this, "tag", {
          set() {
            throw new Error("Alias nodes cannot have tags");
          }
        });
      }
      /**
       * Resolve the value of this alias within `doc`, finding the last
       * instance of the `source` anchor before this node.
       */
      resolve(doc, ctx) {
        if (ctx?.maxAliasCount === 0)
          throw new ReferenceError("Alias resolution is disabled");
        let nodes;
        if (ctx?.aliasResolveCache) {
          nodes = ctx.aliasResolveCache;
        } else {
          nodes = [];
          visit.visit(doc, {
            Node: (_key, node) => {
              if (identity.isAlias(node) || identity.hasAnchor(node))
                nodes.push(node);
            }
          });
          if (ctx)
            ctx.aliasResolveCache = nodes;
        }
        let found = void 0;
        for (const node of nodes) {
          if (node === this)
            break;
          if (node.anchor === this.source)
            found = node;
        }
        if (found && ctx) {
          const { anchors: anchors2, doc: doc2, maxAliasCount } = ctx;
          let data = anchors2.get(found);
          if (!data) {
            toJS.toJS(found, null, ctx);
            data = anchors2.get(found);
          }
          if (data?.res === void 0) {
            const msg = "This should not happen: Alias anchor was not resolved?";
            throw new ReferenceError(msg);
          }
          if (maxAliasCount >= 0) {
            data.count += 1;
            if (data.aliasCount === 0)
              data.aliasCount = getAliasCount(doc2, found, anchors2);
            if (data.count * data.aliasCount > maxAliasCount) {
              const msg = "Excessive alias count indicates a resource exhaustion attack";
              throw new ReferenceError(msg);
            }
          }
        }
        return found;
      }
      toJSON(_arg, ctx) {
        if (!ctx)
          return { source: this.source };
        const source = this.resolve(ctx.doc, ctx);
        if (!source) {
          const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
          throw new ReferenceError(msg);
        }
        return ctx.anchors.get(source).res;
      }
      toString(ctx, _onComment, _onChompKeep) {
        const src = `*${this.source}`;
        if (ctx) {
          anchors.anchorIsValid(this.source);
          if (ctx.options.verifyAliasOrder && !ctx.anchors.has(this.source)) {
            const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
            throw new Error(msg);
          }
          if (ctx.implicitKey)
            return `${src} `;
        }
        return src;
      }
    };
    function getAliasCount(doc, node, anchors2) {
      if (identity.isAlias(node)) {
        const source = node.resolve(doc);
        const anchor = anchors2 && source && anchors2.get(source);
        return anchor ? anchor.count * anchor.aliasCount : 0;
      } else if (identity.isCollection(node)) {
        let count = 0;
        for (const item of node.items) {
          const c = getAliasCount(doc, item, anchors2);
          if (c > count)
            count = c;
        }
        return count;
      } else if (identity.isPair(node)) {
        const kc = getAliasCount(doc, node.key, anchors2);
        const vc = getAliasCount(doc, node.value, anchors2);
        return Math.max(kc, vc);
      }
      return 1;
    }
    exports.Alias = Alias;
  }
});

// node_modules/yaml/dist/nodes/Scalar.js
var require_Scalar = __commonJS({
  "node_modules/yaml/dist/nodes/Scalar.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Node2 = require_Node();
    var toJS = require_toJS();
    var isScalarValue = (value) => !value || typeof value !== "function" && typeof value !== "object";
    var Scalar = class extends Node2.NodeBase {
      constructor(value) {
        super(identity.SCALAR);
        this.value = value;
      }
      toJSON(arg, ctx) {
        return ctx?.keep ? this.value : toJS.toJS(this.value, arg, ctx);
      }
      toString() {
        return String(this.value);
      }
    };
    Scalar.BLOCK_FOLDED = "BLOCK_FOLDED";
    Scalar.BLOCK_LITERAL = "BLOCK_LITERAL";
    Scalar.PLAIN = "PLAIN";
    Scalar.QUOTE_DOUBLE = "QUOTE_DOUBLE";
    Scalar.QUOTE_SINGLE = "QUOTE_SINGLE";
    exports.Scalar = Scalar;
    exports.isScalarValue = isScalarValue;
  }
});

// node_modules/yaml/dist/doc/createNode.js
var require_createNode = __commonJS({
  "node_modules/yaml/dist/doc/createNode.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var identity = require_identity();
    var Scalar = require_Scalar();
    var defaultTagPrefix = "tag:yaml.org,2002:";
    function findTagObject(value, tagName, tags) {
      if (tagName) {
        const match = tags.filter((t) => t.tag === tagName);
        const tagObj = match.find((t) => !t.format) ?? match[0];
        if (!tagObj)
          throw new Error(`Tag ${tagName} not found`);
        return tagObj;
      }
      return tags.find((t) => t.identify?.(value) && !t.format);
    }
    function createNode(value, tagName, ctx) {
      if (identity.isDocument(value))
        value = value.contents;
      if (identity.isNode(value))
        return value;
      if (identity.isPair(value)) {
        const map = ctx.schema[identity.MAP].createNode?.(ctx.schema, null, ctx);
        map.items.push(value);
        return map;
      }
      if (value instanceof String || value instanceof Number || value instanceof Boolean || typeof BigInt !== "undefined" && value instanceof BigInt) {
        value = value.valueOf();
      }
      const { aliasDuplicateObjects, onAnchor, onTagObj, schema, sourceObjects } = ctx;
      let ref = void 0;
      if (aliasDuplicateObjects && value && typeof value === "object") {
        ref = sourceObjects.get(value);
        if (ref) {
          ref.anchor ?? (ref.anchor = onAnchor(value));
          return new Alias.Alias(ref.anchor);
        } else {
          ref = { anchor: null, node: null };
          sourceObjects.set(value, ref);
        }
      }
      if (tagName?.startsWith("!!"))
        tagName = defaultTagPrefix + tagName.slice(2);
      let tagObj = findTagObject(value, tagName, schema.tags);
      if (!tagObj) {
        if (value && typeof value.toJSON === "function") {
          value = value.toJSON();
        }
        if (!value || typeof value !== "object") {
          const node2 = new Scalar.Scalar(value);
          if (ref)
            ref.node = node2;
          return node2;
        }
        tagObj = value instanceof Map ? schema[identity.MAP] : Symbol.iterator in Object(value) ? schema[identity.SEQ] : schema[identity.MAP];
      }
      if (onTagObj) {
        onTagObj(tagObj);
        delete ctx.onTagObj;
      }
      const node = tagObj?.createNode ? tagObj.createNode(ctx.schema, value, ctx) : typeof tagObj?.nodeClass?.from === "function" ? tagObj.nodeClass.from(ctx.schema, value, ctx) : new Scalar.Scalar(value);
      if (tagName)
        node.tag = tagName;
      else if (!tagObj.default)
        node.tag = tagObj.tag;
      if (ref)
        ref.node = node;
      return node;
    }
    exports.createNode = createNode;
  }
});

// node_modules/yaml/dist/nodes/Collection.js
var require_Collection = __commonJS({
  "node_modules/yaml/dist/nodes/Collection.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var identity = require_identity();
    var Node2 = require_Node();
    function collectionFromPath(schema, path13, value) {
      let v = value;
      for (let i2 = path13.length - 1; i2 >= 0; --i2) {
        const k = path13[i2];
        if (typeof k === "number" && Number.isInteger(k) && k >= 0) {
          const a = [];
          a[k] = v;
          v = a;
        } else {
          v = /* @__PURE__ */ new Map([[k, v]]);
        }
      }
      return createNode.createNode(v, void 0, {
        aliasDuplicateObjects: false,
        keepUndefined: false,
        onAnchor: () => {
          throw new Error("This should not happen, please report a bug.");
        },
        schema,
        sourceObjects: /* @__PURE__ */ new Map()
      });
    }
    var isEmptyPath = (path13) => path13 == null || typeof path13 === "object" && !!path13[Symbol.iterator]().next().done;
    var Collection = class extends Node2.NodeBase {
      constructor(type, schema) {
        super(type);
        Object.defineProperty(this, "schema", {
          value: schema,
          configurable: true,
          enumerable: false,
          writable: true
        });
      }
      /**
       * Create a copy of this collection.
       *
       * @param schema - If defined, overwrites the original's schema
       */
      clone(schema) {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (schema)
          copy.schema = schema;
        copy.items = copy.items.map((it) => identity.isNode(it) || identity.isPair(it) ? it.clone(schema) : it);
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /**
       * Adds a value to the collection. For `!!map` and `!!omap` the value must
       * be a Pair instance or a `{ key, value }` object, which may not have a key
       * that already exists in the map.
       */
      addIn(path13, value) {
        if (isEmptyPath(path13))
          this.add(value);
        else {
          const [key, ...rest] = path13;
          const node = this.get(key, true);
          if (identity.isCollection(node))
            node.addIn(rest, value);
          else if (node === void 0 && this.schema)
            this.set(key, collectionFromPath(this.schema, rest, value));
          else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
      }
      /**
       * Removes a value from the collection.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path13) {
        const [key, ...rest] = path13;
        if (rest.length === 0)
          return this.delete(key);
        const node = this.get(key, true);
        if (identity.isCollection(node))
          return node.deleteIn(rest);
        else
          throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path13, keepScalar) {
        const [key, ...rest] = path13;
        const node = this.get(key, true);
        if (rest.length === 0)
          return !keepScalar && identity.isScalar(node) ? node.value : node;
        else
          return identity.isCollection(node) ? node.getIn(rest, keepScalar) : void 0;
      }
      hasAllNullValues(allowScalar) {
        return this.items.every((node) => {
          if (!identity.isPair(node))
            return false;
          const n = node.value;
          return n == null || allowScalar && identity.isScalar(n) && n.value == null && !n.commentBefore && !n.comment && !n.tag;
        });
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       */
      hasIn(path13) {
        const [key, ...rest] = path13;
        if (rest.length === 0)
          return this.has(key);
        const node = this.get(key, true);
        return identity.isCollection(node) ? node.hasIn(rest) : false;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path13, value) {
        const [key, ...rest] = path13;
        if (rest.length === 0) {
          this.set(key, value);
        } else {
          const node = this.get(key, true);
          if (identity.isCollection(node))
            node.setIn(rest, value);
          else if (node === void 0 && this.schema)
            this.set(key, collectionFromPath(this.schema, rest, value));
          else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
      }
    };
    exports.Collection = Collection;
    exports.collectionFromPath = collectionFromPath;
    exports.isEmptyPath = isEmptyPath;
  }
});

// node_modules/yaml/dist/stringify/stringifyComment.js
var require_stringifyComment = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyComment.js"(exports) {
    "use strict";
    var stringifyComment = (str) => str.replace(/^(?!$)(?: $)?/gm, "#");
    function indentComment(comment, indent) {
      if (/^\n+$/.test(comment))
        return comment.substring(1);
      return indent ? comment.replace(/^(?! *$)/gm, indent) : comment;
    }
    var lineComment = (str, indent, comment) => str.endsWith("\n") ? indentComment(comment, indent) : comment.includes("\n") ? "\n" + indentComment(comment, indent) : (str.endsWith(" ") ? "" : " ") + comment;
    exports.indentComment = indentComment;
    exports.lineComment = lineComment;
    exports.stringifyComment = stringifyComment;
  }
});

// node_modules/yaml/dist/stringify/foldFlowLines.js
var require_foldFlowLines = __commonJS({
  "node_modules/yaml/dist/stringify/foldFlowLines.js"(exports) {
    "use strict";
    var FOLD_FLOW = "flow";
    var FOLD_BLOCK = "block";
    var FOLD_QUOTED = "quoted";
    function foldFlowLines(text, indent, mode = "flow", { indentAtStart, lineWidth = 80, minContentWidth = 20, onFold, onOverflow } = {}) {
      if (!lineWidth || lineWidth < 0)
        return text;
      if (lineWidth < minContentWidth)
        minContentWidth = 0;
      const endStep = Math.max(1 + minContentWidth, 1 + lineWidth - indent.length);
      if (text.length <= endStep)
        return text;
      const folds = [];
      const escapedFolds = {};
      let end = lineWidth - indent.length;
      if (typeof indentAtStart === "number") {
        if (indentAtStart > lineWidth - Math.max(2, minContentWidth))
          folds.push(0);
        else
          end = lineWidth - indentAtStart;
      }
      let split2 = void 0;
      let prev = void 0;
      let overflow = false;
      let i2 = -1;
      let escStart = -1;
      let escEnd = -1;
      if (mode === FOLD_BLOCK) {
        i2 = consumeMoreIndentedLines(text, i2, indent.length);
        if (i2 !== -1)
          end = i2 + endStep;
      }
      for (let ch; ch = text[i2 += 1]; ) {
        if (mode === FOLD_QUOTED && ch === "\\") {
          escStart = i2;
          switch (text[i2 + 1]) {
            case "x":
              i2 += 3;
              break;
            case "u":
              i2 += 5;
              break;
            case "U":
              i2 += 9;
              break;
            default:
              i2 += 1;
          }
          escEnd = i2;
        }
        if (ch === "\n") {
          if (mode === FOLD_BLOCK)
            i2 = consumeMoreIndentedLines(text, i2, indent.length);
          end = i2 + indent.length + endStep;
          split2 = void 0;
        } else {
          if (ch === " " && prev && prev !== " " && prev !== "\n" && prev !== "	") {
            const next = text[i2 + 1];
            if (next && next !== " " && next !== "\n" && next !== "	")
              split2 = i2;
          }
          if (i2 >= end) {
            if (split2) {
              folds.push(split2);
              end = split2 + endStep;
              split2 = void 0;
            } else if (mode === FOLD_QUOTED) {
              while (prev === " " || prev === "	") {
                prev = ch;
                ch = text[i2 += 1];
                overflow = true;
              }
              const j = i2 > escEnd + 1 ? i2 - 2 : escStart - 1;
              if (escapedFolds[j])
                return text;
              folds.push(j);
              escapedFolds[j] = true;
              end = j + endStep;
              split2 = void 0;
            } else {
              overflow = true;
            }
          }
        }
        prev = ch;
      }
      if (overflow && onOverflow)
        onOverflow();
      if (folds.length === 0)
        return text;
      if (onFold)
        onFold();
      let res = text.slice(0, folds[0]);
      for (let i3 = 0; i3 < folds.length; ++i3) {
        const fold = folds[i3];
        const end2 = folds[i3 + 1] || text.length;
        if (fold === 0)
          res = `
${indent}${text.slice(0, end2)}`;
        else {
          if (mode === FOLD_QUOTED && escapedFolds[fold])
            res += `${text[fold]}\\`;
          res += `
${indent}${text.slice(fold + 1, end2)}`;
        }
      }
      return res;
    }
    function consumeMoreIndentedLines(text, i2, indent) {
      let end = i2;
      let start2 = i2 + 1;
      let ch = text[start2];
      while (ch === " " || ch === "	") {
        if (i2 < start2 + indent) {
          ch = text[++i2];
        } else {
          do {
            ch = text[++i2];
          } while (ch && ch !== "\n");
          end = i2;
          start2 = i2 + 1;
          ch = text[start2];
        }
      }
      return end;
    }
    exports.FOLD_BLOCK = FOLD_BLOCK;
    exports.FOLD_FLOW = FOLD_FLOW;
    exports.FOLD_QUOTED = FOLD_QUOTED;
    exports.foldFlowLines = foldFlowLines;
  }
});

// node_modules/yaml/dist/stringify/stringifyString.js
var require_stringifyString = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyString.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var foldFlowLines = require_foldFlowLines();
    var getFoldOptions = (ctx, isBlock) => ({
      indentAtStart: isBlock ? ctx.indent.length : ctx.indentAtStart,
      lineWidth: ctx.options.lineWidth,
      minContentWidth: ctx.options.minContentWidth
    });
    var containsDocumentMarker = (str) => /^(%|---|\.\.\.)/m.test(str);
    function lineLengthOverLimit(str, lineWidth, indentLength) {
      if (!lineWidth || lineWidth < 0)
        return false;
      const limit = lineWidth - indentLength;
      const strLen = str.length;
      if (strLen <= limit)
        return false;
      for (let i2 = 0, start2 = 0; i2 < strLen; ++i2) {
        if (str[i2] === "\n") {
          if (i2 - start2 > limit)
            return true;
          start2 = i2 + 1;
          if (strLen - start2 <= limit)
            return false;
        }
      }
      return true;
    }
    function doubleQuotedString(value, ctx) {
      const json = JSON.stringify(value);
      if (ctx.options.doubleQuotedAsJSON)
        return json;
      const { implicitKey } = ctx;
      const minMultiLineLength = ctx.options.doubleQuotedMinMultiLineLength;
      const indent = ctx.indent || (containsDocumentMarker(value) ? "  " : "");
      let str = "";
      let start2 = 0;
      for (let i2 = 0, ch = json[i2]; ch; ch = json[++i2]) {
        if (ch === " " && json[i2 + 1] === "\\" && json[i2 + 2] === "n") {
          str += json.slice(start2, i2) + "\\ ";
          i2 += 1;
          start2 = i2;
          ch = "\\";
        }
        if (ch === "\\")
          switch (json[i2 + 1]) {
            case "u":
              {
                str += json.slice(start2, i2);
                const code2 = json.substr(i2 + 2, 4);
                switch (code2) {
                  case "0000":
                    str += "\\0";
                    break;
                  case "0007":
                    str += "\\a";
                    break;
                  case "000b":
                    str += "\\v";
                    break;
                  case "001b":
                    str += "\\e";
                    break;
                  case "0085":
                    str += "\\N";
                    break;
                  case "00a0":
                    str += "\\_";
                    break;
                  case "2028":
                    str += "\\L";
                    break;
                  case "2029":
                    str += "\\P";
                    break;
                  default:
                    if (code2.substr(0, 2) === "00")
                      str += "\\x" + code2.substr(2);
                    else
                      str += json.substr(i2, 6);
                }
                i2 += 5;
                start2 = i2 + 1;
              }
              break;
            case "n":
              if (implicitKey || json[i2 + 2] === '"' || json.length < minMultiLineLength) {
                i2 += 1;
              } else {
                str += json.slice(start2, i2) + "\n\n";
                while (json[i2 + 2] === "\\" && json[i2 + 3] === "n" && json[i2 + 4] !== '"') {
                  str += "\n";
                  i2 += 2;
                }
                str += indent;
                if (json[i2 + 2] === " ")
                  str += "\\";
                i2 += 1;
                start2 = i2 + 1;
              }
              break;
            default:
              i2 += 1;
          }
      }
      str = start2 ? str + json.slice(start2) : json;
      return implicitKey ? str : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_QUOTED, getFoldOptions(ctx, false));
    }
    function singleQuotedString(value, ctx) {
      if (ctx.options.singleQuote === false || ctx.implicitKey && value.includes("\n") || /[ \t]\n|\n[ \t]/.test(value))
        return doubleQuotedString(value, ctx);
      const indent = ctx.indent || (containsDocumentMarker(value) ? "  " : "");
      const res = "'" + value.replace(/'/g, "''").replace(/\n+/g, `$&
${indent}`) + "'";
      return ctx.implicitKey ? res : foldFlowLines.foldFlowLines(res, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    function quotedString(value, ctx) {
      const { singleQuote } = ctx.options;
      let qs;
      if (singleQuote === false)
        qs = doubleQuotedString;
      else {
        const hasDouble = value.includes('"');
        const hasSingle = value.includes("'");
        if (hasDouble && !hasSingle)
          qs = singleQuotedString;
        else if (hasSingle && !hasDouble)
          qs = doubleQuotedString;
        else
          qs = singleQuote ? singleQuotedString : doubleQuotedString;
      }
      return qs(value, ctx);
    }
    var blockEndNewlines;
    try {
      blockEndNewlines = new RegExp("(^|(?<!\n))\n+(?!\n|$)", "g");
    } catch {
      blockEndNewlines = /\n+(?!\n|$)/g;
    }
    function blockString({ comment, type, value }, ctx, onComment, onChompKeep) {
      const { blockQuote, commentString, lineWidth } = ctx.options;
      if (!blockQuote || /\n[\t ]+$/.test(value)) {
        return quotedString(value, ctx);
      }
      const indent = ctx.indent || (ctx.forceBlockIndent || containsDocumentMarker(value) ? "  " : "");
      const literal = blockQuote === "literal" ? true : blockQuote === "folded" || type === Scalar.Scalar.BLOCK_FOLDED ? false : type === Scalar.Scalar.BLOCK_LITERAL ? true : !lineLengthOverLimit(value, lineWidth, indent.length);
      if (!value)
        return literal ? "|\n" : ">\n";
      let chomp;
      let endStart;
      for (endStart = value.length; endStart > 0; --endStart) {
        const ch = value[endStart - 1];
        if (ch !== "\n" && ch !== "	" && ch !== " ")
          break;
      }
      let end = value.substring(endStart);
      const endNlPos = end.indexOf("\n");
      if (endNlPos === -1) {
        chomp = "-";
      } else if (value === end || endNlPos !== end.length - 1) {
        chomp = "+";
        if (onChompKeep)
          onChompKeep();
      } else {
        chomp = "";
      }
      if (end) {
        value = value.slice(0, -end.length);
        if (end[end.length - 1] === "\n")
          end = end.slice(0, -1);
        end = end.replace(blockEndNewlines, `$&${indent}`);
      }
      let startWithSpace = false;
      let startEnd;
      let startNlPos = -1;
      for (startEnd = 0; startEnd < value.length; ++startEnd) {
        const ch = value[startEnd];
        if (ch === " ")
          startWithSpace = true;
        else if (ch === "\n")
          startNlPos = startEnd;
        else
          break;
      }
      let start2 = value.substring(0, startNlPos < startEnd ? startNlPos + 1 : startEnd);
      if (start2) {
        value = value.substring(start2.length);
        start2 = start2.replace(/\n+/g, `$&${indent}`);
      }
      const indentSize = indent ? "2" : "1";
      let header = (startWithSpace ? indentSize : "") + chomp;
      if (comment) {
        header += " " + commentString(comment.replace(/ ?[\r\n]+/g, " "));
        if (onComment)
          onComment();
      }
      if (!literal) {
        const foldedValue = value.replace(/\n+/g, "\n$&").replace(/(?:^|\n)([\t ].*)(?:([\n\t ]*)\n(?![\n\t ]))?/g, "$1$2").replace(/\n+/g, `$&${indent}`);
        let literalFallback = false;
        const foldOptions = getFoldOptions(ctx, true);
        if (blockQuote !== "folded" && type !== Scalar.Scalar.BLOCK_FOLDED) {
          foldOptions.onOverflow = () => {
            literalFallback = true;
          };
        }
        const body2 = foldFlowLines.foldFlowLines(`${start2}${foldedValue}${end}`, indent, foldFlowLines.FOLD_BLOCK, foldOptions);
        if (!literalFallback)
          return `>${header}
${indent}${body2}`;
      }
      value = value.replace(/\n+/g, `$&${indent}`);
      return `|${header}
${indent}${start2}${value}${end}`;
    }
    function plainString(item, ctx, onComment, onChompKeep) {
      const { type, value } = item;
      const { actualString, implicitKey, indent, indentStep, inFlow } = ctx;
      if (implicitKey && value.includes("\n") || inFlow && /[[\]{},]/.test(value)) {
        return quotedString(value, ctx);
      }
      if (/^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/.test(value)) {
        return implicitKey || inFlow || !value.includes("\n") ? quotedString(value, ctx) : blockString(item, ctx, onComment, onChompKeep);
      }
      if (!implicitKey && !inFlow && type !== Scalar.Scalar.PLAIN && value.includes("\n")) {
        return blockString(item, ctx, onComment, onChompKeep);
      }
      if (containsDocumentMarker(value)) {
        if (indent === "") {
          ctx.forceBlockIndent = true;
          return blockString(item, ctx, onComment, onChompKeep);
        } else if (implicitKey && indent === indentStep) {
          return quotedString(value, ctx);
        }
      }
      const str = value.replace(/\n+/g, `$&
${indent}`);
      if (actualString) {
        const test = (tag) => tag.default && tag.tag !== "tag:yaml.org,2002:str" && tag.test?.test(str);
        const { compat, tags } = ctx.doc.schema;
        if (tags.some(test) || compat?.some(test))
          return quotedString(value, ctx);
      }
      return implicitKey ? str : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    function stringifyString(item, ctx, onComment, onChompKeep) {
      const { implicitKey, inFlow } = ctx;
      const ss = typeof item.value === "string" ? item : Object.assign({}, item, { value: String(item.value) });
      let { type } = item;
      if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
        if (/[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u.test(ss.value))
          type = Scalar.Scalar.QUOTE_DOUBLE;
      }
      const _stringify = (_type) => {
        switch (_type) {
          case Scalar.Scalar.BLOCK_FOLDED:
          case Scalar.Scalar.BLOCK_LITERAL:
            return implicitKey || inFlow ? quotedString(ss.value, ctx) : blockString(ss, ctx, onComment, onChompKeep);
          case Scalar.Scalar.QUOTE_DOUBLE:
            return doubleQuotedString(ss.value, ctx);
          case Scalar.Scalar.QUOTE_SINGLE:
            return singleQuotedString(ss.value, ctx);
          case Scalar.Scalar.PLAIN:
            return plainString(ss, ctx, onComment, onChompKeep);
          default:
            return null;
        }
      };
      let res = _stringify(type);
      if (res === null) {
        const { defaultKeyType, defaultStringType } = ctx.options;
        const t = implicitKey && defaultKeyType || defaultStringType;
        res = _stringify(t);
        if (res === null)
          throw new Error(`Unsupported default string type ${t}`);
      }
      return res;
    }
    exports.stringifyString = stringifyString;
  }
});

// node_modules/yaml/dist/stringify/stringify.js
var require_stringify = __commonJS({
  "node_modules/yaml/dist/stringify/stringify.js"(exports) {
    "use strict";
    var anchors = require_anchors();
    var identity = require_identity();
    var stringifyComment = require_stringifyComment();
    var stringifyString = require_stringifyString();
    function createStringifyContext(doc, options) {
      const opt = Object.assign({
        blockQuote: true,
        commentString: stringifyComment.stringifyComment,
        defaultKeyType: null,
        defaultStringType: "PLAIN",
        directives: null,
        doubleQuotedAsJSON: false,
        doubleQuotedMinMultiLineLength: 40,
        falseStr: "false",
        flowCollectionPadding: true,
        indentSeq: true,
        lineWidth: 80,
        minContentWidth: 20,
        nullStr: "null",
        simpleKeys: false,
        singleQuote: null,
        trailingComma: false,
        trueStr: "true",
        verifyAliasOrder: true
      }, doc.schema.toStringOptions, options);
      let inFlow;
      switch (opt.collectionStyle) {
        case "block":
          inFlow = false;
          break;
        case "flow":
          inFlow = true;
          break;
        default:
          inFlow = null;
      }
      return {
        anchors: /* @__PURE__ */ new Set(),
        doc,
        flowCollectionPadding: opt.flowCollectionPadding ? " " : "",
        indent: "",
        indentStep: typeof opt.indent === "number" ? " ".repeat(opt.indent) : "  ",
        inFlow,
        options: opt
      };
    }
    function getTagObject(tags, item) {
      if (item.tag) {
        const match = tags.filter((t) => t.tag === item.tag);
        if (match.length > 0)
          return match.find((t) => t.format === item.format) ?? match[0];
      }
      let tagObj = void 0;
      let obj;
      if (identity.isScalar(item)) {
        obj = item.value;
        let match = tags.filter((t) => t.identify?.(obj));
        if (match.length > 1) {
          const testMatch = match.filter((t) => t.test);
          if (testMatch.length > 0)
            match = testMatch;
        }
        tagObj = match.find((t) => t.format === item.format) ?? match.find((t) => !t.format);
      } else {
        obj = item;
        tagObj = tags.find((t) => t.nodeClass && obj instanceof t.nodeClass);
      }
      if (!tagObj) {
        const name2 = obj?.constructor?.name ?? (obj === null ? "null" : typeof obj);
        throw new Error(`Tag not resolved for ${name2} value`);
      }
      return tagObj;
    }
    function stringifyProps(node, tagObj, { anchors: anchors$1, doc }) {
      if (!doc.directives)
        return "";
      const props = [];
      const anchor = (identity.isScalar(node) || identity.isCollection(node)) && node.anchor;
      if (anchor && anchors.anchorIsValid(anchor)) {
        anchors$1.add(anchor);
        props.push(`&${anchor}`);
      }
      const tag = node.tag ?? (tagObj.default ? null : tagObj.tag);
      if (tag)
        props.push(doc.directives.tagString(tag));
      return props.join(" ");
    }
    function stringify(item, ctx, onComment, onChompKeep) {
      if (identity.isPair(item))
        return item.toString(ctx, onComment, onChompKeep);
      if (identity.isAlias(item)) {
        if (ctx.doc.directives)
          return item.toString(ctx);
        if (ctx.resolvedAliases?.has(item)) {
          throw new TypeError(`Cannot stringify circular structure without alias nodes`);
        } else {
          if (ctx.resolvedAliases)
            ctx.resolvedAliases.add(item);
          else
            ctx.resolvedAliases = /* @__PURE__ */ new Set([item]);
          item = item.resolve(ctx.doc);
        }
      }
      let tagObj = void 0;
      const node = identity.isNode(item) ? item : ctx.doc.createNode(item, { onTagObj: (o) => tagObj = o });
      tagObj ?? (tagObj = getTagObject(ctx.doc.schema.tags, node));
      const props = stringifyProps(node, tagObj, ctx);
      if (props.length > 0)
        ctx.indentAtStart = (ctx.indentAtStart ?? 0) + props.length + 1;
      const str = typeof tagObj.stringify === "function" ? tagObj.stringify(node, ctx, onComment, onChompKeep) : identity.isScalar(node) ? stringifyString.stringifyString(node, ctx, onComment, onChompKeep) : node.toString(ctx, onComment, onChompKeep);
      if (!props)
        return str;
      return identity.isScalar(node) || str[0] === "{" || str[0] === "[" ? `${props} ${str}` : `${props}
${ctx.indent}${str}`;
    }
    exports.createStringifyContext = createStringifyContext;
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/stringify/stringifyPair.js
var require_stringifyPair = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyPair.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyPair({ key, value }, ctx, onComment, onChompKeep) {
      const { allNullValues, doc, indent, indentStep, options: { commentString, indentSeq, simpleKeys } } = ctx;
      let keyComment = identity.isNode(key) && key.comment || null;
      if (simpleKeys) {
        if (keyComment) {
          throw new Error("With simple keys, key nodes cannot have comments");
        }
        if (identity.isCollection(key) || !identity.isNode(key) && typeof key === "object") {
          const msg = "With simple keys, collection cannot be used as a key value";
          throw new Error(msg);
        }
      }
      let explicitKey = !simpleKeys && (!key || keyComment && value == null && !ctx.inFlow || identity.isCollection(key) || (identity.isScalar(key) ? key.type === Scalar.Scalar.BLOCK_FOLDED || key.type === Scalar.Scalar.BLOCK_LITERAL : typeof key === "object"));
      ctx = Object.assign({}, ctx, {
        allNullValues: false,
        implicitKey: !explicitKey && (simpleKeys || !allNullValues),
        indent: indent + indentStep
      });
      let keyCommentDone = false;
      let chompKeep = false;
      let str = stringify.stringify(key, ctx, () => keyCommentDone = true, () => chompKeep = true);
      if (!explicitKey && !ctx.inFlow && str.length > 1024) {
        if (simpleKeys)
          throw new Error("With simple keys, single line scalar must not span more than 1024 characters");
        explicitKey = true;
      }
      if (ctx.inFlow) {
        if (allNullValues || value == null) {
          if (keyCommentDone && onComment)
            onComment();
          return str === "" ? "?" : explicitKey ? `? ${str}` : str;
        }
      } else if (allNullValues && !simpleKeys || value == null && explicitKey) {
        str = `? ${str}`;
        if (keyComment && !keyCommentDone) {
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        } else if (chompKeep && onChompKeep)
          onChompKeep();
        return str;
      }
      if (keyCommentDone)
        keyComment = null;
      if (explicitKey) {
        if (keyComment)
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        str = `? ${str}
${indent}:`;
      } else {
        str = `${str}:`;
        if (keyComment)
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
      }
      let vsb, vcb, valueComment;
      if (identity.isNode(value)) {
        vsb = !!value.spaceBefore;
        vcb = value.commentBefore;
        valueComment = value.comment;
      } else {
        vsb = false;
        vcb = null;
        valueComment = null;
        if (value && typeof value === "object")
          value = doc.createNode(value);
      }
      ctx.implicitKey = false;
      if (!explicitKey && !keyComment && identity.isScalar(value))
        ctx.indentAtStart = str.length + 1;
      chompKeep = false;
      if (!indentSeq && indentStep.length >= 2 && !ctx.inFlow && !explicitKey && identity.isSeq(value) && !value.flow && !value.tag && !value.anchor) {
        ctx.indent = ctx.indent.substring(2);
      }
      let valueCommentDone = false;
      const valueStr = stringify.stringify(value, ctx, () => valueCommentDone = true, () => chompKeep = true);
      let ws = " ";
      if (keyComment || vsb || vcb) {
        ws = vsb ? "\n" : "";
        if (vcb) {
          const cs = commentString(vcb);
          ws += `
${stringifyComment.indentComment(cs, ctx.indent)}`;
        }
        if (valueStr === "" && !ctx.inFlow) {
          if (ws === "\n" && valueComment)
            ws = "\n\n";
        } else {
          ws += `
${ctx.indent}`;
        }
      } else if (!explicitKey && identity.isCollection(value)) {
        const vs0 = valueStr[0];
        const nl0 = valueStr.indexOf("\n");
        const hasNewline = nl0 !== -1;
        const flow = ctx.inFlow ?? value.flow ?? value.items.length === 0;
        if (hasNewline || !flow) {
          let hasPropsLine = false;
          if (hasNewline && (vs0 === "&" || vs0 === "!")) {
            let sp0 = valueStr.indexOf(" ");
            if (vs0 === "&" && sp0 !== -1 && sp0 < nl0 && valueStr[sp0 + 1] === "!") {
              sp0 = valueStr.indexOf(" ", sp0 + 1);
            }
            if (sp0 === -1 || nl0 < sp0)
              hasPropsLine = true;
          }
          if (!hasPropsLine)
            ws = `
${ctx.indent}`;
        }
      } else if (valueStr === "" || valueStr[0] === "\n") {
        ws = "";
      }
      str += ws + valueStr;
      if (ctx.inFlow) {
        if (valueCommentDone && onComment)
          onComment();
      } else if (valueComment && !valueCommentDone) {
        str += stringifyComment.lineComment(str, ctx.indent, commentString(valueComment));
      } else if (chompKeep && onChompKeep) {
        onChompKeep();
      }
      return str;
    }
    exports.stringifyPair = stringifyPair;
  }
});

// node_modules/yaml/dist/log.js
var require_log = __commonJS({
  "node_modules/yaml/dist/log.js"(exports) {
    "use strict";
    var node_process = __require("process");
    function debug(logLevel, ...messages) {
      if (logLevel === "debug")
        console.log(...messages);
    }
    function warn(logLevel, warning) {
      if (logLevel === "debug" || logLevel === "warn") {
        if (typeof node_process.emitWarning === "function")
          node_process.emitWarning(warning);
        else
          console.warn(warning);
      }
    }
    exports.debug = debug;
    exports.warn = warn;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/merge.js
var require_merge = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/merge.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var MERGE_KEY = "<<";
    var merge = {
      identify: (value) => value === MERGE_KEY || typeof value === "symbol" && value.description === MERGE_KEY,
      default: "key",
      tag: "tag:yaml.org,2002:merge",
      test: /^<<$/,
      resolve: () => Object.assign(new Scalar.Scalar(Symbol(MERGE_KEY)), {
        addToJSMap: addMergeToJSMap
      }),
      stringify: () => MERGE_KEY
    };
    var isMergeKey = (ctx, key) => (merge.identify(key) || identity.isScalar(key) && (!key.type || key.type === Scalar.Scalar.PLAIN) && merge.identify(key.value)) && ctx?.doc.schema.tags.some((tag) => tag.tag === merge.tag && tag.default);
    function addMergeToJSMap(ctx, map, value) {
      const source = resolveAliasValue(ctx, value);
      if (identity.isSeq(source))
        for (const it of source.items)
          mergeValue(ctx, map, it);
      else if (Array.isArray(source))
        for (const it of source)
          mergeValue(ctx, map, it);
      else
        mergeValue(ctx, map, source);
    }
    function mergeValue(ctx, map, value) {
      const source = resolveAliasValue(ctx, value);
      if (!identity.isMap(source))
        throw new Error("Merge sources must be maps or map aliases");
      const srcMap = source.toJSON(null, ctx, Map);
      for (const [key, value2] of srcMap) {
        if (map instanceof Map) {
          if (!map.has(key))
            map.set(key, value2);
        } else if (map instanceof Set) {
          map.add(key);
        } else if (!Object.prototype.hasOwnProperty.call(map, key)) {
          Object.defineProperty(map, key, {
            value: value2,
            writable: true,
            enumerable: true,
            configurable: true
          });
        }
      }
      return map;
    }
    function resolveAliasValue(ctx, value) {
      return ctx && identity.isAlias(value) ? value.resolve(ctx.doc, ctx) : value;
    }
    exports.addMergeToJSMap = addMergeToJSMap;
    exports.isMergeKey = isMergeKey;
    exports.merge = merge;
  }
});

// node_modules/yaml/dist/nodes/addPairToJSMap.js
var require_addPairToJSMap = __commonJS({
  "node_modules/yaml/dist/nodes/addPairToJSMap.js"(exports) {
    "use strict";
    var log = require_log();
    var merge = require_merge();
    var stringify = require_stringify();
    var identity = require_identity();
    var toJS = require_toJS();
    function addPairToJSMap(ctx, map, { key, value }) {
      if (identity.isNode(key) && key.addToJSMap)
        key.addToJSMap(ctx, map, value);
      else if (merge.isMergeKey(ctx, key))
        merge.addMergeToJSMap(ctx, map, value);
      else {
        const jsKey = toJS.toJS(key, "", ctx);
        if (map instanceof Map) {
          map.set(jsKey, toJS.toJS(value, jsKey, ctx));
        } else if (map instanceof Set) {
          map.add(jsKey);
        } else {
          const stringKey = stringifyKey(key, jsKey, ctx);
          const jsValue = toJS.toJS(value, stringKey, ctx);
          if (stringKey in map)
            Object.defineProperty(map, stringKey, {
              value: jsValue,
              writable: true,
              enumerable: true,
              configurable: true
            });
          else
            map[stringKey] = jsValue;
        }
      }
      return map;
    }
    function stringifyKey(key, jsKey, ctx) {
      if (jsKey === null)
        return "";
      if (typeof jsKey !== "object")
        return String(jsKey);
      if (identity.isNode(key) && ctx?.doc) {
        const strCtx = stringify.createStringifyContext(ctx.doc, {});
        strCtx.anchors = /* @__PURE__ */ new Set();
        for (const node of ctx.anchors.keys())
          strCtx.anchors.add(node.anchor);
        strCtx.inFlow = true;
        strCtx.inStringifyKey = true;
        const strKey = key.toString(strCtx);
        if (!ctx.mapKeyWarned) {
          let jsonStr = JSON.stringify(strKey);
          if (jsonStr.length > 40)
            jsonStr = jsonStr.substring(0, 36) + '..."';
          log.warn(ctx.doc.options.logLevel, `Keys with collection values will be stringified due to JS Object restrictions: ${jsonStr}. Set mapAsMap: true to use object keys.`);
          ctx.mapKeyWarned = true;
        }
        return strKey;
      }
      return JSON.stringify(jsKey);
    }
    exports.addPairToJSMap = addPairToJSMap;
  }
});

// node_modules/yaml/dist/nodes/Pair.js
var require_Pair = __commonJS({
  "node_modules/yaml/dist/nodes/Pair.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var stringifyPair = require_stringifyPair();
    var addPairToJSMap = require_addPairToJSMap();
    var identity = require_identity();
    function createPair(key, value, ctx) {
      const k = createNode.createNode(key, void 0, ctx);
      const v = createNode.createNode(value, void 0, ctx);
      return new Pair(k, v);
    }
    var Pair = class _Pair {
      constructor(key, value = null) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.PAIR });
        this.key = key;
        this.value = value;
      }
      clone(schema) {
        let { key, value } = this;
        if (identity.isNode(key))
          key = key.clone(schema);
        if (identity.isNode(value))
          value = value.clone(schema);
        return new _Pair(key, value);
      }
      toJSON(_, ctx) {
        const pair = ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        return addPairToJSMap.addPairToJSMap(ctx, pair, this);
      }
      toString(ctx, onComment, onChompKeep) {
        return ctx?.doc ? stringifyPair.stringifyPair(this, ctx, onComment, onChompKeep) : JSON.stringify(this);
      }
    };
    exports.Pair = Pair;
    exports.createPair = createPair;
  }
});

// node_modules/yaml/dist/stringify/stringifyCollection.js
var require_stringifyCollection = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyCollection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyCollection(collection, ctx, options) {
      const flow = ctx.inFlow ?? collection.flow;
      const stringify2 = flow ? stringifyFlowCollection : stringifyBlockCollection;
      return stringify2(collection, ctx, options);
    }
    function stringifyBlockCollection({ comment, items }, ctx, { blockItemPrefix, flowChars, itemIndent, onChompKeep, onComment }) {
      const { indent, options: { commentString } } = ctx;
      const itemCtx = Object.assign({}, ctx, { indent: itemIndent, type: null });
      let chompKeep = false;
      const lines = [];
      for (let i2 = 0; i2 < items.length; ++i2) {
        const item = items[i2];
        let comment2 = null;
        if (identity.isNode(item)) {
          if (!chompKeep && item.spaceBefore)
            lines.push("");
          addCommentBefore(ctx, lines, item.commentBefore, chompKeep);
          if (item.comment)
            comment2 = item.comment;
        } else if (identity.isPair(item)) {
          const ik = identity.isNode(item.key) ? item.key : null;
          if (ik) {
            if (!chompKeep && ik.spaceBefore)
              lines.push("");
            addCommentBefore(ctx, lines, ik.commentBefore, chompKeep);
          }
        }
        chompKeep = false;
        let str2 = stringify.stringify(item, itemCtx, () => comment2 = null, () => chompKeep = true);
        if (comment2)
          str2 += stringifyComment.lineComment(str2, itemIndent, commentString(comment2));
        if (chompKeep && comment2)
          chompKeep = false;
        lines.push(blockItemPrefix + str2);
      }
      let str;
      if (lines.length === 0) {
        str = flowChars.start + flowChars.end;
      } else {
        str = lines[0];
        for (let i2 = 1; i2 < lines.length; ++i2) {
          const line = lines[i2];
          str += line ? `
${indent}${line}` : "\n";
        }
      }
      if (comment) {
        str += "\n" + stringifyComment.indentComment(commentString(comment), indent);
        if (onComment)
          onComment();
      } else if (chompKeep && onChompKeep)
        onChompKeep();
      return str;
    }
    function stringifyFlowCollection({ items }, ctx, { flowChars, itemIndent }) {
      const { indent, indentStep, flowCollectionPadding: fcPadding, options: { commentString } } = ctx;
      itemIndent += indentStep;
      const itemCtx = Object.assign({}, ctx, {
        indent: itemIndent,
        inFlow: true,
        type: null
      });
      let reqNewline = false;
      let linesAtValue = 0;
      const lines = [];
      for (let i2 = 0; i2 < items.length; ++i2) {
        const item = items[i2];
        let comment = null;
        if (identity.isNode(item)) {
          if (item.spaceBefore)
            lines.push("");
          addCommentBefore(ctx, lines, item.commentBefore, false);
          if (item.comment)
            comment = item.comment;
        } else if (identity.isPair(item)) {
          const ik = identity.isNode(item.key) ? item.key : null;
          if (ik) {
            if (ik.spaceBefore)
              lines.push("");
            addCommentBefore(ctx, lines, ik.commentBefore, false);
            if (ik.comment)
              reqNewline = true;
          }
          const iv = identity.isNode(item.value) ? item.value : null;
          if (iv) {
            if (iv.comment)
              comment = iv.comment;
            if (iv.commentBefore)
              reqNewline = true;
          } else if (item.value == null && ik?.comment) {
            comment = ik.comment;
          }
        }
        if (comment)
          reqNewline = true;
        let str = stringify.stringify(item, itemCtx, () => comment = null);
        reqNewline || (reqNewline = lines.length > linesAtValue || str.includes("\n"));
        if (i2 < items.length - 1) {
          str += ",";
        } else if (ctx.options.trailingComma) {
          if (ctx.options.lineWidth > 0) {
            reqNewline || (reqNewline = lines.reduce((sum, line) => sum + line.length + 2, 2) + (str.length + 2) > ctx.options.lineWidth);
          }
          if (reqNewline) {
            str += ",";
          }
        }
        if (comment)
          str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
        lines.push(str);
        linesAtValue = lines.length;
      }
      const { start: start2, end } = flowChars;
      if (lines.length === 0) {
        return start2 + end;
      } else {
        if (!reqNewline) {
          const len = lines.reduce((sum, line) => sum + line.length + 2, 2);
          reqNewline = ctx.options.lineWidth > 0 && len > ctx.options.lineWidth;
        }
        if (reqNewline) {
          let str = start2;
          for (const line of lines)
            str += line ? `
${indentStep}${indent}${line}` : "\n";
          return `${str}
${indent}${end}`;
        } else {
          return `${start2}${fcPadding}${lines.join(" ")}${fcPadding}${end}`;
        }
      }
    }
    function addCommentBefore({ indent, options: { commentString } }, lines, comment, chompKeep) {
      if (comment && chompKeep)
        comment = comment.replace(/^\n+/, "");
      if (comment) {
        const ic = stringifyComment.indentComment(commentString(comment), indent);
        lines.push(ic.trimStart());
      }
    }
    exports.stringifyCollection = stringifyCollection;
  }
});

// node_modules/yaml/dist/nodes/YAMLMap.js
var require_YAMLMap = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLMap.js"(exports) {
    "use strict";
    var stringifyCollection = require_stringifyCollection();
    var addPairToJSMap = require_addPairToJSMap();
    var Collection = require_Collection();
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    function findPair(items, key) {
      const k = identity.isScalar(key) ? key.value : key;
      for (const it of items) {
        if (identity.isPair(it)) {
          if (it.key === key || it.key === k)
            return it;
          if (identity.isScalar(it.key) && it.key.value === k)
            return it;
        }
      }
      return void 0;
    }
    var YAMLMap = class extends Collection.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:map";
      }
      constructor(schema) {
        super(identity.MAP, schema);
        this.items = [];
      }
      /**
       * A generic collection parsing method that can be extended
       * to other node classes that inherit from YAMLMap
       */
      static from(schema, obj, ctx) {
        const { keepUndefined, replacer } = ctx;
        const map = new this(schema);
        const add2 = (key, value) => {
          if (typeof replacer === "function")
            value = replacer.call(obj, key, value);
          else if (Array.isArray(replacer) && !replacer.includes(key))
            return;
          if (value !== void 0 || keepUndefined)
            map.items.push(Pair.createPair(key, value, ctx));
        };
        if (obj instanceof Map) {
          for (const [key, value] of obj)
            add2(key, value);
        } else if (obj && typeof obj === "object") {
          for (const key of Object.keys(obj))
            add2(key, obj[key]);
        }
        if (typeof schema.sortMapEntries === "function") {
          map.items.sort(schema.sortMapEntries);
        }
        return map;
      }
      /**
       * Adds a value to the collection.
       *
       * @param overwrite - If not set `true`, using a key that is already in the
       *   collection will throw. Otherwise, overwrites the previous value.
       */
      add(pair, overwrite) {
        let _pair;
        if (identity.isPair(pair))
          _pair = pair;
        else if (!pair || typeof pair !== "object" || !("key" in pair)) {
          _pair = new Pair.Pair(pair, pair?.value);
        } else
          _pair = new Pair.Pair(pair.key, pair.value);
        const prev = findPair(this.items, _pair.key);
        const sortEntries = this.schema?.sortMapEntries;
        if (prev) {
          if (!overwrite)
            throw new Error(`Key ${_pair.key} already set`);
          if (identity.isScalar(prev.value) && Scalar.isScalarValue(_pair.value))
            prev.value.value = _pair.value;
          else
            prev.value = _pair.value;
        } else if (sortEntries) {
          const i2 = this.items.findIndex((item) => sortEntries(_pair, item) < 0);
          if (i2 === -1)
            this.items.push(_pair);
          else
            this.items.splice(i2, 0, _pair);
        } else {
          this.items.push(_pair);
        }
      }
      delete(key) {
        const it = findPair(this.items, key);
        if (!it)
          return false;
        const del = this.items.splice(this.items.indexOf(it), 1);
        return del.length > 0;
      }
      get(key, keepScalar) {
        const it = findPair(this.items, key);
        const node = it?.value;
        return (!keepScalar && identity.isScalar(node) ? node.value : node) ?? void 0;
      }
      has(key) {
        return !!findPair(this.items, key);
      }
      set(key, value) {
        this.add(new Pair.Pair(key, value), true);
      }
      /**
       * @param ctx - Conversion context, originally set in Document#toJS()
       * @param {Class} Type - If set, forces the returned collection type
       * @returns Instance of Type, Map, or Object
       */
      toJSON(_, ctx, Type) {
        const map = Type ? new Type() : ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        if (ctx?.onCreate)
          ctx.onCreate(map);
        for (const item of this.items)
          addPairToJSMap.addPairToJSMap(ctx, map, item);
        return map;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        for (const item of this.items) {
          if (!identity.isPair(item))
            throw new Error(`Map items must all be pairs; found ${JSON.stringify(item)} instead`);
        }
        if (!ctx.allNullValues && this.hasAllNullValues(false))
          ctx = Object.assign({}, ctx, { allNullValues: true });
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "",
          flowChars: { start: "{", end: "}" },
          itemIndent: ctx.indent || "",
          onChompKeep,
          onComment
        });
      }
    };
    exports.YAMLMap = YAMLMap;
    exports.findPair = findPair;
  }
});

// node_modules/yaml/dist/schema/common/map.js
var require_map = __commonJS({
  "node_modules/yaml/dist/schema/common/map.js"(exports) {
    "use strict";
    var identity = require_identity();
    var YAMLMap = require_YAMLMap();
    var map = {
      collection: "map",
      default: true,
      nodeClass: YAMLMap.YAMLMap,
      tag: "tag:yaml.org,2002:map",
      resolve(map2, onError) {
        if (!identity.isMap(map2))
          onError("Expected a mapping for this tag");
        return map2;
      },
      createNode: (schema, obj, ctx) => YAMLMap.YAMLMap.from(schema, obj, ctx)
    };
    exports.map = map;
  }
});

// node_modules/yaml/dist/nodes/YAMLSeq.js
var require_YAMLSeq = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLSeq.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var stringifyCollection = require_stringifyCollection();
    var Collection = require_Collection();
    var identity = require_identity();
    var Scalar = require_Scalar();
    var toJS = require_toJS();
    var YAMLSeq = class extends Collection.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:seq";
      }
      constructor(schema) {
        super(identity.SEQ, schema);
        this.items = [];
      }
      add(value) {
        this.items.push(value);
      }
      /**
       * Removes a value from the collection.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       *
       * @returns `true` if the item was found and removed.
       */
      delete(key) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          return false;
        const del = this.items.splice(idx, 1);
        return del.length > 0;
      }
      get(key, keepScalar) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          return void 0;
        const it = this.items[idx];
        return !keepScalar && identity.isScalar(it) ? it.value : it;
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       */
      has(key) {
        const idx = asItemIndex(key);
        return typeof idx === "number" && idx < this.items.length;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       *
       * If `key` does not contain a representation of an integer, this will throw.
       * It may be wrapped in a `Scalar`.
       */
      set(key, value) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          throw new Error(`Expected a valid index, not ${key}.`);
        const prev = this.items[idx];
        if (identity.isScalar(prev) && Scalar.isScalarValue(value))
          prev.value = value;
        else
          this.items[idx] = value;
      }
      toJSON(_, ctx) {
        const seq = [];
        if (ctx?.onCreate)
          ctx.onCreate(seq);
        let i2 = 0;
        for (const item of this.items)
          seq.push(toJS.toJS(item, String(i2++), ctx));
        return seq;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "- ",
          flowChars: { start: "[", end: "]" },
          itemIndent: (ctx.indent || "") + "  ",
          onChompKeep,
          onComment
        });
      }
      static from(schema, obj, ctx) {
        const { replacer } = ctx;
        const seq = new this(schema);
        if (obj && Symbol.iterator in Object(obj)) {
          let i2 = 0;
          for (let it of obj) {
            if (typeof replacer === "function") {
              const key = obj instanceof Set ? it : String(i2++);
              it = replacer.call(obj, key, it);
            }
            seq.items.push(createNode.createNode(it, void 0, ctx));
          }
        }
        return seq;
      }
    };
    function asItemIndex(key) {
      let idx = identity.isScalar(key) ? key.value : key;
      if (idx && typeof idx === "string")
        idx = Number(idx);
      return typeof idx === "number" && Number.isInteger(idx) && idx >= 0 ? idx : null;
    }
    exports.YAMLSeq = YAMLSeq;
  }
});

// node_modules/yaml/dist/schema/common/seq.js
var require_seq = __commonJS({
  "node_modules/yaml/dist/schema/common/seq.js"(exports) {
    "use strict";
    var identity = require_identity();
    var YAMLSeq = require_YAMLSeq();
    var seq = {
      collection: "seq",
      default: true,
      nodeClass: YAMLSeq.YAMLSeq,
      tag: "tag:yaml.org,2002:seq",
      resolve(seq2, onError) {
        if (!identity.isSeq(seq2))
          onError("Expected a sequence for this tag");
        return seq2;
      },
      createNode: (schema, obj, ctx) => YAMLSeq.YAMLSeq.from(schema, obj, ctx)
    };
    exports.seq = seq;
  }
});

// node_modules/yaml/dist/schema/common/string.js
var require_string = __commonJS({
  "node_modules/yaml/dist/schema/common/string.js"(exports) {
    "use strict";
    var stringifyString = require_stringifyString();
    var string = {
      identify: (value) => typeof value === "string",
      default: true,
      tag: "tag:yaml.org,2002:str",
      resolve: (str) => str,
      stringify(item, ctx, onComment, onChompKeep) {
        ctx = Object.assign({ actualString: true }, ctx);
        return stringifyString.stringifyString(item, ctx, onComment, onChompKeep);
      }
    };
    exports.string = string;
  }
});

// node_modules/yaml/dist/schema/common/null.js
var require_null = __commonJS({
  "node_modules/yaml/dist/schema/common/null.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var nullTag = {
      identify: (value) => value == null,
      createNode: () => new Scalar.Scalar(null),
      default: true,
      tag: "tag:yaml.org,2002:null",
      test: /^(?:~|[Nn]ull|NULL)?$/,
      resolve: () => new Scalar.Scalar(null),
      stringify: ({ source }, ctx) => typeof source === "string" && nullTag.test.test(source) ? source : ctx.options.nullStr
    };
    exports.nullTag = nullTag;
  }
});

// node_modules/yaml/dist/schema/core/bool.js
var require_bool = __commonJS({
  "node_modules/yaml/dist/schema/core/bool.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var boolTag = {
      identify: (value) => typeof value === "boolean",
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/,
      resolve: (str) => new Scalar.Scalar(str[0] === "t" || str[0] === "T"),
      stringify({ source, value }, ctx) {
        if (source && boolTag.test.test(source)) {
          const sv = source[0] === "t" || source[0] === "T";
          if (value === sv)
            return source;
        }
        return value ? ctx.options.trueStr : ctx.options.falseStr;
      }
    };
    exports.boolTag = boolTag;
  }
});

// node_modules/yaml/dist/stringify/stringifyNumber.js
var require_stringifyNumber = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyNumber.js"(exports) {
    "use strict";
    function stringifyNumber({ format, minFractionDigits, tag, value }) {
      if (typeof value === "bigint")
        return String(value);
      const num = typeof value === "number" ? value : Number(value);
      if (!isFinite(num))
        return isNaN(num) ? ".nan" : num < 0 ? "-.inf" : ".inf";
      let n = Object.is(value, -0) ? "-0" : JSON.stringify(value);
      if (!format && minFractionDigits && (!tag || tag === "tag:yaml.org,2002:float") && /^-?\d/.test(n) && !n.includes("e")) {
        let i2 = n.indexOf(".");
        if (i2 < 0) {
          i2 = n.length;
          n += ".";
        }
        let d = minFractionDigits - (n.length - i2 - 1);
        while (d-- > 0)
          n += "0";
      }
      return n;
    }
    exports.stringifyNumber = stringifyNumber;
  }
});

// node_modules/yaml/dist/schema/core/float.js
var require_float = __commonJS({
  "node_modules/yaml/dist/schema/core/float.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str) => str.slice(-3).toLowerCase() === "nan" ? NaN : str[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/,
      resolve: (str) => parseFloat(str),
      stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
      }
    };
    var float = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/,
      resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str));
        const dot = str.indexOf(".");
        if (dot !== -1 && str[str.length - 1] === "0")
          node.minFractionDigits = str.length - dot - 1;
        return node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports.float = float;
    exports.floatExp = floatExp;
    exports.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/core/int.js
var require_int = __commonJS({
  "node_modules/yaml/dist/schema/core/int.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value) => typeof value === "bigint" || Number.isInteger(value);
    var intResolve = (str, offset, radix, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str.substring(offset), radix);
    function intStringify(node, radix, prefix) {
      const { value } = node;
      if (intIdentify(value) && value >= 0)
        return prefix + value.toString(radix);
      return stringifyNumber.stringifyNumber(node);
    }
    var intOct = {
      identify: (value) => intIdentify(value) && value >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^0o[0-7]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 8, opt),
      stringify: (node) => intStringify(node, 8, "0o")
    };
    var int = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: (value) => intIdentify(value) && value >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^0x[0-9a-fA-F]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
      stringify: (node) => intStringify(node, 16, "0x")
    };
    exports.int = int;
    exports.intHex = intHex;
    exports.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/core/schema.js
var require_schema = __commonJS({
  "node_modules/yaml/dist/schema/core/schema.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var bool = require_bool();
    var float = require_float();
    var int = require_int();
    var schema = [
      map.map,
      seq.seq,
      string.string,
      _null.nullTag,
      bool.boolTag,
      int.intOct,
      int.int,
      int.intHex,
      float.floatNaN,
      float.floatExp,
      float.float
    ];
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/json/schema.js
var require_schema2 = __commonJS({
  "node_modules/yaml/dist/schema/json/schema.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var map = require_map();
    var seq = require_seq();
    function intIdentify(value) {
      return typeof value === "bigint" || Number.isInteger(value);
    }
    var stringifyJSON = ({ value }) => JSON.stringify(value);
    var jsonScalars = [
      {
        identify: (value) => typeof value === "string",
        default: true,
        tag: "tag:yaml.org,2002:str",
        resolve: (str) => str,
        stringify: stringifyJSON
      },
      {
        identify: (value) => value == null,
        createNode: () => new Scalar.Scalar(null),
        default: true,
        tag: "tag:yaml.org,2002:null",
        test: /^null$/,
        resolve: () => null,
        stringify: stringifyJSON
      },
      {
        identify: (value) => typeof value === "boolean",
        default: true,
        tag: "tag:yaml.org,2002:bool",
        test: /^true$|^false$/,
        resolve: (str) => str === "true",
        stringify: stringifyJSON
      },
      {
        identify: intIdentify,
        default: true,
        tag: "tag:yaml.org,2002:int",
        test: /^-?(?:0|[1-9][0-9]*)$/,
        resolve: (str, _onError, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str, 10),
        stringify: ({ value }) => intIdentify(value) ? value.toString() : JSON.stringify(value)
      },
      {
        identify: (value) => typeof value === "number",
        default: true,
        tag: "tag:yaml.org,2002:float",
        test: /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/,
        resolve: (str) => parseFloat(str),
        stringify: stringifyJSON
      }
    ];
    var jsonError = {
      default: true,
      tag: "",
      test: /^/,
      resolve(str, onError) {
        onError(`Unresolved plain scalar ${JSON.stringify(str)}`);
        return str;
      }
    };
    var schema = [map.map, seq.seq].concat(jsonScalars, jsonError);
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/binary.js
var require_binary = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/binary.js"(exports) {
    "use strict";
    var node_buffer = __require("buffer");
    var Scalar = require_Scalar();
    var stringifyString = require_stringifyString();
    var binary2 = {
      identify: (value) => value instanceof Uint8Array,
      // Buffer inherits from Uint8Array
      default: false,
      tag: "tag:yaml.org,2002:binary",
      /**
       * Returns a Buffer in node and an Uint8Array in browsers
       *
       * To use the resulting buffer as an image, you'll want to do something like:
       *
       *   const blob = new Blob([buffer], { type: 'image/jpeg' })
       *   document.querySelector('#photo').src = URL.createObjectURL(blob)
       */
      resolve(src, onError) {
        if (typeof node_buffer.Buffer === "function") {
          return node_buffer.Buffer.from(src, "base64");
        } else if (typeof atob === "function") {
          const str = atob(src.replace(/[\n\r]/g, ""));
          const buffer = new Uint8Array(str.length);
          for (let i2 = 0; i2 < str.length; ++i2)
            buffer[i2] = str.charCodeAt(i2);
          return buffer;
        } else {
          onError("This environment does not support reading binary tags; either Buffer or atob is required");
          return src;
        }
      },
      stringify({ comment, type, value }, ctx, onComment, onChompKeep) {
        if (!value)
          return "";
        const buf = value;
        let str;
        if (typeof node_buffer.Buffer === "function") {
          str = buf instanceof node_buffer.Buffer ? buf.toString("base64") : node_buffer.Buffer.from(buf.buffer).toString("base64");
        } else if (typeof btoa === "function") {
          let s = "";
          for (let i2 = 0; i2 < buf.length; ++i2)
            s += String.fromCharCode(buf[i2]);
          str = btoa(s);
        } else {
          throw new Error("This environment does not support writing binary tags; either Buffer or btoa is required");
        }
        type ?? (type = Scalar.Scalar.BLOCK_LITERAL);
        if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
          const lineWidth = Math.max(ctx.options.lineWidth - ctx.indent.length, ctx.options.minContentWidth);
          const n = Math.ceil(str.length / lineWidth);
          const lines = new Array(n);
          for (let i2 = 0, o = 0; i2 < n; ++i2, o += lineWidth) {
            lines[i2] = str.substr(o, lineWidth);
          }
          str = lines.join(type === Scalar.Scalar.BLOCK_LITERAL ? "\n" : " ");
        }
        return stringifyString.stringifyString({ comment, type, value: str }, ctx, onComment, onChompKeep);
      }
    };
    exports.binary = binary2;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/pairs.js
var require_pairs = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/pairs.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLSeq = require_YAMLSeq();
    function resolvePairs(seq, onError) {
      if (identity.isSeq(seq)) {
        for (let i2 = 0; i2 < seq.items.length; ++i2) {
          let item = seq.items[i2];
          if (identity.isPair(item))
            continue;
          else if (identity.isMap(item)) {
            if (item.items.length > 1)
              onError("Each pair must have its own sequence indicator");
            const pair = item.items[0] || new Pair.Pair(new Scalar.Scalar(null));
            if (item.commentBefore)
              pair.key.commentBefore = pair.key.commentBefore ? `${item.commentBefore}
${pair.key.commentBefore}` : item.commentBefore;
            if (item.comment) {
              const cn = pair.value ?? pair.key;
              cn.comment = cn.comment ? `${item.comment}
${cn.comment}` : item.comment;
            }
            item = pair;
          }
          seq.items[i2] = identity.isPair(item) ? item : new Pair.Pair(item);
        }
      } else
        onError("Expected a sequence for this tag");
      return seq;
    }
    function createPairs(schema, iterable, ctx) {
      const { replacer } = ctx;
      const pairs2 = new YAMLSeq.YAMLSeq(schema);
      pairs2.tag = "tag:yaml.org,2002:pairs";
      let i2 = 0;
      if (iterable && Symbol.iterator in Object(iterable))
        for (let it of iterable) {
          if (typeof replacer === "function")
            it = replacer.call(iterable, String(i2++), it);
          let key, value;
          if (Array.isArray(it)) {
            if (it.length === 2) {
              key = it[0];
              value = it[1];
            } else
              throw new TypeError(`Expected [key, value] tuple: ${it}`);
          } else if (it && it instanceof Object) {
            const keys = Object.keys(it);
            if (keys.length === 1) {
              key = keys[0];
              value = it[key];
            } else {
              throw new TypeError(`Expected tuple with one key, not ${keys.length} keys`);
            }
          } else {
            key = it;
          }
          pairs2.items.push(Pair.createPair(key, value, ctx));
        }
      return pairs2;
    }
    var pairs = {
      collection: "seq",
      default: false,
      tag: "tag:yaml.org,2002:pairs",
      resolve: resolvePairs,
      createNode: createPairs
    };
    exports.createPairs = createPairs;
    exports.pairs = pairs;
    exports.resolvePairs = resolvePairs;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/omap.js
var require_omap = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/omap.js"(exports) {
    "use strict";
    var identity = require_identity();
    var toJS = require_toJS();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var pairs = require_pairs();
    var YAMLOMap = class _YAMLOMap extends YAMLSeq.YAMLSeq {
      constructor() {
        super();
        this.add = YAMLMap.YAMLMap.prototype.add.bind(this);
        this.delete = YAMLMap.YAMLMap.prototype.delete.bind(this);
        this.get = YAMLMap.YAMLMap.prototype.get.bind(this);
        this.has = YAMLMap.YAMLMap.prototype.has.bind(this);
        this.set = YAMLMap.YAMLMap.prototype.set.bind(this);
        this.tag = _YAMLOMap.tag;
      }
      /**
       * If `ctx` is given, the return type is actually `Map<unknown, unknown>`,
       * but TypeScript won't allow widening the signature of a child method.
       */
      toJSON(_, ctx) {
        if (!ctx)
          return super.toJSON(_);
        const map = /* @__PURE__ */ new Map();
        if (ctx?.onCreate)
          ctx.onCreate(map);
        for (const pair of this.items) {
          let key, value;
          if (identity.isPair(pair)) {
            key = toJS.toJS(pair.key, "", ctx);
            value = toJS.toJS(pair.value, key, ctx);
          } else {
            key = toJS.toJS(pair, "", ctx);
          }
          if (map.has(key))
            throw new Error("Ordered maps must not include duplicate keys");
          map.set(key, value);
        }
        return map;
      }
      static from(schema, iterable, ctx) {
        const pairs$1 = pairs.createPairs(schema, iterable, ctx);
        const omap2 = new this();
        omap2.items = pairs$1.items;
        return omap2;
      }
    };
    YAMLOMap.tag = "tag:yaml.org,2002:omap";
    var omap = {
      collection: "seq",
      identify: (value) => value instanceof Map,
      nodeClass: YAMLOMap,
      default: false,
      tag: "tag:yaml.org,2002:omap",
      resolve(seq, onError) {
        const pairs$1 = pairs.resolvePairs(seq, onError);
        const seenKeys = [];
        for (const { key } of pairs$1.items) {
          if (identity.isScalar(key)) {
            if (seenKeys.includes(key.value)) {
              onError(`Ordered maps must not include duplicate keys: ${key.value}`);
            } else {
              seenKeys.push(key.value);
            }
          }
        }
        return Object.assign(new YAMLOMap(), pairs$1);
      },
      createNode: (schema, iterable, ctx) => YAMLOMap.from(schema, iterable, ctx)
    };
    exports.YAMLOMap = YAMLOMap;
    exports.omap = omap;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/bool.js
var require_bool2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/bool.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    function boolStringify({ value, source }, ctx) {
      const boolObj = value ? trueTag : falseTag;
      if (source && boolObj.test.test(source))
        return source;
      return value ? ctx.options.trueStr : ctx.options.falseStr;
    }
    var trueTag = {
      identify: (value) => value === true,
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/,
      resolve: () => new Scalar.Scalar(true),
      stringify: boolStringify
    };
    var falseTag = {
      identify: (value) => value === false,
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,
      resolve: () => new Scalar.Scalar(false),
      stringify: boolStringify
    };
    exports.falseTag = falseTag;
    exports.trueTag = trueTag;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/float.js
var require_float2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/float.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str) => str.slice(-3).toLowerCase() === "nan" ? NaN : str[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,
      resolve: (str) => parseFloat(str.replace(/_/g, "")),
      stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
      }
    };
    var float = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/,
      resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str.replace(/_/g, "")));
        const dot = str.indexOf(".");
        if (dot !== -1) {
          const f = str.substring(dot + 1).replace(/_/g, "");
          if (f[f.length - 1] === "0")
            node.minFractionDigits = f.length;
        }
        return node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports.float = float;
    exports.floatExp = floatExp;
    exports.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/int.js
var require_int2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/int.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value) => typeof value === "bigint" || Number.isInteger(value);
    function intResolve(str, offset, radix, { intAsBigInt }) {
      const sign = str[0];
      if (sign === "-" || sign === "+")
        offset += 1;
      str = str.substring(offset).replace(/_/g, "");
      if (intAsBigInt) {
        switch (radix) {
          case 2:
            str = `0b${str}`;
            break;
          case 8:
            str = `0o${str}`;
            break;
          case 16:
            str = `0x${str}`;
            break;
        }
        const n2 = BigInt(str);
        return sign === "-" ? BigInt(-1) * n2 : n2;
      }
      const n = parseInt(str, radix);
      return sign === "-" ? -1 * n : n;
    }
    function intStringify(node, radix, prefix) {
      const { value } = node;
      if (intIdentify(value)) {
        const str = value.toString(radix);
        return value < 0 ? "-" + prefix + str.substr(1) : prefix + str;
      }
      return stringifyNumber.stringifyNumber(node);
    }
    var intBin = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "BIN",
      test: /^[-+]?0b[0-1_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 2, opt),
      stringify: (node) => intStringify(node, 2, "0b")
    };
    var intOct = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^[-+]?0[0-7_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 1, 8, opt),
      stringify: (node) => intStringify(node, 8, "0")
    };
    var int = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9][0-9_]*$/,
      resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^[-+]?0x[0-9a-fA-F_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
      stringify: (node) => intStringify(node, 16, "0x")
    };
    exports.int = int;
    exports.intBin = intBin;
    exports.intHex = intHex;
    exports.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/set.js
var require_set = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/set.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var YAMLSet = class _YAMLSet extends YAMLMap.YAMLMap {
      constructor(schema) {
        super(schema);
        this.tag = _YAMLSet.tag;
      }
      add(key) {
        let pair;
        if (identity.isPair(key))
          pair = key;
        else if (key && typeof key === "object" && "key" in key && "value" in key && key.value === null)
          pair = new Pair.Pair(key.key, null);
        else
          pair = new Pair.Pair(key, null);
        const prev = YAMLMap.findPair(this.items, pair.key);
        if (!prev)
          this.items.push(pair);
      }
      /**
       * If `keepPair` is `true`, returns the Pair matching `key`.
       * Otherwise, returns the value of that Pair's key.
       */
      get(key, keepPair) {
        const pair = YAMLMap.findPair(this.items, key);
        return !keepPair && identity.isPair(pair) ? identity.isScalar(pair.key) ? pair.key.value : pair.key : pair;
      }
      set(key, value) {
        if (typeof value !== "boolean")
          throw new Error(`Expected boolean value for set(key, value) in a YAML set, not ${typeof value}`);
        const prev = YAMLMap.findPair(this.items, key);
        if (prev && !value) {
          this.items.splice(this.items.indexOf(prev), 1);
        } else if (!prev && value) {
          this.items.push(new Pair.Pair(key));
        }
      }
      toJSON(_, ctx) {
        return super.toJSON(_, ctx, Set);
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        if (this.hasAllNullValues(true))
          return super.toString(Object.assign({}, ctx, { allNullValues: true }), onComment, onChompKeep);
        else
          throw new Error("Set items must all have null values");
      }
      static from(schema, iterable, ctx) {
        const { replacer } = ctx;
        const set2 = new this(schema);
        if (iterable && Symbol.iterator in Object(iterable))
          for (let value of iterable) {
            if (typeof replacer === "function")
              value = replacer.call(iterable, value, value);
            set2.items.push(Pair.createPair(value, null, ctx));
          }
        return set2;
      }
    };
    YAMLSet.tag = "tag:yaml.org,2002:set";
    var set = {
      collection: "map",
      identify: (value) => value instanceof Set,
      nodeClass: YAMLSet,
      default: false,
      tag: "tag:yaml.org,2002:set",
      createNode: (schema, iterable, ctx) => YAMLSet.from(schema, iterable, ctx),
      resolve(map, onError) {
        if (identity.isMap(map)) {
          if (map.hasAllNullValues(true))
            return Object.assign(new YAMLSet(), map);
          else
            onError("Set items must all have null values");
        } else
          onError("Expected a mapping for this tag");
        return map;
      }
    };
    exports.YAMLSet = YAMLSet;
    exports.set = set;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/timestamp.js
var require_timestamp = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/timestamp.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    function parseSexagesimal(str, asBigInt) {
      const sign = str[0];
      const parts2 = sign === "-" || sign === "+" ? str.substring(1) : str;
      const num = (n) => asBigInt ? BigInt(n) : Number(n);
      const res = parts2.replace(/_/g, "").split(":").reduce((res2, p) => res2 * num(60) + num(p), num(0));
      return sign === "-" ? num(-1) * res : res;
    }
    function stringifySexagesimal(node) {
      let { value } = node;
      let num = (n) => n;
      if (typeof value === "bigint")
        num = (n) => BigInt(n);
      else if (isNaN(value) || !isFinite(value))
        return stringifyNumber.stringifyNumber(node);
      let sign = "";
      if (value < 0) {
        sign = "-";
        value *= num(-1);
      }
      const _60 = num(60);
      const parts2 = [value % _60];
      if (value < 60) {
        parts2.unshift(0);
      } else {
        value = (value - parts2[0]) / _60;
        parts2.unshift(value % _60);
        if (value >= 60) {
          value = (value - parts2[0]) / _60;
          parts2.unshift(value);
        }
      }
      return sign + parts2.map((n) => String(n).padStart(2, "0")).join(":").replace(/000000\d*$/, "");
    }
    var intTime = {
      identify: (value) => typeof value === "bigint" || Number.isInteger(value),
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+$/,
      resolve: (str, _onError, { intAsBigInt }) => parseSexagesimal(str, intAsBigInt),
      stringify: stringifySexagesimal
    };
    var floatTime = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,
      resolve: (str) => parseSexagesimal(str, false),
      stringify: stringifySexagesimal
    };
    var timestamp = {
      identify: (value) => value instanceof Date,
      default: true,
      tag: "tag:yaml.org,2002:timestamp",
      // If the time zone is omitted, the timestamp is assumed to be specified in UTC. The time part
      // may be omitted altogether, resulting in a date format. In such a case, the time part is
      // assumed to be 00:00:00Z (start of day, UTC).
      test: RegExp("^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})(?:(?:t|T|[ \\t]+)([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2}(\\.[0-9]+)?)(?:[ \\t]*(Z|[-+][012]?[0-9](?::[0-9]{2})?))?)?$"),
      resolve(str) {
        const match = str.match(timestamp.test);
        if (!match)
          throw new Error("!!timestamp expects a date, starting with yyyy-mm-dd");
        const [, year, month, day, hour, minute, second] = match.map(Number);
        const millisec = match[7] ? Number((match[7] + "00").substr(1, 3)) : 0;
        let date = Date.UTC(year, month - 1, day, hour || 0, minute || 0, second || 0, millisec);
        const tz = match[8];
        if (tz && tz !== "Z") {
          let d = parseSexagesimal(tz, false);
          if (Math.abs(d) < 30)
            d *= 60;
          date -= 6e4 * d;
        }
        return new Date(date);
      },
      stringify: ({ value }) => value?.toISOString().replace(/(T00:00:00)?\.000Z$/, "") ?? ""
    };
    exports.floatTime = floatTime;
    exports.intTime = intTime;
    exports.timestamp = timestamp;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/schema.js
var require_schema3 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/schema.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var binary2 = require_binary();
    var bool = require_bool2();
    var float = require_float2();
    var int = require_int2();
    var merge = require_merge();
    var omap = require_omap();
    var pairs = require_pairs();
    var set = require_set();
    var timestamp = require_timestamp();
    var schema = [
      map.map,
      seq.seq,
      string.string,
      _null.nullTag,
      bool.trueTag,
      bool.falseTag,
      int.intBin,
      int.intOct,
      int.int,
      int.intHex,
      float.floatNaN,
      float.floatExp,
      float.float,
      binary2.binary,
      merge.merge,
      omap.omap,
      pairs.pairs,
      set.set,
      timestamp.intTime,
      timestamp.floatTime,
      timestamp.timestamp
    ];
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/tags.js
var require_tags = __commonJS({
  "node_modules/yaml/dist/schema/tags.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var bool = require_bool();
    var float = require_float();
    var int = require_int();
    var schema = require_schema();
    var schema$1 = require_schema2();
    var binary2 = require_binary();
    var merge = require_merge();
    var omap = require_omap();
    var pairs = require_pairs();
    var schema$2 = require_schema3();
    var set = require_set();
    var timestamp = require_timestamp();
    var schemas = /* @__PURE__ */ new Map([
      ["core", schema.schema],
      ["failsafe", [map.map, seq.seq, string.string]],
      ["json", schema$1.schema],
      ["yaml11", schema$2.schema],
      ["yaml-1.1", schema$2.schema]
    ]);
    var tagsByName = {
      binary: binary2.binary,
      bool: bool.boolTag,
      float: float.float,
      floatExp: float.floatExp,
      floatNaN: float.floatNaN,
      floatTime: timestamp.floatTime,
      int: int.int,
      intHex: int.intHex,
      intOct: int.intOct,
      intTime: timestamp.intTime,
      map: map.map,
      merge: merge.merge,
      null: _null.nullTag,
      omap: omap.omap,
      pairs: pairs.pairs,
      seq: seq.seq,
      set: set.set,
      timestamp: timestamp.timestamp
    };
    var coreKnownTags = {
      "tag:yaml.org,2002:binary": binary2.binary,
      "tag:yaml.org,2002:merge": merge.merge,
      "tag:yaml.org,2002:omap": omap.omap,
      "tag:yaml.org,2002:pairs": pairs.pairs,
      "tag:yaml.org,2002:set": set.set,
      "tag:yaml.org,2002:timestamp": timestamp.timestamp
    };
    function getTags(customTags, schemaName, addMergeTag) {
      const schemaTags = schemas.get(schemaName);
      if (schemaTags && !customTags) {
        return addMergeTag && !schemaTags.includes(merge.merge) ? schemaTags.concat(merge.merge) : schemaTags.slice();
      }
      let tags = schemaTags;
      if (!tags) {
        if (Array.isArray(customTags))
          tags = [];
        else {
          const keys = Array.from(schemas.keys()).filter((key) => key !== "yaml11").map((key) => JSON.stringify(key)).join(", ");
          throw new Error(`Unknown schema "${schemaName}"; use one of ${keys} or define customTags array`);
        }
      }
      if (Array.isArray(customTags)) {
        for (const tag of customTags)
          tags = tags.concat(tag);
      } else if (typeof customTags === "function") {
        tags = customTags(tags.slice());
      }
      if (addMergeTag)
        tags = tags.concat(merge.merge);
      return tags.reduce((tags2, tag) => {
        const tagObj = typeof tag === "string" ? tagsByName[tag] : tag;
        if (!tagObj) {
          const tagName = JSON.stringify(tag);
          const keys = Object.keys(tagsByName).map((key) => JSON.stringify(key)).join(", ");
          throw new Error(`Unknown custom tag ${tagName}; use one of ${keys}`);
        }
        if (!tags2.includes(tagObj))
          tags2.push(tagObj);
        return tags2;
      }, []);
    }
    exports.coreKnownTags = coreKnownTags;
    exports.getTags = getTags;
  }
});

// node_modules/yaml/dist/schema/Schema.js
var require_Schema = __commonJS({
  "node_modules/yaml/dist/schema/Schema.js"(exports) {
    "use strict";
    var identity = require_identity();
    var map = require_map();
    var seq = require_seq();
    var string = require_string();
    var tags = require_tags();
    var sortMapEntriesByKey = (a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
    var Schema = class _Schema {
      constructor({ compat, customTags, merge, resolveKnownTags, schema, sortMapEntries, toStringDefaults }) {
        this.compat = Array.isArray(compat) ? tags.getTags(compat, "compat") : compat ? tags.getTags(null, compat) : null;
        this.name = typeof schema === "string" && schema || "core";
        this.knownTags = resolveKnownTags ? tags.coreKnownTags : {};
        this.tags = tags.getTags(customTags, this.name, merge);
        this.toStringOptions = toStringDefaults ?? null;
        Object.defineProperty(this, identity.MAP, { value: map.map });
        Object.defineProperty(this, identity.SCALAR, { value: string.string });
        Object.defineProperty(this, identity.SEQ, { value: seq.seq });
        this.sortMapEntries = typeof sortMapEntries === "function" ? sortMapEntries : sortMapEntries === true ? sortMapEntriesByKey : null;
      }
      clone() {
        const copy = Object.create(_Schema.prototype, Object.getOwnPropertyDescriptors(this));
        copy.tags = this.tags.slice();
        return copy;
      }
    };
    exports.Schema = Schema;
  }
});

// node_modules/yaml/dist/stringify/stringifyDocument.js
var require_stringifyDocument = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyDocument.js"(exports) {
    "use strict";
    var identity = require_identity();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyDocument(doc, options) {
      const lines = [];
      let hasDirectives = options.directives === true;
      if (options.directives !== false && doc.directives) {
        const dir = doc.directives.toString(doc);
        if (dir) {
          lines.push(dir);
          hasDirectives = true;
        } else if (doc.directives.docStart)
          hasDirectives = true;
      }
      if (hasDirectives)
        lines.push("---");
      const ctx = stringify.createStringifyContext(doc, options);
      const { commentString } = ctx.options;
      if (doc.commentBefore) {
        if (lines.length !== 1)
          lines.unshift("");
        const cs = commentString(doc.commentBefore);
        lines.unshift(stringifyComment.indentComment(cs, ""));
      }
      let chompKeep = false;
      let contentComment = null;
      if (doc.contents) {
        if (identity.isNode(doc.contents)) {
          if (doc.contents.spaceBefore && hasDirectives)
            lines.push("");
          if (doc.contents.commentBefore) {
            const cs = commentString(doc.contents.commentBefore);
            lines.push(stringifyComment.indentComment(cs, ""));
          }
          ctx.forceBlockIndent = !!doc.comment;
          contentComment = doc.contents.comment;
        }
        const onChompKeep = contentComment ? void 0 : () => chompKeep = true;
        let body2 = stringify.stringify(doc.contents, ctx, () => contentComment = null, onChompKeep);
        if (contentComment)
          body2 += stringifyComment.lineComment(body2, "", commentString(contentComment));
        if ((body2[0] === "|" || body2[0] === ">") && lines[lines.length - 1] === "---") {
          lines[lines.length - 1] = `--- ${body2}`;
        } else
          lines.push(body2);
      } else {
        lines.push(stringify.stringify(doc.contents, ctx));
      }
      if (doc.directives?.docEnd) {
        if (doc.comment) {
          const cs = commentString(doc.comment);
          if (cs.includes("\n")) {
            lines.push("...");
            lines.push(stringifyComment.indentComment(cs, ""));
          } else {
            lines.push(`... ${cs}`);
          }
        } else {
          lines.push("...");
        }
      } else {
        let dc = doc.comment;
        if (dc && chompKeep)
          dc = dc.replace(/^\n+/, "");
        if (dc) {
          if ((!chompKeep || contentComment) && lines[lines.length - 1] !== "")
            lines.push("");
          lines.push(stringifyComment.indentComment(commentString(dc), ""));
        }
      }
      return lines.join("\n") + "\n";
    }
    exports.stringifyDocument = stringifyDocument;
  }
});

// node_modules/yaml/dist/doc/Document.js
var require_Document = __commonJS({
  "node_modules/yaml/dist/doc/Document.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var Collection = require_Collection();
    var identity = require_identity();
    var Pair = require_Pair();
    var toJS = require_toJS();
    var Schema = require_Schema();
    var stringifyDocument = require_stringifyDocument();
    var anchors = require_anchors();
    var applyReviver = require_applyReviver();
    var createNode = require_createNode();
    var directives = require_directives();
    var Document = class _Document {
      constructor(value, replacer, options) {
        this.commentBefore = null;
        this.comment = null;
        this.errors = [];
        this.warnings = [];
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.DOC });
        let _replacer = null;
        if (typeof replacer === "function" || Array.isArray(replacer)) {
          _replacer = replacer;
        } else if (options === void 0 && replacer) {
          options = replacer;
          replacer = void 0;
        }
        const opt = Object.assign({
          intAsBigInt: false,
          keepSourceTokens: false,
          logLevel: "warn",
          prettyErrors: true,
          strict: true,
          stringKeys: false,
          uniqueKeys: true,
          version: "1.2"
        }, options);
        this.options = opt;
        let { version } = opt;
        if (options?._directives) {
          this.directives = options._directives.atDocument();
          if (this.directives.yaml.explicit)
            version = this.directives.yaml.version;
        } else
          this.directives = new directives.Directives({ version });
        this.setSchema(version, options);
        this.contents = value === void 0 ? null : this.createNode(value, _replacer, options);
      }
      /**
       * Create a deep copy of this Document and its contents.
       *
       * Custom Node values that inherit from `Object` still refer to their original instances.
       */
      clone() {
        const copy = Object.create(_Document.prototype, {
          [identity.NODE_TYPE]: { value: identity.DOC }
        });
        copy.commentBefore = this.commentBefore;
        copy.comment = this.comment;
        copy.errors = this.errors.slice();
        copy.warnings = this.warnings.slice();
        copy.options = Object.assign({}, this.options);
        if (this.directives)
          copy.directives = this.directives.clone();
        copy.schema = this.schema.clone();
        copy.contents = identity.isNode(this.contents) ? this.contents.clone(copy.schema) : this.contents;
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /** Adds a value to the document. */
      add(value) {
        if (assertCollection(this.contents))
          this.contents.add(value);
      }
      /** Adds a value to the document. */
      addIn(path13, value) {
        if (assertCollection(this.contents))
          this.contents.addIn(path13, value);
      }
      /**
       * Create a new `Alias` node, ensuring that the target `node` has the required anchor.
       *
       * If `node` already has an anchor, `name` is ignored.
       * Otherwise, the `node.anchor` value will be set to `name`,
       * or if an anchor with that name is already present in the document,
       * `name` will be used as a prefix for a new unique anchor.
       * If `name` is undefined, the generated anchor will use 'a' as a prefix.
       */
      createAlias(node, name2) {
        if (!node.anchor) {
          const prev = anchors.anchorNames(this);
          node.anchor = // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          !name2 || prev.has(name2) ? anchors.findNewAnchor(name2 || "a", prev) : name2;
        }
        return new Alias.Alias(node.anchor);
      }
      createNode(value, replacer, options) {
        let _replacer = void 0;
        if (typeof replacer === "function") {
          value = replacer.call({ "": value }, "", value);
          _replacer = replacer;
        } else if (Array.isArray(replacer)) {
          const keyToStr = (v) => typeof v === "number" || v instanceof String || v instanceof Number;
          const asStr = replacer.filter(keyToStr).map(String);
          if (asStr.length > 0)
            replacer = replacer.concat(asStr);
          _replacer = replacer;
        } else if (options === void 0 && replacer) {
          options = replacer;
          replacer = void 0;
        }
        const { aliasDuplicateObjects, anchorPrefix, flow, keepUndefined, onTagObj, tag } = options ?? {};
        const { onAnchor, setAnchors, sourceObjects } = anchors.createNodeAnchors(
          this,
          // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          anchorPrefix || "a"
        );
        const ctx = {
          aliasDuplicateObjects: aliasDuplicateObjects ?? true,
          keepUndefined: keepUndefined ?? false,
          onAnchor,
          onTagObj,
          replacer: _replacer,
          schema: this.schema,
          sourceObjects
        };
        const node = createNode.createNode(value, tag, ctx);
        if (flow && identity.isCollection(node))
          node.flow = true;
        setAnchors();
        return node;
      }
      /**
       * Convert a key and a value into a `Pair` using the current schema,
       * recursively wrapping all values as `Scalar` or `Collection` nodes.
       */
      createPair(key, value, options = {}) {
        const k = this.createNode(key, null, options);
        const v = this.createNode(value, null, options);
        return new Pair.Pair(k, v);
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      delete(key) {
        return assertCollection(this.contents) ? this.contents.delete(key) : false;
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path13) {
        if (Collection.isEmptyPath(path13)) {
          if (this.contents == null)
            return false;
          this.contents = null;
          return true;
        }
        return assertCollection(this.contents) ? this.contents.deleteIn(path13) : false;
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      get(key, keepScalar) {
        return identity.isCollection(this.contents) ? this.contents.get(key, keepScalar) : void 0;
      }
      /**
       * Returns item at `path`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path13, keepScalar) {
        if (Collection.isEmptyPath(path13))
          return !keepScalar && identity.isScalar(this.contents) ? this.contents.value : this.contents;
        return identity.isCollection(this.contents) ? this.contents.getIn(path13, keepScalar) : void 0;
      }
      /**
       * Checks if the document includes a value with the key `key`.
       */
      has(key) {
        return identity.isCollection(this.contents) ? this.contents.has(key) : false;
      }
      /**
       * Checks if the document includes a value at `path`.
       */
      hasIn(path13) {
        if (Collection.isEmptyPath(path13))
          return this.contents !== void 0;
        return identity.isCollection(this.contents) ? this.contents.hasIn(path13) : false;
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      set(key, value) {
        if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, [key], value);
        } else if (assertCollection(this.contents)) {
          this.contents.set(key, value);
        }
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path13, value) {
        if (Collection.isEmptyPath(path13)) {
          this.contents = value;
        } else if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, Array.from(path13), value);
        } else if (assertCollection(this.contents)) {
          this.contents.setIn(path13, value);
        }
      }
      /**
       * Change the YAML version and schema used by the document.
       * A `null` version disables support for directives, explicit tags, anchors, and aliases.
       * It also requires the `schema` option to be given as a `Schema` instance value.
       *
       * Overrides all previously set schema options.
       */
      setSchema(version, options = {}) {
        if (typeof version === "number")
          version = String(version);
        let opt;
        switch (version) {
          case "1.1":
            if (this.directives)
              this.directives.yaml.version = "1.1";
            else
              this.directives = new directives.Directives({ version: "1.1" });
            opt = { resolveKnownTags: false, schema: "yaml-1.1" };
            break;
          case "1.2":
          case "next":
            if (this.directives)
              this.directives.yaml.version = version;
            else
              this.directives = new directives.Directives({ version });
            opt = { resolveKnownTags: true, schema: "core" };
            break;
          case null:
            if (this.directives)
              delete this.directives;
            opt = null;
            break;
          default: {
            const sv = JSON.stringify(version);
            throw new Error(`Expected '1.1', '1.2' or null as first argument, but found: ${sv}`);
          }
        }
        if (options.schema instanceof Object)
          this.schema = options.schema;
        else if (opt)
          this.schema = new Schema.Schema(Object.assign(opt, options));
        else
          throw new Error(`With a null YAML version, the { schema: Schema } option is required`);
      }
      // json & jsonArg are only used from toJSON()
      toJS({ json, jsonArg, mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc: this,
          keep: !json,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this.contents, jsonArg ?? "", ctx);
        if (typeof onAnchor === "function")
          for (const { count, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
      /**
       * A JSON representation of the document `contents`.
       *
       * @param jsonArg Used by `JSON.stringify` to indicate the array index or
       *   property name.
       */
      toJSON(jsonArg, onAnchor) {
        return this.toJS({ json: true, jsonArg, mapAsMap: false, onAnchor });
      }
      /** A YAML representation of the document. */
      toString(options = {}) {
        if (this.errors.length > 0)
          throw new Error("Document with errors cannot be stringified");
        if ("indent" in options && (!Number.isInteger(options.indent) || Number(options.indent) <= 0)) {
          const s = JSON.stringify(options.indent);
          throw new Error(`"indent" option must be a positive integer, not ${s}`);
        }
        return stringifyDocument.stringifyDocument(this, options);
      }
    };
    function assertCollection(contents) {
      if (identity.isCollection(contents))
        return true;
      throw new Error("Expected a YAML collection as document contents");
    }
    exports.Document = Document;
  }
});

// node_modules/yaml/dist/errors.js
var require_errors = __commonJS({
  "node_modules/yaml/dist/errors.js"(exports) {
    "use strict";
    var YAMLError = class extends Error {
      constructor(name2, pos, code2, message) {
        super();
        this.name = name2;
        this.code = code2;
        this.message = message;
        this.pos = pos;
      }
    };
    var YAMLParseError = class extends YAMLError {
      constructor(pos, code2, message) {
        super("YAMLParseError", pos, code2, message);
      }
    };
    var YAMLWarning = class extends YAMLError {
      constructor(pos, code2, message) {
        super("YAMLWarning", pos, code2, message);
      }
    };
    var prettifyError = (src, lc) => (error) => {
      if (error.pos[0] === -1)
        return;
      error.linePos = error.pos.map((pos) => lc.linePos(pos));
      const { line, col } = error.linePos[0];
      error.message += ` at line ${line}, column ${col}`;
      let ci = col - 1;
      let lineStr = src.substring(lc.lineStarts[line - 1], lc.lineStarts[line]).replace(/[\n\r]+$/, "");
      if (ci >= 60 && lineStr.length > 80) {
        const trimStart = Math.min(ci - 39, lineStr.length - 79);
        lineStr = "\u2026" + lineStr.substring(trimStart);
        ci -= trimStart - 1;
      }
      if (lineStr.length > 80)
        lineStr = lineStr.substring(0, 79) + "\u2026";
      if (line > 1 && /^ *$/.test(lineStr.substring(0, ci))) {
        let prev = src.substring(lc.lineStarts[line - 2], lc.lineStarts[line - 1]);
        if (prev.length > 80)
          prev = prev.substring(0, 79) + "\u2026\n";
        lineStr = prev + lineStr;
      }
      if (/[^ ]/.test(lineStr)) {
        let count = 1;
        const end = error.linePos[1];
        if (end?.line === line && end.col > col) {
          count = Math.max(1, Math.min(end.col - col, 80 - ci));
        }
        const pointer = " ".repeat(ci) + "^".repeat(count);
        error.message += `:

${lineStr}
${pointer}
`;
      }
    };
    exports.YAMLError = YAMLError;
    exports.YAMLParseError = YAMLParseError;
    exports.YAMLWarning = YAMLWarning;
    exports.prettifyError = prettifyError;
  }
});

// node_modules/yaml/dist/compose/resolve-props.js
var require_resolve_props = __commonJS({
  "node_modules/yaml/dist/compose/resolve-props.js"(exports) {
    "use strict";
    function resolveProps(tokens, { flow, indicator, next, offset, onError, parentIndent, startOnNewline }) {
      let spaceBefore = false;
      let atNewline = startOnNewline;
      let hasSpace = startOnNewline;
      let comment = "";
      let commentSep = "";
      let hasNewline = false;
      let reqSpace = false;
      let tab = null;
      let anchor = null;
      let tag = null;
      let newlineAfterProp = null;
      let comma = null;
      let found = null;
      let start2 = null;
      for (const token of tokens) {
        if (reqSpace) {
          if (token.type !== "space" && token.type !== "newline" && token.type !== "comma")
            onError(token.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
          reqSpace = false;
        }
        if (tab) {
          if (atNewline && token.type !== "comment" && token.type !== "newline") {
            onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
          }
          tab = null;
        }
        switch (token.type) {
          case "space":
            if (!flow && (indicator !== "doc-start" || next?.type !== "flow-collection") && token.source.includes("	")) {
              tab = token;
            }
            hasSpace = true;
            break;
          case "comment": {
            if (!hasSpace)
              onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
            const cb = token.source.substring(1) || " ";
            if (!comment)
              comment = cb;
            else
              comment += commentSep + cb;
            commentSep = "";
            atNewline = false;
            break;
          }
          case "newline":
            if (atNewline) {
              if (comment)
                comment += token.source;
              else if (!found || indicator !== "seq-item-ind")
                spaceBefore = true;
            } else
              commentSep += token.source;
            atNewline = true;
            hasNewline = true;
            if (anchor || tag)
              newlineAfterProp = token;
            hasSpace = true;
            break;
          case "anchor":
            if (anchor)
              onError(token, "MULTIPLE_ANCHORS", "A node can have at most one anchor");
            if (token.source.endsWith(":"))
              onError(token.offset + token.source.length - 1, "BAD_ALIAS", "Anchor ending in : is ambiguous", true);
            anchor = token;
            start2 ?? (start2 = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          case "tag": {
            if (tag)
              onError(token, "MULTIPLE_TAGS", "A node can have at most one tag");
            tag = token;
            start2 ?? (start2 = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          }
          case indicator:
            if (anchor || tag)
              onError(token, "BAD_PROP_ORDER", `Anchors and tags must be after the ${token.source} indicator`);
            if (found)
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.source} in ${flow ?? "collection"}`);
            found = token;
            atNewline = indicator === "seq-item-ind" || indicator === "explicit-key-ind";
            hasSpace = false;
            break;
          case "comma":
            if (flow) {
              if (comma)
                onError(token, "UNEXPECTED_TOKEN", `Unexpected , in ${flow}`);
              comma = token;
              atNewline = false;
              hasSpace = false;
              break;
            }
          // else fallthrough
          default:
            onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.type} token`);
            atNewline = false;
            hasSpace = false;
        }
      }
      const last = tokens[tokens.length - 1];
      const end = last ? last.offset + last.source.length : offset;
      if (reqSpace && next && next.type !== "space" && next.type !== "newline" && next.type !== "comma" && (next.type !== "scalar" || next.source !== "")) {
        onError(next.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
      }
      if (tab && (atNewline && tab.indent <= parentIndent || next?.type === "block-map" || next?.type === "block-seq"))
        onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
      return {
        comma,
        found,
        spaceBefore,
        comment,
        hasNewline,
        anchor,
        tag,
        newlineAfterProp,
        end,
        start: start2 ?? end
      };
    }
    exports.resolveProps = resolveProps;
  }
});

// node_modules/yaml/dist/compose/util-contains-newline.js
var require_util_contains_newline = __commonJS({
  "node_modules/yaml/dist/compose/util-contains-newline.js"(exports) {
    "use strict";
    function containsNewline(key) {
      if (!key)
        return null;
      switch (key.type) {
        case "alias":
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          if (key.source.includes("\n"))
            return true;
          if (key.end) {
            for (const st of key.end)
              if (st.type === "newline")
                return true;
          }
          return false;
        case "flow-collection":
          for (const it of key.items) {
            for (const st of it.start)
              if (st.type === "newline")
                return true;
            if (it.sep) {
              for (const st of it.sep)
                if (st.type === "newline")
                  return true;
            }
            if (containsNewline(it.key) || containsNewline(it.value))
              return true;
          }
          return false;
        default:
          return true;
      }
    }
    exports.containsNewline = containsNewline;
  }
});

// node_modules/yaml/dist/compose/util-flow-indent-check.js
var require_util_flow_indent_check = __commonJS({
  "node_modules/yaml/dist/compose/util-flow-indent-check.js"(exports) {
    "use strict";
    var utilContainsNewline = require_util_contains_newline();
    function flowIndentCheck(indent, fc, onError) {
      if (fc?.type === "flow-collection") {
        const end = fc.end[0];
        if (end.indent === indent && (end.source === "]" || end.source === "}") && utilContainsNewline.containsNewline(fc)) {
          const msg = "Flow end indicator should be more indented than parent";
          onError(end, "BAD_INDENT", msg, true);
        }
      }
    }
    exports.flowIndentCheck = flowIndentCheck;
  }
});

// node_modules/yaml/dist/compose/util-map-includes.js
var require_util_map_includes = __commonJS({
  "node_modules/yaml/dist/compose/util-map-includes.js"(exports) {
    "use strict";
    var identity = require_identity();
    function mapIncludes(ctx, items, search) {
      const { uniqueKeys } = ctx.options;
      if (uniqueKeys === false)
        return false;
      const isEqual = typeof uniqueKeys === "function" ? uniqueKeys : (a, b) => a === b || identity.isScalar(a) && identity.isScalar(b) && a.value === b.value;
      return items.some((pair) => isEqual(pair.key, search));
    }
    exports.mapIncludes = mapIncludes;
  }
});

// node_modules/yaml/dist/compose/resolve-block-map.js
var require_resolve_block_map = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-map.js"(exports) {
    "use strict";
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    var utilMapIncludes = require_util_map_includes();
    var startColMsg = "All mapping items must start at the same column";
    function resolveBlockMap({ composeNode, composeEmptyNode }, ctx, bm, onError, tag) {
      const NodeClass = tag?.nodeClass ?? YAMLMap.YAMLMap;
      const map = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      let offset = bm.offset;
      let commentEnd = null;
      for (const collItem of bm.items) {
        const { start: start2, key, sep, value } = collItem;
        const keyProps = resolveProps.resolveProps(start2, {
          indicator: "explicit-key-ind",
          next: key ?? sep?.[0],
          offset,
          onError,
          parentIndent: bm.indent,
          startOnNewline: true
        });
        const implicitKey = !keyProps.found;
        if (implicitKey) {
          if (key) {
            if (key.type === "block-seq")
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "A block sequence may not be used as an implicit map key");
            else if ("indent" in key && key.indent !== bm.indent)
              onError(offset, "BAD_INDENT", startColMsg);
          }
          if (!keyProps.anchor && !keyProps.tag && !sep) {
            commentEnd = keyProps.end;
            if (keyProps.comment) {
              if (map.comment)
                map.comment += "\n" + keyProps.comment;
              else
                map.comment = keyProps.comment;
            }
            continue;
          }
          if (keyProps.newlineAfterProp || utilContainsNewline.containsNewline(key)) {
            onError(key ?? start2[start2.length - 1], "MULTILINE_IMPLICIT_KEY", "Implicit keys need to be on a single line");
          }
        } else if (keyProps.found?.indent !== bm.indent) {
          onError(offset, "BAD_INDENT", startColMsg);
        }
        ctx.atKey = true;
        const keyStart = keyProps.end;
        const keyNode = key ? composeNode(ctx, key, keyProps, onError) : composeEmptyNode(ctx, keyStart, start2, null, keyProps, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bm.indent, key, onError);
        ctx.atKey = false;
        if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
          onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
        const valueProps = resolveProps.resolveProps(sep ?? [], {
          indicator: "map-value-ind",
          next: value,
          offset: keyNode.range[2],
          onError,
          parentIndent: bm.indent,
          startOnNewline: !key || key.type === "block-scalar"
        });
        offset = valueProps.end;
        if (valueProps.found) {
          if (implicitKey) {
            if (value?.type === "block-map" && !valueProps.hasNewline)
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "Nested mappings are not allowed in compact mappings");
            if (ctx.options.strict && keyProps.start < valueProps.found.offset - 1024)
              onError(keyNode.range, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit block mapping key");
          }
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : composeEmptyNode(ctx, offset, sep, null, valueProps, onError);
          if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bm.indent, value, onError);
          offset = valueNode.range[2];
          const pair = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          map.items.push(pair);
        } else {
          if (implicitKey)
            onError(keyNode.range, "MISSING_CHAR", "Implicit map keys need to be followed by map values");
          if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair = new Pair.Pair(keyNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          map.items.push(pair);
        }
      }
      if (commentEnd && commentEnd < offset)
        onError(commentEnd, "IMPOSSIBLE", "Map comment with trailing content");
      map.range = [bm.offset, offset, commentEnd ?? offset];
      return map;
    }
    exports.resolveBlockMap = resolveBlockMap;
  }
});

// node_modules/yaml/dist/compose/resolve-block-seq.js
var require_resolve_block_seq = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-seq.js"(exports) {
    "use strict";
    var YAMLSeq = require_YAMLSeq();
    var resolveProps = require_resolve_props();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    function resolveBlockSeq({ composeNode, composeEmptyNode }, ctx, bs, onError, tag) {
      const NodeClass = tag?.nodeClass ?? YAMLSeq.YAMLSeq;
      const seq = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = bs.offset;
      let commentEnd = null;
      for (const { start: start2, value } of bs.items) {
        const props = resolveProps.resolveProps(start2, {
          indicator: "seq-item-ind",
          next: value,
          offset,
          onError,
          parentIndent: bs.indent,
          startOnNewline: true
        });
        if (!props.found) {
          if (props.anchor || props.tag || value) {
            if (value?.type === "block-seq")
              onError(props.end, "BAD_INDENT", "All sequence items must start at the same column");
            else
              onError(offset, "MISSING_CHAR", "Sequence item without - indicator");
          } else {
            commentEnd = props.end;
            if (props.comment)
              seq.comment = props.comment;
            continue;
          }
        }
        const node = value ? composeNode(ctx, value, props, onError) : composeEmptyNode(ctx, props.end, start2, null, props, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bs.indent, value, onError);
        offset = node.range[2];
        seq.items.push(node);
      }
      seq.range = [bs.offset, offset, commentEnd ?? offset];
      return seq;
    }
    exports.resolveBlockSeq = resolveBlockSeq;
  }
});

// node_modules/yaml/dist/compose/resolve-end.js
var require_resolve_end = __commonJS({
  "node_modules/yaml/dist/compose/resolve-end.js"(exports) {
    "use strict";
    function resolveEnd(end, offset, reqSpace, onError) {
      let comment = "";
      if (end) {
        let hasSpace = false;
        let sep = "";
        for (const token of end) {
          const { source, type } = token;
          switch (type) {
            case "space":
              hasSpace = true;
              break;
            case "comment": {
              if (reqSpace && !hasSpace)
                onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
              const cb = source.substring(1) || " ";
              if (!comment)
                comment = cb;
              else
                comment += sep + cb;
              sep = "";
              break;
            }
            case "newline":
              if (comment)
                sep += source;
              hasSpace = true;
              break;
            default:
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${type} at node end`);
          }
          offset += source.length;
        }
      }
      return { comment, offset };
    }
    exports.resolveEnd = resolveEnd;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-collection.js
var require_resolve_flow_collection = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-collection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilMapIncludes = require_util_map_includes();
    var blockMsg = "Block collections are not allowed within flow collections";
    var isBlock = (token) => token && (token.type === "block-map" || token.type === "block-seq");
    function resolveFlowCollection({ composeNode, composeEmptyNode }, ctx, fc, onError, tag) {
      const isMap = fc.start.source === "{";
      const fcName = isMap ? "flow map" : "flow sequence";
      const NodeClass = tag?.nodeClass ?? (isMap ? YAMLMap.YAMLMap : YAMLSeq.YAMLSeq);
      const coll = new NodeClass(ctx.schema);
      coll.flow = true;
      const atRoot = ctx.atRoot;
      if (atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = fc.offset + fc.start.source.length;
      for (let i2 = 0; i2 < fc.items.length; ++i2) {
        const collItem = fc.items[i2];
        const { start: start2, key, sep, value } = collItem;
        const props = resolveProps.resolveProps(start2, {
          flow: fcName,
          indicator: "explicit-key-ind",
          next: key ?? sep?.[0],
          offset,
          onError,
          parentIndent: fc.indent,
          startOnNewline: false
        });
        if (!props.found) {
          if (!props.anchor && !props.tag && !sep && !value) {
            if (i2 === 0 && props.comma)
              onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
            else if (i2 < fc.items.length - 1)
              onError(props.start, "UNEXPECTED_TOKEN", `Unexpected empty item in ${fcName}`);
            if (props.comment) {
              if (coll.comment)
                coll.comment += "\n" + props.comment;
              else
                coll.comment = props.comment;
            }
            offset = props.end;
            continue;
          }
          if (!isMap && ctx.options.strict && utilContainsNewline.containsNewline(key))
            onError(
              key,
              // checked by containsNewline()
              "MULTILINE_IMPLICIT_KEY",
              "Implicit keys of flow sequence pairs need to be on a single line"
            );
        }
        if (i2 === 0) {
          if (props.comma)
            onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
        } else {
          if (!props.comma)
            onError(props.start, "MISSING_CHAR", `Missing , between ${fcName} items`);
          if (props.comment) {
            let prevItemComment = "";
            loop: for (const st of start2) {
              switch (st.type) {
                case "comma":
                case "space":
                  break;
                case "comment":
                  prevItemComment = st.source.substring(1);
                  break loop;
                default:
                  break loop;
              }
            }
            if (prevItemComment) {
              let prev = coll.items[coll.items.length - 1];
              if (identity.isPair(prev))
                prev = prev.value ?? prev.key;
              if (prev.comment)
                prev.comment += "\n" + prevItemComment;
              else
                prev.comment = prevItemComment;
              props.comment = props.comment.substring(prevItemComment.length + 1);
            }
          }
        }
        if (!isMap && !sep && !props.found) {
          const valueNode = value ? composeNode(ctx, value, props, onError) : composeEmptyNode(ctx, props.end, sep, null, props, onError);
          coll.items.push(valueNode);
          offset = valueNode.range[2];
          if (isBlock(value))
            onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
        } else {
          ctx.atKey = true;
          const keyStart = props.end;
          const keyNode = key ? composeNode(ctx, key, props, onError) : composeEmptyNode(ctx, keyStart, start2, null, props, onError);
          if (isBlock(key))
            onError(keyNode.range, "BLOCK_IN_FLOW", blockMsg);
          ctx.atKey = false;
          const valueProps = resolveProps.resolveProps(sep ?? [], {
            flow: fcName,
            indicator: "map-value-ind",
            next: value,
            offset: keyNode.range[2],
            onError,
            parentIndent: fc.indent,
            startOnNewline: false
          });
          if (valueProps.found) {
            if (!isMap && !props.found && ctx.options.strict) {
              if (sep)
                for (const st of sep) {
                  if (st === valueProps.found)
                    break;
                  if (st.type === "newline") {
                    onError(st, "MULTILINE_IMPLICIT_KEY", "Implicit keys of flow sequence pairs need to be on a single line");
                    break;
                  }
                }
              if (props.start < valueProps.found.offset - 1024)
                onError(valueProps.found, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit flow sequence key");
            }
          } else if (value) {
            if ("source" in value && value.source?.[0] === ":")
              onError(value, "MISSING_CHAR", `Missing space after : in ${fcName}`);
            else
              onError(valueProps.start, "MISSING_CHAR", `Missing , or : between ${fcName} items`);
          }
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : valueProps.found ? composeEmptyNode(ctx, valueProps.end, sep, null, valueProps, onError) : null;
          if (valueNode) {
            if (isBlock(value))
              onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
          } else if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          if (isMap) {
            const map = coll;
            if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
              onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
            map.items.push(pair);
          } else {
            const map = new YAMLMap.YAMLMap(ctx.schema);
            map.flow = true;
            map.items.push(pair);
            const endRange = (valueNode ?? keyNode).range;
            map.range = [keyNode.range[0], endRange[1], endRange[2]];
            coll.items.push(map);
          }
          offset = valueNode ? valueNode.range[2] : valueProps.end;
        }
      }
      const expectedEnd = isMap ? "}" : "]";
      const [ce, ...ee] = fc.end;
      let cePos = offset;
      if (ce?.source === expectedEnd)
        cePos = ce.offset + ce.source.length;
      else {
        const name2 = fcName[0].toUpperCase() + fcName.substring(1);
        const msg = atRoot ? `${name2} must end with a ${expectedEnd}` : `${name2} in block collection must be sufficiently indented and end with a ${expectedEnd}`;
        onError(offset, atRoot ? "MISSING_CHAR" : "BAD_INDENT", msg);
        if (ce && ce.source.length !== 1)
          ee.unshift(ce);
      }
      if (ee.length > 0) {
        const end = resolveEnd.resolveEnd(ee, cePos, ctx.options.strict, onError);
        if (end.comment) {
          if (coll.comment)
            coll.comment += "\n" + end.comment;
          else
            coll.comment = end.comment;
        }
        coll.range = [fc.offset, cePos, end.offset];
      } else {
        coll.range = [fc.offset, cePos, cePos];
      }
      return coll;
    }
    exports.resolveFlowCollection = resolveFlowCollection;
  }
});

// node_modules/yaml/dist/compose/compose-collection.js
var require_compose_collection = __commonJS({
  "node_modules/yaml/dist/compose/compose-collection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveBlockMap = require_resolve_block_map();
    var resolveBlockSeq = require_resolve_block_seq();
    var resolveFlowCollection = require_resolve_flow_collection();
    function resolveCollection(CN, ctx, token, onError, tagName, tag) {
      const coll = token.type === "block-map" ? resolveBlockMap.resolveBlockMap(CN, ctx, token, onError, tag) : token.type === "block-seq" ? resolveBlockSeq.resolveBlockSeq(CN, ctx, token, onError, tag) : resolveFlowCollection.resolveFlowCollection(CN, ctx, token, onError, tag);
      const Coll = coll.constructor;
      if (tagName === "!" || tagName === Coll.tagName) {
        coll.tag = Coll.tagName;
        return coll;
      }
      if (tagName)
        coll.tag = tagName;
      return coll;
    }
    function composeCollection(CN, ctx, token, props, onError) {
      const tagToken = props.tag;
      const tagName = !tagToken ? null : ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg));
      if (token.type === "block-seq") {
        const { anchor, newlineAfterProp: nl } = props;
        const lastProp = anchor && tagToken ? anchor.offset > tagToken.offset ? anchor : tagToken : anchor ?? tagToken;
        if (lastProp && (!nl || nl.offset < lastProp.offset)) {
          const message = "Missing newline after block sequence props";
          onError(lastProp, "MISSING_CHAR", message);
        }
      }
      const expType = token.type === "block-map" ? "map" : token.type === "block-seq" ? "seq" : token.start.source === "{" ? "map" : "seq";
      if (!tagToken || !tagName || tagName === "!" || tagName === YAMLMap.YAMLMap.tagName && expType === "map" || tagName === YAMLSeq.YAMLSeq.tagName && expType === "seq") {
        return resolveCollection(CN, ctx, token, onError, tagName);
      }
      let tag = ctx.schema.tags.find((t) => t.tag === tagName && t.collection === expType);
      if (!tag) {
        const kt = ctx.schema.knownTags[tagName];
        if (kt?.collection === expType) {
          ctx.schema.tags.push(Object.assign({}, kt, { default: false }));
          tag = kt;
        } else {
          if (kt) {
            onError(tagToken, "BAD_COLLECTION_TYPE", `${kt.tag} used for ${expType} collection, but expects ${kt.collection ?? "scalar"}`, true);
          } else {
            onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, true);
          }
          return resolveCollection(CN, ctx, token, onError, tagName);
        }
      }
      const coll = resolveCollection(CN, ctx, token, onError, tagName, tag);
      const res = tag.resolve?.(coll, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg), ctx.options) ?? coll;
      const node = identity.isNode(res) ? res : new Scalar.Scalar(res);
      node.range = coll.range;
      node.tag = tagName;
      if (tag?.format)
        node.format = tag.format;
      return node;
    }
    exports.composeCollection = composeCollection;
  }
});

// node_modules/yaml/dist/compose/resolve-block-scalar.js
var require_resolve_block_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-scalar.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    function resolveBlockScalar(ctx, scalar, onError) {
      const start2 = scalar.offset;
      const header = parseBlockScalarHeader(scalar, ctx.options.strict, onError);
      if (!header)
        return { value: "", type: null, comment: "", range: [start2, start2, start2] };
      const type = header.mode === ">" ? Scalar.Scalar.BLOCK_FOLDED : Scalar.Scalar.BLOCK_LITERAL;
      const lines = scalar.source ? splitLines(scalar.source) : [];
      let chompStart = lines.length;
      for (let i2 = lines.length - 1; i2 >= 0; --i2) {
        const content = lines[i2][1];
        if (content === "" || content === "\r")
          chompStart = i2;
        else
          break;
      }
      if (chompStart === 0) {
        const value2 = header.chomp === "+" && lines.length > 0 ? "\n".repeat(Math.max(1, lines.length - 1)) : "";
        let end2 = start2 + header.length;
        if (scalar.source)
          end2 += scalar.source.length;
        return { value: value2, type, comment: header.comment, range: [start2, end2, end2] };
      }
      let trimIndent = scalar.indent + header.indent;
      let offset = scalar.offset + header.length;
      let contentStart = 0;
      for (let i2 = 0; i2 < chompStart; ++i2) {
        const [indent, content] = lines[i2];
        if (content === "" || content === "\r") {
          if (header.indent === 0 && indent.length > trimIndent)
            trimIndent = indent.length;
        } else {
          if (indent.length < trimIndent) {
            const message = "Block scalars with more-indented leading empty lines must use an explicit indentation indicator";
            onError(offset + indent.length, "MISSING_CHAR", message);
          }
          if (header.indent === 0)
            trimIndent = indent.length;
          contentStart = i2;
          if (trimIndent === 0 && !ctx.atRoot) {
            const message = "Block scalar values in collections must be indented";
            onError(offset, "BAD_INDENT", message);
          }
          break;
        }
        offset += indent.length + content.length + 1;
      }
      for (let i2 = lines.length - 1; i2 >= chompStart; --i2) {
        if (lines[i2][0].length > trimIndent)
          chompStart = i2 + 1;
      }
      let value = "";
      let sep = "";
      let prevMoreIndented = false;
      for (let i2 = 0; i2 < contentStart; ++i2)
        value += lines[i2][0].slice(trimIndent) + "\n";
      for (let i2 = contentStart; i2 < chompStart; ++i2) {
        let [indent, content] = lines[i2];
        offset += indent.length + content.length + 1;
        const crlf = content[content.length - 1] === "\r";
        if (crlf)
          content = content.slice(0, -1);
        if (content && indent.length < trimIndent) {
          const src = header.indent ? "explicit indentation indicator" : "first line";
          const message = `Block scalar lines must not be less indented than their ${src}`;
          onError(offset - content.length - (crlf ? 2 : 1), "BAD_INDENT", message);
          indent = "";
        }
        if (type === Scalar.Scalar.BLOCK_LITERAL) {
          value += sep + indent.slice(trimIndent) + content;
          sep = "\n";
        } else if (indent.length > trimIndent || content[0] === "	") {
          if (sep === " ")
            sep = "\n";
          else if (!prevMoreIndented && sep === "\n")
            sep = "\n\n";
          value += sep + indent.slice(trimIndent) + content;
          sep = "\n";
          prevMoreIndented = true;
        } else if (content === "") {
          if (sep === "\n")
            value += "\n";
          else
            sep = "\n";
        } else {
          value += sep + content;
          sep = " ";
          prevMoreIndented = false;
        }
      }
      switch (header.chomp) {
        case "-":
          break;
        case "+":
          for (let i2 = chompStart; i2 < lines.length; ++i2)
            value += "\n" + lines[i2][0].slice(trimIndent);
          if (value[value.length - 1] !== "\n")
            value += "\n";
          break;
        default:
          value += "\n";
      }
      const end = start2 + header.length + scalar.source.length;
      return { value, type, comment: header.comment, range: [start2, end, end] };
    }
    function parseBlockScalarHeader({ offset, props }, strict, onError) {
      if (props[0].type !== "block-scalar-header") {
        onError(props[0], "IMPOSSIBLE", "Block scalar header not found");
        return null;
      }
      const { source } = props[0];
      const mode = source[0];
      let indent = 0;
      let chomp = "";
      let error = -1;
      for (let i2 = 1; i2 < source.length; ++i2) {
        const ch = source[i2];
        if (!chomp && (ch === "-" || ch === "+"))
          chomp = ch;
        else {
          const n = Number(ch);
          if (!indent && n)
            indent = n;
          else if (error === -1)
            error = offset + i2;
        }
      }
      if (error !== -1)
        onError(error, "UNEXPECTED_TOKEN", `Block scalar header includes extra characters: ${source}`);
      let hasSpace = false;
      let comment = "";
      let length = source.length;
      for (let i2 = 1; i2 < props.length; ++i2) {
        const token = props[i2];
        switch (token.type) {
          case "space":
            hasSpace = true;
          // fallthrough
          case "newline":
            length += token.source.length;
            break;
          case "comment":
            if (strict && !hasSpace) {
              const message = "Comments must be separated from other tokens by white space characters";
              onError(token, "MISSING_CHAR", message);
            }
            length += token.source.length;
            comment = token.source.substring(1);
            break;
          case "error":
            onError(token, "UNEXPECTED_TOKEN", token.message);
            length += token.source.length;
            break;
          /* istanbul ignore next should not happen */
          default: {
            const message = `Unexpected token in block scalar header: ${token.type}`;
            onError(token, "UNEXPECTED_TOKEN", message);
            const ts = token.source;
            if (ts && typeof ts === "string")
              length += ts.length;
          }
        }
      }
      return { mode, indent, chomp, comment, length };
    }
    function splitLines(source) {
      const split2 = source.split(/\n( *)/);
      const first = split2[0];
      const m = first.match(/^( *)/);
      const line0 = m?.[1] ? [m[1], first.slice(m[1].length)] : ["", first];
      const lines = [line0];
      for (let i2 = 1; i2 < split2.length; i2 += 2)
        lines.push([split2[i2], split2[i2 + 1]]);
      return lines;
    }
    exports.resolveBlockScalar = resolveBlockScalar;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-scalar.js
var require_resolve_flow_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-scalar.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var resolveEnd = require_resolve_end();
    function resolveFlowScalar(scalar, strict, onError) {
      const { offset, type, source, end } = scalar;
      let _type;
      let value;
      const _onError = (rel, code2, msg) => onError(offset + rel, code2, msg);
      switch (type) {
        case "scalar":
          _type = Scalar.Scalar.PLAIN;
          value = plainValue(source, _onError);
          break;
        case "single-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_SINGLE;
          value = singleQuotedValue(source, _onError);
          break;
        case "double-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_DOUBLE;
          value = doubleQuotedValue(source, _onError);
          break;
        /* istanbul ignore next should not happen */
        default:
          onError(scalar, "UNEXPECTED_TOKEN", `Expected a flow scalar value, but found: ${type}`);
          return {
            value: "",
            type: null,
            comment: "",
            range: [offset, offset + source.length, offset + source.length]
          };
      }
      const valueEnd = offset + source.length;
      const re = resolveEnd.resolveEnd(end, valueEnd, strict, onError);
      return {
        value,
        type: _type,
        comment: re.comment,
        range: [offset, valueEnd, re.offset]
      };
    }
    function plainValue(source, onError) {
      let badChar = "";
      switch (source[0]) {
        /* istanbul ignore next should not happen */
        case "	":
          badChar = "a tab character";
          break;
        case ",":
          badChar = "flow indicator character ,";
          break;
        case "%":
          badChar = "directive indicator character %";
          break;
        case "|":
        case ">": {
          badChar = `block scalar indicator ${source[0]}`;
          break;
        }
        case "@":
        case "`": {
          badChar = `reserved character ${source[0]}`;
          break;
        }
      }
      if (badChar)
        onError(0, "BAD_SCALAR_START", `Plain value cannot start with ${badChar}`);
      return unfoldLines(source);
    }
    function singleQuotedValue(source, onError) {
      if (source[source.length - 1] !== "'" || source.length === 1)
        onError(source.length, "MISSING_CHAR", "Missing closing 'quote");
      return unfoldLines(source.slice(1, -1)).replace(/''/g, "'");
    }
    function unfoldLines(source) {
      const line = /(.*?)\r?\n/sy;
      let match = line.exec(source);
      if (!match)
        return source;
      let trimEnd, trimBoth;
      try {
        trimEnd = new RegExp("(?<![ 	])[ 	]+$");
        trimBoth = new RegExp("^[ 	]+|(?<![ 	])[ 	]+$", "g");
      } catch {
        trimEnd = /[ \t]+$/;
        trimBoth = /^[ \t]+|[ \t]+$/g;
      }
      let res = match[1].replace(trimEnd, "");
      let sep = " ";
      let pos = line.lastIndex;
      while (match = line.exec(source)) {
        const lm = match[1].replace(trimBoth, "");
        if (lm === "") {
          if (sep === "\n")
            res += sep;
          else
            sep = "\n";
        } else {
          res += sep + lm;
          sep = " ";
        }
        pos = line.lastIndex;
      }
      const last = /[ \t]*(.*)/sy;
      last.lastIndex = pos;
      match = last.exec(source);
      return res + sep + (match?.[1] ?? "");
    }
    function doubleQuotedValue(source, onError) {
      let res = "";
      for (let i2 = 1; i2 < source.length - 1; ++i2) {
        const ch = source[i2];
        if (ch === "\r" && source[i2 + 1] === "\n")
          continue;
        if (ch === "\n") {
          const { fold, offset } = foldNewline(source, i2);
          res += fold;
          i2 = offset;
        } else if (ch === "\\") {
          let next = source[++i2];
          const cc = escapeCodes[next];
          if (cc)
            res += cc;
          else if (next === "\n") {
            next = source[i2 + 1];
            while (next === " " || next === "	")
              next = source[++i2 + 1];
          } else if (next === "\r" && source[i2 + 1] === "\n") {
            next = source[++i2 + 1];
            while (next === " " || next === "	")
              next = source[++i2 + 1];
          } else if (next === "x" || next === "u" || next === "U") {
            const length = next === "x" ? 2 : next === "u" ? 4 : 8;
            res += parseCharCode(source, i2 + 1, length, onError);
            i2 += length;
          } else {
            const raw = source.substr(i2 - 1, 2);
            onError(i2 - 1, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
            res += raw;
          }
        } else if (ch === " " || ch === "	") {
          const wsStart = i2;
          let next = source[i2 + 1];
          while (next === " " || next === "	")
            next = source[++i2 + 1];
          if (next !== "\n" && !(next === "\r" && source[i2 + 2] === "\n"))
            res += i2 > wsStart ? source.slice(wsStart, i2 + 1) : ch;
        } else {
          res += ch;
        }
      }
      if (source[source.length - 1] !== '"' || source.length === 1)
        onError(source.length, "MISSING_CHAR", 'Missing closing "quote');
      return res;
    }
    function foldNewline(source, offset) {
      let fold = "";
      let ch = source[offset + 1];
      while (ch === " " || ch === "	" || ch === "\n" || ch === "\r") {
        if (ch === "\r" && source[offset + 2] !== "\n")
          break;
        if (ch === "\n")
          fold += "\n";
        offset += 1;
        ch = source[offset + 1];
      }
      if (!fold)
        fold = " ";
      return { fold, offset };
    }
    var escapeCodes = {
      "0": "\0",
      // null character
      a: "\x07",
      // bell character
      b: "\b",
      // backspace
      e: "\x1B",
      // escape character
      f: "\f",
      // form feed
      n: "\n",
      // line feed
      r: "\r",
      // carriage return
      t: "	",
      // horizontal tab
      v: "\v",
      // vertical tab
      N: "\x85",
      // Unicode next line
      _: "\xA0",
      // Unicode non-breaking space
      L: "\u2028",
      // Unicode line separator
      P: "\u2029",
      // Unicode paragraph separator
      " ": " ",
      '"': '"',
      "/": "/",
      "\\": "\\",
      "	": "	"
    };
    function parseCharCode(source, offset, length, onError) {
      const cc = source.substr(offset, length);
      const ok = cc.length === length && /^[0-9a-fA-F]+$/.test(cc);
      const code2 = ok ? parseInt(cc, 16) : NaN;
      try {
        return String.fromCodePoint(code2);
      } catch {
        const raw = source.substr(offset - 2, length + 2);
        onError(offset - 2, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
        return raw;
      }
    }
    exports.resolveFlowScalar = resolveFlowScalar;
  }
});

// node_modules/yaml/dist/compose/compose-scalar.js
var require_compose_scalar = __commonJS({
  "node_modules/yaml/dist/compose/compose-scalar.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    function composeScalar(ctx, token, tagToken, onError) {
      const { value, type, comment, range: range3 } = token.type === "block-scalar" ? resolveBlockScalar.resolveBlockScalar(ctx, token, onError) : resolveFlowScalar.resolveFlowScalar(token, ctx.options.strict, onError);
      const tagName = tagToken ? ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg)) : null;
      let tag;
      if (ctx.options.stringKeys && ctx.atKey) {
        tag = ctx.schema[identity.SCALAR];
      } else if (tagName)
        tag = findScalarTagByName(ctx.schema, value, tagName, tagToken, onError);
      else if (token.type === "scalar")
        tag = findScalarTagByTest(ctx, value, token, onError);
      else
        tag = ctx.schema[identity.SCALAR];
      let scalar;
      try {
        const res = tag.resolve(value, (msg) => onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg), ctx.options);
        scalar = identity.isScalar(res) ? res : new Scalar.Scalar(res);
      } catch (error) {
        const msg = error instanceof Error ? error.message : String(error);
        onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg);
        scalar = new Scalar.Scalar(value);
      }
      scalar.range = range3;
      scalar.source = value;
      if (type)
        scalar.type = type;
      if (tagName)
        scalar.tag = tagName;
      if (tag.format)
        scalar.format = tag.format;
      if (comment)
        scalar.comment = comment;
      return scalar;
    }
    function findScalarTagByName(schema, value, tagName, tagToken, onError) {
      if (tagName === "!")
        return schema[identity.SCALAR];
      const matchWithTest = [];
      for (const tag of schema.tags) {
        if (!tag.collection && tag.tag === tagName) {
          if (tag.default && tag.test)
            matchWithTest.push(tag);
          else
            return tag;
        }
      }
      for (const tag of matchWithTest)
        if (tag.test?.test(value))
          return tag;
      const kt = schema.knownTags[tagName];
      if (kt && !kt.collection) {
        schema.tags.push(Object.assign({}, kt, { default: false, test: void 0 }));
        return kt;
      }
      onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, tagName !== "tag:yaml.org,2002:str");
      return schema[identity.SCALAR];
    }
    function findScalarTagByTest({ atKey, directives, schema }, value, token, onError) {
      const tag = schema.tags.find((tag2) => (tag2.default === true || atKey && tag2.default === "key") && tag2.test?.test(value)) || schema[identity.SCALAR];
      if (schema.compat) {
        const compat = schema.compat.find((tag2) => tag2.default && tag2.test?.test(value)) ?? schema[identity.SCALAR];
        if (tag.tag !== compat.tag) {
          const ts = directives.tagString(tag.tag);
          const cs = directives.tagString(compat.tag);
          const msg = `Value may be parsed as either ${ts} or ${cs}`;
          onError(token, "TAG_RESOLVE_FAILED", msg, true);
        }
      }
      return tag;
    }
    exports.composeScalar = composeScalar;
  }
});

// node_modules/yaml/dist/compose/util-empty-scalar-position.js
var require_util_empty_scalar_position = __commonJS({
  "node_modules/yaml/dist/compose/util-empty-scalar-position.js"(exports) {
    "use strict";
    function emptyScalarPosition(offset, before, pos) {
      if (before) {
        pos ?? (pos = before.length);
        for (let i2 = pos - 1; i2 >= 0; --i2) {
          let st = before[i2];
          switch (st.type) {
            case "space":
            case "comment":
            case "newline":
              offset -= st.source.length;
              continue;
          }
          st = before[++i2];
          while (st?.type === "space") {
            offset += st.source.length;
            st = before[++i2];
          }
          break;
        }
      }
      return offset;
    }
    exports.emptyScalarPosition = emptyScalarPosition;
  }
});

// node_modules/yaml/dist/compose/compose-node.js
var require_compose_node = __commonJS({
  "node_modules/yaml/dist/compose/compose-node.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var identity = require_identity();
    var composeCollection = require_compose_collection();
    var composeScalar = require_compose_scalar();
    var resolveEnd = require_resolve_end();
    var utilEmptyScalarPosition = require_util_empty_scalar_position();
    var CN = { composeNode, composeEmptyNode };
    function composeNode(ctx, token, props, onError) {
      const atKey = ctx.atKey;
      const { spaceBefore, comment, anchor, tag } = props;
      let node;
      let isSrcToken = true;
      switch (token.type) {
        case "alias":
          node = composeAlias(ctx, token, onError);
          if (anchor || tag)
            onError(token, "ALIAS_PROPS", "An alias node must not specify any properties");
          break;
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "block-scalar":
          node = composeScalar.composeScalar(ctx, token, tag, onError);
          if (anchor)
            node.anchor = anchor.source.substring(1);
          break;
        case "block-map":
        case "block-seq":
        case "flow-collection":
          try {
            node = composeCollection.composeCollection(CN, ctx, token, props, onError);
            if (anchor)
              node.anchor = anchor.source.substring(1);
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            onError(token, "RESOURCE_EXHAUSTION", message);
          }
          break;
        default: {
          const message = token.type === "error" ? token.message : `Unsupported token (type: ${token.type})`;
          onError(token, "UNEXPECTED_TOKEN", message);
          isSrcToken = false;
        }
      }
      node ?? (node = composeEmptyNode(ctx, token.offset, void 0, null, props, onError));
      if (anchor && node.anchor === "")
        onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
      if (atKey && ctx.options.stringKeys && (!identity.isScalar(node) || typeof node.value !== "string" || node.tag && node.tag !== "tag:yaml.org,2002:str")) {
        const msg = "With stringKeys, all keys must be strings";
        onError(tag ?? token, "NON_STRING_KEY", msg);
      }
      if (spaceBefore)
        node.spaceBefore = true;
      if (comment) {
        if (token.type === "scalar" && token.source === "")
          node.comment = comment;
        else
          node.commentBefore = comment;
      }
      if (ctx.options.keepSourceTokens && isSrcToken)
        node.srcToken = token;
      return node;
    }
    function composeEmptyNode(ctx, offset, before, pos, { spaceBefore, comment, anchor, tag, end }, onError) {
      const token = {
        type: "scalar",
        offset: utilEmptyScalarPosition.emptyScalarPosition(offset, before, pos),
        indent: -1,
        source: ""
      };
      const node = composeScalar.composeScalar(ctx, token, tag, onError);
      if (anchor) {
        node.anchor = anchor.source.substring(1);
        if (node.anchor === "")
          onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
      }
      if (spaceBefore)
        node.spaceBefore = true;
      if (comment) {
        node.comment = comment;
        node.range[2] = end;
      }
      return node;
    }
    function composeAlias({ options }, { offset, source, end }, onError) {
      const alias = new Alias.Alias(source.substring(1));
      if (alias.source === "")
        onError(offset, "BAD_ALIAS", "Alias cannot be an empty string");
      if (alias.source.endsWith(":"))
        onError(offset + source.length - 1, "BAD_ALIAS", "Alias ending in : is ambiguous", true);
      const valueEnd = offset + source.length;
      const re = resolveEnd.resolveEnd(end, valueEnd, options.strict, onError);
      alias.range = [offset, valueEnd, re.offset];
      if (re.comment)
        alias.comment = re.comment;
      return alias;
    }
    exports.composeEmptyNode = composeEmptyNode;
    exports.composeNode = composeNode;
  }
});

// node_modules/yaml/dist/compose/compose-doc.js
var require_compose_doc = __commonJS({
  "node_modules/yaml/dist/compose/compose-doc.js"(exports) {
    "use strict";
    var Document = require_Document();
    var composeNode = require_compose_node();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    function composeDoc(options, directives, { offset, start: start2, value, end }, onError) {
      const opts = Object.assign({ _directives: directives }, options);
      const doc = new Document.Document(void 0, opts);
      const ctx = {
        atKey: false,
        atRoot: true,
        directives: doc.directives,
        options: doc.options,
        schema: doc.schema
      };
      const props = resolveProps.resolveProps(start2, {
        indicator: "doc-start",
        next: value ?? end?.[0],
        offset,
        onError,
        parentIndent: 0,
        startOnNewline: true
      });
      if (props.found) {
        doc.directives.docStart = true;
        if (value && (value.type === "block-map" || value.type === "block-seq") && !props.hasNewline)
          onError(props.end, "MISSING_CHAR", "Block collection cannot start on same line with directives-end marker");
      }
      doc.contents = value ? composeNode.composeNode(ctx, value, props, onError) : composeNode.composeEmptyNode(ctx, props.end, start2, null, props, onError);
      const contentEnd = doc.contents.range[2];
      const re = resolveEnd.resolveEnd(end, contentEnd, false, onError);
      if (re.comment)
        doc.comment = re.comment;
      doc.range = [offset, contentEnd, re.offset];
      return doc;
    }
    exports.composeDoc = composeDoc;
  }
});

// node_modules/yaml/dist/compose/composer.js
var require_composer = __commonJS({
  "node_modules/yaml/dist/compose/composer.js"(exports) {
    "use strict";
    var node_process = __require("process");
    var directives = require_directives();
    var Document = require_Document();
    var errors = require_errors();
    var identity = require_identity();
    var composeDoc = require_compose_doc();
    var resolveEnd = require_resolve_end();
    function getErrorPos(src) {
      if (typeof src === "number")
        return [src, src + 1];
      if (Array.isArray(src))
        return src.length === 2 ? src : [src[0], src[1]];
      const { offset, source } = src;
      return [offset, offset + (typeof source === "string" ? source.length : 1)];
    }
    function parsePrelude(prelude) {
      let comment = "";
      let atComment = false;
      let afterEmptyLine = false;
      for (let i2 = 0; i2 < prelude.length; ++i2) {
        const source = prelude[i2];
        switch (source[0]) {
          case "#":
            comment += (comment === "" ? "" : afterEmptyLine ? "\n\n" : "\n") + (source.substring(1) || " ");
            atComment = true;
            afterEmptyLine = false;
            break;
          case "%":
            if (prelude[i2 + 1]?.[0] !== "#")
              i2 += 1;
            atComment = false;
            break;
          default:
            if (!atComment)
              afterEmptyLine = true;
            atComment = false;
        }
      }
      return { comment, afterEmptyLine };
    }
    var Composer = class {
      constructor(options = {}) {
        this.doc = null;
        this.atDirectives = false;
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
        this.onError = (source, code2, message, warning) => {
          const pos = getErrorPos(source);
          if (warning)
            this.warnings.push(new errors.YAMLWarning(pos, code2, message));
          else
            this.errors.push(new errors.YAMLParseError(pos, code2, message));
        };
        this.directives = new directives.Directives({ version: options.version || "1.2" });
        this.options = options;
      }
      decorate(doc, afterDoc) {
        const { comment, afterEmptyLine } = parsePrelude(this.prelude);
        if (comment) {
          const dc = doc.contents;
          if (afterDoc) {
            doc.comment = doc.comment ? `${doc.comment}
${comment}` : comment;
          } else if (afterEmptyLine || doc.directives.docStart || !dc) {
            doc.commentBefore = comment;
          } else if (identity.isCollection(dc) && !dc.flow && dc.items.length > 0) {
            let it = dc.items[0];
            if (identity.isPair(it))
              it = it.key;
            const cb = it.commentBefore;
            it.commentBefore = cb ? `${comment}
${cb}` : comment;
          } else {
            const cb = dc.commentBefore;
            dc.commentBefore = cb ? `${comment}
${cb}` : comment;
          }
        }
        if (afterDoc) {
          for (let i2 = 0; i2 < this.errors.length; ++i2)
            doc.errors.push(this.errors[i2]);
          for (let i2 = 0; i2 < this.warnings.length; ++i2)
            doc.warnings.push(this.warnings[i2]);
        } else {
          doc.errors = this.errors;
          doc.warnings = this.warnings;
        }
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
      }
      /**
       * Current stream status information.
       *
       * Mostly useful at the end of input for an empty stream.
       */
      streamInfo() {
        return {
          comment: parsePrelude(this.prelude).comment,
          directives: this.directives,
          errors: this.errors,
          warnings: this.warnings
        };
      }
      /**
       * Compose tokens into documents.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *compose(tokens, forceDoc = false, endOffset = -1) {
        for (const token of tokens)
          yield* this.next(token);
        yield* this.end(forceDoc, endOffset);
      }
      /** Advance the composer by one CST token. */
      *next(token) {
        if (node_process.env.LOG_STREAM)
          console.dir(token, { depth: null });
        switch (token.type) {
          case "directive":
            this.directives.add(token.source, (offset, message, warning) => {
              const pos = getErrorPos(token);
              pos[0] += offset;
              this.onError(pos, "BAD_DIRECTIVE", message, warning);
            });
            this.prelude.push(token.source);
            this.atDirectives = true;
            break;
          case "document": {
            const doc = composeDoc.composeDoc(this.options, this.directives, token, this.onError);
            if (this.atDirectives && !doc.directives.docStart)
              this.onError(token, "MISSING_CHAR", "Missing directives-end/doc-start indicator line");
            this.decorate(doc, false);
            if (this.doc)
              yield this.doc;
            this.doc = doc;
            this.atDirectives = false;
            break;
          }
          case "byte-order-mark":
          case "space":
            break;
          case "comment":
          case "newline":
            this.prelude.push(token.source);
            break;
          case "error": {
            const msg = token.source ? `${token.message}: ${JSON.stringify(token.source)}` : token.message;
            const error = new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg);
            if (this.atDirectives || !this.doc)
              this.errors.push(error);
            else
              this.doc.errors.push(error);
            break;
          }
          case "doc-end": {
            if (!this.doc) {
              const msg = "Unexpected doc-end without preceding document";
              this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg));
              break;
            }
            this.doc.directives.docEnd = true;
            const end = resolveEnd.resolveEnd(token.end, token.offset + token.source.length, this.doc.options.strict, this.onError);
            this.decorate(this.doc, true);
            if (end.comment) {
              const dc = this.doc.comment;
              this.doc.comment = dc ? `${dc}
${end.comment}` : end.comment;
            }
            this.doc.range[2] = end.offset;
            break;
          }
          default:
            this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", `Unsupported token ${token.type}`));
        }
      }
      /**
       * Call at end of input to yield any remaining document.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *end(forceDoc = false, endOffset = -1) {
        if (this.doc) {
          this.decorate(this.doc, true);
          yield this.doc;
          this.doc = null;
        } else if (forceDoc) {
          const opts = Object.assign({ _directives: this.directives }, this.options);
          const doc = new Document.Document(void 0, opts);
          if (this.atDirectives)
            this.onError(endOffset, "MISSING_CHAR", "Missing directives-end indicator line");
          doc.range = [0, endOffset, endOffset];
          this.decorate(doc, false);
          yield doc;
        }
      }
    };
    exports.Composer = Composer;
  }
});

// node_modules/yaml/dist/parse/cst-scalar.js
var require_cst_scalar = __commonJS({
  "node_modules/yaml/dist/parse/cst-scalar.js"(exports) {
    "use strict";
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    var errors = require_errors();
    var stringifyString = require_stringifyString();
    function resolveAsScalar(token, strict = true, onError) {
      if (token) {
        const _onError = (pos, code2, message) => {
          const offset = typeof pos === "number" ? pos : Array.isArray(pos) ? pos[0] : pos.offset;
          if (onError)
            onError(offset, code2, message);
          else
            throw new errors.YAMLParseError([offset, offset + 1], code2, message);
        };
        switch (token.type) {
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return resolveFlowScalar.resolveFlowScalar(token, strict, _onError);
          case "block-scalar":
            return resolveBlockScalar.resolveBlockScalar({ options: { strict } }, token, _onError);
        }
      }
      return null;
    }
    function createScalarToken(value, context) {
      const { implicitKey = false, indent, inFlow = false, offset = -1, type = "PLAIN" } = context;
      const source = stringifyString.stringifyString({ type, value }, {
        implicitKey,
        indent: indent > 0 ? " ".repeat(indent) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      const end = context.end ?? [
        { type: "newline", offset: -1, indent, source: "\n" }
      ];
      switch (source[0]) {
        case "|":
        case ">": {
          const he = source.indexOf("\n");
          const head = source.substring(0, he);
          const body2 = source.substring(he + 1) + "\n";
          const props = [
            { type: "block-scalar-header", offset, indent, source: head }
          ];
          if (!addEndtoBlockProps(props, end))
            props.push({ type: "newline", offset: -1, indent, source: "\n" });
          return { type: "block-scalar", offset, indent, props, source: body2 };
        }
        case '"':
          return { type: "double-quoted-scalar", offset, indent, source, end };
        case "'":
          return { type: "single-quoted-scalar", offset, indent, source, end };
        default:
          return { type: "scalar", offset, indent, source, end };
      }
    }
    function setScalarValue(token, value, context = {}) {
      let { afterKey = false, implicitKey = false, inFlow = false, type } = context;
      let indent = "indent" in token ? token.indent : null;
      if (afterKey && typeof indent === "number")
        indent += 2;
      if (!type)
        switch (token.type) {
          case "single-quoted-scalar":
            type = "QUOTE_SINGLE";
            break;
          case "double-quoted-scalar":
            type = "QUOTE_DOUBLE";
            break;
          case "block-scalar": {
            const header = token.props[0];
            if (header.type !== "block-scalar-header")
              throw new Error("Invalid block scalar header");
            type = header.source[0] === ">" ? "BLOCK_FOLDED" : "BLOCK_LITERAL";
            break;
          }
          default:
            type = "PLAIN";
        }
      const source = stringifyString.stringifyString({ type, value }, {
        implicitKey: implicitKey || indent === null,
        indent: indent !== null && indent > 0 ? " ".repeat(indent) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      switch (source[0]) {
        case "|":
        case ">":
          setBlockScalarValue(token, source);
          break;
        case '"':
          setFlowScalarValue(token, source, "double-quoted-scalar");
          break;
        case "'":
          setFlowScalarValue(token, source, "single-quoted-scalar");
          break;
        default:
          setFlowScalarValue(token, source, "scalar");
      }
    }
    function setBlockScalarValue(token, source) {
      const he = source.indexOf("\n");
      const head = source.substring(0, he);
      const body2 = source.substring(he + 1) + "\n";
      if (token.type === "block-scalar") {
        const header = token.props[0];
        if (header.type !== "block-scalar-header")
          throw new Error("Invalid block scalar header");
        header.source = head;
        token.source = body2;
      } else {
        const { offset } = token;
        const indent = "indent" in token ? token.indent : -1;
        const props = [
          { type: "block-scalar-header", offset, indent, source: head }
        ];
        if (!addEndtoBlockProps(props, "end" in token ? token.end : void 0))
          props.push({ type: "newline", offset: -1, indent, source: "\n" });
        for (const key of Object.keys(token))
          if (key !== "type" && key !== "offset")
            delete token[key];
        Object.assign(token, { type: "block-scalar", indent, props, source: body2 });
      }
    }
    function addEndtoBlockProps(props, end) {
      if (end)
        for (const st of end)
          switch (st.type) {
            case "space":
            case "comment":
              props.push(st);
              break;
            case "newline":
              props.push(st);
              return true;
          }
      return false;
    }
    function setFlowScalarValue(token, source, type) {
      switch (token.type) {
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          token.type = type;
          token.source = source;
          break;
        case "block-scalar": {
          const end = token.props.slice(1);
          let oa = source.length;
          if (token.props[0].type === "block-scalar-header")
            oa -= token.props[0].source.length;
          for (const tok of end)
            tok.offset += oa;
          delete token.props;
          Object.assign(token, { type, source, end });
          break;
        }
        case "block-map":
        case "block-seq": {
          const offset = token.offset + source.length;
          const nl = { type: "newline", offset, indent: token.indent, source: "\n" };
          delete token.items;
          Object.assign(token, { type, source, end: [nl] });
          break;
        }
        default: {
          const indent = "indent" in token ? token.indent : -1;
          const end = "end" in token && Array.isArray(token.end) ? token.end.filter((st) => st.type === "space" || st.type === "comment" || st.type === "newline") : [];
          for (const key of Object.keys(token))
            if (key !== "type" && key !== "offset")
              delete token[key];
          Object.assign(token, { type, indent, source, end });
        }
      }
    }
    exports.createScalarToken = createScalarToken;
    exports.resolveAsScalar = resolveAsScalar;
    exports.setScalarValue = setScalarValue;
  }
});

// node_modules/yaml/dist/parse/cst-stringify.js
var require_cst_stringify = __commonJS({
  "node_modules/yaml/dist/parse/cst-stringify.js"(exports) {
    "use strict";
    var stringify = (cst) => "type" in cst ? stringifyToken(cst) : stringifyItem(cst);
    function stringifyToken(token) {
      switch (token.type) {
        case "block-scalar": {
          let res = "";
          for (const tok of token.props)
            res += stringifyToken(tok);
          return res + token.source;
        }
        case "block-map":
        case "block-seq": {
          let res = "";
          for (const item of token.items)
            res += stringifyItem(item);
          return res;
        }
        case "flow-collection": {
          let res = token.start.source;
          for (const item of token.items)
            res += stringifyItem(item);
          for (const st of token.end)
            res += st.source;
          return res;
        }
        case "document": {
          let res = stringifyItem(token);
          if (token.end)
            for (const st of token.end)
              res += st.source;
          return res;
        }
        default: {
          let res = token.source;
          if ("end" in token && token.end)
            for (const st of token.end)
              res += st.source;
          return res;
        }
      }
    }
    function stringifyItem({ start: start2, key, sep, value }) {
      let res = "";
      for (const st of start2)
        res += st.source;
      if (key)
        res += stringifyToken(key);
      if (sep)
        for (const st of sep)
          res += st.source;
      if (value)
        res += stringifyToken(value);
      return res;
    }
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/parse/cst-visit.js
var require_cst_visit = __commonJS({
  "node_modules/yaml/dist/parse/cst-visit.js"(exports) {
    "use strict";
    var BREAK = /* @__PURE__ */ Symbol("break visit");
    var SKIP = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove item");
    function visit(cst, visitor) {
      if ("type" in cst && cst.type === "document")
        cst = { start: cst.start, value: cst.value };
      _visit(Object.freeze([]), cst, visitor);
    }
    visit.BREAK = BREAK;
    visit.SKIP = SKIP;
    visit.REMOVE = REMOVE;
    visit.itemAtPath = (cst, path13) => {
      let item = cst;
      for (const [field, index] of path13) {
        const tok = item?.[field];
        if (tok && "items" in tok) {
          item = tok.items[index];
        } else
          return void 0;
      }
      return item;
    };
    visit.parentCollection = (cst, path13) => {
      const parent = visit.itemAtPath(cst, path13.slice(0, -1));
      const field = path13[path13.length - 1][0];
      const coll = parent?.[field];
      if (coll && "items" in coll)
        return coll;
      throw new Error("Parent collection not found");
    };
    function _visit(path13, item, visitor) {
      let ctrl = visitor(item, path13);
      if (typeof ctrl === "symbol")
        return ctrl;
      for (const field of ["key", "value"]) {
        const token = item[field];
        if (token && "items" in token) {
          for (let i2 = 0; i2 < token.items.length; ++i2) {
            const ci = _visit(Object.freeze(path13.concat([[field, i2]])), token.items[i2], visitor);
            if (typeof ci === "number")
              i2 = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              token.items.splice(i2, 1);
              i2 -= 1;
            }
          }
          if (typeof ctrl === "function" && field === "key")
            ctrl = ctrl(item, path13);
        }
      }
      return typeof ctrl === "function" ? ctrl(item, path13) : ctrl;
    }
    exports.visit = visit;
  }
});

// node_modules/yaml/dist/parse/cst.js
var require_cst = __commonJS({
  "node_modules/yaml/dist/parse/cst.js"(exports) {
    "use strict";
    var cstScalar = require_cst_scalar();
    var cstStringify = require_cst_stringify();
    var cstVisit = require_cst_visit();
    var BOM = "\uFEFF";
    var DOCUMENT = "";
    var FLOW_END = "";
    var SCALAR = "";
    var isCollection = (token) => !!token && "items" in token;
    var isScalar = (token) => !!token && (token.type === "scalar" || token.type === "single-quoted-scalar" || token.type === "double-quoted-scalar" || token.type === "block-scalar");
    function prettyToken(token) {
      switch (token) {
        case BOM:
          return "<BOM>";
        case DOCUMENT:
          return "<DOC>";
        case FLOW_END:
          return "<FLOW_END>";
        case SCALAR:
          return "<SCALAR>";
        default:
          return JSON.stringify(token);
      }
    }
    function tokenType(source) {
      switch (source) {
        case BOM:
          return "byte-order-mark";
        case DOCUMENT:
          return "doc-mode";
        case FLOW_END:
          return "flow-error-end";
        case SCALAR:
          return "scalar";
        case "---":
          return "doc-start";
        case "...":
          return "doc-end";
        case "":
        case "\n":
        case "\r\n":
          return "newline";
        case "-":
          return "seq-item-ind";
        case "?":
          return "explicit-key-ind";
        case ":":
          return "map-value-ind";
        case "{":
          return "flow-map-start";
        case "}":
          return "flow-map-end";
        case "[":
          return "flow-seq-start";
        case "]":
          return "flow-seq-end";
        case ",":
          return "comma";
      }
      switch (source[0]) {
        case " ":
        case "	":
          return "space";
        case "#":
          return "comment";
        case "%":
          return "directive-line";
        case "*":
          return "alias";
        case "&":
          return "anchor";
        case "!":
          return "tag";
        case "'":
          return "single-quoted-scalar";
        case '"':
          return "double-quoted-scalar";
        case "|":
        case ">":
          return "block-scalar-header";
      }
      return null;
    }
    exports.createScalarToken = cstScalar.createScalarToken;
    exports.resolveAsScalar = cstScalar.resolveAsScalar;
    exports.setScalarValue = cstScalar.setScalarValue;
    exports.stringify = cstStringify.stringify;
    exports.visit = cstVisit.visit;
    exports.BOM = BOM;
    exports.DOCUMENT = DOCUMENT;
    exports.FLOW_END = FLOW_END;
    exports.SCALAR = SCALAR;
    exports.isCollection = isCollection;
    exports.isScalar = isScalar;
    exports.prettyToken = prettyToken;
    exports.tokenType = tokenType;
  }
});

// node_modules/yaml/dist/parse/lexer.js
var require_lexer = __commonJS({
  "node_modules/yaml/dist/parse/lexer.js"(exports) {
    "use strict";
    var cst = require_cst();
    function isEmpty(ch) {
      switch (ch) {
        case void 0:
        case " ":
        case "\n":
        case "\r":
        case "	":
          return true;
        default:
          return false;
      }
    }
    var hexDigits = new Set("0123456789ABCDEFabcdef");
    var tagChars = new Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-#;/?:@&=+$_.!~*'()");
    var flowIndicatorChars = new Set(",[]{}");
    var invalidAnchorChars = new Set(" ,[]{}\n\r	");
    var isNotAnchorChar = (ch) => !ch || invalidAnchorChars.has(ch);
    var Lexer = class {
      constructor() {
        this.atEnd = false;
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        this.buffer = "";
        this.flowKey = false;
        this.flowLevel = 0;
        this.indentNext = 0;
        this.indentValue = 0;
        this.lineEndPos = null;
        this.next = null;
        this.pos = 0;
      }
      /**
       * Generate YAML tokens from the `source` string. If `incomplete`,
       * a part of the last line may be left as a buffer for the next call.
       *
       * @returns A generator of lexical tokens
       */
      *lex(source, incomplete = false) {
        if (source) {
          if (typeof source !== "string")
            throw TypeError("source is not a string");
          this.buffer = this.buffer ? this.buffer + source : source;
          this.lineEndPos = null;
        }
        this.atEnd = !incomplete;
        let next = this.next ?? "stream";
        while (next && (incomplete || this.hasChars(1)))
          next = yield* this.parseNext(next);
      }
      atLineEnd() {
        let i2 = this.pos;
        let ch = this.buffer[i2];
        while (ch === " " || ch === "	")
          ch = this.buffer[++i2];
        if (!ch || ch === "#" || ch === "\n")
          return true;
        if (ch === "\r")
          return this.buffer[i2 + 1] === "\n";
        return false;
      }
      charAt(n) {
        return this.buffer[this.pos + n];
      }
      continueScalar(offset) {
        let ch = this.buffer[offset];
        if (this.indentNext > 0) {
          let indent = 0;
          while (ch === " ")
            ch = this.buffer[++indent + offset];
          if (ch === "\r") {
            const next = this.buffer[indent + offset + 1];
            if (next === "\n" || !next && !this.atEnd)
              return offset + indent + 1;
          }
          return ch === "\n" || indent >= this.indentNext || !ch && !this.atEnd ? offset + indent : -1;
        }
        if (ch === "-" || ch === ".") {
          const dt = this.buffer.substr(offset, 3);
          if ((dt === "---" || dt === "...") && isEmpty(this.buffer[offset + 3]))
            return -1;
        }
        return offset;
      }
      getLine() {
        let end = this.lineEndPos;
        if (typeof end !== "number" || end !== -1 && end < this.pos) {
          end = this.buffer.indexOf("\n", this.pos);
          this.lineEndPos = end;
        }
        if (end === -1)
          return this.atEnd ? this.buffer.substring(this.pos) : null;
        if (this.buffer[end - 1] === "\r")
          end -= 1;
        return this.buffer.substring(this.pos, end);
      }
      hasChars(n) {
        return this.pos + n <= this.buffer.length;
      }
      setNext(state) {
        this.buffer = this.buffer.substring(this.pos);
        this.pos = 0;
        this.lineEndPos = null;
        this.next = state;
        return null;
      }
      peek(n) {
        return this.buffer.substr(this.pos, n);
      }
      *parseNext(next) {
        switch (next) {
          case "stream":
            return yield* this.parseStream();
          case "line-start":
            return yield* this.parseLineStart();
          case "block-start":
            return yield* this.parseBlockStart();
          case "doc":
            return yield* this.parseDocument();
          case "flow":
            return yield* this.parseFlowCollection();
          case "quoted-scalar":
            return yield* this.parseQuotedScalar();
          case "block-scalar":
            return yield* this.parseBlockScalar();
          case "plain-scalar":
            return yield* this.parsePlainScalar();
        }
      }
      *parseStream() {
        let line = this.getLine();
        if (line === null)
          return this.setNext("stream");
        if (line[0] === cst.BOM) {
          yield* this.pushCount(1);
          line = line.substring(1);
        }
        if (line[0] === "%") {
          let dirEnd = line.length;
          let cs = line.indexOf("#");
          while (cs !== -1) {
            const ch = line[cs - 1];
            if (ch === " " || ch === "	") {
              dirEnd = cs - 1;
              break;
            } else {
              cs = line.indexOf("#", cs + 1);
            }
          }
          while (true) {
            const ch = line[dirEnd - 1];
            if (ch === " " || ch === "	")
              dirEnd -= 1;
            else
              break;
          }
          const n = (yield* this.pushCount(dirEnd)) + (yield* this.pushSpaces(true));
          yield* this.pushCount(line.length - n);
          this.pushNewline();
          return "stream";
        }
        if (this.atLineEnd()) {
          const sp = yield* this.pushSpaces(true);
          yield* this.pushCount(line.length - sp);
          yield* this.pushNewline();
          return "stream";
        }
        yield cst.DOCUMENT;
        return yield* this.parseLineStart();
      }
      *parseLineStart() {
        const ch = this.charAt(0);
        if (!ch && !this.atEnd)
          return this.setNext("line-start");
        if (ch === "-" || ch === ".") {
          if (!this.atEnd && !this.hasChars(4))
            return this.setNext("line-start");
          const s = this.peek(3);
          if ((s === "---" || s === "...") && isEmpty(this.charAt(3))) {
            yield* this.pushCount(3);
            this.indentValue = 0;
            this.indentNext = 0;
            return s === "---" ? "doc" : "stream";
          }
        }
        this.indentValue = yield* this.pushSpaces(false);
        if (this.indentNext > this.indentValue && !isEmpty(this.charAt(1)))
          this.indentNext = this.indentValue;
        return yield* this.parseBlockStart();
      }
      *parseBlockStart() {
        const [ch0, ch1] = this.peek(2);
        if (!ch1 && !this.atEnd)
          return this.setNext("block-start");
        if ((ch0 === "-" || ch0 === "?" || ch0 === ":") && isEmpty(ch1)) {
          const n = (yield* this.pushCount(1)) + (yield* this.pushSpaces(true));
          this.indentNext = this.indentValue + 1;
          this.indentValue += n;
          return "block-start";
        }
        return "doc";
      }
      *parseDocument() {
        yield* this.pushSpaces(true);
        const line = this.getLine();
        if (line === null)
          return this.setNext("doc");
        let n = yield* this.pushIndicators();
        switch (line[n]) {
          case "#":
            yield* this.pushCount(line.length - n);
          // fallthrough
          case void 0:
            yield* this.pushNewline();
            return yield* this.parseLineStart();
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel = 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            return "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "doc";
          case '"':
          case "'":
            return yield* this.parseQuotedScalar();
          case "|":
          case ">":
            n += yield* this.parseBlockScalarHeader();
            n += yield* this.pushSpaces(true);
            yield* this.pushCount(line.length - n);
            yield* this.pushNewline();
            return yield* this.parseBlockScalar();
          default:
            return yield* this.parsePlainScalar();
        }
      }
      *parseFlowCollection() {
        let nl, sp;
        let indent = -1;
        do {
          nl = yield* this.pushNewline();
          if (nl > 0) {
            sp = yield* this.pushSpaces(false);
            this.indentValue = indent = sp;
          } else {
            sp = 0;
          }
          sp += yield* this.pushSpaces(true);
        } while (nl + sp > 0);
        const line = this.getLine();
        if (line === null)
          return this.setNext("flow");
        if (indent !== -1 && indent < this.indentNext && line[0] !== "#" || indent === 0 && (line.startsWith("---") || line.startsWith("...")) && isEmpty(line[3])) {
          const atFlowEndMarker = indent === this.indentNext - 1 && this.flowLevel === 1 && (line[0] === "]" || line[0] === "}");
          if (!atFlowEndMarker) {
            this.flowLevel = 0;
            yield cst.FLOW_END;
            return yield* this.parseLineStart();
          }
        }
        let n = 0;
        while (line[n] === ",") {
          n += yield* this.pushCount(1);
          n += yield* this.pushSpaces(true);
          this.flowKey = false;
        }
        n += yield* this.pushIndicators();
        switch (line[n]) {
          case void 0:
            return "flow";
          case "#":
            yield* this.pushCount(line.length - n);
            return "flow";
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel += 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            this.flowKey = true;
            this.flowLevel -= 1;
            return this.flowLevel ? "flow" : "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "flow";
          case '"':
          case "'":
            this.flowKey = true;
            return yield* this.parseQuotedScalar();
          case ":": {
            const next = this.charAt(1);
            if (this.flowKey || isEmpty(next) || next === ",") {
              this.flowKey = false;
              yield* this.pushCount(1);
              yield* this.pushSpaces(true);
              return "flow";
            }
          }
          // fallthrough
          default:
            this.flowKey = false;
            return yield* this.parsePlainScalar();
        }
      }
      *parseQuotedScalar() {
        const quote2 = this.charAt(0);
        let end = this.buffer.indexOf(quote2, this.pos + 1);
        if (quote2 === "'") {
          while (end !== -1 && this.buffer[end + 1] === "'")
            end = this.buffer.indexOf("'", end + 2);
        } else {
          while (end !== -1) {
            let n = 0;
            while (this.buffer[end - 1 - n] === "\\")
              n += 1;
            if (n % 2 === 0)
              break;
            end = this.buffer.indexOf('"', end + 1);
          }
        }
        const qb = this.buffer.substring(0, end);
        let nl = qb.indexOf("\n", this.pos);
        if (nl !== -1) {
          while (nl !== -1) {
            const cs = this.continueScalar(nl + 1);
            if (cs === -1)
              break;
            nl = qb.indexOf("\n", cs);
          }
          if (nl !== -1) {
            end = nl - (qb[nl - 1] === "\r" ? 2 : 1);
          }
        }
        if (end === -1) {
          if (!this.atEnd)
            return this.setNext("quoted-scalar");
          end = this.buffer.length;
        }
        yield* this.pushToIndex(end + 1, false);
        return this.flowLevel ? "flow" : "doc";
      }
      *parseBlockScalarHeader() {
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        let i2 = this.pos;
        while (true) {
          const ch = this.buffer[++i2];
          if (ch === "+")
            this.blockScalarKeep = true;
          else if (ch > "0" && ch <= "9")
            this.blockScalarIndent = Number(ch) - 1;
          else if (ch !== "-")
            break;
        }
        return yield* this.pushUntil((ch) => isEmpty(ch) || ch === "#");
      }
      *parseBlockScalar() {
        let nl = this.pos - 1;
        let indent = 0;
        let ch;
        loop: for (let i3 = this.pos; ch = this.buffer[i3]; ++i3) {
          switch (ch) {
            case " ":
              indent += 1;
              break;
            case "\n":
              nl = i3;
              indent = 0;
              break;
            case "\r": {
              const next = this.buffer[i3 + 1];
              if (!next && !this.atEnd)
                return this.setNext("block-scalar");
              if (next === "\n")
                break;
            }
            // fallthrough
            default:
              break loop;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("block-scalar");
        if (indent >= this.indentNext) {
          if (this.blockScalarIndent === -1)
            this.indentNext = indent;
          else {
            this.indentNext = this.blockScalarIndent + (this.indentNext === 0 ? 1 : this.indentNext);
          }
          do {
            const cs = this.continueScalar(nl + 1);
            if (cs === -1)
              break;
            nl = this.buffer.indexOf("\n", cs);
          } while (nl !== -1);
          if (nl === -1) {
            if (!this.atEnd)
              return this.setNext("block-scalar");
            nl = this.buffer.length;
          }
        }
        let i2 = nl + 1;
        ch = this.buffer[i2];
        while (ch === " ")
          ch = this.buffer[++i2];
        if (ch === "	") {
          while (ch === "	" || ch === " " || ch === "\r" || ch === "\n")
            ch = this.buffer[++i2];
          nl = i2 - 1;
        } else if (!this.blockScalarKeep) {
          do {
            let i3 = nl - 1;
            let ch2 = this.buffer[i3];
            if (ch2 === "\r")
              ch2 = this.buffer[--i3];
            const lastChar = i3;
            while (ch2 === " ")
              ch2 = this.buffer[--i3];
            if (ch2 === "\n" && i3 >= this.pos && i3 + 1 + indent > lastChar)
              nl = i3;
            else
              break;
          } while (true);
        }
        yield cst.SCALAR;
        yield* this.pushToIndex(nl + 1, true);
        return yield* this.parseLineStart();
      }
      *parsePlainScalar() {
        const inFlow = this.flowLevel > 0;
        let end = this.pos - 1;
        let i2 = this.pos - 1;
        let ch;
        while (ch = this.buffer[++i2]) {
          if (ch === ":") {
            const next = this.buffer[i2 + 1];
            if (isEmpty(next) || inFlow && flowIndicatorChars.has(next))
              break;
            end = i2;
          } else if (isEmpty(ch)) {
            let next = this.buffer[i2 + 1];
            if (ch === "\r") {
              if (next === "\n") {
                i2 += 1;
                ch = "\n";
                next = this.buffer[i2 + 1];
              } else
                end = i2;
            }
            if (next === "#" || inFlow && flowIndicatorChars.has(next))
              break;
            if (ch === "\n") {
              const cs = this.continueScalar(i2 + 1);
              if (cs === -1)
                break;
              i2 = Math.max(i2, cs - 2);
            }
          } else {
            if (inFlow && flowIndicatorChars.has(ch))
              break;
            end = i2;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("plain-scalar");
        yield cst.SCALAR;
        yield* this.pushToIndex(end + 1, true);
        return inFlow ? "flow" : "doc";
      }
      *pushCount(n) {
        if (n > 0) {
          yield this.buffer.substr(this.pos, n);
          this.pos += n;
          return n;
        }
        return 0;
      }
      *pushToIndex(i2, allowEmpty) {
        const s = this.buffer.slice(this.pos, i2);
        if (s) {
          yield s;
          this.pos += s.length;
          return s.length;
        } else if (allowEmpty)
          yield "";
        return 0;
      }
      *pushIndicators() {
        let n = 0;
        loop: while (true) {
          switch (this.charAt(0)) {
            case "!":
              n += yield* this.pushTag();
              n += yield* this.pushSpaces(true);
              continue loop;
            case "&":
              n += yield* this.pushUntil(isNotAnchorChar);
              n += yield* this.pushSpaces(true);
              continue loop;
            case "-":
            // this is an error
            case "?":
            // this is an error outside flow collections
            case ":": {
              const inFlow = this.flowLevel > 0;
              const ch1 = this.charAt(1);
              if (isEmpty(ch1) || inFlow && flowIndicatorChars.has(ch1)) {
                if (!inFlow)
                  this.indentNext = this.indentValue + 1;
                else if (this.flowKey)
                  this.flowKey = false;
                n += yield* this.pushCount(1);
                n += yield* this.pushSpaces(true);
                continue loop;
              }
            }
          }
          break loop;
        }
        return n;
      }
      *pushTag() {
        if (this.charAt(1) === "<") {
          let i2 = this.pos + 2;
          let ch = this.buffer[i2];
          while (!isEmpty(ch) && ch !== ">")
            ch = this.buffer[++i2];
          return yield* this.pushToIndex(ch === ">" ? i2 + 1 : i2, false);
        } else {
          let i2 = this.pos + 1;
          let ch = this.buffer[i2];
          while (ch) {
            if (tagChars.has(ch))
              ch = this.buffer[++i2];
            else if (ch === "%" && hexDigits.has(this.buffer[i2 + 1]) && hexDigits.has(this.buffer[i2 + 2])) {
              ch = this.buffer[i2 += 3];
            } else
              break;
          }
          return yield* this.pushToIndex(i2, false);
        }
      }
      *pushNewline() {
        const ch = this.buffer[this.pos];
        if (ch === "\n")
          return yield* this.pushCount(1);
        else if (ch === "\r" && this.charAt(1) === "\n")
          return yield* this.pushCount(2);
        else
          return 0;
      }
      *pushSpaces(allowTabs) {
        let i2 = this.pos - 1;
        let ch;
        do {
          ch = this.buffer[++i2];
        } while (ch === " " || allowTabs && ch === "	");
        const n = i2 - this.pos;
        if (n > 0) {
          yield this.buffer.substr(this.pos, n);
          this.pos = i2;
        }
        return n;
      }
      *pushUntil(test) {
        let i2 = this.pos;
        let ch = this.buffer[i2];
        while (!test(ch))
          ch = this.buffer[++i2];
        return yield* this.pushToIndex(i2, false);
      }
    };
    exports.Lexer = Lexer;
  }
});

// node_modules/yaml/dist/parse/line-counter.js
var require_line_counter = __commonJS({
  "node_modules/yaml/dist/parse/line-counter.js"(exports) {
    "use strict";
    var LineCounter = class {
      constructor() {
        this.lineStarts = [];
        this.addNewLine = (offset) => this.lineStarts.push(offset);
        this.linePos = (offset) => {
          let low = 0;
          let high = this.lineStarts.length;
          while (low < high) {
            const mid = low + high >> 1;
            if (this.lineStarts[mid] < offset)
              low = mid + 1;
            else
              high = mid;
          }
          if (this.lineStarts[low] === offset)
            return { line: low + 1, col: 1 };
          if (low === 0)
            return { line: 0, col: offset };
          const start2 = this.lineStarts[low - 1];
          return { line: low, col: offset - start2 + 1 };
        };
      }
    };
    exports.LineCounter = LineCounter;
  }
});

// node_modules/yaml/dist/parse/parser.js
var require_parser = __commonJS({
  "node_modules/yaml/dist/parse/parser.js"(exports) {
    "use strict";
    var node_process = __require("process");
    var cst = require_cst();
    var lexer = require_lexer();
    function includesToken(list2, type) {
      for (let i2 = 0; i2 < list2.length; ++i2)
        if (list2[i2].type === type)
          return true;
      return false;
    }
    function findNonEmptyIndex(list2) {
      for (let i2 = 0; i2 < list2.length; ++i2) {
        switch (list2[i2].type) {
          case "space":
          case "comment":
          case "newline":
            break;
          default:
            return i2;
        }
      }
      return -1;
    }
    function isFlowToken(token) {
      switch (token?.type) {
        case "alias":
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "flow-collection":
          return true;
        default:
          return false;
      }
    }
    function getPrevProps(parent) {
      switch (parent.type) {
        case "document":
          return parent.start;
        case "block-map": {
          const it = parent.items[parent.items.length - 1];
          return it.sep ?? it.start;
        }
        case "block-seq":
          return parent.items[parent.items.length - 1].start;
        /* istanbul ignore next should not happen */
        default:
          return [];
      }
    }
    function getFirstKeyStartProps(prev) {
      if (prev.length === 0)
        return [];
      let i2 = prev.length;
      loop: while (--i2 >= 0) {
        switch (prev[i2].type) {
          case "doc-start":
          case "explicit-key-ind":
          case "map-value-ind":
          case "seq-item-ind":
          case "newline":
            break loop;
        }
      }
      while (prev[++i2]?.type === "space") {
      }
      return prev.splice(i2, prev.length);
    }
    function arrayPushArray(target, source) {
      if (source.length < 1e5)
        Array.prototype.push.apply(target, source);
      else
        for (let i2 = 0; i2 < source.length; ++i2)
          target.push(source[i2]);
    }
    function fixFlowSeqItems(fc) {
      if (fc.start.type === "flow-seq-start") {
        for (const it of fc.items) {
          if (it.sep && !it.value && !includesToken(it.start, "explicit-key-ind") && !includesToken(it.sep, "map-value-ind")) {
            if (it.key)
              it.value = it.key;
            delete it.key;
            if (isFlowToken(it.value)) {
              if (it.value.end)
                arrayPushArray(it.value.end, it.sep);
              else
                it.value.end = it.sep;
            } else
              arrayPushArray(it.start, it.sep);
            delete it.sep;
          }
        }
      }
    }
    var Parser2 = class {
      /**
       * @param onNewLine - If defined, called separately with the start position of
       *   each new line (in `parse()`, including the start of input).
       */
      constructor(onNewLine) {
        this.atNewLine = true;
        this.atScalar = false;
        this.indent = 0;
        this.offset = 0;
        this.onKeyLine = false;
        this.stack = [];
        this.source = "";
        this.type = "";
        this.lexer = new lexer.Lexer();
        this.onNewLine = onNewLine;
      }
      /**
       * Parse `source` as a YAML stream.
       * If `incomplete`, a part of the last line may be left as a buffer for the next call.
       *
       * Errors are not thrown, but yielded as `{ type: 'error', message }` tokens.
       *
       * @returns A generator of tokens representing each directive, document, and other structure.
       */
      *parse(source, incomplete = false) {
        if (this.onNewLine && this.offset === 0)
          this.onNewLine(0);
        for (const lexeme of this.lexer.lex(source, incomplete))
          yield* this.next(lexeme);
        if (!incomplete)
          yield* this.end();
      }
      /**
       * Advance the parser by the `source` of one lexical token.
       */
      *next(source) {
        this.source = source;
        if (node_process.env.LOG_TOKENS)
          console.log("|", cst.prettyToken(source));
        if (this.atScalar) {
          this.atScalar = false;
          yield* this.step();
          this.offset += source.length;
          return;
        }
        const type = cst.tokenType(source);
        if (!type) {
          const message = `Not a YAML token: ${source}`;
          yield* this.pop({ type: "error", offset: this.offset, message, source });
          this.offset += source.length;
        } else if (type === "scalar") {
          this.atNewLine = false;
          this.atScalar = true;
          this.type = "scalar";
        } else {
          this.type = type;
          yield* this.step();
          switch (type) {
            case "newline":
              this.atNewLine = true;
              this.indent = 0;
              if (this.onNewLine)
                this.onNewLine(this.offset + source.length);
              break;
            case "space":
              if (this.atNewLine && source[0] === " ")
                this.indent += source.length;
              break;
            case "explicit-key-ind":
            case "map-value-ind":
            case "seq-item-ind":
              if (this.atNewLine)
                this.indent += source.length;
              break;
            case "doc-mode":
            case "flow-error-end":
              return;
            default:
              this.atNewLine = false;
          }
          this.offset += source.length;
        }
      }
      /** Call at end of input to push out any remaining constructions */
      *end() {
        while (this.stack.length > 0)
          yield* this.pop();
      }
      get sourceToken() {
        const st = {
          type: this.type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
        return st;
      }
      *step() {
        const top = this.peek(1);
        if (this.type === "doc-end" && top?.type !== "doc-end") {
          while (this.stack.length > 0)
            yield* this.pop();
          this.stack.push({
            type: "doc-end",
            offset: this.offset,
            source: this.source
          });
          return;
        }
        if (!top)
          return yield* this.stream();
        switch (top.type) {
          case "document":
            return yield* this.document(top);
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return yield* this.scalar(top);
          case "block-scalar":
            return yield* this.blockScalar(top);
          case "block-map":
            return yield* this.blockMap(top);
          case "block-seq":
            return yield* this.blockSequence(top);
          case "flow-collection":
            return yield* this.flowCollection(top);
          case "doc-end":
            return yield* this.documentEnd(top);
        }
        yield* this.pop();
      }
      peek(n) {
        return this.stack[this.stack.length - n];
      }
      *pop(error) {
        const token = error ?? this.stack.pop();
        if (!token) {
          const message = "Tried to pop an empty stack";
          yield { type: "error", offset: this.offset, source: "", message };
        } else if (this.stack.length === 0) {
          yield token;
        } else {
          const top = this.peek(1);
          if (token.type === "block-scalar") {
            token.indent = "indent" in top ? top.indent : 0;
          } else if (token.type === "flow-collection" && top.type === "document") {
            token.indent = 0;
          }
          if (token.type === "flow-collection")
            fixFlowSeqItems(token);
          switch (top.type) {
            case "document":
              top.value = token;
              break;
            case "block-scalar":
              top.props.push(token);
              break;
            case "block-map": {
              const it = top.items[top.items.length - 1];
              if (it.value) {
                top.items.push({ start: [], key: token, sep: [] });
                this.onKeyLine = true;
                return;
              } else if (it.sep) {
                it.value = token;
              } else {
                Object.assign(it, { key: token, sep: [] });
                this.onKeyLine = !it.explicitKey;
                return;
              }
              break;
            }
            case "block-seq": {
              const it = top.items[top.items.length - 1];
              if (it.value)
                top.items.push({ start: [], value: token });
              else
                it.value = token;
              break;
            }
            case "flow-collection": {
              const it = top.items[top.items.length - 1];
              if (!it || it.value)
                top.items.push({ start: [], key: token, sep: [] });
              else if (it.sep)
                it.value = token;
              else
                Object.assign(it, { key: token, sep: [] });
              return;
            }
            /* istanbul ignore next should not happen */
            default:
              yield* this.pop();
              yield* this.pop(token);
          }
          if ((top.type === "document" || top.type === "block-map" || top.type === "block-seq") && (token.type === "block-map" || token.type === "block-seq")) {
            const last = token.items[token.items.length - 1];
            if (last && !last.sep && !last.value && last.start.length > 0 && findNonEmptyIndex(last.start) === -1 && (token.indent === 0 || last.start.every((st) => st.type !== "comment" || st.indent < token.indent))) {
              if (top.type === "document")
                top.end = last.start;
              else
                top.items.push({ start: last.start });
              token.items.splice(-1, 1);
            }
          }
        }
      }
      *stream() {
        switch (this.type) {
          case "directive-line":
            yield { type: "directive", offset: this.offset, source: this.source };
            return;
          case "byte-order-mark":
          case "space":
          case "comment":
          case "newline":
            yield this.sourceToken;
            return;
          case "doc-mode":
          case "doc-start": {
            const doc = {
              type: "document",
              offset: this.offset,
              start: []
            };
            if (this.type === "doc-start")
              doc.start.push(this.sourceToken);
            this.stack.push(doc);
            return;
          }
        }
        yield {
          type: "error",
          offset: this.offset,
          message: `Unexpected ${this.type} token in YAML stream`,
          source: this.source
        };
      }
      *document(doc) {
        if (doc.value)
          return yield* this.lineEnd(doc);
        switch (this.type) {
          case "doc-start": {
            if (findNonEmptyIndex(doc.start) !== -1) {
              yield* this.pop();
              yield* this.step();
            } else
              doc.start.push(this.sourceToken);
            return;
          }
          case "anchor":
          case "tag":
          case "space":
          case "comment":
          case "newline":
            doc.start.push(this.sourceToken);
            return;
        }
        const bv = this.startBlockValue(doc);
        if (bv)
          this.stack.push(bv);
        else {
          yield {
            type: "error",
            offset: this.offset,
            message: `Unexpected ${this.type} token in YAML document`,
            source: this.source
          };
        }
      }
      *scalar(scalar) {
        if (this.type === "map-value-ind") {
          const prev = getPrevProps(this.peek(2));
          const start2 = getFirstKeyStartProps(prev);
          let sep;
          if (scalar.end) {
            sep = scalar.end;
            sep.push(this.sourceToken);
            delete scalar.end;
          } else
            sep = [this.sourceToken];
          const map = {
            type: "block-map",
            offset: scalar.offset,
            indent: scalar.indent,
            items: [{ start: start2, key: scalar, sep }]
          };
          this.onKeyLine = true;
          this.stack[this.stack.length - 1] = map;
        } else
          yield* this.lineEnd(scalar);
      }
      *blockScalar(scalar) {
        switch (this.type) {
          case "space":
          case "comment":
          case "newline":
            scalar.props.push(this.sourceToken);
            return;
          case "scalar":
            scalar.source = this.source;
            this.atNewLine = true;
            this.indent = 0;
            if (this.onNewLine) {
              let nl = this.source.indexOf("\n") + 1;
              while (nl !== 0) {
                this.onNewLine(this.offset + nl);
                nl = this.source.indexOf("\n", nl) + 1;
              }
            }
            yield* this.pop();
            break;
          /* istanbul ignore next should not happen */
          default:
            yield* this.pop();
            yield* this.step();
        }
      }
      *blockMap(map) {
        const it = map.items[map.items.length - 1];
        switch (this.type) {
          case "newline":
            this.onKeyLine = false;
            if (it.value) {
              const end = "end" in it.value ? it.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                map.items.push({ start: [this.sourceToken] });
            } else if (it.sep) {
              it.sep.push(this.sourceToken);
            } else {
              it.start.push(this.sourceToken);
            }
            return;
          case "space":
          case "comment":
            if (it.value) {
              map.items.push({ start: [this.sourceToken] });
            } else if (it.sep) {
              it.sep.push(this.sourceToken);
            } else {
              if (this.atIndentedComment(it.start, map.indent)) {
                const prev = map.items[map.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it.start);
                  end.push(this.sourceToken);
                  map.items.pop();
                  return;
                }
              }
              it.start.push(this.sourceToken);
            }
            return;
        }
        if (this.indent >= map.indent) {
          const atMapIndent = !this.onKeyLine && this.indent === map.indent;
          const atNextItem = atMapIndent && (it.sep || it.explicitKey) && this.type !== "seq-item-ind";
          let start2 = [];
          if (atNextItem && it.sep && !it.value) {
            const nl = [];
            for (let i2 = 0; i2 < it.sep.length; ++i2) {
              const st = it.sep[i2];
              switch (st.type) {
                case "newline":
                  nl.push(i2);
                  break;
                case "space":
                  break;
                case "comment":
                  if (st.indent > map.indent)
                    nl.length = 0;
                  break;
                default:
                  nl.length = 0;
              }
            }
            if (nl.length >= 2)
              start2 = it.sep.splice(nl[1]);
          }
          switch (this.type) {
            case "anchor":
            case "tag":
              if (atNextItem || it.value) {
                start2.push(this.sourceToken);
                map.items.push({ start: start2 });
                this.onKeyLine = true;
              } else if (it.sep) {
                it.sep.push(this.sourceToken);
              } else {
                it.start.push(this.sourceToken);
              }
              return;
            case "explicit-key-ind":
              if (!it.sep && !it.explicitKey) {
                it.start.push(this.sourceToken);
                it.explicitKey = true;
              } else if (atNextItem || it.value) {
                start2.push(this.sourceToken);
                map.items.push({ start: start2, explicitKey: true });
              } else {
                this.stack.push({
                  type: "block-map",
                  offset: this.offset,
                  indent: this.indent,
                  items: [{ start: [this.sourceToken], explicitKey: true }]
                });
              }
              this.onKeyLine = true;
              return;
            case "map-value-ind":
              if (it.explicitKey) {
                if (!it.sep) {
                  if (includesToken(it.start, "newline")) {
                    Object.assign(it, { key: null, sep: [this.sourceToken] });
                  } else {
                    const start3 = getFirstKeyStartProps(it.start);
                    this.stack.push({
                      type: "block-map",
                      offset: this.offset,
                      indent: this.indent,
                      items: [{ start: start3, key: null, sep: [this.sourceToken] }]
                    });
                  }
                } else if (it.value) {
                  map.items.push({ start: [], key: null, sep: [this.sourceToken] });
                } else if (includesToken(it.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: start2, key: null, sep: [this.sourceToken] }]
                  });
                } else if (isFlowToken(it.key) && !includesToken(it.sep, "newline")) {
                  const start3 = getFirstKeyStartProps(it.start);
                  const key = it.key;
                  const sep = it.sep;
                  sep.push(this.sourceToken);
                  delete it.key;
                  delete it.sep;
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: start3, key, sep }]
                  });
                } else if (start2.length > 0) {
                  it.sep = it.sep.concat(start2, this.sourceToken);
                } else {
                  it.sep.push(this.sourceToken);
                }
              } else {
                if (!it.sep) {
                  Object.assign(it, { key: null, sep: [this.sourceToken] });
                } else if (it.value || atNextItem) {
                  map.items.push({ start: start2, key: null, sep: [this.sourceToken] });
                } else if (includesToken(it.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: [], key: null, sep: [this.sourceToken] }]
                  });
                } else {
                  it.sep.push(this.sourceToken);
                }
              }
              this.onKeyLine = true;
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs2 = this.flowScalar(this.type);
              if (atNextItem || it.value) {
                map.items.push({ start: start2, key: fs2, sep: [] });
                this.onKeyLine = true;
              } else if (it.sep) {
                this.stack.push(fs2);
              } else {
                Object.assign(it, { key: fs2, sep: [] });
                this.onKeyLine = true;
              }
              return;
            }
            default: {
              const bv = this.startBlockValue(map);
              if (bv) {
                if (bv.type === "block-seq") {
                  if (!it.explicitKey && it.sep && !includesToken(it.sep, "newline")) {
                    yield* this.pop({
                      type: "error",
                      offset: this.offset,
                      message: "Unexpected block-seq-ind on same line with key",
                      source: this.source
                    });
                    return;
                  }
                } else if (atMapIndent) {
                  map.items.push({ start: start2 });
                }
                this.stack.push(bv);
                return;
              }
            }
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *blockSequence(seq) {
        const it = seq.items[seq.items.length - 1];
        switch (this.type) {
          case "newline":
            if (it.value) {
              const end = "end" in it.value ? it.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                seq.items.push({ start: [this.sourceToken] });
            } else
              it.start.push(this.sourceToken);
            return;
          case "space":
          case "comment":
            if (it.value)
              seq.items.push({ start: [this.sourceToken] });
            else {
              if (this.atIndentedComment(it.start, seq.indent)) {
                const prev = seq.items[seq.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it.start);
                  end.push(this.sourceToken);
                  seq.items.pop();
                  return;
                }
              }
              it.start.push(this.sourceToken);
            }
            return;
          case "anchor":
          case "tag":
            if (it.value || this.indent <= seq.indent)
              break;
            it.start.push(this.sourceToken);
            return;
          case "seq-item-ind":
            if (this.indent !== seq.indent)
              break;
            if (it.value || includesToken(it.start, "seq-item-ind"))
              seq.items.push({ start: [this.sourceToken] });
            else
              it.start.push(this.sourceToken);
            return;
        }
        if (this.indent > seq.indent) {
          const bv = this.startBlockValue(seq);
          if (bv) {
            this.stack.push(bv);
            return;
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *flowCollection(fc) {
        const it = fc.items[fc.items.length - 1];
        if (this.type === "flow-error-end") {
          let top;
          do {
            yield* this.pop();
            top = this.peek(1);
          } while (top?.type === "flow-collection");
        } else if (fc.end.length === 0) {
          switch (this.type) {
            case "comma":
            case "explicit-key-ind":
              if (!it || it.sep)
                fc.items.push({ start: [this.sourceToken] });
              else
                it.start.push(this.sourceToken);
              return;
            case "map-value-ind":
              if (!it || it.value)
                fc.items.push({ start: [], key: null, sep: [this.sourceToken] });
              else if (it.sep)
                it.sep.push(this.sourceToken);
              else
                Object.assign(it, { key: null, sep: [this.sourceToken] });
              return;
            case "space":
            case "comment":
            case "newline":
            case "anchor":
            case "tag":
              if (!it || it.value)
                fc.items.push({ start: [this.sourceToken] });
              else if (it.sep)
                it.sep.push(this.sourceToken);
              else
                it.start.push(this.sourceToken);
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs2 = this.flowScalar(this.type);
              if (!it || it.value)
                fc.items.push({ start: [], key: fs2, sep: [] });
              else if (it.sep)
                this.stack.push(fs2);
              else
                Object.assign(it, { key: fs2, sep: [] });
              return;
            }
            case "flow-map-end":
            case "flow-seq-end":
              fc.end.push(this.sourceToken);
              return;
          }
          const bv = this.startBlockValue(fc);
          if (bv)
            this.stack.push(bv);
          else {
            yield* this.pop();
            yield* this.step();
          }
        } else {
          const parent = this.peek(2);
          if (parent.type === "block-map" && (this.type === "map-value-ind" && parent.indent === fc.indent || this.type === "newline" && !parent.items[parent.items.length - 1].sep)) {
            yield* this.pop();
            yield* this.step();
          } else if (this.type === "map-value-ind" && parent.type !== "flow-collection") {
            const prev = getPrevProps(parent);
            const start2 = getFirstKeyStartProps(prev);
            fixFlowSeqItems(fc);
            const sep = fc.end.splice(1, fc.end.length);
            sep.push(this.sourceToken);
            const map = {
              type: "block-map",
              offset: fc.offset,
              indent: fc.indent,
              items: [{ start: start2, key: fc, sep }]
            };
            this.onKeyLine = true;
            this.stack[this.stack.length - 1] = map;
          } else {
            yield* this.lineEnd(fc);
          }
        }
      }
      flowScalar(type) {
        if (this.onNewLine) {
          let nl = this.source.indexOf("\n") + 1;
          while (nl !== 0) {
            this.onNewLine(this.offset + nl);
            nl = this.source.indexOf("\n", nl) + 1;
          }
        }
        return {
          type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
      }
      startBlockValue(parent) {
        switch (this.type) {
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return this.flowScalar(this.type);
          case "block-scalar-header":
            return {
              type: "block-scalar",
              offset: this.offset,
              indent: this.indent,
              props: [this.sourceToken],
              source: ""
            };
          case "flow-map-start":
          case "flow-seq-start":
            return {
              type: "flow-collection",
              offset: this.offset,
              indent: this.indent,
              start: this.sourceToken,
              items: [],
              end: []
            };
          case "seq-item-ind":
            return {
              type: "block-seq",
              offset: this.offset,
              indent: this.indent,
              items: [{ start: [this.sourceToken] }]
            };
          case "explicit-key-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start2 = getFirstKeyStartProps(prev);
            start2.push(this.sourceToken);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start: start2, explicitKey: true }]
            };
          }
          case "map-value-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start2 = getFirstKeyStartProps(prev);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start: start2, key: null, sep: [this.sourceToken] }]
            };
          }
        }
        return null;
      }
      atIndentedComment(start2, indent) {
        if (this.type !== "comment")
          return false;
        if (this.indent <= indent)
          return false;
        return start2.every((st) => st.type === "newline" || st.type === "space");
      }
      *documentEnd(docEnd) {
        if (this.type !== "doc-mode") {
          if (docEnd.end)
            docEnd.end.push(this.sourceToken);
          else
            docEnd.end = [this.sourceToken];
          if (this.type === "newline")
            yield* this.pop();
        }
      }
      *lineEnd(token) {
        switch (this.type) {
          case "comma":
          case "doc-start":
          case "doc-end":
          case "flow-seq-end":
          case "flow-map-end":
          case "map-value-ind":
            yield* this.pop();
            yield* this.step();
            break;
          case "newline":
            this.onKeyLine = false;
          // fallthrough
          case "space":
          case "comment":
          default:
            if (token.end)
              token.end.push(this.sourceToken);
            else
              token.end = [this.sourceToken];
            if (this.type === "newline")
              yield* this.pop();
        }
      }
    };
    exports.Parser = Parser2;
  }
});

// node_modules/yaml/dist/public-api.js
var require_public_api = __commonJS({
  "node_modules/yaml/dist/public-api.js"(exports) {
    "use strict";
    var composer = require_composer();
    var Document = require_Document();
    var errors = require_errors();
    var log = require_log();
    var identity = require_identity();
    var lineCounter = require_line_counter();
    var parser = require_parser();
    function parseOptions(options) {
      const prettyErrors = options.prettyErrors !== false;
      const lineCounter$1 = options.lineCounter || prettyErrors && new lineCounter.LineCounter() || null;
      return { lineCounter: lineCounter$1, prettyErrors };
    }
    function parseAllDocuments(source, options = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions(options);
      const parser$1 = new parser.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options);
      const docs = Array.from(composer$1.compose(parser$1.parse(source)));
      if (prettyErrors && lineCounter2)
        for (const doc of docs) {
          doc.errors.forEach(errors.prettifyError(source, lineCounter2));
          doc.warnings.forEach(errors.prettifyError(source, lineCounter2));
        }
      if (docs.length > 0)
        return docs;
      return Object.assign([], { empty: true }, composer$1.streamInfo());
    }
    function parseDocument(source, options = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions(options);
      const parser$1 = new parser.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options);
      let doc = null;
      for (const _doc of composer$1.compose(parser$1.parse(source), true, source.length)) {
        if (!doc)
          doc = _doc;
        else if (doc.options.logLevel !== "silent") {
          doc.errors.push(new errors.YAMLParseError(_doc.range.slice(0, 2), "MULTIPLE_DOCS", "Source contains multiple documents; please use YAML.parseAllDocuments()"));
          break;
        }
      }
      if (prettyErrors && lineCounter2) {
        doc.errors.forEach(errors.prettifyError(source, lineCounter2));
        doc.warnings.forEach(errors.prettifyError(source, lineCounter2));
      }
      return doc;
    }
    function parse2(src, reviver, options) {
      let _reviver = void 0;
      if (typeof reviver === "function") {
        _reviver = reviver;
      } else if (options === void 0 && reviver && typeof reviver === "object") {
        options = reviver;
      }
      const doc = parseDocument(src, options);
      if (!doc)
        return null;
      doc.warnings.forEach((warning) => log.warn(doc.options.logLevel, warning));
      if (doc.errors.length > 0) {
        if (doc.options.logLevel !== "silent")
          throw doc.errors[0];
        else
          doc.errors = [];
      }
      return doc.toJS(Object.assign({ reviver: _reviver }, options));
    }
    function stringify(value, replacer, options) {
      let _replacer = null;
      if (typeof replacer === "function" || Array.isArray(replacer)) {
        _replacer = replacer;
      } else if (options === void 0 && replacer) {
        options = replacer;
      }
      if (typeof options === "string")
        options = options.length;
      if (typeof options === "number") {
        const indent = Math.round(options);
        options = indent < 1 ? void 0 : indent > 8 ? { indent: 8 } : { indent };
      }
      if (value === void 0) {
        const { keepUndefined } = options ?? replacer ?? {};
        if (!keepUndefined)
          return void 0;
      }
      if (identity.isDocument(value) && !_replacer)
        return value.toString(options);
      return new Document.Document(value, _replacer, options).toString(options);
    }
    exports.parse = parse2;
    exports.parseAllDocuments = parseAllDocuments;
    exports.parseDocument = parseDocument;
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/index.js
var require_dist = __commonJS({
  "node_modules/yaml/dist/index.js"(exports) {
    "use strict";
    var composer = require_composer();
    var Document = require_Document();
    var Schema = require_Schema();
    var errors = require_errors();
    var Alias = require_Alias();
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var cst = require_cst();
    var lexer = require_lexer();
    var lineCounter = require_line_counter();
    var parser = require_parser();
    var publicApi = require_public_api();
    var visit = require_visit();
    exports.Composer = composer.Composer;
    exports.Document = Document.Document;
    exports.Schema = Schema.Schema;
    exports.YAMLError = errors.YAMLError;
    exports.YAMLParseError = errors.YAMLParseError;
    exports.YAMLWarning = errors.YAMLWarning;
    exports.Alias = Alias.Alias;
    exports.isAlias = identity.isAlias;
    exports.isCollection = identity.isCollection;
    exports.isDocument = identity.isDocument;
    exports.isMap = identity.isMap;
    exports.isNode = identity.isNode;
    exports.isPair = identity.isPair;
    exports.isScalar = identity.isScalar;
    exports.isSeq = identity.isSeq;
    exports.Pair = Pair.Pair;
    exports.Scalar = Scalar.Scalar;
    exports.YAMLMap = YAMLMap.YAMLMap;
    exports.YAMLSeq = YAMLSeq.YAMLSeq;
    exports.CST = cst;
    exports.Lexer = lexer.Lexer;
    exports.LineCounter = lineCounter.LineCounter;
    exports.Parser = parser.Parser;
    exports.parse = publicApi.parse;
    exports.parseAllDocuments = publicApi.parseAllDocuments;
    exports.parseDocument = publicApi.parseDocument;
    exports.stringify = publicApi.stringify;
    exports.visit = visit.visit;
    exports.visitAsync = visit.visitAsync;
  }
});

// src/shared/glob-test.ts
var import_picomatch = __toESM(require_picomatch2(), 1);
function globTest(glob, options = {}) {
  const { basename: basename2, ...rest } = options;
  const re = import_picomatch.default.makeRe(glob, rest);
  const whole = (s) => s !== "" && (s === glob || re.test(s));
  if (!basename2) return whole;
  return (s) => s !== "" && (s === glob || re.test(lastSegment(s)));
}
function lastSegment(s) {
  const end = s.endsWith("/") ? s.length - 1 : s.length;
  const start2 = s.lastIndexOf("/", end - 1) + 1;
  return start2 === 0 && end === s.length ? s : s.slice(start2, end);
}

// src/shared/workspace-paths.ts
import { lstatSync as lstatSync2, realpathSync } from "node:fs";
import path2 from "node:path";

// src/shared/physical-path.ts
import { lstatSync, readlinkSync } from "node:fs";
import path from "node:path";
var PROCESS_SPECIFIC = /^\/(proc\/(self|thread-self|\d+|net|mounts)|dev\/(fd|stdin|stdout|stderr))(\/|$)/;
var MAX_LINKS = 40;
function lstatOrNull(p) {
  try {
    return lstatSync(p, { throwIfNoEntry: false }) ?? null;
  } catch (error) {
    if (error.code === "ENOTDIR") return null;
    throw error;
  }
}
function physicalPath(cwd, requested) {
  let links = 0;
  const walk3 = (start2, parts2) => {
    let current = start2;
    let missing = false;
    for (const part of parts2) {
      if (part === "" || part === ".") continue;
      if (part === "..") {
        current = path.dirname(current);
        continue;
      }
      const next = current === "/" ? `/${part}` : `${current}/${part}`;
      if (PROCESS_SPECIFIC.test(next)) {
        return { error: `Path "${requested}" is outside the workspace: it goes through ${next}, which names the process that opens it, so it cannot be resolved here` };
      }
      if (missing) {
        current = next;
        continue;
      }
      const stat = lstatOrNull(next);
      if (!stat) {
        missing = true;
        current = next;
        continue;
      }
      if (!stat.isSymbolicLink()) {
        current = next;
        continue;
      }
      links += 1;
      if (links > MAX_LINKS) return { error: `Path "${requested}" has too many symbolic links to resolve` };
      let target;
      try {
        target = readlinkSync(next);
      } catch {
        return { error: `Path "${requested}" holds a link that cannot be read` };
      }
      const inner = walk3(target.startsWith("/") ? "/" : current, target.split("/"));
      if ("error" in inner) return inner;
      current = inner.abs;
      missing = inner.missing;
    }
    return { abs: current, missing };
  };
  const result = walk3(requested.startsWith("/") ? "/" : cwd, requested.split("/"));
  return "error" in result ? result : { abs: result.abs };
}

// src/shared/workspace-paths.ts
var OutsideWorkspaceError = class extends Error {
  constructor(requested, why) {
    super(`Path "${requested}" is outside the workspace: ${why}`);
    this.requested = requested;
    this.name = "OutsideWorkspaceError";
  }
  requested;
};
function realpathOfExistingPrefix(abs) {
  const missing = [];
  let current = abs;
  for (; ; ) {
    try {
      const real = realpathSync.native(current);
      return missing.length ? path2.join(real, ...missing.reverse()) : real;
    } catch {
      const parent = path2.dirname(current);
      if (parent === current) return abs;
      missing.push(path2.basename(current));
      current = parent;
    }
  }
}
function danglingLink(root, requested) {
  const name2 = path2.basename(requested);
  if (!name2 || name2 === "." || name2 === ".." || requested.endsWith("/")) return null;
  const parent = physicalPath(root, path2.dirname(requested));
  if ("error" in parent) return null;
  const candidate = path2.join(realpathOfExistingPrefix(parent.abs), name2);
  try {
    if (!lstatSync2(candidate).isSymbolicLink()) return null;
  } catch {
    return null;
  }
  try {
    realpathSync.native(candidate);
    return null;
  } catch {
    return candidate;
  }
}
function resolveInWorkspace(root, requested) {
  if (typeof requested !== "string" || requested.includes("\0")) {
    throw new OutsideWorkspaceError(String(requested), "invalid path");
  }
  if (requested === "~" || requested.startsWith("~/") || requested.startsWith("~")) {
    throw new OutsideWorkspaceError(requested, "home-directory paths are not allowed");
  }
  const lexical = path2.resolve(root, requested);
  const dangling = danglingLink(root, requested);
  const physical = dangling ? { abs: dangling } : physicalPath(root, requested);
  if ("error" in physical) throw new OutsideWorkspaceError(requested, physical.error.replace(/^Path "[^"]*" (is outside the workspace: )?/, ""));
  const abs = dangling ?? realpathOfExistingPrefix(physical.abs);
  const rel = path2.relative(root, abs);
  if (rel === ".." || rel.startsWith(`..${path2.sep}`) || path2.isAbsolute(rel)) {
    const via = lexical === abs ? "it resolves outside the repository" : `it resolves (through a symlink) to ${abs}`;
    throw new OutsideWorkspaceError(requested, via);
  }
  return { abs, rel: rel.split(path2.sep).join("/") };
}
var PROTECTED_WRITE_DIRS = [".git", ".husky", "node_modules"];
var PROTECTED_WRITE_PREFIXES = [".github/workflows"];
var IGNORABLE = /[\u200b-\u200f\u202a-\u202e\u2060-\u2063\u206a-\u206f\ufeff]/g;
var IGNORABLE_ONE = new RegExp(IGNORABLE.source);
function hasIgnorable(s) {
  return IGNORABLE_ONE.test(s);
}
function canonicalSegment(segment) {
  const name2 = segment.toLowerCase().replace(IGNORABLE, "").replace(/[. ]+$/, "");
  return name2 === "git~1" ? ".git" : name2;
}
function protectedDirOf(rel) {
  const segments = rel.split(/[\\/]/).map(canonicalSegment);
  for (const dir of PROTECTED_WRITE_DIRS) {
    if (segments.includes(dir)) return dir;
  }
  const lower = segments.join("/");
  for (const prefix of PROTECTED_WRITE_PREFIXES) {
    if (lower === prefix || lower.startsWith(`${prefix}/`)) return prefix;
  }
  return null;
}

// src/policy/path-globs.ts
function compileGlob(spec) {
  let pattern = spec.trim().replace(/^\.\//, "");
  let anchored = false;
  if (pattern.startsWith("/")) {
    anchored = true;
    pattern = pattern.replace(/^\/+/, "");
  }
  pattern = pattern.replace(/\/+$/, "");
  if (pattern.includes("/")) anchored = true;
  if (pattern === "" || pattern === "**") {
    return { glob: spec, matches: () => true, matchesAnyCase: () => true, probes: ["x"], anchored: false };
  }
  const build = (nocase) => {
    const test = globTest(pattern, { dot: true, nocase });
    return anchored ? (rel) => anyAncestor(normalRel(rel), test) : (rel) => anySegment(normalRel(rel), test);
  };
  const probe = pattern.replace(/\*\*\/?/g, "").replace(/[*?]/g, "").replace(/\[[^\]]*\]/g, "x") || "x";
  return { glob: spec, matches: build(false), matchesAnyCase: build(true), probes: [probe], anchored };
}
var GIT_LETTERS = /git/i;
function splitRel(rel) {
  return normalRel(rel).split("/").filter((s) => s !== "");
}
var LOOSE_SEGMENT = /(?:^|\/)\.?(?:\/|$)/;
function normalRel(rel) {
  return LOOSE_SEGMENT.test(rel) ? rel.split("/").filter((s) => s !== "" && s !== ".").join("/") : rel;
}
function anyAncestor(rel, test) {
  if (test(rel)) return true;
  for (let i2 = rel.lastIndexOf("/"); i2 > 0; i2 = rel.lastIndexOf("/", i2 - 1)) {
    if (test(rel.slice(0, i2))) return true;
  }
  return false;
}
function anySegment(rel, test) {
  let start2 = 0;
  while (start2 <= rel.length) {
    const end = rel.indexOf("/", start2);
    const stop2 = end === -1 ? rel.length : end;
    if (stop2 > start2 && test(rel.slice(start2, stop2))) return true;
    if (end === -1) return false;
    start2 = end + 1;
  }
  return false;
}
function isReadProtected(rel) {
  if (!GIT_LETTERS.test(rel) && !hasIgnorable(rel)) return false;
  const segments = splitRel(rel).map(canonicalSegment);
  const gitIndex = segments.indexOf(".git");
  if (gitIndex === -1) return false;
  const last = segments[segments.length - 1];
  return gitIndex < segments.length - 1 && (last === "config" || last.startsWith("config."));
}
function isWorkflowPath(rel) {
  const segments = splitRel(rel).map(canonicalSegment);
  return segments[0] === ".github" && segments[1] === "workflows";
}

// src/shared/edit-distance.ts
function editDistance(a, b) {
  if (a === b) return 0;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i2 = 1; i2 <= a.length; i2++) {
    const cur = [i2];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i2 - 1] === b[j - 1] ? 0 : 1;
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
    }
    prev = cur;
  }
  return prev[b.length];
}

// src/policy/rules.ts
var KNOWN_TOOLS = new Map(
  [
    ["Read", "read"],
    ["Grep", "read"],
    ["Glob", "read"],
    ["LS", "read"],
    ["Write", "edit"],
    ["Edit", "edit"],
    ["Bash", "shell"],
    ["MultiEdit", "other"],
    ["NotebookEdit", "other"],
    ["WebFetch", "other"],
    ["WebSearch", "other"],
    ["Task", "other"],
    ["TodoWrite", "other"]
  ].map(([name2, kind]) => [name2.toLowerCase(), { name: name2, kind }])
);
var TOOL_ALIASES = /* @__PURE__ */ new Map([
  ["fs_read", "Read"],
  ["fs_write", "Write"],
  ["str_replace", "Edit"],
  ["search", "Grep"],
  ["list", "LS"],
  ["shell", "Bash"],
  ["execute_cmd", "Bash"],
  ["web_fetch", "WebFetch"],
  ["fetch_url", "WebFetch"]
]);
var MCP_NAME = /^mcp__[A-Za-z0-9-]+(?:_[A-Za-z0-9-]+)*(?:__(?:\*|[A-Za-z0-9][A-Za-z0-9_-]*))?$/;
var KNOWN_TOOL_NAMES = [...KNOWN_TOOLS.values()].map((t) => t.name);
function suggestName(name2, candidates) {
  const lower = name2.toLowerCase();
  let best = null;
  for (const candidate of candidates) {
    const d = editDistance(lower, candidate.toLowerCase());
    if (d <= (lower.length <= 3 ? 1 : 2) && (!best || d < best.d)) best = { name: candidate, d };
  }
  return best?.name ?? null;
}
function unknownToolMessage(rule, tool) {
  if (KNOWN_TOOLS.has(tool.toLowerCase()) || MCP_NAME.test(tool)) return null;
  const alias = TOOL_ALIASES.get(tool.toLowerCase());
  if (alias) return `"${rule}" names "${tool}", another name of the ${alias} tool; rules match tools by their own name: write ${alias} instead`;
  const near = suggestName(tool, KNOWN_TOOL_NAMES);
  const hint = near ? `did you mean ${near}? ` : "";
  return `"${rule}" names an unknown tool "${tool}"; ${hint}expected one of ${KNOWN_TOOL_NAMES.join(", ")}, or an MCP tool as mcp__server__tool (a rule naming no real tool would match nothing, so it is refused)`;
}
var KIND_RULES = { Read: "read", Edit: "edit", Bash: "shell" };
var WORD_SEP = "";
var RULE_SYNTAX = /^([A-Za-z_][A-Za-z0-9_.-]*(?:__\*)?)(?:\((.*)\))?$/s;
var RuleSyntaxError = class extends Error {
};
function parseRule(text) {
  const trimmed = text.trim();
  const match = RULE_SYNTAX.exec(trimmed);
  if (!match) throw new RuleSyntaxError(`"${text}" is not a rule; expected Tool or Tool(specifier)`);
  const unknown = unknownToolMessage(trimmed, match[1]);
  if (unknown) throw new RuleSyntaxError(unknown);
  const known = KNOWN_TOOLS.get(match[1].toLowerCase());
  const tool = known?.name ?? match[1];
  const specifier = match[2] === void 0 ? null : match[2].trim();
  if (specifier === "") throw new RuleSyntaxError(`"${text}" has an empty specifier; expected ${tool} or ${tool}(specifier)`);
  const rule = { text: trimmed, tool, known: !!known, specifier };
  if (specifier === null || !known || known.kind === "other") return rule;
  if (known.kind === "shell") rule.shell = compileShellPattern(specifier, text);
  else rule.path = compileGlob(specifier);
  return rule;
}
function compileShellPattern(spec, text) {
  let body2 = spec;
  let prefix = false;
  if (body2.endsWith(":*")) {
    prefix = true;
    body2 = body2.slice(0, -2).trim();
  }
  if (body2.includes(":*")) throw new RuleSyntaxError(`"${text}": ":*" may only end a command prefix, e.g. Bash(npm run lint:*)`);
  const words = body2.split(/\s+/).filter(Boolean);
  if (!words.length) throw new RuleSyntaxError(`"${text}" names no command; expected e.g. Bash(npm test) or Bash(npm run lint:*)`);
  const star = words.findIndex((w) => w.includes("*"));
  if (star === -1) {
    return { type: prefix ? "prefix" : "exact", words, literalWords: words.length, openEnded: prefix };
  }
  if (prefix) throw new RuleSyntaxError(`"${text}": use either ":*" at the end or "*" inside, not both`);
  const escape = (s) => s.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*");
  let source = words.map(escape).join(WORD_SEP);
  if (words.length > 1 && words[words.length - 1] === "*") {
    source = `${words.slice(0, -1).map(escape).join(WORD_SEP)}(?:${WORD_SEP}.*)?`;
  }
  return {
    type: "wildcard",
    words,
    regex: new RegExp(`^${source}$`, "s"),
    literalWords: star,
    openEnded: words[words.length - 1].endsWith("*")
  };
}
function ruleGoverns(rule, tool, kind) {
  if (rule.tool.toLowerCase() === tool.toLowerCase()) return true;
  if (/^mcp__/i.test(rule.tool) && !rule.tool.slice(5).includes("__") && tool.toLowerCase().startsWith(`${rule.tool.toLowerCase()}__`)) return true;
  if (/^mcp__.+__\*$/i.test(rule.tool) && tool.toLowerCase().startsWith(rule.tool.slice(0, -1).toLowerCase())) return true;
  const ruleKind = KIND_RULES[rule.tool];
  return ruleKind !== void 0 && ruleKind === kind;
}
function knownToolKind(name2) {
  return KNOWN_TOOLS.get(name2.toLowerCase())?.kind;
}
function shellPatternMatches(pattern, words, openEnded = false) {
  if (openEnded && !pattern.openEnded) return false;
  switch (pattern.type) {
    case "exact":
      return words.length === pattern.words.length && pattern.words.every((w, i2) => words[i2] === w);
    case "prefix":
      return words.length >= pattern.words.length && pattern.words.every((w, i2) => words[i2] === w);
    case "wildcard":
      return pattern.regex.test(words.join(WORD_SEP));
  }
}
function shellPatternMatchesLoosely(pattern, words, wild) {
  if (shellPatternMatches(pattern, words)) return true;
  const firstWild = wild.indexOf(true);
  if (firstWild === -1) return false;
  const fixed = words.slice(0, firstWild);
  if (pattern.type === "wildcard") {
    const literal = pattern.words.slice(0, pattern.literalWords);
    const n2 = Math.min(literal.length, fixed.length);
    return literal.slice(0, n2).every((w, i2) => fixed[i2] === w);
  }
  const n = Math.min(pattern.words.length, fixed.length);
  return pattern.words.slice(0, n).every((w, i2) => fixed[i2] === w);
}

// src/mcp/mcp-config.ts
var MCP_SERVER_NAME = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;
var ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
var HEADER_NAME = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/;
var RESERVED_HEADERS = /* @__PURE__ */ new Set(["host", "content-length", "content-type", "accept", "connection", "transfer-encoding", "mcp-session-id", "mcp-protocol-version"]);
function urlOf(raw) {
  try {
    return new URL(raw);
  } catch {
    return null;
  }
}
var envName = external_exports.string().regex(ENV_NAME, "expected an environment variable name (letters, digits, _)");
var OWN_SECRET = /^(INPUT_|ACTIONS_|RUNNER_|GITHUB_)|^(ANTHROPIC_API_KEY|ANTHROPIC_AUTH_TOKEN|GH_TOKEN)$/;
var secretName = envName.refine((name2) => !OWN_SECRET.test(name2), "this variable holds the runner's or Marshal's own credentials, which no MCP server receives; give the server a credential of its own under another name");
function headerProblem(name2) {
  if (!HEADER_NAME.test(name2)) return "expected an HTTP header name";
  return RESERVED_HEADERS.has(name2.toLowerCase()) ? "this header is set by the MCP transport itself" : null;
}
var oneLine = external_exports.string().refine((v) => !/[\r\n\0]/.test(v), "expected one line (no line breaks or NUL)");
var serverSchema = external_exports.strictObject({
  command: external_exports.array(external_exports.string().min(1).refine((v) => !v.includes("\0"), "expected no NUL")).min(1, 'expected the program and its arguments, e.g. ["node", "tools/db-mcp.js"]').max(64).optional(),
  url: external_exports.string().refine((raw) => /^https?:$/.test(urlOf(raw)?.protocol ?? ""), "expected an http(s) URL").refine((raw) => !urlOf(raw)?.username && !urlOf(raw)?.password, "expected a URL without credentials (give them through headers_from_secrets)").optional(),
  env: external_exports.record(envName, oneLine).default({}),
  secrets: external_exports.array(secretName).max(32).default([]),
  headers: external_exports.record(external_exports.string(), oneLine).default({}),
  headers_from_secrets: external_exports.record(external_exports.string(), secretName).default({}),
  timeout: external_exports.number().positive().max(3600).optional()
}).superRefine((server, ctx) => {
  if (!server.command === !server.url) {
    ctx.addIssue({ code: "custom", path: [], message: "expected exactly one of command (a stdio server) or url (a streamable HTTP server)" });
  }
  if (server.url) {
    if (Object.keys(server.env).length) ctx.addIssue({ code: "custom", path: ["env"], message: "env is for stdio servers (command); a url server runs elsewhere" });
    if (server.secrets.length) ctx.addIssue({ code: "custom", path: ["secrets"], message: "secrets are for stdio servers (command); give a url server secrets through headers_from_secrets" });
  }
  if (server.command) {
    if (Object.keys(server.headers).length) ctx.addIssue({ code: "custom", path: ["headers"], message: "headers are for url servers" });
    if (Object.keys(server.headers_from_secrets).length) ctx.addIssue({ code: "custom", path: ["headers_from_secrets"], message: "headers_from_secrets is for url servers" });
  }
  const seen = /* @__PURE__ */ new Set();
  server.secrets.forEach((name2, i2) => {
    if (seen.has(name2)) ctx.addIssue({ code: "custom", path: ["secrets", i2], message: `${name2} is listed twice` });
    seen.add(name2);
    if (Object.hasOwn(server.env, name2)) ctx.addIssue({ code: "custom", path: ["secrets", i2], message: `${name2} is also set in env; a variable is either plain (env) or a secret` });
  });
  for (const key of ["headers", "headers_from_secrets"]) {
    for (const h of Object.keys(server[key])) {
      const problem = headerProblem(h);
      if (problem) ctx.addIssue({ code: "custom", path: [key, h], message: problem });
    }
  }
  const headers = new Set(Object.keys(server.headers).map((h) => h.toLowerCase()));
  for (const h of Object.keys(server.headers_from_secrets)) {
    if (headers.has(h.toLowerCase())) ctx.addIssue({ code: "custom", path: ["headers_from_secrets", h], message: `${h} is also set in headers` });
  }
});
var mcpServersSchema = external_exports.record(external_exports.string(), serverSchema).superRefine(
  (servers, ctx) => {
    for (const name2 of Object.keys(servers ?? {})) {
      if (!MCP_SERVER_NAME.test(name2)) {
        ctx.addIssue({ code: "custom", path: [name2], message: `"${name2}" is not a server name; expected lower-case letters, digits and dashes (at most 40), as in mcp__${name2.toLowerCase().replace(/[^a-z0-9-]/g, "-")}__tool` });
      }
    }
  },
  // Names are reported even when a server's body has problems of its own.
  { when: (payload) => !!payload.value && typeof payload.value === "object" }
);
var MCP_SERVER_KEYS = ["command", "url", "env", "secrets", "headers", "headers_from_secrets", "timeout"];
function mcpToolName(server, tool) {
  return `mcp__${server}__${tool}`;
}
function parseMcpName(name2) {
  if (!/^mcp__./i.test(name2)) return null;
  const rest = name2.slice(5);
  const cut = rest.indexOf("__");
  const server = cut === -1 ? rest : rest.slice(0, cut);
  const tool = cut === -1 || rest.slice(cut + 2) === "*" ? null : rest.slice(cut + 2);
  return { server, tool };
}
function undeclaredServerProblems(rules, servers) {
  const declared = Object.keys(servers);
  const problems = [];
  for (const [key, tool] of rules) {
    const parsed = parseMcpName(tool);
    if (!parsed || Object.hasOwn(servers, parsed.server)) continue;
    const list2 = declared.length ? `the policy declares ${declared.join(", ")}` : "the policy declares no mcp_servers";
    problems.push(`${key}: "${tool}" names the MCP server "${parsed.server}", which is not declared under mcp_servers (${list2}); a rule naming no server would match nothing, so it is refused`);
  }
  return problems;
}
function mcpSecretNames(servers) {
  const names = /* @__PURE__ */ new Set();
  for (const server of Object.values(servers)) {
    for (const name2 of server.secrets) names.add(name2);
    for (const name2 of Object.values(server.headers_from_secrets)) names.add(name2);
  }
  return names;
}

// src/policy/policy-schema.ts
var import_yaml = __toESM(require_dist(), 1);
var PolicyError = class extends Error {
  constructor(message) {
    super(message);
    this.name = "PolicyError";
  }
};
var positive = external_exports.number().positive();
var limitsSchema = external_exports.strictObject({
  tool_timeout: positive.optional(),
  max_turns: external_exports.number().int().positive().optional(),
  max_output_bytes: external_exports.number().int().positive().optional(),
  timeout_minutes: positive.optional(),
  max_cost_usd: positive.optional()
});
var testSchema = external_exports.strictObject({
  tool: external_exports.string().min(1),
  input: external_exports.record(external_exports.string(), external_exports.unknown()),
  expect: external_exports.enum(["allow", "deny"])
});
var hostPattern = external_exports.string().min(1).regex(/^(\*|(\*\.)?[A-Za-z0-9_.-]+|\[[0-9A-Fa-f:.]+\])(:(\d{1,5}|\*))?$/, 'expected a host name, "*.domain", an IP address or [IPv6], optionally with :port');
var networkSchema = external_exports.strictObject({
  allow: external_exports.array(hostPattern).default([]),
  deny: external_exports.array(hostPattern).default([]),
  loopback: external_exports.boolean().default(true)
});
var guardAuthor = external_exports.string().regex(/^(everyone|bots|[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\[bot\])?)$/, 'expected "everyone", "bots" or a GitHub login such as dependabot[bot]');
var guardSchema = external_exports.strictObject({
  authors: external_exports.array(guardAuthor).min(1, 'expected at least one author ("everyone", "bots" or a login)')
});
var hookSchema = external_exports.strictObject({
  match: external_exports.string().min(1),
  command: external_exports.string().min(1),
  timeout: external_exports.number().positive().max(3600).optional()
});
var hooksSchema = external_exports.strictObject({
  pre: external_exports.array(hookSchema).default([]),
  post: external_exports.array(hookSchema).default([])
});
var fileSchema = external_exports.strictObject({
  version: external_exports.literal(1),
  mode: external_exports.enum(["default", "plan"]).default("default"),
  allow: external_exports.array(external_exports.string()).default([]),
  deny: external_exports.array(external_exports.string()).default([]),
  limits: limitsSchema.default({}),
  tests: external_exports.array(testSchema).default([]),
  sandbox: external_exports.enum(["auto", "required", "off"]).optional(),
  network: networkSchema.default({ allow: [], deny: [], loopback: true }),
  guard: guardSchema.optional(),
  hooks: hooksSchema.default({ pre: [], post: [] }),
  mcp_servers: mcpServersSchema.default({})
});
var DEFAULT_POLICY_SOURCE = "built-in default";
function defaultDocument(source = DEFAULT_POLICY_SOURCE) {
  return { version: 1, mode: "default", allow: ["Read"], deny: [], limits: {}, tests: [], network: defaultNetwork(), hooks: { pre: [], post: [] }, source, isDefault: true };
}
function defaultNetwork() {
  return { allow: [], deny: [], loopback: true };
}
function keyPath(path13) {
  let out2 = "";
  for (const part of path13) {
    if (typeof part === "number") out2 += `[${part}]`;
    else out2 += out2 ? `.${String(part)}` : String(part);
  }
  return out2 || "(top level)";
}
function knownKeysAt(path13) {
  const top = path13[0];
  if (top === void 0) return Object.keys(fileSchema.shape);
  if (top === "limits") return Object.keys(limitsSchema.shape);
  if (top === "network") return Object.keys(networkSchema.shape);
  if (top === "tests") return Object.keys(testSchema.shape);
  if (top === "guard") return Object.keys(guardSchema.shape);
  if (top === "mcp_servers" && path13.length === 2) return [...MCP_SERVER_KEYS];
  return [];
}
function describeIssue(issue) {
  switch (issue.code) {
    case "unrecognized_keys": {
      const known = knownKeysAt(issue.path);
      const near = issue.keys.map((k) => suggestName(k, known)).find((k) => k !== null);
      const list2 = issue.keys.map((k) => `"${k}"`).join(", ");
      return `unknown key${issue.keys.length > 1 ? "s" : ""} ${list2}; ${near ? `did you mean "${near}"? ` : ""}expected only ${known.join(", ")}`;
    }
    case "invalid_value":
      return `expected ${issue.values.map((v) => JSON.stringify(v)).join(" or ")}`;
    case "invalid_type":
      return `expected ${issue.expected}`;
    case "too_small":
      if (issue.origin === "array") return issue.message;
      return issue.origin === "string" ? "expected a non-empty string" : `expected a number greater than ${String(issue.minimum)}`;
    default:
      return issue.message;
  }
}
function parseDocumentText(text, source) {
  let raw;
  try {
    raw = (0, import_yaml.parse)(text, { prettyErrors: true });
  } catch (error) {
    const pos = error.linePos?.[0];
    const message = (error instanceof Error ? error.message.split("\n")[0] : String(error)).replace(/ at line \d+, column \d+:?$/, "");
    throw new PolicyError(`${source}${pos ? `:${pos.line}:${pos.col}` : ""}: not valid YAML or JSON: ${message}`);
  }
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) {
    throw new PolicyError(`${source}: (top level): expected a mapping with version, allow, deny, ...`);
  }
  const parsed = fileSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const where = issue.code === "unrecognized_keys" && issue.path.length === 0 ? "(top level)" : keyPath(issue.path);
      return `${source}: ${where}: ${describeIssue(issue)}`;
    });
    throw new PolicyError(lines.join("\n"));
  }
  const { sandbox, guard, mcp_servers, ...rest } = parsed.data;
  const doc = {
    ...rest,
    limits: { ...rest.limits },
    network: { ...rest.network },
    hooks: { pre: rest.hooks.pre.map((h) => ({ ...h })), post: rest.hooks.post.map((h) => ({ ...h })) },
    ...sandbox ? { sandbox } : {},
    ...guard ? { guard: { authors: guard.authors.map((a) => a.toLowerCase()) } } : {},
    ...Object.keys(mcp_servers).length ? { mcp_servers } : {},
    source,
    isDefault: false
  };
  const compiled = compileRules(doc);
  const named2 = [
    ...compiled.allow.map((r, i2) => [`allow[${i2}]`, r.tool]),
    ...compiled.deny.map((r, i2) => [`deny[${i2}]`, r.tool])
  ];
  for (const event of ["pre", "post"]) {
    doc.hooks[event].forEach((hook, i2) => {
      const name2 = /^\s*([^\s(]+)/.exec(hook.match)?.[1];
      if (name2) named2.push([`hooks.${event}[${i2}].match`, name2]);
    });
  }
  const undeclared = undeclaredServerProblems(named2, mcp_servers);
  if (undeclared.length) throw new PolicyError(undeclared.map((p) => `${source}: ${p}`).join("\n"));
  for (const event of ["pre", "post"]) {
    doc.hooks[event].forEach((hook, i2) => {
      if (hook.match.trim() === "*") return;
      try {
        parseRule(hook.match);
      } catch (error) {
        if (error instanceof RuleSyntaxError) throw new PolicyError(`${source}: hooks.${event}[${i2}].match: ${error.message}`);
        throw error;
      }
    });
  }
  return doc;
}
function compileRules(doc) {
  const problems = [];
  const compile = (list2, key) => list2.flatMap((text, i2) => {
    try {
      return [parseRule(text)];
    } catch (error) {
      if (!(error instanceof RuleSyntaxError)) throw error;
      problems.push(`${doc.source}: ${key}[${i2}]: ${error.message}`);
      return [];
    }
  });
  const rules = { allow: compile(doc.allow, "allow"), deny: compile(doc.deny, "deny") };
  if (problems.length) throw new PolicyError(problems.join("\n"));
  return rules;
}

// src/policy/index.ts
import { readFileSync as readFileSync4, realpathSync as realpathSync3 } from "node:fs";
import path12 from "node:path";

// src/policy/describe.ts
var KIND_RULE = { read: "Read", edit: "Edit", shell: "Bash" };
function list(items) {
  return items.join(", ");
}
function fileSentence(verb, allow, deny2) {
  const except = deny2.filter((r) => r.specifier !== null).map((r) => r.specifier);
  if (deny2.some((r) => r.specifier === null)) return `You may not ${verb} files.`;
  const exceptText = except.length ? ` except ${list(except)}` : "";
  if (allow.some((r) => r.specifier === null)) return `You may ${verb} any file${exceptText}.`;
  const globs = allow.filter((r) => r.path).map((r) => r.specifier);
  if (!globs.length) return `You may not ${verb} files.`;
  return `You may ${verb} files matching ${list(globs)}${exceptText}.`;
}
function shellPhrases(rules) {
  const exact = rules.filter((r) => r.shell?.type === "exact").map((r) => r.shell.words.join(" "));
  const prefix = rules.filter((r) => r.shell?.type === "prefix").map((r) => r.shell.words.join(" "));
  const wildcard = rules.filter((r) => r.shell?.type === "wildcard").map((r) => r.specifier);
  const phrases = [];
  if (exact.length) phrases.push(`exactly: ${exact.join("; ")}`);
  if (prefix.length) phrases.push(`commands starting with: ${prefix.join("; ")}`);
  if (wildcard.length) phrases.push(`commands matching (* = anything): ${wildcard.join("; ")}`);
  return phrases;
}
function shellSentence(allow, deny2) {
  if (deny2.some((r) => r.specifier === null)) return "You may not run shell commands.";
  const denied = shellPhrases(deny2);
  const never = denied.length ? ` Never: ${denied.join("; ")}.` : "";
  if (allow.some((r) => r.specifier === null)) return `You may run any shell command that can be analysed statically.${never}`;
  const allowed = shellPhrases(allow);
  if (!allowed.length) return "You may not run shell commands.";
  return `You may run ${allowed.join("; ")}.${never} A command line is allowed only if every command in it is (pipes, ;, && included).`;
}
function describePolicy(doc, allow, deny2) {
  const forRule = (name2) => (r) => r.tool === name2;
  const parts2 = [];
  parts2.push(fileSentence("read", allow.filter(forRule(KIND_RULE.read)), deny2.filter(forRule(KIND_RULE.read))));
  if (doc.mode === "plan") {
    parts2.push("Plan mode: you may only read and search; every edit, shell command and other tool is denied.");
  } else {
    parts2.push(fileSentence("edit", allow.filter(forRule(KIND_RULE.edit)), deny2.filter(forRule(KIND_RULE.edit))));
    parts2.push(shellSentence(allow.filter(forRule(KIND_RULE.shell)), deny2.filter(forRule(KIND_RULE.shell))));
  }
  const specific = (rules) => rules.filter((r) => !Object.values(KIND_RULE).includes(r.tool)).map((r) => r.text);
  const otherAllowed = specific(allow);
  const otherDenied = specific(deny2);
  if (otherAllowed.length && doc.mode !== "plan") parts2.push(`Also allowed: ${list(otherAllowed)}.`);
  if (otherDenied.length) parts2.push(`Also denied: ${list(otherDenied)}.`);
  parts2.push(
    "Always denied, whatever the rules: paths outside the repository, reading .git/config, writing under .git/, .husky/, node_modules/ or .github/workflows/, and shell commands that cannot be analysed statically (command substitution, eval, source, variables in command position or naming files, cd to a variable or out of the workspace). Shell commands answer to the same file rules as the tools: use the Grep, Glob and Read tools rather than grep -r, find or cat on directories."
  );
  parts2.push("Everything else is denied.");
  return parts2.join(" ");
}

// src/policy/path-checks.ts
var import_picomatch2 = __toESM(require_picomatch2(), 1);
import path4 from "node:path";

// src/policy/shell/git-config.ts
import { readFileSync, statSync } from "node:fs";
import os from "node:os";
import path3 from "node:path";
var PROGRAM_KEYS = /* @__PURE__ */ new Set([
  "core.fsmonitor",
  "core.sshcommand",
  "core.editor",
  "core.pager",
  "core.askpass",
  "core.gitproxy",
  "core.alternaterefscommand",
  "sequence.editor",
  "diff.external",
  "diff.textconv",
  "diff.command",
  "merge.driver",
  "filter.clean",
  "filter.smudge",
  "filter.process",
  "credential.helper",
  "gpg.program",
  "gpg.defaultkeycommand",
  "uploadpack.packobjectshook",
  "interactive.difffilter",
  "browser.cmd",
  "browser.path",
  "difftool.cmd",
  "difftool.path",
  "mergetool.cmd",
  "mergetool.path",
  "man.cmd",
  "man.path",
  "remote.uploadpack",
  "remote.receivepack",
  "sendemail.smtpserver",
  "sendemail.tocmd",
  "sendemail.cccmd",
  "sendemail.sendmailcmd",
  "submodule.update"
]);
var BOOLEAN = /^(true|false|yes|no|on|off|1|0|)$/i;
function commandFiles(value, cwd) {
  const words = value.replace(/^!\s*/, "").replace(/["']/g, " ").split(/[\s;&|()<>]+/).filter(Boolean);
  return words.filter((w, i2) => !w.startsWith("-") && !w.includes("$") && ![".", "..", "~"].includes(w) && (i2 > 0 || w.includes("/"))).map((w) => expandHome(w, cwd));
}
function programKey(section, key, value) {
  const lower = section.toLowerCase();
  const head = lower.includes(".") ? lower.slice(0, lower.indexOf(".")) : lower;
  if (head === "alias") return value.trimStart().startsWith("!");
  if (head === "pager") return !BOOLEAN.test(value.trim());
  if (head === "submodule" && key === "update") return value.trimStart().startsWith("!");
  if (lower === "core" && key === "fsmonitor" && BOOLEAN.test(value.trim())) return false;
  return PROGRAM_KEYS.has(`${head}.${key}`);
}
var cache = /* @__PURE__ */ new Map();
var MAX_INCLUDE_DEPTH = 10;
function statKey(file) {
  const s = statSync(file, { throwIfNoEntry: false });
  return s ? `${s.ino}:${s.size}:${s.mtimeMs}` : "-";
}
function gitDirs(cwd) {
  const dotGit = path3.join(cwd, ".git");
  const s = statSync(dotGit, { throwIfNoEntry: false });
  if (!s) return [];
  let gitDir = dotGit;
  if (s.isFile()) {
    const m = /^gitdir:\s*(.+)$/m.exec(readText(dotGit));
    if (!m) return [];
    gitDir = path3.resolve(cwd, m[1].trim());
  }
  const dirs = [gitDir];
  const common = readText(path3.join(gitDir, "commondir")).trim();
  if (common) dirs.push(path3.resolve(gitDir, common));
  return dirs;
}
function readText(file) {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
}
function expandHome(value, base2) {
  if (value === "~" || value.startsWith("~/")) return path3.join(os.homedir(), value.slice(1));
  return path3.resolve(base2, value);
}
function parseConfig(text) {
  const entries = [];
  let section = "";
  const lines = text.replace(/\\(\\|\r?\n)/g, (m, c) => c === "\\" ? m : "").split(/\r?\n/);
  for (const raw of lines) {
    let line = raw.trim();
    if (!line || line.startsWith("#") || line.startsWith(";")) continue;
    const header = /^\[\s*([A-Za-z0-9.-]+)(?:\s+"((?:[^"\\]|\\.)*)")?\s*\]\s*(.*)$/.exec(line);
    if (header) {
      const [name2, ...dotted] = header[1].split(".");
      section = header[2] !== void 0 ? `${name2.toLowerCase()}.${header[2]}` : [name2.toLowerCase(), ...dotted].join(".");
      line = header[3].trim();
      if (!line || line.startsWith("#") || line.startsWith(";")) continue;
    }
    const kv = /^([A-Za-z][A-Za-z0-9-]*)\s*(?:=\s*(.*))?$/.exec(line);
    if (!kv) continue;
    let value = "";
    let quoted = false;
    for (let i2 = 0; i2 < (kv[2] ?? "").length; i2 += 1) {
      const ch = kv[2][i2];
      if (ch === '"') {
        quoted = !quoted;
        continue;
      }
      if (ch === "\\") {
        const next = kv[2][i2 + 1];
        value += next === "n" ? "\n" : next === "t" ? "	" : next ?? "";
        i2 += 1;
        continue;
      }
      if (!quoted && (ch === "#" || ch === ";")) break;
      value += ch;
    }
    entries.push({ section, key: kv[1].toLowerCase(), value: kv[2] === void 0 ? "true" : value.trim() });
  }
  return entries;
}
function collect(file, facts2, seen, depth, cwd) {
  if (depth > MAX_INCLUDE_DEPTH || seen.has(file)) return;
  seen.add(file);
  const text = readText(file);
  if (!text) return;
  for (const { section, key, value } of parseConfig(text)) {
    const lower = section.toLowerCase();
    if (value && programKey(section, key, value)) {
      for (const file2 of commandFiles(value, cwd)) facts2.programFiles.push({ file: file2, key: `${section}.${key}` });
    }
    if (lower === "core" && key === "hookspath" && value) facts2.hooksDirs.push(expandHome(value, cwd));
    else if (lower === "alias" || lower.startsWith("alias.")) facts2.aliases.add((lower === "alias" ? key : `${section.slice(6)}.${key}`).toLowerCase());
    else if ((lower === "include" || lower.startsWith("includeif.")) && key === "path" && value) {
      const included = expandHome(value, path3.dirname(file));
      facts2.includedFiles.push(included);
      collect(included, facts2, seen, depth + 1, cwd);
    }
  }
}
function configFiles(cwd) {
  const home = os.homedir();
  const xdg = process.env.XDG_CONFIG_HOME || path3.join(home, ".config");
  const files = ["/etc/gitconfig", path3.join(xdg, "git", "config"), path3.join(home, ".gitconfig")];
  for (const dir of gitDirs(cwd)) files.push(path3.join(dir, "config"), path3.join(dir, "config.worktree"));
  return files;
}
function gitConfigFacts(cwd) {
  const files = configFiles(cwd);
  const cached = cache.get(cwd);
  const quickKey = files.map(statKey).join("|");
  if (cached && cached.key.startsWith(quickKey) && cached.key === `${quickKey}#${cached.facts.includedFiles.map(statKey).join("|")}`) return cached.facts;
  const facts2 = { hooksDirs: [], includedFiles: [], aliases: /* @__PURE__ */ new Set(), programFiles: [] };
  const seen = /* @__PURE__ */ new Set();
  for (const file of files) collect(file, facts2, seen, 0, cwd);
  cache.set(cwd, { key: `${quickKey}#${facts2.includedFiles.map(statKey).join("|")}`, facts: facts2 });
  return facts2;
}
function cargoAliases(cwd) {
  const home = process.env.CARGO_HOME || path3.join(os.homedir(), ".cargo");
  const names = /* @__PURE__ */ new Set();
  const dirs = [];
  for (let dir = cwd; ; dir = path3.dirname(dir)) {
    dirs.push(path3.join(dir, ".cargo"));
    if (path3.dirname(dir) === dir) break;
  }
  for (const dir of [...dirs, home]) {
    for (const file of ["config.toml", "config"]) {
      let inAlias = false;
      for (const raw of readText(path3.join(dir, file)).split(/\r?\n/)) {
        const line = raw.trim();
        if (line.startsWith("[")) {
          inAlias = /^\[\s*alias\s*\]/.test(line);
          continue;
        }
        const key = /^["']?([A-Za-z0-9_-]+)["']?\s*=/.exec(line);
        if (inAlias && key) names.add(key[1].toLowerCase());
        const dotted = /^alias\.["']?([A-Za-z0-9_-]+)["']?\s*=/.exec(line);
        if (dotted) names.add(dotted[1].toLowerCase());
      }
    }
  }
  return names;
}

// src/policy/path-checks.ts
function deny(rule, reason) {
  return { decision: "deny", rule, reason };
}
function resolveRel(cwd, requested) {
  if (typeof requested !== "string" || requested.includes("\0")) return { error: `Path "${String(requested)}" is outside the workspace: invalid path` };
  if (requested.startsWith("~")) return { error: `Path "${requested}" is outside the workspace: home-directory paths are not allowed` };
  const resolved = physicalPath(cwd, requested);
  if ("error" in resolved) return resolved;
  const rel = path4.relative(cwd, resolved.abs);
  if (rel === ".." || rel.startsWith(`..${path4.sep}`) || path4.isAbsolute(rel)) {
    const lexical = path4.resolve(cwd, requested);
    const via = lexical === resolved.abs ? "it resolves outside the repository" : `it resolves (through a symlink) to ${resolved.abs}`;
    return { error: `Path "${requested}" is outside the workspace: ${via}` };
  }
  return { rel: rel.split(path4.sep).join("/") };
}
function gitConfiguredProtection(cwd, rel, requested) {
  const facts2 = gitConfigFacts(cwd);
  if (!facts2.hooksDirs.length && !facts2.includedFiles.length && !facts2.programFiles.length) return null;
  const abs = path4.join(cwd, rel);
  const lower = abs.toLowerCase();
  const under = (dir) => lower === dir.toLowerCase() || lower.startsWith(`${dir.toLowerCase().replace(/\/+$/, "")}/`);
  const hooks = facts2.hooksDirs.find((dir) => under(dir) || under(realOrSelf(dir)));
  if (hooks) return deny(null, `"${requested}" is inside ${path4.relative(cwd, hooks) || "."}/, the hooks directory git's core.hooksPath names, which no tool may modify (not overridable by policy)`);
  const included = facts2.includedFiles.find((file) => lower === file.toLowerCase() || lower === realOrSelf(file).toLowerCase());
  if (included) return deny(null, `"${requested}" is read by git as configuration (include.path in .git/config), which no tool may modify (not overridable by policy)`);
  const program = rel ? facts2.programFiles.find(({ file }) => [file, realOrSelf(file)].some((f) => lower === f.toLowerCase() || f.toLowerCase().startsWith(`${lower}/`))) : void 0;
  if (program) return deny(null, `"${requested}" ${lower === program.file.toLowerCase() ? "is" : "holds"} a program git runs (${program.key} in git's configuration names it), as protected as a hook: no tool may modify it (not overridable by policy)`);
  return null;
}
function realOrSelf(abs) {
  const resolved = physicalPath("/", abs);
  return "error" in resolved ? abs : resolved.abs;
}
function builtinProtection(rel, access, requested) {
  if (access === "read" && isReadProtected(rel)) {
    return deny(null, `"${requested}" is git's config, which may hold the checkout's credentials; it is never readable (not overridable by policy)`);
  }
  if (access === "write") {
    const dir = protectedDirOf(rel);
    if (dir) return deny(null, `"${requested}" is inside ${dir}/, which no tool may modify (not overridable by policy)`);
    if (isWorkflowPath(rel)) return deny(null, `"${requested}" is inside .github/workflows/, which no tool may modify (not overridable by policy)`);
  }
  return null;
}
function ruleCovers(rule, rel) {
  if (rule.specifier === null) return true;
  if (!rule.path) return true;
  return rule.path.matches(rel);
}
function denyCovers(rule, rel) {
  if (rule.specifier === null || !rule.path) return true;
  return rule.path.matchesAnyCase(rel);
}
function denyingRule(rules, tool, kind, rel) {
  for (const rule of rules.deny) if (ruleGoverns(rule, tool, kind) && denyCovers(rule, rel)) return rule;
  return null;
}
function allowingRule(rules, tool, kind, rel) {
  for (const rule of rules.allow) {
    if (!ruleGoverns(rule, tool, kind)) continue;
    if (rule.specifier !== null && !rule.path) continue;
    if (ruleCovers(rule, rel)) return rule;
  }
  return null;
}
function refusePath(rules, tool, kind, requested, access) {
  const resolved = resolveRel(rules.cwd, requested);
  if ("error" in resolved) return deny(null, `${resolved.error} (not overridable by policy)`);
  const builtin = builtinProtection(resolved.rel, access, requested) ?? (access === "write" ? gitConfiguredProtection(rules.cwd, resolved.rel, requested) : null);
  if (builtin) return builtin;
  const rule = denyingRule(rules, tool, kind, resolved.rel);
  if (rule) return deny(rule.text, `${rule.text} matched "${requested}"`);
  return null;
}
function decidePath(rules, tool, kind, requested, access) {
  const refused = refusePath(rules, tool, kind, requested, access);
  if (refused) return refused;
  const { rel } = resolveRel(rules.cwd, requested);
  const rule = allowingRule(rules, tool, kind, rel);
  if (!rule) return deny(null, `no allow rule matches ${tool} "${requested}"`);
  return { decision: "allow", rule: rule.text, reason: `allowed by ${rule.text}` };
}
function globMayReadDenied(rules, glob) {
  const relGlob = glob.startsWith(`${rules.cwd}/`) ? glob.slice(rules.cwd.length + 1) : glob.replace(/^\.\//, "");
  let test;
  try {
    const match = (0, import_picomatch2.default)(relGlob, { dot: true, nonegate: true });
    const base2 = (0, import_picomatch2.default)(relGlob, { dot: true, basename: true, nonegate: true });
    test = (p) => match(p) || base2(p);
  } catch {
    return "builtin";
  }
  if ([".git/config", ".GIT/CONFIG", ".git/Config"].some(test)) return "builtin";
  for (const rule of rules.deny) {
    if (!ruleGoverns(rule, "Read", "read")) continue;
    if (!rule.path) return rule;
    if (rule.path.probes.some(test)) return rule;
  }
  return null;
}

// src/policy/tool-specifiers.ts
function urlHost(input) {
  const raw = input?.url;
  if (typeof raw !== "string") return null;
  try {
    return new URL(raw).hostname.toLowerCase().replace(/\.$/, "");
  } catch {
    return null;
  }
}
function knownSpecifier(rule) {
  return rule.specifier === null || rule.tool === "WebFetch" && /^domain:[^\s/]+$/i.test(rule.specifier);
}
function specifierMatches(rule, input) {
  if (rule.specifier === null) return true;
  if (!knownSpecifier(rule)) return false;
  const domain = rule.specifier.slice("domain:".length).toLowerCase().replace(/^\*\./, "").replace(/\.$/, "");
  const host = urlHost(input);
  return host !== null && (host === domain || host.endsWith(`.${domain}`));
}
function specifierDenies(rule, input) {
  return !knownSpecifier(rule) || specifierMatches(rule, input);
}

// src/policy/shell/effect-checks.ts
var import_picomatch3 = __toESM(require_picomatch2(), 1);
var import_yaml2 = __toESM(require_dist(), 1);
import { spawnSync as spawnSync2 } from "node:child_process";
import { lstatSync as lstatSync5, readdirSync as readdirSync2, readFileSync as readFileSync2, realpathSync as realpathSync2, statSync as statSync4 } from "node:fs";
import path6 from "node:path";

// src/policy/git-history.ts
import { spawnSync } from "node:child_process";
import { lstatSync as lstatSync3, statSync as statSync2 } from "node:fs";
import path5 from "node:path";
var GIT_TIMEOUT_MS = 15e3;
var MAX_OUTPUT = 256 * 1024 * 1024;
var MAX_PATHS = 1e6;
var GIT_ENV = { GIT_OPTIONAL_LOCKS: "0", GIT_TERMINAL_PROMPT: "0", GIT_NO_LAZY_FETCH: "1", GIT_PAGER: "cat", PAGER: "cat", LC_ALL: "C" };
function runGit(cwd, args2) {
  const env = {};
  for (const [k, v] of Object.entries(process.env)) if (!/^GIT_/.test(k)) env[k] = v;
  const result = spawnSync("git", ["--no-pager", "-c", "core.fsmonitor=false", "-c", "log.showRoot=true", ...args2], {
    cwd,
    env: { ...env, ...GIT_ENV },
    encoding: "utf8",
    timeout: GIT_TIMEOUT_MS,
    maxBuffer: MAX_OUTPUT,
    stdio: ["ignore", "pipe", "pipe"]
  });
  if (result.error) return { ok: false, reason: `git ${args2[0]} failed: ${result.error.message}` };
  if (result.status !== 0) return { ok: false, reason: `git ${args2[0]} exited ${result.status ?? result.signal}: ${(result.stderr || "").trim().split("\n")[0] ?? ""}` };
  return { ok: true, out: result.stdout };
}
function statKey2(file) {
  const s = statSync2(file, { throwIfNoEntry: false });
  return s ? `${s.ino}:${s.size}:${s.mtimeMs}` : "-";
}
var GitHistory = class {
  constructor(rules) {
    this.rules = rules;
  }
  rules;
  listing = null;
  gitDirs = null;
  /** What changes when the index, HEAD or refs do. */
  key() {
    if (!this.gitDirs) return "";
    const { gitDir, commonDir } = this.gitDirs;
    return [
      path5.join(gitDir, "index"),
      path5.join(gitDir, "HEAD"),
      path5.join(gitDir, "logs", "HEAD"),
      path5.join(commonDir, "packed-refs"),
      path5.join(commonDir, "refs", "heads"),
      path5.join(commonDir, "refs", "tags"),
      path5.join(commonDir, "refs", "stash"),
      path5.join(commonDir, "logs", "refs", "stash"),
      path5.join(commonDir, "FETCH_HEAD"),
      path5.join(commonDir, "refs", "remotes")
    ].map(statKey2).join("|");
  }
  snapshot() {
    if (this.listing && this.listing.key === this.key()) return this.listing;
    this.listing = this.list();
    return this.listing;
  }
  list() {
    const cwd = this.rules.cwd;
    if (!this.gitDirs) {
      const where = runGit(cwd, ["rev-parse", "--path-format=absolute", "--git-dir", "--git-common-dir", "--show-prefix"]);
      if (!where.ok) return { ok: false, key: "", reason: where.reason };
      const [gitDir = "", commonDir = "", prefix2 = ""] = where.out.split("\n");
      this.gitDirs = { gitDir, commonDir, prefix: prefix2 };
    }
    const key = this.key();
    const hasRefs = runGit(cwd, ["for-each-ref", "--count=1", "--format=x"]);
    const headLog = lstatSync3(path5.join(this.gitDirs.gitDir, "logs", "HEAD"), { throwIfNoEntry: false });
    const names = /* @__PURE__ */ new Set();
    if (!hasRefs.ok) return { ok: false, key, reason: hasRefs.reason };
    if (hasRefs.out.trim() || headLog) {
      const log = runGit(cwd, ["log", "--all", "--reflog", "-c", "--name-only", "--format=", "-z", "--no-renames"]);
      if (!log.ok) return { ok: false, key, reason: log.reason };
      for (const name2 of log.out.split(/[\0\n]/)) if (name2) names.add(name2);
    }
    const index = runGit(cwd, ["ls-files", "-z", "--full-name", ":/"]);
    if (!index.ok) return { ok: false, key, reason: index.reason };
    const current = new Set(index.out.split("\0").filter(Boolean));
    if (hasRefs.out.trim() || headLog) {
      const head = runGit(cwd, ["ls-tree", "-r", "-z", "--name-only", "--full-tree", "HEAD"]);
      if (head.ok) {
        for (const name2 of head.out.split("\0")) if (name2) current.add(name2);
      }
    }
    for (const name2 of current) names.add(name2);
    if (names.size > MAX_PATHS) return { ok: false, key, reason: `the history holds more than ${MAX_PATHS} paths` };
    const prefix = this.gitDirs.prefix;
    const toRel = (n) => n.startsWith(prefix) ? n.slice(prefix.length) : `${"../".repeat(prefix.split("/").filter(Boolean).length)}${n}`;
    const paths = [...names].map(toRel).sort();
    const currentRel = new Set([...current].map(toRel));
    const readDeny = this.rules.deny.filter((r) => ruleGoverns(r, "Read", "read"));
    const denied = [];
    for (const rel of paths) {
      if (rel.startsWith("../")) {
        denied.push({ rel, rule: null, why: `"${rel}" is in the repository's history but outside the workspace, which commands may not read (not overridable by policy)` });
        continue;
      }
      if (isReadProtected(rel)) {
        denied.push({ rel, rule: null, why: `"${rel}" is git's config, which is never readable (not overridable by policy)` });
        continue;
      }
      const rule = readDeny.find((r) => denyCovers(r, rel));
      if (rule) denied.push({ rel, rule, why: `${rule.text} matched "${rel}"` });
    }
    const deniedCurrent = denied.filter((d) => currentRel.has(d.rel));
    return { ok: true, key, paths, denied, deniedCurrent, types: /* @__PURE__ */ new Map(), suggestion: suggest(paths, denied) };
  }
  /**
   * How many objects of the store nothing reaches (no ref, reflog or index entry): every object
   * (`cat-file --batch-all-objects`) less those `rev-list --objects --all --reflog --indexed-objects`
   * walks. Cached while the object store's counts stay the same.
   */
  unreachableObjects(snapshot) {
    const cwd = this.rules.cwd;
    const counts = runGit(cwd, ["count-objects", "-v"]);
    const key = counts.ok ? counts.out : "";
    if (key && snapshot.unreachable?.key === key) return snapshot.unreachable;
    const all = runGit(cwd, ["cat-file", "--batch-all-objects", "--batch-check=%(objectname)"]);
    if (!all.ok) return { error: all.reason };
    const reached = runGit(cwd, ["rev-list", "--objects", "--all", "--reflog", "--indexed-objects"]);
    if (!reached.ok) return { error: reached.reason };
    const seen = /* @__PURE__ */ new Set();
    for (const line of reached.out.split("\n")) if (line) seen.add(line.slice(0, line.indexOf(" ") === -1 ? void 0 : line.indexOf(" ")));
    let count = 0;
    for (const id of all.out.split("\n")) if (id && !seen.has(id)) count += 1;
    snapshot.unreachable = { key, count };
    return { count };
  }
  /** The object type a revision peels to (`commit`, `tree`, `blob`), or null when git cannot tell. */
  typeOf(snapshot, revision, peel) {
    const expr = peel ? `${revision}^{}` : revision;
    if (snapshot.types.has(expr)) return snapshot.types.get(expr);
    const out2 = revision.startsWith("-") ? null : runGit(this.rules.cwd, ["cat-file", "-t", expr]);
    const type = out2 && out2.ok ? out2.out.trim() : null;
    snapshot.types.set(expr, type);
    return type;
  }
};
function suggest(paths, denied) {
  const dirs = /* @__PURE__ */ new Set();
  for (const p of paths) if (p.includes("/") && !p.startsWith("../")) dirs.add(p.slice(0, p.indexOf("/")));
  const clean = [...dirs].filter((d) => !denied.some((x) => x.rel.toLowerCase().startsWith(`${d.toLowerCase()}/`)));
  return clean.includes("src") ? "src" : clean[0];
}
var histories = /* @__PURE__ */ new WeakMap();
function historyFor(rules) {
  let history = histories.get(rules);
  if (!history) {
    history = new GitHistory(rules);
    histories.set(rules, history);
  }
  return history;
}
function pathspecTest(spec) {
  let body2 = spec;
  let glob = true;
  if (body2.startsWith(":")) {
    const magic = /^:(\(([^)]*)\)|[/!^]*)/.exec(body2);
    const words = magic[2] !== void 0 ? magic[2].split(",").map((w) => w.trim()) : [...magic[1] ?? ""].map((c) => c === "/" ? "top" : "exclude");
    if (words.some((w) => w === "exclude")) return null;
    if (words.includes("literal")) glob = false;
    body2 = body2.slice(magic[0].length);
  }
  body2 = body2.replace(/^(\.\/)+/, "").replace(/\/+$/, "");
  if (body2 === "" || body2 === ".") return () => true;
  const escaped3 = body2.replace(/[.+^${}()|\\]/g, "\\$&");
  const source = glob ? escaped3.replace(/\*/g, ".*").replace(/\?/g, ".").replace(/\[!/g, "[^") : escaped3.replace(/[*?[\]]/g, "\\$&");
  let re;
  try {
    re = new RegExp(`^${source}(/.*)?$`, "is");
  } catch {
    return () => true;
  }
  return (rel) => re.test(rel);
}
var COMMIT_SYNTAX = /(\.\.|[~^]\d*$|\^\{(commit|tree)\}$|\^[!@-]\d*$|@\{[^}]*\}$)/;
function checkGitContent(rules, read, options = {}) {
  const history = historyFor(rules);
  const snapshot = history.snapshot();
  if (!snapshot.ok) {
    return deny(null, `${read.what} prints files' contents from git history, and the paths in the repository's history could not be listed to check them against the Read rules (${snapshot.reason}); read files with the Read tool, or list names only (--stat, --name-only)`);
  }
  if (read.anyObject) return checkAnyObject(rules, history, snapshot, read);
  if (!snapshot.denied.length) return null;
  const exists = (p) => !!lstatSync3(path5.resolve(rules.cwd, p), { throwIfNoEntry: false });
  const pathspecs = [...read.pathspecs, ...read.candidates.filter(exists)];
  const revisions = [...read.revisions, ...read.candidates.filter((c) => !exists(c))];
  if ((read.grep && !read.grep.cached && !revisions.length || read.workTree) && options.sandbox) return null;
  const blob = read.blobRevisions ? revisions.find((r) => {
    if (r.includes(":") || COMMIT_SYNTAX.test(r)) return false;
    const peel = read.what !== "git cat-file";
    return !["commit", "tree", ...peel ? [] : ["tag"]].includes(history.typeOf(snapshot, r, peel) ?? "");
  }) : void 0;
  if (read.onlyBlobs && blob === void 0) return null;
  let tests = pathspecs.map(pathspecTest).filter((t) => t !== null);
  const treePaths = revisions.map((r) => /^[^:]*:(?:[0-3]:)?(?![/!^(])(.+)$/.exec(r)?.[1]);
  if (revisions.length && treePaths.every((p) => p !== void 0 && !/^(\.\/)*\.?\/*$/.test(p))) {
    tests = treePaths.map((p) => pathspecTest(`:(literal)${p}`));
  }
  const whole = read.whole || blob !== void 0 || !tests.length;
  const candidates = read.current && !revisions.length ? snapshot.deniedCurrent : snapshot.denied;
  const hit = candidates.find((d) => whole || tests.some((t) => t(d.rel)));
  if (!hit) return null;
  const example = `${read.base.join(" ")} -- ${snapshot.suggestion ?? "src"}/`;
  const scope = blob !== void 0 ? `"${blob}" may name a blob (git prints a blob whatever the pathspec), so its output can include any file in history` : whole && !read.whole ? `without a pathspec its output can include any ${candidates === snapshot.denied ? "file in the repository's history" : "tracked file"}` : read.whole ? "its output can include any file in the repository's history, whatever the pathspec" : "its pathspec includes it";
  const advice = blob !== void 0 ? `name commits in a commit-only form (\`${blob}^{commit}\`) and add a pathspec, e.g. \`${example}\`` : read.whole ? "read files with the Read tool, or list names only (--stat, --name-only)" : `add a pathspec that leaves it out, e.g. \`${example}\``;
  const because = `${hit.why}, which is in the repository's history (tracked, or committed earlier)`;
  return deny(hit.rule?.text ?? null, `${read.what} prints files' contents from history and ${scope}: ${because}; ${advice}`);
}
function checkAnyObject(rules, history, snapshot, read) {
  const what = `${read.what} prints any object git holds (those named on its input, or all of them), whatever the pathspec`;
  const advice = "name what to print on the command line by ref and path (git show HEAD:src/a.ts), or read files with the Read tool";
  const hit = snapshot.denied[0];
  if (hit) return deny(hit.rule?.text ?? null, `${what}: ${hit.why}, which is in the repository's history (tracked, or committed earlier); ${advice}`);
  const readDeny = rules.deny.filter((r) => ruleGoverns(r, "Read", "read"));
  if (!readDeny.length) return null;
  const unreachable = history.unreachableObjects(snapshot);
  if ("error" in unreachable) return deny(null, `${what}, and the objects in git's store could not be listed to check them (${unreachable.error}); ${advice}`);
  if (!unreachable.count) return null;
  return deny(null, `${what}: the object store holds ${unreachable.count} object${unreachable.count === 1 ? "" : "s"} that no ref reaches (a dropped stash, an undone \`git add\` ...), whose contents have no path to check and could hold what ${readDeny[0].text} denies; ${advice}`);
}

// src/policy/shell/find-expression.ts
var F = 0;
var T = 1;
var U = 2;
var NEVER = 0;
var MAYBE = 1;
var SURE = 2;
var NO_ARG_TESTS = /* @__PURE__ */ new Set(["-true", "-false", "-empty", "-readable", "-writable", "-executable", "-nouser", "-nogroup"]);
var NO_ARG_OPTIONS = /* @__PURE__ */ new Set(["-xdev", "-mount", "-noleaf", "-ignore_readdir_race", "-noignore_readdir_race", "-daystart", "-warn", "-nowarn", "-follow", "-depth", "-d"]);
var UNKNOWN_VALUE_TESTS = /* @__PURE__ */ new Set([
  "-size",
  "-mtime",
  "-mmin",
  "-atime",
  "-amin",
  "-ctime",
  "-cmin",
  "-used",
  "-perm",
  "-user",
  "-group",
  "-uid",
  "-gid",
  "-links",
  "-inum",
  "-fstype",
  "-context"
]);
var FILE_VALUE_TESTS = /* @__PURE__ */ new Set(["-newer", "-anewer", "-cnewer", "-samefile"]);
function parseFind(words, wild = []) {
  let i2 = 1;
  let follow = "never";
  for (; i2 < words.length; i2 += 1) {
    const w = words[i2];
    if (w === "-H") follow = "roots";
    else if (w === "-L") follow = "always";
    else if (w === "-P") follow = "never";
    else if (w === "-D") i2 += 1;
    else if (/^-O\d*$/.test(w)) continue;
    else break;
  }
  const rootIndices = [];
  for (; i2 < words.length; i2 += 1) {
    const w = words[i2];
    if (w.startsWith("-") || w === "(" || w === "!") break;
    rootIndices.push(i2);
  }
  const expression = {
    roots: rootIndices.length ? rootIndices.map((k) => words[k]) : ["."],
    follow,
    maxDepth: Infinity,
    minDepth: 0,
    ignorePrune: false,
    actions: [],
    fileOperands: [],
    rootIndices,
    rootsFromFile: false,
    expr: { op: "test", test: () => T }
  };
  const tokens = words.slice(i2);
  const base2 = i2;
  if (wild.slice(i2).some(Boolean)) return null;
  let at = 0;
  let regexUnknown = false;
  const peek = () => tokens[at];
  const value = () => at < tokens.length ? tokens[at++] : null;
  const fail = () => {
    throw new ParseError();
  };
  const primary = () => {
    const w = tokens[at];
    at += 1;
    if (NO_ARG_TESTS.has(w)) return { op: "test", test: () => w === "-true" ? T : w === "-false" ? F : U };
    if (NO_ARG_OPTIONS.has(w)) {
      if (w === "-follow") expression.follow = "always";
      if (w === "-depth" || w === "-d") expression.ignorePrune = true;
      return { op: "test", test: () => T };
    }
    switch (w) {
      case "-maxdepth":
      case "-mindepth": {
        const v = value();
        if (v === null || !/^\d+$/.test(v)) fail();
        if (w === "-maxdepth") expression.maxDepth = Math.min(expression.maxDepth, Number(v));
        else expression.minDepth = Math.max(expression.minDepth, Number(v));
        return { op: "test", test: () => T };
      }
      case "-regextype": {
        const v = value();
        if (v === null) fail();
        if (v !== "emacs") regexUnknown = true;
        return { op: "test", test: () => T };
      }
      case "-name":
      case "-iname":
      case "-path":
      case "-ipath":
      case "-wholename":
      case "-iwholename": {
        const v = value();
        if (v === null) fail();
        const re = fnmatchRegex(v, w.startsWith("-i"));
        const onName = w === "-name" || w === "-iname";
        return { op: "test", test: (e) => re === null ? U : re.test(onName ? e.name : e.path) ? T : F };
      }
      case "-regex":
      case "-iregex": {
        const v = value();
        if (v === null) fail();
        const re = regexUnknown ? null : emacsRegex(v, w === "-iregex");
        return { op: "test", test: (e) => re === null ? U : re.test(e.path) ? T : F };
      }
      case "-type":
      case "-xtype": {
        const v = value();
        if (v === null || !/^[bcdpflsD](,[bcdpflsD])*$/.test(v)) fail();
        const letters = new Set(v.split(","));
        return {
          op: "test",
          test: (e) => {
            const kind = w === "-type" ? e.kind : e.xkind;
            if (kind === "o") return [...letters].some((l) => "bcpsD".includes(l)) ? U : F;
            return letters.has(kind) ? T : F;
          }
        };
      }
      case "-lname":
      case "-ilname": {
        if (value() === null) fail();
        return { op: "test", test: (e) => e.kind === "l" || e.xkind === "l" ? U : F };
      }
      case "-files0-from": {
        if (value() === null) fail();
        expression.fileOperands.push(base2 + at - 1);
        expression.rootsFromFile = true;
        return { op: "test", test: () => T };
      }
      case "-print":
      case "-print0":
      case "-ls":
      case "-delete":
      case "-prune":
      case "-quit":
        if (w === "-delete") expression.ignorePrune = true;
        return action({ kind: w.slice(1) });
      case "-printf":
      case "-fprint":
      case "-fprint0":
      case "-fls": {
        if (value() === null) fail();
        return action({ kind: w === "-printf" ? "printf" : "fprint" });
      }
      case "-fprintf": {
        if (value() === null || value() === null) fail();
        return action({ kind: "fprint" });
      }
      case "-exec":
      case "-execdir":
      case "-ok":
      case "-okdir": {
        const start2 = at;
        while (at < tokens.length && tokens[at] !== ";" && tokens[at] !== "+") at += 1;
        if (at >= tokens.length || at === start2) fail();
        const plus = tokens[at] === "+";
        const command = tokens.slice(start2, at);
        at += 1;
        return action({ kind: w.slice(1), command, plus });
      }
      default:
        break;
    }
    if (UNKNOWN_VALUE_TESTS.has(w) || FILE_VALUE_TESTS.has(w) || /^-newer[aBcm][aBcmt]$/.test(w)) {
      if (value() === null) fail();
      if (FILE_VALUE_TESTS.has(w) || /^-newer[aBcm][aBcm]$/.test(w)) expression.fileOperands.push(base2 + at - 1);
      return { op: "test", test: () => U };
    }
    return fail();
  };
  const action = (a) => {
    expression.actions.push(a);
    const index = expression.actions.length - 1;
    return { op: "action", index };
  };
  const unary = () => {
    const w = peek();
    if (w === void 0) return fail();
    if (w === "!" || w === "-not") {
      at += 1;
      return { op: "not", expr: unary() };
    }
    if (w === "(") {
      at += 1;
      const inner = comma();
      if (peek() !== ")") fail();
      at += 1;
      return inner;
    }
    if (w === ")" || w === "-o" || w === "-or" || w === "," || w === "-a" || w === "-and") return fail();
    return primary();
  };
  const and = () => {
    let left = unary();
    for (; ; ) {
      const w = peek();
      if (w === void 0 || w === ")" || w === "-o" || w === "-or" || w === ",") return left;
      if (w === "-a" || w === "-and") at += 1;
      left = { op: "and", left, right: unary() };
    }
  };
  const or = () => {
    let left = and();
    while (peek() === "-o" || peek() === "-or") {
      at += 1;
      left = { op: "or", left, right: and() };
    }
    return left;
  };
  const comma = () => {
    let left = or();
    while (peek() === ",") {
      at += 1;
      left = { op: "comma", left, right: or() };
    }
    return left;
  };
  try {
    if (tokens.length) {
      expression.expr = comma();
      if (at !== tokens.length) return null;
    }
  } catch (error) {
    if (error instanceof ParseError) return null;
    throw error;
  }
  if (!expression.actions.some((a) => a.kind !== "prune" && a.kind !== "quit")) {
    expression.actions.push({ kind: "print", implicit: true });
    expression.expr = { op: "and", left: expression.expr, right: { op: "action", index: expression.actions.length - 1 } };
  }
  return expression;
}
var ParseError = class extends Error {
};
function evaluateFind(expression, entry) {
  const actions = expression.actions.map(() => NEVER);
  let prune = NEVER;
  const evaluate = (node, reach) => {
    switch (node.op) {
      case "test":
        return node.test(entry);
      case "action": {
        const a = expression.actions[node.index];
        if (reach > actions[node.index]) actions[node.index] = reach;
        if (a.kind === "prune" && reach > prune) prune = reach;
        if ((a.kind === "exec" || a.kind === "execdir") && !a.plus || a.kind === "ok" || a.kind === "okdir" || a.kind === "delete") return U;
        return T;
      }
      case "not": {
        const v = evaluate(node.expr, reach);
        return v === U ? U : v === T ? F : T;
      }
      case "and": {
        const l = evaluate(node.left, reach);
        if (l === F) return F;
        const r = evaluate(node.right, l === T ? reach : MAYBE);
        return r === F ? F : l === T && r === T ? T : U;
      }
      case "or": {
        const l = evaluate(node.left, reach);
        if (l === T) return T;
        const r = evaluate(node.right, l === F ? reach : MAYBE);
        return r === T ? T : l === F && r === F ? F : U;
      }
      case "comma":
        evaluate(node.left, reach);
        return evaluate(node.right, reach);
    }
  };
  evaluate(expression.expr, SURE);
  return { actions, pruned: prune === SURE && !expression.ignorePrune };
}
function rootName(root) {
  const trimmed = root.replace(/\/+$/, "");
  if (trimmed === "") return "/";
  return trimmed.slice(trimmed.lastIndexOf("/") + 1);
}
var CLASSES = {
  alpha: "A-Za-z",
  digit: "0-9",
  alnum: "A-Za-z0-9",
  upper: "A-Z",
  lower: "a-z",
  space: " \\t\\n\\r\\f\\v",
  blank: " \\t",
  punct: "!-\\/:-@\\[-`{-~",
  xdigit: "0-9A-Fa-f",
  cntrl: "\\x00-\\x1f\\x7f",
  print: " -~",
  graph: "!-~"
};
var escapeRe = (c) => c.replace(/[\\^$.*+?()[\]{}|/-]/g, "\\$&");
function bracket(pattern, start2, backslashEscapes) {
  let j = start2;
  let body2 = "";
  let first = true;
  while (j < pattern.length && (pattern[j] !== "]" || first)) {
    const d = pattern[j];
    if (d === "[" && pattern[j + 1] === ":") {
      const close = pattern.indexOf(":]", j + 2);
      const cls = close === -1 ? void 0 : CLASSES[pattern.slice(j + 2, close)];
      if (cls === void 0) return "unsupported";
      body2 += cls;
      j = close + 2;
      first = false;
      continue;
    }
    if (d === "[" && (pattern[j + 1] === "." || pattern[j + 1] === "=")) return "unsupported";
    if (d === "\\" && backslashEscapes) {
      if (j + 1 >= pattern.length) return null;
      body2 += escapeRe(pattern[j + 1]);
      j += 2;
      first = false;
      continue;
    }
    if (d === "-" && !first && j + 1 < pattern.length && pattern[j + 1] !== "]") {
      body2 += "-";
      j += 1;
      continue;
    }
    body2 += escapeRe(d);
    j += 1;
    first = false;
  }
  if (j >= pattern.length) return null;
  return { body: body2, end: j };
}
function fnmatchRegex(pattern, nocase) {
  let re = "";
  for (let i2 = 0; i2 < pattern.length; i2 += 1) {
    const c = pattern[i2];
    if (c === "\\") {
      re += i2 + 1 < pattern.length ? escapeRe(pattern[++i2]) : "\\\\";
    } else if (c === "*") {
      re += "[\\s\\S]*";
    } else if (c === "?") {
      re += "[\\s\\S]";
    } else if (c === "[") {
      const negate = pattern[i2 + 1] === "!" || pattern[i2 + 1] === "^";
      const parsed = bracket(pattern, i2 + 1 + (negate ? 1 : 0), true);
      if (parsed === "unsupported") return null;
      if (parsed === null) {
        re += "\\[";
        continue;
      }
      re += `[${negate ? "^" : ""}${parsed.body}]`;
      i2 = parsed.end;
    } else {
      re += escapeRe(c);
    }
  }
  return new RegExp(`^${re}$`, nocase ? "i" : "");
}
function emacsRegex(pattern, nocase) {
  let re = "";
  let atomBefore = false;
  for (let i2 = 0; i2 < pattern.length; i2 += 1) {
    const c = pattern[i2];
    if (c === "\\") {
      const n = pattern[i2 + 1];
      i2 += 1;
      if (n === "(") {
        re += "(?:";
        atomBefore = false;
        continue;
      }
      if (n === ")") {
        re += ")";
        atomBefore = true;
        continue;
      }
      if (n === "|") {
        re += "|";
        atomBefore = false;
        continue;
      }
      if (n !== void 0 && /[.*+?[\]^$\\/-]/.test(n)) {
        re += escapeRe(n);
        atomBefore = true;
        continue;
      }
      return null;
    }
    if (c === "*" || c === "+" || c === "?") {
      if (!atomBefore) {
        re += escapeRe(c);
        atomBefore = true;
        continue;
      }
      re += c;
      atomBefore = true;
      continue;
    }
    if (c === ".") {
      re += "[^\\n]";
      atomBefore = true;
      continue;
    }
    if (c === "^") {
      if (i2 !== 0) return null;
      continue;
    }
    if (c === "$") {
      if (i2 !== pattern.length - 1) return null;
      continue;
    }
    if (c === "[") {
      const negate = pattern[i2 + 1] === "^";
      const parsed = bracket(pattern, i2 + 1 + (negate ? 1 : 0), false);
      if (parsed === null || parsed === "unsupported") return null;
      re += `[${negate ? "^" : ""}${parsed.body}]`;
      i2 = parsed.end;
      atomBefore = true;
      continue;
    }
    re += escapeRe(c);
    atomBefore = true;
  }
  try {
    return new RegExp(`^(?:${re})$`, nocase ? "i" : "");
  } catch {
    return null;
  }
}

// src/policy/shell/globs.ts
import { lstatSync as lstatSync4, readdirSync, statSync as statSync3 } from "node:fs";
var ASCII_CLASSES = {
  alpha: (c) => c >= 65 && c <= 90 || c >= 97 && c <= 122,
  digit: (c) => c >= 48 && c <= 57,
  alnum: (c) => ASCII_CLASSES.alpha(c) || ASCII_CLASSES.digit(c),
  upper: (c) => c >= 65 && c <= 90,
  lower: (c) => c >= 97 && c <= 122,
  space: (c) => c === 32 || c >= 9 && c <= 13,
  blank: (c) => c === 32 || c === 9,
  punct: (c) => c >= 33 && c <= 47 || c >= 58 && c <= 64 || c >= 91 && c <= 96 || c >= 123 && c <= 126,
  xdigit: (c) => ASCII_CLASSES.digit(c) || c >= 65 && c <= 70 || c >= 97 && c <= 102,
  word: (c) => ASCII_CLASSES.alnum(c) || c === 95,
  cntrl: (c) => c < 32 || c === 127,
  print: (c) => c >= 32 && c <= 126,
  graph: (c) => c >= 33 && c <= 126,
  ascii: (c) => c < 128
};
var WIDE_CLASSES = /* @__PURE__ */ new Set(["alpha", "alnum", "upper", "lower", "space", "blank", "punct", "word", "cntrl", "print", "graph"]);
var code = (c) => c.codePointAt(0);
var base = (c) => c.normalize("NFD")[0].toLowerCase();
function charPart(c) {
  return { maybe: (x) => x === c, surely: (x) => x === c };
}
function specialPart(type, body2, wide) {
  const unknown = { maybe: () => true, surely: () => false };
  if (type === ":") {
    const test = ASCII_CLASSES[body2.join("")];
    if (!test) return unknown;
    const extends_ = wide && WIDE_CLASSES.has(body2.join(""));
    return { maybe: (x) => test(code(x)) || extends_ && code(x) > 127, surely: (x) => test(code(x)) };
  }
  if (body2.length !== 1) return unknown;
  const c = body2[0];
  if (type === "=" && wide) return { maybe: (x) => x === c || base(x) === base(c), surely: (x) => x === c };
  return charPart(c);
}
function parse(chars, wide) {
  const items = [];
  for (let i2 = 0; i2 < chars.length; i2 += 1) {
    const c = chars[i2];
    if (c === "*") {
      if (items[items.length - 1]?.kind !== "star") items.push({ kind: "star" });
      continue;
    }
    if (c === "?") {
      items.push({ kind: "one" });
      continue;
    }
    if (c !== "[") {
      items.push({ kind: "char", c });
      continue;
    }
    let j = i2 + 1;
    let negate = false;
    if (chars[j] === "!" || chars[j] === "^") {
      negate = true;
      j += 1;
    }
    const parts2 = [];
    let first = true;
    let closed = false;
    while (j < chars.length) {
      const d = chars[j];
      if (d === "]" && !first) {
        closed = true;
        break;
      }
      first = false;
      const type = chars[j + 1];
      if (d === "[" && (type === ":" || type === "=" || type === ".")) {
        let k = j + 2;
        while (k + 1 < chars.length && !(chars[k] === type && chars[k + 1] === "]")) k += 1;
        if (k + 1 < chars.length) {
          parts2.push(specialPart(type, chars.slice(j + 2, k), wide));
          j = k + 2;
          continue;
        }
      }
      if (chars[j + 1] === "-" && j + 2 < chars.length && chars[j + 2] !== "]") {
        const hi = chars[j + 2];
        if (hi === "[" && /[:=.]/.test(chars[j + 3] ?? "")) {
          parts2.push({ maybe: () => true, surely: () => false });
          j += 3;
          continue;
        }
        const lo = code(d);
        const top = code(hi);
        parts2.push({ maybe: (x) => code(x) >= lo && code(x) <= top, surely: (x) => code(x) >= lo && code(x) <= top });
        j += 3;
        continue;
      }
      parts2.push(charPart(d));
      j += 1;
    }
    if (!closed) {
      items.push({ kind: "char", c });
      continue;
    }
    items.push({ kind: "bracket", negate, parts: parts2, text: chars.slice(i2, j + 1) });
    i2 = j;
  }
  return items;
}
function bracketMatches(item, c) {
  return item.negate ? !item.parts.some((p) => p.surely(c)) : item.parts.some((p) => p.maybe(c));
}
function matches(items, name2) {
  const memo = /* @__PURE__ */ new Map();
  const at = (i2, n) => {
    if (i2 === items.length) return n === name2.length;
    const key = i2 * (name2.length + 1) + n;
    const known = memo.get(key);
    if (known !== void 0) return known;
    const item = items[i2];
    let ok = false;
    if (item.kind === "star") {
      for (let m = n; m <= name2.length && !ok; m += 1) ok = at(i2 + 1, m);
    } else if (n < name2.length) {
      const c = name2[n];
      if (item.kind === "one") ok = at(i2 + 1, n + 1);
      else if (item.kind === "char") ok = c === item.c && at(i2 + 1, n + 1);
      else ok = bracketMatches(item, c) && at(i2 + 1, n + 1);
    }
    if (!ok && item.kind === "bracket" && item.text.every((t, k) => name2[n + k] === t)) ok = at(i2 + 1, n + item.text.length);
    memo.set(key, ok);
    return ok;
  };
  return at(0, 0);
}
function segmentMatcher(segment) {
  const wide = parse([...segment], true);
  const bytes = parse([...Buffer.from(segment, "utf8").toString("latin1")], false);
  return (name2) => matches(wide, [...name2.toString("utf8")]) || matches(bytes, [...name2.toString("latin1")]);
}
var isGlob = (segment) => /[*?[]/.test(segment);
function bashGlob(cwd, pattern, limit) {
  const absolute = pattern.startsWith("/");
  const dirOnly = pattern.endsWith("/");
  const segments = pattern.split("/").filter((s, k) => s !== "" || k === 0);
  if (absolute) segments.shift();
  let current = [absolute ? "/" : ""];
  const abs = (p) => p === "" ? cwd : p.startsWith("/") ? p : `${cwd}/${p}`;
  const join = (head, name2) => head === "" ? name2 : head.endsWith("/") ? `${head}${name2}` : `${head}/${name2}`;
  for (let k = 0; k < segments.length; k += 1) {
    const segment = segments[k];
    const last = k === segments.length - 1;
    const next = [];
    for (const head of current) {
      if (!isGlob(segment)) {
        const candidate = join(head, segment);
        const exists = last && !dirOnly ? !!lstatSync4(abs(candidate), { throwIfNoEntry: false }) : !!statSync3(abs(candidate), { throwIfNoEntry: false })?.isDirectory();
        if (exists) next.push(candidate);
        continue;
      }
      let names;
      try {
        names = readdirSync(abs(head), { encoding: "buffer" });
      } catch {
        continue;
      }
      if (segment.startsWith(".")) names.push(Buffer.from("."), Buffer.from(".."));
      const match = segmentMatcher(segment);
      for (const raw of names) {
        if (raw[0] === 46 && !segment.startsWith(".")) continue;
        if (!match(raw)) continue;
        const name2 = raw.toString("utf8");
        if (!Buffer.from(name2, "utf8").equals(raw)) {
          return { refusal: `"${pattern}" matches a file name in "${head || "."}" that is not valid UTF-8, which cannot be checked` };
        }
        const candidate = join(head, name2);
        if (!last || dirOnly) {
          if (!statSync3(abs(candidate), { throwIfNoEntry: false })?.isDirectory()) continue;
        }
        next.push(candidate);
        if (next.length > limit) return "too-many";
      }
    }
    current = next;
    if (!current.length) return [];
  }
  return current.map((p) => dirOnly ? `${p}/` : p);
}

// src/policy/shell/effect-checks.ts
var PROTECTED_GLOB_PROBES = [".git", ".git/x", ".husky", ".husky/x", "node_modules", "node_modules/x", ".github/workflows", ".github/workflows/x"];
var SAFE_DEVICES = /* @__PURE__ */ new Set([
  "/dev/null",
  "/dev/zero",
  "/dev/random",
  "/dev/urandom",
  "/dev/full",
  "/dev/tty",
  "/dev/stdin",
  "/dev/stdout",
  "/dev/stderr",
  "/dev/fd/0",
  "/dev/fd/1",
  "/dev/fd/2"
]);
var HARMLESS_ROOTS = ["/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32", "/tmp", "/var/tmp", "/private/tmp", "/opt/hostedtoolcache"];
var MAX_GLOB_MATCHES = 1e3;
var MAX_TREE_ENTRIES = 2e4;
var within = (p, root) => p === root || p.startsWith(root.endsWith("/") ? root : `${root}/`);
function harmlessOutside(real, cwd) {
  const parent = path6.dirname(cwd);
  if (real !== parent && within(real, parent) && parent !== "/") return false;
  return HARMLESS_ROOTS.some((root) => within(real, root));
}
function realpathOrNull(abs) {
  try {
    return realpathSync2.native(abs);
  } catch {
    return null;
  }
}
function readDenyRules(rules) {
  return rules.deny.filter((r) => ruleGoverns(r, "Read", "read"));
}
var kernelGuarded = /* @__PURE__ */ new WeakSet();
function unreadable(rules, rel, what) {
  if (isReadProtected(rel) && !kernelGuarded.has(rules)) return deny(null, `${what} is git's config, which is never readable (not overridable by policy)`);
  const rule = readDenyRules(rules).find((r) => denyCovers(r, rel));
  return rule ? deny(rule.text, `${rule.text} matched ${what}`) : null;
}
function lexicalRel(cwd, requested) {
  const abs = path6.resolve(cwd, requested);
  const rel = path6.relative(cwd, abs);
  if (rel === ".." || rel.startsWith(`..${path6.sep}`) || path6.isAbsolute(rel)) return null;
  return rel.split(path6.sep).join("/");
}
function checkLiteralMention(rules, requested, what) {
  if (SAFE_DEVICES.has(requested)) return null;
  if (requested.startsWith("~")) return deny(null, `${what} is in a home directory, outside the workspace (not overridable by policy)`);
  const lexical = path6.resolve(rules.cwd, requested);
  const rel = lexicalRel(rules.cwd, requested);
  if (rel !== null) {
    const byName = unreadable(rules, rel, what);
    if (byName) return byName;
  }
  const physical = physicalPath(rules.cwd, requested);
  if ("error" in physical) return deny(null, `${what}: ${physical.error} (not overridable by policy)`);
  if (!lstatSync5(physical.abs, { throwIfNoEntry: false })) return null;
  const resolved = resolveRel(rules.cwd, requested);
  if ("error" in resolved) {
    const real = realpathOrNull(physical.abs) ?? physical.abs;
    if (harmlessOutside(real, rules.cwd)) return null;
    return deny(null, `${what} names ${real === lexical ? "a path" : `a path resolving to ${real}`} outside the workspace, which commands may not read (not overridable by policy)`);
  }
  return unreadable(rules, resolved.rel, `${what} (resolved to "${resolved.rel}")`);
}
function globSegmentsMayReadDenied(rules, glob) {
  const segments = glob.split("/").filter((s) => s !== "" && s !== ".");
  const tests = segments.map((segment) => {
    try {
      const m = (0, import_picomatch3.default)(segment, { dot: segment.startsWith("."), nocase: true, nonegate: true });
      return (name2) => m(name2);
    } catch {
      return () => true;
    }
  });
  const gitAt = tests.findIndex((t) => t(".git"));
  if (gitAt !== -1 && tests.slice(gitAt + 1).some((t) => t("config"))) return "builtin";
  for (const rule of readDenyRules(rules)) {
    if (!rule.path) return rule;
    if (rule.path.anchored) continue;
    const names = rule.path.probes.map((p) => p.split("/").pop() ?? p);
    if (tests.some((t) => names.some((n) => t(n)))) return rule;
  }
  return null;
}
function expandGlob(rules, glob, what, opts = {}) {
  const scan = import_picomatch3.default.scan(glob);
  const base2 = scan.base || ".";
  const baseAbs = path6.resolve(rules.cwd, base2);
  if (!lstatSync5(baseAbs, { throwIfNoEntry: false })) return null;
  if (opts.outsideAllowed) {
    const baseReal = realpathOrNull(baseAbs) ?? baseAbs;
    if (!within(baseReal, rules.cwd) && !opts.outsideAllowed(baseReal)) {
      return deny(null, `${what} expands to paths outside the workspace, which commands may not read (not overridable by policy)`);
    }
  }
  const matches2 = bashGlob(rules.cwd, glob, MAX_GLOB_MATCHES);
  if (matches2 === "too-many") return deny(null, `${what} matches too many paths to check; name the files`);
  if (!Array.isArray(matches2)) return deny(null, `${what}: ${matches2.refusal}`);
  return { paths: matches2 };
}
function checkGlobMention(rules, glob, what) {
  const hit = globMayReadDenied(rules, glob) ?? globSegmentsMayReadDenied(rules, glob);
  if (hit === "builtin") return deny(null, `${what} could match git's config, which is never readable`);
  if (hit) return deny(hit.text, `${hit.text} could match ${what}`);
  if (glob.startsWith("~")) return deny(null, `${what} is in a home directory, outside the workspace (not overridable by policy)`);
  const expanded = expandGlob(rules, glob, what, { outsideAllowed: (real) => harmlessOutside(real, rules.cwd) });
  if (expanded === null || "decision" in expanded) return expanded;
  for (const match of expanded.paths) {
    const denied = checkLiteralMention(rules, match, `${what} (matching "${match}")`);
    if (denied) return denied;
  }
  return null;
}
function checkMention(rules, effect2, what) {
  if (effect2.lexical) {
    if (effect2.glob) {
      const hit = globMayReadDenied(rules, effect2.path) ?? globSegmentsMayReadDenied(rules, effect2.path);
      if (hit === "builtin") return deny(null, `${what} could match git's config, which is never readable`);
      return hit ? deny(hit.text, `${hit.text} could match ${what}`) : null;
    }
    const rel = lexicalRel(rules.cwd, effect2.path);
    return rel === null ? null : unreadable(rules, rel, what);
  }
  if (effect2.unknown) return deny(null, `${what} holds a variable, so the file it names cannot be checked`);
  if (effect2.glob) return checkGlobMention(rules, effect2.path, what);
  return checkLiteralMention(rules, effect2.path, what);
}
function walk(startAbs, cwd, options, visit, what) {
  const queue = [startAbs];
  const seen = /* @__PURE__ */ new Set();
  let count = 0;
  while (queue.length) {
    const dir = queue.shift();
    const real = realpathOrNull(dir) ?? dir;
    if (seen.has(real)) continue;
    seen.add(real);
    let entries;
    try {
      entries = readdirSync2(dir, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      count += 1;
      if (count > MAX_TREE_ENTRIES) return deny(null, `${what} holds too many files to check; name a smaller directory or use the Grep / Glob tools`);
      if (options.skipGitDirs && canonicalSegment(entry.name) === ".git") continue;
      const abs = path6.join(dir, entry.name);
      const rel = path6.relative(cwd, abs).split(path6.sep).join("/");
      if (entry.isSymbolicLink() && options.skipLinks) continue;
      if (options.skip?.(rel, entry.name, entry.isDirectory())) continue;
      if (entry.isSymbolicLink()) {
        const target = realpathOrNull(abs);
        const denied2 = visit({ rel, target, isDir: false });
        if (denied2) return denied2;
        if (target && options.descendLinks && within(target, cwd) && statSync4(target, { throwIfNoEntry: false })?.isDirectory()) queue.push(target);
        continue;
      }
      const denied = visit({ rel, isDir: entry.isDirectory() });
      if (denied) return denied;
      if (entry.isDirectory()) queue.push(abs);
    }
  }
  return null;
}
function ignoredPaths(cwd, startAbs) {
  for (let dir = startAbs; ; dir = path6.dirname(dir)) {
    if ([".ignore", ".rgignore"].some((f) => lstatSync5(path6.join(dir, f), { throwIfNoEntry: false }))) return null;
    if (dir === path6.dirname(dir)) break;
  }
  const env = {};
  for (const [k, v] of Object.entries(process.env)) if (!/^GIT_/.test(k)) env[k] = v;
  const listing = spawnSync2("git", ["-c", "core.fsmonitor=false", "ls-files", "-z", "--others", "--ignored", "--exclude-standard", "--directory"], {
    cwd,
    env: { ...env, GIT_OPTIONAL_LOCKS: "0", LC_ALL: "C" },
    encoding: "utf8",
    timeout: 15e3,
    maxBuffer: 64 * 1024 * 1024,
    stdio: ["ignore", "pipe", "ignore"]
  });
  if (listing.error || listing.status !== 0) return null;
  const ignored = new Set(listing.stdout.split("\0").filter(Boolean));
  let found = false;
  walk(startAbs, cwd, { descendLinks: false, skipGitDirs: true, skip: (rel, name2, isDir) => {
    if (name2 === ".ignore" || name2 === ".rgignore") found = true;
    return isIgnored(ignored, rel, isDir);
  } }, () => null, "rg");
  return found ? null : ignored;
}
function isIgnored(ignored, rel, isDir) {
  return ignored.has(rel) || isDir && ignored.has(`${rel}/`);
}
function readableEntry(rules, entry, what) {
  const byName = unreadable(rules, entry.rel, `${what} (it would read "${entry.rel}")`);
  if (byName || entry.target === void 0 || entry.target === null) return byName;
  const targetRel = path6.relative(rules.cwd, entry.target);
  if (targetRel === ".." || targetRel.startsWith(`..${path6.sep}`) || path6.isAbsolute(targetRel)) {
    if (harmlessOutside(entry.target, rules.cwd)) return null;
    return deny(null, `${what} would read "${entry.rel}", a link to ${entry.target} outside the workspace, which commands may not read (not overridable by policy)`);
  }
  const rel = targetRel.split(path6.sep).join("/");
  return unreadable(rules, rel, `${what} (it would read "${entry.rel}" -> "${rel}")`);
}
var kindOf = (st) => st.isFile() ? "f" : st.isDirectory() ? "d" : st.isSymbolicLink() ? "l" : "o";
function checkFind(rules, effect2, selection, what) {
  const { expression, targets } = selection;
  const root = effect2.path;
  const physical = physicalPath(rules.cwd, root);
  if ("error" in physical) return deny(null, `${what}: ${physical.error} (not overridable by policy)`);
  const rootStat = lstatSync5(physical.abs, { throwIfNoEntry: false });
  if (!rootStat) return null;
  const rootReal = realpathOrNull(physical.abs) ?? physical.abs;
  const writing = selection.use === "write" || selection.use === "tree-write";
  if (!within(rootReal, rules.cwd)) {
    if (!writing && harmlessOutside(rootReal, rules.cwd)) return null;
    return deny(null, `${what} is outside the workspace, and the files under it would be ${writing ? "changed" : "read"} (not overridable by policy)`);
  }
  const seen = /* @__PURE__ */ new Set();
  const queue = [{ printed: root, abs: path6.resolve(rules.cwd, root), depth: 0 }];
  let count = 0;
  for (let next = 0; next < queue.length; next += 1) {
    const item = queue[next];
    const st = lstatSync5(item.abs, { throwIfNoEntry: false });
    if (!st) continue;
    const link = st.isSymbolicLink();
    const target = link ? statSync4(item.abs, { throwIfNoEntry: false }) : st;
    const followed = link && (expression.follow === "always" || expression.follow === "roots" && item.depth === 0);
    const kind = link ? followed && target ? kindOf(target) : "l" : kindOf(st);
    const xkind = link ? followed || !target ? "l" : kindOf(target) : kind;
    const name2 = item.depth === 0 ? rootName(item.printed) : item.printed.slice(item.printed.lastIndexOf("/") + 1);
    let pruned = false;
    if (item.depth >= expression.minDepth) {
      const outcome = evaluateFind(expression, { path: item.printed, name: name2, kind, xkind, depth: item.depth });
      pruned = outcome.pruned;
      if (targets.some((t) => outcome.actions[t] !== NEVER)) {
        const denied = findOutput(rules, selection, effect2.splits, item.printed, item.abs, link, target, what);
        if (denied) return denied;
      }
    }
    if (kind !== "d" || pruned || item.depth >= expression.maxDepth) continue;
    const real = realpathOrNull(item.abs);
    if (!real) continue;
    if (!within(real, rules.cwd)) {
      if (!writing && harmlessOutside(real, rules.cwd)) continue;
      return deny(null, `${what} would enter "${item.printed}", a link to ${real} outside the workspace, and ${writing ? "change" : "read"} the files there (not overridable by policy)`);
    }
    if (seen.has(real)) continue;
    seen.add(real);
    let names;
    try {
      names = readdirSync2(item.abs);
    } catch {
      continue;
    }
    for (const child of names) {
      count += 1;
      if (count > MAX_TREE_ENTRIES) return deny(null, `${what} holds too many files to check; name a smaller directory or use the Grep / Glob tools`);
      queue.push({ printed: item.printed.endsWith("/") ? `${item.printed}${child}` : `${item.printed}/${child}`, abs: path6.join(item.abs, child), depth: item.depth + 1 });
    }
  }
  return null;
}
function findOutput(rules, selection, splits, printed, abs, link, target, what) {
  if (splits?.test(printed)) {
    return deny(null, `${what} would pass on "${printed}", a name xargs splits or changes, so the files it hands on cannot be checked; use find -print0 | xargs -0`);
  }
  const lexical = path6.relative(rules.cwd, abs).split(path6.sep).join("/") || ".";
  if (selection.use === "write" || selection.use === "tree-write") {
    const decision = decidePath(rules, "Edit", "edit", lexical, "write");
    if (decision.decision === "deny") return { ...decision, reason: `${what} (it would change "${printed}"): ${decision.reason}` };
    if (selection.use === "tree-write" && !link && target?.isDirectory()) {
      return checkTree(rules, { path: lexical, unknown: false, glob: false, access: "tree-write", via: `${what} on "${printed}"` }, `${what} (under "${printed}")`, "write");
    }
    return null;
  }
  if (!target || selection.use === "read" && target.isDirectory()) return null;
  const byName = unreadable(rules, lexical, `${what} (it would read "${printed}")`);
  if (byName) return byName;
  const real = realpathOrNull(abs);
  if (!real) return null;
  if (!within(real, rules.cwd)) {
    if (harmlessOutside(real, rules.cwd)) return null;
    return deny(null, `${what} would read "${printed}", ${link ? "a link" : "a path"} to ${real} outside the workspace, which commands may not read (not overridable by policy)`);
  }
  const realRel = path6.relative(rules.cwd, real).split(path6.sep).join("/") || ".";
  if (realRel !== lexical) {
    const viaLink = unreadable(rules, realRel, `${what} (it would read "${printed}" -> "${realRel}")`);
    if (viaLink) return viaLink;
  }
  if (target.isDirectory()) {
    return checkTree(rules, { path: realRel, unknown: false, glob: false, access: "tree-read", via: `${what} on "${printed}"` }, `${what} (under "${printed}")`, "read");
  }
  return null;
}
function checkTree(rules, effect2, what, mode) {
  if (effect2.unknown) return deny(null, `${what} holds a variable, so the files under it cannot be checked`);
  if (effect2.path.startsWith("~")) return deny(null, `${what} is in a home directory, outside the workspace (not overridable by policy)`);
  if (effect2.glob) {
    const matches2 = bashGlob(rules.cwd, effect2.path, MAX_GLOB_MATCHES);
    if (matches2 === "too-many") return deny(null, `${what} matches too many paths to check; name the directories`);
    if (!Array.isArray(matches2)) return deny(null, `${what}: ${matches2.refusal}`);
    for (const match of matches2.length ? matches2 : [effect2.path]) {
      const denied = checkTree(rules, { ...effect2, path: match, glob: false }, `${effect2.via} "${match}"`, mode);
      if (denied) return denied;
    }
    return null;
  }
  const root = effect2.path;
  if (effect2.existingOnly && !lstatSync5(path6.resolve(rules.cwd, root), { throwIfNoEntry: false })) return null;
  if (effect2.find) return checkFind(rules, effect2, effect2.find, what);
  if (mode === "write") {
    const refused = effect2.glob ? refusePath(rules, "Edit", "edit", root, "write") : decidePath(rules, "Edit", "edit", root, "write");
    if (refused?.decision === "deny") return { ...refused, reason: `${effect2.via}: ${refused.reason}` };
  }
  const physical = physicalPath(rules.cwd, root);
  if ("error" in physical) return deny(null, `${what}: ${physical.error} (not overridable by policy)`);
  if (!lstatSync5(physical.abs, { throwIfNoEntry: false })) return null;
  const resolved = resolveRel(rules.cwd, root);
  if ("error" in resolved) {
    return deny(null, `${what} is outside the workspace, and every file under it would be ${mode === "read" ? "read" : "changed"} (not overridable by policy)`);
  }
  const startAbs = path6.join(rules.cwd, resolved.rel);
  const isDir = !!statSync4(startAbs, { throwIfNoEntry: false })?.isDirectory();
  if (mode === "read") {
    const top = unreadable(rules, resolved.rel || ".", what);
    if (top || !isDir) return top;
    const anyNames = (effect2.anyNames ?? []).map(({ glob, nocase }) => {
      try {
        return (0, import_picomatch3.default)(glob, { dot: true, nocase });
      } catch {
        return () => true;
      }
    });
    const named2 = (name2) => anyNames.some((test) => test(name2));
    const fileSelected = grepFileSelection(effect2.fileGlobs ?? []);
    const descendLinks = effect2.followLinks ?? true;
    const visit = (entry) => {
      if (entry.isDir) return null;
      if (entry.target && descendLinks && within(entry.target, rules.cwd) && statSync4(entry.target, { throwIfNoEntry: false })?.isDirectory()) return null;
      const name2 = entry.rel.slice(entry.rel.lastIndexOf("/") + 1);
      const outside = !!entry.target && !within(entry.target, rules.cwd);
      if (!outside && !((!anyNames.length || named2(name2)) && fileSelected(name2))) return null;
      return readableEntry(rules, entry, what);
    };
    const excludeDirs = (effect2.excludeDirs ?? []).map((glob) => fnmatchRegex(glob, false));
    const excludedDir = (name2) => excludeDirs.some((re) => re !== null && re.test(name2));
    let skip;
    if (effect2.skipHidden || effect2.skipIgnored || excludeDirs.length) {
      const ignored = effect2.skipIgnored ? ignoredPaths(rules.cwd, startAbs) : null;
      skip = (rel, name2, isDir2) => isDir2 && excludedDir(name2) || !named2(name2) && (!!effect2.skipHidden && name2.startsWith(".") || !!ignored && isIgnored(ignored, rel, isDir2));
    }
    const options = { descendLinks, skipGitDirs: !!effect2.skipGitDirs, skipLinks: !!effect2.skipLinks, ...skip ? { skip } : {} };
    return walk(startAbs, rules.cwd, options, visit, what);
  }
  if (!isDir) return null;
  const editDeny = rules.deny.filter((r) => ruleGoverns(r, "Edit", "edit"));
  return walk(startAbs, rules.cwd, { descendLinks: false, skipGitDirs: !!effect2.skipGitDirs }, ({ rel }) => {
    const dir = protectedDirOf(rel) ?? (isWorkflowPath(rel) ? ".github/workflows" : null);
    if (dir) return deny(null, `${what} would change "${rel}", inside ${dir}/, which no tool may modify (not overridable by policy)`);
    const configured = gitConfiguredProtection(rules.cwd, rel, rel);
    if (configured) return { ...configured, reason: `${what} would change "${rel}": ${configured.reason}` };
    const rule = editDeny.find((r) => denyCovers(r, rel));
    return rule ? deny(rule.text, `${rule.text} matched "${rel}" under ${what}`) : null;
  }, what);
}
function grepFileSelection(globs) {
  if (!globs.length) return () => true;
  const tests = globs.map(({ include, glob }) => ({ include, re: fnmatchRegex(glob, false) }));
  return (name2) => {
    for (let k = tests.length - 1; k >= 0; k -= 1) {
      const { include, re } = tests[k];
      if (re === null) return true;
      if (re.test(name2)) return include;
    }
    return !tests[0].include;
  };
}
function checkListing(rules, effect2, readRules = rules) {
  let names;
  const dir = effect2.path === "." ? "" : effect2.path;
  try {
    names = readdirSync2(path6.join(rules.cwd, dir)).filter((n) => !n.startsWith("."));
  } catch {
    return null;
  }
  return checkListed(rules, effect2, dir, names, readRules);
}
function checkGitListing(rules, effect2, readRules) {
  const dir = effect2.path === "." ? "" : effect2.path;
  const env = {};
  for (const [k, v] of Object.entries(process.env)) if (!/^GIT_/.test(k)) env[k] = v;
  const listing = spawnSync2("git", ["-c", "core.fsmonitor=false", "-c", "core.quotePath=false", "ls-files", "-z", ...effect2.gitListing ?? ["--"]], {
    cwd: path6.join(rules.cwd, dir),
    env: { ...env, GIT_OPTIONAL_LOCKS: "0", LC_ALL: "C" },
    encoding: "utf8",
    timeout: 15e3,
    maxBuffer: 64 * 1024 * 1024,
    stdio: ["ignore", "pipe", "ignore"]
  });
  if (listing.error || listing.status !== 0) return deny(null, `${effect2.via}: the files git lists could not be determined, so what they name cannot be checked`);
  const names = listing.stdout.split("\0").filter(Boolean);
  if (names.length > MAX_TREE_ENTRIES) return deny(null, `${effect2.via} lists too many files to check; name a smaller pathspec`);
  return checkListed(rules, effect2, dir, names, readRules);
}
function checkListed(rules, effect2, dir, listed, readRules) {
  const use = effect2.use ?? "read";
  for (const listedName of listed) {
    if (effect2.splits?.test(listedName)) {
      return deny(null, `${effect2.via} holds "${listedName}", a name xargs would split or take for an option, so the files it hands on cannot be checked${/^-/.test(listedName) ? "" : "; use -z / -print0 with xargs -0"}`);
    }
    const name2 = dir ? `${dir}/${listedName}` : listedName;
    const via = `${effect2.via} ("${name2}")`;
    let denied;
    if (use === "read") {
      const isDir = !!statSync4(path6.resolve(rules.cwd, name2), { throwIfNoEntry: false })?.isDirectory();
      denied = isDir ? null : checkLiteralMention(readRules, name2, via);
    } else if (use === "write") {
      const decision = decidePath(rules, "Edit", "edit", name2, "write");
      denied = decision.decision === "deny" ? { ...decision, reason: `${via}: ${decision.reason}` } : null;
    } else {
      denied = checkTree(use === "tree-read" ? readRules : rules, { path: name2, unknown: false, glob: false, access: use, via }, via, use === "tree-read" ? "read" : "write");
    }
    if (denied) return denied;
  }
  return null;
}
function checkGlobWrite(rules, glob, what) {
  const expanded = expandGlob(rules, glob, what);
  if (expanded === null || "decision" in expanded) return expanded;
  for (const match of expanded.paths) {
    const decision = decidePath(rules, "Edit", "edit", match, "write");
    if (decision.decision === "deny") return { ...decision, reason: `${what} (matching "${match}"): ${decision.reason}` };
  }
  return null;
}
var sandboxRules = /* @__PURE__ */ new WeakMap();
function readRulesFor(rules, mode) {
  if (!mode.sandbox) return rules;
  let relaxed = sandboxRules.get(rules);
  if (!relaxed) {
    relaxed = { ...rules, deny: rules.deny.filter((r) => !ruleGoverns(r, "Read", "read")) };
    sandboxRules.set(rules, relaxed);
    kernelGuarded.add(relaxed);
  }
  return relaxed;
}
function workingDirectory(rules, dir, readRules) {
  if (dir === "" || dir === ".") return { rel: "" };
  const what = `cd "${dir}"`;
  if (dir.startsWith("~")) return deny(null, `${what} leaves the workspace (not overridable by policy)`);
  const lexical = path6.resolve(rules.cwd, dir);
  const rel = path6.relative(rules.cwd, lexical);
  if (rel === ".." || rel.startsWith(`..${path6.sep}`) || path6.isAbsolute(rel)) {
    return deny(null, `${what} leaves the workspace, where commands may not run (not overridable by policy)`);
  }
  if (rel === "") return { rel: "" };
  if (!statSync4(lexical, { throwIfNoEntry: false })?.isDirectory()) return deny(null, `${what}: no such directory in the workspace, so what runs there cannot be checked`);
  if (realpathOrNull(lexical) !== lexical) return deny(null, `${what} goes through a symlink, so the paths of the commands after it cannot be checked; cd to the real directory`);
  const segments = rel.split(path6.sep);
  for (let i2 = 1; i2 <= segments.length; i2 += 1) {
    if (lstatSync5(path6.join(rules.cwd, ...segments.slice(0, i2), ".git"), { throwIfNoEntry: false })) {
      return deny(null, `${what} enters another git repository (${segments.slice(0, i2).join("/")}), whose config and hooks git would use`);
    }
  }
  const posixRel = segments.join("/");
  const unread = unreadable(readRules, posixRel, what);
  return unread ?? { rel: posixRel };
}
function workspacePackages(cwd) {
  const globs = [];
  try {
    const manifest = JSON.parse(readFileSync2(path6.join(cwd, "package.json"), "utf8"));
    const list2 = Array.isArray(manifest.workspaces) ? manifest.workspaces : manifest.workspaces?.packages;
    if (Array.isArray(list2)) globs.push(...list2.filter((g) => typeof g === "string"));
  } catch {
  }
  try {
    const doc = (0, import_yaml2.parse)(readFileSync2(path6.join(cwd, "pnpm-workspace.yaml"), "utf8"));
    if (Array.isArray(doc?.packages)) globs.push(...doc.packages.filter((g) => typeof g === "string"));
  } catch {
  }
  const clean = (g) => g.replace(/^\.\//, "").replace(/\/+$/, "");
  return { include: globs.filter((g) => !g.startsWith("!")).map(clean), exclude: globs.filter((g) => g.startsWith("!")).map((g) => clean(g.slice(1))) };
}
function checkPackageDir(rules, rel, via) {
  let dir = rel;
  while (dir && !lstatSync5(path6.join(rules.cwd, dir, "package.json"), { throwIfNoEntry: false })) dir = dir.includes("/") ? dir.slice(0, dir.lastIndexOf("/")) : "";
  if (!dir) return null;
  const { include, exclude } = workspacePackages(rules.cwd);
  const matches2 = (globs) => globs.some((g) => (0, import_picomatch3.default)(g, { dot: true })(dir));
  if (matches2(include) && !matches2(exclude)) return null;
  return deny(null, `${via} in "${rel}" runs the scripts of ${dir}/package.json, which is not one of the workspace's packages (package.json "workspaces", pnpm-workspace.yaml), so what they run cannot be checked`);
}
function directoriesOf(rules, dir) {
  if (!/[*?[]/.test(dir)) return [dir];
  const expanded = expandGlob(rules, dir.replace(/\/+$/, ""), `cd "${dir}"`);
  if (expanded === null) return [];
  if ("decision" in expanded) return expanded;
  return expanded.paths.filter((p) => statSync4(path6.resolve(rules.cwd, p), { throwIfNoEntry: false })?.isDirectory());
}
function pathspecFrom(dir, spec) {
  if (spec.startsWith(":")) {
    const magic = /^:(\(([^)]*)\)|[/!^]*)/.exec(spec);
    const words = magic[2] !== void 0 ? magic[2].split(",").map((w) => w.trim()) : [...magic[1] ?? ""].map((c) => c === "/" ? "top" : c);
    if (words.includes("top")) return spec;
    return `${magic[0]}${path6.posix.normalize(`${dir}/${spec.slice(magic[0].length)}`)}`;
  }
  return path6.posix.normalize(`${dir}/${spec}`);
}
function fromRoot(rules, effect2, rel) {
  const { cwd: _cwd, ...rest } = effect2;
  if (!rel) return rest;
  const moved = { ...rest };
  if (!effect2.path.startsWith("/") && !effect2.path.startsWith("~")) moved.path = effect2.path === "." ? rel : `${rel}/${effect2.path}`;
  if (effect2.gitContent) {
    const read = effect2.gitContent;
    const exists = (p) => !!lstatSync5(path6.resolve(rules.cwd, rel, p), { throwIfNoEntry: false });
    const revision = (r) => r.replace(/^([^:]*:(?:[0-3]:)?)(\.\.?\/.*)$/, (_m, head, p) => `${head}${path6.posix.normalize(`${rel}/${p}`)}`);
    moved.gitContent = {
      ...read,
      pathspecs: [...read.pathspecs.map((p) => pathspecFrom(rel, p)), ...read.candidates.filter(exists).map((p) => pathspecFrom(rel, p))],
      candidates: [],
      revisions: [...read.revisions, ...read.candidates.filter((c) => !exists(c))].map(revision)
    };
  }
  return moved;
}
function objectIsListed(cwd, id) {
  const git2 = (args2) => spawnSync2("git", ["--no-pager", ...args2], { cwd, encoding: "utf8", timeout: 1e4, stdio: ["ignore", "pipe", "ignore"], env: { ...process.env, GIT_OPTIONAL_LOCKS: "0", LC_ALL: "C" } });
  const type = git2(["cat-file", "-t", id]);
  const kind = type.status === 0 ? type.stdout.trim() : "";
  if (kind === "tree") return true;
  if (kind !== "commit" && kind !== "tag") return false;
  const refs = git2(["for-each-ref", "--count=1", "--format=x", "--contains", `${id}^{commit}`]);
  return refs.status === 0 && refs.stdout.trim() !== "";
}
function checkEffect(rules, effect2, mode = { sandbox: false }) {
  if (effect2.cwd !== void 0 || effect2.access === "chdir") {
    const readRules2 = readRulesFor(rules, mode);
    const dirs = directoriesOf(rules, effect2.cwd ?? "");
    if (!Array.isArray(dirs)) return dirs;
    for (const cwd of dirs) {
      const dir = workingDirectory(rules, cwd, readRules2);
      if ("decision" in dir) return dir;
      const moved = fromRoot(rules, effect2, dir.rel);
      let refused;
      if (moved.access === "package-dir") refused = checkPackageDir(rules, dir.rel, effect2.via);
      else if (moved.access !== "chdir") refused = checkEffect(rules, moved, mode);
      else {
        const targets = directoriesOf(rules, moved.path);
        if (!Array.isArray(targets)) return targets;
        refused = null;
        for (const t of targets) {
          const target = workingDirectory(rules, t, readRules2);
          if ("decision" in target) return target;
        }
      }
      if (refused) return refused;
    }
    return null;
  }
  const what = `${effect2.via} "${effect2.path}"`;
  const prefixed = (d) => d && d.decision === "deny" ? { ...d, reason: `${effect2.via}: ${d.reason}` } : null;
  const readRules = readRulesFor(rules, mode);
  switch (effect2.access) {
    case "mention":
      return checkMention(effect2.lexical ? rules : readRules, effect2, what);
    case "tree-read":
      return checkTree(readRules, effect2, what, "read");
    case "tree-write":
      return checkTree(rules, effect2, what, "write");
    case "listing":
      return checkListing(rules, effect2, readRules);
    case "git-listing":
      return checkGitListing(rules, effect2, readRules);
    case "git-content": {
      if (!effect2.gitContent) return deny(null, `${what}: what it prints could not be determined`);
      const checked = checkGitContent(rules, effect2.gitContent, mode);
      if (checked) return checked;
      const readDeny = readDenyRules(rules);
      if (!readDeny.length) return null;
      for (const id of effect2.gitContent.objectIds ?? []) {
        if (lstatSync5(path6.resolve(rules.cwd, id), { throwIfNoEntry: false })) continue;
        if (objectIsListed(rules.cwd, id)) continue;
        return deny(null, `${effect2.gitContent.what} ${id} prints an object named by its id that no branch or tag reaches (a blob an earlier \`git add\` left, a dropped stash ...), which could hold what ${readDeny[0].text} denies; name commits by ref (HEAD~2, a branch, a tag)`);
      }
      return null;
    }
    default:
      break;
  }
  if (effect2.unknown) return deny(null, `${what} holds a variable, so the file it touches cannot be checked`);
  if (effect2.glob) {
    if (effect2.access !== "write") return deny(null, `${what} is a glob, so the files it touches cannot be checked`);
    if (/^(\/|~)|(^|\/)\.\.(\/|$)/.test(effect2.path)) return deny(null, `${what} may reach outside the workspace`);
    const relGlob = effect2.path.replace(/^\.\//, "");
    if (PROTECTED_GLOB_PROBES.some((p) => globMatches(relGlob, p))) return deny(null, `${what} could match a protected directory (not overridable by policy)`);
    return checkGlobWrite(rules, effect2.path, what);
  }
  if (effect2.access === "write" || effect2.access === "edit") return prefixed(decidePath(rules, "Edit", "edit", effect2.path, "write"));
  if (mode.sandbox) return prefixed(refusePath(readRules, "Read", "read", effect2.path, "read"));
  return prefixed(decidePath(rules, "Read", "read", effect2.path, "read"));
}
function globMatches(glob, probe) {
  const lowerProbe = probe.toLowerCase();
  return new RegExp(`^${glob.toLowerCase().replace(/[.+^${}()|\\]/g, "\\$&").replace(/\*/g, "[^/]*").replace(/\?/g, "[^/]")}(/.*)?$`).test(lowerProbe);
}

// src/policy/shell/decision.ts
import { lstatSync as lstatSync6 } from "node:fs";
import path10 from "node:path";

// src/policy/shell/analysis.ts
import path8 from "node:path";

// src/policy/shell/expansions.ts
var LITERAL_CONTEXTS = /* @__PURE__ */ new Set(["raw_string", "ansi_c_string", "comment"]);
function heredocIsQuoted(redirect) {
  const start2 = redirect.namedChildren.find((c) => c?.type === "heredoc_start");
  return !!start2 && /['"\\]/.test(start2.text);
}
function escaped(source, index) {
  let n = 0;
  for (let i2 = index - 1; i2 >= 0 && source[i2] === "\\"; i2 -= 1) n += 1;
  return n % 2 === 1;
}
function ansiCEnd(source, start2) {
  for (let i2 = start2 + 2; i2 < source.length; i2 += 1) {
    if (source[i2] === "\\") i2 += 1;
    else if (source[i2] === "'") return i2 + 1;
  }
  return -1;
}
function trustedLiteral(node, source) {
  const start2 = node.startIndex;
  if (node.type === "comment") {
    if (start2 === 0) return true;
    const before = source[start2 - 1];
    if (!/[ \t\n;&|()]/.test(before) || escaped(source, start2 - 1)) return false;
    return true;
  }
  if (escaped(source, start2)) return false;
  for (let p = node.parent; p; p = p.parent) {
    if (p.type === "string" || p.type === "translated_string" || p.type === "heredoc_body") return false;
  }
  if (node.type === "raw_string") {
    const text = node.text;
    return text.length >= 2 && text.startsWith("'") && text.endsWith("'") && !text.slice(1, -1).includes("'");
  }
  return node.text.startsWith("$'") && ansiCEnd(source, start2) === node.endIndex;
}
function isLiteralAt(root, source, index) {
  let literal = null;
  for (let node = root.descendantForIndex(index, index + 1); node; node = node.parent) {
    if (node.type === "heredoc_body" && node.parent && heredocIsQuoted(node.parent)) return true;
    if (!literal && LITERAL_CONTEXTS.has(node.type)) literal = node;
  }
  return literal !== null && trustedLiteral(literal, source);
}
function closesString(root, index) {
  for (let node = root.descendantForIndex(index, index + 1); node; node = node.parent) {
    if (node.type === "string") return node.endIndex === index + 1 && node.startIndex < index - 1;
    if (node.type !== '"') return false;
  }
  return false;
}
function arithmeticNodeAt(root, index) {
  for (let node = root.descendantForIndex(index, index + 1); node; node = node.parent) {
    if (node.type === "arithmetic_expansion" && node.startIndex === index) return node;
    if (node.startIndex < index) break;
  }
  return null;
}
function isConstantArithmetic(expression) {
  return !/[A-Za-z_$`\[\]]/.test(expression);
}
var TRANSFORMS = /* @__PURE__ */ new Set(["Q", "E", "U", "u", "L", "a", "K", "k", "A"]);
var NAME = /^(?:[A-Za-z_][A-Za-z0-9_]*|[0-9]+|[@*#?$!0-])/;
function braceBody(source, start2) {
  let depth = 0;
  for (let i2 = start2; i2 < source.length; i2 += 1) {
    const ch = source[i2];
    if (ch === "\\") {
      i2 += 1;
      continue;
    }
    if (ch === "{") depth += 1;
    else if (ch === "}") {
      depth -= 1;
      if (depth === 0) return source.slice(start2 + 2, i2);
    }
  }
  return source.slice(start2 + 2);
}
function parameterExpansionProblem(source, start2) {
  const body2 = braceBody(source, start2);
  const shown = `\${${body2.length > 40 ? `${body2.slice(0, 37)}...` : body2}}`;
  let rest = body2;
  if (rest.startsWith("!") && rest !== "!") {
    return `indirect expansion (${shown}) can evaluate a subscript, which runs commands, and cannot be analysed statically`;
  }
  if (rest.startsWith("#") && rest !== "#" && !/^#[:}]/.test(rest)) rest = rest.slice(1);
  const name2 = NAME.exec(rest);
  if (!name2) return `the expansion ${shown} cannot be analysed statically`;
  rest = rest.slice(name2[0].length);
  if (rest.startsWith("[")) {
    const close = rest.indexOf("]");
    const subscript = close === -1 ? rest : rest.slice(1, close);
    if (close === -1 || !/^\s*(@|\*|-?\d+)\s*$/.test(subscript)) {
      return `the subscript in ${shown} is evaluated arithmetically, which can run commands, and cannot be analysed statically`;
    }
    rest = rest.slice(close + 1);
  }
  if (rest === "") return null;
  const op = rest[0];
  if (op === ":") {
    if (/^:[-=+?]/.test(rest)) return null;
    if (/^:[\s\d+\-*/%()]*(:[\s\d+\-*/%()]*)?$/.test(rest)) return null;
    return `the substring offset in ${shown} is evaluated arithmetically, which can run commands, and cannot be analysed statically`;
  }
  if ("-=+?#%/^,".includes(op)) return null;
  if (op === "@") {
    if (rest.length === 2 && TRANSFORMS.has(rest[1])) return null;
    return `the transformation ${shown} cannot be analysed statically (\${x@P} runs commands held in x)`;
  }
  return `the expansion ${shown} cannot be analysed statically`;
}
function liveSyntaxProblem(root, source) {
  for (const node of root.descendantsOfType([...LITERAL_CONTEXTS])) {
    if (!node || trustedLiteral(node, source)) continue;
    let inHeredoc = false;
    for (let p = node.parent; p && !inHeredoc; p = p.parent) inHeredoc = p.type === "heredoc_body";
    if (!inHeredoc) return `the command's ${node.type === "comment" ? "comment" : "quoting"} (${JSON.stringify(node.text.slice(0, 30))}) may be read differently by bash, so it cannot be analysed`;
  }
  for (let i2 = 0; i2 < source.length; i2 += 1) {
    const ch = source[i2];
    const next = source[i2 + 1];
    let kind = null;
    if (ch === "`") kind = "command";
    else if (ch === "$" && next === "(") kind = source[i2 + 2] === "(" ? "arithmetic" : "command";
    else if (ch === "$" && next === "[") kind = "arithmetic";
    else if (ch === "$" && next === "{") kind = "parameter";
    else if (ch === "$" && next === '"') kind = "translated";
    else if ((ch === "<" || ch === ">") && next === "(") kind = "process";
    if (!kind || isLiteralAt(root, source, i2)) continue;
    switch (kind) {
      case "command":
        return "command substitution cannot be analysed statically";
      case "process":
        return "process substitution cannot be analysed statically";
      case "translated":
        if (closesString(root, i2 + 1)) break;
        return 'locale-translated strings ($"...") are expanded again after translation and cannot be analysed statically';
      case "arithmetic": {
        const node = arithmeticNodeAt(root, i2);
        if (!node) return "arithmetic expansion here cannot be analysed statically";
        const open = source[i2 + 1] === "[" ? 2 : 3;
        if (!isConstantArithmetic(node.text.slice(open, node.text.endsWith("))") ? -2 : -1))) {
          return "arithmetic on variables can run commands and cannot be analysed statically";
        }
        break;
      }
      case "parameter": {
        const problem = parameterExpansionProblem(source, i2);
        if (problem) return problem;
        break;
      }
    }
  }
  return null;
}
function delimiterOf(word) {
  return word.replace(/'([^']*)'|"((?:[^"\\]|\\.)*)"|\\(.)/gs, (_m, single, double, escaped3) => {
    if (single !== void 0) return single;
    if (double !== void 0) return double.replace(/\\([\\"$`])/g, "$1");
    return escaped3 ?? "";
  });
}
function heredocProblem(root, source) {
  for (const redirect of root.descendantsOfType("heredoc_redirect")) {
    if (!redirect) continue;
    const start2 = redirect.namedChildren.find((c) => c?.type === "heredoc_start");
    const body2 = redirect.namedChildren.find((c) => c?.type === "heredoc_body");
    const end = redirect.namedChildren.find((c) => c?.type === "heredoc_end");
    const unclear = "a here-document whose end cannot be determined reliably cannot be analysed statically";
    if (!start2 || !end || /[$`]/.test(start2.text)) return unclear;
    const stripTabs = redirect.children.some((c) => c?.type === "<<-");
    const delimiter = delimiterOf(start2.text);
    const lineStart = source.lastIndexOf("\n", end.startIndex - 1) + 1;
    const newline = source.indexOf("\n", end.startIndex);
    let line = source.slice(lineStart, newline === -1 ? source.length : newline);
    if (stripTabs) line = line.replace(/^\t+/, "");
    if (!delimiter || line !== delimiter || end.text !== delimiter) return unclear;
    const lines = (body2?.text ?? "").split("\n");
    lines.pop();
    if (lines.some((l) => (stripTabs ? l.replace(/^\t+/, "") : l) === delimiter)) return unclear;
    if (!heredocIsQuoted(redirect) && lines.some((l) => /(^|[^\\])(\\\\)*\\$/.test(l))) {
      return "a here-document with line continuations (a line ending in \\) cannot be analysed statically";
    }
  }
  return null;
}

// src/policy/shell/dialects.ts
function escaped2(source, index) {
  let n = 0;
  for (let i2 = index - 1; i2 >= 0 && source[i2] === "\\"; i2 -= 1) n += 1;
  return n % 2 === 1;
}
var LITERAL = /* @__PURE__ */ new Set(["raw_string", "ansi_c_string", "comment"]);
function quotedHeredoc(body2) {
  const start2 = body2.parent?.namedChildren.find((c) => c?.type === "heredoc_start");
  return !!start2 && /['"\\]/.test(start2.text);
}
function literalAt(root, index) {
  const end = Math.min(index + 1, root.endIndex);
  for (let node = root.descendantForIndex(Math.min(index, Math.max(0, end - 1)), end); node; node = node.parent) {
    if (LITERAL.has(node.type)) return node;
    if (node.type === "heredoc_body" && quotedHeredoc(node)) return node;
  }
  return null;
}
function liveContinuations(root, source) {
  const out2 = [];
  for (let i2 = source.indexOf("\\\n"); i2 !== -1; i2 = source.indexOf("\\\n", i2 + 1)) {
    if (escaped2(source, i2)) continue;
    if (literalAt(root, i2)) continue;
    out2.push(i2);
  }
  return out2;
}
function literalAround(root, index) {
  if (index >= root.endIndex) return false;
  const node = literalAt(root, index);
  return !!node && node.startIndex < index;
}
var BASH_OPERATORS = {
  "&>": '"&>" (dash runs the command in the background, then truncates the file)',
  "&>>": '"&>>"',
  "|&": '"|&"',
  ";&": 'the case fall-through ";&"',
  ";;&": 'the case continuation ";;&"',
  "<<<": 'a here-string ("<<<")'
};
var BASH_NODES = {
  ansi_c_string: `ANSI-C quoting ($'...'), which dash reads as "$" and a single-quoted string`,
  translated_string: 'locale translation ($"...")',
  herestring_redirect: 'a here-string ("<<<")',
  array: "an array",
  brace_expression: "brace expansion",
  extglob_pattern: "an extended glob",
  c_style_for_statement: "an arithmetic for loop",
  function_definition: "the function keyword",
  process_substitution: "process substitution"
};
var POSIX_EXPANSION = /^\$\{#?(?:[A-Za-z_][A-Za-z0-9_]*|[0-9]+|[@*#?$!-])(?:(?::?[-=?+]|%%?|##?)[^]*)?\}$/;
function posixProblem(root, text) {
  const stack = [root];
  while (stack.length) {
    const node = stack.pop();
    if (!node.isNamed && Object.hasOwn(BASH_OPERATORS, node.type)) return `${BASH_OPERATORS[node.type]} is bash syntax`;
    if (node.isNamed && Object.hasOwn(BASH_NODES, node.type)) return `${BASH_NODES[node.type]} is bash syntax`;
    if (node.type === "test_command" && node.child(0)?.type === "[[") return '"[[ ... ]]" is bash syntax (in dash "<" and ">" inside it are redirections)';
    if (node.type === "compound_statement" && node.child(0)?.type === "((") return '"(( ... ))" is bash syntax (dash reads nested subshells)';
    if (node.type === "expansion" && !POSIX_EXPANSION.test(node.text)) return `the expansion ${node.text.slice(0, 40)} is bash syntax`;
    for (const child of node.children) if (child) stack.push(child);
  }
  if (/(^|[^\\])\$\[/.test(text)) return '"$[...]" is bash syntax';
  return null;
}

// src/policy/shell/vocabulary.ts
import path7 from "node:path";

// src/policy/shell/args.ts
function parseArgs(words, withValue, start2 = 1) {
  const parsed = { options: [], operands: [] };
  for (let i2 = start2; i2 < words.length; i2 += 1) {
    const w = words[i2];
    if (w === "--") {
      parsed.operands.push(...words.slice(i2 + 1));
      break;
    }
    if (w.startsWith("--")) {
      const eq = w.indexOf("=");
      const name2 = eq === -1 ? w : w.slice(0, eq);
      let value = eq === -1 ? void 0 : w.slice(eq + 1);
      if (value === void 0 && withValue.has(name2)) value = words[++i2];
      parsed.options.push({ name: name2, value, index: i2 });
      continue;
    }
    if (w.startsWith("-") && w.length > 1) {
      for (let c = 1; c < w.length; c += 1) {
        const name2 = `-${w[c]}`;
        if (withValue.has(name2)) {
          const value = c < w.length - 1 ? w.slice(c + 1) : words[++i2];
          parsed.options.push({ name: name2, value, index: i2 });
          break;
        }
        parsed.options.push({ name: name2, value: void 0, index: i2 });
      }
      continue;
    }
    parsed.operands.push(w);
  }
  return parsed;
}
function longOption(word, known) {
  const name2 = word.includes("=") ? word.slice(0, word.indexOf("=")) : word;
  if (!name2.startsWith("--") || name2.length < 3) return null;
  if (known.includes(name2)) return name2;
  const hits = known.filter((k) => k.startsWith(name2));
  if (hits.length === 1) return hits[0];
  return hits.length ? "ambiguous" : null;
}
var has = (p, ...names) => p.options.some((o) => names.includes(o.name));
var values = (p, ...names) => p.options.filter((o) => names.includes(o.name)).map((o) => o.value ?? "");

// src/policy/shell/wrappers.ts
var SHELLS = /* @__PURE__ */ new Set(["bash", "sh", "dash", "ash"]);
var FOREIGN_SHELLS = /* @__PURE__ */ new Set(["zsh", "ksh", "ksh93", "mksh", "pdksh", "oksh", "yash", "posh", "fish", "csh", "tcsh"]);
var CHDIR_REFUSAL = "changes the directory the command runs in, so its relative paths, config files and scripts cannot be checked";
var ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/;
function basename(word) {
  const slash = word.lastIndexOf("/");
  return slash === -1 ? word : word.slice(slash + 1);
}
function form(words, wild, extra = {}) {
  return { words, wild, innerStart: Infinity, openEnded: false, sudo: false, ...extra };
}
function skipOptions(words, start2, withArg) {
  let i2 = start2;
  while (i2 < words.length) {
    const w = words[i2];
    if (w === "--") return i2 + 1;
    if (!w.startsWith("-") || w === "-") return i2;
    i2 += withArg.has(w) ? 2 : 1;
  }
  return i2;
}
function wrapperOptions(tool, w, spec, start2 = 1) {
  const options = [];
  const longs = [...spec.longValue ?? [], ...spec.longOptional ?? [], ...spec.longFlag ?? []];
  const unknown = (word) => ({ refusal: `${tool} option "${word}" is not understood, so the command it runs cannot be analysed` });
  let i2 = start2;
  for (; i2 < w.length; i2 += 1) {
    const word = w[i2];
    if (word === "--") return { next: i2 + 1, options };
    if (!word.startsWith("-") || word === "-") break;
    if (word.startsWith("--")) {
      const name2 = longOption(word, longs);
      if (name2 === null || name2 === "ambiguous") return unknown(word);
      const attached = word.includes("=") ? word.slice(word.indexOf("=") + 1) : void 0;
      if (spec.longValue?.includes(name2) && attached === void 0) {
        if (i2 + 1 >= w.length) return unknown(word);
        options.push({ name: name2, value: w[i2 + 1], at: i2 + 1 });
        i2 += 1;
      } else {
        options.push({ name: name2, value: attached, at: i2 });
      }
      continue;
    }
    for (let c = 1; c < word.length; c += 1) {
      const letter = word[c];
      const name2 = `-${letter}`;
      if (spec.value?.includes(letter)) {
        if (c < word.length - 1) options.push({ name: name2, value: word.slice(c + 1), at: i2 });
        else if (i2 + 1 < w.length) {
          options.push({ name: name2, value: w[i2 + 1], at: i2 + 1 });
          i2 += 1;
        } else return unknown(word);
        break;
      }
      if (spec.optional?.includes(letter)) {
        options.push({ name: name2, value: c < word.length - 1 ? word.slice(c + 1) : void 0, at: i2 });
        break;
      }
      if (!spec.flag?.includes(letter)) return unknown(word);
      options.push({ name: name2, value: void 0, at: i2 });
    }
  }
  return { next: i2, options };
}
var named = (o, ...names) => names.includes(o.name);
function optionsThenCommand(tool, spec, noCommand = []) {
  return (w) => {
    const parsed = wrapperOptions(tool, w, spec);
    if (parsed.refusal !== void 0) return { inner: -1, refusal: parsed.refusal };
    if (parsed.options.some((o) => noCommand.includes(o.name))) return { inner: -1 };
    return { inner: parsed.next < w.length ? parsed.next : -1 };
  };
}
var XARGS_SPEC = {
  value: "aEILnPsd",
  optional: "eil",
  flag: "0rtpxo",
  longValue: ["--arg-file", "--delimiter", "--max-args", "--max-procs", "--max-chars", "--process-slot-var"],
  longOptional: ["--eof", "--replace", "--max-lines"],
  longFlag: ["--null", "--no-run-if-empty", "--verbose", "--interactive", "--exit", "--open-tty", "--show-limits", "--help", "--version"]
};
function xargsOptions(w) {
  const parsed = wrapperOptions("xargs", w, XARGS_SPEC);
  if (parsed.refusal !== void 0) return { inner: -1, replace: null, argFile: false, refusal: parsed.refusal, options: [] };
  let replace = null;
  let argFile = false;
  for (const o of parsed.options) {
    if (named(o, "-I")) replace = o.value ?? "{}";
    if (named(o, "-i", "--replace")) replace = o.value || "{}";
    if (named(o, "-a", "--arg-file")) argFile = true;
    if (named(o, "--process-slot-var")) return { inner: -1, replace, argFile, refusal: "xargs --process-slot-var sets a variable in the command it runs", options: parsed.options };
  }
  return { inner: parsed.next < w.length ? parsed.next : -1, replace, argFile, refusal: null, options: parsed.options };
}
var ENV_ASSIGNMENT = /^[^-=][^=]*=/;
var IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
var STEPS = {
  env(w) {
    const assignments = [];
    const longs = ["--ignore-environment", "--null", "--unset", "--chdir", "--split-string", "--debug", "--help", "--version", "--argv0", "--block-signal", "--default-signal", "--ignore-signal", "--list-signal-handling"];
    let i2 = 1;
    while (i2 < w.length) {
      const word = w[i2];
      if (ENV_ASSIGNMENT.test(word)) {
        const name2 = word.slice(0, word.indexOf("="));
        if (!IDENTIFIER.test(name2)) return { inner: -1, refusal: `env sets "${name2}", which is not a plain variable name (bash imports BASH_FUNC_name%% as a function), so it is not allowed` };
        assignments.push(name2);
        i2 += 1;
        continue;
      }
      if (word === "--") {
        i2 += 1;
        break;
      }
      if (word === "-") {
        i2 += 1;
        continue;
      }
      if (!word.startsWith("-")) break;
      const long = word.startsWith("--") ? longOption(word, longs) : null;
      if (word.startsWith("--") && (long === null || long === "ambiguous")) return { inner: -1, refusal: `env option "${word}" is not understood, so the command it runs cannot be analysed` };
      if (long === "--split-string" || !long && /^-[i0v]*S/.test(word)) {
        return { inner: -1, refusal: "env -S splits a string into a command and cannot be analysed statically" };
      }
      if (long === "--chdir" || !long && /^-[i0v]*C/.test(word)) return { inner: -1, refusal: `env ${word} ${CHDIR_REFUSAL}` };
      if (long === "--unset" || !long && /^-[i0v]*u/.test(word)) {
        i2 += (long ? word.includes("=") : !/^-[i0v]*u$/.test(word)) ? 1 : 2;
        continue;
      }
      if (long === "--ignore-environment" || long === "--null" || long === "--debug" || !long && /^-[i0v]+$/.test(word)) {
        i2 += 1;
        continue;
      }
      return { inner: -1, refusal: `env option "${word}" is not understood, so the command it runs cannot be analysed` };
    }
    return { inner: i2 < w.length ? i2 : -1, assignments };
  },
  sudo(w) {
    const assignments = [];
    let i2 = 1;
    const withArg = /* @__PURE__ */ new Set(["-u", "-g", "-C", "-D", "-h", "-p", "-r", "-t", "-U", "-T", "--user", "--group", "--chdir", "--host", "--prompt", "--role", "--type", "--other-user", "--close-from", "--command-timeout"]);
    while (i2 < w.length) {
      const word = w[i2];
      if (word === "--") {
        i2 += 1;
        break;
      }
      if (ASSIGNMENT.test(word)) {
        assignments.push(word.slice(0, word.indexOf("=")));
        i2 += 1;
        continue;
      }
      if (!word.startsWith("-")) break;
      if (/^(-D|--chdir)/.test(word) || /^-[A-Za-z]*D/.test(word)) return { inner: -1, refusal: `sudo ${word} ${CHDIR_REFUSAL}` };
      if (/^-[A-Za-z]*[elvkK][A-Za-z]*$/.test(word) || ["--edit", "--list", "--validate"].includes(word)) return { inner: -1 };
      i2 += withArg.has(word) ? 2 : 1;
    }
    return { inner: i2 < w.length ? i2 : -1, sudo: true, assignments };
  },
  timeout(w) {
    const parsed = wrapperOptions("timeout", w, { value: "sk", flag: "v", longValue: ["--signal", "--kill-after"], longFlag: ["--foreground", "--preserve-status", "--verbose", "--help", "--version"] });
    if (parsed.refusal !== void 0) return { inner: -1, refusal: parsed.refusal };
    const i2 = parsed.next + 1;
    return { inner: i2 < w.length ? i2 : -1 };
  },
  nice(w) {
    let i2 = 1;
    if (/^-[+-]?\d+$/.test(w[1] ?? "")) i2 = 2;
    else {
      const parsed = wrapperOptions("nice", w, { value: "n", longValue: ["--adjustment"], longFlag: ["--help", "--version"] });
      if (parsed.refusal !== void 0) return { inner: -1, refusal: parsed.refusal };
      i2 = parsed.next;
    }
    if (w[i2] === "--") i2 += 1;
    return { inner: i2 < w.length ? i2 : -1 };
  },
  stdbuf: optionsThenCommand("stdbuf", { value: "ioe", longValue: ["--input", "--output", "--error"], longFlag: ["--help", "--version"] }),
  nohup: (w) => ({ inner: w.length > 1 ? w[1] === "--" ? 2 : 1 : -1 }),
  time(w) {
    const parsed = wrapperOptions("time", w, { value: "of", flag: "apvqV", longValue: ["--output", "--format"], longFlag: ["--append", "--portability", "--verbose", "--quiet", "--help", "--version"] });
    if (parsed.refusal !== void 0) return { inner: -1, refusal: parsed.refusal };
    const writes = parsed.options.filter((o) => named(o, "-o", "--output")).map((o) => [o.at, o.value ?? ""]);
    return { inner: parsed.next < w.length ? parsed.next : -1, writes };
  },
  setsid: optionsThenCommand("setsid", { flag: "cfw", longFlag: ["--ctty", "--fork", "--wait", "--help", "--version"] }),
  ionice: optionsThenCommand("ionice", { value: "cnpPu", flag: "t", longValue: ["--class", "--classdata", "--pid", "--pgid", "--uid"], longFlag: ["--ignore", "--help", "--version"] }, ["-p", "-P", "-u", "--pid", "--pgid", "--uid"]),
  taskset(w) {
    const parsed = wrapperOptions("taskset", w, { flag: "acp", longFlag: ["--all-tasks", "--cpu-list", "--pid", "--help", "--version"] });
    if (parsed.refusal !== void 0) return { inner: -1, refusal: parsed.refusal };
    if (parsed.options.some((o) => named(o, "-p", "--pid"))) return { inner: -1 };
    const i2 = parsed.next + 1;
    return { inner: i2 < w.length ? i2 : -1 };
  },
  chrt(w) {
    const parsed = wrapperOptions("chrt", w, { value: "TPD", flag: "abdfiorRemv", longValue: ["--sched-runtime", "--sched-period", "--sched-deadline"], longFlag: ["--all-tasks", "--batch", "--deadline", "--fifo", "--idle", "--other", "--rr", "--ext", "--reset-on-fork", "--max", "--pid", "--verbose", "--help", "--version"] });
    if (parsed.refusal !== void 0) return { inner: -1, refusal: parsed.refusal };
    if (parsed.options.some((o) => named(o, "-p", "--pid", "-m", "--max"))) return { inner: -1 };
    const i2 = parsed.next + 1;
    return { inner: i2 < w.length ? i2 : -1 };
  },
  unbuffer: optionsThenCommand("unbuffer", { flag: "p" }),
  watch(w, wild) {
    const parsed = wrapperOptions("watch", w, { value: "nqs", optional: "d", flag: "tbegcCxpwr", longValue: ["--interval", "--equexit", "--shotsdir"], longOptional: ["--differences"], longFlag: ["--no-title", "--beep", "--errexit", "--chgexit", "--color", "--no-color", "--exec", "--precise", "--no-wrap", "--no-rerun", "--help", "--version"] });
    if (parsed.refusal !== void 0) return { inner: -1, refusal: parsed.refusal };
    if (parsed.next >= w.length) return { inner: -1 };
    if (parsed.options.some((o) => named(o, "-x", "--exec"))) return { inner: parsed.next };
    if (wild.slice(parsed.next).some(Boolean)) return { inner: -1, refusal: "the command watch runs through sh -c holds a variable and cannot be analysed statically" };
    return { inner: -1, script: w.slice(parsed.next).join(" "), scriptShell: "sh" };
  },
  script(w, wild) {
    const parsed = wrapperOptions("script", w, { value: "cEIOBTmo", optional: "t", flag: "aefqh", longValue: ["--command", "--echo", "--log-in", "--log-out", "--log-io", "--log-timing", "--logging-format", "--output-limit"], longOptional: ["--timing"], longFlag: ["--append", "--return", "--flush", "--force", "--quiet", "--help", "--version"] });
    if (parsed.refusal !== void 0) return { inner: -1, refusal: parsed.refusal };
    const files = parsed.options.filter((o) => named(o, "-I", "-O", "-B", "-T", "--log-in", "--log-out", "--log-io", "--log-timing") || named(o, "-t", "--timing") && o.value);
    if (files.length) return { inner: -1, refusal: 'script -I / -O / -B / -T / -t FILE write logs whose names cannot be checked here; use "script [-q] -c CMD FILE"' };
    const operands2 = w.slice(parsed.next);
    if (operands2.length > 1) return { inner: -1, refusal: "script takes one file name" };
    const command = parsed.options.find((o) => named(o, "-c", "--command"));
    if (!command) return { inner: -1, refusal: "script without -c starts an interactive shell that reads its commands from the input, which cannot be analysed" };
    if (wild[command.at]) return { inner: -1, refusal: "the command given to script -c holds a variable and cannot be analysed statically" };
    return { inner: -1, script: command.value ?? "", scriptShell: "sh", writes: [[parsed.next, operands2[0] ?? "typescript"]] };
  },
  flock(w, wild) {
    const parsed = wrapperOptions("flock", w, { value: "wE", flag: "sexnuoFv", longValue: ["--wait", "--timeout", "--conflict-exit-code"], longFlag: ["--shared", "--exclusive", "--unlock", "--nonblock", "--nb", "--close", "--no-fork", "--verbose", "--help", "--version"] });
    if (parsed.refusal !== void 0) return { inner: -1, refusal: parsed.refusal };
    const file = parsed.next;
    if (file >= w.length) return { inner: -1 };
    if (file === w.length - 1) return { inner: -1, .../^\d+$/.test(w[file]) ? {} : { writes: [[file, w[file]]] } };
    if (w[file + 1] === "-c" || w[file + 1] === "--command") {
      if (w.length !== file + 3) return { inner: -1, refusal: "flock FILE -c takes exactly one command string" };
      if (wild[file + 2]) return { inner: -1, refusal: "the command given to flock -c holds a variable and cannot be analysed statically" };
      return { inner: -1, script: w[file + 2], scriptShell: "sh", writes: [[file, w[file]]] };
    }
    return { inner: file + 1, writes: [[file, w[file]]] };
  },
  command(w) {
    let i2 = 1;
    while (i2 < w.length && /^-[pvV]+$/.test(w[i2])) {
      if (/[vV]/.test(w[i2])) return { inner: -1 };
      i2 += 1;
    }
    if (w[i2] === "--") i2 += 1;
    return { inner: i2 < w.length ? i2 : -1 };
  },
  builtin: (w) => ({ inner: w.length > 1 ? 1 : -1 }),
  // `busybox sh -c ...`, `busybox wget ...`: the applet is the command.
  busybox: (w) => ({ inner: w.length > 1 && !w[1].startsWith("-") ? 1 : -1 }),
  exec(w) {
    const i2 = skipOptions(w, 1, /* @__PURE__ */ new Set(["-a"]));
    if (i2 >= w.length) return { inner: -1, refusal: "exec without a command (redirecting the shell itself) is not allowed" };
    return { inner: i2 };
  },
  xargs(w) {
    const parsed = xargsOptions(w);
    if (parsed.refusal) return { inner: -1, refusal: parsed.refusal };
    return { inner: parsed.inner, openEnded: true };
  }
};
var REFUSED_SHELL_LETTERS = /* @__PURE__ */ new Set(["i", "l", "k", "H", "s"]);
var SAFE_SET_OPTIONS = /* @__PURE__ */ new Set(["errexit", "nounset", "pipefail", "xtrace", "verbose", "noglob", "noclobber", "posix", "errtrace", "functrace", "allexport", "notify", "nolog", "hashall", "braceexpand", "physical", "ignoreeof", "noexec", "monitor"]);
function shellOperand(w) {
  let command = false;
  let i2 = 1;
  while (i2 < w.length) {
    const word = w[i2];
    if (word === "--" || word === "-") {
      i2 += 1;
      break;
    }
    if (word === "--rcfile" || word === "--init-file") {
      i2 += 2;
      continue;
    }
    if (/^--[a-z-]+$/.test(word)) {
      i2 += 1;
      continue;
    }
    if (!/^[-+][A-Za-z]+$/.test(word)) break;
    let values2 = 0;
    for (const letter of word.slice(1)) {
      if (letter === "c" && word.startsWith("-")) command = true;
      if (letter === "o" || letter === "O") values2 += 1;
    }
    i2 += 1 + values2;
  }
  return { command, operand: i2 < w.length ? i2 : -1 };
}
function shellScript(w, wild) {
  const shell = basename(w[0]);
  let i2 = 1;
  let command = false;
  while (i2 < w.length) {
    const word = w[i2];
    if (word === "--" || word === "-") {
      i2 += 1;
      break;
    }
    if (["--rcfile", "--init-file", "--login", "--debugger", "--interactive"].includes(word)) {
      return { inner: -1, refusal: `${shell} ${word} reads startup files or changes how commands are read, and cannot be analysed` };
    }
    if (/^--[a-z-]+$/.test(word)) {
      i2 += 1;
      continue;
    }
    if (/^[-+][A-Za-z]+$/.test(word)) {
      let values2 = 0;
      for (const letter of word.slice(1)) {
        if (word.startsWith("-") && letter === "c") command = true;
        else if (REFUSED_SHELL_LETTERS.has(letter) || letter === "O") {
          return { inner: -1, refusal: `${shell} -${letter} changes how the script is read (startup files, aliases, stdin, shopt options) and cannot be analysed` };
        } else if (letter === "o") {
          const name2 = w[i2 + 1 + values2];
          if (name2 === void 0 || !SAFE_SET_OPTIONS.has(name2)) return { inner: -1, refusal: `${shell} -o ${name2 ?? ""} cannot be analysed` };
          values2 += 1;
        }
      }
      i2 += 1 + values2;
      continue;
    }
    break;
  }
  if (!command) return { inner: -1 };
  if (i2 >= w.length) return { inner: -1, refusal: `${shell} -c without a script` };
  if (wild[i2]) return { inner: -1, refusal: `the script given to ${shell} -c holds a variable and cannot be analysed statically` };
  return { inner: -1, script: w[i2], foreign: FOREIGN_SHELLS.has(shell) };
}
function findExecs(w, wild) {
  const commands = [];
  let chdir = null;
  for (let i2 = 1; i2 < w.length; i2 += 1) {
    if (!["-exec", "-execdir", "-ok", "-okdir"].includes(w[i2])) continue;
    if (w[i2] === "-execdir" || w[i2] === "-okdir") chdir ??= `find ${w[i2]} ${CHDIR_REFUSAL}`;
    const start2 = i2 + 1;
    let end = start2;
    while (end < w.length && w[end] !== ";" && w[end] !== "+") end += 1;
    if (end >= w.length || end === start2) return { commands, refusal: `find ${w[i2]} without a command and a terminating ";" or "+"` };
    commands.push(form(w.slice(start2, end), wild.slice(start2, end), { openEnded: w[end] === "+" }));
    i2 = end;
  }
  return { commands, refusal: chdir };
}
var MAX_DEPTH = 8;
function unwrapCommand(words, wild) {
  const result = { layers: [], nestedCommands: [], nestedScripts: [], assignments: [], writes: [], refusal: null };
  let current = form(words, wild);
  for (let depth = 0; depth < MAX_DEPTH; depth += 1) {
    result.layers.push(current);
    const name2 = basename(current.words[0] ?? "");
    let step = null;
    if (STEPS[name2] && Object.hasOwn(STEPS, name2)) step = STEPS[name2](current.words, current.wild);
    else if (SHELLS.has(name2) || FOREIGN_SHELLS.has(name2)) step = shellScript(current.words, current.wild);
    else if (name2 === "find") {
      const execs = findExecs(current.words, current.wild);
      result.nestedCommands.push(...execs.commands);
      if (execs.refusal) result.refusal = execs.refusal;
    }
    if (!step) return result;
    if (step.assignments) result.assignments.push(...step.assignments);
    for (const [at, file] of step.writes ?? []) result.writes.push({ path: file, wild: !!current.wild[at], via: name2 });
    if (step.refusal) {
      result.refusal = step.refusal;
      return result;
    }
    if (step.script !== void 0) {
      result.nestedScripts.push({ script: step.script, shell: step.scriptShell ?? name2, foreign: !!step.foreign });
      return result;
    }
    if (step.inner < 0) return result;
    current.innerStart = step.inner;
    if (step.sudo) current.sudo = true;
    current = form(current.words.slice(step.inner), current.wild.slice(step.inner), { openEnded: current.openEnded || !!step.openEnded });
  }
  result.refusal ??= "too many nested wrapper commands";
  return result;
}

// src/policy/shell/vocabulary.ts
var RUNS_STRINGS = {
  eval: "eval runs a string as a command and cannot be analysed statically",
  source: "source runs a file as shell commands and cannot be analysed statically",
  ".": '"." runs a file as shell commands and cannot be analysed statically',
  trap: "trap runs a string as a command later and cannot be analysed statically",
  alias: "alias can redefine command names and cannot be analysed statically",
  enable: "enable can load or swap builtins and cannot be analysed statically",
  let: "let evaluates arithmetic, which can run commands, and cannot be analysed statically",
  fc: "fc re-runs commands from history and cannot be analysed statically",
  coproc: "coproc cannot be analysed statically",
  hash: "hash -p can redirect a command name to any program and cannot be analysed statically",
  shopt: "shopt can change how later commands are parsed (expand_aliases) and cannot be analysed statically",
  compgen: "compgen -C / -F run commands and cannot be analysed statically",
  complete: "complete -C / -F register commands to run and cannot be analysed statically",
  bind: "bind -x registers commands to run and cannot be analysed statically"
};
function refusesAsString(name2) {
  return Object.hasOwn(RUNS_STRINGS, name2) ? RUNS_STRINGS[name2] : null;
}
var INTERPRETER = /^(bash|sh|zsh|dash|ksh|mksh|ash|fish|csh|tcsh|python[0-9.]*|pypy[0-9.]*|node|nodejs|deno|bun|perl[0-9.]*|ruby[0-9.]*|php[0-9.]*|lua[0-9.]*|luajit|tclsh|wish|Rscript|R|osascript|pwsh|powershell|irb|jshell|groovy|scala|julia|sqlite3|psql|mysql|gdb|awk|gawk|mawk|nawk)$/;
function isInterpreter(word) {
  return INTERPRETER.test(basename(word));
}
function readsProgramFromStdin(words) {
  const rest = words.slice(1);
  if (rest.some((w) => w === "-" || w === "-s" || isStdinPath(w))) return true;
  const name2 = basename(words[0] ?? "");
  if (/^(awk|gawk|mawk|nawk)$/.test(name2)) return rest.some((w) => w === "-f") && rest.includes("-");
  if (SHELL_NAMES.test(name2)) {
    const { command, operand } = shellOperand(words);
    return !command && (operand === -1 || isStdinPath(words[operand]));
  }
  const table = INTERPRETER_OPTIONS.find(([pattern]) => pattern.test(name2))?.[1];
  for (let i2 = 1; i2 < words.length; i2 += 1) {
    const w = words[i2];
    if (w === "--") return i2 + 1 >= words.length || isStdinPath(words[i2 + 1]);
    if (!w.startsWith("-")) return isStdinPath(w);
    const option = w.startsWith("--") ? w.replace(/=.*$/s, "") : w.slice(0, 2);
    if (table?.program.includes(option)) return false;
    if (table?.stdin.includes(option)) return true;
    const attached = w.includes("=") || !w.startsWith("--") && w.length > 2;
    if (!attached && !table?.flags.includes(option)) i2 += 1;
  }
  return true;
}
var SHELL_NAMES = /^(bash|sh|dash|ash|zsh|ksh|ksh93|mksh|pdksh|oksh|yash|posh)$/;
function isStdinPath(word) {
  const normal = path7.posix.normalize(word);
  return /^\/(dev\/(stdin|fd(\/|$))|proc\/)/.test(normal);
}
var INTERPRETER_OPTIONS = [
  [/^(python[0-9.]*|pypy[0-9.]*)$/, { program: ["-c", "-m"], stdin: ["-i"], flags: ["-b", "-B", "-d", "-E", "-h", "-I", "-O", "-P", "-q", "-s", "-S", "-u", "-v", "-V", "-x", "-R", "--version", "--help"] }],
  [/^(node|nodejs|bun|deno)$/, { program: ["-e", "--eval", "-p", "--print"], stdin: ["-i", "--interactive"], flags: ["--no-warnings", "--trace-warnings", "--enable-source-maps", "--expose-gc", "--test", "--watch", "--version", "--help", "--inspect", "--inspect-brk", "--no-deprecation", "--throw-deprecation", "--pending-deprecation", "--preserve-symlinks", "--experimental-vm-modules", "--experimental-strip-types", "--check", "-c"] }],
  [/^(perl[0-9.]*)$/, { program: ["-e", "-E"], stdin: [], flags: ["-w", "-W", "-X", "-T", "-t", "-n", "-p", "-a", "-s", "-c", "-U", "-v", "-l"] }],
  [/^(ruby[0-9.]*)$/, { program: ["-e"], stdin: [], flags: ["-w", "-W", "-v", "-n", "-p", "-a", "-s", "-c", "-d", "-l"] }],
  [/^(php[0-9.]*)$/, { program: ["-r"], stdin: ["-a"], flags: ["-q", "-n", "-e", "-l", "-s", "-i", "-v", "-H", "-w"] }]
];
var DANGEROUS_VARIABLE = new RegExp(
  "^(" + [
    "PATH",
    "LD_[A-Z0-9_]*",
    "DYLD_[A-Z0-9_]*",
    "BASH_ENV",
    "ENV",
    "BASH_FUNC_.*",
    "SHELLOPTS",
    "BASHOPTS",
    "IFS",
    "PS4",
    "PROMPT_COMMAND",
    "GLOBIGNORE",
    "BASH_XTRACEFD",
    "HOME",
    "XDG_CONFIG_HOME",
    "XDG_CONFIG_DIRS",
    "ZDOTDIR",
    "NODE_OPTIONS",
    "NODE_PATH",
    "NODE_REPL_EXTERNAL_MODULE",
    "PYTHON[A-Z0-9_]*",
    "PERL5[A-Z0-9_]*",
    "PERLLIB",
    "PERL_[A-Z0-9_]*",
    "RUBYOPT",
    "RUBYLIB",
    "GEM_[A-Z0-9_]*",
    "BUNDLE_[A-Z0-9_]*",
    "GIT_[A-Z_0-9]*",
    "PAGER",
    "MANPAGER",
    "EDITOR",
    "VISUAL",
    "LESS[A-Z0-9_]*",
    "BROWSER",
    "npm_config_[A-Za-z_]*",
    "NPM_CONFIG_[A-Z0-9_]*",
    "YARN_[A-Z0-9_]*",
    "JAVA_TOOL_OPTIONS",
    "_JAVA_OPTIONS",
    "JDK_JAVA_OPTIONS",
    "MAVEN_OPTS",
    "GRADLE_OPTS",
    "RUSTC_WRAPPER",
    "RUSTC",
    "CARGO_[A-Z0-9_]*",
    "GOFLAGS",
    "GOTOOLCHAIN",
    "MAKEFLAGS",
    "MAKE",
    "CC",
    "CXX",
    "SSH_[A-Z0-9_]*",
    "TERMINFO",
    "TZDIR",
    "LOCPATH",
    "GCONV_PATH",
    "HOSTALIASES",
    "OPENSSL_CONF",
    "SSL_CERT_[A-Z0-9_]*",
    "PROMPT_DIRTRIM",
    "INPUTRC",
    "HISTFILE",
    "TEXTDOMAIN",
    "TEXTDOMAINDIR",
    "CDPATH",
    "EXECIGNORE",
    // Toolchains found through a directory (JAVA_HOME/bin/java, GOROOT's compiler, rustup's
    // toolchains, Gradle's init.d scripts) and flags handed to compilers and linkers.
    "JAVA_HOME",
    "GRADLE_USER_HOME",
    "GOROOT",
    "GOENV",
    "RUSTUP_[A-Z0-9_]*",
    "RUSTFLAGS",
    "RUSTDOCFLAGS",
    "CGO_[A-Z]*FLAGS",
    "CFLAGS",
    "CXXFLAGS",
    "CPPFLAGS",
    "LDFLAGS",
    "RIPGREP_CONFIG_PATH",
    // The environment that configures build and test tools: every member of these families
    // names a program, a plugin, options, a configuration file or a directory written
    // (RUSTC_WORKSPACE_WRAPPER, RUSTDOC, CARGO_TARGET_<triple>_RUNNER / _LINKER / _RUSTFLAGS,
    // PYTEST_ADDOPTS / PYTEST_PLUGINS, COVERAGE_RCFILE, MAKEFILES, GOBIN, GOFLAGS, JAVA_OPTS read by
    // gradlew, SHELL run by `script -c`, CC_<target> and the compiler search paths cc-rs and gcc
    // read). Those known to be harmless are listed in HARMLESS_SETTINGS.
    "RUSTC[A-Z0-9_]*",
    "RUSTDOC[A-Z0-9_]*",
    "RUST_[A-Z0-9_]*",
    "PYTEST_[A-Z0-9_]*",
    "COVERAGE_[A-Z0-9_]*",
    "COV_CORE_[A-Z0-9_]*",
    "MAKEFILES",
    "MFLAGS",
    "GNUMAKEFLAGS",
    "MAKEOVERRIDES",
    "JAVA_OPTS",
    "GO(BIN|CACHE|CACHEPROG|COVERDIR|EXPERIMENT|FIPS140|FLAGS|INSECURE|MODCACHE|NOPROXY|NOSUMDB|NOSUMCHECK|PATH|PRIVATE|PROXY|SUMDB|TMPDIR|TOOLDIR|VCS|WORK|AUTH|GCCFLAGS)",
    "GCCGO",
    "MAVEN_ARGS",
    "MAVEN_CONFIG",
    "M2_HOME",
    "MAVEN_HOME",
    "SBT_OPTS",
    "ANT_OPTS",
    "SHELL",
    "CC_[A-Za-z0-9_]*",
    "CXX_[A-Za-z0-9_]*",
    "AR",
    "AR_[A-Za-z0-9_]*",
    "LD",
    "TARGET_[A-Z]+",
    "HOST_[A-Z]+",
    "PKG_CONFIG[A-Za-z0-9_]*",
    "LIBCLANG_PATH",
    "CLANG_PATH",
    "LIBRARY_PATH",
    "CPATH",
    "C_INCLUDE_PATH",
    "CPLUS_INCLUDE_PATH",
    "OBJC_INCLUDE_PATH",
    "COMPILER_PATH",
    "GCC_EXEC_PREFIX",
    "DEPENDENCIES_OUTPUT",
    "SUNPRO_DEPENDENCIES",
    "CCACHE_[A-Z0-9_]*",
    "DISTCC_[A-Z0-9_]*",
    "NODE_[A-Z0-9_]*",
    "COREPACK_[A-Z0-9_]*",
    "PNPM_[A-Z0-9_]*",
    "BUN_[A-Z0-9_]*",
    "PIP_[A-Z0-9_]*",
    "UV_[A-Z0-9_]*",
    "POETRY_[A-Z0-9_]*",
    "VIRTUAL_ENV",
    "TS_NODE_[A-Z0-9_]*",
    "VITEST_[A-Z0-9_]*",
    "JEST_[A-Z0-9_]*"
  ].join("|") + ")$"
);
function isDangerousVariable(name2) {
  return DANGEROUS_VARIABLE.test(name2);
}
var HARMLESS_SETTINGS = {
  PYTHONDONTWRITEBYTECODE: /^[\w.-]*$/,
  PYTHONUNBUFFERED: /^[\w.-]*$/,
  PYTHONHASHSEED: /^(random|\d+)$/,
  PYTHONIOENCODING: /^[\w.:-]*$/,
  PYTHONUTF8: /^[01]$/,
  PYTHONFAULTHANDLER: /^[\w.-]*$/,
  PYTHONDEVMODE: /^[\w.-]*$/,
  PYTHONTRACEMALLOC: /^\d*$/,
  PYTHONOPTIMIZE: /^\d*$/,
  PYTHONNOUSERSITE: /^[\w.-]*$/,
  PYTHONSAFEPATH: /^[\w.-]*$/,
  PYTHONASYNCIODEBUG: /^[\w.-]*$/,
  PYTHONCOERCECLOCALE: /^[\w.-]*$/,
  PYTHONINTMAXSTRDIGITS: /^\d*$/,
  CARGO_TERM_COLOR: /^(auto|always|never)$/,
  CARGO_TERM_VERBOSE: /^(true|false)$/,
  CARGO_TERM_QUIET: /^(true|false)$/,
  CARGO_TERM_PROGRESS_WHEN: /^(auto|always|never)$/,
  CARGO_INCREMENTAL: /^[01]$/,
  CARGO_BUILD_JOBS: /^\d+$/,
  CARGO_NET_OFFLINE: /^(true|false)$/,
  GIT_PAGER: /^(cat|)$/,
  PAGER: /^(cat|)$/,
  GIT_TERMINAL_PROMPT: /^[01]$/,
  GIT_OPTIONAL_LOCKS: /^[01]$/,
  GIT_FLUSH: /^[01]$/,
  RUST_BACKTRACE: /^(0|1|full|short)$/,
  RUST_LIB_BACKTRACE: /^[01]$/,
  RUST_LOG: /^[\w=,:.-]*$/,
  RUST_TEST_THREADS: /^\d+$/,
  RUST_MIN_STACK: /^\d+$/,
  RUST_TEST_NOCAPTURE: /^[01]$/,
  RUST_LOG_STYLE: /^(auto|always|never)$/,
  PYTEST_DISABLE_PLUGIN_AUTOLOAD: /^(1|true)$/,
  PYTEST_XDIST_AUTO_NUM_WORKERS: /^\d+$/,
  GOOS: /^\w+$/,
  GOARCH: /^\w+$/,
  GOARM: /^[\w,.]+$/,
  GOAMD64: /^v\d$/,
  GO386: /^\w+$/,
  GOARM64: /^[\w,.]+$/,
  GOMIPS: /^\w+$/,
  GOMIPS64: /^\w+$/,
  GOPPC64: /^\w+$/,
  GORISCV64: /^\w+$/,
  GOWASM: /^[\w,]*$/,
  GOMAXPROCS: /^\d+$/,
  GOGC: /^(\d+|off)$/,
  GOMEMLIMIT: /^\w+$/,
  GOTRACEBACK: /^\w+$/,
  GOEXPERIMENT: /^[\w,]*$/,
  GODEBUG: /^[\w=,.]*$/,
  GOPRIVATE: /^[\w.,/*-]*$/,
  GONOPROXY: /^[\w.,/*-]*$/,
  GONOSUMDB: /^[\w.,/*-]*$/,
  GOPROXY: /^((https?:\/\/[\w.:/@-]+|direct|off)[,|]?)+$/,
  // go test's own flags in GOFLAGS: no -exec, -toolexec, -o, -modfile, -overlay ...
  GOFLAGS: /^(\s*-(count=\d+|v|race|cover|short|failfast|trimpath|buildvcs=(true|false)|mod=(mod|readonly|vendor)|p=\d+|timeout=\w+|tags=[\w,]+|shuffle=\w+|json)\s*)+$/,
  NODE_ENV: /^[\w.-]*$/,
  NODE_NO_WARNINGS: /^[01]$/,
  NODE_DEBUG: /^[\w,]*$/,
  NODE_PENDING_DEPRECATION: /^[01]$/,
  NODE_DISABLE_COLORS: /^[01]$/,
  NODE_PRESERVE_SYMLINKS: /^[01]$/,
  PIP_DISABLE_PIP_VERSION_CHECK: /^[\w]*$/,
  PIP_NO_INPUT: /^\w*$/,
  PIP_PROGRESS_BAR: /^\w*$/,
  UV_NO_PROGRESS: /^\w*$/,
  UV_FROZEN: /^\w*$/,
  UV_OFFLINE: /^\w*$/,
  POETRY_NO_INTERACTION: /^\w*$/,
  VITEST_MAX_THREADS: /^\d+$/,
  NODE_OPTIONS: /^(\s*(--max-old-space-size=\d+|--max-semi-space-size=\d+|--enable-source-maps|--no-warnings|--no-deprecation|--trace-warnings|--trace-deprecation|--experimental-vm-modules|--unhandled-rejections=(strict|warn|none|throw|warn-with-error-code)|--stack-trace-limit=\d+)\s*)+$/
};
function isHarmlessSetting(name2, value) {
  const pattern = Object.hasOwn(HARMLESS_SETTINGS, name2) ? HARMLESS_SETTINGS[name2] : void 0;
  return !!pattern && value !== null && pattern.test(value);
}
var GIT_OPTIONS_WITH_VALUE = /* @__PURE__ */ new Set(["-c", "-C", "--git-dir", "--work-tree", "--namespace", "--config-env", "--exec-path", "--super-prefix", "--list-cmds", "--attr-source"]);
function withoutGitGlobalOptions(words) {
  if (basename(words[0] ?? "") !== "git") return null;
  let i2 = 1;
  while (i2 < words.length && words[i2].startsWith("-")) {
    i2 += GIT_OPTIONS_WITH_VALUE.has(words[i2]) ? 2 : 1;
  }
  if (i2 === 1) return null;
  return [words[0], ...words.slice(i2)];
}
var IDENTIFIER2 = /^[A-Za-z_][A-Za-z0-9_]*$/;
function optionValues(words, letters) {
  const out2 = [];
  for (let i2 = 1; i2 < words.length; i2 += 1) {
    const w = words[i2];
    if (w === "--") break;
    if (!/^-[A-Za-z]/.test(w)) continue;
    for (let c = 1; c < w.length; c += 1) {
      if (!letters.includes(w[c])) continue;
      const attached = w.slice(c + 1);
      out2.push({ letter: w[c], value: attached || words[i2 + 1] });
      if (!attached) i2 += 1;
      break;
    }
  }
  return out2;
}
function operandsAfter(words, withValue) {
  const out2 = [];
  let i2 = 1;
  for (; i2 < words.length; i2 += 1) {
    const w = words[i2];
    if (w === "--") {
      i2 += 1;
      break;
    }
    if (!/^-./.test(w)) break;
    const letter = [...w.slice(1)].findIndex((ch) => withValue.includes(ch));
    if (letter !== -1 && letter === w.length - 2) i2 += 1;
  }
  for (; i2 < words.length; i2 += 1) out2.push(words[i2]);
  return out2;
}
var DECLARATIONS = /* @__PURE__ */ new Set(["declare", "typeset", "local", "export", "readonly"]);
function variableOptionProblem(words) {
  const name2 = basename(words[0]?.text ?? "");
  const args2 = words.slice(1);
  const why = (w) => `${name2} ${w.text}: the variable's value could be an option (such as ${name2 === "set" ? "-k" : name2 === "wait" ? "-p NAME" : "-v NAME"}) whose name argument is evaluated arithmetically, which can run commands; write the option literally`;
  const dashes = args2.findIndex((w) => !w.wild && w.text === "--");
  const beforeDashes = dashes === -1 ? args2 : args2.slice(0, dashes);
  switch (name2) {
    case "test":
    case "[": {
      const binary2 = /* @__PURE__ */ new Set(["=", "==", "!=", "<", ">", "-eq", "-ne", "-lt", "-le", "-gt", "-ge", "-nt", "-ot", "-ef", "-a", "-o", "]", ")"]);
      for (let i2 = 0; i2 < args2.length; i2 += 1) {
        const w = args2[i2];
        if (!w.wild) continue;
        if (w.split) return why(w);
        const next = args2[i2 + 1];
        if (next && (next.wild || !binary2.has(next.text) && !IDENTIFIER2.test(next.text))) return why(w);
      }
      return null;
    }
    case "printf":
      return args2[0]?.wild ? why(args2[0]) : null;
    case "set": {
      for (const w of beforeDashes) {
        if (w.wild) return why(w);
        if (!/^[-+]/.test(w.text)) break;
      }
      return null;
    }
    case "wait": {
      for (const w of beforeDashes) if (w.wild && !/^\$(?:[!$#?]|\{[!$#?]\})$/.test(w.text)) return why(w);
      return null;
    }
    case "read":
    case "mapfile":
    case "readarray":
    case "getopts":
    case "unset":
    case "declare":
    case "typeset":
    case "local":
    case "export":
    case "readonly": {
      for (const w of beforeDashes) {
        if (w.wild && (w.split || beforeDashes.indexOf(w) === 0 || !w.text.includes("="))) return why(w);
      }
      return null;
    }
    case "jobs":
      return args2.some((w) => w.wild || /^-[a-z]*x/.test(w.text)) ? "jobs -x runs a command and cannot be analysed statically" : null;
    default:
      return null;
  }
}
function builtinArgumentProblem(words) {
  const name2 = basename(words[0] ?? "");
  const subscripted = (value, what) => value !== void 0 && !IDENTIFIER2.test(value) ? `${what} "${value}" is not a plain variable name; a subscript in it is evaluated arithmetically, which can run commands` : null;
  const badName = (value, what) => {
    if (value === void 0) return null;
    if (!IDENTIFIER2.test(value)) return `${what} "${value}" is not a plain variable name; a subscript in it is evaluated arithmetically, which can run commands`;
    if (isDangerousVariable(value)) return `${what} sets ${value}, which changes what later commands run or load, so it is not allowed`;
    return null;
  };
  const check2 = (pairs, letter, what) => {
    for (const p of pairs) if (p.letter === letter) {
      const problem = badName(p.value, what);
      if (problem) return problem;
    }
    return null;
  };
  switch (name2) {
    case "printf":
      return check2(optionValues(words, "v"), "v", "printf -v");
    case "read": {
      const problem = check2(optionValues(words, "adinNptu"), "a", "read -a");
      if (problem) return problem;
      for (const operand of operandsAfter(words, "adinNptu")) {
        const p = badName(operand, "read");
        if (p) return p;
      }
      return null;
    }
    case "mapfile":
    case "readarray": {
      if (optionValues(words, "CcdnOsu").some((p) => p.letter === "C")) return `${name2} -C runs a command for each line and cannot be analysed statically`;
      const origin = optionValues(words, "CcdnOsu").find((p) => p.letter === "O");
      if (origin && !/^\d+$/.test(origin.value ?? "")) return `${name2} -O "${origin.value}" is evaluated arithmetically`;
      for (const operand of operandsAfter(words, "CcdnOsu")) {
        const p = badName(operand, name2);
        if (p) return p;
      }
      return null;
    }
    case "getopts": {
      const operands2 = operandsAfter(words, "");
      return badName(operands2[1], "getopts");
    }
    case "wait":
      return check2(optionValues(words, "p"), "p", "wait -p");
    case "unset":
      for (const operand of operandsAfter(words, "")) {
        const p = subscripted(operand, "unset");
        if (p) return p;
      }
      return null;
    case "set": {
      for (let i2 = 1; i2 < words.length; i2 += 1) {
        const w = words[i2];
        if (w === "--" || w === "-") break;
        if (!/^[-+][A-Za-z]+$/.test(w)) break;
        if (/[kH]/.test(w.slice(1))) return `set ${w} changes how later commands are read and cannot be analysed statically`;
        if (w.slice(1).includes("o")) {
          const option = words[i2 + 1];
          if (option !== void 0 && !SAFE_SET_OPTIONS.has(option)) return `set ${w} ${option} cannot be analysed statically`;
          i2 += 1;
        }
      }
      return null;
    }
    case "test":
    case "[": {
      const i2 = words.indexOf("-v");
      return i2 === -1 ? null : subscripted(words[i2 + 1], `${name2} -v`);
    }
    default:
      break;
  }
  if (DECLARATIONS.has(name2)) {
    for (const w of words.slice(1)) {
      if (/^[-+]/.test(w)) {
        if (/[in]/.test(w.slice(1)) && !(name2 === "export" && w === "-n")) {
          return `${name2} ${w}: the integer and nameref attributes evaluate values as arithmetic or as names, which can run commands`;
        }
        continue;
      }
      const eq = w.indexOf("=");
      const target = eq === -1 ? w : w.slice(0, w[eq - 1] === "+" ? eq - 1 : eq);
      const p = badName(target, name2);
      if (p) return p;
    }
  }
  return null;
}

// src/policy/shell/words.ts
var UNSAFE_NODES = {
  command_substitution: "command substitution cannot be analysed statically",
  process_substitution: "process substitution cannot be analysed statically"
};
function unescapeUnquoted(raw) {
  return raw.replace(/\\(.)/gs, (_m, c) => c === "\n" ? "" : c);
}
function unquotedMarks(raw) {
  let marks = "";
  for (let i2 = 0; i2 < raw.length; i2 += 1) {
    if (raw[i2] !== "\\") {
      marks += "u";
      continue;
    }
    i2 += 1;
    if (i2 >= raw.length) marks += "u";
    else if (raw[i2] !== "\n") marks += "q";
  }
  return marks;
}
function unescapeDouble(raw) {
  return raw.replace(/\\([\\"$`\n])/g, (_m, c) => c === "\n" ? "" : c);
}
var C_ESCAPES = {
  a: "\x07",
  b: "\b",
  e: "\x1B",
  E: "\x1B",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "	",
  v: "\v",
  "\\": "\\",
  "'": "'",
  '"': '"',
  "?": "?"
};
function decodeAnsiC(body2) {
  return body2.replace(/\\(x[0-9a-fA-F]{1,2}|u[0-9a-fA-F]{1,4}|U[0-9a-fA-F]{1,8}|[0-7]{1,3}|c.|.)/gs, (_m, esc) => {
    const head = esc[0];
    if (head === "x" && esc.length > 1) return String.fromCharCode(parseInt(esc.slice(1), 16));
    if ((head === "u" || head === "U") && esc.length > 1) {
      const code2 = parseInt(esc.slice(1), 16);
      return code2 <= 1114111 ? String.fromCodePoint(code2) : "";
    }
    if (/[0-7]/.test(head)) return String.fromCharCode(parseInt(esc, 8) & 255);
    if (head === "c" && esc.length === 2) return String.fromCharCode(esc.charCodeAt(1) & 31);
    return C_ESCAPES[esc] ?? `\\${esc}`;
  });
}
function hasUnquotedGlob(raw) {
  return /(^|[^\\])(\\\\)*[*?[]/.test(raw);
}
function plainVariable(node) {
  return /^\$(?:([A-Za-z_][A-Za-z0-9_]*)|\{([A-Za-z_][A-Za-z0-9_]*)\})$/.exec(node.text)?.slice(1).find(Boolean) ?? null;
}
function literalValue(node, vars) {
  const name2 = vars && (node.type === "simple_expansion" || node.type === "expansion") ? plainVariable(node) : null;
  const value = name2 ? vars.get(name2) : void 0;
  return value && !value.glob ? value.text : null;
}
function expandsToList(expansion) {
  return !expansion.startsWith("${#") && /\$@|\$\{@|\[@\]/.test(expansion);
}
function wordGroups(nodes) {
  const groups = [];
  for (const node of nodes) {
    const group = groups[groups.length - 1];
    if (group && group[group.length - 1].endIndex === node.startIndex) group.push(node);
    else groups.push([node]);
  }
  return groups;
}
function readWord(node, vars) {
  const nodes = Array.isArray(node) ? node : [node];
  const only = nodes.length === 1 ? nodes[0] : null;
  if (vars && only?.type === "string" && only.namedChildren.length === 1) {
    const inner = only.namedChildren[0];
    const name2 = only.text === `"${inner.text}"` ? plainVariable(inner) : null;
    const value = name2 ? vars.get(name2) : void 0;
    if (value?.glob) return { text: value.text, expansion: false, glob: true, brace: false, unsafe: null, loopGlob: true };
  }
  const built = { word: { text: "", expansion: false, glob: false, brace: false, unsafe: null }, marks: "" };
  for (const part of nodes) collect2(part, built, vars);
  const word = built.word;
  if (!word.brace) {
    const pieces = nodes.flatMap((n) => n.type === "concatenation" ? n.children.filter((c) => c.type === "word") : n.type === "word" ? [n] : []);
    if (nodes.length > 1 || only?.type === "concatenation") {
      if (/\{[^]*(,|\.\.)[^]*\}/.test(pieces.map((c) => c.text).join("\0"))) word.brace = true;
    }
  }
  if (word.glob) word.unsafe ??= quotedInBracket(word.text, built.marks);
  return word;
}
function quotedInBracket(text, marks) {
  const special = "!^-][:=.";
  for (let i2 = 0; i2 < text.length; i2 += 1) {
    if (text[i2] !== "[" || marks[i2] !== "u") continue;
    let j = i2 + 1;
    if ((text[j] === "!" || text[j] === "^") && marks[j] === "u") j += 1;
    let quoted = false;
    for (let first = true; j < text.length; j += 1, first = false) {
      if (marks[j] === "x") break;
      if (text[j] === "]" && marks[j] === "u" && !first) {
        if (quoted) return `the glob ${JSON.stringify(text)} has a quoted or escaped character inside a bracket expression, which bash reads differently from the quote-removed text; it cannot be analysed statically`;
        break;
      }
      if (marks[j] === "q" && special.includes(text[j])) quoted = true;
      const kind = text[j + 1];
      if (text[j] === "[" && marks[j] === "u" && (kind === ":" || kind === "=" || kind === ".")) {
        const close = text.indexOf(`${kind}]`, j + 2);
        if (close !== -1) {
          if ([...marks.slice(j + 1, close + 2)].some((m) => m !== "u")) quoted = true;
          j = close + 1;
        }
      }
    }
  }
  return null;
}
function add(built, text, mark) {
  built.word.text += text;
  built.marks += mark.repeat(text.length);
}
function collect2(node, built, vars) {
  const word = built.word;
  const unsafe = UNSAFE_NODES[node.type];
  if (unsafe) {
    word.unsafe ??= unsafe;
    add(built, node.text, "x");
    return;
  }
  switch (node.type) {
    case "word":
    case "extglob_pattern":
    case "number":
    case "special_variable_name":
    case "variable_name": {
      if (hasUnquotedGlob(node.text)) word.glob = true;
      if (/^\{[^{}]*(,|\.\.)[^{}]*\}$/.test(node.text) || /(^|[^\\])\{[^{}\s]*,[^{}\s]*\}/.test(node.text)) word.brace = true;
      const text = unescapeUnquoted(node.text);
      word.text += text;
      const marks = unquotedMarks(node.text);
      built.marks += marks.length === text.length ? marks : "q".repeat(text.length);
      return;
    }
    case "raw_string":
      add(built, node.text.slice(1, -1), "q");
      return;
    case "ansi_c_string":
      add(built, decodeAnsiC(node.text.slice(2, -1)), "q");
      return;
    case "string":
    case "translated_string": {
      const open = node.type === "string" ? 1 : 2;
      let inner = node.text.slice(open, -1);
      const replaced = [];
      for (const child of node.namedChildren) {
        if (!child) continue;
        const childUnsafe = UNSAFE_NODES[child.type];
        if (childUnsafe) word.unsafe ??= childUnsafe;
        if (child.type === "simple_expansion" || child.type === "expansion") {
          const value = literalValue(child, vars);
          if (value === null) {
            word.expansion = true;
            if (expandsToList(child.text)) word.split = true;
          } else replaced.push({ start: child.startIndex - node.startIndex - open, end: child.endIndex - node.startIndex - open, value });
        }
      }
      for (const r of replaced.reverse()) inner = `${inner.slice(0, r.start)}${r.value}${inner.slice(r.end)}`;
      add(built, unescapeDouble(inner), "q");
      return;
    }
    case "arithmetic_expansion":
      add(built, node.text, "q");
      return;
    case "simple_expansion":
    case "expansion": {
      const value = literalValue(node, vars);
      if (value !== null) {
        add(built, value, "u");
        return;
      }
      word.expansion = true;
      if (!/^\$[!$#?]$/.test(node.text)) word.split = true;
      for (const child of node.descendantsOfType(Object.keys(UNSAFE_NODES))) {
        if (child) word.unsafe ??= UNSAFE_NODES[child.type];
      }
      add(built, node.text, "x");
      return;
    }
    case "brace_expression":
      word.brace = true;
      add(built, node.text, "u");
      return;
    case "concatenation":
      for (const child of node.children) if (child) collect2(child, built, vars);
      return;
    default:
      word.unsafe ??= `unsupported shell syntax (${node.type}) cannot be analysed statically`;
      add(built, node.text, "x");
  }
}

// src/policy/shell/analysis.ts
var Refusal = class extends Error {
};
var CONTROL_CHARS = /[\u0000-\u0008\u000b-\u001f\u007f]/;
var MAX_SOURCE_LENGTH = 1e5;
var CONTAINERS = /* @__PURE__ */ new Set([
  "program",
  "list",
  "subshell",
  "do_group",
  "if_statement",
  "elif_clause",
  "else_clause",
  "while_statement",
  "negated_command"
]);
var SKIPPED = /* @__PURE__ */ new Set(["comment", "heredoc_body", "heredoc_start", "heredoc_end", "heredoc_content"]);
var ARITHMETIC_TEST_OPS = /* @__PURE__ */ new Set(["-eq", "-ne", "-lt", "-le", "-gt", "-ge", "-v"]);
function analyseScript(parser, source, dialect = "bash") {
  if (CONTROL_CHARS.test(source)) {
    return { ok: false, reason: "control characters (such as \\r) in a command are not allowed: bash and the analyser could split them differently" };
  }
  if (!source.trim()) return { ok: false, reason: "empty command" };
  if (source.length > MAX_SOURCE_LENGTH) return { ok: false, reason: `a command longer than ${MAX_SOURCE_LENGTH} characters is not analysed; split it up` };
  return analyseParsed(parser, source, dialect, null);
}
function analyseParsed(parser, source, dialect, joined) {
  const tree = parser.parse(source);
  if (!tree) return { ok: false, reason: "the command could not be parsed" };
  try {
    const root = tree.rootNode;
    const live = liveContinuations(root, source);
    if (joined) {
      if (live.length || joined.some((at) => literalAround(root, at))) {
        return { ok: false, reason: "line continuations (\\ at the end of a line) here may be read differently by bash, so the command cannot be analysed" };
      }
    } else if (live.length) {
      let text = "";
      let from = 0;
      const removed = [];
      for (const at of live) {
        text += source.slice(from, at);
        removed.push(text.length);
        from = at + 2;
      }
      text += source.slice(from);
      return analyseParsed(parser, text, dialect, removed);
    }
    if (root.hasError) return { ok: false, reason: "the command does not parse as bash (syntax error), so it cannot be analysed" };
    if (dialect === "posix") {
      const problem2 = posixProblem(root, source);
      if (problem2) return { ok: false, reason: `${problem2}; sh is dash on Ubuntu, which reads it differently from bash (use bash -c)` };
    }
    const substitution = root.descendantsOfType(["command_substitution", "process_substitution"])[0];
    if (substitution) {
      return {
        ok: false,
        reason: substitution.type === "process_substitution" ? "process substitution cannot be analysed statically" : "command substitution cannot be analysed statically"
      };
    }
    for (const arithmetic of root.descendantsOfType("arithmetic_expansion")) {
      if (arithmetic && !isConstantArithmetic(arithmetic.text.slice(2, -1))) {
        return { ok: false, reason: "arithmetic on variables can run commands and cannot be analysed statically" };
      }
    }
    const problem = liveSyntaxProblem(root, source) ?? heredocProblem(root, source);
    if (problem) return { ok: false, reason: problem };
    const commands = [];
    walk2(root, { redirects: [], piped: false, cwd: { dirs: [""], pending: null }, sequential: true }, commands);
    return { ok: true, commands };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, reason: error.message };
    throw error;
  } finally {
    tree.delete();
  }
}
function lastCommand(list2) {
  let node = list2;
  while (node?.type === "list") node = node.namedChildren[node.namedChildren.length - 1] ?? null;
  return node?.type === "command" ? node : null;
}
var SEQUENCES = /* @__PURE__ */ new Set(["program", "list"]);
function copyDirs(scope) {
  return { dirs: [...scope.cwd?.dirs ?? [""]], pending: null };
}
function joinDir(dir, target) {
  const joined = target.startsWith("/") ? path8.posix.normalize(target) : path8.posix.normalize(dir ? `${dir}/${target}` : target);
  const trimmed = joined.length > 1 ? joined.replace(/\/+$/, "") : joined;
  return trimmed === "." ? "" : trimmed;
}
function settle(state) {
  if (state.pending) state.dirs = [.../* @__PURE__ */ new Set([...state.pending, ...state.dirs])];
  state.pending = null;
}
function walkSequence(node, scope, out2) {
  const state = scope.cwd;
  for (const child of node.children) {
    if (!child || SKIPPED.has(child.type)) continue;
    if (!child.isNamed) {
      if (child.type === "&&") state.pending = null;
      else settle(state);
      continue;
    }
    settle(state);
    walk2(child, scope, out2);
  }
}
function walk2(node, scope, out2) {
  if (SKIPPED.has(node.type)) return;
  if (node.type === "subshell") {
    walkSequence(node, { ...scope, cwd: copyDirs(scope), sequential: true }, out2);
    return;
  }
  if (SEQUENCES.has(node.type) && scope.sequential) {
    walkSequence(node, scope, out2);
    return;
  }
  if (CONTAINERS.has(node.type)) {
    const inner = node.type === "program" || node.type === "list" ? scope : { ...scope, cwd: copyDirs(scope), sequential: false };
    for (const child of node.namedChildren) if (child) walk2(child, inner, out2);
    return;
  }
  switch (node.type) {
    case "pipeline": {
      let first = true;
      let previous = null;
      for (const child of node.namedChildren) {
        if (!child) continue;
        const before = out2.length;
        const misparsed = first && (child.type === "list" || child.type === "redirected_statement" && child.namedChild(0)?.type === "list");
        const stage = misparsed ? scope : { ...scope, cwd: copyDirs(scope), sequential: false };
        walk2(child, first ? stage : { ...stage, piped: true, producer: previous }, out2);
        const produced = out2.slice(before);
        previous = produced.length === 1 && (child.type === "command" || child.type === "redirected_statement") ? produced[0] : null;
        first = false;
      }
      return;
    }
    case "compound_statement":
      if (node.child(0)?.type === "((") return arithmeticCommand(node);
      if (scope.sequential) return walkSequence(node, scope, out2);
      for (const child of node.namedChildren) if (child) walk2(child, scope, out2);
      return;
    case "redirected_statement": {
      const redirects = [...scope.redirects];
      const statements = [];
      for (const child of node.namedChildren) {
        if (!child) continue;
        if (child.type.endsWith("_redirect")) {
          redirects.push(readRedirect(child, scope));
          if (child.type !== "heredoc_redirect") continue;
          for (const inner of child.namedChildren) {
            if (!inner || inner.type.startsWith("heredoc") || isWordNode(inner)) continue;
            if (inner.type.endsWith("_redirect")) redirects.push(readRedirect(inner, scope));
            else statements.push(inner);
          }
        } else {
          statements.unshift(child);
        }
      }
      const [body2, ...rest] = statements;
      const tail = body2?.type === "list" ? lastCommand(body2) : null;
      if (body2 && tail) walk2(body2, { ...scope, tail: { id: tail.id, redirects: redirects.slice(scope.redirects.length).map(({ dirs: _dirs, ...r }) => r) } }, out2);
      else if (body2) walk2(body2, { ...scope, redirects }, out2);
      for (const statement of rest) walk2(statement, { ...scope, piped: true, producer: null }, out2);
      return;
    }
    case "command":
      out2.push(simpleCommand(node, scope));
      return;
    case "variable_assignment":
    case "variable_assignments":
      out2.push({ words: [], assignments: readAssignments(node), redirects: scope.redirects, piped: scope.piped, text: node.text });
      return;
    case "declaration_command":
    case "unset_command":
      out2.push(declaration(node, scope));
      return;
    case "for_statement":
      forStatement(node, scope, out2);
      return;
    case "case_statement":
      for (const child of node.namedChildren) {
        if (!child) continue;
        if (child.type === "case_item") walk2(child, scope, out2);
        else refuseUnsafeWord(child);
      }
      return;
    case "case_item":
      for (const child of node.namedChildren) {
        if (!child) continue;
        if (isWordNode(child) || child.type === "extglob_pattern") refuseUnsafeWord(child);
        else walk2(child, scope, out2);
      }
      return;
    case "test_command":
      testCommand(node);
      return;
    case "function_definition":
      throw new Refusal("defining shell functions is not allowed (a function can shadow any command name)");
    case "c_style_for_statement":
      throw new Refusal("arithmetic for loops cannot be analysed statically");
    default:
      throw new Refusal(`unsupported shell syntax (${node.type}) cannot be analysed statically`);
  }
}
function isWordNode(node) {
  return ["word", "string", "raw_string", "concatenation", "number", "simple_expansion", "expansion", "ansi_c_string", "translated_string"].includes(node.type);
}
var loopVars;
function refuseUnsafeWord(node) {
  const word = readWord(node, loopVars);
  if (word.unsafe) throw new Refusal(word.unsafe);
  return word;
}
function simpleCommand(node, scope) {
  const words = [];
  const assignments = [];
  const redirects = [...scope.redirects];
  if (scope.tail?.id === node.id) {
    const dirs2 = scope.cwd?.dirs;
    const here = dirs2 && !(dirs2.length === 1 && dirs2[0] === "") ? { dirs: [...dirs2] } : {};
    redirects.push(...scope.tail.redirects.map((r) => ({ ...r, ...here })));
  }
  const wordNodes = [];
  let previous = null;
  for (const child of node.namedChildren) {
    if (!child) continue;
    if (previous && previous.endIndex === child.startIndex && (previous.type === "variable_assignment" || child.type === "variable_assignment")) {
      throw new Refusal(`"${node.text.slice(0, 60)}": the parser splits a word where bash does not, so the command cannot be analysed`);
    }
    previous = child;
    if (child.type === "variable_assignment") assignments.push(...readAssignments(child));
    else if (child.type.endsWith("_redirect")) redirects.push(readRedirect(child, scope));
    else if (child.type === "command_name") {
      const nameNode = child.namedChild(0);
      if (!nameNode) throw new Refusal("a command without a name cannot be analysed");
      wordNodes.push(nameNode);
    } else if (child.type === "comment") continue;
    else wordNodes.push(child);
  }
  for (const group of wordGroups(wordNodes)) words.push(refuseUnsafeWord(group));
  const command = { words, assignments, redirects, piped: scope.piped, producer: scope.producer, text: node.text };
  const dirs = scope.cwd?.dirs;
  if (dirs && !(dirs.length === 1 && dirs[0] === "")) command.dirs = [...dirs];
  if (scope.sequential && scope.cwd && !assignments.length) changeDirectory(command, scope.cwd);
  return command;
}
function changeDirectory(command, state) {
  const [name2, ...args2] = command.words;
  if (!name2 || name2.text !== "cd" || name2.expansion) return;
  let i2 = 0;
  while (i2 < args2.length && /^-[LPe]+$/.test(args2[i2].text) && !args2[i2].expansion) i2 += 1;
  if (args2[i2]?.text === "--" && !args2[i2].expansion) i2 += 1;
  const operands2 = args2.slice(i2);
  if (operands2.length > 1) return;
  const target = operands2[0];
  const unknown = !target || target.expansion || target.glob && !target.loopGlob || target.brace || target.text === "-" || target.text.startsWith("~") || target.text === "";
  command.chdir = { target: target?.text ?? "~", unknown };
  if (!unknown) {
    const through = stepsOutOf(target.text);
    if (through.length) command.chdir.through = through;
  }
  state.pending = state.dirs;
  state.dirs = unknown ? [UNKNOWN_DIR] : [...new Set(state.dirs.map((d) => d === UNKNOWN_DIR ? d : joinDir(d, target.text)))];
}
function stepsOutOf(target) {
  const segments = target.split("/");
  const out2 = [];
  for (let k = 1; k < segments.length; k += 1) {
    if (segments[k] !== "..") continue;
    const prefix = segments.slice(0, k).join("/") || "/";
    const normal = path8.posix.normalize(prefix);
    if (normal === "." || normal === "/" || /^(\.\.\/)*\.\.$/.test(normal)) continue;
    if (!out2.includes(normal)) out2.push(normal);
  }
  return out2;
}
var UNKNOWN_DIR = "\0unknown";
function readAssignments(node) {
  if (node.type === "variable_assignments") return node.namedChildren.flatMap((c) => c ? readAssignments(c) : []);
  const nameNode = node.childForFieldName("name") ?? node.namedChild(0);
  const valueNode = node.childForFieldName("value");
  const name2 = nameNode?.text ?? "";
  if (nameNode && nameNode.type !== "variable_name") {
    throw new Refusal(`assignment to "${name2}" (array subscript) cannot be analysed statically`);
  }
  return [{ name: name2, value: valueNode ? refuseUnsafeWord(valueNode) : null }];
}
function declaration(node, scope) {
  const keyword = node.child(0)?.text ?? node.type;
  const words = [{ text: keyword, expansion: false, glob: false, brace: false, unsafe: null }];
  const assignments = [];
  const children = node.namedChildren.filter((c) => !!c);
  for (const group of wordGroups(children)) {
    const child = group[0];
    if (group.length === 1 && child.type === "variable_assignment") {
      assignments.push(...readAssignments(child));
      words.push({ text: child.text, expansion: false, glob: false, brace: false, unsafe: null });
    } else if (group.some((c) => c.type === "variable_assignment")) {
      throw new Refusal(`"${node.text.slice(0, 60)}": the parser splits a word where bash does not, so the command cannot be analysed`);
    } else {
      words.push(refuseUnsafeWord(group));
    }
  }
  return { words, assignments, redirects: scope.redirects, piped: scope.piped, text: node.text };
}
function forStatement(node, scope, out2) {
  const variable = node.childForFieldName("variable");
  const assignments = variable ? [{ name: variable.text, value: null }] : [];
  out2.push({ words: [], assignments, redirects: scope.redirects, piped: scope.piped, text: `for ${variable?.text ?? ""}` });
  const list2 = [];
  const bodies = [];
  const listNodes = [];
  for (const child of node.namedChildren) {
    if (!child || variable && child.id === variable.id) continue;
    if (child.type === "do_group") bodies.push(child);
    else listNodes.push(child);
  }
  for (const group of wordGroups(listNodes)) list2.push(refuseUnsafeWord(group));
  const items = variable && bodies.length === 1 ? loopItems(variable.text, list2, bodies[0]) : null;
  if (!items) {
    for (const body2 of bodies) walk2(body2, scope, out2);
    return;
  }
  for (const item of items) {
    const saved = loopVars;
    loopVars = new Map([...saved ?? [], [variable.text, item]]);
    try {
      walk2(bodies[0], scope, out2);
    } finally {
      loopVars = saved;
    }
  }
}
var MAX_LOOP_ITEMS = 16;
var PLAIN_VALUE = /^[A-Za-z0-9_./@%+=:,-]+$/;
var ASSIGNS_BY_NAME = /* @__PURE__ */ new Set(["read", "declare", "typeset", "local", "export", "readonly", "getopts", "mapfile", "readarray", "unset"]);
function loopItems(name2, list2, body2) {
  if (!list2.length || list2.length > MAX_LOOP_ITEMS) return null;
  const items = [];
  for (const word of list2) {
    if (word.expansion || word.brace || word.unsafe || word.loopGlob) return null;
    if (word.glob) items.push({ text: word.text, glob: true });
    else if (PLAIN_VALUE.test(word.text)) items.push({ text: word.text, glob: false });
    else return null;
  }
  for (const node of body2.descendantsOfType(["variable_name", "command_name", "expansion"])) {
    if (!node) continue;
    if (node.type === "variable_name" && node.text === name2 && node.parent?.type !== "simple_expansion" && node.parent?.type !== "expansion") return null;
    if (node.type === "expansion" && new RegExp(`^\\$\\{${name2}:?[=?]`).test(node.text)) return null;
    if (node.type === "command_name") {
      const command = node.text;
      if (ASSIGNS_BY_NAME.has(command)) return null;
      if (command === "printf" && node.parent?.namedChildren.some((c) => !!c && /^-\w*v/.test(c.text))) return null;
    }
  }
  return items;
}
function bracketTestWords(node) {
  const out2 = [{ text: "[", wild: false, split: false }];
  const visit = (n) => {
    if (isWordNode(n)) {
      const word = refuseUnsafeWord(n);
      out2.push({ text: word.text, wild: word.expansion, split: !!word.split });
      return;
    }
    if (n.childCount === 0) {
      if (n.type !== "[" && n.type !== "]") out2.push({ text: n.text, wild: false, split: false });
      return;
    }
    for (const child of n.children) if (child) visit(child);
  };
  for (const child of node.children) if (child) visit(child);
  out2.push({ text: "]", wild: false, split: false });
  return out2;
}
function testCommand(node) {
  if (node.child(0)?.type === "[") {
    const problem = variableOptionProblem(bracketTestWords(node));
    if (problem) throw new Refusal(problem);
  }
  for (const op of node.descendantsOfType("test_operator")) {
    if (op && ARITHMETIC_TEST_OPS.has(op.text)) throw new Refusal(`"[[ ... ${op.text} ... ]]" evaluates its operands arithmetically and cannot be analysed statically`);
  }
  for (const child of node.descendantsOfType(["word", "string", "raw_string", "concatenation"])) if (child) refuseUnsafeWord(child);
}
function arithmeticCommand(node) {
  if (!isConstantArithmetic(node.text.slice(2, -2))) {
    throw new Refusal("arithmetic on variables can run commands and cannot be analysed statically");
  }
}
function readRedirect(node, scope) {
  const redirect = readRedirectNode(node);
  const dirs = scope?.cwd?.dirs;
  if (dirs && !(dirs.length === 1 && dirs[0] === "")) redirect.dirs = [...dirs];
  return redirect;
}
function readRedirectNode(node) {
  if (node.type === "heredoc_redirect") {
    const body2 = node.namedChildren.find((c) => c?.type === "heredoc_body");
    return { kind: "heredoc", operator: "<<", target: null, body: body2?.text ?? "", quoted: heredocIsQuoted(node) };
  }
  if (node.type === "herestring_redirect") {
    const value = node.namedChildren.find((c) => c && isWordNode(c));
    return { kind: "herestring", operator: "<<<", target: value ? refuseUnsafeWord(value) : null };
  }
  if (node.type !== "file_redirect") throw new Refusal(`unsupported redirection (${node.type}) cannot be analysed statically`);
  const operator = node.children.find((c) => c && !c.isNamed)?.text ?? "";
  const destinations = node.childrenForFieldName("destination").filter((c) => !!c);
  if (destinations.length !== 1) throw new Refusal(`redirection "${node.text}" cannot be analysed statically`);
  const target = refuseUnsafeWord(destinations[0]);
  if (operator === "<") return { kind: "read", operator, target };
  if ((operator === ">&" || operator === "<&") && /^(\d+|-)$/.test(target.text) && !target.expansion) {
    return { kind: "dup", operator, target };
  }
  if (operator === "<&" || operator === ">&-" || operator === "<&-") return { kind: "dup", operator, target };
  return { kind: "write", operator, target };
}

// src/policy/shell/git-content.ts
var LOG_VALUES = [
  "-n",
  "--max-count",
  "-S",
  "-G",
  "-O",
  "-L",
  "-I",
  "--ignore-matching-lines",
  "--format",
  "--since",
  "--after",
  "--until",
  "--before",
  "--author",
  "--committer",
  "--grep",
  "--grep-reflog",
  "--skip",
  "--encoding",
  "--min-parents",
  "--max-parents",
  "--exclude",
  "--src-prefix",
  "--dst-prefix",
  "--line-prefix",
  "--diff-filter",
  "--find-object",
  "--date",
  "--output",
  "--decorate-refs",
  "--decorate-refs-exclude",
  "--pathspec-from-file"
];
var SUB_VALUES = {
  "format-patch": ["-o", "--output-directory", "--subject-prefix", "-v", "--reroll-count", "--in-reply-to", "--to", "--cc", "--from", "--signature", "--signature-file", "--base", "--interdiff", "--range-diff", "--creation-factor", "--start-number", "--suffix"],
  "range-diff": ["--creation-factor"],
  archive: ["--format", "--prefix", "-o", "--output", "--remote", "--exec", "--add-file", "--add-virtual-file", "--mtime"],
  grep: ["-e", "-f", "--file", "-A", "-B", "-C", "-m", "--max-count", "--max-depth", "--threads", "--context", "--after-context", "--before-context"],
  commit: ["-m", "--message", "-F", "--file", "-C", "--reuse-message", "-c", "--reedit-message", "--author", "--date", "-t", "--template", "--fixup", "--squash", "--trailer", "--pathspec-from-file", "--cleanup"],
  stash: ["-m", "--message", "--pathspec-from-file"],
  restore: ["-s", "--source", "--pathspec-from-file"],
  checkout: ["-b", "-B", "--orphan", "--pathspec-from-file", "--conflict"],
  reset: ["--pathspec-from-file"],
  add: ["--pathspec-from-file", "--chmod"],
  status: ["--ignore-submodules", "--column"],
  "cat-file": ["--path"]
};
var LOG_FAMILY = /* @__PURE__ */ new Set(["log", "whatchanged", "show", "diff", "diff-tree", "diff-index", "diff-files", "reflog", "range-diff", "format-patch", "stash", "status"]);
function valueOptions(sub) {
  return /* @__PURE__ */ new Set([...LOG_FAMILY.has(sub) ? LOG_VALUES : [], ...SUB_VALUES[sub] ?? []]);
}
function objectIdsIn(operand) {
  if (operand.includes(":")) return [];
  return operand.split(/\.\.\.?/).map((part) => part.replace(/([~^]\d*|\^\{[a-z]*\}|@\{[^}]*\})+$/, "")).filter((id) => /^[0-9a-f]{4,64}$/i.test(id));
}
var PATCH_OPTIONS = /* @__PURE__ */ new Set([
  "-p",
  "-u",
  "--patch",
  "-U",
  "--unified",
  "--patch-with-stat",
  "--patch-with-raw",
  "--word-diff",
  "--word-diff-regex",
  "--color-words",
  "-c",
  "--cc",
  "--dd",
  "--remerge-diff",
  "-W",
  "--function-context",
  "--check",
  "--binary",
  "-L",
  "--combined-all-paths"
]);
var METADATA_OPTIONS = /* @__PURE__ */ new Set([
  "-s",
  "--no-patch",
  "--stat",
  "--numstat",
  "--shortstat",
  "--name-only",
  "--name-status",
  "--dirstat",
  "-X",
  "--summary",
  "--raw",
  "--compact-summary",
  "--quiet",
  "--dirstat-by-file",
  "--cumulative"
]);
var FLAGS = /* @__PURE__ */ new Set([
  "--patch",
  "--stat",
  "--oneline",
  "--name-only",
  "--name-status",
  "--cached",
  "--staged",
  "--all",
  "--graph",
  "--no-patch",
  "--numstat",
  "--shortstat",
  "--raw",
  "--summary",
  "--stdout",
  "--reverse",
  "--first-parent",
  "--no-merges",
  "--merges",
  "--decorate",
  "--abbrev-commit",
  "--no-color",
  "--color",
  "--ignore-all-space",
  "--minimal",
  "--patience",
  "--histogram",
  "--word-diff",
  "--color-words",
  "--full-diff",
  "--no-renames",
  "--text",
  "--binary",
  "--quiet",
  "--exit-code",
  "--check",
  "--no-ext-diff",
  "--no-textconv",
  "--textconv",
  "--compact-summary",
  "--merge-base",
  "--no-index",
  "--root",
  "--source",
  "--follow",
  "--no-abbrev-commit",
  "--pretty",
  "--date-order",
  "--topo-order",
  "--author-date-order",
  "--full-history",
  "--simplify-merges",
  "--ancestry-path",
  "--branches",
  "--tags",
  "--remotes",
  "--reflog",
  "--walk-reflogs",
  "--boundary",
  "--left-right",
  "--cherry-pick",
  "--cherry-mark",
  "--no-walk",
  "--do-walk",
  "--show-signature",
  "--use-mailmap",
  "--mailmap",
  "--ignore-space-change",
  "--ignore-space-at-eol",
  "--ignore-blank-lines",
  "--ignore-cr-at-eol",
  "--function-context",
  "--patch-with-stat",
  "--patch-with-raw",
  "--full-index",
  "--no-prefix",
  "--default-prefix",
  "--relative",
  "--no-relative",
  "--irreversible-delete",
  "--ita-invisible-in-index",
  "--ita-visible-in-index",
  "--verbose",
  "--dry-run",
  "--interactive",
  "--ignore-case",
  "--line-number",
  "--count",
  "--files-with-matches",
  "--files-without-match",
  "--untracked",
  "--no-index",
  "--recurse-submodules",
  "--heading",
  "--break",
  "--show-function",
  "--fixed-strings",
  "--extended-regexp",
  "--perl-regexp",
  "--basic-regexp",
  "--word-regexp",
  "--invert-match",
  "--null",
  "--only-matching",
  "--column",
  "--keep-index",
  "--index",
  "--include-untracked",
  "--only-untracked",
  "--numbered",
  "--no-numbered",
  "--signoff",
  "--cover-letter",
  "--no-stat",
  "--stdin",
  "--batch-all-objects",
  "--unordered",
  "--buffer",
  "--follow-symlinks",
  "--textconv",
  "--filters",
  "--batch-check",
  "--indexed-objects"
]);
var ALWAYS_CONTENT = {
  "format-patch": null,
  archive: null,
  "fast-export": null,
  "merge-tree": null,
  "unpack-file": null,
  "pack-objects": null,
  bundle: "create",
  worktree: "add"
};
var INTERACTIVE = /* @__PURE__ */ new Set(["add", "checkout", "reset", "restore", "commit", "stash"]);
function split(rest) {
  const dashes = rest.indexOf("--");
  return dashes === -1 ? { pre: [...rest], post: [] } : { pre: rest.slice(0, dashes), post: rest.slice(dashes + 1) };
}
function operands(pre, parsed) {
  const out2 = [];
  const swallowed = /* @__PURE__ */ new Set();
  pre.forEach((w, k2) => {
    if (k2 > 0 && /^--[^=]+$/.test(pre[k2 - 1]) && !FLAGS.has(pre[k2 - 1]) && !METADATA_OPTIONS.has(pre[k2 - 1]) && !PATCH_OPTIONS.has(pre[k2 - 1])) swallowed.add(k2);
  });
  let k = 0;
  const remaining = [...parsed.operands];
  for (const w of pre) {
    if (remaining[0] === w && !w.startsWith("-")) {
      remaining.shift();
      if (!swallowed.has(k)) out2.push(w);
    }
    k += 1;
  }
  return out2;
}
var patchish = (parsed) => parsed.options.some((o) => PATCH_OPTIONS.has(o.name) || o.name.startsWith("--word-diff") || o.name.startsWith("--color-words") || /^-[0-9]*[pu]$/.test(o.name));
var metadataOnly = (parsed) => parsed.options.some((o) => METADATA_OPTIONS.has(o.name) || o.name.startsWith("--stat") || o.name.startsWith("--dirstat"));
function gitContentRead(words, subAt) {
  const sub = words[subAt];
  const rest = words.slice(subAt + 1);
  const { pre, post } = split(rest);
  const parsed = parseArgs(["git", ...pre], valueOptions(sub));
  const ops = operands(pre, parsed);
  const base2 = ["git", ...words.slice(1, subAt + 1), ...pre.filter((w) => w.startsWith("-"))];
  const read = (partial) => ({
    what: `git ${sub}`,
    pathspecs: [...post],
    candidates: [],
    revisions: [],
    blobRevisions: false,
    whole: false,
    base: base2,
    objectIds: ops.flatMap(objectIdsIn),
    ...partial
  });
  const patch = patchish(parsed);
  const follow = has(parsed, "--follow", "-L");
  const content = gitContentOf(sub, parsed, ops, post, read, patch, follow);
  if (content && (has(parsed, "--stdin") || sub === "pack-objects")) return { ...content, anyObject: true, whole: true };
  return content;
}
function gitContentOf(sub, parsed, ops, post, read, patch, follow) {
  if (sub in ALWAYS_CONTENT) {
    const needs = ALWAYS_CONTENT[sub];
    if (needs !== null && ops[0] !== needs) return null;
    if (sub === "archive") {
      if (has(parsed, "-l", "--list")) return null;
      return read({ revisions: ops.slice(0, 1), pathspecs: [...ops.slice(1), ...post] });
    }
    if (sub === "format-patch") return read({ candidates: ops, whole: follow });
    return read({ whole: true });
  }
  switch (sub) {
    case "log":
    case "whatchanged":
    case "diff-tree":
    case "diff-index":
    case "diff-files":
    case "reflog":
    case "range-diff": {
      if (sub === "reflog" && ["expire", "delete", "exists"].includes(ops[0] ?? "")) return null;
      const content = sub === "range-diff" ? !has(parsed, "-s", "--no-patch") || patch : patch;
      if (!content) return null;
      return read({ what: `git ${sub} ${parsed.options.find((o) => PATCH_OPTIONS.has(o.name) || /^-[0-9]*[pu]$/.test(o.name))?.name ?? "-p"}`, candidates: ops.filter((w) => !(sub === "reflog" && w === "show")), whole: follow });
    }
    case "show": {
      const onlyBlobs = metadataOnly(parsed) && !patch;
      return read({ candidates: ops, blobRevisions: true, onlyBlobs, whole: follow });
    }
    case "diff": {
      if (has(parsed, "--no-index")) return null;
      const onlyBlobs = metadataOnly(parsed) && !patch;
      return read({ candidates: ops, blobRevisions: true, onlyBlobs, current: true });
    }
    case "cat-file": {
      const batch = parsed.options.find((o) => ["--batch", "--batch-command"].includes(o.name));
      if (batch) return read({ what: `git cat-file ${batch.name}${has(parsed, "--batch-all-objects") ? " --batch-all-objects" : ""}`, whole: true, anyObject: true });
      if (has(parsed, "-t", "-s", "-e", "--batch-check") || has(parsed, "--batch-all-objects")) return null;
      const object = ops[ops.length - 1];
      const type = ops.length > 1 ? ops[0] : void 0;
      if (object === void 0 || object.includes(":")) return null;
      if (type !== void 0 && ["commit", "tree", "tag"].includes(type)) return null;
      return read({ what: "git cat-file", revisions: [object], blobRevisions: true, onlyBlobs: true, whole: true });
    }
    case "grep": {
      if (has(parsed, "--no-index", "--untracked")) return null;
      const patternGiven = has(parsed, "-e", "-f", "--file");
      return read({ candidates: patternGiven ? ops : ops.slice(1), grep: { cached: has(parsed, "--cached") }, current: true });
    }
    case "status":
      if (!has(parsed, "-v", "--verbose")) return null;
      return read({ what: "git status -v", candidates: ops, current: true });
    case "stash": {
      const action = ops[0];
      if (action === "show" || action === "list") {
        return patch || has(parsed, "--include-untracked", "--only-untracked") ? read({ what: `git stash ${action} -p`, whole: true }) : null;
      }
      break;
    }
    default:
      break;
  }
  if (INTERACTIVE.has(sub) && (has(parsed, "-p", "--patch", "-i", "--interactive") || sub === "commit" && has(parsed, "-v", "--verbose"))) {
    return read({ what: `git ${sub} ${sub === "commit" && !has(parsed, "-p", "--patch") ? "-v" : "-p"}`, candidates: ops.filter((w) => !(sub === "stash" && ["push", "save"].includes(w))), whole: sub === "stash" && ops[0] === "save", current: true });
  }
  return null;
}

// src/policy/shell/build-tools.ts
var GO_BUILD_FLAGS = {
  exec: ["-exec", "-toolexec", "-vettool", "-overlay", "-compiler", "-gccgoflags"],
  config: ["-C", "-modfile"],
  writes: ["-o", "-coverprofile", "-cpuprofile", "-memprofile", "-blockprofile", "-mutexprofile", "-trace", "-json-output"],
  treeWrites: ["-outputdir", "-pkgdir"],
  values: ["-ldflags", "-gcflags", "-asmflags", "-pgo", "-run", "-bench", "-count", "-timeout", "-tags", "-p", "-parallel", "-cpu", "-covermode", "-coverpkg", "-mod", "-benchtime", "-shuffle", "-skip", "-fuzz", "-fuzztime", "-list", "-buildmode", "-buildvcs", "-installsuffix"],
  singleDash: true
};
var TABLES = {
  cargo: {
    exec: ["--config", "-Z"],
    config: ["-C"],
    writes: [],
    treeWrites: ["--target-dir", "--out-dir", "--artifact-dir", "--root"],
    values: ["--manifest-path", "-p", "--package", "--features", "-F", "-j", "--jobs", "--target", "--profile", "--bin", "--example", "--test", "--bench", "--color", "--message-format", "--exclude", "--timings"]
  },
  gradle: {
    exec: ["-I", "--init-script", "-D", "--system-prop"],
    config: ["-b", "--build-file", "-c", "--settings-file", "-g", "--gradle-user-home", "--project-cache-dir", "--include-build"],
    writes: [],
    treeWrites: [],
    values: ["-p", "--project-dir", "-x", "--exclude-task", "-P", "--project-prop", "--console", "--warning-mode", "--max-workers", "--priority", "-M", "--write-verification-metadata", "--dependency-verification", "--update-locks", "--tests"]
  },
  mvn: {
    exec: ["-Dmaven.ext.class.path", "-Dexec.", "-Dmaven.repo.local", "-Dmaven.home", "-Dclassworlds.conf"],
    config: ["-s", "--settings", "-gs", "--global-settings", "-t", "--toolchains", "-gt", "--global-toolchains", "-ep", "--encrypt-password"],
    writes: ["-l", "--log-file"],
    treeWrites: [],
    // `-f sub/pom.xml` builds another module of the workspace (like `cd sub && mvn`); the path is
    // checked as any argument is (inside the workspace, readable).
    values: ["-f", "--file", "-pl", "--projects", "-rf", "--resume-from", "-T", "--threads", "-P", "--activate-profiles", "-D", "--define"]
  },
  pytest: {
    exec: ["-p", "--pyargs", "--pastebin", "--rootdir", "--confcutdir", "-o", "--override-ini", "--import-mode", "--pdbcls", "--cov-config", "--tx", "--rsyncdir", "--trace-config"],
    config: ["-c", "--config-file", "--inifile"],
    writes: ["--junitxml", "--junit-xml", "--resultlog", "--result-log", "--html", "--report-log", "--json-report-file", "--cov-report", "--log-file", "--debug", "--benchmark-json"],
    treeWrites: ["--basetemp", "--alluredir", "--benchmark-storage"],
    values: ["-k", "-m", "--maxfail", "--tb", "-r", "--durations", "--durations-min", "--cov", "-n", "--numprocesses", "--maxprocesses", "--deselect", "--ignore", "--ignore-glob", "--log-level", "--log-format", "--log-date-format", "--log-cli-level", "--log-cli-format", "--log-cli-date-format", "--log-file-level", "--log-file-format", "--log-file-date-format", "--log-file-mode", "--log-auto-indent", "--log-disable", "--timeout", "--timeout-method", "-W", "--pythonwarnings", "--capture", "--color", "--code-highlight", "--show-capture", "--verbosity", "--doctest-report", "--doctest-glob", "--assert", "--junit-prefix", "--dist", "--cov-fail-under", "--cov-context", "--cov-precision", "--reruns", "--reruns-delay", "--only-rerun", "--rerun-except", "--randomly-seed", "--asyncio-mode", "--hypothesis-seed", "--hypothesis-profile", "--hypothesis-verbosity", "--max-worker-restart", "--rsyncignore", "--xfail-tb", "--benchmark-sort", "--benchmark-columns", "--benchmark-group-by", "--benchmark-min-rounds", "--benchmark-max-time", "--benchmark-min-time", "--benchmark-warmup", "--benchmark-compare", "--benchmark-compare-fail", "--benchmark-name", "--benchmark-timer"],
    prefixes: true
  },
  pip: {
    exec: ["--config-settings", "-C", "--global-option", "--build-option", "--install-option", "--python"],
    config: ["--config", "--root-user-action"],
    writes: ["--log", "--log-file", "--report"],
    treeWrites: ["-t", "--target", "--prefix", "--root", "--user", "-d", "--dest", "-w", "--wheel-dir", "--cache-dir", "--src"],
    values: ["-e", "--editable", "-r", "--requirement", "-c", "--constraint", "-i", "--index-url", "--extra-index-url", "-f", "--find-links", "--platform", "--python-version", "--implementation", "--abi", "--timeout", "--retries", "--progress-bar", "--only-binary", "--no-binary", "--trusted-host", "--proxy", "--upgrade-strategy"],
    prefixes: true
  }
};
var DISCARDED = /* @__PURE__ */ new Set(["/dev/null", "/dev/stdout", "/dev/stderr", "-"]);
var NO_VALUE = /* @__PURE__ */ new Set(["--user", "--pyargs", "--pastebin", "--trace-config"]);
var OPTIONAL_VALUE = { "--debug": "pytestdebug.log" };
var PYTEST_FLAGS = /* @__PURE__ */ new Set([
  "--exitfirst",
  "--fixtures",
  "--funcargs",
  "--fixtures-per-test",
  "--pdb",
  "--trace",
  "--runxfail",
  "--lf",
  "--last-failed",
  "--ff",
  "--failed-first",
  "--nf",
  "--new-first",
  "--cache-show",
  "--cache-clear",
  "--lfnf",
  "--last-failed-no-failures",
  "--sw",
  "--stepwise",
  "--sw-skip",
  "--stepwise-skip",
  "--sw-reset",
  "--stepwise-reset",
  "--verbose",
  "--no-header",
  "--no-summary",
  "--no-fold-skipped",
  "--quiet",
  "--disable-warnings",
  "--disable-pytest-warnings",
  "--showlocals",
  "--no-showlocals",
  "--full-trace",
  "--strict-config",
  "--strict-markers",
  "--strict",
  "--continue-on-collection-errors",
  "--co",
  "--collect-only",
  "--noconftest",
  "--keep-duplicates",
  "--collect-in-virtualenv",
  "--doctest-modules",
  "--doctest-ignore-import-errors",
  "--doctest-continue-on-failure",
  "--version",
  "--help",
  "--setup-only",
  "--setup-show",
  "--setup-plan",
  "--no-cov",
  "--no-cov-on-fail",
  "--cov-append",
  "--cov-branch",
  "--looponfail",
  "--func_only",
  "--randomly-dont-reorganize",
  "--randomly-dont-reset-seed",
  "--hypothesis-show-statistics",
  "--benchmark-skip",
  "--benchmark-only",
  "--benchmark-disable",
  "--benchmark-enable",
  "--benchmark-disable-gc",
  "--self-contained-html",
  "--force-sugar",
  "--instafail"
]);
var PYTEST_SHORT_FLAGS = "xsvqlfhVN";
var LIBTEST_VALUES = /* @__PURE__ */ new Set(["--test-threads", "--skip", "--color", "--format", "--shuffle-seed", "-Z", "--logfile"]);
var LIBTEST_FLAGS = /* @__PURE__ */ new Set([
  "--include-ignored",
  "--ignored",
  "--force-run-in-process",
  "--exclude-should-panic",
  "--test",
  "--bench",
  "--list",
  "--nocapture",
  "--no-capture",
  "--quiet",
  "-q",
  "--exact",
  "--show-output",
  "--report-time",
  "--ensure-time",
  "--shuffle",
  "-h",
  "--help"
]);
var GO_TEST_FLAGS = /* @__PURE__ */ new Set(["v", "short", "failfast", "benchmem", "paniconexit0", "fullpath", "h", "help"]);
var GO_TEST_VALUES = /* @__PURE__ */ new Set(["run", "skip", "bench", "benchtime", "count", "cpu", "parallel", "timeout", "shuffle", "list", "fuzz", "fuzztime", "fuzzminimizetime", "memprofilerate", "blockprofilerate", "mutexprofilefraction", "coverprofilerate", "v"]);
var GO_TEST_WRITES = /* @__PURE__ */ new Set(["cpuprofile", "memprofile", "blockprofile", "mutexprofile", "trace", "coverprofile", "testlogfile"]);
var GO_TEST_DIRS = /* @__PURE__ */ new Set(["outputdir", "gocoverdir", "fuzzcachedir"]);
function goTestBinaryFlags(words, from, out2) {
  for (let i2 = from; i2 < words.length; i2 += 1) {
    const m = /^--?test\.([A-Za-z0-9]+)(?:=(.*))?$/s.exec(words[i2]);
    if (!m) continue;
    const [, name2 = "", attached] = m;
    const value = attached ?? (GO_TEST_FLAGS.has(name2) ? void 0 : words[i2 + 1]);
    if (attached === void 0 && !GO_TEST_FLAGS.has(name2)) i2 += 1;
    if (GO_TEST_FLAGS.has(name2) || GO_TEST_VALUES.has(name2)) continue;
    if (!GO_TEST_WRITES.has(name2) && !GO_TEST_DIRS.has(name2)) return `go test -test.${name2} is not a test flag known to be harmless (it may write a file or change how the tests run), so it is not allowed`;
    if (value === void 0 || DISCARDED.has(value)) continue;
    if (!value.startsWith("/")) return `go test -test.${name2}=${value}: the test binary runs in each package's directory, so it writes "${value}" relative to each of them, which cannot be checked; give an absolute path`;
    (GO_TEST_DIRS.has(name2) ? out2.treeWrites : out2.writes).push(value);
  }
  return null;
}
var GO_COMPILER_FLAG = /^-(N|l|m|m=\d+|S|B|C|e|w|s|h|race|msan|asan|live|std|complete|dwarf(=(true|false))?|d=checkptr(=\d)?|buildid=[\w.-]*|strictdups=\d|compressdwarf=(true|false)|linkmode=internal|X|X=\S+|v|lang=go[\d.]+)$/;
function goToolFlagsProblem(option, value) {
  const tokens = value.replace(/^[^-\s=]*=(?=-)/, "").split(/\s+/).filter(Boolean);
  for (let k = 0; k < tokens.length; k += 1) {
    const t = tokens[k];
    if (option === "-ldflags" && t === "-X") {
      k += 1;
      continue;
    }
    if (!GO_COMPILER_FLAG.test(t)) return `go ${option} "${t}" is a compiler or linker option that could write files or run programs; only plain ones (-N -l -m -s -w -X ...) are accepted`;
  }
  return null;
}
function check(tool, words, table, start2) {
  const out2 = { refusal: null, writes: [], treeWrites: [] };
  const all = [...table.exec, ...table.config, ...table.writes, ...table.treeWrites, ...table.values];
  const longs = all.filter((o) => o.startsWith("--"));
  for (let i2 = start2; i2 < words.length; i2 += 1) {
    const w = words[i2];
    if (w === "--") break;
    if (!w.startsWith("-") || w === "-") continue;
    const eq = w.indexOf("=");
    let name2 = eq === -1 ? w : w.slice(0, eq);
    let value = eq === -1 ? void 0 : w.slice(eq + 1);
    if (table.singleDash && name2.startsWith("--")) name2 = name2.slice(1);
    if (tool === "pytest" && PYTEST_FLAGS.has(name2)) continue;
    if (table.prefixes && name2.startsWith("--")) {
      const resolved = longOption(name2, longs);
      if (resolved === "ambiguous") return { ...out2, refusal: `${tool} option "${w}" is ambiguous` };
      if (resolved) name2 = resolved;
    }
    const known = all.find((o) => o === name2) ?? all.find((o) => (o.endsWith(".") || o.startsWith("-D") && o.length > 2) && name2.startsWith(o)) ?? all.find((o) => !o.startsWith("--") && o.length === 2 && !table.singleDash && name2.startsWith(o) && name2.length > 2);
    if (known === void 0) {
      if (tool === "pytest" && !pytestHarmless(name2)) return { ...out2, refusal: `pytest option "${w}" is not known to be harmless (plugins add options that write files or load code), so it is not allowed` };
      if (tool === "gradle") {
        const problem = gradleOptionProblem(name2, out2);
        if (problem) return { ...out2, refusal: problem };
      }
      continue;
    }
    if (known !== name2 && !known.startsWith("--") && !known.endsWith(".") && !(known.startsWith("-D") && known.length > 2)) value = w.slice(known.length);
    if ((known.endsWith(".") || known.startsWith("-D") && known.length > 2) && value === void 0) value = "";
    const takes = !NO_VALUE.has(known) && !Object.hasOwn(OPTIONAL_VALUE, known);
    if (value === void 0 && Object.hasOwn(OPTIONAL_VALUE, known)) value = OPTIONAL_VALUE[known];
    if (value === void 0 && takes) value = words[++i2];
    if (tool === "gradle" && (known === "-p" || known === "--project-dir")) {
      (out2.chdirs ??= []).push(value ?? "");
      continue;
    }
    if (tool === "gradle" && known === "--update-locks") return { ...out2, refusal: "gradle --update-locks rewrites the lock files of every project in the build, which cannot be checked" };
    if (tool === "gradle" && known === "--write-verification-metadata") {
      out2.writes.push("gradle/verification-metadata.xml");
      continue;
    }
    if (tool === "go" && ["-gcflags", "-asmflags", "-ldflags"].includes(known)) {
      const problem = goToolFlagsProblem(known, value ?? "");
      if (problem) return { ...out2, refusal: problem };
    }
    if (tool === "go" && known === "-ldflags" && /extld|linkmode/.test(value ?? "")) return { ...out2, refusal: "go -ldflags with -extld / -linkmode runs another linker, which cannot be analysed" };
    if (table.exec.includes(known)) {
      if (tool === "pytest" && known === "-p" && value?.startsWith("no:")) continue;
      if (tool === "gradle" && (known === "-D" || known === "--system-prop") && !/^org\.gradle\.|^gradle\./.test(value ?? "")) continue;
      return { ...out2, refusal: `${tool} ${known} runs or loads another program, plugin or script named on the command line, which cannot be analysed` };
    }
    if (table.config.includes(known)) return { ...out2, refusal: `${tool} ${known} changes the directory, build file or configuration ${tool} uses, which cannot be analysed` };
    if (table.writes.includes(known)) {
      const [kind = "", ...rest] = (value ?? "").split(":");
      const target = tool === "pytest" && known === "--cov-report" ? rest.join(":") : value;
      const tree = tool === "pytest" && known === "--cov-report" && ["html", "annotate"].includes(kind);
      if (target && !DISCARDED.has(target)) (tree ? out2.treeWrites : out2.writes).push(target);
    }
    if (table.treeWrites.includes(known)) {
      if (known === "--user") return { ...out2, refusal: `${tool} --user writes to the user's site directory, outside the workspace` };
      out2.treeWrites.push(value ?? "");
    }
  }
  return out2;
}
function pytestHarmless(name2) {
  if (name2.startsWith("--")) return PYTEST_FLAGS.has(name2) || name2.length > 3 && [...PYTEST_FLAGS].filter((f) => f.startsWith(name2)).length === 1;
  return [...name2.slice(1)].every((c) => PYTEST_SHORT_FLAGS.includes(c));
}
function gradleOptionProblem(name2, out2) {
  if (["--write-locks"].includes(name2)) return `gradle ${name2} writes the lock files of every project in the build, which cannot be checked`;
  if (name2 === "--export-keys") out2.writes.push("gradle/verification-keyring.keys", "gradle/verification-keyring.gpg");
  return null;
}
var HARMLESS_MAKE_VALUE = /^([0-9]+|true|false|yes|no|on|off|y|n)$/i;
function libtestArguments(args2, out2) {
  for (let i2 = 0; i2 < args2.length; i2 += 1) {
    const w = args2[i2];
    if (!w.startsWith("-") || w === "-") continue;
    const eq = w.indexOf("=");
    const name2 = eq === -1 ? w : w.slice(0, eq);
    if (LIBTEST_FLAGS.has(name2)) continue;
    if (!LIBTEST_VALUES.has(name2)) return `cargo test -- ${w}: not an option of the test harness known to be harmless, so it is not allowed`;
    const value = eq === -1 ? args2[++i2] : w.slice(eq + 1);
    if (name2 === "--logfile" && value !== void 0 && !DISCARDED.has(value)) out2.writes.push(value);
  }
  return null;
}
var MAKE_PLAIN_NAMES = /^(CI|NO_COLOR|FORCE_COLOR|TERM|COLORTERM|TZ|LANG|LANGUAGE|LC_[A-Z]+|V|VERBOSE|QUIET)$/;
function makeVariableProblem(name2, value) {
  if (value !== null && HARMLESS_MAKE_VALUE.test(value)) return null;
  if (value !== null && MAKE_PLAIN_NAMES.test(name2) && /^[\w.:+-]*$/.test(value)) return null;
  return `make takes ${name2} from its environment as a makefile variable, which a recipe may run as a command; only plain values such as ${name2}=1 are accepted`;
}
function buildToolFacts(words) {
  const name2 = basename(words[0] ?? "");
  const none = { refusal: null, writes: [], treeWrites: [] };
  if (name2 === "go") {
    const sub = words[1];
    if (sub === "env" && words.slice(2).some((w) => /^--?(w|u)(=|$)/.test(w))) return { ...none, refusal: "go env -w / -u change the go environment file, which changes how every later go command builds (GOFLAGS, toolexec ...)" };
    if (sub === "generate") return { ...none, refusal: "go generate runs the commands named in //go:generate comments, which cannot be analysed" };
    if (sub === "tool" && words[2] !== void 0 && !["cover", "pprof", "nm", "objdump", "trace", "dist"].includes(words[2])) return { ...none, refusal: `go tool ${words[2]} runs a tool that cannot be analysed` };
    if (words.slice(1).some((w) => /^--?C(=|$)/.test(w))) return { ...none, refusal: "go -C changes the directory go works in, which cannot be analysed" };
    const args2 = sub === "test" ? words.findIndex((w, k) => k > 1 && /^--?args$/.test(w)) : -1;
    const facts2 = check("go", args2 === -1 ? words : words.slice(0, args2), GO_BUILD_FLAGS, 2);
    if (facts2.refusal || sub !== "test") return facts2;
    const problem = goTestBinaryFlags(words, 2, facts2);
    return problem ? { ...facts2, refusal: problem } : facts2;
  }
  if (name2 === "cargo") {
    if (words.slice(1).some((w) => /^-Z/.test(w) && !words.slice(0, words.indexOf(w)).includes("--"))) return { ...none, refusal: "cargo -Z unstable options can change what cargo runs and cannot be analysed" };
    const facts2 = check("cargo", words, TABLES.cargo, 1);
    const dashes = words.indexOf("--");
    if (facts2.refusal || dashes === -1 || words.slice(1, dashes).find((w) => !w.startsWith("-")) !== "test") return facts2;
    const problem = libtestArguments(words.slice(dashes + 1), facts2);
    return problem ? { ...facts2, refusal: problem } : facts2;
  }
  if (name2 === "gradle" || name2 === "gradlew") return check("gradle", words, TABLES.gradle, 1);
  if (name2 === "mvn" || name2 === "mvnw") {
    const goal = words.slice(1).find((w) => /^[a-z0-9.-]+:[a-z0-9.-]+/i.test(w) && /^(exec|antrun|groovy|gmavenplus|gplus|scripting|jshell|frontend|invoker|shell|beanshell|jruby|nashorn|javascript|ant)(-maven-plugin)?:|:(exec|run|execute|java)$/.test(w));
    if (goal) return { ...none, refusal: `mvn ${goal} runs a program or script named on the command line, which cannot be analysed` };
    return check("mvn", words, TABLES.mvn, 1);
  }
  if (name2 === "pytest" || name2 === "py.test") return check("pytest", words, TABLES.pytest, 1);
  if (name2 === "pip" || /^pip[0-9.]+$/.test(name2)) {
    if (words[1] === "config") return { ...none, refusal: "pip config changes the configuration every later pip command uses" };
    return check("pip", words, TABLES.pip, 1);
  }
  if (/^python[0-9.]*$/.test(name2) || /^pypy[0-9.]*$/.test(name2)) {
    const m = words.indexOf("-m");
    if (m !== -1 && ["pytest", "pip"].includes(words[m + 1] ?? "")) return buildToolFacts([words[m + 1], ...words.slice(m + 2)]);
    return null;
  }
  if (name2 === "make" || name2 === "gmake") {
    const assignment = words.slice(1).find((w) => /^[A-Za-z_.][A-Za-z0-9_.]*[:+?!]?=/.test(w) && !HARMLESS_MAKE_VALUE.test(w.slice(w.indexOf("=") + 1)));
    if (assignment) return { ...none, refusal: `make ${assignment} overrides a makefile variable that a recipe may run as a command; only plain values such as V=1 are accepted` };
    const longs = ["--file", "--makefile", "--directory", "--eval", "--include-dir", "--new-file", "--what-if", "--assume-new", "--old-file", "--assume-old", "--jobs", "--load-average", "--debug", "--output-sync", "--shuffle", "--jobserver-style"];
    const risky = ["--file", "--makefile", "--directory", "--eval", "--include-dir"];
    for (const w of words.slice(1)) {
      if (!w.startsWith("--")) continue;
      const long = longOption(w, longs);
      if (long === "ambiguous" || long && risky.includes(long)) return { ...none, refusal: `make ${w} changes which makefile or directory make uses, and cannot be analysed` };
    }
    return none;
  }
  return null;
}

// src/policy/shell/scripts.ts
var SAFE_SED_FILES = /* @__PURE__ */ new Set(["/dev/stdout", "/dev/stderr", "/dev/stdin"]);
function sedScripts(words) {
  const scripts = [];
  let fromFile = false;
  let operandScript = true;
  for (let i2 = 1; i2 < words.length; i2 += 1) {
    const w = words[i2];
    if (w === "--") {
      if (operandScript && words[i2 + 1] !== void 0) scripts.push(words[i2 + 1]);
      break;
    }
    if (w.startsWith("--")) {
      const [name2, value] = w.includes("=") ? [w.slice(0, w.indexOf("=")), w.slice(w.indexOf("=") + 1)] : [w, void 0];
      if (name2 === "--expression") {
        scripts.push(value ?? words[++i2] ?? "");
        operandScript = false;
      } else if (name2 === "--file") {
        fromFile = true;
        operandScript = false;
        if (value === void 0) i2 += 1;
      } else if (name2 === "--line-length" && value === void 0) i2 += 1;
      continue;
    }
    if (w.startsWith("-") && w.length > 1) {
      for (let c = 1; c < w.length; c += 1) {
        const ch = w[c];
        if (ch === "i") break;
        if (ch === "e" || ch === "f" || ch === "l") {
          const value = c < w.length - 1 ? w.slice(c + 1) : words[++i2] ?? "";
          if (ch === "e") {
            scripts.push(value);
            operandScript = false;
          }
          if (ch === "f") {
            fromFile = true;
            operandScript = false;
          }
          break;
        }
      }
      continue;
    }
    if (operandScript) {
      scripts.push(w);
      operandScript = false;
    }
  }
  return { scripts, fromFile };
}
var SedRefusal = class extends Error {
};
function parseSed(script, facts2) {
  let i2 = 0;
  const s = script;
  const peek = () => s[i2];
  const skipSpaces = () => {
    while (i2 < s.length && (s[i2] === " " || s[i2] === "	")) i2 += 1;
  };
  const restOfLine = () => {
    const end2 = s.indexOf("\n", i2);
    const text = s.slice(i2, end2 === -1 ? s.length : end2);
    i2 = end2 === -1 ? s.length : end2;
    return text;
  };
  const delimited = (delim) => {
    while (i2 < s.length && s[i2] !== delim) {
      if (s[i2] === "\\") i2 += 1;
      i2 += 1;
    }
    if (i2 >= s.length) throw new SedRefusal("an unterminated sed expression cannot be analysed");
    i2 += 1;
  };
  const address = () => {
    const ch = peek();
    if (ch === void 0) return false;
    if (/[0-9]/.test(ch)) {
      while (i2 < s.length && /[0-9~]/.test(s[i2])) i2 += 1;
      return true;
    }
    if (ch === "$") {
      i2 += 1;
      return true;
    }
    if (ch === "/" || ch === "\\") {
      let delim = "/";
      if (ch === "\\") {
        delim = s[i2 + 1] ?? "";
        i2 += 1;
      }
      i2 += 1;
      delimited(delim);
      while (i2 < s.length && /[IM]/.test(s[i2])) i2 += 1;
      return true;
    }
    return false;
  };
  const end = () => {
    skipSpaces();
    const ch = peek();
    if (ch === void 0 || ch === ";" || ch === "\n" || ch === "}" || ch === "#") return;
    throw new SedRefusal(`unexpected text in a sed script ("${s.slice(i2, i2 + 20)}") cannot be analysed`);
  };
  while (i2 < s.length) {
    while (i2 < s.length && /[\s;]/.test(s[i2])) i2 += 1;
    if (i2 >= s.length) break;
    if (address()) {
      skipSpaces();
      if (peek() === ",") {
        i2 += 1;
        skipSpaces();
        if (peek() === "+" || peek() === "~") {
          i2 += 1;
          while (i2 < s.length && /[0-9]/.test(s[i2])) i2 += 1;
        } else if (!address()) throw new SedRefusal("a sed address range cannot be analysed");
      }
    }
    skipSpaces();
    while (peek() === "!") {
      i2 += 1;
      skipSpaces();
    }
    const command = s[i2];
    i2 += 1;
    switch (command) {
      case "{":
        break;
      case "}":
      case "=":
      case "d":
      case "D":
      case "g":
      case "G":
      case "h":
      case "H":
      case "n":
      case "N":
      case "p":
      case "P":
      case "x":
      case "z":
      case "F":
        end();
        break;
      case "#":
        restOfLine();
        break;
      case ":":
        skipSpaces();
        while (i2 < s.length && s[i2] !== "\n" && s[i2] !== ";") i2 += 1;
        break;
      case "b":
      case "t":
      case "T":
        skipSpaces();
        while (i2 < s.length && s[i2] !== "\n" && s[i2] !== ";" && s[i2] !== "}") i2 += 1;
        break;
      case "q":
      case "Q":
      case "l":
      case "L":
        skipSpaces();
        while (i2 < s.length && /[0-9]/.test(s[i2])) i2 += 1;
        end();
        break;
      case "v":
        skipSpaces();
        while (i2 < s.length && /[0-9.]/.test(s[i2])) i2 += 1;
        end();
        break;
      case "a":
      case "i":
      case "c":
        while (i2 < s.length && s[i2] !== "\n") {
          if (s[i2] === "\\") i2 += 1;
          i2 += 1;
        }
        break;
      case "r":
      case "R":
      case "w":
      case "W": {
        skipSpaces();
        const file = restOfLine();
        if (!file) throw new SedRefusal(`sed ${command} without a file name cannot be analysed`);
        if (!SAFE_SED_FILES.has(file)) (command === "r" || command === "R" ? facts2.reads : facts2.writes).push(file);
        break;
      }
      case "e":
        throw new SedRefusal("sed's e command runs a shell command and cannot be analysed statically");
      case "s": {
        const delim = s[i2];
        if (delim === void 0 || delim === "\n" || delim === "\\") throw new SedRefusal("a sed s command cannot be analysed");
        i2 += 1;
        delimited(delim);
        delimited(delim);
        while (i2 < s.length && /[gpiImM0-9e]/.test(s[i2])) {
          if (s[i2] === "e") throw new SedRefusal("sed's s///e flag runs the pattern space as a shell command and cannot be analysed statically");
          i2 += 1;
        }
        if (peek() === "w") {
          i2 += 1;
          skipSpaces();
          const file = restOfLine();
          if (!file) throw new SedRefusal("sed s///w without a file name cannot be analysed");
          if (!SAFE_SED_FILES.has(file)) facts2.writes.push(file);
          break;
        }
        end();
        break;
      }
      case "y": {
        const delim = s[i2];
        if (delim === void 0 || delim === "\n" || delim === "\\") throw new SedRefusal("a sed y command cannot be analysed");
        i2 += 1;
        delimited(delim);
        delimited(delim);
        end();
        break;
      }
      default:
        throw new SedRefusal(`the sed command "${command ?? ""}" is not understood, so the script cannot be analysed`);
    }
  }
}
function sedFacts(words) {
  const facts2 = { refusal: null, reads: [], writes: [] };
  const { scripts, fromFile } = sedScripts(words);
  if (fromFile) return { ...facts2, refusal: "a sed script read from a file (-f) cannot be analysed statically" };
  try {
    parseSed(scripts.join("\n"), facts2);
  } catch (error) {
    if (error instanceof SedRefusal) return { ...facts2, refusal: error.message };
    throw error;
  }
  return facts2;
}
function awkProgram(words) {
  const fragments = [];
  let operandProgram = true;
  for (let i2 = 1; i2 < words.length; i2 += 1) {
    const w = words[i2];
    if (w === "--") {
      if (operandProgram && words[i2 + 1] !== void 0) fragments.push(words[i2 + 1]);
      operandProgram = false;
      break;
    }
    if (w.startsWith("-") && w.length > 1) {
      const name2 = w.startsWith("--") ? w.replace(/=.*$/s, "") : w.slice(0, 2);
      const attached = w.startsWith("--") ? w.includes("=") ? w.slice(w.indexOf("=") + 1) : void 0 : w.length > 2 ? w.slice(2) : void 0;
      if (["-f", "--file", "-E", "--exec", "-i", "--include", "-l", "--load", "-W"].includes(name2)) {
        return { program: "", refusal: `awk ${name2} loads program text or extensions from a file and cannot be analysed statically` };
      }
      if (name2 === "-e" || name2 === "--source") {
        fragments.push(attached ?? words[++i2] ?? "");
        operandProgram = false;
        continue;
      }
      if (["-F", "-v", "--field-separator", "--assign"].includes(name2) && attached === void 0) i2 += 1;
      continue;
    }
    if (operandProgram) {
      fragments.push(w);
      operandProgram = false;
    }
  }
  return { program: fragments.join("\n"), refusal: null };
}
function awkCode(program) {
  let out2 = "";
  let prev = "";
  for (let i2 = 0; i2 < program.length; i2 += 1) {
    const ch = program[i2];
    if (ch === '"' || ch === "/" && !/[A-Za-z0-9_)\]$]/.test(prev)) {
      let j = i2 + 1;
      while (j < program.length && program[j] !== ch && program[j] !== "\n") {
        if (program[j] === "\\") j += 1;
        j += 1;
      }
      out2 += " ".repeat(Math.min(j, program.length - 1) - i2 + 1);
      i2 = j;
      prev = "x";
      continue;
    }
    if (ch === "#") {
      const nl = program.indexOf("\n", i2);
      const stop2 = nl === -1 ? program.length : nl;
      out2 += " ".repeat(stop2 - i2);
      i2 = stop2 - 1;
      continue;
    }
    out2 += ch;
    if (!/\s/.test(ch)) prev = ch;
  }
  return out2;
}
function awkFacts(words) {
  const facts2 = { refusal: null, reads: [], writes: [] };
  const { program, refusal } = awkProgram(words);
  if (refusal) return { ...facts2, refusal };
  const code2 = awkCode(program);
  const refuse2 = (why) => ({ ...facts2, refusal: `awk ${why} and cannot be analysed statically` });
  if (/\bsystem\b/.test(code2)) return refuse2("system() runs shell commands");
  if (/\bgetline\b/.test(code2)) return refuse2("getline reads from commands or files the program names");
  if (/\|/.test(code2.replace(/\|\|/g, ""))) return refuse2('pipes (print | "cmd") run shell commands');
  if (/@/.test(code2)) return refuse2("@ directives and indirect calls");
  if (/\b(ARGV|ARGC|ENVIRON|PROCINFO)\b/.test(code2)) return refuse2("ARGV / ARGC / ENVIRON / PROCINFO change which files it reads");
  for (const match of code2.matchAll(/\bprintf?\b/g)) {
    let depth = 0;
    for (let i2 = match.index + match[0].length; i2 < code2.length; i2 += 1) {
      const ch = code2[i2];
      if (ch === "(") depth += 1;
      else if (ch === ")") depth -= 1;
      else if (depth <= 0 && (ch === ";" || ch === "}" || ch === "\n")) break;
      else if (depth <= 0 && ch === ">") return refuse2("print > file writes files");
    }
  }
  return facts2;
}

// src/policy/shell/package-managers.ts
import { readdirSync as readdirSync3, readFileSync as readFileSync3, statSync as statSync5 } from "node:fs";
import path9 from "node:path";
var PACKAGE_MANAGER_NAMES = /* @__PURE__ */ new Set(["npm", "npx", "pnpm", "pnpx", "yarn", "bun", "bunx"]);
var NPM_BOOLEAN = new Set("all allow-same-version audit bin-links bypass-2fa commit-hooks dangerously-allow-all-scripts description dev diff-ignore-all-space diff-name-only diff-no-prefix diff-text dry-run engine-strict force foreground-scripts format-package-lock fund git-tag-version global global-style if-present ignore-scripts include-staged include-workspace-root include-attestations init-private install-links json legacy-bundling legacy-peer-deps link long offline omit-lockfile-registry-resolved package-lock package-lock-only parseable allow-scripts-pending allow-scripts-pin prefer-dedupe prefer-offline prefer-online progress provenance read-only rebuild-bundle save save-bundle save-dev save-exact save-optional save-peer save-prod packages-all shrinkwrap sign-git-commit sign-git-tag strict-peer-deps strict-allow-scripts strict-ssl timing unicode update-notifier usage version versions workspaces-update".split(" "));
var NPM_VALUE = new Set("_auth access allow-directory allow-file allow-git allow-remote allow-scripts also audit-level auth-type before ca cache cache-max cache-min cafile call cert cidr cpu depth diff diff-dst-prefix diff-src-prefix diff-unified editor expect-result-count expires fetch-retries fetch-retry-factor fetch-retry-maxtimeout fetch-retry-mintimeout fetch-timeout git globalconfig heading https-proxy include init-author-email init-author-name init-author-url init-license init-module init-type init-version init.author.email init.author.name init.author.url init.license init.module init.version install-strategy key libc local-address location lockfile-version loglevel logs-dir logs-max name maxsockets message min-release-age min-release-age-exclude node-gyp node-options noproxy omit only orgs os otp package pack-destination packages prefix preid provenance-file proxy registry replace-registry-host save-prefix sbom-format sbom-type scope scopes packages-and-scopes-permission orgs-permission password token-description script-shell searchexclude searchlimit searchopts searchstaleness shell tag tag-version-prefix umask user-agent userconfig viewer which workspace".split(" "));
var NPM_MIXED = {
  browser: ["*"],
  color: ["always"],
  "expect-results": ["null"],
  optional: ["null"],
  production: ["null"],
  workspaces: ["null"],
  yes: ["null"]
};
var NPM_KEYS = [...NPM_BOOLEAN, ...NPM_VALUE, ...Object.keys(NPM_MIXED)];
var NPM_SHORTHANDS = {
  "enjoy-by": ["--before"],
  d: ["--loglevel", "info"],
  dd: ["--loglevel", "verbose"],
  ddd: ["--loglevel", "silly"],
  quiet: ["--loglevel", "warn"],
  q: ["--loglevel", "warn"],
  s: ["--loglevel", "silent"],
  silent: ["--loglevel", "silent"],
  verbose: ["--loglevel", "verbose"],
  desc: ["--description"],
  help: ["--usage"],
  local: ["--no-global"],
  n: ["--no-yes"],
  no: ["--no-yes"],
  porcelain: ["--parseable"],
  readonly: ["--read-only"],
  reg: ["--registry"],
  iwr: ["--include-workspace-root"],
  ws: ["--workspaces"],
  a: ["--all"],
  c: ["--call"],
  f: ["--force"],
  g: ["--global"],
  L: ["--location"],
  l: ["--long"],
  m: ["--message"],
  p: ["--parseable"],
  C: ["--prefix"],
  S: ["--save"],
  B: ["--save-bundle"],
  D: ["--save-dev"],
  E: ["--save-exact"],
  O: ["--save-optional"],
  P: ["--save-prod"],
  "?": ["--usage"],
  H: ["--usage"],
  h: ["--usage"],
  v: ["--version"],
  w: ["--workspace"],
  y: ["--yes"]
};
var NPM_SHORTHAND_KEYS = Object.keys(NPM_SHORTHANDS);
var NPM_COMMANDS = [
  "access",
  "adduser",
  "audit",
  "bugs",
  "cache",
  "ci",
  "completion",
  "config",
  "dedupe",
  "deprecate",
  "diff",
  "dist-tag",
  "docs",
  "doctor",
  "edit",
  "exec",
  "explain",
  "explore",
  "find-dupes",
  "fund",
  "get",
  "help",
  "help-search",
  "hook",
  "init",
  "install",
  "install-ci-test",
  "install-test",
  "link",
  "ll",
  "login",
  "logout",
  "ls",
  "org",
  "outdated",
  "owner",
  "pack",
  "ping",
  "pkg",
  "prefix",
  "profile",
  "prune",
  "publish",
  "query",
  "rebuild",
  "repo",
  "restart",
  "root",
  "run-script",
  "sbom",
  "search",
  "set",
  "shrinkwrap",
  "star",
  "stars",
  "start",
  "stop",
  "team",
  "test",
  "token",
  "undeprecate",
  "uninstall",
  "unpublish",
  "unstar",
  "update",
  "version",
  "view",
  "whoami"
];
var NPM_ALIASES = {
  author: "owner",
  home: "docs",
  issues: "bugs",
  info: "view",
  show: "view",
  find: "search",
  add: "install",
  unlink: "uninstall",
  remove: "uninstall",
  rm: "uninstall",
  r: "uninstall",
  un: "uninstall",
  rb: "rebuild",
  list: "ls",
  ln: "link",
  create: "init",
  i: "install",
  it: "install-test",
  cit: "install-ci-test",
  up: "update",
  c: "config",
  s: "search",
  se: "search",
  tst: "test",
  t: "test",
  ddp: "dedupe",
  v: "view",
  run: "run-script",
  "clean-install": "ci",
  "clean-install-test": "install-ci-test",
  x: "exec",
  why: "explain",
  la: "ll",
  verison: "version",
  ic: "ci",
  innit: "init",
  in: "install",
  ins: "install",
  inst: "install",
  insta: "install",
  instal: "install",
  isnt: "install",
  isnta: "install",
  isntal: "install",
  isntall: "install",
  "install-clean": "ci",
  "isntall-clean": "ci",
  hlep: "help",
  "dist-tags": "dist-tag",
  upgrade: "update",
  udpate: "update",
  rum: "run-script",
  sit: "install-ci-test",
  urn: "run-script",
  ogr: "org",
  "add-user": "adduser"
};
function npmCommand(word) {
  let c = /[A-Z]/.test(word) ? word.replace(/([A-Z])/g, (m) => `-${m.toLowerCase()}`) : word;
  if (NPM_COMMANDS.includes(c)) return c;
  if (Object.hasOwn(NPM_ALIASES, c)) return NPM_ALIASES[c];
  const names = [...NPM_COMMANDS, ...Object.keys(NPM_ALIASES)];
  const hits = names.filter((n) => n.startsWith(c));
  if (hits.length === 1 || hits.length > 1 && hits.every((h) => (NPM_ALIASES[h] ?? h) === (NPM_ALIASES[hits[0]] ?? hits[0]))) {
    c = hits[0];
    while (Object.hasOwn(NPM_ALIASES, c) && NPM_ALIASES[c] !== c) c = NPM_ALIASES[c];
  }
  return c;
}
function abbreviation(word, keys) {
  if (keys.includes(word)) return word;
  const hits = keys.filter((k) => k.startsWith(word));
  return hits.length === 1 ? hits[0] : null;
}
function npmShorthand(key) {
  if (NPM_KEYS.includes(key)) return null;
  if (Object.hasOwn(NPM_SHORTHANDS, key)) return NPM_SHORTHANDS[key];
  if (key.length > 1 && [...key].every((c) => Object.hasOwn(NPM_SHORTHANDS, c))) return [...key].flatMap((c) => NPM_SHORTHANDS[c]);
  if (abbreviation(key, NPM_KEYS)) return null;
  const short = abbreviation(key, NPM_SHORTHAND_KEYS);
  return short ? NPM_SHORTHANDS[short] : null;
}
function npmArity(key, hadValue, next, lenient) {
  if (hadValue || next === void 0) return 0;
  if (NPM_VALUE.has(key)) return /^-{1,2}[^-]/.test(next) || /^-{2,}$/.test(next) ? 0 : 1;
  if (Object.hasOwn(NPM_MIXED, key)) {
    const takes = NPM_MIXED[key];
    return next === "true" || next === "false" || takes.includes(next) || takes.includes("*") && !/^-[^-]/.test(next) ? 1 : 0;
  }
  if (!NPM_BOOLEAN.has(key) && lenient && !next.startsWith("-")) return 1;
  return next === "true" || next === "false" ? 1 : 0;
}
function npmWords(words, start2, lenient, end = words.length) {
  const out2 = { options: [], positionals: [], dashes: -1 };
  for (let i2 = start2; i2 < end; i2 += 1) {
    const w = words[i2];
    if (/^-{2,}$/.test(w)) {
      out2.dashes = i2;
      for (let k = i2 + 1; k < end; k += 1) out2.positionals.push(k);
      break;
    }
    if (!w.startsWith("-") || w.length < 2) {
      out2.positionals.push(i2);
      continue;
    }
    const eq = w.indexOf("=");
    const hadValue = eq !== -1;
    let key = (hadValue ? w.slice(0, eq) : w).replace(/^-+/, "");
    const expansion = npmShorthand(key);
    let names;
    let last;
    if (expansion) {
      names = expansion.filter((t) => t.startsWith("--")).map((t) => t.replace(/^--(no-)?/, ""));
      last = expansion[expansion.length - 1];
      if (!last.startsWith("--")) {
        out2.options.push({ word: w, at: i2, names, known: true, ...hadValue ? { value: w.slice(eq + 1) } : {} });
        continue;
      }
      key = last.replace(/^--/, "");
    }
    let negated = false;
    while (key.toLowerCase().startsWith("no-")) {
      negated = !negated;
      key = key.slice(3);
    }
    const resolved = abbreviation(key, NPM_KEYS);
    if (!expansion) names = [resolved ?? key];
    const known = resolved !== null;
    const arity2 = negated ? npmArity("", hadValue, words[i2 + 1], false) : npmArity(resolved ?? key, hadValue, words[i2 + 1], lenient && !known);
    out2.options.push({
      word: w,
      at: i2,
      names: expansion ? names : [resolved ?? key],
      known,
      ...hadValue ? { value: w.slice(eq + 1) } : arity2 ? { value: words[i2 + 1], valueAt: i2 + 1 } : {}
    });
    i2 += arity2;
  }
  return out2;
}
function npxBinary(words) {
  const switches = /* @__PURE__ */ new Set([...NPM_BOOLEAN, ...Object.keys(NPM_MIXED), "no-install", "quiet", "q", "version", "v", "help", "h"]);
  const takes = /* @__PURE__ */ new Set(["package", "p", "cache", "userconfig", "call", "c", "shell"]);
  const queue = [...words];
  for (let i2 = 1; i2 < queue.length; i2 += 1) {
    const arg = queue[i2];
    if (arg === "--") return i2 + 1 < queue.length ? i2 + 1 - (queue.length - words.length) : -1;
    if (!arg.startsWith("-")) return i2 - (queue.length - words.length);
    const [key = "", ...value] = arg.replace(/^-+/, "").split("=");
    if (!["p", "shell", "no-install"].includes(key) && Object.hasOwn(NPM_SHORTHANDS, key)) {
      const expansion = [...NPM_SHORTHANDS[key], ...value.length ? [value.join("=")] : []];
      queue.splice(i2, 1, ...expansion);
      i2 -= 1;
      continue;
    }
    if (!value.length && !switches.has(key) && (takes.has(key) || !/^-/.test(queue[i2 + 1] ?? "-"))) i2 += 1;
  }
  return -1;
}
var PNPM = {
  values: /* @__PURE__ */ new Set([
    "filter",
    "F",
    "filter-prod",
    "test-pattern",
    "changed-files-ignore-pattern",
    "C",
    "dir",
    "reporter",
    "workspace-concurrency",
    "loglevel",
    "resume-from",
    "store-dir",
    "virtual-store-dir",
    "modules-dir",
    "lockfile-dir",
    "global-dir",
    "global-bin-dir",
    "registry",
    "node-options",
    "script-shell",
    "npmrc",
    "cache-dir",
    "state-dir",
    "use-node-version",
    "network-concurrency",
    "child-concurrency",
    "package-import-method",
    "node-linker",
    "fetch-timeout",
    "fetch-retries",
    "package",
    "allow-build",
    "depth",
    "reporter-hide-prefix"
  ]),
  flags: /* @__PURE__ */ new Set([
    "recursive",
    "r",
    "workspace-root",
    "w",
    "parallel",
    "stream",
    "silent",
    "s",
    "if-present",
    "bail",
    "no-bail",
    "aggregate-output",
    "sort",
    "no-sort",
    "reverse",
    "include-workspace-root",
    "color",
    "no-color",
    "use-stderr",
    "frozen-lockfile",
    "no-frozen-lockfile",
    "prod",
    "P",
    "dev",
    "D",
    "optional",
    "O",
    "offline",
    "prefer-offline",
    "shell-mode",
    "c",
    "report-summary",
    "help",
    "h",
    "version",
    "v",
    "ignore-scripts",
    "fail-if-no-match",
    "no-reporter-hide-prefix",
    "save-exact",
    "E",
    "save-dev",
    "save-prod",
    "save-optional",
    "save-peer",
    "global",
    "g",
    "json",
    "long",
    "parseable",
    "fix",
    "interactive",
    "i",
    "latest",
    "L",
    "strict-peer-dependencies",
    "lockfile-only",
    "force",
    "no-optional",
    "no-lockfile",
    "resolution-only",
    "side-effects-cache",
    "workspace",
    "only-projects",
    "changed-files-only"
  ])
};
var YARN = {
  values: /* @__PURE__ */ new Set([
    "cwd",
    "modules-folder",
    "cache-folder",
    "global-folder",
    "link-folder",
    "registry",
    "use-yarnrc",
    "mutex",
    "network-timeout",
    "preferred-cache-folder",
    "https-proxy",
    "proxy",
    "network-concurrency",
    "otp",
    "package",
    "p",
    "include",
    "exclude",
    "from",
    "since",
    "jobs",
    "j"
  ]),
  flags: /* @__PURE__ */ new Set([
    "silent",
    "s",
    "verbose",
    "offline",
    "prefer-offline",
    "frozen-lockfile",
    "immutable",
    "immutable-cache",
    "check-cache",
    "ignore-scripts",
    "json",
    "no-progress",
    "non-interactive",
    "production",
    "prod",
    "pure-lockfile",
    "inline-builds",
    "mode",
    "all",
    "A",
    "recursive",
    "R",
    "parallel",
    "interlaced",
    "i",
    "topological",
    "t",
    "topological-dev",
    "worktree",
    "W",
    "no-private",
    "quiet",
    "q",
    "help",
    "h",
    "version",
    "v"
  ])
};
var BUN = {
  values: /* @__PURE__ */ new Set([
    "cwd",
    "filter",
    "F",
    "env-file",
    "config",
    "c",
    "preload",
    "r",
    "require",
    "eval",
    "e",
    "print",
    "p",
    "shell",
    "elide-lines",
    "tsconfig-override",
    "define",
    "d",
    "conditions",
    "main-fields",
    "extension-order",
    "jsx-factory",
    "jsx-fragment",
    "jsx-import-source",
    "jsx-runtime",
    "port",
    "origin",
    "package",
    "timeout",
    "rerun-each",
    "test-name-pattern",
    "t",
    "coverage-dir",
    "coverage-reporter",
    "reporter",
    "reporter-outfile",
    "max-concurrency",
    "bail"
  ]),
  flags: /* @__PURE__ */ new Set([
    "silent",
    "if-present",
    "bun",
    "b",
    "watch",
    "hot",
    "no-install",
    "install",
    "smol",
    "inspect",
    "inspect-brk",
    "help",
    "h",
    "version",
    "v",
    "revision",
    "verbose",
    "workspaces",
    "production",
    "frozen-lockfile",
    "dry-run",
    "no-save",
    "dev",
    "D",
    "optional",
    "exact",
    "coverage",
    "only",
    "todo",
    "update-snapshots",
    "u",
    "concurrent",
    "randomize"
  ])
};
var PNPM_ALIASES = {
  i: "install",
  up: "update",
  upgrade: "update",
  rm: "remove",
  uninstall: "remove",
  un: "remove",
  ln: "link",
  rb: "rebuild",
  it: "install-test",
  ls: "list",
  "run-script": "run",
  t: "test",
  tst: "test",
  c: "config",
  x: "exec",
  "add-user": "adduser"
};
var PNPM_COMMANDS = /* @__PURE__ */ new Set([
  "add",
  "install",
  "update",
  "remove",
  "link",
  "unlink",
  "import",
  "rebuild",
  "prune",
  "fetch",
  "install-test",
  "dedupe",
  "patch",
  "patch-commit",
  "patch-remove",
  "audit",
  "list",
  "outdated",
  "why",
  "licenses",
  "run",
  "test",
  "exec",
  "dlx",
  "create",
  "start",
  "publish",
  "pack",
  "server",
  "store",
  "root",
  "bin",
  "setup",
  "init",
  "deploy",
  "doctor",
  "config",
  "get",
  "set",
  "env",
  "self-update",
  "cat-file",
  "cat-index",
  "find-hash",
  "help",
  "ci",
  "approve-builds",
  "ignored-builds",
  "stop",
  "restart",
  "login",
  "logout",
  "adduser",
  "whoami",
  "owner",
  "dist-tag",
  "deprecate",
  "unpublish",
  "view",
  "info",
  "docs",
  "repo",
  "bugs",
  "search",
  "sbom",
  "version",
  "ll",
  "la",
  "node"
]);
var YARN_COMMANDS = /* @__PURE__ */ new Set([
  "add",
  "audit",
  "autoclean",
  "bin",
  "cache",
  "check",
  "config",
  "create",
  "dedupe",
  "exec",
  "dlx",
  "generate-lock-entry",
  "global",
  "help",
  "import",
  "info",
  "init",
  "install",
  "licenses",
  "link",
  "list",
  "login",
  "logout",
  "node",
  "outdated",
  "owner",
  "pack",
  "policies",
  "publish",
  "remove",
  "run",
  "tag",
  "team",
  "test",
  "unlink",
  "unplug",
  "upgrade",
  "upgrade-interactive",
  "version",
  "versions",
  "why",
  "workspace",
  "workspaces",
  "npm",
  "plugin",
  "constraints",
  "explain",
  "patch",
  "patch-commit",
  "rebuild",
  "search",
  "set",
  "stage",
  "up",
  "sdks",
  "start"
]);
var BUN_ALIASES = { i: "install", a: "add", rm: "remove", c: "create", x: "x" };
var BUN_COMMANDS = /* @__PURE__ */ new Set([
  "run",
  "test",
  "x",
  "exec",
  "repl",
  "install",
  "add",
  "remove",
  "update",
  "outdated",
  "link",
  "unlink",
  "publish",
  "patch",
  "pm",
  "build",
  "init",
  "create",
  "upgrade",
  "audit",
  "info",
  "why"
]);
function pmCanonical(tool, sub) {
  switch (tool) {
    case "npm":
      return npmCommand(sub);
    case "pnpm":
      return PNPM_ALIASES[sub] ?? sub;
    case "bun":
      return BUN_ALIASES[sub] ?? sub;
    default:
      return sub;
  }
}
function tableOptions(words, start2, table, lenient) {
  const options = [];
  let unknownBeforeWord = null;
  let i2 = start2;
  for (; i2 < words.length; i2 += 1) {
    const w = words[i2];
    if (w === "--" || !w.startsWith("-") || w === "-") break;
    const next = words[i2 + 1];
    const option = { word: w, at: i2, names: [], known: true };
    let takes = false;
    if (w.startsWith("--")) {
      const eq = w.indexOf("=");
      const name2 = w.slice(2, eq === -1 ? void 0 : eq);
      option.names.push(name2);
      option.known = table.values.has(name2) || table.flags.has(name2);
      if (eq !== -1) option.value = w.slice(eq + 1);
      else takes = option.known ? table.values.has(name2) : lenient;
    } else {
      for (let k = 1; k < w.length; k += 1) {
        const letter = w[k];
        option.names.push(letter);
        if (table.values.has(letter)) {
          if (k < w.length - 1) option.value = w.slice(k + 1).replace(/^=/, "");
          else takes = true;
          break;
        }
        if (!table.flags.has(letter)) {
          option.known = false;
          takes = lenient && k === w.length - 1;
          break;
        }
      }
    }
    options.push(option);
    if (!option.known && option.value === void 0 && next !== void 0 && !next.startsWith("-")) unknownBeforeWord ??= option;
    if (takes && next !== void 0) {
      option.value = next;
      option.valueAt = i2 + 1;
      i2 += 1;
    }
  }
  return { options, next: i2, unknownBeforeWord };
}
var PROJECT_RUNNERS = {
  uv: {
    sub: "run",
    values: ["python", "p", "package", "extra", "group", "only-group", "no-group", "color", "python-preference", "resolution", "prerelease", "exclude-newer", "link-mode", "cache-dir", "keyring-provider"],
    flags: ["frozen", "locked", "no-sync", "isolated", "active", "all-extras", "all-groups", "no-dev", "dev", "quiet", "q", "verbose", "v", "offline", "no-project", "no-cache", "n", "native-tls", "no-progress", "exact", "inexact", "no-editable", "compile-bytecode", "refresh", "upgrade", "reinstall", "U"],
    refused: ["directory", "project", "env-file", "config-file", "with-requirements", "script", "s", "module", "m", "gui-script", "index", "default-index", "index-url", "extra-index-url", "find-links", "f"],
    sealed: ["with", "with-editable"]
  },
  poetry: { sub: "run", values: [], flags: ["quiet", "q", "verbose", "v", "vv", "vvv", "no-interaction", "n", "no-ansi", "ansi", "no-cache", "no-plugins"], refused: ["directory", "C", "project", "P"] },
  pipenv: { sub: "run", values: ["python"], flags: ["quiet", "q", "verbose", "v", "clear"], refused: ["site-packages"] },
  pdm: { sub: "run", values: [], flags: ["quiet", "q", "verbose", "v", "list", "l", "site-packages", "skip"], refused: ["project", "p", "global", "g", "venv", "json", "j"] },
  hatch: { sub: "run", values: [], flags: ["quiet", "q", "verbose", "v", "no-interactive"], refused: ["env", "e", "project", "p", "data-dir", "cache-dir", "config"] },
  rye: { sub: "run", values: [], flags: ["quiet", "q", "verbose", "v"], refused: ["pyproject", "list", "l"] },
  bundle: { sub: "exec", values: [], flags: ["keep-file-descriptors", "verbose", "no-color"], refused: ["gemfile"] }
};
function projectRunner(tool, words, lenient) {
  const spec = PROJECT_RUNNERS[tool];
  const call = { tool, options: [], subAt: -1, sub: null, recursive: false, chdirs: [], runDirs: null, run: null, shell: null, args: [], refusal: null };
  let i2 = 1;
  while (i2 < words.length && words[i2].startsWith("-") && words[i2] !== "--") {
    const name2 = words[i2].replace(/^-+/, "").replace(/=.*$/s, "");
    if (!spec.flags.includes(name2)) call.refusal ??= `${tool} option "${words[i2]}" before the subcommand is not understood, so what it runs cannot be analysed`;
    i2 += 1;
  }
  if (words[i2] !== spec.sub) return call;
  call.subAt = i2;
  call.sub = spec.sub;
  let sealed = false;
  for (i2 += 1; i2 < words.length; i2 += 1) {
    const w = words[i2];
    if (w === "--") {
      i2 += 1;
      break;
    }
    if (!w.startsWith("-") || w === "-") break;
    const long = w.startsWith("--");
    const name2 = long ? w.slice(2).replace(/=.*$/s, "") : w.slice(1, 2);
    const attached = long ? w.includes("=") : w.length > 2;
    const option = { word: w, at: i2, names: [name2], known: true };
    call.options.push(option);
    if (spec.refused.includes(name2)) call.refusal ??= `${tool} ${spec.sub} ${w} changes the directory, project, environment or package index the command runs with, which cannot be analysed`;
    else if (spec.sealed?.includes(name2)) sealed = true;
    else if (!spec.values.includes(name2) && !spec.flags.includes(name2)) {
      option.known = false;
      call.refusal ??= `${tool} ${spec.sub} option "${w}" is not understood, so whether the next word is its value or the command cannot be told`;
      if (lenient && !attached) i2 += 1;
      continue;
    }
    if ((spec.values.includes(name2) || spec.sealed?.includes(name2)) && !attached) i2 += 1;
  }
  call.args = range(call.subAt + 1, words.length);
  if (i2 < words.length) call.run = { at: i2, sealed };
  return call;
}
function scriptIn(lookup, dirs, name2) {
  if (!lookup) return false;
  return dirs.every((dir) => lookup(dir)?.has(name2) ?? false);
}
function readPackageManager(words, options = {}) {
  const call = readCall(words, options);
  if (call?.recursive && options.root && !call.runDirs) call.runDirs = ["", ...workspaceDirs(options.root)];
  return call;
}
function readCall(words, options) {
  const tool = basename(words[0] ?? "").replace(/@.*$/s, "");
  if (Object.hasOwn(PROJECT_RUNNERS, tool)) return projectRunner(tool, words, !!options.lenient);
  if (!PACKAGE_MANAGER_NAMES.has(tool)) return null;
  const lenient = !!options.lenient;
  const baseDirs = options.dirs?.length ? options.dirs : [""];
  const call = { tool, options: [], subAt: -1, sub: null, recursive: false, chdirs: [], runDirs: null, run: null, shell: null, args: [], refusal: null };
  const joinShell = (from, via, foreign, dir) => ({ script: from.map((k) => words[k]).join(" "), from, foreign, via, ...dir !== void 0 ? { dir } : {} });
  if (tool === "npm" || tool === "npx") {
    const bin = tool === "npx" ? npxBinary(words) : -1;
    const parsed = npmWords(words, 1, lenient, tool === "npx" && bin !== -1 ? bin : words.length);
    call.options = parsed.options;
    const callOption = parsed.options.find((o) => o.names.includes("call"));
    const callValue = callOption?.value;
    const callFrom = callOption ? [callOption.valueAt ?? callOption.at] : [];
    const emptyShell = "npm exec without a program (or with an empty -c string) starts a shell reading its input, which cannot be analysed";
    if (tool === "npx") {
      call.sub = "exec";
      if (!callValue && bin === -1) call.refusal = emptyShell;
      if (callOption) call.shell = callValue === void 0 ? null : { script: callValue, from: callFrom, foreign: false, via: "npx -c" };
      else if (bin !== -1) call.run = { at: bin, sealed: true };
      return call;
    }
    const [subAt, ...rest] = parsed.positionals;
    if (subAt === void 0) return call;
    call.subAt = subAt;
    call.sub = npmCommand(words[subAt]);
    call.args = rest;
    if (call.sub === "init" && rest.length) call.refusal = `npm ${words[subAt]} ${words[rest[0]]} runs a package fetched from the registry (create-NAME), which cannot be analysed`;
    if (call.sub === "exec") {
      if (!callValue && rest[0] === void 0) call.refusal = emptyShell;
      if (callOption) call.shell = callValue === void 0 ? null : { script: callValue, from: callFrom, foreign: false, via: "npm exec -c" };
      else if (rest[0] !== void 0) call.run = { at: rest[0], sealed: true };
    } else if (call.sub === "explore") {
      const [pkg, ...command] = rest;
      if (pkg === void 0) call.refusal = "npm explore without a package";
      else if (!command.length) call.refusal = "npm explore without a command starts an interactive shell, which cannot be analysed";
      else call.shell = joinShell(command, "npm explore", false, path9.posix.join("node_modules", words[pkg]));
    }
    return call;
  }
  const table = tool === "pnpm" || tool === "pnpx" ? PNPM : tool === "yarn" ? YARN : BUN;
  let i2 = 1;
  let dirs = [...baseDirs];
  const take = (start2) => {
    const read = tableOptions(words, start2, table, lenient);
    call.options.push(...read.options);
    if (read.unknownBeforeWord && !lenient) call.refusal ??= `${tool} option "${read.unknownBeforeWord.word}" is not known, so whether "${words[read.unknownBeforeWord.at + 1]}" is its value or the command cannot be told`;
    for (const o of read.options) {
      if (["r", "recursive", "filter", "F", "filter-prod"].some((n) => o.names.includes(n))) call.recursive = true;
      if (["C", "dir", "cwd"].includes(o.names[o.names.length - 1])) {
        if (o.value === void 0) call.refusal ??= `${tool} ${o.word} without a directory`;
        else call.chdirs.push(o.value);
      }
    }
    return read.next < words.length && words[read.next] === "--" ? read.next + 1 : read.next;
  };
  if (tool === "pnpx" || tool === "bunx") {
    i2 = take(1);
    call.sub = "exec";
    if (call.options.some((o) => o.names.includes("c") || o.names.includes("shell-mode"))) call.shell = joinShell(range(i2, words.length), `${tool} -c`, false);
    else if (i2 < words.length) call.run = { at: i2, sealed: true };
    return call;
  }
  i2 = take(1);
  if (i2 >= words.length) return call;
  let sub = pmCanonical(tool, words[i2]);
  if (tool === "pnpm" && ["recursive", "multi", "m"].includes(words[i2])) {
    call.recursive = true;
    i2 = take(i2 + 1);
    if (i2 >= words.length) return call;
    sub = pmCanonical(tool, words[i2]);
  }
  if (tool === "yarn" && sub === "workspace" && i2 + 1 < words.length) {
    dirs = [`\0${words[i2 + 1]}`];
    if (options.root) call.runDirs = workspaceDirs(options.root).filter((d) => packageName(options.root, d) === words[i2 + 1]);
    i2 = take(i2 + 2);
    if (i2 >= words.length) return call;
    sub = words[i2];
  } else if (tool === "yarn" && sub === "workspaces" && words[i2 + 1] === "foreach") {
    call.recursive = true;
    i2 = take(i2 + 2);
    if (i2 >= words.length) return call;
    sub = words[i2];
  }
  if (tool === "yarn" && sub === "npm" && i2 + 1 < words.length) {
    call.subAt = i2 + 1;
    call.sub = words[i2 + 1];
    return call;
  }
  call.subAt = i2;
  call.sub = sub;
  call.args = range(i2 + 1, words.length);
  if (call.chdirs.length) dirs = dirs.flatMap((d) => call.chdirs.map((c) => path9.posix.normalize(d ? `${d}/${c}` : c)));
  const commands = tool === "pnpm" ? PNPM_COMMANDS : tool === "yarn" ? YARN_COMMANDS : BUN_COMMANDS;
  const afterSub = (from) => {
    const before = call.options.length;
    const at = take(from);
    const shell = call.options.slice(before).some((o) => o.names.includes("c") || o.names.includes("shell-mode"));
    return { at, shell };
  };
  switch (sub) {
    case "exec": {
      if (tool === "yarn" || tool === "bun") {
        call.shell = joinShell(range(i2 + 1, words.length), `${tool} exec`, true);
        return call;
      }
      const { at, shell } = afterSub(i2 + 1);
      if (shell) call.shell = joinShell(range(at, words.length), "pnpm exec -c", false);
      else if (at < words.length) call.run = { at, sealed: false };
      return call;
    }
    case "dlx":
    case "x": {
      const { at, shell } = afterSub(i2 + 1);
      if (shell) call.shell = joinShell(range(at, words.length), `${tool} ${sub} -c`, false);
      else if (at < words.length) call.run = { at, sealed: true };
      return call;
    }
    case "node":
      if (tool === "yarn") call.run = { at: i2, sealed: false };
      return call;
    case "run": {
      if (tool === "pnpm") return call;
      const at = take(i2 + 1);
      if (at < words.length && !call.recursive && !scriptIn(options.scripts, dirs, words[at])) call.run = { at, sealed: false };
      return call;
    }
    case "create":
      call.refusal ??= `${tool} create runs a package fetched from the registry (create-NAME), which cannot be analysed`;
      return call;
    default:
      break;
  }
  if (commands.has(sub) || Object.hasOwn(tool === "pnpm" ? PNPM_ALIASES : BUN_ALIASES, words[i2])) return call;
  if (call.recursive || scriptIn(options.scripts, dirs, words[i2])) return call;
  call.run = { at: i2, sealed: false };
  return call;
}
function range(from, to) {
  return Array.from({ length: Math.max(0, to - from) }, (_, k) => from + k);
}
function runnerStarts(words) {
  const starts = /* @__PURE__ */ new Set();
  for (const lenient of [false, true]) {
    const call = readPackageManager(words, { lenient });
    if (call?.run) starts.add(call.run.at);
  }
  return [...starts];
}
function workspaceDirs(root) {
  const patterns = [];
  try {
    const parsed = JSON.parse(readFileSync3(path9.join(root, "package.json"), "utf8"));
    const ws = parsed.workspaces;
    const list2 = Array.isArray(ws) ? ws : ws && typeof ws === "object" && Array.isArray(ws.packages) ? ws.packages : [];
    for (const p of list2) if (typeof p === "string") patterns.push(p);
  } catch {
  }
  try {
    for (const m of readFileSync3(path9.join(root, "pnpm-workspace.yaml"), "utf8").matchAll(/^\s*-\s*['"]?([^'"\n#]+?)['"]?\s*$/gm)) patterns.push(m[1]);
  } catch {
  }
  const dirs = [];
  for (const pattern of patterns) {
    const clean = pattern.replace(/^\.\//, "").replace(/\/+$/, "");
    if (clean.startsWith("!")) continue;
    if (!/[*?[]/.test(clean)) {
      dirs.push(clean);
      continue;
    }
    const star = /^([^*?[]*)\/\*$/.exec(clean);
    if (!star) continue;
    try {
      for (const entry of readdirSync3(path9.join(root, star[1]), { withFileTypes: true })) if (entry.isDirectory()) dirs.push(`${star[1]}/${entry.name}`);
    } catch {
    }
  }
  return dirs;
}
function scriptLookup(root) {
  return (dir) => {
    if (!dir.startsWith("\0")) return packageScripts(root, dir);
    const name2 = dir.slice(1);
    const found = workspaceDirs(root).find((candidate) => packageName(root, candidate) === name2);
    return found === void 0 ? null : packageScripts(root, found);
  };
}
function packageName(root, dir) {
  try {
    const name2 = JSON.parse(readFileSync3(path9.join(root, dir, "package.json"), "utf8")).name;
    return typeof name2 === "string" ? name2 : null;
  } catch {
    return null;
  }
}
var scriptCache = /* @__PURE__ */ new Map();
function packageScripts(root, dir) {
  const file = path9.resolve(root, dir, "package.json");
  const s = statSync5(file, { throwIfNoEntry: false });
  const key = s ? `${s.ino}:${s.size}:${s.mtimeMs}` : "-";
  const cached = scriptCache.get(file);
  if (cached && cached.key === key) return cached.scripts;
  let scripts = null;
  try {
    const parsed = JSON.parse(readFileSync3(file, "utf8"));
    scripts = new Set(parsed.scripts && typeof parsed.scripts === "object" ? Object.keys(parsed.scripts) : []);
  } catch {
    scripts = null;
  }
  if (scriptCache.size > 200) scriptCache.clear();
  scriptCache.set(file, { key, scripts });
  return scripts;
}

// src/policy/shell/writers.ts
var WRITER_VALUES = {
  rm: [],
  rmdir: [],
  unlink: [],
  shred: ["-n", "-s", "--iterations", "--size", "--random-source"],
  mv: ["-t", "--target-directory", "-S", "--suffix"],
  cp: ["-t", "--target-directory", "-S", "--suffix", "--reflink", "--sparse", "--preserve", "--no-preserve"],
  install: ["-m", "--mode", "-o", "--owner", "-g", "--group", "-t", "--target-directory", "-S", "--suffix", "--strip-program"],
  touch: ["-d", "--date", "-t", "-r", "--reference", "--time"],
  mkdir: ["-m", "--mode"],
  ln: ["-t", "--target-directory", "-S", "--suffix"],
  link: [],
  chmod: ["--reference"],
  chown: ["--reference", "--from"],
  chgrp: ["--reference"],
  truncate: ["-s", "--size", "-r", "--reference", "-o"],
  mktemp: ["-p", "--tmpdir", "--suffix"],
  rsync: ["-e", "--rsh", "--rsync-path", "--exclude", "--include", "-f", "--filter", "--files-from", "--exclude-from", "--include-from", "-T", "--temp-dir", "--backup-dir", "--suffix", "--chmod", "--chown", "--compare-dest", "--copy-dest", "--link-dest", "--log-file", "--partial-dir", "-B", "--block-size", "--port", "--timeout", "--bwlimit", "--max-size", "--min-size", "--modify-window", "--out-format"],
  patch: ["-p", "-i", "-o", "-d", "-B", "-r", "-D", "-F", "-V", "-z", "-Y", "--strip", "--input", "--output", "--directory", "--prefix", "--reject-file", "--ifdef", "--fuzz", "--suffix", "--basename-prefix"]
};
function writerTargets(words) {
  const name2 = basename(words[0] ?? "");
  const withValue = WRITER_VALUES[name2];
  if (!withValue || !Object.hasOwn(WRITER_VALUES, name2)) return null;
  const parsed = parseArgs(words, new Set(withValue));
  const target = values(parsed, "-t", "--target-directory");
  let operands2 = parsed.operands;
  switch (name2) {
    case "chmod":
    case "chown":
    case "chgrp":
      return has(parsed, "--reference") ? operands2 : operands2.slice(1);
    case "cp":
    case "install":
    case "ln":
    case "link":
    case "rsync":
      if (target.length) return target;
      if (name2 === "install" && has(parsed, "-d", "--directory")) return operands2;
      if (name2 === "ln" && operands2.length === 1) return [basename(operands2[0])];
      return operands2.slice(-1);
    case "mktemp":
      return operands2.length ? operands2 : [];
    case "patch":
      operands2 = operands2.slice(0, 1);
      return [...operands2, ...values(parsed, "-o", "--output", "-r", "--reject-file")];
    default:
      return [...operands2, ...target];
  }
}

// src/policy/shell/programs.ts
function facts(partial = {}) {
  return { refusal: null, reads: [], writes: [], treeReads: [], treeWrites: [], ...partial };
}
var NPM_SAFE_OPTIONS = /* @__PURE__ */ new Set([
  "silent",
  "s",
  "quiet",
  "q",
  "loglevel",
  "if-present",
  "color",
  "no-color",
  "json",
  "parseable",
  "p",
  "workspaces",
  "ws",
  "workspace",
  "w",
  "include-workspace-root",
  "foreground-scripts",
  "ignore-scripts",
  "d",
  "dd",
  "ddd",
  "verbose",
  "long",
  "l",
  "yes",
  "y",
  "no-yes",
  "audit",
  "no-audit",
  "fund",
  "no-fund",
  "prefer-offline",
  "offline",
  "prefer-online",
  "save",
  "no-save",
  "save-dev",
  "D",
  "save-exact",
  "E",
  "save-optional",
  "O",
  "save-peer",
  "save-prod",
  "P",
  "production",
  "omit",
  "include",
  "legacy-peer-deps",
  "strict-peer-deps",
  "dry-run",
  "package-lock-only",
  "no-package-lock",
  "depth",
  "all",
  "a",
  "unicode",
  "progress",
  "no-progress",
  "timing",
  "version",
  "v",
  "help",
  "h",
  "usage",
  "fix",
  "force",
  "f",
  "no-update-notifier",
  "update-notifier",
  "install-links",
  "no-install-links",
  "install-strategy",
  "audit-level",
  "no-optional",
  "no-bin-links",
  "bin-links"
]);
var PM_DANGEROUS = /(shell|node-?options|user-?config|global-?config|npmrc|rc-?file|^config|^prefix$|^dir$|^cwd$|^C$|^filter$|^F$|^recursive$|^r$|^cache|^store|^modules|^virtual-store|^global$|^g$|^require$|^preload$|^exec-path|^registry$|^script-shell|^bun$|^env-file$|^eval$|^e$|^print$|^p$)/i;
var PM_SELECTION = {
  pnpm: { filter: true, F: true, "filter-prod": true, recursive: false, r: false, "workspace-root": false, w: false, C: true, dir: true },
  yarn: { cwd: true },
  bun: { cwd: true }
};
var PM_LEADING = {
  npm: { workspace: true, w: true, workspaces: false, ws: false, "include-workspace-root": false, "if-present": false, silent: false, s: false, quiet: false, q: false, loglevel: true },
  pnpm: {
    ...PM_SELECTION.pnpm,
    parallel: false,
    stream: false,
    silent: false,
    s: false,
    "if-present": false,
    "no-bail": false,
    bail: false,
    "aggregate-output": false,
    sort: false,
    "no-sort": false,
    reverse: false,
    "include-workspace-root": false,
    reporter: true,
    "workspace-concurrency": true
  },
  yarn: { cwd: true, silent: false, s: false }
};
function subcommandFirst(words) {
  const known = PM_LEADING[basename(words[0] ?? "")];
  if (!known) return null;
  let i2 = 1;
  while (i2 < words.length && words[i2].startsWith("-") && words[i2] !== "-" && words[i2] !== "--") {
    const w = words[i2];
    const name2 = w.startsWith("--") ? w.slice(2).replace(/=.*$/s, "") : w.slice(1);
    if (!Object.hasOwn(known, name2)) return null;
    i2 += known[name2] && !w.includes("=") ? 2 : 1;
  }
  if (i2 === 1 || i2 >= words.length || words[i2] === "--") return null;
  const head = ["exec", "dlx"].includes(words[i2]) && i2 + 1 < words.length && !words[i2 + 1].startsWith("-") ? 2 : 1;
  return [words[0], ...words.slice(i2, i2 + head), ...words.slice(1, i2), ...words.slice(i2 + head)];
}
var NPM_SAFE_KEYS = /* @__PURE__ */ new Set([
  "loglevel",
  "if-present",
  "color",
  "json",
  "parseable",
  "workspace",
  "workspaces",
  "include-workspace-root",
  "foreground-scripts",
  "ignore-scripts",
  "long",
  "yes",
  "audit",
  "fund",
  "prefer-offline",
  "offline",
  "prefer-online",
  "save",
  "save-dev",
  "save-exact",
  "save-optional",
  "save-peer",
  "save-prod",
  "production",
  "omit",
  "include",
  "legacy-peer-deps",
  "strict-peer-deps",
  "dry-run",
  "package-lock-only",
  "package-lock",
  "depth",
  "all",
  "unicode",
  "progress",
  "timing",
  "version",
  "usage",
  "force",
  "update-notifier",
  "install-links",
  "install-strategy",
  "audit-level",
  "optional",
  "bin-links"
]);
var NPM_RUNNER_KEYS = /* @__PURE__ */ new Set(["package", "call", "no-install"]);
function npmWrittenSafe(w) {
  const names = w.startsWith("--") ? [w.slice(2).replace(/=.*$/s, "")] : w.length === 2 ? [w.slice(1)] : [w.slice(1), ...w.slice(1).split("")];
  const bad = names.find((n) => !NPM_SAFE_OPTIONS.has(n));
  return bad === void 0 || w.length > 2 && !w.startsWith("--") && names.slice(1).every((n) => NPM_SAFE_OPTIONS.has(n));
}
function packageManager(words) {
  const call = readPackageManager(words);
  if (!call) return facts();
  const tool = call.tool;
  if (call.refusal) return facts({ refusal: call.refusal });
  const selection = PM_SELECTION[tool] ?? {};
  const runner = tool === "npx" || call.sub === "exec";
  for (const o of call.options) {
    if (tool === "npm" || tool === "npx") {
      if (npmWrittenSafe(o.word) || o.names.every((n) => NPM_SAFE_KEYS.has(n) || runner && NPM_RUNNER_KEYS.has(n))) continue;
      const afterBinary = call.run !== null && o.at > call.run.at;
      return facts({
        refusal: afterBinary ? `npm reads options before "--" as its own configuration, also after the program npm exec runs ("${o.word}"); put the program's options after "--" (npm exec -- PROGRAM ${o.word})` : `npm option "${o.word}" sets npm configuration, which can change the shell and programs scripts run with (script-shell, node-options, userconfig, prefix ...); pass script arguments after "--"`
      });
    }
  }
  const chdirs = [...call.chdirs];
  if (tool !== "npm" && tool !== "npx") {
    const dashes = words.indexOf("--");
    const end = call.run ? call.run.at : dashes === -1 ? words.length : dashes;
    for (let i2 = 1; i2 < end; i2 += 1) {
      const w = words[i2];
      if (!w.startsWith("-") || w === "-") continue;
      const long = w.startsWith("--");
      const name2 = long ? w.slice(2).replace(/=.*$/s, "") : w.slice(1, 2);
      const attached = long ? w.includes("=") ? w.slice(w.indexOf("=") + 1) : void 0 : w.length > 2 ? w.slice(2) : void 0;
      if (Object.hasOwn(selection, name2) && (long || w.length === 2 || selection[name2])) {
        const value = selection[name2] ? attached ?? words[i2 + 1] : void 0;
        if (["C", "dir", "cwd"].includes(name2) && value !== void 0 && !call.options.some((o) => o.at === i2)) chdirs.push(value);
        if (selection[name2] && attached === void 0) i2 += 1;
        continue;
      }
      const names = long ? [name2] : w.length === 2 ? [name2] : [w.slice(1), ...w.slice(1).split("")];
      if (names.some((n) => PM_DANGEROUS.test(n))) {
        return facts({ refusal: `${tool} option "${w}" changes the configuration, shell or directory scripts run with, and cannot be analysed` });
      }
    }
  }
  const first = call.args[0] === void 0 ? void 0 : words[call.args[0]];
  if (tool === "npm" && (call.sub === "edit" || call.sub === "config" && ["set", "delete", "edit", "fix", "rm", "del"].includes(first ?? "") || call.sub === "set")) {
    return facts({ refusal: `npm ${words[call.subAt]} changes npm's configuration (or opens an editor), which changes what later npm commands run` });
  }
  if ((tool === "pnpm" || tool === "yarn" || tool === "bun") && (call.sub === "config" && ["set", "delete", "unset"].includes(first ?? "") || call.sub === "set")) {
    return facts({ refusal: `${tool} ${call.sub} changes the configuration that later ${tool} commands run with` });
  }
  const writes = tool === "npm" && (call.sub === "pkg" && ["set", "delete", "fix"].includes(first ?? "") || call.sub === "version" && first !== void 0) ? ["package.json"] : [];
  return facts({ writes, ...chdirs.length ? { chdirs } : {} });
}
var GIT_SAFE_GLOBAL = /* @__PURE__ */ new Set([
  "--no-pager",
  "-P",
  "--no-optional-locks",
  "--literal-pathspecs",
  "--glob-pathspecs",
  "--noglob-pathspecs",
  "--icase-pathspecs",
  "--no-replace-objects",
  "--no-lazy-fetch",
  "--no-advice",
  "--version",
  "--help"
]);
var GIT_SAFE_CONFIG = /^(user\.(name|email)|author\.(name|email)|committer\.(name|email)|color\.[a-z.]+|core\.quotepath|advice\.[a-z]+|init\.defaultbranch|diff\.(renames|mnemonicprefix|noprefix|relative|algorithm|context|interhunkcontext|statgraphwidth)|log\.(date|decorate|abbrevcommit|showroot|follow)|commit\.gpgsign|tag\.gpgsign|pull\.(rebase|ff)|merge\.ff|safe\.directory|core\.abbrev)=/i;
var GIT_EXEC_OPTIONS = {
  "*": ["--upload-pack", "--receive-pack", "--exec", "--ext-diff", "--template", "--separate-git-dir", "--config"],
  clone: ["-u", "-c"],
  "ls-remote": ["-u"],
  archive: ["--remote"],
  grep: ["-O", "--open-files-in-pager"],
  difftool: ["-x", "--extcmd", "-t", "--tool", "-g", "--gui"],
  mergetool: ["-t", "--tool", "-g", "--gui"],
  rebase: ["-x", "--exec"]
};
var GIT_EXEC_SUBCOMMANDS = /* @__PURE__ */ new Set(["config", "bisect", "submodule", "filter-branch", "filter-repo", "difftool", "mergetool", "daemon", "instaweb", "web--browse", "credential", "credential-store", "credential-cache", "send-email", "imap-send", "svn", "p4", "cvsimport", "cvsserver", "archimport", "quiltimport", "request-pull", "fsmonitor--daemon", "hook", "upload-pack", "receive-pack", "shell", "remote-ext", "remote-fd", "sh-setup", "am", "apply"]);
function git(words) {
  let i2 = 1;
  while (i2 < words.length && words[i2].startsWith("-")) {
    const w = words[i2];
    if (w === "-c") {
      const setting = words[i2 + 1] ?? "";
      if (!GIT_SAFE_CONFIG.test(setting)) return facts({ refusal: `git -c "${setting}" can make git run programs (aliases, pagers, hooks, drivers) and is not allowed` });
      i2 += 2;
      continue;
    }
    if (!GIT_SAFE_GLOBAL.has(w)) {
      return facts({ refusal: `git option "${w}" changes which repository, configuration or programs git uses, and cannot be analysed` });
    }
    i2 += 1;
  }
  const sub = words[i2];
  if (sub === void 0) return facts();
  if (GIT_EXEC_SUBCOMMANDS.has(sub)) {
    return facts({ refusal: `git ${sub} runs commands, applies changes to paths it reads from its input, or reads and writes git's configuration, and cannot be analysed` });
  }
  const rest = words.slice(i2 + 1);
  const execOptions = [...GIT_EXEC_OPTIONS["*"], ...GIT_EXEC_OPTIONS[sub] ?? []];
  for (const w of rest) {
    if (w === "--") break;
    const name2 = w.startsWith("--") ? w.replace(/=.*$/s, "") : w.slice(0, 2);
    if (execOptions.includes(name2)) return facts({ refusal: `git ${sub} ${name2} runs another program (or sets configuration that does) and cannot be analysed` });
  }
  const parsed = parseArgs(words, /* @__PURE__ */ new Set(["--output", "-o", "--output-directory", "-O", "-S", "-G", "--format", "--pretty", "-n", "--max-count", "--since", "--until", "--author", "--grep", "-e", "-U", "--unified", "-L", "--stat"]), i2 + 1);
  const out2 = facts();
  out2.writes.push(...values(parsed, "--output", "--output-directory"));
  if (sub === "format-patch" || sub === "archive") out2.writes.push(...values(parsed, "-o"));
  if (sub === "grep" && rest.some((w) => ["--no-index", "--untracked", "--recurse-submodules"].includes(w))) {
    const dashes = words.indexOf("--", i2 + 1);
    const pathspecs = dashes === -1 ? [] : words.slice(dashes + 1);
    out2.treeReads.push(...pathspecs.length ? pathspecs : ["."]);
    out2.skipGitDirs = true;
  }
  if (["mv", "rm", "restore"].includes(sub)) out2.treeWrites.push(...parsed.operands);
  if (sub === "fsck" && rest.some((w) => w === "--lost-found")) out2.writes.push(".git/lost-found");
  if (sub === "checkout") {
    const dashes = words.indexOf("--", i2 + 1);
    if (dashes !== -1) out2.treeWrites.push(...words.slice(dashes + 1));
    out2.existingTreeWrites = parsed.operands;
  }
  if (sub === "diff" && has(parsed, "--no-index")) out2.treeReads.push(...parsed.operands);
  const content = gitContentRead(words, i2);
  if (content) out2.gitContent = content;
  return out2;
}
var GREP_VALUE = /* @__PURE__ */ new Set(["-e", "-f", "-m", "-A", "-B", "-C", "-d", "-D", "--regexp", "--file", "--max-count", "--after-context", "--before-context", "--context", "--directories", "--devices", "--include", "--exclude", "--exclude-from", "--exclude-dir", "--label", "--binary-files", "--group-separator"]);
var RG_VALUE = /* @__PURE__ */ new Set(["-e", "-f", "-g", "-t", "-T", "-m", "-A", "-B", "-C", "-j", "-M", "-r", "-E", "--regexp", "--file", "--glob", "--iglob", "--type", "--type-not", "--type-add", "--type-clear", "--max-count", "--after-context", "--before-context", "--context", "--threads", "--max-columns", "--max-depth", "--max-filesize", "--replace", "--encoding", "--engine", "--sort", "--sortr", "--path-separator", "--colors", "--context-separator", "--field-context-separator", "--field-match-separator", "--pre-glob", "--dfa-size-limit", "--regex-size-limit", "--ignore-file"]);
function searchRoots(words, withValue, recursive) {
  const parsed = parseArgs(words, withValue);
  const patternGiven = has(parsed, "-e", "-f", "--regexp", "--file");
  const files = patternGiven ? parsed.operands : parsed.operands.slice(1);
  if (!recursive) return [];
  return files.length ? files : ["."];
}
function grepFilter(parsed) {
  const follow = has(parsed, "-R", "--dereference-recursive");
  const fileGlobs = parsed.options.filter((o) => (o.name === "--include" || o.name === "--exclude") && o.value).map((o) => ({ include: o.name === "--include", glob: o.value }));
  const excludeDirs = values(parsed, "--exclude-dir").filter(Boolean);
  return {
    ...follow ? { followLinks: true } : { skipLinks: true },
    ...fileGlobs.length ? { fileGlobs } : {},
    ...excludeDirs.length ? { excludeDirs } : {}
  };
}
var RG_TYPES = {
  ts: ["*.ts", "*.tsx", "*.cts", "*.mts"],
  typescript: ["*.ts", "*.tsx", "*.cts", "*.mts"],
  js: ["*.js", "*.jsx", "*.vue", "*.cjs", "*.mjs"],
  py: ["*.py", "*.pyi"],
  python: ["*.py", "*.pyi"],
  go: ["*.go"],
  rust: ["*.rs"],
  java: ["*.java", "*.jsp", "*.jspx", "*.properties"],
  kotlin: ["*.kt", "*.kts"],
  yaml: ["*.yaml", "*.yml"],
  md: ["*.markdown", "*.md", "*.mdown", "*.mdwn", "*.mkd", "*.mkdn", "*.mdx"],
  markdown: ["*.markdown", "*.md", "*.mdown", "*.mdwn", "*.mkd", "*.mkdn", "*.mdx"],
  css: ["*.css", "*.scss"]
};
function rgFilter(parsed) {
  const us = parsed.options.filter((o) => o.name === "-u").length;
  const noIgnore = us >= 1 || parsed.options.some((o) => o.name.startsWith("--no-ignore") || o.name === "--ignore-file");
  const hidden = us >= 2 || has(parsed, "--hidden", "-.");
  const follow = has(parsed, "-L", "--follow");
  const globs = values(parsed, "-g", "--glob", "--iglob").filter((g) => g && !g.startsWith("!"));
  const types = values(parsed, "-t", "--type");
  let anyNames = globs.map((glob) => ({ glob, nocase: false }));
  let narrows = !globs.some((g) => g.includes("/"));
  for (const type of types) {
    const list2 = RG_TYPES[type];
    if (!list2 || has(parsed, "--type-add")) narrows = false;
    else anyNames.push(...list2.map((glob) => ({ glob, nocase: false })));
  }
  if (!narrows || !anyNames.length) anyNames = void 0;
  const unknownSelection = (globs.length || types.length) && !anyNames;
  return {
    ...follow ? { followLinks: true } : { skipLinks: true },
    ...anyNames ? { anyNames } : {},
    ...!hidden && !unknownSelection ? { skipHidden: true } : {},
    ...!noIgnore && !unknownSelection ? { skipIgnored: true } : {}
  };
}
function tarFacts(words) {
  const first = words[1] ?? "";
  const oldStyle = first !== "" && !first.startsWith("-") ? first : "";
  const shortClusters = words.slice(1).filter((w) => /^-[^-]/.test(w)).join("");
  const long = words.slice(1).filter((w) => w.startsWith("--")).map((w) => w.replace(/=.*$/s, ""));
  const execLong = ["--to-command", "--use-compress-program", "--checkpoint-action", "--info-script", "--new-volume-script", "--rsh-command", "--rmt-command", "--index-file"];
  const badLong = long.find((w) => execLong.includes(w));
  if (badLong || /[IF]/.test(oldStyle) || /[IF]/.test(shortClusters)) {
    return facts({ refusal: `tar ${badLong ?? "-I / -F"} runs another program and cannot be analysed` });
  }
  if (/x/.test(oldStyle) || /x/.test(shortClusters) || long.some((w) => w === "--extract" || w === "--get")) {
    return facts({ refusal: "tar extraction writes whatever paths the archive holds, which cannot be checked before it runs" });
  }
  const parsed = parseArgs(words, /* @__PURE__ */ new Set(["-f", "--file", "-C", "--directory", "-T", "--files-from", "-X", "--exclude-from", "-b", "-H", "--format", "--transform", "--xform", "--exclude", "-V", "--label", "-N", "--newer", "--mode", "--owner", "--group"]));
  const out2 = facts();
  const creating = /[crua]/.test(oldStyle) || /[crua]/.test(shortClusters) || long.some((w) => ["--create", "--append", "--update", "--concatenate"].includes(w));
  if (creating) {
    out2.writes.push(...values(parsed, "-f", "--file").filter((f) => f !== "-"));
    out2.treeReads.push(...parsed.operands.slice(oldStyle && /f/.test(oldStyle) ? 1 : 0));
    if (has(parsed, "-C", "--directory", "--transform", "--xform")) out2.refusal = "tar -C / --transform change which files are archived under which names, and cannot be analysed";
  }
  return out2;
}
function isRecursive(words, short, long) {
  return words.slice(1).some((w) => w.startsWith("--") ? long.includes(w.replace(/=.*$/s, "")) : /^-[^-]/.test(w) && [...w.slice(1)].some((c) => short.includes(c)));
}
function programFacts(words) {
  const name2 = basename(words[0] ?? "");
  switch (name2) {
    case "npm":
    case "npx":
    case "pnpm":
    case "pnpx":
    case "yarn":
    case "bun":
    case "bunx":
      return packageManager(words);
    case "git":
      return git(words);
    case "sed": {
      const script = sedFacts(words);
      return facts({ refusal: script.refusal, reads: script.reads, writes: script.writes });
    }
    case "awk":
    case "gawk":
    case "mawk":
    case "nawk":
    case "busybox-awk": {
      const program = awkFacts(words);
      return facts({ refusal: program.refusal, reads: program.reads, writes: program.writes });
    }
    case "grep":
    case "egrep":
    case "fgrep": {
      const parsed = parseArgs(words, GREP_VALUE);
      const recursive = has(parsed, "-r", "-R", "--recursive", "--dereference-recursive") || values(parsed, "-d", "--directories").includes("recurse");
      return facts({ treeReads: searchRoots(words, GREP_VALUE, recursive), treeReadFilter: grepFilter(parsed), reads: values(parsed, "-f", "--file", "--exclude-from") });
    }
    case "rgrep":
      return facts({ treeReads: searchRoots(words, GREP_VALUE, true), treeReadFilter: grepFilter(parseArgs(words, GREP_VALUE)) });
    case "rg": {
      const parsed = parseArgs(words, RG_VALUE);
      if (has(parsed, "--pre")) return facts({ refusal: "rg --pre runs a program on every file and cannot be analysed" });
      if (has(parsed, "--files", "--type-list")) return facts();
      return facts({ treeReads: searchRoots(words, RG_VALUE, true), treeReadFilter: rgFilter(parsed) });
    }
    case "ag":
    case "ack":
    case "ack-grep": {
      const operands2 = parseArgs(words, /* @__PURE__ */ new Set(["-G", "-g", "--ignore-dir", "-A", "-B", "-C", "-m", "--pager"])).operands;
      if (words.some((w) => w.startsWith("--pager"))) return facts({ refusal: `${name2} --pager runs another program` });
      return facts({ treeReads: operands2.length > 1 ? operands2.slice(1) : ["."] });
    }
    case "diff": {
      const recursive = isRecursive(words, "r", ["--recursive"]);
      return facts({ treeReads: recursive ? parseArgs(words, /* @__PURE__ */ new Set(["-x", "-X", "--exclude", "--exclude-from", "-I", "-F", "-S", "--label", "-L"])).operands : [] });
    }
    case "cp":
    case "rsync":
    case "scp":
    case "zip": {
      if (name2 === "rsync" && words.some((w) => /^(-e|--rsh|--rsync-path)/.test(w) || /^-[^-]*e/.test(w))) return facts({ refusal: "rsync -e / --rsync-path run another program and cannot be analysed" });
      if (name2 === "scp" && words.some((w) => /^-[^-]*[SFo]/.test(w))) return facts({ refusal: "scp -S / -F / -o can run other programs and cannot be analysed" });
      if (name2 === "zip" && words.some((w) => /^(-TT|--unzip-command)/.test(w))) return facts({ refusal: "zip -TT runs another program and cannot be analysed" });
      const recursive = name2 === "zip" ? isRecursive(words, "r", ["--recurse-paths"]) : isRecursive(words, "rRa", ["--recursive", "--archive"]);
      if (!recursive) return facts();
      const parsed = parseArgs(words, /* @__PURE__ */ new Set(["-t", "--target-directory", "-S", "--suffix", "--exclude", "--include", "-f", "--filter", "--files-from", "-i", "-x", "-P", "-l", "-F", "-o"]));
      const operands2 = parsed.operands;
      if (name2 === "zip") return facts({ treeReads: operands2.slice(1) });
      return facts({ treeReads: has(parsed, "-t", "--target-directory") ? operands2 : operands2.slice(0, -1) });
    }
    case "rm":
    case "chmod":
    case "chown":
    case "chgrp":
    case "shred": {
      const recursive = isRecursive(words, name2 === "rm" ? "rR" : "R", ["--recursive"]);
      return facts({ treeWrites: recursive ? writerTargets(words) ?? [] : [] });
    }
    case "sort": {
      if (words.some((w) => w.startsWith("--compress-program"))) return facts({ refusal: "sort --compress-program runs another program and cannot be analysed" });
      const parsed = parseArgs(words, /* @__PURE__ */ new Set(["-o", "--output", "-k", "--key", "-t", "--field-separator", "-S", "--buffer-size", "-T", "--temporary-directory", "--parallel", "--files0-from", "--batch-size", "--sort", "--random-source"]));
      return facts({ writes: values(parsed, "-o", "--output"), reads: values(parsed, "--files0-from", "--random-source") });
    }
    case "split":
    case "csplit":
      if (words.some((w) => w.startsWith("--filter"))) return facts({ refusal: "split --filter runs a shell command and cannot be analysed" });
      return facts({ refusal: `${name2} writes files named after a prefix, which cannot be checked` });
    case "uniq": {
      const operands2 = parseArgs(words, /* @__PURE__ */ new Set(["-f", "-s", "-w", "--skip-fields", "--skip-chars", "--check-chars", "--group", "--all-repeated"])).operands;
      return facts({ writes: operands2.slice(1, 2) });
    }
    case "tar":
    case "bsdtar":
    case "gtar":
      return tarFacts(words);
    case "unzip":
    case "cpio":
    case "7z":
    case "7za":
    case "ar":
    case "bunzip2":
    case "gunzip":
    case "unxz":
    case "unzstd":
    case "gzip":
    case "bzip2":
    case "xz":
    case "zstd": {
      if (name2 === "unzip" && (words.includes("-l") || words.includes("-p") || words.includes("-Z") || words.includes("-t"))) return facts();
      if (["gzip", "bzip2", "xz", "zstd", "gunzip", "bunzip2", "unxz", "unzstd"].includes(name2)) {
        if (words.some((w) => /^-[^-]*[ct]/.test(w) || w === "--stdout" || w === "--test" || w === "--list" || /^-[^-]*l/.test(w))) return facts();
        return facts({ treeWrites: parseArgs(words, /* @__PURE__ */ new Set(["-S", "--suffix"])).operands });
      }
      return facts({ refusal: `${name2} writes whatever paths its archive holds, which cannot be checked before it runs` });
    }
    case "patch": {
      const parsed = parseArgs(words, /* @__PURE__ */ new Set(["-p", "-i", "-o", "-d", "-B", "-r", "-D", "-F", "-V", "-z", "-Y", "--strip", "--input", "--output", "--directory", "--prefix", "--reject-file", "--ifdef", "--fuzz", "--suffix", "--basename-prefix", "--backup-if-mismatch", "--quoting-style", "--read-only"]));
      if (has(parsed, "-d", "--directory")) return facts({ refusal: "patch -d changes the directory it works in and cannot be analysed" });
      if (!parsed.operands.length && !has(parsed, "-o", "--output")) {
        return facts({ refusal: "patch without a file to patch writes the files the patch names, which cannot be checked before it runs" });
      }
      return facts({ writes: [...parsed.operands.slice(0, 1), ...values(parsed, "-o", "--output", "-r", "--reject-file")], reads: [...parsed.operands.slice(1), ...values(parsed, "-i", "--input")] });
    }
    case "make":
    case "gmake": {
      const bad = words.slice(1).find((w) => /^(-f|--file|--makefile|-C|--directory|-E|--eval|-I|--include-dir)/.test(w) || /^-[^-]*[fCEI]/.test(w));
      return facts({ refusal: bad ? `make ${bad} changes which makefile or directory make uses, and cannot be analysed` : buildToolFacts(words)?.refusal ?? null });
    }
    case "man":
      if (words.some((w) => /^(-P|--pager|-H|--html|-B|--browser|-p|--preprocessor)/.test(w))) return facts({ refusal: "man -P / -H / -p run other programs and cannot be analysed" });
      return facts();
    case "ssh":
    case "sftp":
      if (words.some((w) => /^-[^-]*[oFSDWLRw]/.test(w))) return facts({ refusal: `${name2} -o / -F / forwarding options can run other programs and cannot be analysed` });
      return facts();
    case "vi":
    case "vim":
    case "nvim":
    case "view":
    case "ex":
    case "emacs":
    case "nano":
    case "ed":
    case "red":
      return facts({ refusal: `${name2} is an editor whose commands can run shell commands; use the Edit tool` });
    case "xxd": {
      const operands2 = parseArgs(words, /* @__PURE__ */ new Set(["-c", "-g", "-l", "-o", "-s", "-n", "-C"])).operands;
      return facts({ writes: operands2.slice(1, 2) });
    }
    case "ln":
      return facts();
    default: {
      const build = buildToolFacts(words);
      return build ? facts({ refusal: build.refusal, writes: build.writes, treeWrites: build.treeWrites, ...build.chdirs?.length ? { chdirs: build.chdirs } : {} }) : facts();
    }
  }
}

// src/policy/shell/effects.ts
var FIND_STDOUT = /* @__PURE__ */ new Set(["print", "print0", "printf", "ls", "exec", "execdir", "ok", "okdir"]);
function findPrinted(words) {
  const expression = parseFind(words);
  if (!expression || expression.rootsFromFile) return null;
  const printing = expression.actions.map((a, i2) => ({ a, i: i2 })).filter(({ a }) => FIND_STDOUT.has(a.kind));
  if (printing.some(({ a }) => a.kind !== "print" && a.kind !== "print0")) return null;
  const kinds = new Set(printing.map(({ a }) => a.kind));
  if (kinds.size !== 1) return null;
  return { expression, targets: printing.map(({ i: i2 }) => i2), print0: kinds.has("print0") };
}
function findExecSelections(expression) {
  const byUse = { read: [], tree: [] };
  expression.actions.forEach((a, i2) => {
    if (!a.command || !a.command.some((w) => w.includes("{}")) || NO_FILE_ARGS.has(basename(a.command[0] ?? ""))) return;
    const exact = a.command.every((w) => w === "{}" || !w.includes("{}"));
    const facts2 = programFacts(a.command);
    const tree = !exact || facts2.treeReads.includes("{}") || facts2.treeWrites.includes("{}") || SHELL_NAMES2.has(basename(a.command[0] ?? ""));
    byUse[tree ? "tree" : "read"].push(i2);
  });
  return ["read", "tree"].filter((use) => byUse[use].length).map((use) => ({ expression, targets: byUse[use], use }));
}
var SHELL_NAMES2 = /* @__PURE__ */ new Set(["sh", "bash", "dash", "ash", "zsh", "ksh", "env", "xargs", "sudo", "nice", "timeout", "nohup", "time", "command", "exec"]);
var NO_FILE_ARGS = /* @__PURE__ */ new Set([
  "echo",
  "printf",
  "true",
  "false",
  ":",
  "test",
  "[",
  "sleep",
  "seq",
  "expr",
  "exit",
  "return",
  "shift",
  "break",
  "continue",
  "basename",
  "dirname",
  "kill",
  "wait",
  "type",
  "pwd",
  "set",
  "unset",
  "export",
  "declare",
  "local",
  "readonly",
  "typeset",
  "read",
  "getopts",
  "yes",
  "id",
  "uname",
  "whoami",
  "nproc",
  "which"
]);
var SAFE_TARGETS = /* @__PURE__ */ new Set(["/dev/null", "/dev/stdout", "/dev/stderr"]);
function effect(word, access, via) {
  return { path: word.text, unknown: word.expansion, glob: word.glob, access, via };
}
function redirectEffects(redirects) {
  const out2 = [];
  for (const r of redirects) {
    if (!r.target) continue;
    if (r.kind === "write" && !SAFE_TARGETS.has(r.target.text)) out2.push(effect(r.target, "edit", `redirect ${r.operator}`));
    if (r.kind === "read" && r.target.text !== "/dev/null") out2.push(effect(r.target, "read", "redirect <"));
  }
  return out2;
}
function sedInPlace(words) {
  let inPlace = false;
  let scriptGiven = false;
  const operands2 = [];
  for (let i2 = 1; i2 < words.length; i2 += 1) {
    const w = words[i2];
    if (w === "--") {
      operands2.push(...range2(i2 + 1, words.length));
      break;
    }
    if (w.startsWith("--")) {
      if (w.startsWith("--in-place")) inPlace = true;
      if (w === "--expression" || w === "--file") {
        scriptGiven = true;
        i2 += 1;
      }
      if (w.startsWith("--expression=") || w.startsWith("--file=")) scriptGiven = true;
      continue;
    }
    if (w.startsWith("-") && w.length > 1) {
      for (let c = 1; c < w.length; c += 1) {
        const ch = w[c];
        if (ch === "i") {
          inPlace = true;
          break;
        }
        if (ch === "e" || ch === "f") {
          scriptGiven = true;
          if (c === w.length - 1) i2 += 1;
          break;
        }
        if (ch === "l") {
          if (c === w.length - 1) i2 += 1;
          break;
        }
      }
      continue;
    }
    operands2.push(i2);
  }
  return { inPlace, files: scriptGiven ? operands2 : operands2.slice(1) };
}
function range2(from, to) {
  return Array.from({ length: Math.max(0, to - from) }, (_, k) => from + k);
}
var SEARCH_VALUES = {
  grep: {
    // GNU grep takes unique prefixes of these (`--reg=x` is `--regexp=x`); rg takes none.
    longs: [
      "--after-context",
      "--basic-regexp",
      "--before-context",
      "--binary-files",
      "--byte-offset",
      "--binary",
      "--color",
      "--colour",
      "--context",
      "--count",
      "--devices",
      "--directories",
      "--dereference-recursive",
      "--exclude",
      "--exclude-from",
      "--exclude-dir",
      "--extended-regexp",
      "--file",
      "--files-with-matches",
      "--files-without-match",
      "--fixed-strings",
      "--help",
      "--include",
      "--ignore-case",
      "--no-ignore-case",
      "--initial-tab",
      "--label",
      "--line-buffered",
      "--line-number",
      "--line-regexp",
      "--max-count",
      "--no-filename",
      "--no-group-separator",
      "--group-separator",
      "--no-messages",
      "--null",
      "--null-data",
      "--only-matching",
      "--perl-regexp",
      "--quiet",
      "--recursive",
      "--regexp",
      "--invert-match",
      "--silent",
      "--text",
      "--version",
      "--with-filename",
      "--word-regexp"
    ],
    value: /* @__PURE__ */ new Set(["-e", "-f", "-m", "-A", "-B", "-C", "-d", "-D", "--regexp", "--file", "--max-count", "--after-context", "--before-context", "--context", "--directories", "--devices", "--include", "--exclude", "--exclude-from", "--exclude-dir", "--label", "--binary-files", "--group-separator"]),
    file: /* @__PURE__ */ new Set(["-f", "--file", "--exclude-from"])
  },
  rg: {
    value: /* @__PURE__ */ new Set(["-e", "-f", "-g", "-t", "-T", "-m", "-A", "-B", "-C", "-j", "-M", "-r", "-E", "--regexp", "--file", "--glob", "--iglob", "--type", "--type-not", "--type-add", "--type-clear", "--max-count", "--after-context", "--before-context", "--context", "--threads", "--max-columns", "--max-depth", "--max-filesize", "--replace", "--encoding", "--engine", "--sort", "--sortr", "--path-separator", "--colors", "--context-separator", "--field-context-separator", "--field-match-separator", "--pre-glob", "--dfa-size-limit", "--regex-size-limit", "--ignore-file"]),
    file: /* @__PURE__ */ new Set(["-f", "--file", "--ignore-file"])
  }
};
function searchPaths(words) {
  const name2 = basename(words[0] ?? "");
  const kind = ["grep", "egrep", "fgrep", "rgrep"].includes(name2) ? "grep" : name2 === "rg" ? "rg" : null;
  if (!kind) return null;
  const { value, file, longs } = SEARCH_VALUES[kind];
  const paths = /* @__PURE__ */ new Set();
  const operands2 = [];
  let patternGiven = false;
  for (let i2 = 1; i2 < words.length; i2 += 1) {
    const w = words[i2];
    if (w === "--") {
      operands2.push(...range2(i2 + 1, words.length));
      break;
    }
    if (w.startsWith("--")) {
      const option = longs ? longOption(w, longs) : w.includes("=") ? w.slice(0, w.indexOf("=")) : w;
      if (option === null || option === "ambiguous") return null;
      if (option === "--regexp" || option === "--file") patternGiven = true;
      const at = w.includes("=") ? i2 : value.has(option) ? i2 + 1 : -1;
      if (file.has(option) && at !== -1) paths.add(at);
      if (at === i2 + 1) i2 += 1;
      continue;
    }
    if (w.startsWith("-") && w.length > 1) {
      for (let c = 1; c < w.length; c += 1) {
        const option = `-${w[c]}`;
        if (!value.has(option)) continue;
        if (option === "-e" || option === "-f") patternGiven = true;
        const at = c < w.length - 1 ? i2 : i2 + 1;
        if (file.has(option)) paths.add(at);
        if (at === i2 + 1) i2 += 1;
        break;
      }
      continue;
    }
    operands2.push(i2);
  }
  for (const i2 of patternGiven ? operands2 : operands2.slice(1)) paths.add(i2);
  return paths;
}
var FIND_OUTPUT_FILES = /* @__PURE__ */ new Set(["-fprint", "-fprint0", "-fprintf", "-fls"]);
function asWord(form2, i2) {
  const text = form2.words[i2];
  return { text, expansion: form2.wild[i2], glob: /[*?[]/.test(text) };
}
function argumentEffects(form2) {
  const out2 = [];
  const name2 = basename(form2.words[0] ?? "");
  const args2 = range2(1, form2.words.length);
  let pathWords = searchPaths(form2.words);
  if (name2 === "sed") {
    const { inPlace, files } = sedInPlace(form2.words);
    if (inPlace) for (const i2 of files) out2.push(effect(asWord(form2, i2), "edit", "sed -i"));
  } else if (name2 === "tee") {
    for (const i2 of args2) if (!form2.words[i2].startsWith("-")) out2.push(effect(asWord(form2, i2), "edit", "tee"));
  } else if (name2 === "find") {
    const firstExpr = args2.find((i2) => /^[-(!]/.test(form2.words[i2]) && !/^-[HLP]$/.test(form2.words[i2])) ?? form2.words.length;
    const roots = args2.filter((i2) => i2 < firstExpr && !/^-[HLP]$/.test(form2.words[i2]));
    form2.words.forEach((w, i2) => {
      if (FIND_OUTPUT_FILES.has(w) && i2 + 1 < form2.words.length) out2.push(effect(asWord(form2, i2 + 1), "edit", `find ${w}`));
    });
    const expression = parseFind(form2.words, form2.wild);
    const starts = roots.length ? roots.map((i2) => asWord(form2, i2)) : [{ text: ".", expansion: false, glob: false }];
    if (expression) {
      pathWords = /* @__PURE__ */ new Set([...expression.rootIndices, ...expression.fileOperands]);
      for (const selection of findExecSelections(expression)) for (const root of starts) out2.push({ ...effect(root, "tree-read", "find -exec"), find: selection });
      const deletes = expression.actions.flatMap((a, i2) => a.kind === "delete" ? [i2] : []);
      if (deletes.length) for (const root of starts) out2.push({ ...effect(root, "tree-write", "find -delete"), find: { expression, targets: deletes, use: "write" } });
    } else {
      if (form2.words.includes("-delete")) for (const root of starts) out2.push(effect(root, "edit", "find -delete"));
      if (form2.words.some((w) => ["-exec", "-execdir", "-ok", "-okdir"].includes(w))) {
        for (const root of starts) out2.push({ ...effect(root, "tree-read", "find -exec"), followLinks: true });
      }
    }
  } else if (writerTargets(form2.words)) {
    const targets = writerTargets(form2.words);
    const used = /* @__PURE__ */ new Set();
    for (const target of targets) {
      const i2 = args2.find((k) => !used.has(k) && form2.words[k] === target);
      if (i2 !== void 0) used.add(i2);
      out2.push(i2 === void 0 ? { path: target, unknown: false, glob: /[*?[]/.test(target), access: "write", via: name2 } : effect(asWord(form2, i2), "write", name2));
    }
  } else if (name2 === "dd") {
    for (const i2 of args2) {
      const w = form2.words[i2];
      if (w.startsWith("of=")) out2.push({ ...effect(asWord(form2, i2), "edit", "dd of="), path: w.slice(3) });
    }
  }
  const program = programFacts(form2.words);
  const plain = (path13, access, via) => ({ path: path13, unknown: false, glob: /[*?[]/.test(path13), access, via });
  for (const path13 of program.writes) out2.push(plain(path13, "edit", `${name2} writes`));
  for (const path13 of program.reads) out2.push(plain(path13, "read", `${name2} reads`));
  const filter = program.treeReadFilter;
  for (const path13 of program.treeReads) out2.push({ ...plain(path13, "tree-read", `${name2} reads everything under`), skipGitDirs: program.skipGitDirs, ...filter });
  for (const path13 of program.treeWrites) out2.push(plain(path13, "tree-write", `${name2} changes everything under`));
  for (const path13 of program.existingTreeWrites ?? []) out2.push({ ...plain(path13, "tree-write", `${name2} changes everything under`), existingOnly: true });
  if (program.gitContent) out2.push({ ...plain(".", "git-content", program.gitContent.what), gitContent: program.gitContent });
  for (const dir of program.chdirs ?? []) {
    out2.push({ ...plain(dir, "chdir", `${name2} -C`), glob: false });
    out2.push({ ...plain(".", "package-dir", name2), cwd: dir });
  }
  const readsFiles = !NO_FILE_ARGS.has(name2);
  const mention = (path13, lexical = false) => ({ path: path13, unknown: false, glob: /[*?[]/.test(path13), access: "mention", via: name2, ...lexical ? { lexical } : {} });
  for (const i2 of args2) {
    const w = form2.words[i2];
    if (!readsFiles || pathWords && !pathWords.has(i2)) continue;
    if (form2.wild[i2]) {
      out2.push(effect(asWord(form2, i2), "mention", name2));
      continue;
    }
    const value = w.startsWith("-") ? w.includes("=") ? w.slice(w.indexOf("=") + 1) : "" : w;
    if (value && value !== "-") out2.push(mention(value));
    if (!w.startsWith("-") && w.includes("=")) {
      const after = w.slice(w.indexOf("=") + 1);
      if (after && after !== "-") out2.push(mention(after));
    }
    for (const part of wordParts(w)) out2.push(mention(part, true));
  }
  return out2;
}
function wordParts(word) {
  const parts2 = /* @__PURE__ */ new Set();
  if (/^-[^-]/.test(word)) for (let k = 2; k < word.length; k += 1) parts2.add(word.slice(k));
  if (word.includes(":") && !word.includes("://")) {
    parts2.add(word.slice(word.indexOf(":") + 1));
    parts2.add(word.slice(word.lastIndexOf(":") + 1));
    const magic = /^:(\([^)]*\)|[/!^]*)/.exec(word);
    if (magic) parts2.add(word.slice(magic[0].length));
  }
  parts2.delete("");
  parts2.delete(word);
  return [...parts2];
}

// src/policy/shell/xargs.ts
var PLACEHOLDER = "\0xargs-input";
var MAX_RUNS = 64;
function useOf(consumer) {
  if (NO_FILE_ARGS.has(basename(consumer[0] ?? ""))) return null;
  const words = [...consumer, PLACEHOLDER];
  const facts2 = programFacts(words);
  if (facts2.treeWrites.includes(PLACEHOLDER)) return "tree-write";
  if (writerTargets(words)?.includes(PLACEHOLDER)) return "write";
  if (facts2.treeReads.includes(PLACEHOLDER)) return "tree-read";
  return "read";
}
function delimiterOf2(value) {
  if ([...value].length === 1) return value;
  const simple = { "\\n": "\n", "\\t": "	", "\\r": "\r", "\\f": "\f", "\\v": "\v", "\\a": "\x07", "\\b": "\b", "\\\\": "\\" };
  if (Object.hasOwn(simple, value)) return simple[value];
  const hex = /^\\x([0-9a-fA-F]{1,2})$/.exec(value);
  if (hex) return String.fromCharCode(parseInt(hex[1], 16));
  const octal = /^\\([0-7]{1,3})$/.exec(value);
  if (octal) return String.fromCharCode(parseInt(octal[1], 8) & 255);
  return null;
}
function inputItems(text, split2) {
  if (split2.delimiter !== null) {
    const parts2 = text.split(split2.delimiter);
    if (parts2[parts2.length - 1] === "") parts2.pop();
    return parts2;
  }
  const items = [];
  const lines = split2.lines ? text.split("\n") : [text];
  for (const chunk of lines) {
    let current = "";
    let inItem = false;
    let quote2 = null;
    const source = split2.lines ? chunk.replace(/^[ \t]+/, "") : chunk;
    for (let i2 = 0; i2 < source.length; i2 += 1) {
      const c = source[i2];
      if (quote2) {
        if (c === quote2) quote2 = null;
        else if (c === "\n") return null;
        else current += c;
        continue;
      }
      if (c === "\\") {
        if (i2 + 1 < source.length) current += source[++i2];
        inItem = true;
        continue;
      }
      if (c === "'" || c === '"') {
        quote2 = c;
        inItem = true;
        continue;
      }
      if (!split2.lines && (c === " " || c === "	" || c === "\n")) {
        if (inItem) items.push(current);
        current = "";
        inItem = false;
        continue;
      }
      current += c;
      inItem = true;
    }
    if (quote2) return null;
    if (inItem) items.push(current);
  }
  return items;
}
function splitsOf(split2, print0) {
  if (split2.delimiter === "\0") return print0 ? void 0 : /\n/;
  if (split2.delimiter === "\n" && !print0) return /\n/;
  if (split2.delimiter !== null) return new RegExp(`[${split2.delimiter.replace(/[\\\]^-]/g, "\\$&")}\\n]`);
  return split2.lines ? /^[ \t]|[\n'"\\]/ : /[\s'"\\]/;
}
function feedOf(command, stdinEmpty) {
  const input = [...command.redirects].reverse().find((r) => r.kind === "read" || r.kind === "heredoc" || r.kind === "herestring");
  if (input?.kind === "read") return { kind: "unknown", from: "read from a file" };
  if (input?.kind === "herestring") {
    if (!input.target || input.target.expansion) return { kind: "unknown", from: "from a string holding a variable" };
    return { kind: "text", text: `${input.target.text}
` };
  }
  if (input?.kind === "heredoc") {
    const body2 = input.body ?? "";
    if (!input.quoted && /[$`\\]/.test(body2)) return { kind: "unknown", from: "from a here-document that expands" };
    return { kind: "text", text: body2 };
  }
  if (!command.piped) return stdinEmpty ? { kind: "none" } : { kind: "unknown", from: "from the input of the enclosing command" };
  if (!command.producer) return { kind: "unknown", from: "printed by a compound command" };
  const printed = echoed(command.producer);
  return printed === null ? { kind: "producer", producer: command.producer } : { kind: "text", text: printed };
}
function echoed(producer) {
  if (producer.words.some((w) => w.expansion || w.glob || w.brace || w.loopGlob) || producer.redirects.some((r) => r.kind !== "dup" && r.kind !== "write")) return null;
  const [name2, ...args2] = producer.words.map((w) => w.text);
  if (name2 === "echo") {
    const newline = args2[0] === "-n" ? "" : "\n";
    const words = args2[0] === "-n" ? args2.slice(1) : args2;
    if (words[0]?.startsWith("-")) return null;
    return `${words.join(" ")}${newline}`;
  }
  if (name2 === "printf" && (args2[0] === "%s\n" || args2[0] === "%s\\n") && args2.length > 1) return args2.slice(1).map((a) => `${a}
`).join("");
  return null;
}
function sourceOf(producer) {
  const words = producer.words.map((w) => w.text);
  if (isLineFilter(basename(words[0] ?? ""), words) && producer.piped && producer.producer) return sourceOf(producer.producer);
  return producer;
}
function suppliedWords(producer) {
  if (!producer || producer.words.some((w) => w.expansion)) return { words: [PLACEHOLDER], wild: true };
  const words = producer.words.map((w) => w.text);
  const found = basename(words[0] ?? "") === "find" ? findPrinted(words) : null;
  if (found) return { words: found.expression.roots.flatMap((r) => [r, `${r.replace(/\/+$/, "")}/\u2026`]), wild: false };
  return { words: [PLACEHOLDER], wild: true };
}
function producerEffects(producer, use, split2) {
  if (producer.redirects.some((r) => r.kind !== "dup" && r.kind !== "write")) return null;
  const words = producer.words.map((w) => w.text);
  if (producer.words.some((w) => w.expansion)) return null;
  const name2 = basename(words[0] ?? "");
  const reading = use === "read" || use === "tree-read";
  const names = splitsOf(split2, false);
  const listed = new RegExp(`^-${names ? `|${names.source}` : ""}`);
  if (name2 === "ls") {
    const args2 = words.slice(1);
    if (args2.some((a) => !a.startsWith("-") || /^--(all|almost-all|recursive)/.test(a) || /^-[^-]/.test(a) && /[aAR]/.test(a))) return null;
    return [{ path: ".", unknown: false, glob: false, access: "listing", via: "xargs input from ls", use, splits: listed }];
  }
  if (name2 === "find") {
    const printed = findPrinted(words);
    if (!printed) return null;
    const splits = splitsOf(split2, printed.print0);
    const selected = use === "read" ? "read" : use === "tree-read" ? "tree" : use;
    return printed.expression.roots.map((root) => ({
      path: root,
      unknown: false,
      glob: /[*?[]/.test(root),
      access: reading ? "tree-read" : "tree-write",
      via: "xargs input from find",
      find: { expression: printed.expression, targets: printed.targets, use: selected },
      ...splits ? { splits } : {}
    }));
  }
  if (name2 === "git" && words[1] === "ls-files") {
    const args2 = listingArgs(words.slice(2));
    if (!args2) return null;
    const zero = args2.includes("-z");
    const splits = new RegExp(`^-|${zero && split2.delimiter === "\0" ? "^$" : /[\s'"\\]|[^\x20-\x7e]/.source}`);
    return [{ path: ".", unknown: false, glob: false, access: "git-listing", via: "xargs input from git ls-files", gitListing: args2, use, splits }];
  }
  if (name2 === "git" && words[1] === "diff" && words.includes("--name-only")) {
    const parsed = trackedNames(words.slice(2), GIT_DIFF_NAMES, /* @__PURE__ */ new Set(["--diff-filter", "-M", "-C", "-l", "--relative", "-O", "--skip-to", "--rotate-to"]));
    if (!parsed || use !== "read") return null;
    const dashes = words.indexOf("--", 2);
    const operands2 = dashes === -1 ? parsed : parsed.filter((w) => words.indexOf(w) < dashes);
    return [gitNames("git diff --name-only", dashes === -1 ? [] : words.slice(dashes + 1), operands2)];
  }
  if (isLineFilter(name2, words) && producer.piped && producer.producer) return producerEffects(producer.producer, use, split2);
  return null;
}
var GIT_LS_FILES_PLAIN = /^(-c|--cached|-o|--others|-i|--ignored|--exclude-standard|-m|--modified|-d|--deleted|--directory|--no-empty-directory|--full-name|--deduplicate|--error-unmatch|-z|--exclude=.+|-x.+)$/;
function listingArgs(args2) {
  const options = [];
  const specs = [];
  for (let i2 = 0; i2 < args2.length; i2 += 1) {
    const w = args2[i2];
    if (w === "--") {
      specs.push(...args2.slice(i2 + 1));
      break;
    }
    if (!w.startsWith("-")) {
      specs.push(w);
      continue;
    }
    if ((w === "-x" || w === "--exclude") && i2 + 1 < args2.length) {
      options.push(`--exclude=${args2[i2 + 1]}`);
      i2 += 1;
      continue;
    }
    if (!GIT_LS_FILES_PLAIN.test(w)) return null;
    options.push(w);
  }
  return [...options, "--", ...specs];
}
var GIT_DIFF_NAMES = /^(--name-only|--cached|--staged|--merge-base|-z|--no-renames|--find-renames|--ignore-submodules|--no-ext-diff|--no-textconv|--diff-filter=[A-Za-z]*|--no-color|--color|--color=\w+|--exit-code|--quiet|-R|--ignore-all-space|-w|--ignore-space-change|-b|--)$/;
function trackedNames(args2, allowed, withValue) {
  const operands2 = [];
  for (let i2 = 0; i2 < args2.length; i2 += 1) {
    const w = args2[i2];
    if (w === "--") {
      operands2.push(...args2.slice(i2 + 1));
      break;
    }
    if (!w.startsWith("-")) {
      operands2.push(w);
      continue;
    }
    if (withValue.has(w)) return null;
    if (!allowed.test(w)) return null;
  }
  return operands2;
}
function gitNames(what, pathspecs, candidates) {
  const gitContent = {
    what: `xargs input from ${what}`,
    pathspecs,
    candidates,
    revisions: [],
    blobRevisions: false,
    whole: false,
    current: true,
    workTree: true,
    base: what.split(" ")
  };
  return { path: ".", unknown: false, glob: false, access: "git-content", via: `xargs input from ${what}`, gitContent };
}
function isLineFilter(name2, words) {
  const args2 = words.slice(1);
  switch (name2) {
    case "grep":
    case "egrep":
    case "fgrep": {
      let pattern = false;
      for (let i2 = 0; i2 < args2.length; i2 += 1) {
        const w = args2[i2];
        if (w === "-e" || w === "--regexp") {
          pattern = true;
          i2 += 1;
          continue;
        }
        if (/^-[vixwEFGP]+$/.test(w) || /^--(invert-match|ignore-case|line-regexp|word-regexp|extended-regexp|fixed-strings|basic-regexp|perl-regexp)$/.test(w)) continue;
        if (w.startsWith("-")) return false;
        if (pattern) return false;
        pattern = true;
      }
      return pattern;
    }
    case "sort":
      return args2.every((w) => /^-[urnfVd]+$/.test(w));
    case "uniq":
      return args2.every((w) => /^-[ud]+$/.test(w));
    case "head":
    case "tail":
      return args2.every((w, i2) => /^-(n)?\d+$/.test(w) || w === "-n" || args2[i2 - 1] === "-n" && /^\d+$/.test(w));
    case "cat":
      return args2.length === 0;
    default:
      return false;
  }
}
var empty = () => ({ refusal: null, effects: [], runs: [] });
function withInput(base2, replace, items, wild) {
  const words = [...base2.words];
  const flags2 = [...base2.wild];
  const supplied = [];
  if (replace !== null) {
    words.forEach((w, i2) => {
      if (!w.includes(replace)) return;
      supplied.push(i2);
      if (wild) flags2[i2] = true;
      else words[i2] = w.split(replace).join(items[0] ?? "");
    });
  } else {
    for (const item of items) {
      supplied.push(words.length);
      words.push(item);
      flags2.push(wild);
    }
  }
  return { form: { words, wild: flags2, innerStart: Infinity, openEnded: false, sudo: false }, supplied };
}
function fromXargs(layers, at, feed, stdinFeed, globAt, depth) {
  const out2 = empty();
  const xargs = layers[at];
  const options = xargsOptions(xargs.words);
  if (options.refusal) return { ...out2, refusal: options.refusal };
  const split2 = { delimiter: null, lines: options.replace !== null };
  let items = feed;
  for (const o of options.options) {
    if (o.name === "-0" || o.name === "--null") split2.delimiter = "\0";
    if (o.name === "-d" || o.name === "--delimiter") {
      const delimiter = delimiterOf2(o.value ?? "");
      if (delimiter === null) return { ...out2, refusal: `xargs -d "${o.value ?? ""}" is not a delimiter xargs accepts, so how it splits its input cannot be known` };
      split2.delimiter = delimiter;
    }
    if (o.name === "-a" || o.name === "--arg-file") {
      const file = o.value ?? "";
      if (file === "-") continue;
      if (!xargs.wild[o.at] && globAt(at, o.at)) return { ...out2, refusal: `xargs -a ${file}: the shell expands the glob into several words, and the second would be taken as the command` };
      out2.effects.push({ path: file, unknown: !!xargs.wild[o.at], glob: false, access: "read", via: "xargs -a" });
      items = { kind: "unknown", from: "read from a file" };
    }
  }
  const base2 = at + 1 < layers.length ? layers[at + 1] : { words: ["echo"], wild: [false], innerStart: Infinity, openEnded: false, sudo: false };
  const last = layers[layers.length - 1];
  const what = basename(last.words[0] ?? "echo");
  const use = at + 1 < layers.length ? useOf(last.words) : null;
  const replace = options.replace;
  if (replace === "") return { ...out2, refusal: "xargs -I with an empty replacement string" };
  let runs = [];
  if (items.kind === "text") {
    const list2 = inputItems(items.text, split2);
    if (list2 === null) items = { kind: "unknown", from: "that xargs stops reading at an unmatched quote" };
    else if (replace === null) runs = [{ ...withInput(base2, null, list2, false), literal: true }];
    else if (list2.length <= MAX_RUNS) runs = list2.map((item) => ({ ...withInput(base2, replace, [item], false), literal: true }));
    else items = { kind: "unknown", from: "of more lines than are checked one by one" };
  }
  if (items.kind === "none") runs = replace === null ? [{ form: base2, supplied: [], literal: true }] : [];
  if (items.kind === "producer" || items.kind === "unknown") {
    const supplied = suppliedWords(items.kind === "producer" ? sourceOf(items.producer) : null);
    if (replace === null) runs = [{ ...withInput(base2, null, supplied.words, supplied.wild), literal: false }];
    else runs = (supplied.wild ? [PLACEHOLDER] : supplied.words).map((word) => ({ ...withInput(base2, replace, [word], supplied.wild), literal: false }));
  }
  const written = unwrapCommand(base2.words, base2.wild);
  for (const run2 of runs) {
    const unwrapped = unwrapCommand(run2.form.words, run2.form.wild);
    const effective = unwrapped.layers[unwrapped.layers.length - 1];
    const offset = run2.form.words.length - effective.words.length;
    const landing = run2.supplied.some((i2) => i2 <= offset);
    if (run2.literal || !landing) out2.runs.push(...unwrapped.layers, ...unwrapped.nestedCommands);
    if (unwrapped.refusal) return { ...out2, refusal: `in what xargs runs: ${unwrapped.refusal}` };
    if (landing) {
      const by = basename(run2.form.words[0] ?? "");
      return {
        ...out2,
        refusal: offset === 0 ? "xargs -I puts its input in command position, so the program it runs cannot be checked" : `xargs hands its input to ${by}, which takes it as the command to run or as its own options, so what runs cannot be checked; name the command after ${by}`
      };
    }
    const scripts = (u) => u.nestedScripts.map((s) => s.script).join("\0");
    const execs = (u) => u.nestedCommands.map((c) => c.words.join("\0")).join("");
    if (scripts(unwrapped) !== scripts(written) || execs(unwrapped) !== execs(written)) {
      return { ...out2, refusal: `xargs puts its input into a script or a command that ${what} runs itself (sh -c, find -exec), which cannot be checked` };
    }
    if (run2.literal && run2.supplied.length) {
      for (const layer of unwrapped.layers) {
        const problem = builtinArgumentProblem(layer.words) ?? programFacts(layer.words).refusal;
        if (problem) return { ...out2, refusal: `in what xargs runs: ${problem}` };
      }
      out2.effects.push(...argumentEffects(effective).map((e) => ({ ...e, via: `${e.via} (xargs input)` })));
    }
    const inner = unwrapped.layers.findIndex((l) => basename(l.words[0] ?? "") === "xargs");
    if (inner !== -1 && depth < 4) {
      const nested = fromXargs(unwrapped.layers, inner, options.argFile ? stdinFeed : { kind: "none" }, stdinFeed, () => false, depth + 1);
      out2.effects.push(...nested.effects);
      out2.runs.push(...nested.runs);
      if (nested.refusal) return { ...out2, refusal: nested.refusal };
    }
  }
  if (!use || items.kind === "none" || items.kind === "text") return out2;
  if (replace !== null && base2.words.some((w) => w !== replace && w.includes(replace))) {
    return { ...out2, refusal: `xargs -I puts its input inside a word of ${what}'s arguments, which cannot be checked` };
  }
  if (items.kind === "unknown") {
    const reason = items.from === "read from a file" && options.argFile ? `xargs -a gives ${what} arguments read from a file, which cannot be checked` : items.from === "read from a file" || items.from.startsWith("from ") ? `xargs gives ${what} arguments ${items.from}, which cannot be checked` : `xargs gives ${what} file names ${items.from}, which cannot be checked`;
    return { ...out2, refusal: reason };
  }
  const effects = producerEffects(items.producer, use, split2);
  if (!effects) {
    return { ...out2, refusal: `xargs gives ${what} file names printed by "${items.producer.text.slice(0, 60)}", which could name any file and cannot be checked` };
  }
  out2.effects.push(...effects);
  return out2;
}
function chain(layers, feed, globAt) {
  const at = layers.findIndex((l) => basename(l.words[0] ?? "") === "xargs");
  if (at === -1) return empty();
  return fromXargs(layers, at, feed, feed, globAt, 0);
}
function xargsInput(command, layers, stdinEmpty) {
  const feed = feedOf(command, stdinEmpty);
  const total = command.words.length;
  const globAt = (layer, i2) => !!command.words[total - layers[layer].words.length + i2]?.glob;
  const out2 = chain(layers, feed, globAt);
  if (out2.refusal) return out2;
  const pending = [...unwrapCommand(command.words.map((w) => w.text), command.words.map((w) => w.expansion)).nestedCommands];
  for (let k = 0; k < pending.length && k < 16; k += 1) {
    const nested = unwrapCommand(pending[k].words, pending[k].wild);
    pending.push(...nested.nestedCommands);
    const found = chain(nested.layers, feed, (_layer, i2) => /[*?[]/.test(nested.layers[_layer].words[i2] ?? ""));
    out2.effects.push(...found.effects);
    out2.runs.push(...found.runs);
    if (found.refusal) return { ...out2, refusal: found.refusal };
  }
  return out2;
}

// src/policy/shell/deny-match.ts
var GIT_COMMANDS = /* @__PURE__ */ new Set([
  "add",
  "am",
  "annotate",
  "apply",
  "archimport",
  "archive",
  "backfill",
  "bisect",
  "blame",
  "branch",
  "bugreport",
  "bundle",
  "cat-file",
  "check-attr",
  "check-ignore",
  "check-mailmap",
  "check-ref-format",
  "checkout",
  "checkout-index",
  "cherry",
  "cherry-pick",
  "citool",
  "clean",
  "clone",
  "column",
  "commit",
  "commit-graph",
  "commit-tree",
  "config",
  "count-objects",
  "credential",
  "credential-cache",
  "credential-store",
  "cvsexportcommit",
  "cvsimport",
  "cvsserver",
  "daemon",
  "describe",
  "diagnose",
  "diff",
  "diff-files",
  "diff-index",
  "diff-pairs",
  "diff-tree",
  "difftool",
  "fast-export",
  "fast-import",
  "fetch",
  "fetch-pack",
  "filter-branch",
  "fmt-merge-msg",
  "for-each-ref",
  "for-each-repo",
  "format-patch",
  "fsck",
  "fsck-objects",
  "fsmonitor--daemon",
  "gc",
  "get-tar-commit-id",
  "grep",
  "gui",
  "hash-object",
  "help",
  "hook",
  "http-backend",
  "http-fetch",
  "http-push",
  "imap-send",
  "index-pack",
  "init",
  "init-db",
  "instaweb",
  "interpret-trailers",
  "log",
  "ls-files",
  "ls-remote",
  "ls-tree",
  "mailinfo",
  "mailsplit",
  "maintenance",
  "merge",
  "merge-base",
  "merge-file",
  "merge-index",
  "merge-octopus",
  "merge-one-file",
  "merge-ours",
  "merge-recursive",
  "merge-resolve",
  "merge-subtree",
  "merge-tree",
  "mergetool",
  "mktag",
  "mktree",
  "multi-pack-index",
  "mv",
  "name-rev",
  "notes",
  "p4",
  "pack-objects",
  "pack-redundant",
  "pack-refs",
  "patch-id",
  "prune",
  "prune-packed",
  "pull",
  "push",
  "quiltimport",
  "range-diff",
  "read-tree",
  "rebase",
  "receive-pack",
  "reflog",
  "refs",
  "remote",
  "repack",
  "replace",
  "replay",
  "request-pull",
  "rerere",
  "reset",
  "restore",
  "rev-list",
  "rev-parse",
  "revert",
  "rm",
  "scalar",
  "send-email",
  "send-pack",
  "sh-i18n",
  "sh-setup",
  "shell",
  "shortlog",
  "show",
  "show-branch",
  "show-index",
  "show-ref",
  "sparse-checkout",
  "stage",
  "stash",
  "status",
  "stripspace",
  "submodule",
  "subtree",
  "svn",
  "switch",
  "symbolic-ref",
  "tag",
  "unpack-file",
  "unpack-objects",
  "update-index",
  "update-ref",
  "update-server-info",
  "upload-archive",
  "upload-pack",
  "var",
  "verify-commit",
  "verify-pack",
  "verify-tag",
  "version",
  "web--browse",
  "whatchanged",
  "worktree",
  "write-tree",
  "lfs"
]);
var GIT_SYNONYMS = { "send-pack": "push", "http-push": "push", stage: "add" };
var GIT_GLOBAL_VALUES = /* @__PURE__ */ new Set(["-c", "-C", "--git-dir", "--work-tree", "--namespace", "--config-env", "--exec-path", "--super-prefix", "--list-cmds", "--attr-source"]);
var CARGO_COMMANDS = /* @__PURE__ */ new Set([
  "build",
  "check",
  "clean",
  "doc",
  "new",
  "init",
  "add",
  "remove",
  "run",
  "test",
  "bench",
  "update",
  "search",
  "publish",
  "install",
  "uninstall",
  "login",
  "logout",
  "owner",
  "package",
  "yank",
  "vendor",
  "verify-project",
  "version",
  "fmt",
  "clippy",
  "tree",
  "metadata",
  "fix",
  "generate-lockfile",
  "locate-project",
  "pkgid",
  "read-manifest",
  "report",
  "rustc",
  "rustdoc",
  "fetch",
  "help",
  "info",
  "config"
]);
var CARGO_ALIASES = { b: "build", c: "check", d: "doc", r: "run", t: "test", rm: "remove" };
function canonicalSub(tool, sub) {
  switch (tool) {
    case "npm":
    case "pnpm":
    case "bun":
      return pmCanonical(tool, sub);
    case "git": {
      const name2 = GIT_COMMANDS.has(sub) ? sub : sub.toLowerCase();
      return GIT_SYNONYMS[name2] ?? name2;
    }
    case "cargo":
      return CARGO_ALIASES[sub] ?? sub;
    default:
      return sub;
  }
}
var FLAG_SYNONYMS = {
  rm: { "-R": "-r", "--recursive": "-r", "--force": "-f", "--interactive": "-i", "--dir": "-d", "--verbose": "-v" },
  cp: { "-r": "-R", "--recursive": "-R", "--force": "-f", "--archive": "-a", "--link": "-l", "--symbolic-link": "-s" },
  mv: { "--force": "-f", "--no-clobber": "-n", "--interactive": "-i" },
  chmod: { "--recursive": "-R", "--verbose": "-v", "--changes": "-c" },
  chown: { "--recursive": "-R" },
  chgrp: { "--recursive": "-R" },
  ln: { "--symbolic": "-s", "--force": "-f" },
  "git push": { "--force": "-f", "--quiet": "-q", "--verbose": "-v", "--delete": "-d", "--set-upstream": "-u", "--dry-run": "-n" },
  "git clean": { "--force": "-f", "--dry-run": "-n", "--quiet": "-q", "--interactive": "-i" },
  "git reset": { "--quiet": "-q" },
  "git checkout": { "--force": "-f", "--quiet": "-q" },
  "git branch": { "--delete": "-d", "--force": "-f", "--move": "-m" },
  "git commit": { "--all": "-a", "--amend": "--amend", "--no-verify": "-n", "--message": "-m" }
};
function flagSet(words, synonyms) {
  const out2 = /* @__PURE__ */ new Set();
  const longs = Object.keys(synonyms).filter((k) => k.startsWith("--"));
  for (const w of words) {
    if (w === "--") break;
    if (!w.startsWith("-") || w === "-") continue;
    if (w.startsWith("--")) {
      const resolved = longOption(w, longs);
      const name2 = typeof resolved === "string" && resolved !== "ambiguous" ? resolved : w.replace(/=.*$/s, "");
      out2.add(synonyms[name2] ?? name2);
      continue;
    }
    for (const letter of w.slice(1)) out2.add(synonyms[`-${letter}`] ?? `-${letter}`);
  }
  return out2;
}
var shapes = /* @__PURE__ */ new WeakMap();
function shapeOf(pattern) {
  if (shapes.has(pattern)) return shapes.get(pattern);
  let shape = null;
  let words = pattern.words;
  let prefix = pattern.type === "prefix";
  if (pattern.type === "wildcard") {
    const star = words.findIndex((w) => w.includes("*"));
    if (star === words.length - 1 && words[star] === "*" && star > 0) {
      words = words.slice(0, -1);
      prefix = true;
    } else words = [];
  }
  if (words.length > 1) {
    const rest = words.slice(1);
    const firstFlag = rest.findIndex((w) => w.startsWith("-"));
    const subwords = firstFlag === -1 ? rest : rest.slice(0, firstFlag);
    const after = firstFlag === -1 ? [] : rest.slice(firstFlag);
    shape = { subwords, flags: after.filter((w) => w.startsWith("-")), operands: after.filter((w) => !w.startsWith("-")), prefix };
  }
  shapes.set(pattern, shape);
  return shape;
}
function subIndex(tool, words) {
  let i2 = 1;
  while (i2 < words.length && words[i2].startsWith("-")) {
    const w = words[i2];
    if (w === "--") return i2 + 1 < words.length ? i2 + 1 : -1;
    if (tool === "git" ? GIT_GLOBAL_VALUES.has(w) : tool === "cargo" ? ["--config", "-Z", "--color", "-C"].includes(w) : false) i2 += 2;
    else i2 += 1;
  }
  return i2 < words.length ? i2 : -1;
}
function denyMatchesNormalised(pattern, command, wild, context) {
  const shape = shapeOf(pattern);
  if (!shape) return null;
  let words = [...command];
  let wilds = [...wild];
  let name2 = basename(words[0] ?? "");
  const ruleName = basename(pattern.words[0]);
  const gitDash = /^git-(.+)$/.exec(name2);
  if (gitDash && ruleName === "git") {
    words = ["git", gitDash[1], ...words.slice(1)];
    wilds = [false, false, ...wilds.slice(1)];
    name2 = "git";
  }
  if (/^[^@/]+@[^/]*$/.test(name2)) name2 = name2.slice(0, name2.indexOf("@"));
  if (PACKAGE_MANAGER_NAMES.has(ruleName) && PACKAGE_MANAGER_NAMES.has(name2)) {
    const shared = sharedMeaning(pattern.words, words);
    if (shared) return { note: shared };
  }
  if (name2 !== ruleName) return null;
  let note;
  if (name2 === "git" && shape.subwords.length) {
    const at = subIndex("git", words);
    const sub = at === -1 ? void 0 : words[at];
    if (sub !== void 0 && !wilds[at]) {
      const aliases = /* @__PURE__ */ new Map();
      for (let i2 = 1; i2 < at; i2 += 1) {
        const m = words[i2] === "-c" ? /^alias\.([^=]+)=(.*)$/is.exec(words[i2 + 1] ?? "") : null;
        if (m) aliases.set(m[1].toLowerCase(), m[2]);
      }
      const alias = aliases.get(sub.toLowerCase());
      if (alias !== void 0) {
        const expansion = alias.replace(/^!\s*/, "").split(/\s+/).filter(Boolean);
        if (alias.trimStart().startsWith("!")) {
          const inner = denyMatchesNormalised(pattern, [...expansion, ...words.slice(at + 1)], expansion.map(() => false).concat(wilds.slice(at + 1)), context);
          if (inner) return { note: `git alias "${sub}" runs "${alias.slice(1).trim()}"` };
        } else {
          words = ["git", ...expansion, ...words.slice(at + 1)];
          wilds = [false, ...expansion.map(() => false), ...wilds.slice(at + 1)];
          note = `git -c alias.${sub} makes "${sub}" mean "${alias}"`;
        }
      } else if (!GIT_COMMANDS.has(sub) && gitConfigFacts(context.cwd).aliases.has(sub.toLowerCase())) {
        return { note: `"git ${sub}" is an alias defined in git's configuration` };
      } else if (sub === "subtree" && words.slice(at + 1).find((w) => !w.startsWith("-")) === "push" && canonicalSub("git", shape.subwords[0]) === "push") {
        return { note: "git subtree push runs git push" };
      }
    }
  }
  if (name2 === "cargo" && shape.subwords.length) {
    const at = subIndex("cargo", words);
    const sub = at === -1 ? void 0 : words[at];
    if (sub !== void 0 && !wilds[at] && !CARGO_COMMANDS.has(sub) && !Object.hasOwn(CARGO_ALIASES, sub) && sub !== shape.subwords[0]) {
      if (cargoAliases(context.cwd).has(sub.toLowerCase())) return { note: `"cargo ${sub}" is an alias defined in cargo's configuration` };
    }
  }
  const grammarMatch = grammarDenyMatch(name2, shape, pattern, words, wilds);
  if (grammarMatch !== void 0) return grammarMatch ? { note: note ?? grammarMatch } : null;
  const operands2 = [];
  const flags2 = [];
  let afterDashes = false;
  for (let i2 = 1; i2 < words.length; i2 += 1) {
    const w = words[i2];
    if (!afterDashes && w === "--") {
      afterDashes = true;
      continue;
    }
    if (!afterDashes && w.startsWith("-") && w !== "-") {
      flags2.push(w);
      continue;
    }
    const prev = words[i2 - 1];
    operands2.push({ word: w, wild: !!wilds[i2], skippable: !afterDashes && i2 > 1 && prev.startsWith("-") && prev !== "--" && !prev.includes("=") });
  }
  const synonyms = FLAG_SYNONYMS[shape.subwords.length ? `${name2} ${canonicalSub(name2, shape.subwords[0])}` : name2] ?? FLAG_SYNONYMS[name2] ?? {};
  const have = flagSet(flags2, synonyms);
  if (operands2.some((o) => o.wild) || [...flagSet(shape.flags, synonyms)].every((f) => have.has(f))) {
    const wanted = [...shape.subwords, ...shape.operands];
    const sameSub = (k, word) => k === 0 ? canonicalSub(name2, word) === canonicalSub(name2, wanted[0]) : word === wanted[k];
    const match = (k, c) => {
      if (k === wanted.length) return shape.prefix || operands2.slice(c).every((o2) => o2.skippable);
      if (c >= operands2.length) return false;
      const o = operands2[c];
      if (o.wild) return true;
      if (sameSub(k, o.word) && match(k + 1, c + 1)) return true;
      return o.skippable && match(k, c + 1);
    };
    if (match(0, 0)) return { note };
  }
  return null;
}
var SCRIPT_VERBS = /* @__PURE__ */ new Set(["test", "start", "stop", "restart"]);
function meanings(words) {
  const out2 = [];
  for (const lenient of [false, true]) {
    const call = readPackageManager(words, { lenient });
    if (!call || call.sub === null || call.subAt === -1) continue;
    const sub = call.tool === "npm" ? call.sub : pmCanonical(call.tool, call.sub);
    const firstArg = call.args.find((k) => !words[k].startsWith("-"));
    if (sub === "publish" || sub === "unpublish") out2.push({ verb: sub, rest: call.subAt + 1 });
    else if ((sub === "run-script" || sub === "run") && firstArg !== void 0) out2.push({ verb: "run", script: words[firstArg], rest: firstArg + 1 });
    else if (SCRIPT_VERBS.has(sub)) out2.push({ verb: "run", script: sub, rest: call.subAt + 1 });
    else if (call.tool !== "npm" && call.run?.at === call.subAt) out2.push({ verb: "run", script: words[call.subAt], rest: call.subAt + 1 });
  }
  return out2;
}
function sharedMeaning(rule, command) {
  const wanted = meanings(rule)[0];
  if (!wanted) return null;
  const ruleRest = rule.slice(wanted.rest).filter((w) => w !== "*");
  for (const m of meanings(command)) {
    if (m.verb !== wanted.verb || m.script !== wanted.script) continue;
    const rest = command.slice(m.rest);
    const have = flagSet(command.slice(1), {});
    const flagsOk = [...flagSet(ruleRest.filter((w) => w.startsWith("-")), {})].every((f) => have.has(f));
    const wordsOk = ruleRest.filter((w) => !w.startsWith("-")).every((w) => rest.includes(w));
    if (!flagsOk || !wordsOk) continue;
    const tool = basename(command[0] ?? "");
    return tool === basename(rule[0] ?? "") ? `${tool} resolves it to ${wanted.script ? `running the script "${wanted.script}"` : wanted.verb}` : `${tool} ${wanted.script ? `runs the package script "${wanted.script}"` : `${wanted.verb}es the package`} as ${rule.slice(0, wanted.rest).join(" ")} does`;
  }
  return null;
}
function grammar(specs, extra = {}) {
  const long = {};
  const short = {};
  const values2 = {};
  for (const spec of specs) {
    const optional = spec.endsWith("[=]");
    const required = !optional && spec.endsWith("=");
    const names = spec.replace(/\[?=\]?$/, "").split("|");
    const key = names[0];
    for (const n of names) {
      if (n.startsWith("--")) long[n] = key;
      else short[n.slice(1)] = key;
    }
    if (required || optional) values2[key] = optional ? "optional" : "required";
  }
  return { long, short, values: values2, prefixes: true, ...extra };
}
var GRAMMARS = {
  rm: grammar(["--force|-f", "--interactive[=]", "-i", "-I", "--recursive|-r|-R", "--dir|-d", "--verbose|-v", "--one-file-system", "--no-preserve-root", "--preserve-root[=]", "--help", "--version"]),
  sed: grammar(["--quiet|--silent|-n", "--expression|-e=", "--file|-f=", "--in-place|-i[=]", "--line-length|-l=", "--null-data|--zero-terminated|-z", "--regexp-extended|-E|-r", "--separate|-s", "--sandbox", "--unbuffered|-u", "--binary|-b", "--follow-symlinks", "--posix", "--debug", "--help", "--version"]),
  curl: grammar([
    "--request|-X=",
    "--data|-d=",
    "--data-raw=",
    "--data-binary=",
    "--data-urlencode=",
    "--data-ascii=",
    "--json=",
    "--form|-F=",
    "--form-string=",
    "--header|-H=",
    "--output|-o=",
    "--remote-name|-O",
    "--silent|-s",
    "--show-error|-S",
    "--location|-L",
    "--insecure|-k",
    "--user|-u=",
    "--user-agent|-A=",
    "--referer|-e=",
    "--cookie|-b=",
    "--cookie-jar|-c=",
    "--upload-file|-T=",
    "--head|-I",
    "--include|-i",
    "--verbose|-v",
    "--fail|-f",
    "--get|-G",
    "--max-time|-m=",
    "--write-out|-w=",
    "--proxy|-x=",
    "--config|-K=",
    "--range|-r=",
    "--continue-at|-C=",
    "--cert|-E=",
    "--parallel|-Z",
    "--progress-bar|-#",
    "--ipv4|-4",
    "--ipv6|-6",
    "--netrc|-n",
    "--no-buffer|-N",
    "--dump-header|-D=",
    "--url=",
    "--compressed",
    "--retry=",
    "--connect-timeout=",
    "--request-target=",
    "--output-dir=",
    "--create-dirs",
    "--key=",
    "--cacert=",
    "--resolve=",
    "--http1.1",
    "--http2",
    "--oauth2-bearer=",
    "--retry-delay=",
    "--max-filesize=",
    "--limit-rate=",
    "--quote|-Q=",
    "--telnet-option|-t=",
    "--time-cond|-z=",
    "--proxy-user|-U=",
    "--help|-h",
    "--version|-V",
    "--manual|-M",
    "--globoff|-g",
    "--list-only|-l",
    "--append|-a",
    "--use-ascii|-B",
    "--disable|-q",
    "--remote-header-name|-J",
    "--junk-session-cookies|-j",
    "--proxytunnel|-p",
    "--ftp-port|-P=",
    "--remote-time|-R",
    "--speed-limit|-Y=",
    "--speed-time|-y=",
    "--tlsv1|-1",
    "--sslv2|-2",
    "--sslv3|-3",
    "--http1.0|-0",
    "--trace=",
    "--trace-ascii=",
    "--stderr="
  ], {
    nocase: true,
    // Data or a form is sent with POST unless -X names another method or -G puts it in the URL.
    finish: (options) => {
      const data = ["--data", "--data-raw", "--data-binary", "--data-urlencode", "--data-ascii", "--json", "--form", "--form-string"].some((k) => options.has(k));
      if (data && !options.has("--request") && !options.has("--get")) options.set("--request", ["POST"]);
    }
  }),
  "git push": grammar([
    "--all",
    "--branches",
    "--prune",
    "--mirror",
    "--dry-run|-n",
    "--porcelain",
    "--delete|-d",
    "--tags",
    "--follow-tags",
    "--signed[=]",
    "--no-signed",
    "--atomic",
    "--no-atomic",
    "--push-option|-o=",
    "--receive-pack=",
    "--exec=",
    "--force|-f",
    "--force-with-lease[=]",
    "--no-force-with-lease",
    "--force-if-includes",
    "--no-force-if-includes",
    "--repo=",
    "--set-upstream|-u",
    "--thin",
    "--no-thin",
    "--quiet|-q",
    "--verbose|-v",
    "--progress",
    "--no-progress",
    "--recurse-submodules=",
    "--no-recurse-submodules",
    "--verify",
    "--no-verify",
    "--ipv4|-4",
    "--ipv6|-6"
  ], {
    implications: { "--force-with-lease": ["--force"], "--mirror": ["--force"] },
    // `git push origin +main` / `+HEAD:refs/heads/main`: a `+` refspec force-updates that ref.
    operandImplies: (operand) => operand.startsWith("+") ? ["--force"] : []
  }),
  "git reset": grammar(["--hard", "--soft", "--mixed", "--merge", "--keep", "--quiet|-q", "--no-quiet", "--patch|-p", "--intent-to-add|-N", "--pathspec-from-file=", "--pathspec-file-nul", "--recurse-submodules", "--no-recurse-submodules", "--refresh", "--no-refresh"]),
  "git clean": grammar(["--force|-f", "--dry-run|-n", "--quiet|-q", "--interactive|-i", "--exclude|-e=", "-x", "-X", "-d"])
};
function longKeys(g, name2) {
  if (Object.hasOwn(g.long, name2)) return [g.long[name2]];
  if (!g.prefixes || name2.length < 3) return [];
  return [...new Set(Object.keys(g.long).filter((l) => l.startsWith(name2)).map((l) => g.long[l]))];
}
function readOptions(g, args2) {
  const out2 = { options: /* @__PURE__ */ new Map(), operands: [], unknown: [] };
  const add2 = (key, value) => {
    for (const k of [key, ...g.implications?.[key] ?? []]) (out2.options.get(k) ?? out2.options.set(k, []).get(k)).push(value);
  };
  for (let i2 = 0; i2 < args2.length; i2 += 1) {
    const w = args2[i2];
    if (w === "--") {
      out2.operands.push(...args2.slice(i2 + 1));
      break;
    }
    if (!w.startsWith("-") || w === "-") {
      out2.operands.push(w);
      for (const k of g.operandImplies?.(w) ?? []) add2(k, void 0);
      continue;
    }
    if (w.startsWith("--")) {
      const eq = w.indexOf("=");
      const name2 = eq === -1 ? w : w.slice(0, eq);
      const keys = longKeys(g, name2);
      if (keys.length !== 1) out2.unknown.push(name2);
      for (const key of keys) {
        const kind = g.values[key];
        let value = eq === -1 ? void 0 : w.slice(eq + 1);
        if (value === void 0 && kind === "required" && keys.length === 1) value = args2[++i2];
        add2(key, value);
      }
      continue;
    }
    for (let c = 1; c < w.length; c += 1) {
      const key = g.short[w[c]];
      if (key === void 0) {
        out2.unknown.push(`-${w[c]}`);
        continue;
      }
      const kind = g.values[key];
      if (kind) {
        const rest = w.slice(c + 1);
        add2(key, rest || (kind === "required" ? args2[++i2] : void 0));
        break;
      }
      add2(key, void 0);
    }
  }
  g.finish?.(out2.options);
  return out2;
}
function grammarDenyMatch(name2, shape, pattern, words, wilds) {
  let key = name2;
  let at = 1;
  if (shape.subwords.length) {
    if (shape.subwords.length !== 1 || name2 !== "git") return void 0;
    key = `git ${canonicalSub("git", shape.subwords[0])}`;
    if (!Object.hasOwn(GRAMMARS, key)) return void 0;
    const sub = subIndex("git", words);
    if (sub === -1) return null;
    if (!wilds[sub] && canonicalSub("git", words[sub]) !== canonicalSub("git", shape.subwords[0])) return null;
    at = sub + 1;
  } else if (!Object.hasOwn(GRAMMARS, key)) return void 0;
  const g = GRAMMARS[key];
  if (wilds.slice(at).some(Boolean)) return "a word holding a variable could be the options the rule names";
  const ruleWords = pattern.words.slice(1 + shape.subwords.length).filter((w, i2, all) => !(w === "*" && i2 === all.length - 1));
  const rule = readOptions(g, ruleWords);
  const command = readOptions(g, words.slice(at));
  const same = (a, b) => g.nocase ? a?.toLowerCase() === b?.toLowerCase() : a === b;
  for (const [option, values2] of rule.options) {
    const have = command.options.get(option);
    const abbreviated = command.unknown.some((u) => u.startsWith("--") && Object.keys(g.long).some((l) => g.long[l] === option && l.startsWith(u) && u.length >= 3));
    if (!have && !abbreviated) return null;
    for (const v of values2) if (v !== void 0 && have && !have.some((h) => same(h, v)) && !abbreviated) return null;
  }
  let k = 0;
  for (const operand of command.operands) if (k < rule.operands.length && operand === rule.operands[k]) k += 1;
  if (k < rule.operands.length) return null;
  const spelt = words.slice(at).filter((w) => w.startsWith("-") || w.startsWith("+")).join(" ");
  return spelt ? `${key} reads "${spelt}" as holding the options the rule names` : `${key} as the rule names it`;
}

// src/policy/shell/decision.ts
var MAX_SCRIPT_DEPTH = 4;
var CHANGES_DIRECTORY = /* @__PURE__ */ new Set(["cd", "pushd", "popd"]);
var MAKES = /* @__PURE__ */ new Set(["make", "gmake"]);
var PACKAGE_MANAGERS = /* @__PURE__ */ new Set(["npm", "pnpm", "yarn", "bun"]);
var CACHE_LIMIT = 2e3;
var NO_OPS = /* @__PURE__ */ new Set(["true", "false", ":"]);
var POSIX_SHELLS = /* @__PURE__ */ new Set(["sh", "dash", "ash"]);
var ShellJudge = class {
  constructor(options) {
    this.options = options;
  }
  options;
  cache = /* @__PURE__ */ new Map();
  decide(command, tool, kind) {
    const key = `${tool}\0${kind}\0${command}`;
    let verdict = this.cache.get(key);
    if (!verdict) {
      verdict = new Judgement(this.options.parser, this.options.rules, tool, kind).script(command, 0);
      if (this.cache.size >= CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value);
      this.cache.set(key, verdict);
    }
    if (verdict.decision.decision === "deny") return verdict.decision;
    for (const effect2 of verdict.effects) {
      const refused = this.options.checkEffect(effect2, command);
      if (refused) return refused;
    }
    return verdict.decision;
  }
};
function quote(text) {
  const oneLine2 = text.replace(/\s*\n\s*/g, " ").trim();
  return `"${oneLine2.length > 120 ? `${oneLine2.slice(0, 117)}...` : oneLine2}"`;
}
var Judgement = class {
  constructor(parser, rules, tool, kind) {
    this.parser = parser;
    this.tool = tool;
    this.kind = kind;
    this.cwd = rules.cwd;
    this.scripts = scriptLookup(rules.cwd);
    this.allowRules = rules.allow.filter((r) => ruleGoverns(r, tool, kind) && (r.specifier === null || r.shell));
    this.denyRules = rules.deny.filter((r) => ruleGoverns(r, tool, kind));
  }
  parser;
  tool;
  kind;
  allowRules;
  denyRules;
  cwd;
  scripts;
  unwrap(words, wild, dirs) {
    return unwrapAll(words, wild, this.scripts, this.cwd, dirs);
  }
  /** `stdinEmpty`: the script's stdin has nothing in it (the Bash tool gives none). */
  script(source, depth, stdinEmpty = true, dialect = "bash") {
    if (depth > MAX_SCRIPT_DEPTH) return { decision: deny(null, "too many nested shells to analyse"), effects: [] };
    const analysis = analyseScript(this.parser, source, dialect);
    if (!analysis.ok) return { decision: deny(null, analysis.reason), effects: [] };
    const effects = [];
    const used = [];
    const verdicts = analysis.commands.map((command) => this.simple(command, source, depth, stdinEmpty));
    if (analysis.commands.length > 1) {
      const mover = analysis.commands.find((c) => {
        if (c.chdir) return false;
        const layers = this.unwrap(c.words.map((w) => w.text), c.words.map((w) => w.expansion)).layers;
        return layers.some((l) => CHANGES_DIRECTORY.has(basename(l.words[0] ?? "")));
      });
      if (mover) {
        verdicts.push(refuse(`${quote(mover.text)} changes the directory the other commands run in, so their paths, config files and scripts cannot be checked; each call already starts in the repository root`));
      }
    }
    if (analysis.commands.length > 1 && verdicts.some((v) => v.effects.some((e) => e.access === "git-content"))) {
      const changer = analysis.commands.find((c) => changesGitState(this.unwrap(c.words.map((w) => w.text), c.words.map((w) => w.expansion)), this.cwd));
      if (changer) verdicts.push(refuse(`${quote(changer.text)} can change git's index, stash or history, and another part of the command prints contents from them, which cannot be checked before it runs; run them as separate calls`));
    }
    const makeProblem = this.makeEnvironmentProblem(analysis.commands);
    if (makeProblem) verdicts.push(refuse(makeProblem));
    const refusal = verdicts.find((v) => v.decision.decision === "deny" && v.decision.rule !== null) ?? verdicts.find((v) => v.decision.decision === "deny");
    if (refusal) return refusal;
    for (const v of verdicts) {
      effects.push(...v.effects);
      if (v.decision.rule && !used.includes(v.decision.rule)) used.push(v.decision.rule);
    }
    const rule = used.length ? used.join(", ") : null;
    return { decision: { decision: "allow", rule, reason: rule ? `allowed by ${rule}` : "allowed (sets only plain variables)" }, effects };
  }
  /**
   * make takes its whole environment as makefile variables (build-tools.ts): the variables a
   * make in this script receives from the command (`GO=x make`, `env GO=x make`) or from the
   * script (`export GO=x`, `set -a` then `GO=x`) must be plain values.
   */
  makeEnvironmentProblem(commands) {
    const makes = commands.filter((c) => this.unwrap(c.words.map((w) => w.text), c.words.map((w) => w.expansion)).layers.some((l) => MAKES.has(basename(l.words[0] ?? ""))));
    if (!makes.length) return null;
    const literal = (w) => w && !w.expansion ? w.text : null;
    for (const make of makes) {
      for (const { name: name2, value } of make.assignments) {
        const problem = makeVariableProblem(name2, literal(value));
        if (problem) return problem;
      }
      const layers = this.unwrap(make.words.map((w) => w.text), make.words.map((w) => w.expansion)).layers;
      for (const name2 of this.unwrap(make.words.map((w) => w.text), make.words.map((w) => w.expansion)).assignments) {
        const problem = makeVariableProblem(name2, wrapperSetting(layers, name2));
        if (problem) return problem;
      }
    }
    const allexport = commands.some((c) => c.words[0]?.text === "set" && c.words.slice(1).some((w, i2, all) => /^-[a-zA-Z]*a/.test(w.text) || w.text === "-o" && all[i2 + 1]?.text === "allexport"));
    for (const c of commands) {
      const head = c.words[0]?.text;
      if (head && ["export", "declare", "typeset", "local", "readonly"].includes(head) && (head === "export" || c.words.some((w) => /^-[a-zA-Z]*x/.test(w.text)))) {
        for (const w of c.words.slice(1)) {
          if (w.text.startsWith("-")) continue;
          const eq = w.text.indexOf("=");
          const problem = makeVariableProblem(eq === -1 ? w.text : w.text.slice(0, eq), eq === -1 || w.expansion ? null : w.text.slice(eq + 1));
          if (problem) return problem;
        }
      }
      if (allexport && !makes.includes(c)) {
        for (const { name: name2, value } of c.assignments) {
          const problem = makeVariableProblem(name2, literal(value));
          if (problem) return problem;
        }
      }
    }
    return null;
  }
  simple(command, source, depth, stdinEmpty) {
    for (const { name: name3, value } of command.assignments) {
      if (isDangerousVariable(name3) && !isHarmlessSetting(name3, value && !value.expansion ? value.text : null)) {
        return refuse(`setting ${name3} changes what later commands run or load, so it is not allowed`);
      }
    }
    const effects = command.redirects.flatMap((r) => inDirs(redirectEffects([r]), r.dirs));
    if (!command.words.length) return { decision: { decision: "allow", rule: null, reason: "plain assignment" }, effects };
    if (command.dirs?.includes(UNKNOWN_DIR) || command.redirects.some((r) => r.dirs?.includes(UNKNOWN_DIR))) {
      return refuse(`${quote(command.text)} runs after cd to a directory named by a variable, ~ or -, which cannot be checked; cd to a path inside the workspace`);
    }
    if (command.chdir) return this.changeDirectory(command, source, depth, effects);
    const name2 = command.words[0];
    if (name2.expansion) return refuse(`a variable in command position (${quote(name2.text)}) cannot be analysed statically`);
    if (name2.glob) return refuse(`a glob in command position (${quote(name2.text)}) cannot be analysed statically`);
    const braced = command.words.find((w) => w.brace);
    if (braced) return refuse(`brace expansion (${quote(braced.text)}) can change the words of a command and cannot be analysed statically`);
    const hasHeredoc = command.redirects.some((r) => r.kind === "heredoc" || r.kind === "herestring");
    const hasInput = command.redirects.some((r) => r.kind === "read");
    for (const layer of this.unwrap(command.words.map((w) => w.text), command.words.map((w) => w.expansion), command.dirs).layers) {
      const offset = command.words.length - layer.words.length;
      const problem = variableOptionProblem(command.words.slice(offset).map((w) => ({ text: w.text, wild: w.expansion, split: !!w.split })));
      if (problem) return refuse(problem);
    }
    if (command.words.some((w) => w.loopGlob)) {
      const anyWord = this.words(command.words.map((w) => w.text), command.words.map((w) => w.expansion || !!w.loopGlob), command.text, source, depth, { stdinProgram: null, stdinEmpty: true });
      if (anyWord.decision.decision === "deny" && anyWord.decision.rule !== null) return anyWord;
    }
    const context = {
      ...command.dirs ? { dirs: command.dirs } : {},
      // Inside `... | bash -c '...'` a command that is not fed itself reads the script's input.
      stdinProgram: hasHeredoc ? "a heredoc or herestring" : command.piped ? "a pipe" : hasInput ? "an input redirection" : stdinEmpty ? null : "the input of the enclosing command",
      stdinEmpty: stdinEmpty && !hasHeredoc && !command.piped && !hasInput
    };
    const texts = command.words.map((w) => w.text);
    const wild = command.words.map((w) => w.expansion);
    const layers = this.unwrap(texts, wild, command.dirs).layers;
    if (command.dirs && layers.some((l) => MAKES.has(basename(l.words[0] ?? "")))) {
      return refuse(`${quote(command.text)} runs make after cd, which reads that directory's Makefile (as make -C would), so what it runs cannot be checked`);
    }
    const relativeProgram = !!command.dirs && name2.text.includes("/") && !name2.text.startsWith("/");
    let verdict;
    if (relativeProgram) {
      const per = [];
      for (const dir of command.dirs) {
        const program = dir.startsWith("/") ? path10.posix.join(dir, name2.text) : path10.posix.normalize(`${dir}/${name2.text}`);
        if (program === ".." || program.startsWith("../")) return refuse(`${quote(command.text)} runs a program outside the workspace`);
        const v = this.words([program.startsWith("/") ? program : `./${program}`, ...texts.slice(1)], wild, command.text, source, depth, context);
        if (v.decision.decision === "deny") return v;
        per.push({ decision: v.decision, effects: inDirs(v.effects, [dir]) });
      }
      verdict = { decision: per[0].decision, effects: per.flatMap((v) => v.effects) };
    } else {
      verdict = this.words(texts, wild, command.text, source, depth, context);
      if (verdict.decision.decision === "deny") return verdict;
      verdict = { decision: verdict.decision, effects: inDirs(verdict.effects, command.dirs) };
    }
    const manager = layers.find((l) => PACKAGE_MANAGERS.has(basename(l.words[0] ?? "")));
    if (command.dirs && manager) {
      verdict.effects.push(...inDirs([{ path: ".", unknown: false, glob: false, access: "package-dir", via: basename(manager.words[0]) }], command.dirs));
    }
    const input = xargsInput(command, layers, stdinEmpty);
    for (const run2 of input.runs) {
      const hit = this.denyingRule(run2);
      if (hit) return { decision: deny(hit.rule.text, `${hit.rule.text} matched ${quote(command.text)}: xargs runs ${quote(run2.words.map((w, i2) => run2.wild[i2] ? "<input>" : w).join(" "))}${hit.note ? ` (${hit.note})` : ""}`), effects: [] };
    }
    if (input.refusal) return refuse(input.refusal);
    return { decision: verdict.decision, effects: [...effects, ...verdict.effects, ...inDirs(input.effects, command.dirs)] };
  }
  /**
   * `cd DIR` with later commands: needs no rule of its own (deny rules still apply); its target
   * must be a directory inside the workspace, checked when the call is decided (a `chdir` effect),
   * and the commands after it have their paths resolved there.
   */
  changeDirectory(command, source, depth, effects) {
    const chdir = command.chdir;
    const verdict = this.words(command.words.map((w) => w.text), command.words.map((w) => w.expansion), command.text, source, depth, { stdinProgram: null, stdinEmpty: true });
    if (verdict.decision.decision === "deny" && verdict.decision.rule !== null) return verdict;
    const decision = verdict.decision.decision === "allow" ? verdict.decision : { decision: "allow", rule: null, reason: "cd inside the workspace" };
    if (chdir.unknown) return { decision, effects };
    const target = { path: chdir.target, unknown: false, glob: false, access: "chdir", via: "cd" };
    const through = (chdir.through ?? []).map((dir) => ({ path: dir, unknown: false, glob: false, access: "chdir", via: "cd" }));
    return { decision, effects: [...effects, ...inDirs([target, ...through], command.dirs)] };
  }
  /** One command given as words (a simple command, or one that find -exec runs). */
  words(words, wild, text, source, depth, context) {
    const unwrapped = this.unwrap(words, wild, context.dirs);
    const layers = unwrapped.layers;
    const effective = layers[layers.length - 1];
    for (const layer of layers) {
      const why = refusesAsString(basename(layer.words[0] ?? ""));
      if (why) return refuse(why);
    }
    for (const name2 of unwrapped.assignments) {
      if (isDangerousVariable(name2) && !isHarmlessSetting(name2, wrapperSetting(layers, name2))) {
        return refuse(`setting ${name2} changes what later commands run or load, so it is not allowed`);
      }
    }
    const execs = unwrapped.nestedCommands.map((form2) => ({ ...form2, wild: form2.wild.map((w, i2) => w || form2.words[i2].includes("{}")) }));
    for (const form2 of [...layers, ...execs]) {
      const hit = this.denyingRule(form2);
      if (hit) return { decision: deny(hit.rule.text, `${hit.rule.text} matched ${quote(text)}${hit.note ? ` (${hit.note})` : ""}`), effects: [] };
    }
    const scripts = unwrapped.nestedScripts.map((nested) => ({ nested, verdict: this.script(nested.script, depth + 1, context.stdinEmpty, POSIX_SHELLS.has(nested.shell) ? "posix" : "bash") }));
    const where = (nested) => nested.via ?? `${nested.shell} -c`;
    const ruled = scripts.find((s) => s.verdict.decision.decision === "deny" && s.verdict.decision.rule !== null);
    if (ruled) return { decision: { ...ruled.verdict.decision, reason: `in ${where(ruled.nested)}: ${ruled.verdict.decision.reason}` }, effects: [] };
    if (unwrapped.refusal) return refuse(unwrapped.refusal);
    for (const layer of layers) {
      const name2 = layer.words[0] ?? "";
      if (layer.wild[0]) return refuse(`a variable in command position (${quote(name2)}) cannot be analysed statically`);
      if (/[*?[]/.test(name2)) return refuse(`a glob in command position (${quote(name2)}) cannot be analysed statically`);
      const problem = builtinArgumentProblem(layer.words) ?? programFacts(layer.words).refusal;
      if (problem) return refuse(problem);
    }
    if (context.stdinProgram && isInterpreter(effective.words[0] ?? "") && readsProgramFromStdin(effective.words)) {
      return refuse(`feeding a program to an interpreter through ${context.stdinProgram} (${quote(effective.words.join(" "))}) cannot be analysed statically`);
    }
    const effects = [];
    const used = [];
    for (const out2 of unwrapped.writes) {
      if (out2.via === "flock" && !out2.wild && /^\/(tmp|var\/tmp|run\/lock)\/[^/]+$/.test(out2.path) && !lstatSync6(out2.path, { throwIfNoEntry: false })?.isSymbolicLink()) continue;
      effects.push({ path: out2.path, unknown: out2.wild, glob: /[*?[]/.test(out2.path), access: "write", via: `${out2.via} writes` });
    }
    for (const { nested, verdict: inner } of scripts) {
      if (inner.decision.decision === "deny") {
        return { decision: { ...inner.decision, reason: `in ${where(nested)}: ${inner.decision.reason}` }, effects: [] };
      }
      if (nested.foreign) {
        const shell = nested.via ?? nested.shell;
        return refuse(`${shell}${nested.via ? "" : " -c"}: ${nested.via ? "its shell's" : `${nested.shell}'s`} syntax is not bash's (it can run code where bash would not), so its scripts cannot be analysed; use bash -c`);
      }
      if (nested.dir !== void 0) effects.push({ path: nested.dir, unknown: false, glob: false, access: "chdir", via: nested.via ?? "cd" }, ...inDirs(inner.effects, [nested.dir]));
      else effects.push(...inner.effects);
      if (inner.decision.rule) used.push(inner.decision.rule);
    }
    for (const nested of unwrapped.nestedCommands) {
      const inner = this.words(nested.words, nested.wild, nested.words.join(" "), source, depth, { stdinProgram: null, stdinEmpty: false });
      if (inner.decision.decision === "deny") {
        return { decision: { ...inner.decision, reason: `in find -exec: ${inner.decision.reason}` }, effects: [] };
      }
      effects.push(...inner.effects);
      if (inner.decision.rule) used.push(inner.decision.rule);
    }
    const runnerScript = unwrapped.nestedScripts.some((n) => n.via !== void 0);
    if (!unwrapped.nestedScripts.length || runnerScript) {
      const rule2 = this.allowingRule(layers, unwrapped.sealed);
      const noOp = !rule2 && layers.length === 1 && NO_OPS.has(effective.words[0] ?? "");
      if (!rule2 && !noOp) {
        const whole = quote(source);
        const part = quote(effective.words.join(" "));
        const sealed = [...unwrapped.sealed].map((l) => basename(l.words[0] ?? ""));
        const why = sealed.length ? `; ${sealed[0]} may fetch another program of that name, so only a rule naming ${sealed[0]} and the program allows it` : "";
        return refuse(whole === part ? `no allow rule matches ${whole}${why}` : `no allow rule matches ${whole} (simple command ${part})${why}`);
      }
      if (rule2) used.unshift(rule2.text);
      if (!runnerScript) effects.push(...this.runnerEffects(unwrapped, argumentEffects(effective)));
    }
    const rule = used.length ? [...new Set(used)].join(", ") : null;
    return { decision: { decision: "allow", rule, reason: rule ? `allowed by ${rule}` : "allowed" }, effects };
  }
  /**
   * The effects of what a package manager's runner runs, where it runs it: after `pnpm -C DIR`
   * in DIR (a `cd`, checked as one), after `pnpm -r exec` / `--filter` in every workspace package.
   */
  runnerEffects(unwrapped, inner) {
    let effects = inner;
    for (const runner of [...unwrapped.runners].reverse()) {
      const name2 = basename(runner.layer.words[0] ?? "");
      if (runner.dirs) effects = inDirs(effects, runner.dirs);
      if (runner.chdirs.length) {
        effects = [
          ...runner.chdirs.map((dir) => ({ path: dir, unknown: false, glob: /[*?[]/.test(dir), access: "chdir", via: `${name2} -C` })),
          ...inDirs(effects, runner.chdirs)
        ];
      }
    }
    return effects;
  }
  denyingRule(form2) {
    if (!this.denyRules.length) return null;
    const variants = [];
    const add2 = (words, wild) => {
      variants.push({ words, wild });
      const name2 = words[0] ?? "";
      if (name2.includes("/")) variants.push({ words: [basename(name2), ...words.slice(1)], wild });
    };
    add2(form2.words, form2.wild);
    if (form2.words.some((w) => /\s/.test(w))) {
      const split2 = [];
      const splitWild = [];
      form2.words.forEach((w, i2) => w.split(/\s+/).filter(Boolean).forEach((part) => {
        split2.push(part);
        splitWild.push(form2.wild[i2]);
      }));
      add2(split2, splitWild);
    }
    for (const v of [...variants]) {
      const git2 = withoutGitGlobalOptions([basename(v.words[0] ?? ""), ...v.words.slice(1)]);
      if (git2) variants.push({ words: git2, wild: [false, ...v.wild.slice(v.words.length - git2.length + 1)] });
      for (const at of runnerStarts(v.words)) {
        const inner = unwrapAll(v.words.slice(at), v.wild.slice(at), void 0, void 0);
        for (const layer of [...inner.layers, ...inner.nestedCommands]) variants.push({ words: layer.words, wild: layer.wild });
      }
    }
    for (const rule of this.denyRules) {
      if (!rule.shell) return { rule };
      if (variants.some((v) => shellPatternMatchesLoosely(rule.shell, v.words, v.wild))) return { rule };
      for (const v of variants) {
        const match = denyMatchesNormalised(rule.shell, v.words, v.wild, { cwd: this.cwd });
        if (match) return { rule, note: match.note };
      }
    }
    return null;
  }
  /** The allow rule for the first layer that one covers (see wrappers.ts for why). */
  allowingRule(layers, sealed = /* @__PURE__ */ new Set()) {
    for (const layer of layers) {
      const moved = subcommandFirst(layer.words);
      for (const rule of this.allowRules) {
        if (!rule.shell) return rule;
        const asWritten = shellPatternMatches(rule.shell, layer.words, layer.openEnded);
        if (!asWritten && !(moved && shellPatternMatches(rule.shell, moved, layer.openEnded))) continue;
        const inner = asWritten || layer.innerStart === Infinity ? layer.innerStart : moved.indexOf(layer.words[layer.innerStart]);
        if (inner === Infinity || rule.shell.literalWords > inner) return rule;
      }
      if (layer.sudo || sealed.has(layer)) return null;
    }
    return null;
  }
};
function inDirs(effects, dirs) {
  if (!dirs) return effects;
  return dirs.flatMap((dir) => effects.map((e) => {
    const cwd = e.cwd === void 0 ? dir : e.cwd.startsWith("/") ? e.cwd : path10.posix.normalize(dir ? `${dir}/${e.cwd}` : e.cwd);
    return { ...e, cwd: cwd === "." ? "" : cwd };
  }));
}
function wrapperSetting(layers, name2) {
  for (const layer of layers) {
    const at = layer.words.findIndex((w, i2) => i2 > 0 && i2 < layer.innerStart && w.startsWith(`${name2}=`));
    if (at !== -1) return layer.wild[at] ? null : layer.words[at].slice(name2.length + 1);
  }
  return null;
}
var GIT_READ_ONLY = /* @__PURE__ */ new Set([
  "status",
  "diff",
  "log",
  "show",
  "grep",
  "ls-files",
  "ls-tree",
  "cat-file",
  "rev-parse",
  "rev-list",
  "blame",
  "annotate",
  "shortlog",
  "describe",
  "show-ref",
  "for-each-ref",
  "name-rev",
  "whatchanged",
  "diff-tree",
  "diff-index",
  "diff-files",
  "merge-base",
  "count-objects",
  "version",
  "help",
  "var",
  "check-ignore",
  "check-attr",
  "ls-remote",
  "cherry",
  "range-diff",
  "format-patch",
  "archive",
  "verify-commit",
  "verify-tag",
  "show-branch",
  "fsck"
]);
function changesGitState(unwrapped, cwd) {
  if (unwrapped.nestedScripts.some((s) => /\bgit\b/.test(s.script))) return true;
  for (const form2 of [...unwrapped.layers, ...unwrapped.nestedCommands]) {
    if (!/^git(-.+)?$/.test(basename(form2.words[0] ?? ""))) continue;
    const words = withoutGitGlobalOptions(form2.words) ?? form2.words;
    const dashed = /^git-(.+)$/.exec(basename(words[0] ?? ""));
    const sub = dashed ? dashed[1] : words[1];
    const operands2 = words.slice(dashed ? 1 : 2).filter((w) => !w.startsWith("-"));
    if (sub === void 0) continue;
    if (GIT_READ_ONLY.has(sub)) continue;
    if (["stash", "reflog"].includes(sub) && ["list", "show"].includes(operands2[0] ?? "")) continue;
    if (["branch", "tag", "remote", "worktree", "notes"].includes(sub) && !operands2.length) continue;
    const flags2 = words.slice(dashed ? 1 : 2).filter((w) => w.startsWith("-"));
    if (sub === "add" && operands2.length && flags2.every((f) => ["-v", "--verbose", "-f", "--force", "--"].includes(f)) && operands2.every((o) => !/[*?[:\\]/.test(o) && !!lstatSync6(path10.resolve(cwd, o), { throwIfNoEntry: false })?.isFile())) continue;
    return true;
  }
  return false;
}
var MAX_RUNNER_DEPTH = 4;
function unwrapAll(words, wild, scripts, root, dirs, depth = 0) {
  const first = unwrapCommand(words, wild);
  const result = { ...first, nestedScripts: [...first.nestedScripts], sealed: /* @__PURE__ */ new Set(), runners: [] };
  if (first.nestedScripts.length) return result;
  const last = first.layers[first.layers.length - 1];
  const call = readPackageManager(last.words, { scripts, root, ...dirs ? { dirs } : {} });
  if (!call) return result;
  if (call.refusal) result.refusal ??= call.refusal;
  if (call.shell) {
    const shell = call.shell;
    if (shell.from.some((k) => last.wild[k])) result.refusal ??= `the command ${shell.via} runs holds a variable and cannot be analysed statically`;
    else result.nestedScripts.push({ script: shell.script, shell: "sh", foreign: shell.foreign, via: shell.via, ...shell.dir !== void 0 ? { dir: shell.dir } : {} });
    return result;
  }
  if (!call.run) return result;
  if (depth >= MAX_RUNNER_DEPTH) {
    result.refusal ??= "too many nested package manager runners";
    return result;
  }
  const at = call.run.at;
  last.innerStart = at;
  if (call.run.sealed) result.sealed.add(last);
  result.runners.push({ layer: last, dirs: call.runDirs, chdirs: call.chdirs });
  const inner = unwrapAll(last.words.slice(at), last.wild.slice(at), scripts, root, void 0, depth + 1);
  for (const layer of inner.layers) layer.openEnded ||= last.openEnded;
  result.layers.push(...inner.layers);
  result.nestedCommands.push(...inner.nestedCommands);
  result.nestedScripts.push(...inner.nestedScripts);
  result.assignments.push(...inner.assignments);
  result.writes.push(...inner.writes);
  result.refusal ??= inner.refusal;
  for (const s of inner.sealed) result.sealed.add(s);
  result.runners.push(...inner.runners);
  return result;
}
function refuse(reason) {
  return { decision: deny(null, reason), effects: [] };
}

// src/policy/policy-engine.ts
var SANDBOX_READS = "file reads enforced by the sandbox";
function createPolicy(doc, cwd, parser, options = {}) {
  const { allow, deny: denyRules } = compileRules(doc);
  const rules = { cwd, allow, deny: denyRules };
  const sandbox = !!options.sandbox;
  const shell = new ShellJudge({ parser, rules, checkEffect: (effect2) => checkEffect(rules, effect2, { sandbox }) });
  let relaxed = null;
  const readRule = (rule) => ruleGoverns(rule, "Read", "read") || knownToolKind(rule.tool) === "read";
  function decideUnsafe(call) {
    if (doc.mode === "plan" && call.kind !== "read") {
      return deny(null, `plan mode: only reading is allowed, and ${call.tool} is a${call.kind === "edit" ? "n edit" : call.kind === "shell" ? " shell" : "n other"} tool`);
    }
    if (call.kind === "shell") {
      const command = call.input?.command;
      if (typeof command !== "string") return deny(null, `${call.tool} call has no command string to analyse`);
      const decision = shell.decide(command, call.tool, "shell");
      return sandbox && decision.decision === "allow" ? { ...decision, reason: `${decision.reason}; ${SANDBOX_READS}` } : decision;
    }
    if (call.kind === "other") {
      const denied = denyRules.find((r) => ruleGoverns(r, call.tool, "other") && specifierDenies(r, call.input));
      if (denied) return deny(denied.text, `${denied.text} matched ${call.tool}`);
      const allowed = allow.find((r) => ruleGoverns(r, call.tool, "other") && specifierMatches(r, call.input));
      if (allowed) return { decision: "allow", rule: allowed.text, reason: `allowed by ${allowed.text}` };
      return deny(null, `no allow rule matches ${call.tool}`);
    }
    const access = call.kind === "edit" ? "write" : "read";
    const paths = call.paths.length ? call.paths : ["."];
    const used = [];
    for (const requested of paths) {
      if (typeof requested !== "string") return deny(null, `${call.tool} reported a path that is not a string`);
      const decision = decidePath(rules, call.tool, call.kind, requested, access);
      if (decision.decision === "deny") return decision;
      if (decision.rule && !used.includes(decision.rule)) used.push(decision.rule);
    }
    const rule = used.join(", ") || null;
    return { decision: "allow", rule, reason: `allowed by ${rule}` };
  }
  const policy = {
    doc,
    sandboxed: sandbox,
    withSandbox() {
      if (sandbox) return policy;
      relaxed ??= createPolicy(doc, cwd, parser, { sandbox: true });
      return relaxed;
    },
    decide(call) {
      try {
        return decideUnsafe(call);
      } catch (error) {
        return deny(null, `the policy could not evaluate this call: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
    isReadDenied(relPath) {
      const rel = workspaceRel(relPath);
      return isReadProtected(rel) || denyRules.some((r) => readRule(r) && (r.specifier === null ? r.tool === "Read" : !r.path || r.path.matchesAnyCase(rel)));
    },
    canRead(relPath) {
      const rel = workspaceRel(relPath);
      if (isReadProtected(rel)) return false;
      if (denyRules.some((r) => readRule(r) && (r.specifier === null ? r.tool === "Read" : !r.path || r.path.matchesAnyCase(rel)))) return false;
      return allow.some((r) => readRule(r) && (r.specifier === null || !!r.path && r.path.matches(rel)));
    },
    canEverAllow(tool, kind) {
      if (doc.mode === "plan" && kind !== "read") return false;
      if (denyRules.some((r) => ruleGoverns(r, tool, kind) && r.specifier === null)) return false;
      return allow.some((r) => {
        if (!ruleGoverns(r, tool, kind)) return false;
        if (kind === "other") return knownSpecifier(r);
        return r.specifier === null || !!r.shell || !!r.path;
      });
    },
    describe() {
      return describePolicy(doc, allow, denyRules);
    }
  };
  return policy;
}
function workspaceRel(relPath) {
  return normalRel(relPath.includes("\\") ? relPath.replace(/\\/g, "/") : relPath);
}

// src/policy/shell/parser.ts
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path11 from "node:path";
import { fileURLToPath } from "node:url";

// node_modules/web-tree-sitter/web-tree-sitter.js
var __defProp = Object.defineProperty;
var __name = (target, value) => __defProp(target, "name", { value, configurable: true });
var Edit = class {
  static {
    __name(this, "Edit");
  }
  /** The start position of the change. */
  startPosition;
  /** The end position of the change before the edit. */
  oldEndPosition;
  /** The end position of the change after the edit. */
  newEndPosition;
  /** The start index of the change. */
  startIndex;
  /** The end index of the change before the edit. */
  oldEndIndex;
  /** The end index of the change after the edit. */
  newEndIndex;
  constructor({
    startIndex,
    oldEndIndex,
    newEndIndex,
    startPosition,
    oldEndPosition,
    newEndPosition
  }) {
    this.startIndex = startIndex >>> 0;
    this.oldEndIndex = oldEndIndex >>> 0;
    this.newEndIndex = newEndIndex >>> 0;
    this.startPosition = startPosition;
    this.oldEndPosition = oldEndPosition;
    this.newEndPosition = newEndPosition;
  }
  /**
   * Edit a point and index to keep it in-sync with source code that has been edited.
   *
   * This function updates a single point's byte offset and row/column position
   * based on an edit operation. This is useful for editing points without
   * requiring a tree or node instance.
   */
  editPoint(point, index) {
    let newIndex = index;
    const newPoint = { ...point };
    if (index >= this.oldEndIndex) {
      newIndex = this.newEndIndex + (index - this.oldEndIndex);
      const originalRow = point.row;
      newPoint.row = this.newEndPosition.row + (point.row - this.oldEndPosition.row);
      newPoint.column = originalRow === this.oldEndPosition.row ? this.newEndPosition.column + (point.column - this.oldEndPosition.column) : point.column;
    } else if (index > this.startIndex) {
      newIndex = this.newEndIndex;
      newPoint.row = this.newEndPosition.row;
      newPoint.column = this.newEndPosition.column;
    }
    return { point: newPoint, index: newIndex };
  }
  /**
   * Edit a range to keep it in-sync with source code that has been edited.
   *
   * This function updates a range's start and end positions based on an edit
   * operation. This is useful for editing ranges without requiring a tree
   * or node instance.
   */
  editRange(range3) {
    const newRange = {
      startIndex: range3.startIndex,
      startPosition: { ...range3.startPosition },
      endIndex: range3.endIndex,
      endPosition: { ...range3.endPosition }
    };
    if (range3.endIndex >= this.oldEndIndex) {
      if (range3.endIndex !== Number.MAX_SAFE_INTEGER) {
        newRange.endIndex = this.newEndIndex + (range3.endIndex - this.oldEndIndex);
        newRange.endPosition = {
          row: this.newEndPosition.row + (range3.endPosition.row - this.oldEndPosition.row),
          column: range3.endPosition.row === this.oldEndPosition.row ? this.newEndPosition.column + (range3.endPosition.column - this.oldEndPosition.column) : range3.endPosition.column
        };
        if (newRange.endIndex < this.newEndIndex) {
          newRange.endIndex = Number.MAX_SAFE_INTEGER;
          newRange.endPosition = { row: Number.MAX_SAFE_INTEGER, column: Number.MAX_SAFE_INTEGER };
        }
      }
    } else if (range3.endIndex > this.startIndex) {
      newRange.endIndex = this.startIndex;
      newRange.endPosition = { ...this.startPosition };
    }
    if (range3.startIndex >= this.oldEndIndex) {
      newRange.startIndex = this.newEndIndex + (range3.startIndex - this.oldEndIndex);
      newRange.startPosition = {
        row: this.newEndPosition.row + (range3.startPosition.row - this.oldEndPosition.row),
        column: range3.startPosition.row === this.oldEndPosition.row ? this.newEndPosition.column + (range3.startPosition.column - this.oldEndPosition.column) : range3.startPosition.column
      };
      if (newRange.startIndex < this.newEndIndex) {
        newRange.startIndex = Number.MAX_SAFE_INTEGER;
        newRange.startPosition = { row: Number.MAX_SAFE_INTEGER, column: Number.MAX_SAFE_INTEGER };
      }
    } else if (range3.startIndex > this.startIndex) {
      newRange.startIndex = this.startIndex;
      newRange.startPosition = { ...this.startPosition };
    }
    return newRange;
  }
};
var SIZE_OF_SHORT = 2;
var SIZE_OF_INT = 4;
var SIZE_OF_CURSOR = 4 * SIZE_OF_INT;
var SIZE_OF_NODE = 5 * SIZE_OF_INT;
var SIZE_OF_POINT = 2 * SIZE_OF_INT;
var SIZE_OF_RANGE = 2 * SIZE_OF_INT + 2 * SIZE_OF_POINT;
var ZERO_POINT = { row: 0, column: 0 };
var INTERNAL = /* @__PURE__ */ Symbol("INTERNAL");
function assertInternal(x) {
  if (x !== INTERNAL) throw new Error("Illegal constructor");
}
__name(assertInternal, "assertInternal");
function isPoint(point) {
  return !!point && typeof point.row === "number" && typeof point.column === "number";
}
__name(isPoint, "isPoint");
function setModule(module2) {
  C = module2;
}
__name(setModule, "setModule");
var C;
function newFinalizer(handler) {
  try {
    return new FinalizationRegistry(handler);
  } catch (e) {
    console.error("Unsupported FinalizationRegistry:", e);
    return;
  }
}
__name(newFinalizer, "newFinalizer");
var finalizer = newFinalizer((address) => {
  C._ts_lookahead_iterator_delete(address);
});
var LookaheadIterator = class {
  static {
    __name(this, "LookaheadIterator");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  language;
  /** @internal */
  positioned = false;
  /** @internal */
  constructor(internal, address, language) {
    assertInternal(internal);
    this[0] = address;
    this.language = language;
    finalizer?.register(this, address, this);
  }
  /**
   * Get the current symbol of the lookahead iterator.
   *
   * Returns `null` if the iterator is not positioned on a symbol:
   *
   * - Before the first iteration step
   * - After the iterator is exhausted
   * - After a {@link reset} or {@link resetState} call
   */
  get currentTypeId() {
    return this.positioned ? C._ts_lookahead_iterator_current_symbol(this[0]) : null;
  }
  /**
   * Get the current symbol name of the lookahead iterator.
   *
   * Returns `null` if the iterator is not positioned on a symbol.
   */
  get currentType() {
    const id = this.currentTypeId;
    if (id === null) return null;
    return this.language.types[id] ?? C.UTF8ToString(C._ts_language_symbol_name(this.language[0], id));
  }
  /** Delete the lookahead iterator, freeing its resources. */
  delete() {
    finalizer?.unregister(this);
    C._ts_lookahead_iterator_delete(this[0]);
    this[0] = 0;
  }
  /**
   * Reset the lookahead iterator.
   *
   * This returns `true` if the language was set successfully and `false`
   * otherwise.
   */
  reset(language, stateId) {
    if (C._ts_lookahead_iterator_reset(this[0], language[0], stateId)) {
      this.language = language;
      this.positioned = false;
      return true;
    }
    return false;
  }
  /**
   * Reset the lookahead iterator to another state.
   *
   * This returns `true` if the iterator was reset to the given state and
   * `false` otherwise.
   */
  resetState(stateId) {
    if (!C._ts_lookahead_iterator_reset_state(this[0], stateId)) return false;
    this.positioned = false;
    return true;
  }
  /**
   * Returns an iterator that iterates over the symbols of the lookahead iterator.
   *
   * The iterator will yield the current symbol name as a string for each step
   * until there are no more symbols to iterate over.
   */
  [Symbol.iterator]() {
    return {
      next: /* @__PURE__ */ __name(() => {
        this.positioned = Boolean(C._ts_lookahead_iterator_next(this[0]));
        const value = this.currentType;
        return value === null ? { done: true, value: "" } : { done: false, value };
      }, "next")
    };
  }
};
function getText(tree, startIndex, endIndex, startPosition) {
  const length = endIndex - startIndex;
  let result = tree.textCallback(startIndex, startPosition);
  if (result) {
    startIndex += result.length;
    while (startIndex < endIndex) {
      const string = tree.textCallback(startIndex, startPosition);
      if (string && string.length > 0) {
        startIndex += string.length;
        result += string;
      } else {
        break;
      }
    }
    if (startIndex > endIndex) {
      result = result.slice(0, length);
    }
  }
  return result ?? "";
}
__name(getText, "getText");
var finalizer2 = newFinalizer((address) => {
  C._ts_tree_delete(address);
});
var Tree = class _Tree {
  static {
    __name(this, "Tree");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  textCallback;
  /** The language that was used to parse the syntax tree. */
  language;
  /** @internal */
  constructor(internal, address, language, textCallback) {
    assertInternal(internal);
    this[0] = address;
    this.language = language;
    this.textCallback = textCallback;
    finalizer2?.register(this, address, this);
  }
  /** Create a shallow copy of the syntax tree. This is very fast. */
  copy() {
    const address = C._ts_tree_copy(this[0]);
    return new _Tree(INTERNAL, address, this.language, this.textCallback);
  }
  /** Delete the syntax tree, freeing its resources. */
  delete() {
    finalizer2?.unregister(this);
    C._ts_tree_delete(this[0]);
    this[0] = 0;
  }
  /** Get the root node of the syntax tree. */
  get rootNode() {
    C._ts_tree_root_node_wasm(this[0]);
    return unmarshalNode(this);
  }
  /**
   * Get the root node of the syntax tree, but with its position shifted
   * forward by the given offset.
   */
  rootNodeWithOffset(offsetBytes, offsetExtent) {
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, offsetBytes, "i32");
    marshalPoint(address + SIZE_OF_INT, offsetExtent);
    C._ts_tree_root_node_with_offset_wasm(this[0]);
    return unmarshalNode(this);
  }
  /**
   * Edit the syntax tree to keep it in sync with source code that has been
   * edited.
   *
   * You must describe the edit both in terms of byte offsets and in terms of
   * row/column coordinates.
   */
  edit(edit) {
    marshalEdit(edit);
    C._ts_tree_edit_wasm(this[0]);
  }
  /** Create a new {@link TreeCursor} starting from the root of the tree. */
  walk() {
    return this.rootNode.walk();
  }
  /**
   * Compare this old edited syntax tree to a new syntax tree representing
   * the same document, returning a sequence of ranges whose syntactic
   * structure has changed.
   *
   * For this to work correctly, this syntax tree must have been edited such
   * that its ranges match up to the new tree. Generally, you'll want to
   * call this method right after calling one of the [`Parser::parse`]
   * functions. Call it on the old tree that was passed to parse, and
   * pass the new tree that was returned from `parse`.
   */
  getChangedRanges(other) {
    if (!(other instanceof _Tree)) {
      throw new TypeError("Argument must be a Tree");
    }
    C._ts_tree_get_changed_ranges_wasm(this[0], other[0]);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = unmarshalRange(address);
        address += SIZE_OF_RANGE;
      }
      C._free(buffer);
    }
    return result;
  }
  /** Get the included ranges that were used to parse the syntax tree. */
  getIncludedRanges() {
    C._ts_tree_included_ranges_wasm(this[0]);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = unmarshalRange(address);
        address += SIZE_OF_RANGE;
      }
      C._free(buffer);
    }
    return result;
  }
};
var finalizer3 = newFinalizer((address) => {
  C._ts_tree_cursor_delete_wasm(address);
});
var TreeCursor = class _TreeCursor {
  static {
    __name(this, "TreeCursor");
  }
  /** @internal */
  // @ts-expect-error: never read
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  // @ts-expect-error: never read
  [1] = 0;
  // Internal handle for Wasm
  /** @internal */
  // @ts-expect-error: never read
  [2] = 0;
  // Internal handle for Wasm
  /** @internal */
  // @ts-expect-error: never read
  [3] = 0;
  // Internal handle for Wasm
  /** @internal */
  tree;
  /** @internal */
  constructor(internal, tree) {
    assertInternal(internal);
    this.tree = tree;
    unmarshalTreeCursor(this);
    finalizer3?.register(this, this.tree[0], this);
  }
  /** Creates a deep copy of the tree cursor. This allocates new memory. */
  copy() {
    const copy = new _TreeCursor(INTERNAL, this.tree);
    C._ts_tree_cursor_copy_wasm(this.tree[0]);
    unmarshalTreeCursor(copy);
    return copy;
  }
  /** Delete the tree cursor, freeing its resources. */
  delete() {
    finalizer3?.unregister(this);
    marshalTreeCursor(this);
    C._ts_tree_cursor_delete_wasm(this.tree[0]);
    this[0] = this[1] = this[2] = 0;
  }
  /** Get the tree cursor's current {@link Node}. */
  get currentNode() {
    marshalTreeCursor(this);
    C._ts_tree_cursor_current_node_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Get the numerical field id of this tree cursor's current node.
   *
   * See also {@link TreeCursor#currentFieldName}.
   */
  get currentFieldId() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_field_id_wasm(this.tree[0]);
  }
  /** Get the field name of this tree cursor's current node. */
  get currentFieldName() {
    return this.tree.language.fields[this.currentFieldId];
  }
  /**
   * Get the depth of the cursor's current node relative to the original
   * node that the cursor was constructed with.
   */
  get currentDepth() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_depth_wasm(this.tree[0]);
  }
  /**
   * Get the index of the cursor's current node out of all of the
   * descendants of the original node that the cursor was constructed with.
   */
  get currentDescendantIndex() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_descendant_index_wasm(this.tree[0]);
  }
  /** Get the type of the cursor's current node. */
  get nodeType() {
    return this.tree.language.types[this.nodeTypeId] || "ERROR";
  }
  /** Get the type id of the cursor's current node. */
  get nodeTypeId() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_type_id_wasm(this.tree[0]);
  }
  /** Get the state id of the cursor's current node. */
  get nodeStateId() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_state_id_wasm(this.tree[0]);
  }
  /** Get the id of the cursor's current node. */
  get nodeId() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_id_wasm(this.tree[0]);
  }
  /**
   * Check if the cursor's current node is *named*.
   *
   * Named nodes correspond to named rules in the grammar, whereas
   * *anonymous* nodes correspond to string literals in the grammar.
   */
  get nodeIsNamed() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_is_named_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if the cursor's current node is *missing*.
   *
   * Missing nodes are inserted by the parser in order to recover from
   * certain kinds of syntax errors.
   */
  get nodeIsMissing() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_is_missing_wasm(this.tree[0]) === 1;
  }
  /** Get the string content of the cursor's current node. */
  get nodeText() {
    marshalTreeCursor(this);
    const startIndex = C._ts_tree_cursor_start_index_wasm(this.tree[0]);
    const endIndex = C._ts_tree_cursor_end_index_wasm(this.tree[0]);
    C._ts_tree_cursor_start_position_wasm(this.tree[0]);
    const startPosition = unmarshalPoint(TRANSFER_BUFFER);
    return getText(this.tree, startIndex, endIndex, startPosition);
  }
  /** Get the start position of the cursor's current node. */
  get startPosition() {
    marshalTreeCursor(this);
    C._ts_tree_cursor_start_position_wasm(this.tree[0]);
    return unmarshalPoint(TRANSFER_BUFFER);
  }
  /** Get the end position of the cursor's current node. */
  get endPosition() {
    marshalTreeCursor(this);
    C._ts_tree_cursor_end_position_wasm(this.tree[0]);
    return unmarshalPoint(TRANSFER_BUFFER);
  }
  /** Get the start index of the cursor's current node. */
  get startIndex() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_start_index_wasm(this.tree[0]);
  }
  /** Get the end index of the cursor's current node. */
  get endIndex() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_end_index_wasm(this.tree[0]);
  }
  /**
   * Move this cursor to the first child of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there were no children.
   */
  gotoFirstChild() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_first_child_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the last child of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there were no children.
   *
   * Note that this function may be slower than
   * {@link TreeCursor#gotoFirstChild} because it needs to
   * iterate through all the children to compute the child's position.
   */
  gotoLastChild() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_last_child_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the parent of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there was no parent node (the cursor was already on the
   * root node).
   *
   * Note that the node the cursor was constructed with is considered the root
   * of the cursor, and the cursor cannot walk outside this node.
   */
  gotoParent() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_parent_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the next sibling of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there was no next sibling node.
   *
   * Note that the node the cursor was constructed with is considered the root
   * of the cursor, and the cursor cannot walk outside this node.
   */
  gotoNextSibling() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_next_sibling_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the previous sibling of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there was no previous sibling node.
   *
   * Note that this function may be slower than
   * {@link TreeCursor#gotoNextSibling} due to how node
   * positions are stored. In the worst case, this will need to iterate
   * through all the children up to the previous sibling node to recalculate
   * its position. Also note that the node the cursor was constructed with is
   * considered the root of the cursor, and the cursor cannot walk outside this node.
   */
  gotoPreviousSibling() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_previous_sibling_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move the cursor to the node that is the nth descendant of
   * the original node that the cursor was constructed with, where
   * zero represents the original node itself.
   */
  gotoDescendant(goalDescendantIndex) {
    marshalTreeCursor(this);
    C._ts_tree_cursor_goto_descendant_wasm(this.tree[0], goalDescendantIndex);
    unmarshalTreeCursor(this);
  }
  /**
   * Move this cursor to the first child of its current node that contains or
   * starts after the given byte offset.
   *
   * This returns `true` if the cursor successfully moved to a child node, and returns
   * `false` if no such child was found.
   */
  gotoFirstChildForIndex(goalIndex) {
    marshalTreeCursor(this);
    C.setValue(TRANSFER_BUFFER + SIZE_OF_CURSOR, goalIndex, "i32");
    const result = C._ts_tree_cursor_goto_first_child_for_index_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the first child of its current node that contains or
   * starts after the given byte offset.
   *
   * This returns the index of the child node if one was found, and returns
   * `null` if no such child was found.
   */
  gotoFirstChildForPosition(goalPosition) {
    marshalTreeCursor(this);
    marshalPoint(TRANSFER_BUFFER + SIZE_OF_CURSOR, goalPosition);
    const result = C._ts_tree_cursor_goto_first_child_for_position_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Re-initialize this tree cursor to start at the original node that the
   * cursor was constructed with.
   */
  reset(node) {
    marshalNode(node);
    marshalTreeCursor(this, TRANSFER_BUFFER + SIZE_OF_NODE);
    C._ts_tree_cursor_reset_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
  }
  /**
   * Re-initialize a tree cursor to the same position as another cursor.
   *
   * Unlike {@link TreeCursor#reset}, this will not lose parent
   * information and allows reusing already created cursors.
   */
  resetTo(cursor) {
    marshalTreeCursor(this, TRANSFER_BUFFER);
    marshalTreeCursor(cursor, TRANSFER_BUFFER + SIZE_OF_CURSOR);
    C._ts_tree_cursor_reset_to_wasm(this.tree[0], cursor.tree[0]);
    unmarshalTreeCursor(this);
  }
};
var Node = class {
  static {
    __name(this, "Node");
  }
  /** @internal */
  // @ts-expect-error: never read
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  _children;
  /** @internal */
  _namedChildren;
  /** @internal */
  constructor(internal, {
    id,
    tree,
    startIndex,
    startPosition,
    other
  }) {
    assertInternal(internal);
    this[0] = other;
    this.id = id;
    this.tree = tree;
    this.startIndex = startIndex;
    this.startPosition = startPosition;
  }
  /**
   * The numeric id for this node that is unique.
   *
   * Within a given syntax tree, no two nodes have the same id. However:
   *
   * * If a new tree is created based on an older tree, and a node from the old tree is reused in
   *   the process, then that node will have the same id in both trees.
   *
   * * A node not marked as having changes does not guarantee it was reused.
   *
   * * If a node is marked as having changed in the old tree, it will not be reused.
   */
  id;
  /** The byte index where this node starts. */
  startIndex;
  /** The position where this node starts. */
  startPosition;
  /** The tree that this node belongs to. */
  tree;
  /** Get this node's type as a numerical id. */
  get typeId() {
    marshalNode(this);
    return C._ts_node_symbol_wasm(this.tree[0]);
  }
  /**
   * Get the node's type as a numerical id as it appears in the grammar,
   * ignoring aliases.
   */
  get grammarId() {
    marshalNode(this);
    return C._ts_node_grammar_symbol_wasm(this.tree[0]);
  }
  /** Get this node's type as a string. */
  get type() {
    return this.tree.language.types[this.typeId] || "ERROR";
  }
  /**
   * Get this node's symbol name as it appears in the grammar, ignoring
   * aliases as a string.
   */
  get grammarType() {
    return this.tree.language.types[this.grammarId] || "ERROR";
  }
  /**
   * Check if this node is *named*.
   *
   * Named nodes correspond to named rules in the grammar, whereas
   * *anonymous* nodes correspond to string literals in the grammar.
   */
  get isNamed() {
    marshalNode(this);
    return C._ts_node_is_named_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if this node is *extra*.
   *
   * Extra nodes represent things like comments, which are not required
   * by the grammar, but can appear anywhere.
   */
  get isExtra() {
    marshalNode(this);
    return C._ts_node_is_extra_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if this node represents a syntax error.
   *
   * Syntax errors represent parts of the code that could not be incorporated
   * into a valid syntax tree.
   */
  get isError() {
    marshalNode(this);
    return C._ts_node_is_error_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if this node is *missing*.
   *
   * Missing nodes are inserted by the parser in order to recover from
   * certain kinds of syntax errors.
   */
  get isMissing() {
    marshalNode(this);
    return C._ts_node_is_missing_wasm(this.tree[0]) === 1;
  }
  /** Check if this node has been edited. */
  get hasChanges() {
    marshalNode(this);
    return C._ts_node_has_changes_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if this node represents a syntax error or contains any syntax
   * errors anywhere within it.
   */
  get hasError() {
    marshalNode(this);
    return C._ts_node_has_error_wasm(this.tree[0]) === 1;
  }
  /** Get the byte index where this node ends. */
  get endIndex() {
    marshalNode(this);
    return C._ts_node_end_index_wasm(this.tree[0]);
  }
  /** Get the position where this node ends. */
  get endPosition() {
    marshalNode(this);
    C._ts_node_end_point_wasm(this.tree[0]);
    return unmarshalPoint(TRANSFER_BUFFER);
  }
  /** Get the string content of this node. */
  get text() {
    return getText(this.tree, this.startIndex, this.endIndex, this.startPosition);
  }
  /** Get this node's parse state. */
  get parseState() {
    marshalNode(this);
    return C._ts_node_parse_state_wasm(this.tree[0]);
  }
  /** Get the parse state after this node. */
  get nextParseState() {
    marshalNode(this);
    return C._ts_node_next_parse_state_wasm(this.tree[0]);
  }
  /** Check if this node is equal to another node. */
  equals(other) {
    return this.tree === other.tree && this.id === other.id;
  }
  /**
   * Get the node's child at the given index, where zero represents the first child.
   *
   * This method is fairly fast, but its cost is technically log(n), so if
   * you might be iterating over a long list of children, you should use
   * {@link Node#children} instead.
   */
  child(index) {
    marshalNode(this);
    C._ts_node_child_wasm(this.tree[0], index);
    return unmarshalNode(this.tree);
  }
  /**
   * Get this node's *named* child at the given index.
   *
   * See also {@link Node#isNamed}.
   * This method is fairly fast, but its cost is technically log(n), so if
   * you might be iterating over a long list of children, you should use
   * {@link Node#namedChildren} instead.
   */
  namedChild(index) {
    marshalNode(this);
    C._ts_node_named_child_wasm(this.tree[0], index);
    return unmarshalNode(this.tree);
  }
  /**
   * Get this node's child with the given numerical field id.
   *
   * See also {@link Node#childForFieldName}. You can
   * convert a field name to an id using {@link Language#fieldIdForName}.
   */
  childForFieldId(fieldId) {
    marshalNode(this);
    C._ts_node_child_by_field_id_wasm(this.tree[0], fieldId);
    return unmarshalNode(this.tree);
  }
  /**
   * Get the first child with the given field name.
   *
   * If multiple children may have the same field name, access them using
   * {@link Node#childrenForFieldName}.
   */
  childForFieldName(fieldName) {
    const fieldId = this.tree.language.fields.indexOf(fieldName);
    if (fieldId !== -1) return this.childForFieldId(fieldId);
    return null;
  }
  /** Get the field name of this node's child at the given index. */
  fieldNameForChild(index) {
    marshalNode(this);
    const address = C._ts_node_field_name_for_child_wasm(this.tree[0], index);
    if (!address) return null;
    return C.AsciiToString(address);
  }
  /** Get the field name of this node's named child at the given index. */
  fieldNameForNamedChild(index) {
    marshalNode(this);
    const address = C._ts_node_field_name_for_named_child_wasm(this.tree[0], index);
    if (!address) return null;
    return C.AsciiToString(address);
  }
  /**
   * Get an array of this node's children with a given field name.
   *
   * See also {@link Node#children}.
   */
  childrenForFieldName(fieldName) {
    const fieldId = this.tree.language.fields.indexOf(fieldName);
    if (fieldId !== -1 && fieldId !== 0) return this.childrenForFieldId(fieldId);
    return [];
  }
  /**
    * Get an array of this node's children with a given field id.
    *
    * See also {@link Node#childrenForFieldName}.
    */
  childrenForFieldId(fieldId) {
    marshalNode(this);
    C._ts_node_children_by_field_id_wasm(this.tree[0], fieldId);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = unmarshalNode(this.tree, address);
        address += SIZE_OF_NODE;
      }
      C._free(buffer);
    }
    return result;
  }
  /** Get the node's first child that contains or starts after the given byte offset. */
  firstChildForIndex(index) {
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, index, "i32");
    C._ts_node_first_child_for_byte_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the node's first named child that contains or starts after the given byte offset. */
  firstNamedChildForIndex(index) {
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, index, "i32");
    C._ts_node_first_named_child_for_byte_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get this node's number of children. */
  get childCount() {
    marshalNode(this);
    return C._ts_node_child_count_wasm(this.tree[0]);
  }
  /**
   * Get this node's number of *named* children.
   *
   * See also {@link Node#isNamed}.
   */
  get namedChildCount() {
    marshalNode(this);
    return C._ts_node_named_child_count_wasm(this.tree[0]);
  }
  /** Get this node's first child. */
  get firstChild() {
    return this.child(0);
  }
  /**
   * Get this node's first named child.
   *
   * See also {@link Node#isNamed}.
   */
  get firstNamedChild() {
    return this.namedChild(0);
  }
  /** Get this node's last child. */
  get lastChild() {
    return this.child(this.childCount - 1);
  }
  /**
   * Get this node's last named child.
   *
   * See also {@link Node#isNamed}.
   */
  get lastNamedChild() {
    return this.namedChild(this.namedChildCount - 1);
  }
  /**
   * Iterate over this node's children.
   *
   * If you're walking the tree recursively, you may want to use the
   * {@link TreeCursor} APIs directly instead.
   */
  get children() {
    if (!this._children) {
      marshalNode(this);
      C._ts_node_children_wasm(this.tree[0]);
      const count = C.getValue(TRANSFER_BUFFER, "i32");
      const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
      this._children = new Array(count);
      if (count > 0) {
        let address = buffer;
        for (let i2 = 0; i2 < count; i2++) {
          this._children[i2] = unmarshalNode(this.tree, address);
          address += SIZE_OF_NODE;
        }
        C._free(buffer);
      }
    }
    return this._children;
  }
  /**
   * Iterate over this node's named children.
   *
   * See also {@link Node#children}.
   */
  get namedChildren() {
    if (!this._namedChildren) {
      marshalNode(this);
      C._ts_node_named_children_wasm(this.tree[0]);
      const count = C.getValue(TRANSFER_BUFFER, "i32");
      const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
      this._namedChildren = new Array(count);
      if (count > 0) {
        let address = buffer;
        for (let i2 = 0; i2 < count; i2++) {
          this._namedChildren[i2] = unmarshalNode(this.tree, address);
          address += SIZE_OF_NODE;
        }
        C._free(buffer);
      }
    }
    return this._namedChildren;
  }
  /**
   * Get the descendants of this node that are the given type, or in the given types array.
   *
   * The types array should contain node type strings, which can be retrieved from {@link Language#types}.
   *
   * Additionally, a `startPosition` and `endPosition` can be passed in to restrict the search to a byte range.
   */
  descendantsOfType(types, startPosition = ZERO_POINT, endPosition = ZERO_POINT) {
    if (!Array.isArray(types)) types = [types];
    const symbols = [];
    const typesBySymbol = this.tree.language.types;
    for (const node_type of types) {
      if (node_type == "ERROR") {
        symbols.push(65535);
      }
    }
    for (let i2 = 0, n = typesBySymbol.length; i2 < n; i2++) {
      if (types.includes(typesBySymbol[i2])) {
        symbols.push(i2);
      }
    }
    const symbolsAddress = C._malloc(SIZE_OF_INT * symbols.length);
    for (let i2 = 0, n = symbols.length; i2 < n; i2++) {
      C.setValue(symbolsAddress + i2 * SIZE_OF_INT, symbols[i2], "i32");
    }
    marshalNode(this);
    C._ts_node_descendants_of_type_wasm(
      this.tree[0],
      symbolsAddress,
      symbols.length,
      startPosition.row,
      startPosition.column,
      endPosition.row,
      endPosition.column
    );
    const descendantCount = C.getValue(TRANSFER_BUFFER, "i32");
    const descendantAddress = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(descendantCount);
    if (descendantCount > 0) {
      let address = descendantAddress;
      for (let i2 = 0; i2 < descendantCount; i2++) {
        result[i2] = unmarshalNode(this.tree, address);
        address += SIZE_OF_NODE;
      }
    }
    C._free(descendantAddress);
    C._free(symbolsAddress);
    return result;
  }
  /** Get this node's next sibling. */
  get nextSibling() {
    marshalNode(this);
    C._ts_node_next_sibling_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get this node's previous sibling. */
  get previousSibling() {
    marshalNode(this);
    C._ts_node_prev_sibling_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Get this node's next *named* sibling.
   *
   * See also {@link Node#isNamed}.
   */
  get nextNamedSibling() {
    marshalNode(this);
    C._ts_node_next_named_sibling_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Get this node's previous *named* sibling.
   *
   * See also {@link Node#isNamed}.
   */
  get previousNamedSibling() {
    marshalNode(this);
    C._ts_node_prev_named_sibling_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the node's number of descendants, including one for the node itself. */
  get descendantCount() {
    marshalNode(this);
    return C._ts_node_descendant_count_wasm(this.tree[0]);
  }
  /**
   * Get this node's immediate parent.
   * Prefer {@link Node#childWithDescendant} for iterating over this node's ancestors.
   */
  get parent() {
    marshalNode(this);
    C._ts_node_parent_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Get the node that contains `descendant`.
   *
   * Note that this can return `descendant` itself.
   */
  childWithDescendant(descendant) {
    marshalNode(this);
    marshalNode(descendant, 1);
    C._ts_node_child_with_descendant_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the smallest node within this node that spans the given byte range. */
  descendantForIndex(start2, end = start2) {
    if (typeof start2 !== "number" || typeof end !== "number") {
      throw new Error("Arguments must be numbers");
    }
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, start2, "i32");
    C.setValue(address + SIZE_OF_INT, end, "i32");
    C._ts_node_descendant_for_index_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the smallest named node within this node that spans the given byte range. */
  namedDescendantForIndex(start2, end = start2) {
    if (typeof start2 !== "number" || typeof end !== "number") {
      throw new Error("Arguments must be numbers");
    }
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, start2, "i32");
    C.setValue(address + SIZE_OF_INT, end, "i32");
    C._ts_node_named_descendant_for_index_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the smallest node within this node that spans the given point range. */
  descendantForPosition(start2, end = start2) {
    if (!isPoint(start2) || !isPoint(end)) {
      throw new Error("Arguments must be {row, column} objects");
    }
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    marshalPoint(address, start2);
    marshalPoint(address + SIZE_OF_POINT, end);
    C._ts_node_descendant_for_position_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the smallest named node within this node that spans the given point range. */
  namedDescendantForPosition(start2, end = start2) {
    if (!isPoint(start2) || !isPoint(end)) {
      throw new Error("Arguments must be {row, column} objects");
    }
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    marshalPoint(address, start2);
    marshalPoint(address + SIZE_OF_POINT, end);
    C._ts_node_named_descendant_for_position_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Create a new {@link TreeCursor} starting from this node.
   *
   * Note that the given node is considered the root of the cursor,
   * and the cursor cannot walk outside this node.
   */
  walk() {
    marshalNode(this);
    C._ts_tree_cursor_new_wasm(this.tree[0]);
    return new TreeCursor(INTERNAL, this.tree);
  }
  /**
   * Edit this node to keep it in-sync with source code that has been edited.
   *
   * This function is only rarely needed. When you edit a syntax tree with
   * the {@link Tree#edit} method, all of the nodes that you retrieve from
   * the tree afterward will already reflect the edit. You only need to
   * use {@link Node#edit} when you have a specific {@link Node} instance that
   * you want to keep and continue to use after an edit.
   */
  edit(edit) {
    if (this.startIndex >= edit.oldEndIndex) {
      this.startIndex = edit.newEndIndex + (this.startIndex - edit.oldEndIndex);
      let subbedPointRow;
      let subbedPointColumn;
      if (this.startPosition.row > edit.oldEndPosition.row) {
        subbedPointRow = this.startPosition.row - edit.oldEndPosition.row;
        subbedPointColumn = this.startPosition.column;
      } else {
        subbedPointRow = 0;
        subbedPointColumn = this.startPosition.column;
        if (this.startPosition.column >= edit.oldEndPosition.column) {
          subbedPointColumn = this.startPosition.column - edit.oldEndPosition.column;
        }
      }
      if (subbedPointRow > 0) {
        this.startPosition.row += subbedPointRow;
        this.startPosition.column = subbedPointColumn;
      } else {
        this.startPosition.column += subbedPointColumn;
      }
    } else if (this.startIndex > edit.startIndex) {
      this.startIndex = edit.newEndIndex;
      this.startPosition.row = edit.newEndPosition.row;
      this.startPosition.column = edit.newEndPosition.column;
    }
  }
  /** Get the S-expression representation of this node. */
  toString() {
    marshalNode(this);
    const address = C._ts_node_to_string_wasm(this.tree[0]);
    const result = C.AsciiToString(address);
    C._free(address);
    return result;
  }
};
function unmarshalCaptures(query, tree, address, patternIndex, result) {
  for (let i2 = 0, n = result.length; i2 < n; i2++) {
    const captureIndex = C.getValue(address, "i32");
    address += SIZE_OF_INT;
    const node = unmarshalNode(tree, address);
    address += SIZE_OF_NODE;
    result[i2] = { patternIndex, name: query.captureNames[captureIndex], node };
  }
  return address;
}
__name(unmarshalCaptures, "unmarshalCaptures");
function marshalNode(node, index = 0) {
  let address = TRANSFER_BUFFER + index * SIZE_OF_NODE;
  C.setValue(address, node.id, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node.startIndex, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node.startPosition.row, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node.startPosition.column, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node[0], "i32");
}
__name(marshalNode, "marshalNode");
function unmarshalNode(tree, address = TRANSFER_BUFFER) {
  const id = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  if (id === 0) return null;
  const index = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  const row = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  const column = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  const other = C.getValue(address, "i32");
  const result = new Node(INTERNAL, {
    id,
    tree,
    startIndex: index,
    startPosition: { row, column },
    other
  });
  return result;
}
__name(unmarshalNode, "unmarshalNode");
function marshalTreeCursor(cursor, address = TRANSFER_BUFFER) {
  C.setValue(address + 0 * SIZE_OF_INT, cursor[0], "i32");
  C.setValue(address + 1 * SIZE_OF_INT, cursor[1], "i32");
  C.setValue(address + 2 * SIZE_OF_INT, cursor[2], "i32");
  C.setValue(address + 3 * SIZE_OF_INT, cursor[3], "i32");
}
__name(marshalTreeCursor, "marshalTreeCursor");
function unmarshalTreeCursor(cursor) {
  cursor[0] = C.getValue(TRANSFER_BUFFER + 0 * SIZE_OF_INT, "i32");
  cursor[1] = C.getValue(TRANSFER_BUFFER + 1 * SIZE_OF_INT, "i32");
  cursor[2] = C.getValue(TRANSFER_BUFFER + 2 * SIZE_OF_INT, "i32");
  cursor[3] = C.getValue(TRANSFER_BUFFER + 3 * SIZE_OF_INT, "i32");
}
__name(unmarshalTreeCursor, "unmarshalTreeCursor");
function marshalPoint(address, point) {
  C.setValue(address, point.row, "i32");
  C.setValue(address + SIZE_OF_INT, point.column, "i32");
}
__name(marshalPoint, "marshalPoint");
function unmarshalPoint(address) {
  const result = {
    row: C.getValue(address, "i32") >>> 0,
    column: C.getValue(address + SIZE_OF_INT, "i32") >>> 0
  };
  return result;
}
__name(unmarshalPoint, "unmarshalPoint");
function marshalRange(address, range3) {
  marshalPoint(address, range3.startPosition);
  address += SIZE_OF_POINT;
  marshalPoint(address, range3.endPosition);
  address += SIZE_OF_POINT;
  C.setValue(address, range3.startIndex, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, range3.endIndex, "i32");
  address += SIZE_OF_INT;
}
__name(marshalRange, "marshalRange");
function unmarshalRange(address) {
  const result = {};
  result.startPosition = unmarshalPoint(address);
  address += SIZE_OF_POINT;
  result.endPosition = unmarshalPoint(address);
  address += SIZE_OF_POINT;
  result.startIndex = C.getValue(address, "i32") >>> 0;
  address += SIZE_OF_INT;
  result.endIndex = C.getValue(address, "i32") >>> 0;
  return result;
}
__name(unmarshalRange, "unmarshalRange");
function marshalEdit(edit, address = TRANSFER_BUFFER) {
  marshalPoint(address, edit.startPosition);
  address += SIZE_OF_POINT;
  marshalPoint(address, edit.oldEndPosition);
  address += SIZE_OF_POINT;
  marshalPoint(address, edit.newEndPosition);
  address += SIZE_OF_POINT;
  C.setValue(address, edit.startIndex, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, edit.oldEndIndex, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, edit.newEndIndex, "i32");
  address += SIZE_OF_INT;
}
__name(marshalEdit, "marshalEdit");
function unmarshalLanguageMetadata(address) {
  const major_version = C.getValue(address, "i32");
  const minor_version = C.getValue(address += SIZE_OF_INT, "i32");
  const patch_version = C.getValue(address += SIZE_OF_INT, "i32");
  return { major_version, minor_version, patch_version };
}
__name(unmarshalLanguageMetadata, "unmarshalLanguageMetadata");
var LANGUAGE_FUNCTION_REGEX = /^tree_sitter_\w+$/;
var Language = class _Language {
  static {
    __name(this, "Language");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for Wasm
  /**
   * A list of all node types in the language. The index of each type in this
   * array is its node type id.
   */
  types;
  /**
   * A list of all field names in the language. The index of each field name in
   * this array is its field id.
   */
  fields;
  /** @internal */
  constructor(internal, address) {
    assertInternal(internal);
    this[0] = address;
    this.types = new Array(C._ts_language_symbol_count(this[0]));
    for (let i2 = 0, n = this.types.length; i2 < n; i2++) {
      if (C._ts_language_symbol_type(this[0], i2) < 2) {
        this.types[i2] = C.UTF8ToString(C._ts_language_symbol_name(this[0], i2));
      }
    }
    this.fields = new Array(C._ts_language_field_count(this[0]) + 1);
    for (let i2 = 0, n = this.fields.length; i2 < n; i2++) {
      const fieldName = C._ts_language_field_name_for_id(this[0], i2);
      if (fieldName !== 0) {
        this.fields[i2] = C.UTF8ToString(fieldName);
      } else {
        this.fields[i2] = null;
      }
    }
  }
  /**
   * Gets the name of the language.
   */
  get name() {
    const ptr = C._ts_language_name(this[0]);
    if (ptr === 0) return null;
    return C.UTF8ToString(ptr);
  }
  /**
   * Gets the ABI version of the language.
   */
  get abiVersion() {
    return C._ts_language_abi_version(this[0]);
  }
  /**
  * Get the metadata for this language. This information is generated by the
  * CLI, and relies on the language author providing the correct metadata in
  * the language's `tree-sitter.json` file.
  */
  get metadata() {
    C._ts_language_metadata_wasm(this[0]);
    const length = C.getValue(TRANSFER_BUFFER, "i32");
    if (length === 0) return null;
    return unmarshalLanguageMetadata(TRANSFER_BUFFER + SIZE_OF_INT);
  }
  /**
   * Gets the number of fields in the language.
   */
  get fieldCount() {
    return this.fields.length - 1;
  }
  /**
   * Gets the number of states in the language.
   */
  get stateCount() {
    return C._ts_language_state_count(this[0]);
  }
  /**
   * Get the field id for a field name.
   */
  fieldIdForName(fieldName) {
    const result = this.fields.indexOf(fieldName);
    return result !== -1 ? result : null;
  }
  /**
   * Get the field name for a field id.
   */
  fieldNameForId(fieldId) {
    return this.fields[fieldId] ?? null;
  }
  /**
   * Get the node type id for a node type name.
   */
  idForNodeType(type, named2) {
    const typeLength = C.lengthBytesUTF8(type);
    const typeAddress = C._malloc(typeLength + 1);
    C.stringToUTF8(type, typeAddress, typeLength + 1);
    const result = C._ts_language_symbol_for_name(this[0], typeAddress, typeLength, named2 ? 1 : 0);
    C._free(typeAddress);
    return result || null;
  }
  /**
   * Gets the number of node types in the language.
   */
  get nodeTypeCount() {
    return C._ts_language_symbol_count(this[0]);
  }
  /**
   * Get the node type name for a node type id.
   */
  nodeTypeForId(typeId) {
    const name2 = C._ts_language_symbol_name(this[0], typeId);
    return name2 ? C.UTF8ToString(name2) : null;
  }
  /**
   * Check if a node type is named.
   *
   * @see {@link https://tree-sitter.github.io/tree-sitter/using-parsers/2-basic-parsing.html#named-vs-anonymous-nodes}
   */
  nodeTypeIsNamed(typeId) {
    return C._ts_language_type_is_named_wasm(this[0], typeId) ? true : false;
  }
  /**
   * Check if a node type is visible.
   */
  nodeTypeIsVisible(typeId) {
    return C._ts_language_type_is_visible_wasm(this[0], typeId) ? true : false;
  }
  /**
   * Get the supertypes ids of this language.
   *
   * @see {@link https://tree-sitter.github.io/tree-sitter/using-parsers/6-static-node-types.html?highlight=supertype#supertype-nodes}
   */
  get supertypes() {
    C._ts_language_supertypes_wasm(this[0]);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = C.getValue(address, "i16");
        address += SIZE_OF_SHORT;
      }
    }
    return result;
  }
  /**
   * Get the subtype ids for a given supertype node id.
   */
  subtypes(supertype) {
    C._ts_language_subtypes_wasm(this[0], supertype);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = C.getValue(address, "i16");
        address += SIZE_OF_SHORT;
      }
    }
    return result;
  }
  /**
   * Get the next state id for a given state id and node type id.
   */
  nextState(stateId, typeId) {
    return C._ts_language_next_state(this[0], stateId, typeId);
  }
  /**
   * Create a new lookahead iterator for this language and parse state.
   *
   * This returns `null` if state is invalid for this language.
   *
   * Iterating {@link LookaheadIterator} will yield valid symbols in the given
   * parse state. A newly created iterator is not positioned on a symbol, so
   * {@link LookaheadIterator#currentType} returns `null` until the first
   * iteration step.
   *
   * Lookahead iterators can be useful for generating suggestions and improving
   * syntax error diagnostics. To get symbols valid in an `ERROR` node, use the
   * lookahead iterator on its first leaf node state. For `MISSING` nodes, a
   * lookahead iterator created on the previous non-extra leaf node may be
   * appropriate.
   */
  lookaheadIterator(stateId) {
    const address = C._ts_lookahead_iterator_new(this[0], stateId);
    if (address) return new LookaheadIterator(INTERNAL, address, this);
    return null;
  }
  /**
   * Load a language from a WebAssembly module.
   * The module can be provided as a path to a file, a `URL` to a file, or as a
   * buffer.
   */
  static async load(input) {
    let binary2;
    if (input instanceof Uint8Array) {
      binary2 = input;
    } else if (globalThis.process?.versions.node) {
      const fs2 = await import("fs/promises");
      binary2 = await fs2.readFile(input);
    } else {
      const response = await fetch(input);
      if (!response.ok) {
        const body2 = await response.text();
        throw new Error(`Language.load failed with status ${response.status}.

${body2}`);
      }
      const retryResp = response.clone();
      try {
        binary2 = await WebAssembly.compileStreaming(response);
      } catch (reason) {
        console.error("wasm streaming compile failed:", reason);
        console.error("falling back to ArrayBuffer instantiation");
        binary2 = new Uint8Array(await retryResp.arrayBuffer());
      }
    }
    const mod = await C.loadWebAssemblyModule(binary2, { loadAsync: true });
    return _Language.loadFromWasmExports(mod, { sync: false });
  }
  static loadFromWasmExports(mod, { sync }) {
    const symbolNames = Object.keys(mod);
    const functionName = symbolNames.find((key) => LANGUAGE_FUNCTION_REGEX.test(key) && !key.includes("external_scanner_"));
    if (!functionName) {
      console.log(`Couldn't find language function in Wasm file. Symbols:
${JSON.stringify(symbolNames, null, 2)}`);
      throw new Error(`Language.${sync ? "loadSync" : "load"} failed: no language function found in Wasm file`);
    }
    const languageAddress = mod[functionName]();
    return new _Language(INTERNAL, languageAddress);
  }
  /**
   * Load a language synchronously from a pre-compiled WebAssembly module.
   * Use this when the host environment provides a `WebAssembly.Module` directly.
   */
  static loadSync(wasmModule) {
    const mod = C.loadWebAssemblyModule(wasmModule, { loadAsync: false });
    return _Language.loadFromWasmExports(mod, { sync: true });
  }
};
async function Module2(moduleArg = {}) {
  var moduleRtn;
  var Module = moduleArg;
  var ENVIRONMENT_IS_WEB = typeof window == "object";
  var ENVIRONMENT_IS_WORKER = typeof WorkerGlobalScope != "undefined";
  var ENVIRONMENT_IS_NODE = typeof process == "object" && process.versions?.node && process.type != "renderer";
  if (ENVIRONMENT_IS_NODE) {
    const { createRequire: createRequire2 } = await import("module");
    var require = createRequire2(import.meta.url);
  }
  Module.currentQueryProgressCallback = null;
  Module.currentProgressCallback = null;
  Module.currentLogCallback = null;
  Module.currentParseCallback = null;
  var arguments_ = [];
  var thisProgram = "./this.program";
  var quit_ = /* @__PURE__ */ __name((status, toThrow) => {
    throw toThrow;
  }, "quit_");
  var _scriptName = import.meta.url;
  var scriptDirectory = "";
  function locateFile(path13) {
    if (Module["locateFile"]) {
      return Module["locateFile"](path13, scriptDirectory);
    }
    return scriptDirectory + path13;
  }
  __name(locateFile, "locateFile");
  var readAsync, readBinary;
  if (ENVIRONMENT_IS_NODE) {
    var fs = require("fs");
    if (_scriptName.startsWith("file:")) {
      scriptDirectory = require("path").dirname(require("url").fileURLToPath(_scriptName)) + "/";
    }
    readBinary = /* @__PURE__ */ __name((filename) => {
      filename = isFileURI(filename) ? new URL(filename) : filename;
      var ret = fs.readFileSync(filename);
      return ret;
    }, "readBinary");
    readAsync = /* @__PURE__ */ __name(async (filename, binary2 = true) => {
      filename = isFileURI(filename) ? new URL(filename) : filename;
      var ret = fs.readFileSync(filename, binary2 ? void 0 : "utf8");
      return ret;
    }, "readAsync");
    if (process.argv.length > 1) {
      thisProgram = process.argv[1].replace(/\\/g, "/");
    }
    arguments_ = process.argv.slice(2);
    quit_ = /* @__PURE__ */ __name((status, toThrow) => {
      process.exitCode = status;
      throw toThrow;
    }, "quit_");
  } else if (ENVIRONMENT_IS_WEB || ENVIRONMENT_IS_WORKER) {
    try {
      scriptDirectory = new URL(".", _scriptName).href;
    } catch {
    }
    {
      if (ENVIRONMENT_IS_WORKER) {
        readBinary = /* @__PURE__ */ __name((url) => {
          var xhr = new XMLHttpRequest();
          xhr.open("GET", url, false);
          xhr.responseType = "arraybuffer";
          xhr.send(null);
          return new Uint8Array(
            /** @type{!ArrayBuffer} */
            xhr.response
          );
        }, "readBinary");
      }
      readAsync = /* @__PURE__ */ __name(async (url) => {
        if (isFileURI(url)) {
          return new Promise((resolve, reject) => {
            var xhr = new XMLHttpRequest();
            xhr.open("GET", url, true);
            xhr.responseType = "arraybuffer";
            xhr.onload = () => {
              if (xhr.status == 200 || xhr.status == 0 && xhr.response) {
                resolve(xhr.response);
                return;
              }
              reject(xhr.status);
            };
            xhr.onerror = reject;
            xhr.send(null);
          });
        }
        var response = await fetch(url, {
          credentials: "same-origin"
        });
        if (response.ok) {
          return response.arrayBuffer();
        }
        throw new Error(response.status + " : " + response.url);
      }, "readAsync");
    }
  } else {
  }
  var out = console.log.bind(console);
  var err = console.error.bind(console);
  var dynamicLibraries = [];
  var wasmBinary;
  var ABORT = false;
  var EXITSTATUS;
  var isFileURI = /* @__PURE__ */ __name((filename) => filename.startsWith("file://"), "isFileURI");
  var readyPromiseResolve, readyPromiseReject;
  var wasmMemory;
  var HEAP8, HEAPU8, HEAP16, HEAPU16, HEAP32, HEAPU32, HEAPF32, HEAPF64;
  var HEAP64, HEAPU64;
  var HEAP_DATA_VIEW;
  var runtimeInitialized = false;
  function updateMemoryViews() {
    var b = wasmMemory.buffer;
    Module["HEAP8"] = HEAP8 = new Int8Array(b);
    Module["HEAP16"] = HEAP16 = new Int16Array(b);
    Module["HEAPU8"] = HEAPU8 = new Uint8Array(b);
    Module["HEAPU16"] = HEAPU16 = new Uint16Array(b);
    Module["HEAP32"] = HEAP32 = new Int32Array(b);
    Module["HEAPU32"] = HEAPU32 = new Uint32Array(b);
    Module["HEAPF32"] = HEAPF32 = new Float32Array(b);
    Module["HEAPF64"] = HEAPF64 = new Float64Array(b);
    Module["HEAP64"] = HEAP64 = new BigInt64Array(b);
    Module["HEAPU64"] = HEAPU64 = new BigUint64Array(b);
    Module["HEAP_DATA_VIEW"] = HEAP_DATA_VIEW = new DataView(b);
    LE_HEAP_UPDATE();
  }
  __name(updateMemoryViews, "updateMemoryViews");
  function initMemory() {
    if (Module["wasmMemory"]) {
      wasmMemory = Module["wasmMemory"];
    } else {
      var INITIAL_MEMORY = Module["INITIAL_MEMORY"] || 33554432;
      wasmMemory = new WebAssembly.Memory({
        "initial": INITIAL_MEMORY / 65536,
        // In theory we should not need to emit the maximum if we want "unlimited"
        // or 4GB of memory, but VMs error on that atm, see
        // https://github.com/emscripten-core/emscripten/issues/14130
        // And in the pthreads case we definitely need to emit a maximum. So
        // always emit one.
        "maximum": 32768
      });
    }
    updateMemoryViews();
  }
  __name(initMemory, "initMemory");
  var __RELOC_FUNCS__ = [];
  function preRun() {
    if (Module["preRun"]) {
      if (typeof Module["preRun"] == "function") Module["preRun"] = [Module["preRun"]];
      while (Module["preRun"].length) {
        addOnPreRun(Module["preRun"].shift());
      }
    }
    callRuntimeCallbacks(onPreRuns);
  }
  __name(preRun, "preRun");
  function initRuntime() {
    runtimeInitialized = true;
    callRuntimeCallbacks(__RELOC_FUNCS__);
    wasmExports["__wasm_call_ctors"]();
    callRuntimeCallbacks(onPostCtors);
  }
  __name(initRuntime, "initRuntime");
  function preMain() {
  }
  __name(preMain, "preMain");
  function postRun() {
    if (Module["postRun"]) {
      if (typeof Module["postRun"] == "function") Module["postRun"] = [Module["postRun"]];
      while (Module["postRun"].length) {
        addOnPostRun(Module["postRun"].shift());
      }
    }
    callRuntimeCallbacks(onPostRuns);
  }
  __name(postRun, "postRun");
  function abort(what) {
    Module["onAbort"]?.(what);
    what = "Aborted(" + what + ")";
    err(what);
    ABORT = true;
    what += ". Build with -sASSERTIONS for more info.";
    var e = new WebAssembly.RuntimeError(what);
    readyPromiseReject?.(e);
    throw e;
  }
  __name(abort, "abort");
  var wasmBinaryFile;
  function findWasmBinary() {
    if (Module["locateFile"]) {
      return locateFile("web-tree-sitter.wasm");
    }
    return new URL("web-tree-sitter.wasm", import.meta.url).href;
  }
  __name(findWasmBinary, "findWasmBinary");
  function getBinarySync(file) {
    if (file == wasmBinaryFile && wasmBinary) {
      return new Uint8Array(wasmBinary);
    }
    if (readBinary) {
      return readBinary(file);
    }
    throw "both async and sync fetching of the wasm failed";
  }
  __name(getBinarySync, "getBinarySync");
  async function getWasmBinary(binaryFile) {
    if (!wasmBinary) {
      try {
        var response = await readAsync(binaryFile);
        return new Uint8Array(response);
      } catch {
      }
    }
    return getBinarySync(binaryFile);
  }
  __name(getWasmBinary, "getWasmBinary");
  async function instantiateArrayBuffer(binaryFile, imports) {
    try {
      var binary2 = await getWasmBinary(binaryFile);
      var instance2 = await WebAssembly.instantiate(binary2, imports);
      return instance2;
    } catch (reason) {
      err(`failed to asynchronously prepare wasm: ${reason}`);
      abort(reason);
    }
  }
  __name(instantiateArrayBuffer, "instantiateArrayBuffer");
  async function instantiateAsync(binary2, binaryFile, imports) {
    if (!binary2 && !isFileURI(binaryFile) && !ENVIRONMENT_IS_NODE) {
      try {
        var response = fetch(binaryFile, {
          credentials: "same-origin"
        });
        var instantiationResult = await WebAssembly.instantiateStreaming(response, imports);
        return instantiationResult;
      } catch (reason) {
        err(`wasm streaming compile failed: ${reason}`);
        err("falling back to ArrayBuffer instantiation");
      }
    }
    return instantiateArrayBuffer(binaryFile, imports);
  }
  __name(instantiateAsync, "instantiateAsync");
  function getWasmImports() {
    return {
      "env": wasmImports,
      "wasi_snapshot_preview1": wasmImports,
      "GOT.mem": new Proxy(wasmImports, GOTHandler),
      "GOT.func": new Proxy(wasmImports, GOTHandler)
    };
  }
  __name(getWasmImports, "getWasmImports");
  async function createWasm() {
    function receiveInstance(instance2, module2) {
      wasmExports = instance2.exports;
      wasmExports = relocateExports(wasmExports, 1024);
      var metadata2 = getDylinkMetadata(module2);
      if (metadata2.neededDynlibs) {
        dynamicLibraries = metadata2.neededDynlibs.concat(dynamicLibraries);
      }
      mergeLibSymbols(wasmExports, "main");
      LDSO.init();
      loadDylibs();
      __RELOC_FUNCS__.push(wasmExports["__wasm_apply_data_relocs"]);
      assignWasmExports(wasmExports);
      return wasmExports;
    }
    __name(receiveInstance, "receiveInstance");
    function receiveInstantiationResult(result2) {
      return receiveInstance(result2["instance"], result2["module"]);
    }
    __name(receiveInstantiationResult, "receiveInstantiationResult");
    var info2 = getWasmImports();
    if (Module["instantiateWasm"]) {
      return new Promise((resolve, reject) => {
        Module["instantiateWasm"](info2, (mod, inst) => {
          resolve(receiveInstance(mod, inst));
        });
      });
    }
    wasmBinaryFile ??= findWasmBinary();
    var result = await instantiateAsync(wasmBinary, wasmBinaryFile, info2);
    var exports = receiveInstantiationResult(result);
    return exports;
  }
  __name(createWasm, "createWasm");
  class ExitStatus {
    static {
      __name(this, "ExitStatus");
    }
    name = "ExitStatus";
    constructor(status) {
      this.message = `Program terminated with exit(${status})`;
      this.status = status;
    }
  }
  var GOT = {};
  var currentModuleWeakSymbols = /* @__PURE__ */ new Set([]);
  var GOTHandler = {
    get(obj, symName) {
      var rtn = GOT[symName];
      if (!rtn) {
        rtn = GOT[symName] = new WebAssembly.Global({
          "value": "i32",
          "mutable": true
        });
      }
      if (!currentModuleWeakSymbols.has(symName)) {
        rtn.required = true;
      }
      return rtn;
    }
  };
  var LE_ATOMICS_NATIVE_BYTE_ORDER = [];
  var LE_HEAP_LOAD_F32 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getFloat32(byteOffset, true), "LE_HEAP_LOAD_F32");
  var LE_HEAP_LOAD_F64 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getFloat64(byteOffset, true), "LE_HEAP_LOAD_F64");
  var LE_HEAP_LOAD_I16 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getInt16(byteOffset, true), "LE_HEAP_LOAD_I16");
  var LE_HEAP_LOAD_I32 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getInt32(byteOffset, true), "LE_HEAP_LOAD_I32");
  var LE_HEAP_LOAD_I64 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getBigInt64(byteOffset, true), "LE_HEAP_LOAD_I64");
  var LE_HEAP_LOAD_U32 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getUint32(byteOffset, true), "LE_HEAP_LOAD_U32");
  var LE_HEAP_STORE_F32 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setFloat32(byteOffset, value, true), "LE_HEAP_STORE_F32");
  var LE_HEAP_STORE_F64 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setFloat64(byteOffset, value, true), "LE_HEAP_STORE_F64");
  var LE_HEAP_STORE_I16 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setInt16(byteOffset, value, true), "LE_HEAP_STORE_I16");
  var LE_HEAP_STORE_I32 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setInt32(byteOffset, value, true), "LE_HEAP_STORE_I32");
  var LE_HEAP_STORE_I64 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setBigInt64(byteOffset, value, true), "LE_HEAP_STORE_I64");
  var LE_HEAP_STORE_U32 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setUint32(byteOffset, value, true), "LE_HEAP_STORE_U32");
  var callRuntimeCallbacks = /* @__PURE__ */ __name((callbacks) => {
    while (callbacks.length > 0) {
      callbacks.shift()(Module);
    }
  }, "callRuntimeCallbacks");
  var onPostRuns = [];
  var addOnPostRun = /* @__PURE__ */ __name((cb) => onPostRuns.push(cb), "addOnPostRun");
  var onPreRuns = [];
  var addOnPreRun = /* @__PURE__ */ __name((cb) => onPreRuns.push(cb), "addOnPreRun");
  var UTF8Decoder = typeof TextDecoder != "undefined" ? new TextDecoder() : void 0;
  var findStringEnd = /* @__PURE__ */ __name((heapOrArray, idx, maxBytesToRead, ignoreNul) => {
    var maxIdx = idx + maxBytesToRead;
    if (ignoreNul) return maxIdx;
    while (heapOrArray[idx] && !(idx >= maxIdx)) ++idx;
    return idx;
  }, "findStringEnd");
  var UTF8ArrayToString = /* @__PURE__ */ __name((heapOrArray, idx = 0, maxBytesToRead, ignoreNul) => {
    var endPtr = findStringEnd(heapOrArray, idx, maxBytesToRead, ignoreNul);
    if (endPtr - idx > 16 && heapOrArray.buffer && UTF8Decoder) {
      return UTF8Decoder.decode(heapOrArray.subarray(idx, endPtr));
    }
    var str = "";
    while (idx < endPtr) {
      var u0 = heapOrArray[idx++];
      if (!(u0 & 128)) {
        str += String.fromCharCode(u0);
        continue;
      }
      var u1 = heapOrArray[idx++] & 63;
      if ((u0 & 224) == 192) {
        str += String.fromCharCode((u0 & 31) << 6 | u1);
        continue;
      }
      var u2 = heapOrArray[idx++] & 63;
      if ((u0 & 240) == 224) {
        u0 = (u0 & 15) << 12 | u1 << 6 | u2;
      } else {
        u0 = (u0 & 7) << 18 | u1 << 12 | u2 << 6 | heapOrArray[idx++] & 63;
      }
      if (u0 < 65536) {
        str += String.fromCharCode(u0);
      } else {
        var ch = u0 - 65536;
        str += String.fromCharCode(55296 | ch >> 10, 56320 | ch & 1023);
      }
    }
    return str;
  }, "UTF8ArrayToString");
  var getDylinkMetadata = /* @__PURE__ */ __name((binary2) => {
    var offset = 0;
    var end = 0;
    function getU8() {
      return binary2[offset++];
    }
    __name(getU8, "getU8");
    function getLEB() {
      var ret = 0;
      var mul = 1;
      while (1) {
        var byte = binary2[offset++];
        ret += (byte & 127) * mul;
        mul *= 128;
        if (!(byte & 128)) break;
      }
      return ret;
    }
    __name(getLEB, "getLEB");
    function getString() {
      var len = getLEB();
      offset += len;
      return UTF8ArrayToString(binary2, offset - len, len);
    }
    __name(getString, "getString");
    function getStringList() {
      var count2 = getLEB();
      var rtn = [];
      while (count2--) rtn.push(getString());
      return rtn;
    }
    __name(getStringList, "getStringList");
    function failIf(condition, message) {
      if (condition) throw new Error(message);
    }
    __name(failIf, "failIf");
    if (binary2 instanceof WebAssembly.Module) {
      var dylinkSection = WebAssembly.Module.customSections(binary2, "dylink.0");
      failIf(dylinkSection.length === 0, "need dylink section");
      binary2 = new Uint8Array(dylinkSection[0]);
      end = binary2.length;
    } else {
      var int32View = new Uint32Array(new Uint8Array(binary2.subarray(0, 24)).buffer);
      var magicNumberFound = int32View[0] == 1836278016 || int32View[0] == 6386541;
      failIf(!magicNumberFound, "need to see wasm magic number");
      failIf(binary2[8] !== 0, "need the dylink section to be first");
      offset = 9;
      var section_size = getLEB();
      end = offset + section_size;
      var name2 = getString();
      failIf(name2 !== "dylink.0");
    }
    var customSection = {
      neededDynlibs: [],
      tlsExports: /* @__PURE__ */ new Set(),
      weakImports: /* @__PURE__ */ new Set(),
      runtimePaths: []
    };
    var WASM_DYLINK_MEM_INFO = 1;
    var WASM_DYLINK_NEEDED = 2;
    var WASM_DYLINK_EXPORT_INFO = 3;
    var WASM_DYLINK_IMPORT_INFO = 4;
    var WASM_DYLINK_RUNTIME_PATH = 5;
    var WASM_SYMBOL_TLS = 256;
    var WASM_SYMBOL_BINDING_MASK = 3;
    var WASM_SYMBOL_BINDING_WEAK = 1;
    while (offset < end) {
      var subsectionType = getU8();
      var subsectionSize = getLEB();
      if (subsectionType === WASM_DYLINK_MEM_INFO) {
        customSection.memorySize = getLEB();
        customSection.memoryAlign = getLEB();
        customSection.tableSize = getLEB();
        customSection.tableAlign = getLEB();
      } else if (subsectionType === WASM_DYLINK_NEEDED) {
        customSection.neededDynlibs = getStringList();
      } else if (subsectionType === WASM_DYLINK_EXPORT_INFO) {
        var count = getLEB();
        while (count--) {
          var symname = getString();
          var flags2 = getLEB();
          if (flags2 & WASM_SYMBOL_TLS) {
            customSection.tlsExports.add(symname);
          }
        }
      } else if (subsectionType === WASM_DYLINK_IMPORT_INFO) {
        var count = getLEB();
        while (count--) {
          var modname = getString();
          var symname = getString();
          var flags2 = getLEB();
          if ((flags2 & WASM_SYMBOL_BINDING_MASK) == WASM_SYMBOL_BINDING_WEAK) {
            customSection.weakImports.add(symname);
          }
        }
      } else if (subsectionType === WASM_DYLINK_RUNTIME_PATH) {
        customSection.runtimePaths = getStringList();
      } else {
        offset += subsectionSize;
      }
    }
    return customSection;
  }, "getDylinkMetadata");
  function getValue(ptr, type = "i8") {
    if (type.endsWith("*")) type = "*";
    switch (type) {
      case "i1":
        return HEAP8[ptr];
      case "i8":
        return HEAP8[ptr];
      case "i16":
        return LE_HEAP_LOAD_I16((ptr >> 1) * 2);
      case "i32":
        return LE_HEAP_LOAD_I32((ptr >> 2) * 4);
      case "i64":
        return LE_HEAP_LOAD_I64((ptr >> 3) * 8);
      case "float":
        return LE_HEAP_LOAD_F32((ptr >> 2) * 4);
      case "double":
        return LE_HEAP_LOAD_F64((ptr >> 3) * 8);
      case "*":
        return LE_HEAP_LOAD_U32((ptr >> 2) * 4);
      default:
        abort(`invalid type for getValue: ${type}`);
    }
  }
  __name(getValue, "getValue");
  var newDSO = /* @__PURE__ */ __name((name2, handle2, syms) => {
    var dso = {
      refcount: Infinity,
      name: name2,
      exports: syms,
      global: true
    };
    LDSO.loadedLibsByName[name2] = dso;
    if (handle2 != void 0) {
      LDSO.loadedLibsByHandle[handle2] = dso;
    }
    return dso;
  }, "newDSO");
  var LDSO = {
    loadedLibsByName: {},
    loadedLibsByHandle: {},
    init() {
      newDSO("__main__", 0, wasmImports);
    }
  };
  var ___heap_base = 82240;
  var alignMemory = /* @__PURE__ */ __name((size, alignment) => Math.ceil(size / alignment) * alignment, "alignMemory");
  var getMemory = /* @__PURE__ */ __name((size) => {
    if (runtimeInitialized) {
      return _calloc(size, 1);
    }
    var ret = ___heap_base;
    var end = ret + alignMemory(size, 16);
    ___heap_base = end;
    GOT["__heap_base"].value = end;
    return ret;
  }, "getMemory");
  var isInternalSym = /* @__PURE__ */ __name((symName) => ["__cpp_exception", "__c_longjmp", "__wasm_apply_data_relocs", "__dso_handle", "__tls_size", "__tls_align", "__set_stack_limits", "_emscripten_tls_init", "__wasm_init_tls", "__wasm_call_ctors", "__start_em_asm", "__stop_em_asm", "__start_em_js", "__stop_em_js"].includes(symName) || symName.startsWith("__em_js__"), "isInternalSym");
  var uleb128EncodeWithLen = /* @__PURE__ */ __name((arr) => {
    const n = arr.length;
    return [n % 128 | 128, n >> 7, ...arr];
  }, "uleb128EncodeWithLen");
  var wasmTypeCodes = {
    "i": 127,
    // i32
    "p": 127,
    // i32
    "j": 126,
    // i64
    "f": 125,
    // f32
    "d": 124,
    // f64
    "e": 111
  };
  var generateTypePack = /* @__PURE__ */ __name((types) => uleb128EncodeWithLen(Array.from(types, (type) => {
    var code2 = wasmTypeCodes[type];
    return code2;
  })), "generateTypePack");
  var convertJsFunctionToWasm = /* @__PURE__ */ __name((func2, sig) => {
    var bytes = Uint8Array.of(
      0,
      97,
      115,
      109,
      // magic ("\0asm")
      1,
      0,
      0,
      0,
      // version: 1
      1,
      ...uleb128EncodeWithLen([
        1,
        // count: 1
        96,
        // param types
        ...generateTypePack(sig.slice(1)),
        // return types (for now only supporting [] if `void` and single [T] otherwise)
        ...generateTypePack(sig[0] === "v" ? "" : sig[0])
      ]),
      // The rest of the module is static
      2,
      7,
      // import section
      // (import "e" "f" (func 0 (type 0)))
      1,
      1,
      101,
      1,
      102,
      0,
      0,
      7,
      5,
      // export section
      // (export "f" (func 0 (type 0)))
      1,
      1,
      102,
      0,
      0
    );
    var module2 = new WebAssembly.Module(bytes);
    var instance2 = new WebAssembly.Instance(module2, {
      "e": {
        "f": func2
      }
    });
    var wrappedFunc = instance2.exports["f"];
    return wrappedFunc;
  }, "convertJsFunctionToWasm");
  var wasmTableMirror = [];
  var wasmTable = new WebAssembly.Table({
    "initial": 31,
    "element": "anyfunc"
  });
  var getWasmTableEntry = /* @__PURE__ */ __name((funcPtr) => {
    var func2 = wasmTableMirror[funcPtr];
    if (!func2) {
      wasmTableMirror[funcPtr] = func2 = wasmTable.get(funcPtr);
    }
    return func2;
  }, "getWasmTableEntry");
  var updateTableMap = /* @__PURE__ */ __name((offset, count) => {
    if (functionsInTableMap) {
      for (var i2 = offset; i2 < offset + count; i2++) {
        var item = getWasmTableEntry(i2);
        if (item) {
          functionsInTableMap.set(item, i2);
        }
      }
    }
  }, "updateTableMap");
  var functionsInTableMap;
  var getFunctionAddress = /* @__PURE__ */ __name((func2) => {
    if (!functionsInTableMap) {
      functionsInTableMap = /* @__PURE__ */ new WeakMap();
      updateTableMap(0, wasmTable.length);
    }
    return functionsInTableMap.get(func2) || 0;
  }, "getFunctionAddress");
  var freeTableIndexes = [];
  var getEmptyTableSlot = /* @__PURE__ */ __name(() => {
    if (freeTableIndexes.length) {
      return freeTableIndexes.pop();
    }
    return wasmTable["grow"](1);
  }, "getEmptyTableSlot");
  var setWasmTableEntry = /* @__PURE__ */ __name((idx, func2) => {
    wasmTable.set(idx, func2);
    wasmTableMirror[idx] = wasmTable.get(idx);
  }, "setWasmTableEntry");
  var addFunction = /* @__PURE__ */ __name((func2, sig) => {
    var rtn = getFunctionAddress(func2);
    if (rtn) {
      return rtn;
    }
    var ret = getEmptyTableSlot();
    try {
      setWasmTableEntry(ret, func2);
    } catch (err2) {
      if (!(err2 instanceof TypeError)) {
        throw err2;
      }
      var wrapped = convertJsFunctionToWasm(func2, sig);
      setWasmTableEntry(ret, wrapped);
    }
    functionsInTableMap.set(func2, ret);
    return ret;
  }, "addFunction");
  var updateGOT = /* @__PURE__ */ __name((exports, replace) => {
    for (var symName in exports) {
      if (isInternalSym(symName)) {
        continue;
      }
      var value = exports[symName];
      GOT[symName] ||= new WebAssembly.Global({
        "value": "i32",
        "mutable": true
      });
      if (replace || GOT[symName].value == 0) {
        if (typeof value == "function") {
          GOT[symName].value = addFunction(value);
        } else if (typeof value == "number") {
          GOT[symName].value = value;
        } else {
          err(`unhandled export type for '${symName}': ${typeof value}`);
        }
      }
    }
  }, "updateGOT");
  var relocateExports = /* @__PURE__ */ __name((exports, memoryBase2, replace) => {
    var relocated = {};
    for (var e in exports) {
      var value = exports[e];
      if (typeof value == "object") {
        value = value.value;
      }
      if (typeof value == "number") {
        value += memoryBase2;
      }
      relocated[e] = value;
    }
    updateGOT(relocated, replace);
    return relocated;
  }, "relocateExports");
  var isSymbolDefined = /* @__PURE__ */ __name((symName) => {
    var existing = wasmImports[symName];
    if (!existing || existing.stub) {
      return false;
    }
    return true;
  }, "isSymbolDefined");
  var dynCall = /* @__PURE__ */ __name((sig, ptr, args2 = [], promising = false) => {
    var func2 = getWasmTableEntry(ptr);
    var rtn = func2(...args2);
    function convert(rtn2) {
      return rtn2;
    }
    __name(convert, "convert");
    return convert(rtn);
  }, "dynCall");
  var stackSave = /* @__PURE__ */ __name(() => _emscripten_stack_get_current(), "stackSave");
  var stackRestore = /* @__PURE__ */ __name((val) => __emscripten_stack_restore(val), "stackRestore");
  var createInvokeFunction = /* @__PURE__ */ __name((sig) => (ptr, ...args2) => {
    var sp = stackSave();
    try {
      return dynCall(sig, ptr, args2);
    } catch (e) {
      stackRestore(sp);
      if (e !== e + 0) throw e;
      _setThrew(1, 0);
      if (sig[0] == "j") return 0n;
    }
  }, "createInvokeFunction");
  var resolveGlobalSymbol = /* @__PURE__ */ __name((symName, direct = false) => {
    var sym;
    if (isSymbolDefined(symName)) {
      sym = wasmImports[symName];
    } else if (symName.startsWith("invoke_")) {
      sym = wasmImports[symName] = createInvokeFunction(symName.split("_")[1]);
    }
    return {
      sym,
      name: symName
    };
  }, "resolveGlobalSymbol");
  var onPostCtors = [];
  var addOnPostCtor = /* @__PURE__ */ __name((cb) => onPostCtors.push(cb), "addOnPostCtor");
  var UTF8ToString = /* @__PURE__ */ __name((ptr, maxBytesToRead, ignoreNul) => ptr ? UTF8ArrayToString(HEAPU8, ptr, maxBytesToRead, ignoreNul) : "", "UTF8ToString");
  var loadWebAssemblyModule = /* @__PURE__ */ __name((binary, flags, libName, localScope, handle) => {
    var metadata = getDylinkMetadata(binary);
    function loadModule() {
      var memAlign = Math.pow(2, metadata.memoryAlign);
      var memoryBase = metadata.memorySize ? alignMemory(getMemory(metadata.memorySize + memAlign), memAlign) : 0;
      var tableBase = metadata.tableSize ? wasmTable.length : 0;
      if (handle) {
        HEAP8[handle + 8] = 1;
        LE_HEAP_STORE_U32((handle + 12 >> 2) * 4, memoryBase);
        LE_HEAP_STORE_I32((handle + 16 >> 2) * 4, metadata.memorySize);
        LE_HEAP_STORE_U32((handle + 20 >> 2) * 4, tableBase);
        LE_HEAP_STORE_I32((handle + 24 >> 2) * 4, metadata.tableSize);
      }
      if (metadata.tableSize) {
        wasmTable.grow(metadata.tableSize);
      }
      var moduleExports;
      function resolveSymbol(sym) {
        var resolved = resolveGlobalSymbol(sym).sym;
        if (!resolved && localScope) {
          resolved = localScope[sym];
        }
        if (!resolved) {
          resolved = moduleExports[sym];
        }
        return resolved;
      }
      __name(resolveSymbol, "resolveSymbol");
      var proxyHandler = {
        get(stubs, prop) {
          switch (prop) {
            case "__memory_base":
              return memoryBase;
            case "__table_base":
              return tableBase;
          }
          if (prop in wasmImports && !wasmImports[prop].stub) {
            var res = wasmImports[prop];
            return res;
          }
          if (!(prop in stubs)) {
            var resolved;
            stubs[prop] = (...args2) => {
              resolved ||= resolveSymbol(prop);
              return resolved(...args2);
            };
          }
          return stubs[prop];
        }
      };
      var proxy = new Proxy({}, proxyHandler);
      currentModuleWeakSymbols = metadata.weakImports;
      var info = {
        "GOT.mem": new Proxy({}, GOTHandler),
        "GOT.func": new Proxy({}, GOTHandler),
        "env": proxy,
        "wasi_snapshot_preview1": proxy
      };
      function postInstantiation(module, instance) {
        updateTableMap(tableBase, metadata.tableSize);
        moduleExports = relocateExports(instance.exports, memoryBase);
        if (!flags.allowUndefined) {
          reportUndefinedSymbols();
        }
        function addEmAsm(addr, body) {
          var args = [];
          var arity = 0;
          for (; arity < 16; arity++) {
            if (body.indexOf("$" + arity) != -1) {
              args.push("$" + arity);
            } else {
              break;
            }
          }
          args = args.join(",");
          var func = `(${args}) => { ${body} };`;
          ASM_CONSTS[start] = eval(func);
        }
        __name(addEmAsm, "addEmAsm");
        if ("__start_em_asm" in moduleExports) {
          var start = moduleExports["__start_em_asm"];
          var stop = moduleExports["__stop_em_asm"];
          while (start < stop) {
            var jsString = UTF8ToString(start);
            addEmAsm(start, jsString);
            start = HEAPU8.indexOf(0, start) + 1;
          }
        }
        function addEmJs(name, cSig, body) {
          var jsArgs = [];
          cSig = cSig.slice(1, -1);
          if (cSig != "void") {
            cSig = cSig.split(",");
            for (var i in cSig) {
              var jsArg = cSig[i].split(" ").pop();
              jsArgs.push(jsArg.replace("*", ""));
            }
          }
          var func = `(${jsArgs}) => ${body};`;
          moduleExports[name] = eval(func);
        }
        __name(addEmJs, "addEmJs");
        for (var name in moduleExports) {
          if (name.startsWith("__em_js__")) {
            var start = moduleExports[name];
            var jsString = UTF8ToString(start);
            var parts = jsString.split("<::>");
            addEmJs(name.replace("__em_js__", ""), parts[0], parts[1]);
            delete moduleExports[name];
          }
        }
        var applyRelocs = moduleExports["__wasm_apply_data_relocs"];
        if (applyRelocs) {
          if (runtimeInitialized) {
            applyRelocs();
          } else {
            __RELOC_FUNCS__.push(applyRelocs);
          }
        }
        var init = moduleExports["__wasm_call_ctors"];
        if (init) {
          if (runtimeInitialized) {
            init();
          } else {
            addOnPostCtor(init);
          }
        }
        return moduleExports;
      }
      __name(postInstantiation, "postInstantiation");
      if (flags.loadAsync) {
        return (async () => {
          var instance2;
          if (binary instanceof WebAssembly.Module) {
            instance2 = new WebAssembly.Instance(binary, info);
          } else {
            ({ module: binary, instance: instance2 } = await WebAssembly.instantiate(binary, info));
          }
          return postInstantiation(binary, instance2);
        })();
      }
      var module = binary instanceof WebAssembly.Module ? binary : new WebAssembly.Module(binary);
      var instance = new WebAssembly.Instance(module, info);
      return postInstantiation(module, instance);
    }
    __name(loadModule, "loadModule");
    flags = {
      ...flags,
      rpath: {
        parentLibPath: libName,
        paths: metadata.runtimePaths
      }
    };
    if (flags.loadAsync) {
      return metadata.neededDynlibs.reduce((chain2, dynNeeded) => chain2.then(() => loadDynamicLibrary(dynNeeded, flags, localScope)), Promise.resolve()).then(loadModule);
    }
    metadata.neededDynlibs.forEach((needed) => loadDynamicLibrary(needed, flags, localScope));
    return loadModule();
  }, "loadWebAssemblyModule");
  var mergeLibSymbols = /* @__PURE__ */ __name((exports, libName2) => {
    for (var [sym, exp] of Object.entries(exports)) {
      const setImport = /* @__PURE__ */ __name((target) => {
        if (!isSymbolDefined(target)) {
          wasmImports[target] = exp;
        }
      }, "setImport");
      setImport(sym);
      const main_alias = "__main_argc_argv";
      if (sym == "main") {
        setImport(main_alias);
      }
      if (sym == main_alias) {
        setImport("main");
      }
    }
  }, "mergeLibSymbols");
  var asyncLoad = /* @__PURE__ */ __name(async (url) => {
    var arrayBuffer = await readAsync(url);
    return new Uint8Array(arrayBuffer);
  }, "asyncLoad");
  function loadDynamicLibrary(libName2, flags2 = {
    global: true,
    nodelete: true
  }, localScope2, handle2) {
    var dso = LDSO.loadedLibsByName[libName2];
    if (dso) {
      if (!flags2.global) {
        if (localScope2) {
          Object.assign(localScope2, dso.exports);
        }
      } else if (!dso.global) {
        dso.global = true;
        mergeLibSymbols(dso.exports, libName2);
      }
      if (flags2.nodelete && dso.refcount !== Infinity) {
        dso.refcount = Infinity;
      }
      dso.refcount++;
      if (handle2) {
        LDSO.loadedLibsByHandle[handle2] = dso;
      }
      return flags2.loadAsync ? Promise.resolve(true) : true;
    }
    dso = newDSO(libName2, handle2, "loading");
    dso.refcount = flags2.nodelete ? Infinity : 1;
    dso.global = flags2.global;
    function loadLibData() {
      if (handle2) {
        var data = LE_HEAP_LOAD_U32((handle2 + 28 >> 2) * 4);
        var dataSize = LE_HEAP_LOAD_U32((handle2 + 32 >> 2) * 4);
        if (data && dataSize) {
          var libData = HEAP8.slice(data, data + dataSize);
          return flags2.loadAsync ? Promise.resolve(libData) : libData;
        }
      }
      var libFile = locateFile(libName2);
      if (flags2.loadAsync) {
        return asyncLoad(libFile);
      }
      if (!readBinary) {
        throw new Error(`${libFile}: file not found, and synchronous loading of external files is not available`);
      }
      return readBinary(libFile);
    }
    __name(loadLibData, "loadLibData");
    function getExports() {
      if (flags2.loadAsync) {
        return loadLibData().then((libData) => loadWebAssemblyModule(libData, flags2, libName2, localScope2, handle2));
      }
      return loadWebAssemblyModule(loadLibData(), flags2, libName2, localScope2, handle2);
    }
    __name(getExports, "getExports");
    function moduleLoaded(exports) {
      if (dso.global) {
        mergeLibSymbols(exports, libName2);
      } else if (localScope2) {
        Object.assign(localScope2, exports);
      }
      dso.exports = exports;
    }
    __name(moduleLoaded, "moduleLoaded");
    if (flags2.loadAsync) {
      return getExports().then((exports) => {
        moduleLoaded(exports);
        return true;
      });
    }
    moduleLoaded(getExports());
    return true;
  }
  __name(loadDynamicLibrary, "loadDynamicLibrary");
  var reportUndefinedSymbols = /* @__PURE__ */ __name(() => {
    for (var [symName, entry] of Object.entries(GOT)) {
      if (entry.value == 0) {
        var value = resolveGlobalSymbol(symName, true).sym;
        if (!value && !entry.required) {
          continue;
        }
        if (typeof value == "function") {
          entry.value = addFunction(value, value.sig);
        } else if (typeof value == "number") {
          entry.value = value;
        } else {
          throw new Error(`bad export type for '${symName}': ${typeof value}`);
        }
      }
    }
  }, "reportUndefinedSymbols");
  var runDependencies = 0;
  var dependenciesFulfilled = null;
  var removeRunDependency = /* @__PURE__ */ __name((id) => {
    runDependencies--;
    Module["monitorRunDependencies"]?.(runDependencies);
    if (runDependencies == 0) {
      if (dependenciesFulfilled) {
        var callback = dependenciesFulfilled;
        dependenciesFulfilled = null;
        callback();
      }
    }
  }, "removeRunDependency");
  var addRunDependency = /* @__PURE__ */ __name((id) => {
    runDependencies++;
    Module["monitorRunDependencies"]?.(runDependencies);
  }, "addRunDependency");
  var loadDylibs = /* @__PURE__ */ __name(async () => {
    if (!dynamicLibraries.length) {
      reportUndefinedSymbols();
      return;
    }
    addRunDependency("loadDylibs");
    for (var lib of dynamicLibraries) {
      await loadDynamicLibrary(lib, {
        loadAsync: true,
        global: true,
        nodelete: true,
        allowUndefined: true
      });
    }
    reportUndefinedSymbols();
    removeRunDependency("loadDylibs");
  }, "loadDylibs");
  var noExitRuntime = true;
  function setValue(ptr, value, type = "i8") {
    if (type.endsWith("*")) type = "*";
    switch (type) {
      case "i1":
        HEAP8[ptr] = value;
        break;
      case "i8":
        HEAP8[ptr] = value;
        break;
      case "i16":
        LE_HEAP_STORE_I16((ptr >> 1) * 2, value);
        break;
      case "i32":
        LE_HEAP_STORE_I32((ptr >> 2) * 4, value);
        break;
      case "i64":
        LE_HEAP_STORE_I64((ptr >> 3) * 8, BigInt(value));
        break;
      case "float":
        LE_HEAP_STORE_F32((ptr >> 2) * 4, value);
        break;
      case "double":
        LE_HEAP_STORE_F64((ptr >> 3) * 8, value);
        break;
      case "*":
        LE_HEAP_STORE_U32((ptr >> 2) * 4, value);
        break;
      default:
        abort(`invalid type for setValue: ${type}`);
    }
  }
  __name(setValue, "setValue");
  var ___memory_base = new WebAssembly.Global({
    "value": "i32",
    "mutable": false
  }, 1024);
  var ___stack_high = 82240;
  var ___stack_low = 16704;
  var ___stack_pointer = new WebAssembly.Global({
    "value": "i32",
    "mutable": true
  }, 82240);
  var ___table_base = new WebAssembly.Global({
    "value": "i32",
    "mutable": false
  }, 1);
  var __abort_js = /* @__PURE__ */ __name(() => abort(""), "__abort_js");
  __abort_js.sig = "v";
  var getHeapMax = /* @__PURE__ */ __name(() => (
    // Stay one Wasm page short of 4GB: while e.g. Chrome is able to allocate
    // full 4GB Wasm memories, the size will wrap back to 0 bytes in Wasm side
    // for any code that deals with heap sizes, which would require special
    // casing all heap size related code to treat 0 specially.
    2147483648
  ), "getHeapMax");
  var growMemory = /* @__PURE__ */ __name((size) => {
    var oldHeapSize = wasmMemory.buffer.byteLength;
    var pages = (size - oldHeapSize + 65535) / 65536 | 0;
    try {
      wasmMemory.grow(pages);
      updateMemoryViews();
      return 1;
    } catch (e) {
    }
  }, "growMemory");
  var _emscripten_resize_heap = /* @__PURE__ */ __name((requestedSize) => {
    var oldSize = HEAPU8.length;
    requestedSize >>>= 0;
    var maxHeapSize = getHeapMax();
    if (requestedSize > maxHeapSize) {
      return false;
    }
    for (var cutDown = 1; cutDown <= 4; cutDown *= 2) {
      var overGrownHeapSize = oldSize * (1 + 0.2 / cutDown);
      overGrownHeapSize = Math.min(overGrownHeapSize, requestedSize + 100663296);
      var newSize = Math.min(maxHeapSize, alignMemory(Math.max(requestedSize, overGrownHeapSize), 65536));
      var replacement = growMemory(newSize);
      if (replacement) {
        return true;
      }
    }
    return false;
  }, "_emscripten_resize_heap");
  _emscripten_resize_heap.sig = "ip";
  var _fd_close = /* @__PURE__ */ __name((fd) => 52, "_fd_close");
  _fd_close.sig = "ii";
  var INT53_MAX = 9007199254740992;
  var INT53_MIN = -9007199254740992;
  var bigintToI53Checked = /* @__PURE__ */ __name((num) => num < INT53_MIN || num > INT53_MAX ? NaN : Number(num), "bigintToI53Checked");
  function _fd_seek(fd, offset, whence, newOffset) {
    offset = bigintToI53Checked(offset);
    return 70;
  }
  __name(_fd_seek, "_fd_seek");
  _fd_seek.sig = "iijip";
  var printCharBuffers = [null, [], []];
  var printChar = /* @__PURE__ */ __name((stream, curr) => {
    var buffer = printCharBuffers[stream];
    if (curr === 0 || curr === 10) {
      (stream === 1 ? out : err)(UTF8ArrayToString(buffer));
      buffer.length = 0;
    } else {
      buffer.push(curr);
    }
  }, "printChar");
  var _fd_write = /* @__PURE__ */ __name((fd, iov, iovcnt, pnum) => {
    var num = 0;
    for (var i2 = 0; i2 < iovcnt; i2++) {
      var ptr = LE_HEAP_LOAD_U32((iov >> 2) * 4);
      var len = LE_HEAP_LOAD_U32((iov + 4 >> 2) * 4);
      iov += 8;
      for (var j = 0; j < len; j++) {
        printChar(fd, HEAPU8[ptr + j]);
      }
      num += len;
    }
    LE_HEAP_STORE_U32((pnum >> 2) * 4, num);
    return 0;
  }, "_fd_write");
  _fd_write.sig = "iippp";
  function _tree_sitter_log_callback(isLexMessage, messageAddress) {
    if (Module.currentLogCallback) {
      const message = UTF8ToString(messageAddress);
      Module.currentLogCallback(message, isLexMessage !== 0);
    }
  }
  __name(_tree_sitter_log_callback, "_tree_sitter_log_callback");
  function _tree_sitter_parse_callback(inputBufferAddress, index, row, column, lengthAddress) {
    const INPUT_BUFFER_SIZE = 10 * 1024;
    const string = Module.currentParseCallback(index, {
      row,
      column
    });
    if (typeof string === "string") {
      setValue(lengthAddress, string.length, "i32");
      stringToUTF16(string, inputBufferAddress, INPUT_BUFFER_SIZE);
    } else {
      setValue(lengthAddress, 0, "i32");
    }
  }
  __name(_tree_sitter_parse_callback, "_tree_sitter_parse_callback");
  function _tree_sitter_progress_callback(currentOffset, hasError) {
    if (Module.currentProgressCallback) {
      return Module.currentProgressCallback({
        currentOffset,
        hasError
      });
    }
    return false;
  }
  __name(_tree_sitter_progress_callback, "_tree_sitter_progress_callback");
  function _tree_sitter_query_progress_callback(currentOffset) {
    if (Module.currentQueryProgressCallback) {
      return Module.currentQueryProgressCallback({
        currentOffset
      });
    }
    return false;
  }
  __name(_tree_sitter_query_progress_callback, "_tree_sitter_query_progress_callback");
  var runtimeKeepaliveCounter = 0;
  var keepRuntimeAlive = /* @__PURE__ */ __name(() => noExitRuntime || runtimeKeepaliveCounter > 0, "keepRuntimeAlive");
  var _proc_exit = /* @__PURE__ */ __name((code2) => {
    EXITSTATUS = code2;
    if (!keepRuntimeAlive()) {
      Module["onExit"]?.(code2);
      ABORT = true;
    }
    quit_(code2, new ExitStatus(code2));
  }, "_proc_exit");
  _proc_exit.sig = "vi";
  var exitJS = /* @__PURE__ */ __name((status, implicit) => {
    EXITSTATUS = status;
    _proc_exit(status);
  }, "exitJS");
  var handleException = /* @__PURE__ */ __name((e) => {
    if (e instanceof ExitStatus || e == "unwind") {
      return EXITSTATUS;
    }
    quit_(1, e);
  }, "handleException");
  var lengthBytesUTF8 = /* @__PURE__ */ __name((str) => {
    var len = 0;
    for (var i2 = 0; i2 < str.length; ++i2) {
      var c = str.charCodeAt(i2);
      if (c <= 127) {
        len++;
      } else if (c <= 2047) {
        len += 2;
      } else if (c >= 55296 && c <= 57343) {
        len += 4;
        ++i2;
      } else {
        len += 3;
      }
    }
    return len;
  }, "lengthBytesUTF8");
  var stringToUTF8Array = /* @__PURE__ */ __name((str, heap, outIdx, maxBytesToWrite) => {
    if (!(maxBytesToWrite > 0)) return 0;
    var startIdx = outIdx;
    var endIdx = outIdx + maxBytesToWrite - 1;
    for (var i2 = 0; i2 < str.length; ++i2) {
      var u = str.codePointAt(i2);
      if (u <= 127) {
        if (outIdx >= endIdx) break;
        heap[outIdx++] = u;
      } else if (u <= 2047) {
        if (outIdx + 1 >= endIdx) break;
        heap[outIdx++] = 192 | u >> 6;
        heap[outIdx++] = 128 | u & 63;
      } else if (u <= 65535) {
        if (outIdx + 2 >= endIdx) break;
        heap[outIdx++] = 224 | u >> 12;
        heap[outIdx++] = 128 | u >> 6 & 63;
        heap[outIdx++] = 128 | u & 63;
      } else {
        if (outIdx + 3 >= endIdx) break;
        heap[outIdx++] = 240 | u >> 18;
        heap[outIdx++] = 128 | u >> 12 & 63;
        heap[outIdx++] = 128 | u >> 6 & 63;
        heap[outIdx++] = 128 | u & 63;
        i2++;
      }
    }
    heap[outIdx] = 0;
    return outIdx - startIdx;
  }, "stringToUTF8Array");
  var stringToUTF8 = /* @__PURE__ */ __name((str, outPtr, maxBytesToWrite) => stringToUTF8Array(str, HEAPU8, outPtr, maxBytesToWrite), "stringToUTF8");
  var stackAlloc = /* @__PURE__ */ __name((sz) => __emscripten_stack_alloc(sz), "stackAlloc");
  var stringToUTF8OnStack = /* @__PURE__ */ __name((str) => {
    var size = lengthBytesUTF8(str) + 1;
    var ret = stackAlloc(size);
    stringToUTF8(str, ret, size);
    return ret;
  }, "stringToUTF8OnStack");
  var AsciiToString = /* @__PURE__ */ __name((ptr) => {
    var str = "";
    while (1) {
      var ch = HEAPU8[ptr++];
      if (!ch) return str;
      str += String.fromCharCode(ch);
    }
  }, "AsciiToString");
  var stringToUTF16 = /* @__PURE__ */ __name((str, outPtr, maxBytesToWrite) => {
    maxBytesToWrite ??= 2147483647;
    if (maxBytesToWrite < 2) return 0;
    maxBytesToWrite -= 2;
    var startPtr = outPtr;
    var numCharsToWrite = maxBytesToWrite < str.length * 2 ? maxBytesToWrite / 2 : str.length;
    for (var i2 = 0; i2 < numCharsToWrite; ++i2) {
      var codeUnit = str.charCodeAt(i2);
      LE_HEAP_STORE_I16((outPtr >> 1) * 2, codeUnit);
      outPtr += 2;
    }
    LE_HEAP_STORE_I16((outPtr >> 1) * 2, 0);
    return outPtr - startPtr;
  }, "stringToUTF16");
  LE_ATOMICS_NATIVE_BYTE_ORDER = new Int8Array(new Int16Array([1]).buffer)[0] === 1 ? [
    /* little endian */
    ((x) => x),
    ((x) => x),
    void 0,
    ((x) => x)
  ] : [
    /* big endian */
    ((x) => x),
    ((x) => ((x & 65280) << 8 | (x & 255) << 24) >> 16),
    void 0,
    ((x) => x >> 24 & 255 | x >> 8 & 65280 | (x & 65280) << 8 | (x & 255) << 24)
  ];
  function LE_HEAP_UPDATE() {
    HEAPU16.unsigned = ((x) => x & 65535);
    HEAPU32.unsigned = ((x) => x >>> 0);
  }
  __name(LE_HEAP_UPDATE, "LE_HEAP_UPDATE");
  {
    initMemory();
    if (Module["noExitRuntime"]) noExitRuntime = Module["noExitRuntime"];
    if (Module["print"]) out = Module["print"];
    if (Module["printErr"]) err = Module["printErr"];
    if (Module["dynamicLibraries"]) dynamicLibraries = Module["dynamicLibraries"];
    if (Module["wasmBinary"]) wasmBinary = Module["wasmBinary"];
    if (Module["arguments"]) arguments_ = Module["arguments"];
    if (Module["thisProgram"]) thisProgram = Module["thisProgram"];
    if (Module["preInit"]) {
      if (typeof Module["preInit"] == "function") Module["preInit"] = [Module["preInit"]];
      while (Module["preInit"].length > 0) {
        Module["preInit"].shift()();
      }
    }
  }
  Module["setValue"] = setValue;
  Module["getValue"] = getValue;
  Module["UTF8ToString"] = UTF8ToString;
  Module["stringToUTF8"] = stringToUTF8;
  Module["lengthBytesUTF8"] = lengthBytesUTF8;
  Module["AsciiToString"] = AsciiToString;
  Module["stringToUTF16"] = stringToUTF16;
  Module["loadWebAssemblyModule"] = loadWebAssemblyModule;
  Module["LE_HEAP_STORE_I64"] = LE_HEAP_STORE_I64;
  var ASM_CONSTS = {};
  var _malloc, _calloc, _realloc, _free, _ts_range_edit, _memcmp, _ts_language_symbol_count, _ts_language_state_count, _ts_language_abi_version, _ts_language_name, _ts_language_field_count, _ts_language_next_state, _ts_language_symbol_name, _ts_language_symbol_for_name, _strncmp, _ts_language_symbol_type, _ts_language_field_name_for_id, _ts_lookahead_iterator_new, _ts_lookahead_iterator_delete, _ts_lookahead_iterator_reset_state, _ts_lookahead_iterator_reset, _ts_lookahead_iterator_next, _ts_lookahead_iterator_current_symbol, _ts_point_edit, _ts_parser_delete, _ts_parser_reset, _ts_parser_set_language, _ts_parser_set_included_ranges, _ts_query_new, _ts_query_delete, _iswspace, _iswalnum, _ts_query_copy, _ts_query_pattern_count, _ts_query_capture_count, _ts_query_string_count, _ts_query_capture_name_for_id, _ts_query_capture_quantifier_for_id, _ts_query_string_value_for_id, _ts_query_predicates_for_pattern, _ts_query_start_byte_for_pattern, _ts_query_end_byte_for_pattern, _ts_query_is_pattern_rooted, _ts_query_is_pattern_non_local, _ts_query_is_pattern_guaranteed_at_step, _ts_query_disable_capture, _ts_query_disable_pattern, _ts_tree_copy, _ts_tree_delete, _ts_init, _ts_parser_new_wasm, _ts_parser_enable_logger_wasm, _ts_parser_parse_wasm, _ts_parser_included_ranges_wasm, _ts_language_type_is_named_wasm, _ts_language_type_is_visible_wasm, _ts_language_metadata_wasm, _ts_language_supertypes_wasm, _ts_language_subtypes_wasm, _ts_tree_root_node_wasm, _ts_tree_root_node_with_offset_wasm, _ts_tree_edit_wasm, _ts_tree_included_ranges_wasm, _ts_tree_get_changed_ranges_wasm, _ts_tree_cursor_new_wasm, _ts_tree_cursor_copy_wasm, _ts_tree_cursor_delete_wasm, _ts_tree_cursor_reset_wasm, _ts_tree_cursor_reset_to_wasm, _ts_tree_cursor_goto_first_child_wasm, _ts_tree_cursor_goto_last_child_wasm, _ts_tree_cursor_goto_first_child_for_index_wasm, _ts_tree_cursor_goto_first_child_for_position_wasm, _ts_tree_cursor_goto_next_sibling_wasm, _ts_tree_cursor_goto_previous_sibling_wasm, _ts_tree_cursor_goto_descendant_wasm, _ts_tree_cursor_goto_parent_wasm, _ts_tree_cursor_current_node_type_id_wasm, _ts_tree_cursor_current_node_state_id_wasm, _ts_tree_cursor_current_node_is_named_wasm, _ts_tree_cursor_current_node_is_missing_wasm, _ts_tree_cursor_current_node_id_wasm, _ts_tree_cursor_start_position_wasm, _ts_tree_cursor_end_position_wasm, _ts_tree_cursor_start_index_wasm, _ts_tree_cursor_end_index_wasm, _ts_tree_cursor_current_field_id_wasm, _ts_tree_cursor_current_depth_wasm, _ts_tree_cursor_current_descendant_index_wasm, _ts_tree_cursor_current_node_wasm, _ts_node_symbol_wasm, _ts_node_field_name_for_child_wasm, _ts_node_field_name_for_named_child_wasm, _ts_node_children_by_field_id_wasm, _ts_node_first_child_for_byte_wasm, _ts_node_first_named_child_for_byte_wasm, _ts_node_grammar_symbol_wasm, _ts_node_child_count_wasm, _ts_node_named_child_count_wasm, _ts_node_child_wasm, _ts_node_named_child_wasm, _ts_node_child_by_field_id_wasm, _ts_node_next_sibling_wasm, _ts_node_prev_sibling_wasm, _ts_node_next_named_sibling_wasm, _ts_node_prev_named_sibling_wasm, _ts_node_descendant_count_wasm, _ts_node_parent_wasm, _ts_node_child_with_descendant_wasm, _ts_node_descendant_for_index_wasm, _ts_node_named_descendant_for_index_wasm, _ts_node_descendant_for_position_wasm, _ts_node_named_descendant_for_position_wasm, _ts_node_start_point_wasm, _ts_node_end_point_wasm, _ts_node_start_index_wasm, _ts_node_end_index_wasm, _ts_node_to_string_wasm, _ts_node_children_wasm, _ts_node_named_children_wasm, _ts_node_descendants_of_type_wasm, _ts_node_is_named_wasm, _ts_node_has_changes_wasm, _ts_node_has_error_wasm, _ts_node_is_error_wasm, _ts_node_is_missing_wasm, _ts_node_is_extra_wasm, _ts_node_parse_state_wasm, _ts_node_next_parse_state_wasm, _ts_query_matches_wasm, _ts_query_captures_wasm, _memset, _memcpy, _memmove, _iswalpha, _iswblank, _iswdigit, _iswlower, _iswpunct, _iswupper, _iswxdigit, _memchr, _strlen, _strcmp, _strncat, _strncpy, _towlower, _towupper, _setThrew, __emscripten_stack_restore, __emscripten_stack_alloc, _emscripten_stack_get_current, ___wasm_apply_data_relocs;
  function assignWasmExports(wasmExports2) {
    Module["_malloc"] = _malloc = wasmExports2["malloc"];
    Module["_calloc"] = _calloc = wasmExports2["calloc"];
    Module["_realloc"] = _realloc = wasmExports2["realloc"];
    Module["_free"] = _free = wasmExports2["free"];
    Module["_ts_range_edit"] = _ts_range_edit = wasmExports2["ts_range_edit"];
    Module["_memcmp"] = _memcmp = wasmExports2["memcmp"];
    Module["_ts_language_symbol_count"] = _ts_language_symbol_count = wasmExports2["ts_language_symbol_count"];
    Module["_ts_language_state_count"] = _ts_language_state_count = wasmExports2["ts_language_state_count"];
    Module["_ts_language_abi_version"] = _ts_language_abi_version = wasmExports2["ts_language_abi_version"];
    Module["_ts_language_name"] = _ts_language_name = wasmExports2["ts_language_name"];
    Module["_ts_language_field_count"] = _ts_language_field_count = wasmExports2["ts_language_field_count"];
    Module["_ts_language_next_state"] = _ts_language_next_state = wasmExports2["ts_language_next_state"];
    Module["_ts_language_symbol_name"] = _ts_language_symbol_name = wasmExports2["ts_language_symbol_name"];
    Module["_ts_language_symbol_for_name"] = _ts_language_symbol_for_name = wasmExports2["ts_language_symbol_for_name"];
    Module["_strncmp"] = _strncmp = wasmExports2["strncmp"];
    Module["_ts_language_symbol_type"] = _ts_language_symbol_type = wasmExports2["ts_language_symbol_type"];
    Module["_ts_language_field_name_for_id"] = _ts_language_field_name_for_id = wasmExports2["ts_language_field_name_for_id"];
    Module["_ts_lookahead_iterator_new"] = _ts_lookahead_iterator_new = wasmExports2["ts_lookahead_iterator_new"];
    Module["_ts_lookahead_iterator_delete"] = _ts_lookahead_iterator_delete = wasmExports2["ts_lookahead_iterator_delete"];
    Module["_ts_lookahead_iterator_reset_state"] = _ts_lookahead_iterator_reset_state = wasmExports2["ts_lookahead_iterator_reset_state"];
    Module["_ts_lookahead_iterator_reset"] = _ts_lookahead_iterator_reset = wasmExports2["ts_lookahead_iterator_reset"];
    Module["_ts_lookahead_iterator_next"] = _ts_lookahead_iterator_next = wasmExports2["ts_lookahead_iterator_next"];
    Module["_ts_lookahead_iterator_current_symbol"] = _ts_lookahead_iterator_current_symbol = wasmExports2["ts_lookahead_iterator_current_symbol"];
    Module["_ts_point_edit"] = _ts_point_edit = wasmExports2["ts_point_edit"];
    Module["_ts_parser_delete"] = _ts_parser_delete = wasmExports2["ts_parser_delete"];
    Module["_ts_parser_reset"] = _ts_parser_reset = wasmExports2["ts_parser_reset"];
    Module["_ts_parser_set_language"] = _ts_parser_set_language = wasmExports2["ts_parser_set_language"];
    Module["_ts_parser_set_included_ranges"] = _ts_parser_set_included_ranges = wasmExports2["ts_parser_set_included_ranges"];
    Module["_ts_query_new"] = _ts_query_new = wasmExports2["ts_query_new"];
    Module["_ts_query_delete"] = _ts_query_delete = wasmExports2["ts_query_delete"];
    Module["_iswspace"] = _iswspace = wasmExports2["iswspace"];
    Module["_iswalnum"] = _iswalnum = wasmExports2["iswalnum"];
    Module["_ts_query_copy"] = _ts_query_copy = wasmExports2["ts_query_copy"];
    Module["_ts_query_pattern_count"] = _ts_query_pattern_count = wasmExports2["ts_query_pattern_count"];
    Module["_ts_query_capture_count"] = _ts_query_capture_count = wasmExports2["ts_query_capture_count"];
    Module["_ts_query_string_count"] = _ts_query_string_count = wasmExports2["ts_query_string_count"];
    Module["_ts_query_capture_name_for_id"] = _ts_query_capture_name_for_id = wasmExports2["ts_query_capture_name_for_id"];
    Module["_ts_query_capture_quantifier_for_id"] = _ts_query_capture_quantifier_for_id = wasmExports2["ts_query_capture_quantifier_for_id"];
    Module["_ts_query_string_value_for_id"] = _ts_query_string_value_for_id = wasmExports2["ts_query_string_value_for_id"];
    Module["_ts_query_predicates_for_pattern"] = _ts_query_predicates_for_pattern = wasmExports2["ts_query_predicates_for_pattern"];
    Module["_ts_query_start_byte_for_pattern"] = _ts_query_start_byte_for_pattern = wasmExports2["ts_query_start_byte_for_pattern"];
    Module["_ts_query_end_byte_for_pattern"] = _ts_query_end_byte_for_pattern = wasmExports2["ts_query_end_byte_for_pattern"];
    Module["_ts_query_is_pattern_rooted"] = _ts_query_is_pattern_rooted = wasmExports2["ts_query_is_pattern_rooted"];
    Module["_ts_query_is_pattern_non_local"] = _ts_query_is_pattern_non_local = wasmExports2["ts_query_is_pattern_non_local"];
    Module["_ts_query_is_pattern_guaranteed_at_step"] = _ts_query_is_pattern_guaranteed_at_step = wasmExports2["ts_query_is_pattern_guaranteed_at_step"];
    Module["_ts_query_disable_capture"] = _ts_query_disable_capture = wasmExports2["ts_query_disable_capture"];
    Module["_ts_query_disable_pattern"] = _ts_query_disable_pattern = wasmExports2["ts_query_disable_pattern"];
    Module["_ts_tree_copy"] = _ts_tree_copy = wasmExports2["ts_tree_copy"];
    Module["_ts_tree_delete"] = _ts_tree_delete = wasmExports2["ts_tree_delete"];
    Module["_ts_init"] = _ts_init = wasmExports2["ts_init"];
    Module["_ts_parser_new_wasm"] = _ts_parser_new_wasm = wasmExports2["ts_parser_new_wasm"];
    Module["_ts_parser_enable_logger_wasm"] = _ts_parser_enable_logger_wasm = wasmExports2["ts_parser_enable_logger_wasm"];
    Module["_ts_parser_parse_wasm"] = _ts_parser_parse_wasm = wasmExports2["ts_parser_parse_wasm"];
    Module["_ts_parser_included_ranges_wasm"] = _ts_parser_included_ranges_wasm = wasmExports2["ts_parser_included_ranges_wasm"];
    Module["_ts_language_type_is_named_wasm"] = _ts_language_type_is_named_wasm = wasmExports2["ts_language_type_is_named_wasm"];
    Module["_ts_language_type_is_visible_wasm"] = _ts_language_type_is_visible_wasm = wasmExports2["ts_language_type_is_visible_wasm"];
    Module["_ts_language_metadata_wasm"] = _ts_language_metadata_wasm = wasmExports2["ts_language_metadata_wasm"];
    Module["_ts_language_supertypes_wasm"] = _ts_language_supertypes_wasm = wasmExports2["ts_language_supertypes_wasm"];
    Module["_ts_language_subtypes_wasm"] = _ts_language_subtypes_wasm = wasmExports2["ts_language_subtypes_wasm"];
    Module["_ts_tree_root_node_wasm"] = _ts_tree_root_node_wasm = wasmExports2["ts_tree_root_node_wasm"];
    Module["_ts_tree_root_node_with_offset_wasm"] = _ts_tree_root_node_with_offset_wasm = wasmExports2["ts_tree_root_node_with_offset_wasm"];
    Module["_ts_tree_edit_wasm"] = _ts_tree_edit_wasm = wasmExports2["ts_tree_edit_wasm"];
    Module["_ts_tree_included_ranges_wasm"] = _ts_tree_included_ranges_wasm = wasmExports2["ts_tree_included_ranges_wasm"];
    Module["_ts_tree_get_changed_ranges_wasm"] = _ts_tree_get_changed_ranges_wasm = wasmExports2["ts_tree_get_changed_ranges_wasm"];
    Module["_ts_tree_cursor_new_wasm"] = _ts_tree_cursor_new_wasm = wasmExports2["ts_tree_cursor_new_wasm"];
    Module["_ts_tree_cursor_copy_wasm"] = _ts_tree_cursor_copy_wasm = wasmExports2["ts_tree_cursor_copy_wasm"];
    Module["_ts_tree_cursor_delete_wasm"] = _ts_tree_cursor_delete_wasm = wasmExports2["ts_tree_cursor_delete_wasm"];
    Module["_ts_tree_cursor_reset_wasm"] = _ts_tree_cursor_reset_wasm = wasmExports2["ts_tree_cursor_reset_wasm"];
    Module["_ts_tree_cursor_reset_to_wasm"] = _ts_tree_cursor_reset_to_wasm = wasmExports2["ts_tree_cursor_reset_to_wasm"];
    Module["_ts_tree_cursor_goto_first_child_wasm"] = _ts_tree_cursor_goto_first_child_wasm = wasmExports2["ts_tree_cursor_goto_first_child_wasm"];
    Module["_ts_tree_cursor_goto_last_child_wasm"] = _ts_tree_cursor_goto_last_child_wasm = wasmExports2["ts_tree_cursor_goto_last_child_wasm"];
    Module["_ts_tree_cursor_goto_first_child_for_index_wasm"] = _ts_tree_cursor_goto_first_child_for_index_wasm = wasmExports2["ts_tree_cursor_goto_first_child_for_index_wasm"];
    Module["_ts_tree_cursor_goto_first_child_for_position_wasm"] = _ts_tree_cursor_goto_first_child_for_position_wasm = wasmExports2["ts_tree_cursor_goto_first_child_for_position_wasm"];
    Module["_ts_tree_cursor_goto_next_sibling_wasm"] = _ts_tree_cursor_goto_next_sibling_wasm = wasmExports2["ts_tree_cursor_goto_next_sibling_wasm"];
    Module["_ts_tree_cursor_goto_previous_sibling_wasm"] = _ts_tree_cursor_goto_previous_sibling_wasm = wasmExports2["ts_tree_cursor_goto_previous_sibling_wasm"];
    Module["_ts_tree_cursor_goto_descendant_wasm"] = _ts_tree_cursor_goto_descendant_wasm = wasmExports2["ts_tree_cursor_goto_descendant_wasm"];
    Module["_ts_tree_cursor_goto_parent_wasm"] = _ts_tree_cursor_goto_parent_wasm = wasmExports2["ts_tree_cursor_goto_parent_wasm"];
    Module["_ts_tree_cursor_current_node_type_id_wasm"] = _ts_tree_cursor_current_node_type_id_wasm = wasmExports2["ts_tree_cursor_current_node_type_id_wasm"];
    Module["_ts_tree_cursor_current_node_state_id_wasm"] = _ts_tree_cursor_current_node_state_id_wasm = wasmExports2["ts_tree_cursor_current_node_state_id_wasm"];
    Module["_ts_tree_cursor_current_node_is_named_wasm"] = _ts_tree_cursor_current_node_is_named_wasm = wasmExports2["ts_tree_cursor_current_node_is_named_wasm"];
    Module["_ts_tree_cursor_current_node_is_missing_wasm"] = _ts_tree_cursor_current_node_is_missing_wasm = wasmExports2["ts_tree_cursor_current_node_is_missing_wasm"];
    Module["_ts_tree_cursor_current_node_id_wasm"] = _ts_tree_cursor_current_node_id_wasm = wasmExports2["ts_tree_cursor_current_node_id_wasm"];
    Module["_ts_tree_cursor_start_position_wasm"] = _ts_tree_cursor_start_position_wasm = wasmExports2["ts_tree_cursor_start_position_wasm"];
    Module["_ts_tree_cursor_end_position_wasm"] = _ts_tree_cursor_end_position_wasm = wasmExports2["ts_tree_cursor_end_position_wasm"];
    Module["_ts_tree_cursor_start_index_wasm"] = _ts_tree_cursor_start_index_wasm = wasmExports2["ts_tree_cursor_start_index_wasm"];
    Module["_ts_tree_cursor_end_index_wasm"] = _ts_tree_cursor_end_index_wasm = wasmExports2["ts_tree_cursor_end_index_wasm"];
    Module["_ts_tree_cursor_current_field_id_wasm"] = _ts_tree_cursor_current_field_id_wasm = wasmExports2["ts_tree_cursor_current_field_id_wasm"];
    Module["_ts_tree_cursor_current_depth_wasm"] = _ts_tree_cursor_current_depth_wasm = wasmExports2["ts_tree_cursor_current_depth_wasm"];
    Module["_ts_tree_cursor_current_descendant_index_wasm"] = _ts_tree_cursor_current_descendant_index_wasm = wasmExports2["ts_tree_cursor_current_descendant_index_wasm"];
    Module["_ts_tree_cursor_current_node_wasm"] = _ts_tree_cursor_current_node_wasm = wasmExports2["ts_tree_cursor_current_node_wasm"];
    Module["_ts_node_symbol_wasm"] = _ts_node_symbol_wasm = wasmExports2["ts_node_symbol_wasm"];
    Module["_ts_node_field_name_for_child_wasm"] = _ts_node_field_name_for_child_wasm = wasmExports2["ts_node_field_name_for_child_wasm"];
    Module["_ts_node_field_name_for_named_child_wasm"] = _ts_node_field_name_for_named_child_wasm = wasmExports2["ts_node_field_name_for_named_child_wasm"];
    Module["_ts_node_children_by_field_id_wasm"] = _ts_node_children_by_field_id_wasm = wasmExports2["ts_node_children_by_field_id_wasm"];
    Module["_ts_node_first_child_for_byte_wasm"] = _ts_node_first_child_for_byte_wasm = wasmExports2["ts_node_first_child_for_byte_wasm"];
    Module["_ts_node_first_named_child_for_byte_wasm"] = _ts_node_first_named_child_for_byte_wasm = wasmExports2["ts_node_first_named_child_for_byte_wasm"];
    Module["_ts_node_grammar_symbol_wasm"] = _ts_node_grammar_symbol_wasm = wasmExports2["ts_node_grammar_symbol_wasm"];
    Module["_ts_node_child_count_wasm"] = _ts_node_child_count_wasm = wasmExports2["ts_node_child_count_wasm"];
    Module["_ts_node_named_child_count_wasm"] = _ts_node_named_child_count_wasm = wasmExports2["ts_node_named_child_count_wasm"];
    Module["_ts_node_child_wasm"] = _ts_node_child_wasm = wasmExports2["ts_node_child_wasm"];
    Module["_ts_node_named_child_wasm"] = _ts_node_named_child_wasm = wasmExports2["ts_node_named_child_wasm"];
    Module["_ts_node_child_by_field_id_wasm"] = _ts_node_child_by_field_id_wasm = wasmExports2["ts_node_child_by_field_id_wasm"];
    Module["_ts_node_next_sibling_wasm"] = _ts_node_next_sibling_wasm = wasmExports2["ts_node_next_sibling_wasm"];
    Module["_ts_node_prev_sibling_wasm"] = _ts_node_prev_sibling_wasm = wasmExports2["ts_node_prev_sibling_wasm"];
    Module["_ts_node_next_named_sibling_wasm"] = _ts_node_next_named_sibling_wasm = wasmExports2["ts_node_next_named_sibling_wasm"];
    Module["_ts_node_prev_named_sibling_wasm"] = _ts_node_prev_named_sibling_wasm = wasmExports2["ts_node_prev_named_sibling_wasm"];
    Module["_ts_node_descendant_count_wasm"] = _ts_node_descendant_count_wasm = wasmExports2["ts_node_descendant_count_wasm"];
    Module["_ts_node_parent_wasm"] = _ts_node_parent_wasm = wasmExports2["ts_node_parent_wasm"];
    Module["_ts_node_child_with_descendant_wasm"] = _ts_node_child_with_descendant_wasm = wasmExports2["ts_node_child_with_descendant_wasm"];
    Module["_ts_node_descendant_for_index_wasm"] = _ts_node_descendant_for_index_wasm = wasmExports2["ts_node_descendant_for_index_wasm"];
    Module["_ts_node_named_descendant_for_index_wasm"] = _ts_node_named_descendant_for_index_wasm = wasmExports2["ts_node_named_descendant_for_index_wasm"];
    Module["_ts_node_descendant_for_position_wasm"] = _ts_node_descendant_for_position_wasm = wasmExports2["ts_node_descendant_for_position_wasm"];
    Module["_ts_node_named_descendant_for_position_wasm"] = _ts_node_named_descendant_for_position_wasm = wasmExports2["ts_node_named_descendant_for_position_wasm"];
    Module["_ts_node_start_point_wasm"] = _ts_node_start_point_wasm = wasmExports2["ts_node_start_point_wasm"];
    Module["_ts_node_end_point_wasm"] = _ts_node_end_point_wasm = wasmExports2["ts_node_end_point_wasm"];
    Module["_ts_node_start_index_wasm"] = _ts_node_start_index_wasm = wasmExports2["ts_node_start_index_wasm"];
    Module["_ts_node_end_index_wasm"] = _ts_node_end_index_wasm = wasmExports2["ts_node_end_index_wasm"];
    Module["_ts_node_to_string_wasm"] = _ts_node_to_string_wasm = wasmExports2["ts_node_to_string_wasm"];
    Module["_ts_node_children_wasm"] = _ts_node_children_wasm = wasmExports2["ts_node_children_wasm"];
    Module["_ts_node_named_children_wasm"] = _ts_node_named_children_wasm = wasmExports2["ts_node_named_children_wasm"];
    Module["_ts_node_descendants_of_type_wasm"] = _ts_node_descendants_of_type_wasm = wasmExports2["ts_node_descendants_of_type_wasm"];
    Module["_ts_node_is_named_wasm"] = _ts_node_is_named_wasm = wasmExports2["ts_node_is_named_wasm"];
    Module["_ts_node_has_changes_wasm"] = _ts_node_has_changes_wasm = wasmExports2["ts_node_has_changes_wasm"];
    Module["_ts_node_has_error_wasm"] = _ts_node_has_error_wasm = wasmExports2["ts_node_has_error_wasm"];
    Module["_ts_node_is_error_wasm"] = _ts_node_is_error_wasm = wasmExports2["ts_node_is_error_wasm"];
    Module["_ts_node_is_missing_wasm"] = _ts_node_is_missing_wasm = wasmExports2["ts_node_is_missing_wasm"];
    Module["_ts_node_is_extra_wasm"] = _ts_node_is_extra_wasm = wasmExports2["ts_node_is_extra_wasm"];
    Module["_ts_node_parse_state_wasm"] = _ts_node_parse_state_wasm = wasmExports2["ts_node_parse_state_wasm"];
    Module["_ts_node_next_parse_state_wasm"] = _ts_node_next_parse_state_wasm = wasmExports2["ts_node_next_parse_state_wasm"];
    Module["_ts_query_matches_wasm"] = _ts_query_matches_wasm = wasmExports2["ts_query_matches_wasm"];
    Module["_ts_query_captures_wasm"] = _ts_query_captures_wasm = wasmExports2["ts_query_captures_wasm"];
    Module["_memset"] = _memset = wasmExports2["memset"];
    Module["_memcpy"] = _memcpy = wasmExports2["memcpy"];
    Module["_memmove"] = _memmove = wasmExports2["memmove"];
    Module["_iswalpha"] = _iswalpha = wasmExports2["iswalpha"];
    Module["_iswblank"] = _iswblank = wasmExports2["iswblank"];
    Module["_iswdigit"] = _iswdigit = wasmExports2["iswdigit"];
    Module["_iswlower"] = _iswlower = wasmExports2["iswlower"];
    Module["_iswpunct"] = _iswpunct = wasmExports2["iswpunct"];
    Module["_iswupper"] = _iswupper = wasmExports2["iswupper"];
    Module["_iswxdigit"] = _iswxdigit = wasmExports2["iswxdigit"];
    Module["_memchr"] = _memchr = wasmExports2["memchr"];
    Module["_strlen"] = _strlen = wasmExports2["strlen"];
    Module["_strcmp"] = _strcmp = wasmExports2["strcmp"];
    Module["_strncat"] = _strncat = wasmExports2["strncat"];
    Module["_strncpy"] = _strncpy = wasmExports2["strncpy"];
    Module["_towlower"] = _towlower = wasmExports2["towlower"];
    Module["_towupper"] = _towupper = wasmExports2["towupper"];
    _setThrew = wasmExports2["setThrew"];
    __emscripten_stack_restore = wasmExports2["_emscripten_stack_restore"];
    __emscripten_stack_alloc = wasmExports2["_emscripten_stack_alloc"];
    _emscripten_stack_get_current = wasmExports2["emscripten_stack_get_current"];
    ___wasm_apply_data_relocs = wasmExports2["__wasm_apply_data_relocs"];
  }
  __name(assignWasmExports, "assignWasmExports");
  var wasmImports = {
    /** @export */
    __heap_base: ___heap_base,
    /** @export */
    __indirect_function_table: wasmTable,
    /** @export */
    __memory_base: ___memory_base,
    /** @export */
    __stack_high: ___stack_high,
    /** @export */
    __stack_low: ___stack_low,
    /** @export */
    __stack_pointer: ___stack_pointer,
    /** @export */
    __table_base: ___table_base,
    /** @export */
    _abort_js: __abort_js,
    /** @export */
    emscripten_resize_heap: _emscripten_resize_heap,
    /** @export */
    fd_close: _fd_close,
    /** @export */
    fd_seek: _fd_seek,
    /** @export */
    fd_write: _fd_write,
    /** @export */
    memory: wasmMemory,
    /** @export */
    tree_sitter_log_callback: _tree_sitter_log_callback,
    /** @export */
    tree_sitter_parse_callback: _tree_sitter_parse_callback,
    /** @export */
    tree_sitter_progress_callback: _tree_sitter_progress_callback,
    /** @export */
    tree_sitter_query_progress_callback: _tree_sitter_query_progress_callback
  };
  function callMain(args2 = []) {
    var entryFunction = resolveGlobalSymbol("main").sym;
    if (!entryFunction) return;
    args2.unshift(thisProgram);
    var argc = args2.length;
    var argv = stackAlloc((argc + 1) * 4);
    var argv_ptr = argv;
    args2.forEach((arg) => {
      LE_HEAP_STORE_U32((argv_ptr >> 2) * 4, stringToUTF8OnStack(arg));
      argv_ptr += 4;
    });
    LE_HEAP_STORE_U32((argv_ptr >> 2) * 4, 0);
    try {
      var ret = entryFunction(argc, argv);
      exitJS(
        ret,
        /* implicit = */
        true
      );
      return ret;
    } catch (e) {
      return handleException(e);
    }
  }
  __name(callMain, "callMain");
  function run(args2 = arguments_) {
    if (runDependencies > 0) {
      dependenciesFulfilled = run;
      return;
    }
    preRun();
    if (runDependencies > 0) {
      dependenciesFulfilled = run;
      return;
    }
    function doRun() {
      Module["calledRun"] = true;
      if (ABORT) return;
      initRuntime();
      preMain();
      readyPromiseResolve?.(Module);
      Module["onRuntimeInitialized"]?.();
      var noInitialRun = Module["noInitialRun"] || false;
      if (!noInitialRun) callMain(args2);
      postRun();
    }
    __name(doRun, "doRun");
    if (Module["setStatus"]) {
      Module["setStatus"]("Running...");
      setTimeout(() => {
        setTimeout(() => Module["setStatus"](""), 1);
        doRun();
      }, 1);
    } else {
      doRun();
    }
  }
  __name(run, "run");
  var wasmExports;
  wasmExports = await createWasm();
  run();
  if (runtimeInitialized) {
    moduleRtn = Module;
  } else {
    moduleRtn = new Promise((resolve, reject) => {
      readyPromiseResolve = resolve;
      readyPromiseReject = reject;
    });
  }
  return moduleRtn;
}
__name(Module2, "Module");
var web_tree_sitter_default = Module2;
var Module3 = null;
async function initializeBinding(moduleOptions) {
  return Module3 ??= await web_tree_sitter_default(moduleOptions);
}
__name(initializeBinding, "initializeBinding");
function checkModule() {
  return !!Module3;
}
__name(checkModule, "checkModule");
var TRANSFER_BUFFER;
var LANGUAGE_VERSION;
var MIN_COMPATIBLE_VERSION;
var finalizer4 = newFinalizer((addresses) => {
  C._ts_parser_delete(addresses[0]);
  C._free(addresses[1]);
});
var Parser = class {
  static {
    __name(this, "Parser");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  [1] = 0;
  // Internal handle for Wasm
  /** @internal */
  logCallback = null;
  /** The parser's current language. */
  language = null;
  /**
   * This must always be called before creating a Parser.
   *
   * You can optionally pass in options to configure the Wasm module, the most common
   * one being `locateFile` to help the module find the `.wasm` file.
   */
  static async init(moduleOptions) {
    setModule(await initializeBinding(moduleOptions));
    TRANSFER_BUFFER = C._ts_init();
    LANGUAGE_VERSION = C.getValue(TRANSFER_BUFFER, "i32");
    MIN_COMPATIBLE_VERSION = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
  }
  /**
   * Create a new parser.
   */
  constructor() {
    this.initialize();
    finalizer4?.register(this, [this[0], this[1]], this);
  }
  /** @internal */
  initialize() {
    if (!checkModule()) {
      throw new Error("cannot construct a Parser before calling `init()`");
    }
    C._ts_parser_new_wasm();
    this[0] = C.getValue(TRANSFER_BUFFER, "i32");
    this[1] = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
  }
  /** Delete the parser, freeing its resources. */
  delete() {
    finalizer4?.unregister(this);
    C._ts_parser_delete(this[0]);
    C._free(this[1]);
    this[0] = 0;
    this[1] = 0;
  }
  /**
   * Set the language that the parser should use for parsing.
   *
   * If the language was not successfully assigned, an error will be thrown.
   * This happens if the language was generated with an incompatible
   * version of the Tree-sitter CLI. Check the language's version using
   * {@link Language#version} and compare it to this library's
   * {@link LANGUAGE_VERSION} and {@link MIN_COMPATIBLE_VERSION} constants.
   */
  setLanguage(language) {
    let address;
    if (!language) {
      address = 0;
      this.language = null;
    } else if (language.constructor === Language) {
      address = language[0];
      const version = C._ts_language_abi_version(address);
      if (version < MIN_COMPATIBLE_VERSION || LANGUAGE_VERSION < version) {
        throw new Error(
          `Incompatible language version ${version}. Compatibility range ${MIN_COMPATIBLE_VERSION} through ${LANGUAGE_VERSION}.`
        );
      }
      this.language = language;
    } else {
      throw new Error("Argument must be a Language");
    }
    C._ts_parser_set_language(this[0], address);
    return this;
  }
  /**
   * Parse a slice of UTF8 text.
   *
   * @param {string | ParseCallback} callback - The UTF8-encoded text to parse or a callback function.
   *
   * @param {Tree | null} [oldTree] - A previous syntax tree parsed from the same document. If the text of the
   *   document has changed since `oldTree` was created, then you must edit `oldTree` to match
   *   the new text using {@link Tree#edit}.
   *
   * @param {ParseOptions} [options] - Options for parsing the text.
   *  This can be used to set the included ranges, or a progress callback.
   *
   * @returns {Tree | null} A {@link Tree} if parsing succeeded, or `null` if:
   *  - The parser has not yet had a language assigned with {@link Parser#setLanguage}.
   *  - The progress callback returned true.
   */
  parse(callback, oldTree, options) {
    if (typeof callback === "string") {
      C.currentParseCallback = (index) => callback.slice(index);
    } else if (typeof callback === "function") {
      C.currentParseCallback = callback;
    } else {
      throw new Error("Argument must be a string or a function");
    }
    if (options?.progressCallback) {
      C.currentProgressCallback = options.progressCallback;
    } else {
      C.currentProgressCallback = null;
    }
    if (this.logCallback) {
      C.currentLogCallback = this.logCallback;
      C._ts_parser_enable_logger_wasm(this[0], 1);
    } else {
      C.currentLogCallback = null;
      C._ts_parser_enable_logger_wasm(this[0], 0);
    }
    let rangeCount = 0;
    let rangeAddress = 0;
    if (options?.includedRanges) {
      rangeCount = options.includedRanges.length;
      rangeAddress = C._calloc(rangeCount, SIZE_OF_RANGE);
      let address = rangeAddress;
      for (let i2 = 0; i2 < rangeCount; i2++) {
        marshalRange(address, options.includedRanges[i2]);
        address += SIZE_OF_RANGE;
      }
    }
    const treeAddress = C._ts_parser_parse_wasm(
      this[0],
      this[1],
      oldTree ? oldTree[0] : 0,
      rangeAddress,
      rangeCount
    );
    if (!treeAddress) {
      C.currentParseCallback = null;
      C.currentLogCallback = null;
      C.currentProgressCallback = null;
      return null;
    }
    if (!this.language) {
      throw new Error("Parser must have a language to parse");
    }
    const result = new Tree(INTERNAL, treeAddress, this.language, C.currentParseCallback);
    C.currentParseCallback = null;
    C.currentLogCallback = null;
    C.currentProgressCallback = null;
    return result;
  }
  /**
   * Instruct the parser to start the next parse from the beginning.
   *
   * If the parser previously failed because of a callback, 
   * then by default, it will resume where it left off on the
   * next call to {@link Parser#parse} or other parsing functions.
   * If you don't want to resume, and instead intend to use this parser to
   * parse some other document, you must call `reset` first.
   */
  reset() {
    C._ts_parser_reset(this[0]);
  }
  /** Get the ranges of text that the parser will include when parsing. */
  getIncludedRanges() {
    C._ts_parser_included_ranges_wasm(this[0]);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = unmarshalRange(address);
        address += SIZE_OF_RANGE;
      }
      C._free(buffer);
    }
    return result;
  }
  /** Set the logging callback that a parser should use during parsing. */
  setLogger(callback) {
    if (!callback) {
      this.logCallback = null;
    } else if (typeof callback !== "function") {
      throw new Error("Logger callback must be a function");
    } else {
      this.logCallback = callback;
    }
    return this;
  }
  /** Get the parser's current logger. */
  getLogger() {
    return this.logCallback;
  }
};
var PREDICATE_STEP_TYPE_CAPTURE = 1;
var PREDICATE_STEP_TYPE_STRING = 2;
var QUERY_WORD_REGEX = /[\w-]+/g;
var CaptureQuantifier = {
  Zero: 0,
  ZeroOrOne: 1,
  ZeroOrMore: 2,
  One: 3,
  OneOrMore: 4
};
var isCaptureStep = /* @__PURE__ */ __name((step) => step.type === "capture", "isCaptureStep");
var isStringStep = /* @__PURE__ */ __name((step) => step.type === "string", "isStringStep");
var QueryErrorKind = {
  Syntax: 1,
  NodeName: 2,
  FieldName: 3,
  CaptureName: 4,
  PatternStructure: 5
};
var QueryError = class _QueryError extends Error {
  constructor(kind, info2, index, length) {
    super(_QueryError.formatMessage(kind, info2));
    this.kind = kind;
    this.info = info2;
    this.index = index;
    this.length = length;
    this.name = "QueryError";
  }
  kind;
  info;
  index;
  length;
  static {
    __name(this, "QueryError");
  }
  /** Formats an error message based on the error kind and info */
  static formatMessage(kind, info2) {
    switch (kind) {
      case QueryErrorKind.NodeName:
        return `Bad node name '${info2.word}'`;
      case QueryErrorKind.FieldName:
        return `Bad field name '${info2.word}'`;
      case QueryErrorKind.CaptureName:
        return `Bad capture name @${info2.word}`;
      case QueryErrorKind.PatternStructure:
        return `Bad pattern structure at offset ${info2.suffix}`;
      case QueryErrorKind.Syntax:
        return `Bad syntax at offset ${info2.suffix}`;
    }
  }
};
function parseAnyPredicate(steps, index, operator, textPredicates) {
  if (steps.length !== 3) {
    throw new Error(
      `Wrong number of arguments to \`#${operator}\` predicate. Expected 2, got ${steps.length - 1}`
    );
  }
  if (!isCaptureStep(steps[1])) {
    throw new Error(
      `First argument of \`#${operator}\` predicate must be a capture. Got "${steps[1].value}"`
    );
  }
  const isPositive = operator === "eq?" || operator === "any-eq?";
  const matchAll = !operator.startsWith("any-");
  if (isCaptureStep(steps[2])) {
    const captureName1 = steps[1].name;
    const captureName2 = steps[2].name;
    textPredicates[index].push((captures) => {
      const nodes1 = [];
      const nodes2 = [];
      for (const c of captures) {
        if (c.name === captureName1) nodes1.push(c.node);
        if (c.name === captureName2) nodes2.push(c.node);
      }
      const compare = /* @__PURE__ */ __name((n1, n2, positive2) => {
        return positive2 ? n1.text === n2.text : n1.text !== n2.text;
      }, "compare");
      return matchAll ? nodes1.every((n1) => nodes2.some((n2) => compare(n1, n2, isPositive))) : nodes1.some((n1) => nodes2.some((n2) => compare(n1, n2, isPositive)));
    });
  } else {
    const captureName = steps[1].name;
    const stringValue = steps[2].value;
    const matches2 = /* @__PURE__ */ __name((n) => n.text === stringValue, "matches");
    const doesNotMatch = /* @__PURE__ */ __name((n) => n.text !== stringValue, "doesNotMatch");
    textPredicates[index].push((captures) => {
      const nodes = [];
      for (const c of captures) {
        if (c.name === captureName) nodes.push(c.node);
      }
      const test = isPositive ? matches2 : doesNotMatch;
      return matchAll ? nodes.every(test) : nodes.some(test);
    });
  }
}
__name(parseAnyPredicate, "parseAnyPredicate");
function parseMatchPredicate(steps, index, operator, textPredicates) {
  if (steps.length !== 3) {
    throw new Error(
      `Wrong number of arguments to \`#${operator}\` predicate. Expected 2, got ${steps.length - 1}.`
    );
  }
  if (steps[1].type !== "capture") {
    throw new Error(
      `First argument of \`#${operator}\` predicate must be a capture. Got "${steps[1].value}".`
    );
  }
  if (steps[2].type !== "string") {
    throw new Error(
      `Second argument of \`#${operator}\` predicate must be a string. Got @${steps[2].name}.`
    );
  }
  const isPositive = operator === "match?" || operator === "any-match?";
  const matchAll = !operator.startsWith("any-");
  const captureName = steps[1].name;
  const regex = new RegExp(steps[2].value);
  textPredicates[index].push((captures) => {
    const nodes = [];
    for (const c of captures) {
      if (c.name === captureName) nodes.push(c.node.text);
    }
    const test = /* @__PURE__ */ __name((text, positive2) => {
      return positive2 ? regex.test(text) : !regex.test(text);
    }, "test");
    if (nodes.length === 0) return !isPositive;
    return matchAll ? nodes.every((text) => test(text, isPositive)) : nodes.some((text) => test(text, isPositive));
  });
}
__name(parseMatchPredicate, "parseMatchPredicate");
function parseAnyOfPredicate(steps, index, operator, textPredicates) {
  if (steps.length < 2) {
    throw new Error(
      `Wrong number of arguments to \`#${operator}\` predicate. Expected at least 1. Got ${steps.length - 1}.`
    );
  }
  if (steps[1].type !== "capture") {
    throw new Error(
      `First argument of \`#${operator}\` predicate must be a capture. Got "${steps[1].value}".`
    );
  }
  const isPositive = operator === "any-of?";
  const captureName = steps[1].name;
  const stringSteps = steps.slice(2);
  if (!stringSteps.every(isStringStep)) {
    throw new Error(
      `Arguments to \`#${operator}\` predicate must be strings.".`
    );
  }
  const values2 = stringSteps.map((s) => s.value);
  textPredicates[index].push((captures) => {
    const nodes = [];
    for (const c of captures) {
      if (c.name === captureName) nodes.push(c.node.text);
    }
    if (nodes.length === 0) return !isPositive;
    return nodes.every((text) => values2.includes(text)) === isPositive;
  });
}
__name(parseAnyOfPredicate, "parseAnyOfPredicate");
function parseIsPredicate(steps, index, operator, assertedProperties, refutedProperties) {
  if (steps.length < 2 || steps.length > 3) {
    throw new Error(
      `Wrong number of arguments to \`#${operator}\` predicate. Expected 1 or 2. Got ${steps.length - 1}.`
    );
  }
  if (!steps.every(isStringStep)) {
    throw new Error(
      `Arguments to \`#${operator}\` predicate must be strings.".`
    );
  }
  const properties = operator === "is?" ? assertedProperties : refutedProperties;
  if (!properties[index]) properties[index] = {};
  properties[index][steps[1].value] = steps[2]?.value ?? null;
}
__name(parseIsPredicate, "parseIsPredicate");
function parseSetDirective(steps, index, setProperties) {
  if (steps.length < 2 || steps.length > 3) {
    throw new Error(`Wrong number of arguments to \`#set!\` predicate. Expected 1 or 2. Got ${steps.length - 1}.`);
  }
  if (!steps.every(isStringStep)) {
    throw new Error(`Arguments to \`#set!\` predicate must be strings.".`);
  }
  if (!setProperties[index]) setProperties[index] = {};
  setProperties[index][steps[1].value] = steps[2]?.value ?? null;
}
__name(parseSetDirective, "parseSetDirective");
function parsePattern(index, stepType, stepValueId, captureNames, stringValues, steps, textPredicates, predicates, setProperties, assertedProperties, refutedProperties) {
  if (stepType === PREDICATE_STEP_TYPE_CAPTURE) {
    const name2 = captureNames[stepValueId];
    steps.push({ type: "capture", name: name2 });
  } else if (stepType === PREDICATE_STEP_TYPE_STRING) {
    steps.push({ type: "string", value: stringValues[stepValueId] });
  } else if (steps.length > 0) {
    if (steps[0].type !== "string") {
      throw new Error("Predicates must begin with a literal value");
    }
    const operator = steps[0].value;
    switch (operator) {
      case "any-not-eq?":
      case "not-eq?":
      case "any-eq?":
      case "eq?":
        parseAnyPredicate(steps, index, operator, textPredicates);
        break;
      case "any-not-match?":
      case "not-match?":
      case "any-match?":
      case "match?":
        parseMatchPredicate(steps, index, operator, textPredicates);
        break;
      case "not-any-of?":
      case "any-of?":
        parseAnyOfPredicate(steps, index, operator, textPredicates);
        break;
      case "is?":
      case "is-not?":
        parseIsPredicate(steps, index, operator, assertedProperties, refutedProperties);
        break;
      case "set!":
        parseSetDirective(steps, index, setProperties);
        break;
      default:
        predicates[index].push({ operator, operands: steps.slice(1) });
    }
    steps.length = 0;
  }
}
__name(parsePattern, "parsePattern");
var finalizer5 = newFinalizer((address) => {
  C._ts_query_delete(address);
});
var Query = class {
  static {
    __name(this, "Query");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  exceededMatchLimit;
  /** @internal */
  textPredicates;
  /** The names of the captures used in the query. */
  captureNames;
  /** The quantifiers of the captures used in the query. */
  captureQuantifiers;
  /**
   * The other user-defined predicates associated with the given index.
   *
   * This includes predicates with operators other than:
   * - `match?`
   * - `eq?` and `not-eq?`
   * - `any-of?` and `not-any-of?`
   * - `is?` and `is-not?`
   * - `set!`
   */
  predicates;
  /** The properties for predicates with the operator `set!`. */
  setProperties;
  /** The properties for predicates with the operator `is?`. */
  assertedProperties;
  /** The properties for predicates with the operator `is-not?`. */
  refutedProperties;
  /** The maximum number of in-progress matches for this cursor. */
  matchLimit;
  /**
   * Create a new query from a string containing one or more S-expression
   * patterns.
   *
   * The query is associated with a particular language, and can only be run
   * on syntax nodes parsed with that language. References to Queries can be
   * shared between multiple threads.
   *
   * @link {@see https://tree-sitter.github.io/tree-sitter/using-parsers/queries}
   */
  constructor(language, source) {
    const sourceLength = C.lengthBytesUTF8(source);
    const sourceAddress = C._malloc(sourceLength + 1);
    C.stringToUTF8(source, sourceAddress, sourceLength + 1);
    const address = C._ts_query_new(
      language[0],
      sourceAddress,
      sourceLength,
      TRANSFER_BUFFER,
      TRANSFER_BUFFER + SIZE_OF_INT
    );
    if (!address) {
      const errorId = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
      const errorByte = C.getValue(TRANSFER_BUFFER, "i32");
      const errorIndex = C.UTF8ToString(sourceAddress, errorByte).length;
      const suffix = source.slice(errorIndex, errorIndex + 100).split("\n")[0];
      const word = suffix.match(QUERY_WORD_REGEX)?.[0] ?? "";
      C._free(sourceAddress);
      switch (errorId) {
        case QueryErrorKind.Syntax:
          throw new QueryError(QueryErrorKind.Syntax, { suffix: `${errorIndex}: '${suffix}'...` }, errorIndex, 0);
        case QueryErrorKind.NodeName:
          throw new QueryError(errorId, { word }, errorIndex, word.length);
        case QueryErrorKind.FieldName:
          throw new QueryError(errorId, { word }, errorIndex, word.length);
        case QueryErrorKind.CaptureName:
          throw new QueryError(errorId, { word }, errorIndex, word.length);
        case QueryErrorKind.PatternStructure:
          throw new QueryError(errorId, { suffix: `${errorIndex}: '${suffix}'...` }, errorIndex, 0);
      }
    }
    const stringCount = C._ts_query_string_count(address);
    const captureCount = C._ts_query_capture_count(address);
    const patternCount = C._ts_query_pattern_count(address);
    const captureNames = new Array(captureCount);
    const captureQuantifiers = new Array(patternCount);
    const stringValues = new Array(stringCount);
    for (let i2 = 0; i2 < captureCount; i2++) {
      const nameAddress = C._ts_query_capture_name_for_id(
        address,
        i2,
        TRANSFER_BUFFER
      );
      const nameLength = C.getValue(TRANSFER_BUFFER, "i32");
      captureNames[i2] = C.UTF8ToString(nameAddress, nameLength);
    }
    for (let i2 = 0; i2 < patternCount; i2++) {
      const captureQuantifiersArray = new Array(captureCount);
      for (let j = 0; j < captureCount; j++) {
        const quantifier = C._ts_query_capture_quantifier_for_id(address, i2, j);
        captureQuantifiersArray[j] = quantifier;
      }
      captureQuantifiers[i2] = captureQuantifiersArray;
    }
    for (let i2 = 0; i2 < stringCount; i2++) {
      const valueAddress = C._ts_query_string_value_for_id(
        address,
        i2,
        TRANSFER_BUFFER
      );
      const nameLength = C.getValue(TRANSFER_BUFFER, "i32");
      stringValues[i2] = C.UTF8ToString(valueAddress, nameLength);
    }
    const setProperties = new Array(patternCount);
    const assertedProperties = new Array(patternCount);
    const refutedProperties = new Array(patternCount);
    const predicates = new Array(patternCount);
    const textPredicates = new Array(patternCount);
    for (let i2 = 0; i2 < patternCount; i2++) {
      const predicatesAddress = C._ts_query_predicates_for_pattern(address, i2, TRANSFER_BUFFER);
      const stepCount = C.getValue(TRANSFER_BUFFER, "i32");
      predicates[i2] = [];
      textPredicates[i2] = [];
      const steps = new Array();
      let stepAddress = predicatesAddress;
      for (let j = 0; j < stepCount; j++) {
        const stepType = C.getValue(stepAddress, "i32");
        stepAddress += SIZE_OF_INT;
        const stepValueId = C.getValue(stepAddress, "i32");
        stepAddress += SIZE_OF_INT;
        parsePattern(
          i2,
          stepType,
          stepValueId,
          captureNames,
          stringValues,
          steps,
          textPredicates,
          predicates,
          setProperties,
          assertedProperties,
          refutedProperties
        );
      }
      Object.freeze(textPredicates[i2]);
      Object.freeze(predicates[i2]);
      Object.freeze(setProperties[i2]);
      Object.freeze(assertedProperties[i2]);
      Object.freeze(refutedProperties[i2]);
    }
    C._free(sourceAddress);
    this[0] = address;
    this.captureNames = captureNames;
    this.captureQuantifiers = captureQuantifiers;
    this.textPredicates = textPredicates;
    this.predicates = predicates;
    this.setProperties = setProperties;
    this.assertedProperties = assertedProperties;
    this.refutedProperties = refutedProperties;
    this.exceededMatchLimit = false;
    finalizer5?.register(this, address, this);
  }
  /** Delete the query, freeing its resources. */
  delete() {
    finalizer5?.unregister(this);
    C._ts_query_delete(this[0]);
    this[0] = 0;
  }
  /**
   * Iterate over all of the matches in the order that they were found.
   *
   * Each match contains the index of the pattern that matched, and a list of
   * captures. Because multiple patterns can match the same set of nodes,
   * one match may contain captures that appear *before* some of the
   * captures from a previous match.
   *
   * @param {Node} node - The node to execute the query on.
   *
   * @param {QueryOptions} options - Options for query execution.
   */
  matches(node, options = {}) {
    const startPosition = options.startPosition ?? ZERO_POINT;
    const endPosition = options.endPosition ?? ZERO_POINT;
    const startIndex = options.startIndex ?? 0;
    const endIndex = options.endIndex ?? 0;
    const startContainingPosition = options.startContainingPosition ?? ZERO_POINT;
    const endContainingPosition = options.endContainingPosition ?? ZERO_POINT;
    const startContainingIndex = options.startContainingIndex ?? 0;
    const endContainingIndex = options.endContainingIndex ?? 0;
    const matchLimit = options.matchLimit ?? 4294967295;
    const maxStartDepth = options.maxStartDepth ?? 4294967295;
    const progressCallback = options.progressCallback;
    if (typeof matchLimit !== "number") {
      throw new Error("Arguments must be numbers");
    }
    this.matchLimit = matchLimit;
    if (endIndex !== 0 && startIndex > endIndex) {
      throw new Error("`startIndex` cannot be greater than `endIndex`");
    }
    if (endPosition !== ZERO_POINT && (startPosition.row > endPosition.row || startPosition.row === endPosition.row && startPosition.column > endPosition.column)) {
      throw new Error("`startPosition` cannot be greater than `endPosition`");
    }
    if (endContainingIndex !== 0 && startContainingIndex > endContainingIndex) {
      throw new Error("`startContainingIndex` cannot be greater than `endContainingIndex`");
    }
    if (endContainingPosition !== ZERO_POINT && (startContainingPosition.row > endContainingPosition.row || startContainingPosition.row === endContainingPosition.row && startContainingPosition.column > endContainingPosition.column)) {
      throw new Error("`startContainingPosition` cannot be greater than `endContainingPosition`");
    }
    if (progressCallback) {
      C.currentQueryProgressCallback = progressCallback;
    }
    marshalNode(node);
    C._ts_query_matches_wasm(
      this[0],
      node.tree[0],
      startPosition.row,
      startPosition.column,
      endPosition.row,
      endPosition.column,
      startIndex,
      endIndex,
      startContainingPosition.row,
      startContainingPosition.column,
      endContainingPosition.row,
      endContainingPosition.column,
      startContainingIndex,
      endContainingIndex,
      matchLimit,
      maxStartDepth
    );
    const rawCount = C.getValue(TRANSFER_BUFFER, "i32");
    const startAddress = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const didExceedMatchLimit = C.getValue(TRANSFER_BUFFER + 2 * SIZE_OF_INT, "i32");
    const result = new Array(rawCount);
    this.exceededMatchLimit = Boolean(didExceedMatchLimit);
    let filteredCount = 0;
    let address = startAddress;
    for (let i2 = 0; i2 < rawCount; i2++) {
      const patternIndex = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const captureCount = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const captures = new Array(captureCount);
      address = unmarshalCaptures(this, node.tree, address, patternIndex, captures);
      if (this.textPredicates[patternIndex].every((p) => p(captures))) {
        result[filteredCount] = { patternIndex, captures };
        const setProperties = this.setProperties[patternIndex];
        result[filteredCount].setProperties = setProperties;
        const assertedProperties = this.assertedProperties[patternIndex];
        result[filteredCount].assertedProperties = assertedProperties;
        const refutedProperties = this.refutedProperties[patternIndex];
        result[filteredCount].refutedProperties = refutedProperties;
        filteredCount++;
      }
    }
    result.length = filteredCount;
    C._free(startAddress);
    C.currentQueryProgressCallback = null;
    return result;
  }
  /**
   * Iterate over all of the individual captures in the order that they
   * appear.
   *
   * This is useful if you don't care about which pattern matched, and just
   * want a single, ordered sequence of captures.
   *
   * @param {Node} node - The node to execute the query on.
   *
   * @param {QueryOptions} options - Options for query execution.
   */
  captures(node, options = {}) {
    const startPosition = options.startPosition ?? ZERO_POINT;
    const endPosition = options.endPosition ?? ZERO_POINT;
    const startIndex = options.startIndex ?? 0;
    const endIndex = options.endIndex ?? 0;
    const startContainingPosition = options.startContainingPosition ?? ZERO_POINT;
    const endContainingPosition = options.endContainingPosition ?? ZERO_POINT;
    const startContainingIndex = options.startContainingIndex ?? 0;
    const endContainingIndex = options.endContainingIndex ?? 0;
    const matchLimit = options.matchLimit ?? 4294967295;
    const maxStartDepth = options.maxStartDepth ?? 4294967295;
    const progressCallback = options.progressCallback;
    if (typeof matchLimit !== "number") {
      throw new Error("Arguments must be numbers");
    }
    this.matchLimit = matchLimit;
    if (endIndex !== 0 && startIndex > endIndex) {
      throw new Error("`startIndex` cannot be greater than `endIndex`");
    }
    if (endPosition !== ZERO_POINT && (startPosition.row > endPosition.row || startPosition.row === endPosition.row && startPosition.column > endPosition.column)) {
      throw new Error("`startPosition` cannot be greater than `endPosition`");
    }
    if (endContainingIndex !== 0 && startContainingIndex > endContainingIndex) {
      throw new Error("`startContainingIndex` cannot be greater than `endContainingIndex`");
    }
    if (endContainingPosition !== ZERO_POINT && (startContainingPosition.row > endContainingPosition.row || startContainingPosition.row === endContainingPosition.row && startContainingPosition.column > endContainingPosition.column)) {
      throw new Error("`startContainingPosition` cannot be greater than `endContainingPosition`");
    }
    if (progressCallback) {
      C.currentQueryProgressCallback = progressCallback;
    }
    marshalNode(node);
    C._ts_query_captures_wasm(
      this[0],
      node.tree[0],
      startPosition.row,
      startPosition.column,
      endPosition.row,
      endPosition.column,
      startIndex,
      endIndex,
      startContainingPosition.row,
      startContainingPosition.column,
      endContainingPosition.row,
      endContainingPosition.column,
      startContainingIndex,
      endContainingIndex,
      matchLimit,
      maxStartDepth
    );
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const startAddress = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const didExceedMatchLimit = C.getValue(TRANSFER_BUFFER + 2 * SIZE_OF_INT, "i32");
    const result = new Array();
    this.exceededMatchLimit = Boolean(didExceedMatchLimit);
    const captures = new Array();
    let address = startAddress;
    for (let i2 = 0; i2 < count; i2++) {
      const patternIndex = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const captureCount = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const captureIndex = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      captures.length = captureCount;
      address = unmarshalCaptures(this, node.tree, address, patternIndex, captures);
      if (this.textPredicates[patternIndex].every((p) => p(captures))) {
        const capture = captures[captureIndex];
        const setProperties = this.setProperties[patternIndex];
        capture.setProperties = setProperties;
        const assertedProperties = this.assertedProperties[patternIndex];
        capture.assertedProperties = assertedProperties;
        const refutedProperties = this.refutedProperties[patternIndex];
        capture.refutedProperties = refutedProperties;
        result.push(capture);
      }
    }
    C._free(startAddress);
    C.currentQueryProgressCallback = null;
    return result;
  }
  /** Get the predicates for a given pattern. */
  predicatesForPattern(patternIndex) {
    return this.predicates[patternIndex];
  }
  /**
   * Disable a certain capture within a query.
   *
   * This prevents the capture from being returned in matches, and also
   * avoids any resource usage associated with recording the capture.
   */
  disableCapture(captureName) {
    const captureNameLength = C.lengthBytesUTF8(captureName);
    const captureNameAddress = C._malloc(captureNameLength + 1);
    C.stringToUTF8(captureName, captureNameAddress, captureNameLength + 1);
    C._ts_query_disable_capture(this[0], captureNameAddress, captureNameLength);
    C._free(captureNameAddress);
  }
  /**
   * Disable a certain pattern within a query.
   *
   * This prevents the pattern from matching, and also avoids any resource
   * usage associated with the pattern. This throws an error if the pattern
   * index is out of bounds.
   */
  disablePattern(patternIndex) {
    if (patternIndex >= this.predicates.length) {
      throw new Error(
        `Pattern index is ${patternIndex} but the pattern count is ${this.predicates.length}`
      );
    }
    C._ts_query_disable_pattern(this[0], patternIndex);
  }
  /**
   * Check if, on its last execution, this cursor exceeded its maximum number
   * of in-progress matches.
   */
  didExceedMatchLimit() {
    return this.exceededMatchLimit;
  }
  /** Get the byte offset where the given pattern starts in the query's source. */
  startIndexForPattern(patternIndex) {
    if (patternIndex >= this.predicates.length) {
      throw new Error(
        `Pattern index is ${patternIndex} but the pattern count is ${this.predicates.length}`
      );
    }
    return C._ts_query_start_byte_for_pattern(this[0], patternIndex);
  }
  /** Get the byte offset where the given pattern ends in the query's source. */
  endIndexForPattern(patternIndex) {
    if (patternIndex >= this.predicates.length) {
      throw new Error(
        `Pattern index is ${patternIndex} but the pattern count is ${this.predicates.length}`
      );
    }
    return C._ts_query_end_byte_for_pattern(this[0], patternIndex);
  }
  /** Get the number of patterns in the query. */
  patternCount() {
    return C._ts_query_pattern_count(this[0]);
  }
  /** Get the index for a given capture name. */
  captureIndexForName(captureName) {
    return this.captureNames.indexOf(captureName);
  }
  /** Check if a given pattern within a query has a single root node. */
  isPatternRooted(patternIndex) {
    return C._ts_query_is_pattern_rooted(this[0], patternIndex) === 1;
  }
  /** Check if a given pattern within a query has a single root node. */
  isPatternNonLocal(patternIndex) {
    return C._ts_query_is_pattern_non_local(this[0], patternIndex) === 1;
  }
  /**
   * Check if a given step in a query is 'definite'.
   *
   * A query step is 'definite' if its parent pattern will be guaranteed to
   * match successfully once it reaches the step.
   */
  isPatternGuaranteedAtStep(byteIndex) {
    return C._ts_query_is_pattern_guaranteed_at_step(this[0], byteIndex) === 1;
  }
};

// src/policy/shell/parser.ts
var CORE_WASM = "web-tree-sitter.wasm";
var BASH_WASM = "tree-sitter-bash.wasm";
function locate(file, fromPackage) {
  const here = path11.dirname(fileURLToPath(import.meta.url));
  const beside = path11.join(here, file);
  if (existsSync(beside)) return beside;
  try {
    const resolved = fromPackage();
    if (existsSync(resolved)) return resolved;
  } catch {
  }
  throw new Error(`cannot find ${file} (looked beside ${here} and in node_modules)`);
}
function packageFile(specifier) {
  return () => createRequire(import.meta.url).resolve(specifier);
}
function bashWasmFromPackage() {
  const pkg = createRequire(import.meta.url).resolve("tree-sitter-bash/package.json");
  return path11.join(path11.dirname(pkg), BASH_WASM);
}
var ready = null;
function initShellParser() {
  ready ??= (async () => {
    const coreWasm = locate(CORE_WASM, packageFile(`web-tree-sitter/${CORE_WASM}`));
    const bashWasm = locate(BASH_WASM, bashWasmFromPackage);
    await Parser.init({ locateFile: () => coreWasm });
    const language = await Language.load(bashWasm);
    const parser = new Parser();
    parser.setLanguage(language);
    return { parse: (source) => parser.parse(source) };
  })();
  ready.catch(() => {
    ready = null;
  });
  return ready;
}

// src/policy/index.ts
var DEFAULT_POLICY_PATH = ".github/marshal.yml";
function readDocument(options) {
  const file = options.path ?? DEFAULT_POLICY_PATH;
  if (options.text !== void 0) {
    if (options.text === null) return defaultDocument();
    return parseDocumentText(options.text, options.source ?? file);
  }
  let text;
  try {
    text = readFileSync4(path12.resolve(options.cwd, file), "utf8");
  } catch (error) {
    if (error.code === "ENOENT") return defaultDocument();
    throw new PolicyError(`${options.source ?? file}: cannot be read: ${error.message}`);
  }
  return parseDocumentText(text, options.source ?? file);
}
async function loadPolicy(options) {
  const doc = readDocument(options);
  const parser = await initShellParser();
  let root;
  try {
    root = realpathSync3.native(path12.resolve(options.cwd));
  } catch {
    root = path12.resolve(options.cwd);
  }
  return createPolicy(doc, root, parser);
}
function decideToolCall(policy, tool, input, cwd) {
  let paths;
  try {
    paths = tool.paths?.(input) ?? [];
  } catch (error) {
    return { decision: "deny", rule: null, reason: `could not determine the paths this call touches: ${error instanceof Error ? error.message : String(error)}` };
  }
  const decision = policy.decide({ tool: tool.name, kind: tool.policyKind, input, paths });
  if (decision.decision !== "allow" || !tool.precheck) return decision;
  let refused;
  try {
    refused = tool.precheck(input, { cwd, canRead: (rel) => policy.canRead(rel) });
  } catch (error) {
    refused = `${tool.name}'s own checks failed: ${error instanceof Error ? error.message : String(error)}`;
  }
  return refused ? { decision: "deny", rule: null, reason: `${tool.name} refuses this call: ${refused}` } : decision;
}
function policyPermission(policy) {
  return (req) => decideToolCall(policy, req.tool, req.input, req.cwd);
}

export {
  OutsideWorkspaceError,
  resolveInWorkspace,
  canonicalSegment,
  protectedDirOf,
  require_picomatch2 as require_picomatch,
  globTest,
  gitConfigFacts,
  editDistance,
  KNOWN_TOOL_NAMES,
  suggestName,
  parseRule,
  ruleGoverns,
  shellPatternMatches,
  gitConfiguredProtection,
  builtinProtection,
  denyCovers,
  mcpToolName,
  parseMcpName,
  mcpSecretNames,
  PolicyError,
  compileRules,
  unwrapCommand,
  isInterpreter,
  DEFAULT_POLICY_PATH,
  loadPolicy,
  decideToolCall,
  policyPermission
};
