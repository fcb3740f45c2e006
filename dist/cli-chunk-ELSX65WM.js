import { createRequire as __marshalCreateRequire } from 'node:module'; const require = __marshalCreateRequire(import.meta.url);
import {
  canonicalSegment,
  editDistance,
  gitConfiguredProtection,
  globTest,
  parseMcpName,
  protectedDirOf,
  require_picomatch,
  resolveInWorkspace
} from "./cli-chunk-Q4Q2H5JC.js";
import {
  external_exports
} from "./cli-chunk-GSIOYRJO.js";
import {
  __commonJS,
  __require,
  __toESM
} from "./cli-chunk-Q2B2XOGO.js";

// node_modules/ignore/index.js
var require_ignore = __commonJS({
  "node_modules/ignore/index.js"(exports, module) {
    function makeArray(subject) {
      return Array.isArray(subject) ? subject : [subject];
    }
    var UNDEFINED = void 0;
    var EMPTY = "";
    var SPACE = " ";
    var ESCAPE = "\\";
    var REGEX_LITERAL_SPECIAL = /[.*+?()[\]{}^$|\\/]/;
    var BOM2 = "\uFEFF";
    var REGEX_ANCHORED_GLOBSTAR = /^\/\*{2,}$/;
    var REGEX_REPLACE_LEADING_EXCAPED_EXCLAMATION = /^\\!/;
    var REGEX_REPLACE_LEADING_EXCAPED_HASH = /^\\#/;
    var REGEX_SPLITALL_CRLF = /\r?\n/g;
    var DOUBLE_SLASH = "//";
    var SLASH_CODE = 47;
    var DOT_CODE = 46;
    var SLASH = "/";
    var TMP_KEY_IGNORE = "node-ignore";
    if (typeof Symbol !== "undefined") {
      TMP_KEY_IGNORE = /* @__PURE__ */ Symbol.for("node-ignore");
    }
    var KEY_IGNORE = TMP_KEY_IGNORE;
    var define = (object, key, value) => {
      Object.defineProperty(object, key, { value });
      return value;
    };
    var RETURN_FALSE = () => false;
    var POSIX_CLASSES = {
      alnum: "0-9A-Za-z",
      alpha: "A-Za-z",
      blank: " \\t",
      cntrl: "\\x00-\\x1f\\x7f",
      digit: "0-9",
      graph: "!-.0-~",
      lower: "a-z",
      print: " -.0-~",
      punct: "!-.:-@\\[-`{-~",
      // git's `sane-ctype.h` classifies \v and \f as control, not space,
      //   unlike C's `isspace`
      space: " \\t\\n\\r",
      upper: "A-Z",
      xdigit: "0-9A-Fa-f"
    };
    var CLASS_MEMBERS_TO_ESCAPE = "\\]^-[";
    var escapeMember = (char) => CLASS_MEMBERS_TO_ESCAPE.indexOf(char) < 0 ? char : ESCAPE + char;
    var NON_SLASH = "(?!\\/)";
    var classSource = (negated, body) => {
      if (negated) {
        return `[^\\/${body}]`;
      }
      const source = `[${body}]`;
      return new RegExp(source).test("/") ? NON_SLASH + source : source;
    };
    var scanBracket = (pattern, start) => {
      const { length } = pattern;
      let index = start + 1;
      let negated = EMPTY;
      const lead = pattern[index];
      if (lead === "!" || lead === "^") {
        negated = "^";
        index++;
      }
      let body = EMPTY;
      let prev = EMPTY;
      for (; ; ) {
        const char = pattern[index];
        if (char === UNDEFINED) {
          return null;
        }
        if (char === ESCAPE) {
          const escaped = pattern[++index];
          body += escapeMember(escaped);
          prev = escaped;
        } else if (char === "-" && prev && index + 1 < length && pattern[index + 1] !== "]") {
          index++;
          let to = pattern[index];
          if (to === ESCAPE) {
            to = pattern[index += 1];
          }
          if (prev <= to) {
            body += `-${escapeMember(to)}`;
          }
          prev = EMPTY;
        } else if (char === "[" && pattern[index + 1] === ":") {
          const nameStart = index + 2;
          let end = nameStart;
          while (end < length && pattern[end] !== "]") {
            end++;
          }
          if (end === length) {
            return null;
          }
          if (end > nameStart && pattern[end - 1] === ":") {
            const name = pattern.slice(nameStart, end - 1);
            if (!Object.prototype.hasOwnProperty.call(POSIX_CLASSES, name)) {
              return null;
            }
            body += POSIX_CLASSES[name];
            prev = EMPTY;
            index = end;
          } else {
            body += escapeMember("[");
            prev = "[";
            index = nameStart - 2;
          }
        } else {
          body += escapeMember(char);
          prev = char;
        }
        index++;
        if (pattern[index] === "]") {
          return {
            end: index,
            source: classSource(negated, body)
          };
        }
      }
    };
    var NEVER_MATCH = "[]";
    var PLACEHOLDER = "\0";
    var REGEX_RESTORE_PLACEHOLDER = new RegExp(
      `${PLACEHOLDER}(\\d+)${PLACEHOLDER}`,
      "g"
    );
    var TRAILING_WILDCARD = "\uE000";
    var TRAILING_DOUBLESTAR = "\uE001";
    var isReserved = (char) => char === PLACEHOLDER || char === TRAILING_WILDCARD || char === TRAILING_DOUBLESTAR;
    var extractBrackets = (pattern) => {
      const sources = [];
      const hold = (source) => `${PLACEHOLDER}${sources.push(source) - 1}${PLACEHOLDER}`;
      const { length } = pattern;
      let out = EMPTY;
      let index = 0;
      while (index < length) {
        const char = pattern[index];
        if (char === ESCAPE) {
          const escaped = pattern[index + 1];
          if (escaped === SLASH && index + 2 === length) {
            out += hold(NEVER_MATCH);
          } else if (escaped === "*" || escaped === "[" || escaped === SPACE) {
            out += pattern.slice(index, index + 2);
          } else {
            out += hold(
              REGEX_LITERAL_SPECIAL.test(escaped) ? ESCAPE + escaped : isReserved(escaped) ? `[${escaped}]` : escaped
            );
          }
          index += 2;
        } else if (isReserved(char)) {
          out += hold(`[${char}]`);
          index++;
        } else if (char === "[") {
          const scanned = scanBracket(pattern, index);
          if (scanned === null) {
            out += hold(NEVER_MATCH);
            index = length;
          } else {
            out += hold(scanned.source);
            index = scanned.end + 1;
          }
        } else {
          out += char;
          index++;
        }
      }
      return {
        source: out,
        sources
      };
    };
    var DIRECT = null;
    var REGEX_INNER_SLASH = /\/(?!$)/;
    var WILDCARD = "[^\\/]*";
    var REPLACERS = [
      // Replace (\ ) with ' '
      // Only a space: an escaped tab or other whitespace is already a literal by
      //   the time it reaches here, and a bare tab must be left as one, not turned
      //   into a space.
      // (\ ) -> ' '
      // (\\ ) -> '\\ '
      // (\\\ ) -> '\\ '
      [
        // A run of backslashes is taken whole, from its first one, so no match
        //   ever starts again inside it -- `(\\+?) ` did, which made a long run
        //   quadratic.
        /(\\+)( ?)/g,
        (_, run, space) => space ? run.slice(0, run.length - run.length % 2) + SPACE : run,
        ESCAPE + SPACE
      ],
      // git's wildmatch() reads a run of two or more asterisks as one globstar
      //   whenever the run fills a path segment: it starts the pattern or follows
      //   a `/`, and it ends the pattern or comes before a `/`. A run of two is
      //   already `**`; a longer one is folded into `**` here, so the steps
      //   below only ever have to know `**`.
      // `***/foo` -> `**/foo`, `a/***/b` -> `a/**/b`, `a/***` -> `a/**`
      // git also takes a run beside a literal prefix (`a***/b`) or beside an
      //   escaped slash (`***\/b`) as a globstar, and this does not; the README
      //   lists both, under "A run of asterisks".
      [
        /(^|\/)\*{3,}(?=\/|$)/g,
        (_, start) => `${start}**`,
        "*"
      ],
      // Escape metacharacters
      // which is written down by users but means special for regular expressions.
      // > There are 12 characters with special meanings:
      // > - the backslash \,
      // > - the caret ^,
      // > - the dollar sign $,
      // > - the period or dot .,
      // > - the vertical bar or pipe symbol |,
      // > - the question mark ?,
      // > - the asterisk or star *,
      // > - the plus sign +,
      // > - the opening parenthesis (,
      // > - the closing parenthesis ),
      // > - and the opening square bracket [,
      // > - the opening curly brace {,
      // > These special characters are often called "metacharacters".
      [
        /[\\$.|*+(){^]/g,
        (match) => `\\${match}`
      ],
      [
        // > a question mark (?) matches a single character
        /(?!\\)\?/g,
        () => "[^/]",
        "?"
      ],
      // leading slash
      [
        // > A leading slash matches the beginning of the pathname.
        // > For example, "/*.c" matches "cat-file.c" but not "mozilla-sha1/sha1.c".
        // A leading slash matches the beginning of the pathname
        /^\//,
        () => "^",
        SLASH
      ],
      // replace special metacharacter slash after the leading slash
      [
        /\//g,
        () => "\\/",
        SLASH
      ],
      [
        // > A leading "**" followed by a slash means match in all directories.
        // > For example, "**/foo" matches file or directory "foo" anywhere,
        // > the same as pattern "foo".
        // > "**/foo/bar" matches file or directory "bar" anywhere that is directly
        // >   under directory "foo".
        // Notice that the '*'s have been replaced as '\\*'
        /^\^*(?:\\\*\\\*\\\/)+/,
        // '**/foo' <-> 'foo'
        () => "(?:^|\\/)",
        "*"
      ],
      // starting
      [
        // there will be no leading '/'
        //   (which has been replaced by section "leading slash")
        // If starts with '**', adding a '^' to the regular expression also works
        DIRECT,
        (source, pattern) => {
          if (!source || source[0] === "^" || source[0] === "(") {
            return source;
          }
          const anchor = !REGEX_INNER_SLASH.test(pattern) ? "(?:^|\\/)" : "^";
          return anchor + source;
        }
      ],
      // two globstars
      [
        // Use lookahead assertions so that we could match more than one `'/**'`
        /\\\/\\\*\\\*(?=\\\/|$)/g,
        // Zero, one or several directories
        // should not use '*', or it will be replaced by the next replacer
        // Check if it is not the last `'/**'`
        (_, index, str) => index + 6 < str.length ? str.slice(index + 6) === "\\/" ? "(?:\\/[^\\/]+)+" : "(?:\\/[^\\/]+)*" : `\\/${TRAILING_DOUBLESTAR}`,
        "*"
      ],
      // normal intermediate wildcards
      [
        // Never replace escaped '*'
        // ignore rule '\*' will match the path '*'
        // 'abc.*/' -> go
        // 'abc.*'  -> skip this rule,
        //    coz trailing single wildcard will be handed by [trailing wildcard]
        /(^|[^\\])(?:\\\*)+(?!$)/g,
        // '*.js' matches '.js'
        // '*.js' doesn't match 'abc'
        // 1. An asterisk "*" matches anything except a slash.
        // 2. Other consecutive asterisks are considered regular asterisks
        //    and collapse into one non-slash wildcard run.
        (_, p1) => p1 + WILDCARD,
        "*"
      ],
      // trailing wildcard, held apart from a literal star
      [
        // The step above leaves a trailing `*` alone, so a single `\*` is all that
        //   can be left at the end here, and what stands in front of it says which
        //   kind it is. A wildcard arrives as the escaper wrote it, `\*` with
        //   nothing before it; a literal arrives as the user's own escape, which
        //   the escaper doubled, and then the star's own -- `\\` and then `\*`.
        //   There is no third case: every backslash still reaching the chain is
        //   one `\*`, `\[` or `\ ` carries itself, and each is followed by its
        //   own character, so a longer run can never form. This runs while the
        //   two are still distinct, before the unescape steps below collapse the
        //   literal onto the very `\*` a wildcard leaves behind.
        /(^|[^\\])((?:\\\\)*)\\\*$/,
        (match, p1, p2) => p2 === EMPTY ? p1 + TRAILING_WILDCARD : match,
        "*"
      ],
      [
        // unescape, revert step 3 except for back slash
        // For example, if a user escape a '\\*',
        // after step 3, the result will be '\\\\\\*'
        /\\\\\\(?=[$.|*+(){^])/g,
        () => ESCAPE,
        ESCAPE + ESCAPE
      ],
      [
        // '\\\\' -> '\\'
        /\\\\/g,
        () => ESCAPE,
        ESCAPE + ESCAPE
      ],
      [
        // Every real bracket expression -- POSIX classes included -- has already
        //   been held aside by `extractBrackets`, so the only `[` left in the
        //   pattern is an escaped, literal one.
        // A backslash could only stand at the end of the range if it quoted the
        //   `]`, and `\]` is held aside long before this.
        /\\\[([^\]/]*?)($|\])/g,
        // '\\[bar]' -> '\\\\[bar]'
        (match, range, close) => `\\[${range}${close}`,
        "["
      ],
      // ending
      [
        // 'js' will not match 'js.'
        // 'ab' will not match 'abc'
        DIRECT,
        // WTF!
        // https://git-scm.com/docs/gitignore
        // changes in [2.22.1](https://git-scm.com/docs/gitignore/2.22.1)
        // which re-fixes #24, #38
        // > If there is a separator at the end of the pattern then the pattern
        // > will only match directories, otherwise the pattern can match both
        // > files and directories.
        // 'js*' will not match 'a.js'
        // 'js/' will not match 'a.js'
        // 'js' will match 'a.js' and 'a.js/'
        (source) => {
          const last = source[source.length - 1];
          if (!last || last === TRAILING_WILDCARD || last === TRAILING_DOUBLESTAR) {
            return source;
          }
          return last === SLASH ? `${source}$` : `${source}(?=$|\\/$)`;
        }
      ]
    ];
    var REGEX_REPLACE_TRAILING_WILDCARD = /(^|\\\/)?\uE000$/;
    var MODE_IGNORE = "regex";
    var MODE_CHECK_IGNORE = "checkRegex";
    var UNDERSCORE = "_";
    var replaceTrailingWildcard = (_, p1) => {
      const prefix = p1 ? `${p1}[^/]+` : "[^/]*";
      return `${prefix}(?=$|\\/$)`;
    };
    var REGEX_REPLACE_TRAILING_DOUBLESTAR = /\uE001$/;
    var replaceTrailingDoublestar = () => "[\\s\\S]";
    var separatorAfter = (run, at) => {
      let separator = EMPTY;
      for (let index = at + 1; index < run.length && !run[index].wildcard; index++) {
        separator += run[index].single;
      }
      return separator;
    };
    var pinWildcards = (source) => {
      if (source.indexOf(WILDCARD) < 0) {
        return source;
      }
      const tokens = [];
      const { length } = source;
      let index = 0;
      while (index < length) {
        const char = source[index];
        if (source.startsWith(WILDCARD, index)) {
          tokens.push({ wildcard: true });
          index += WILDCARD.length;
        } else if (char === "[") {
          let end = index + 1;
          if (source[end] === "^") {
            end++;
          }
          if (source[end] === "]") {
            end++;
          }
          while (end < length && source[end] !== "]") {
            end += source[end] === ESCAPE ? 2 : 1;
          }
          end++;
          tokens.push({ single: source.slice(index, end) });
          index = end;
        } else if (char === ESCAPE) {
          tokens.push({ single: source.slice(index, index + 2) });
          index += 2;
        } else if (char === "(") {
          let depth = 0;
          let end = index;
          do {
            if (source[end] === ESCAPE) {
              end++;
            } else if (source[end] === "(") {
              depth++;
            } else if (source[end] === ")") {
              depth--;
            }
            end++;
          } while (end < length && depth > 0);
          if ("*+?".indexOf(source[end]) >= 0) {
            end++;
          }
          tokens.push({ boundary: source.slice(index, end) });
          index = end;
        } else if (char === "^" || char === "$") {
          tokens.push({ boundary: char });
          index++;
        } else {
          tokens.push({ single: char });
          index++;
        }
      }
      let out = EMPTY;
      let run = [];
      const flush = () => {
        let lastWildcard;
        run.forEach((token, at) => {
          if (token.wildcard) {
            lastWildcard = at;
          }
        });
        run.forEach((token, at) => {
          if (!token.wildcard) {
            out += token.single;
            return;
          }
          out += at === lastWildcard ? WILDCARD : `(?:(?!${separatorAfter(run, at)})[^\\/])*`;
        });
        run = [];
      };
      tokens.forEach((token) => {
        if (token.boundary === void 0) {
          run.push(token);
          return;
        }
        flush();
        out += token.boundary;
      });
      flush();
      return out;
    };
    var makeRegexPrefix = (pattern) => {
      if (REGEX_ANCHORED_GLOBSTAR.test(pattern)) {
        pattern = "**";
      }
      const { source, sources } = extractBrackets(pattern);
      const replaced = REPLACERS.reduce(
        // A pass whose matcher finds nothing hands back the very string it was
        //   given, so asking first costs a search and saves a rewrite. Ten of the
        //   fifteen passes never fire for a typical .gitignore line, and between
        //   them they were 45% of this chain.
        (prev, [matcher, replacer, required]) => {
          if (matcher === DIRECT) {
            return replacer(prev, pattern);
          }
          if (required !== UNDEFINED && prev.indexOf(required) < 0) {
            return prev;
          }
          return matcher.test(prev) ? prev.replace(matcher, replacer.bind(pattern)) : prev;
        },
        source
      );
      return sources.length ? replaced.replace(
        REGEX_RESTORE_PLACEHOLDER,
        (match, index) => sources[index]
      ) : replaced;
    };
    var checkSourceOf = (body, prefix) => {
      if (body[body.length - 1] === SLASH) {
        prefix = makeRegexPrefix(body.slice(0, -1));
      }
      const head = prefix.slice(0, -1);
      const last = prefix[prefix.length - 1];
      return last === TRAILING_WILDCARD ? `${head}$` : last === TRAILING_DOUBLESTAR ? head : NEVER_MATCH;
    };
    var matchesBasename = (body) => {
      const index = body.indexOf(SLASH);
      return index < 0 || index === body.length - 1;
    };
    var basenameOf = (path10) => {
      const end = path10.length - 1;
      const index = path10.lastIndexOf(
        SLASH,
        path10[end] === SLASH ? end - 1 : end
      );
      return index < 0 ? path10 : path10.slice(index + 1);
    };
    var parentOf = (path10) => {
      if (path10.charCodeAt(0) === SLASH_CODE || path10.indexOf(DOUBLE_SLASH) >= 0) {
        const slices = path10.split(SLASH).filter(Boolean);
        slices.pop();
        return slices.length ? slices.join(SLASH) + SLASH : EMPTY;
      }
      const end = path10.length - 1;
      const cut = path10.lastIndexOf(
        SLASH,
        path10.charCodeAt(end) === SLASH_CODE ? end - 1 : end
      );
      return cut < 0 ? EMPTY : path10.slice(0, cut + 1);
    };
    var isString = (subject) => typeof subject === "string";
    var checkPattern = (pattern) => pattern && isString(pattern);
    var splitPattern = (pattern) => (pattern[pattern.length - 1] === "\r" ? pattern.slice(0, -1) : pattern).split(REGEX_SPLITALL_CRLF).filter(Boolean);
    var IgnoreRule = class {
      constructor(pattern, mark, body, ignoreCase, negative, prefix) {
        this.pattern = pattern;
        this.mark = mark;
        this.negative = negative;
        define(this, "body", body);
        define(this, "ignoreCase", ignoreCase);
        define(this, "regexPrefix", prefix);
      }
      // Worked out on first use and kept behind an own property, the way `regex`
      //   caches itself in `_regex`. Deciding it in the constructor instead would
      //   add a fourth `defineProperty` to every rule ever built, which cost 4% of
      //   every compile -- including the compiles of rules that are never matched
      //   against anything.
      get _basenameOnly() {
        return define(this, "_basenameOnly", matchesBasename(this.body));
      }
      get regex() {
        const key = UNDERSCORE + MODE_IGNORE;
        if (this[key]) {
          return this[key];
        }
        return this._make(MODE_IGNORE, key);
      }
      get checkRegex() {
        const key = UNDERSCORE + MODE_CHECK_IGNORE;
        if (this[key]) {
          return this[key];
        }
        return this._make(MODE_CHECK_IGNORE, key);
      }
      _make(mode, key) {
        const str = pinWildcards(
          mode === MODE_IGNORE ? this.regexPrefix.replace(REGEX_REPLACE_TRAILING_WILDCARD, replaceTrailingWildcard).replace(REGEX_REPLACE_TRAILING_DOUBLESTAR, replaceTrailingDoublestar) : checkSourceOf(this.body, this.regexPrefix)
        );
        const regex = this.ignoreCase ? new RegExp(str, "i") : new RegExp(str);
        return define(this, key, regex);
      }
    };
    var hasTrailingBackslash = (str) => {
      let count = 0;
      while (str[str.length - count - 1] === ESCAPE) {
        count++;
      }
      return count % 2 === 1;
    };
    var trimEnd = (body, stripLineEnd) => {
      let lineEnd = body.length;
      let end;
      for (; ; ) {
        if (stripLineEnd && body[lineEnd - 1] === "\r") {
          lineEnd--;
        }
        end = lineEnd;
        while (body[end - 1] === SPACE) {
          end--;
        }
        if (!stripLineEnd || body[end - 1] !== "\n") {
          break;
        }
        lineEnd = end - 1;
      }
      if (end === lineEnd) {
        return body.slice(0, lineEnd);
      }
      let backslashes = 0;
      while (body[end - backslashes - 1] === ESCAPE) {
        backslashes++;
      }
      return backslashes % 2 ? body.slice(0, end - 1) + SPACE : body.slice(0, end);
    };
    var createRule = (pattern, mark, ignoreCase, stripLineEnd, stripBOM) => {
      let body = stripBOM && pattern[0] === BOM2 ? pattern.slice(1) : pattern;
      if (body[0] === "#") {
        return;
      }
      let negative = false;
      if (body[0] === "!") {
        negative = true;
        body = body.slice(1);
      }
      const last = body[body.length - 1];
      if (last === SPACE || stripLineEnd && (last === "\r" || last === "\n")) {
        body = trimEnd(body, stripLineEnd);
      }
      if (!body || hasTrailingBackslash(body)) {
        return;
      }
      body = body.replace(REGEX_REPLACE_LEADING_EXCAPED_EXCLAMATION, "!").replace(REGEX_REPLACE_LEADING_EXCAPED_HASH, "#");
      const regexPrefix = makeRegexPrefix(body);
      return new IgnoreRule(
        pattern,
        mark,
        body,
        ignoreCase,
        negative,
        regexPrefix
      );
    };
    var RuleManager = class {
      constructor(ignoreCase) {
        this._ignoreCase = ignoreCase;
        this._rules = [];
        this._basenameCount = 0;
      }
      _add(pattern, index) {
        if (pattern && pattern[KEY_IGNORE]) {
          this._rules = this._rules.concat(pattern._rules._rules);
          this._basenameCount += pattern._rules._basenameCount;
          this._added = true;
          return;
        }
        const isStr = isString(pattern);
        const raw = isStr ? pattern : pattern.pattern;
        const rule = checkPattern(raw) && createRule(
          raw,
          isStr ? UNDEFINED : pattern.mark,
          this._ignoreCase,
          !this._split,
          this._stripBOM && !index
        );
        if (rule) {
          this._added = true;
          this._rules.push(rule);
          if (matchesBasename(rule.body)) {
            this._basenameCount++;
          }
        }
      }
      // @param {Array<string> | string | Ignore} pattern
      add(pattern) {
        this._added = false;
        this._split = isString(pattern);
        this._stripBOM = !this._split || pattern[0] === BOM2;
        makeArray(
          this._split ? splitPattern(pattern) : pattern
        ).forEach(this._add, this);
        if (this._added) {
          this._literalRules = UNDEFINED;
        }
        return this._added;
      }
      // Match the literal 'abc/' for `checkIgnore`, last rule wins. Only a rule
      //   ending in a wildcard can match it (see `checkSourceOf`), so the rest
      //   are left out once, rather than tested or compiled for every path.
      testLiteral(path10) {
        const rules = this._literalRules || (this._literalRules = this._rules.filter(
          ({ body }) => body[body.length - (body[body.length - 1] === SLASH ? 2 : 1)] === "*"
        ));
        let ignored = false;
        let unignored = false;
        let matchedRule;
        for (let index = rules.length - 1; index >= 0; index--) {
          const rule = rules[index];
          if (rule.checkRegex.test(path10)) {
            ignored = !rule.negative;
            unignored = rule.negative;
            matchedRule = rule.negative ? UNDEFINED : rule;
            break;
          }
        }
        const ret = {
          ignored,
          unignored
        };
        if (matchedRule) {
          ret.rule = matchedRule;
        }
        return ret;
      }
      // Test one single path without recursively checking parent directories
      //
      // - mode `string` either `MODE_IGNORE` or `MODE_CHECK_IGNORE`
      // @returns {TestResult}
      test(path10, mode) {
        const rules = this._rules;
        const { length } = rules;
        const shortcut = this._basenameCount * 2 >= length;
        const basename = shortcut ? basenameOf(path10) : path10;
        for (let index = length - 1; index >= 0; index--) {
          const rule = rules[index];
          if (rule[mode].test(
            shortcut && rule._basenameOnly ? basename : path10
          )) {
            const { negative } = rule;
            const ret = {
              ignored: !negative,
              unignored: negative
            };
            if (!negative) {
              ret.rule = rule;
            }
            return ret;
          }
        }
        return {
          ignored: false,
          unignored: false
        };
      }
    };
    var throwError = (message, Ctor) => {
      throw new Ctor(message);
    };
    var checkPath = (path10, originalPath, doThrow) => {
      if (!isString(path10)) {
        return doThrow(
          `path must be a string, but got \`${originalPath}\``,
          TypeError
        );
      }
      if (!path10) {
        return doThrow(`path must not be empty`, TypeError);
      }
      if (checkPath.isNotRelative(path10)) {
        const r = "`path.relative()`d";
        return doThrow(
          `path should be a ${r} string, but got "${originalPath}"`,
          RangeError
        );
      }
      return true;
    };
    var isNotRelative = (path10) => {
      const first = path10.charCodeAt(0);
      if (first === SLASH_CODE) {
        return true;
      }
      if (first !== DOT_CODE) {
        return false;
      }
      if (path10.length === 1) {
        return true;
      }
      const second = path10.charCodeAt(1);
      if (second === SLASH_CODE) {
        return true;
      }
      if (second !== DOT_CODE) {
        return false;
      }
      return path10.length === 2 || path10.charCodeAt(2) === SLASH_CODE;
    };
    checkPath.isNotRelative = isNotRelative;
    checkPath.convert = (p) => p;
    var convertPath = (target) => isString(target) && checkPath.convert(target);
    var Ignore = class {
      constructor({
        ignorecase = true,
        ignoreCase = ignorecase,
        allowRelativePaths = false
      } = {}) {
        define(this, KEY_IGNORE, true);
        this._rules = new RuleManager(ignoreCase);
        this._strictPathCheck = !allowRelativePaths;
        this._initCache();
      }
      _initCache() {
        this._ignoreCache = /* @__PURE__ */ Object.create(null);
        this._testCache = /* @__PURE__ */ Object.create(null);
      }
      add(pattern) {
        if (this._rules.add(pattern)) {
          this._initCache();
        }
        return this;
      }
      // legacy
      addPattern(pattern) {
        return this.add(pattern);
      }
      // @returns {TestResult}
      _test(originalPath, cache, path10) {
        checkPath(
          path10,
          originalPath,
          this._strictPathCheck ? throwError : RETURN_FALSE
        );
        return path10 ? this._t(path10, cache) : {
          ignored: false,
          unignored: false
        };
      }
      checkIgnore(target) {
        const path10 = convertPath(target);
        if (!path10 || path10.charCodeAt(path10.length - 1) !== SLASH_CODE) {
          return this._test(target, this._testCache, path10);
        }
        const dir = this._t(path10, this._testCache);
        if (dir.ignored) {
          return dir;
        }
        const literal = this._rules.testLiteral(path10);
        return literal.ignored || literal.unignored ? literal : dir;
      }
      _t(path10, cache) {
        if (path10 in cache) {
          return cache[path10];
        }
        const parentPath = parentOf(path10);
        const parent = parentPath ? this._t(parentPath, cache) : UNDEFINED;
        return cache[path10] = parent && parent.ignored ? parent : this._rules.test(path10, MODE_IGNORE);
      }
      ignores(path10) {
        return this._test(path10, this._ignoreCache, convertPath(path10)).ignored;
      }
      createFilter() {
        return (path10) => !this.ignores(path10);
      }
      filter(paths) {
        return makeArray(paths).filter(this.createFilter());
      }
      // @returns {TestResult}
      test(path10) {
        return this._test(path10, this._testCache, convertPath(path10));
      }
    };
    var factory = (options) => new Ignore(options);
    var isPathValid = (path10) => checkPath(convertPath(path10), path10, RETURN_FALSE);
    var setupWindows = () => {
      const makePosix = (str) => /^\\\\\?\\/.test(str) || /["<>|\u0000-\u001F]+/u.test(str) ? str : str.replace(/\\/g, "/");
      checkPath.convert = makePosix;
      const REGEX_TEST_WINDOWS_PATH_ABSOLUTE = /^[a-z]:\//i;
      checkPath.isNotRelative = (path10) => REGEX_TEST_WINDOWS_PATH_ABSOLUTE.test(path10) || isNotRelative(path10);
    };
    if (
      // Detect `process` so that it can run in browsers.
      typeof process !== "undefined" && process.platform === "win32"
    ) {
      setupWindows();
    }
    module.exports = factory;
    factory.default = factory;
    module.exports.isPathValid = isPathValid;
    define(module.exports, /* @__PURE__ */ Symbol.for("setupWindows"), setupWindows);
  }
});

// node_modules/fast-glob/out/utils/array.js
var require_array = __commonJS({
  "node_modules/fast-glob/out/utils/array.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.splitWhen = exports.flatten = void 0;
    function flatten(items) {
      return items.reduce((collection, item) => [].concat(collection, item), []);
    }
    exports.flatten = flatten;
    function splitWhen(items, predicate) {
      const result = [[]];
      let groupIndex = 0;
      for (const item of items) {
        if (predicate(item)) {
          groupIndex++;
          result[groupIndex] = [];
        } else {
          result[groupIndex].push(item);
        }
      }
      return result;
    }
    exports.splitWhen = splitWhen;
  }
});

// node_modules/fast-glob/out/utils/errno.js
var require_errno = __commonJS({
  "node_modules/fast-glob/out/utils/errno.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.isEnoentCodeError = void 0;
    function isEnoentCodeError(error) {
      return error.code === "ENOENT";
    }
    exports.isEnoentCodeError = isEnoentCodeError;
  }
});

// node_modules/fast-glob/out/utils/fs.js
var require_fs = __commonJS({
  "node_modules/fast-glob/out/utils/fs.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.createDirentFromStats = void 0;
    var DirentFromStats = class {
      constructor(name, stats) {
        this.name = name;
        this.isBlockDevice = stats.isBlockDevice.bind(stats);
        this.isCharacterDevice = stats.isCharacterDevice.bind(stats);
        this.isDirectory = stats.isDirectory.bind(stats);
        this.isFIFO = stats.isFIFO.bind(stats);
        this.isFile = stats.isFile.bind(stats);
        this.isSocket = stats.isSocket.bind(stats);
        this.isSymbolicLink = stats.isSymbolicLink.bind(stats);
      }
    };
    function createDirentFromStats(name, stats) {
      return new DirentFromStats(name, stats);
    }
    exports.createDirentFromStats = createDirentFromStats;
  }
});

// node_modules/fast-glob/out/utils/path.js
var require_path = __commonJS({
  "node_modules/fast-glob/out/utils/path.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.convertPosixPathToPattern = exports.convertWindowsPathToPattern = exports.convertPathToPattern = exports.escapePosixPath = exports.escapeWindowsPath = exports.escape = exports.removeLeadingDotSegment = exports.makeAbsolute = exports.unixify = void 0;
    var os = __require("os");
    var path10 = __require("path");
    var IS_WINDOWS_PLATFORM = os.platform() === "win32";
    var LEADING_DOT_SEGMENT_CHARACTERS_COUNT = 2;
    var POSIX_UNESCAPED_GLOB_SYMBOLS_RE = /(\\?)([()*?[\]{|}]|^!|[!+@](?=\()|\\(?![!()*+?@[\]{|}]))/g;
    var WINDOWS_UNESCAPED_GLOB_SYMBOLS_RE = /(\\?)([()[\]{}]|^!|[!+@](?=\())/g;
    var DOS_DEVICE_PATH_RE = /^\\\\([.?])/;
    var WINDOWS_BACKSLASHES_RE = /\\(?![!()+@[\]{}])/g;
    function unixify(filepath) {
      return filepath.replace(/\\/g, "/");
    }
    exports.unixify = unixify;
    function makeAbsolute(cwd, filepath) {
      return path10.resolve(cwd, filepath);
    }
    exports.makeAbsolute = makeAbsolute;
    function removeLeadingDotSegment(entry) {
      if (entry.charAt(0) === ".") {
        const secondCharactery = entry.charAt(1);
        if (secondCharactery === "/" || secondCharactery === "\\") {
          return entry.slice(LEADING_DOT_SEGMENT_CHARACTERS_COUNT);
        }
      }
      return entry;
    }
    exports.removeLeadingDotSegment = removeLeadingDotSegment;
    exports.escape = IS_WINDOWS_PLATFORM ? escapeWindowsPath : escapePosixPath;
    function escapeWindowsPath(pattern) {
      return pattern.replace(WINDOWS_UNESCAPED_GLOB_SYMBOLS_RE, "\\$2");
    }
    exports.escapeWindowsPath = escapeWindowsPath;
    function escapePosixPath(pattern) {
      return pattern.replace(POSIX_UNESCAPED_GLOB_SYMBOLS_RE, "\\$2");
    }
    exports.escapePosixPath = escapePosixPath;
    exports.convertPathToPattern = IS_WINDOWS_PLATFORM ? convertWindowsPathToPattern : convertPosixPathToPattern;
    function convertWindowsPathToPattern(filepath) {
      return escapeWindowsPath(filepath).replace(DOS_DEVICE_PATH_RE, "//$1").replace(WINDOWS_BACKSLASHES_RE, "/");
    }
    exports.convertWindowsPathToPattern = convertWindowsPathToPattern;
    function convertPosixPathToPattern(filepath) {
      return escapePosixPath(filepath);
    }
    exports.convertPosixPathToPattern = convertPosixPathToPattern;
  }
});

// node_modules/is-extglob/index.js
var require_is_extglob = __commonJS({
  "node_modules/is-extglob/index.js"(exports, module) {
    module.exports = function isExtglob(str) {
      if (typeof str !== "string" || str === "") {
        return false;
      }
      var match;
      while (match = /(\\).|([@?!+*]\(.*\))/g.exec(str)) {
        if (match[2]) return true;
        str = str.slice(match.index + match[0].length);
      }
      return false;
    };
  }
});

// node_modules/is-glob/index.js
var require_is_glob = __commonJS({
  "node_modules/is-glob/index.js"(exports, module) {
    var isExtglob = require_is_extglob();
    var chars = { "{": "}", "(": ")", "[": "]" };
    var strictCheck = function(str) {
      if (str[0] === "!") {
        return true;
      }
      var index = 0;
      var pipeIndex = -2;
      var closeSquareIndex = -2;
      var closeCurlyIndex = -2;
      var closeParenIndex = -2;
      var backSlashIndex = -2;
      while (index < str.length) {
        if (str[index] === "*") {
          return true;
        }
        if (str[index + 1] === "?" && /[\].+)]/.test(str[index])) {
          return true;
        }
        if (closeSquareIndex !== -1 && str[index] === "[" && str[index + 1] !== "]") {
          if (closeSquareIndex < index) {
            closeSquareIndex = str.indexOf("]", index);
          }
          if (closeSquareIndex > index) {
            if (backSlashIndex === -1 || backSlashIndex > closeSquareIndex) {
              return true;
            }
            backSlashIndex = str.indexOf("\\", index);
            if (backSlashIndex === -1 || backSlashIndex > closeSquareIndex) {
              return true;
            }
          }
        }
        if (closeCurlyIndex !== -1 && str[index] === "{" && str[index + 1] !== "}") {
          closeCurlyIndex = str.indexOf("}", index);
          if (closeCurlyIndex > index) {
            backSlashIndex = str.indexOf("\\", index);
            if (backSlashIndex === -1 || backSlashIndex > closeCurlyIndex) {
              return true;
            }
          }
        }
        if (closeParenIndex !== -1 && str[index] === "(" && str[index + 1] === "?" && /[:!=]/.test(str[index + 2]) && str[index + 3] !== ")") {
          closeParenIndex = str.indexOf(")", index);
          if (closeParenIndex > index) {
            backSlashIndex = str.indexOf("\\", index);
            if (backSlashIndex === -1 || backSlashIndex > closeParenIndex) {
              return true;
            }
          }
        }
        if (pipeIndex !== -1 && str[index] === "(" && str[index + 1] !== "|") {
          if (pipeIndex < index) {
            pipeIndex = str.indexOf("|", index);
          }
          if (pipeIndex !== -1 && str[pipeIndex + 1] !== ")") {
            closeParenIndex = str.indexOf(")", pipeIndex);
            if (closeParenIndex > pipeIndex) {
              backSlashIndex = str.indexOf("\\", pipeIndex);
              if (backSlashIndex === -1 || backSlashIndex > closeParenIndex) {
                return true;
              }
            }
          }
        }
        if (str[index] === "\\") {
          var open5 = str[index + 1];
          index += 2;
          var close = chars[open5];
          if (close) {
            var n = str.indexOf(close, index);
            if (n !== -1) {
              index = n + 1;
            }
          }
          if (str[index] === "!") {
            return true;
          }
        } else {
          index++;
        }
      }
      return false;
    };
    var relaxedCheck = function(str) {
      if (str[0] === "!") {
        return true;
      }
      var index = 0;
      while (index < str.length) {
        if (/[*?{}()[\]]/.test(str[index])) {
          return true;
        }
        if (str[index] === "\\") {
          var open5 = str[index + 1];
          index += 2;
          var close = chars[open5];
          if (close) {
            var n = str.indexOf(close, index);
            if (n !== -1) {
              index = n + 1;
            }
          }
          if (str[index] === "!") {
            return true;
          }
        } else {
          index++;
        }
      }
      return false;
    };
    module.exports = function isGlob(str, options) {
      if (typeof str !== "string" || str === "") {
        return false;
      }
      if (isExtglob(str)) {
        return true;
      }
      var check = strictCheck;
      if (options && options.strict === false) {
        check = relaxedCheck;
      }
      return check(str);
    };
  }
});

// node_modules/glob-parent/index.js
var require_glob_parent = __commonJS({
  "node_modules/glob-parent/index.js"(exports, module) {
    "use strict";
    var isGlob = require_is_glob();
    var pathPosixDirname = __require("path").posix.dirname;
    var isWin32 = __require("os").platform() === "win32";
    var slash = "/";
    var backslash = /\\/g;
    var enclosure = /[\{\[].*[\}\]]$/;
    var globby = /(^|[^\\])([\{\[]|\([^\)]+$)/;
    var escaped = /\\([\!\*\?\|\[\]\(\)\{\}])/g;
    module.exports = function globParent(str, opts) {
      var options = Object.assign({ flipBackslashes: true }, opts);
      if (options.flipBackslashes && isWin32 && str.indexOf(slash) < 0) {
        str = str.replace(backslash, slash);
      }
      if (enclosure.test(str)) {
        str += slash;
      }
      str += "a";
      do {
        str = pathPosixDirname(str);
      } while (isGlob(str) || globby.test(str));
      return str.replace(escaped, "$1");
    };
  }
});

// node_modules/braces/lib/utils.js
var require_utils = __commonJS({
  "node_modules/braces/lib/utils.js"(exports) {
    "use strict";
    exports.isInteger = (num) => {
      if (typeof num === "number") {
        return Number.isInteger(num);
      }
      if (typeof num === "string" && num.trim() !== "") {
        return Number.isInteger(Number(num));
      }
      return false;
    };
    exports.find = (node, type) => node.nodes.find((node2) => node2.type === type);
    exports.exceedsLimit = (min, max, step = 1, limit) => {
      if (limit === false) return false;
      if (!exports.isInteger(min) || !exports.isInteger(max)) return false;
      return (Number(max) - Number(min)) / Number(step) >= limit;
    };
    exports.escapeNode = (block, n = 0, type) => {
      const node = block.nodes[n];
      if (!node) return;
      if (type && node.type === type || node.type === "open" || node.type === "close") {
        if (node.escaped !== true) {
          node.value = "\\" + node.value;
          node.escaped = true;
        }
      }
    };
    exports.encloseBrace = (node) => {
      if (node.type !== "brace") return false;
      if (node.commas >> 0 + node.ranges >> 0 === 0) {
        node.invalid = true;
        return true;
      }
      return false;
    };
    exports.isInvalidBrace = (block) => {
      if (block.type !== "brace") return false;
      if (block.invalid === true || block.dollar) return true;
      if (block.commas >> 0 + block.ranges >> 0 === 0) {
        block.invalid = true;
        return true;
      }
      if (block.open !== true || block.close !== true) {
        block.invalid = true;
        return true;
      }
      return false;
    };
    exports.isOpenOrClose = (node) => {
      if (node.type === "open" || node.type === "close") {
        return true;
      }
      return node.open === true || node.close === true;
    };
    exports.reduce = (nodes) => nodes.reduce((acc, node) => {
      if (node.type === "text") acc.push(node.value);
      if (node.type === "range") node.type = "text";
      return acc;
    }, []);
    exports.flatten = (...args) => {
      const result = [];
      const flat = (arr) => {
        for (let i = 0; i < arr.length; i++) {
          const ele = arr[i];
          if (Array.isArray(ele)) {
            flat(ele);
            continue;
          }
          if (ele !== void 0) {
            result.push(ele);
          }
        }
        return result;
      };
      flat(args);
      return result;
    };
  }
});

// node_modules/braces/lib/stringify.js
var require_stringify = __commonJS({
  "node_modules/braces/lib/stringify.js"(exports, module) {
    "use strict";
    var utils = require_utils();
    module.exports = (ast, options = {}) => {
      const stringify = (node, parent = {}) => {
        const invalidBlock = options.escapeInvalid && utils.isInvalidBrace(parent);
        const invalidNode = node.invalid === true && options.escapeInvalid === true;
        let output = "";
        if (node.value) {
          if ((invalidBlock || invalidNode) && utils.isOpenOrClose(node)) {
            return "\\" + node.value;
          }
          return node.value;
        }
        if (node.value) {
          return node.value;
        }
        if (node.nodes) {
          for (const child of node.nodes) {
            output += stringify(child);
          }
        }
        return output;
      };
      return stringify(ast);
    };
  }
});

// node_modules/is-number/index.js
var require_is_number = __commonJS({
  "node_modules/is-number/index.js"(exports, module) {
    "use strict";
    module.exports = function(num) {
      if (typeof num === "number") {
        return num - num === 0;
      }
      if (typeof num === "string" && num.trim() !== "") {
        return Number.isFinite ? Number.isFinite(+num) : isFinite(+num);
      }
      return false;
    };
  }
});

// node_modules/to-regex-range/index.js
var require_to_regex_range = __commonJS({
  "node_modules/to-regex-range/index.js"(exports, module) {
    "use strict";
    var isNumber = require_is_number();
    var toRegexRange = (min, max, options) => {
      if (isNumber(min) === false) {
        throw new TypeError("toRegexRange: expected the first argument to be a number");
      }
      if (max === void 0 || min === max) {
        return String(min);
      }
      if (isNumber(max) === false) {
        throw new TypeError("toRegexRange: expected the second argument to be a number.");
      }
      let opts = { relaxZeros: true, ...options };
      if (typeof opts.strictZeros === "boolean") {
        opts.relaxZeros = opts.strictZeros === false;
      }
      let relax = String(opts.relaxZeros);
      let shorthand = String(opts.shorthand);
      let capture = String(opts.capture);
      let wrap = String(opts.wrap);
      let cacheKey = min + ":" + max + "=" + relax + shorthand + capture + wrap;
      if (toRegexRange.cache.hasOwnProperty(cacheKey)) {
        return toRegexRange.cache[cacheKey].result;
      }
      let a = Math.min(min, max);
      let b = Math.max(min, max);
      if (Math.abs(a - b) === 1) {
        let result = min + "|" + max;
        if (opts.capture) {
          return `(${result})`;
        }
        if (opts.wrap === false) {
          return result;
        }
        return `(?:${result})`;
      }
      let isPadded = hasPadding(min) || hasPadding(max);
      let state = { min, max, a, b };
      let positives = [];
      let negatives = [];
      if (isPadded) {
        state.isPadded = isPadded;
        state.maxLen = String(state.max).length;
      }
      if (a < 0) {
        let newMin = b < 0 ? Math.abs(b) : 1;
        negatives = splitToPatterns(newMin, Math.abs(a), state, opts);
        a = state.a = 0;
      }
      if (b >= 0) {
        positives = splitToPatterns(a, b, state, opts);
      }
      state.negatives = negatives;
      state.positives = positives;
      state.result = collatePatterns(negatives, positives, opts);
      if (opts.capture === true) {
        state.result = `(${state.result})`;
      } else if (opts.wrap !== false && positives.length + negatives.length > 1) {
        state.result = `(?:${state.result})`;
      }
      toRegexRange.cache[cacheKey] = state;
      return state.result;
    };
    function collatePatterns(neg, pos, options) {
      let onlyNegative = filterPatterns(neg, pos, "-", false, options) || [];
      let onlyPositive = filterPatterns(pos, neg, "", false, options) || [];
      let intersected = filterPatterns(neg, pos, "-?", true, options) || [];
      let subpatterns = onlyNegative.concat(intersected).concat(onlyPositive);
      return subpatterns.join("|");
    }
    function splitToRanges(min, max) {
      let nines = 1;
      let zeros = 1;
      let stop = countNines(min, nines);
      let stops = /* @__PURE__ */ new Set([max]);
      while (min <= stop && stop <= max) {
        stops.add(stop);
        nines += 1;
        stop = countNines(min, nines);
      }
      stop = countZeros(max + 1, zeros) - 1;
      while (min < stop && stop <= max) {
        stops.add(stop);
        zeros += 1;
        stop = countZeros(max + 1, zeros) - 1;
      }
      stops = [...stops];
      stops.sort(compare);
      return stops;
    }
    function rangeToPattern(start, stop, options) {
      if (start === stop) {
        return { pattern: start, count: [], digits: 0 };
      }
      let zipped = zip(start, stop);
      let digits = zipped.length;
      let pattern = "";
      let count = 0;
      for (let i = 0; i < digits; i++) {
        let [startDigit, stopDigit] = zipped[i];
        if (startDigit === stopDigit) {
          pattern += startDigit;
        } else if (startDigit !== "0" || stopDigit !== "9") {
          pattern += toCharacterClass(startDigit, stopDigit, options);
        } else {
          count++;
        }
      }
      if (count) {
        pattern += options.shorthand === true ? "\\d" : "[0-9]";
      }
      return { pattern, count: [count], digits };
    }
    function splitToPatterns(min, max, tok, options) {
      let ranges = splitToRanges(min, max);
      let tokens = [];
      let start = min;
      let prev;
      for (let i = 0; i < ranges.length; i++) {
        let max2 = ranges[i];
        let obj = rangeToPattern(String(start), String(max2), options);
        let zeros = "";
        if (!tok.isPadded && prev && prev.pattern === obj.pattern) {
          if (prev.count.length > 1) {
            prev.count.pop();
          }
          prev.count.push(obj.count[0]);
          prev.string = prev.pattern + toQuantifier(prev.count);
          start = max2 + 1;
          continue;
        }
        if (tok.isPadded) {
          zeros = padZeros(max2, tok, options);
        }
        obj.string = zeros + obj.pattern + toQuantifier(obj.count);
        tokens.push(obj);
        start = max2 + 1;
        prev = obj;
      }
      return tokens;
    }
    function filterPatterns(arr, comparison, prefix, intersection, options) {
      let result = [];
      for (let ele of arr) {
        let { string } = ele;
        if (!intersection && !contains(comparison, "string", string)) {
          result.push(prefix + string);
        }
        if (intersection && contains(comparison, "string", string)) {
          result.push(prefix + string);
        }
      }
      return result;
    }
    function zip(a, b) {
      let arr = [];
      for (let i = 0; i < a.length; i++) arr.push([a[i], b[i]]);
      return arr;
    }
    function compare(a, b) {
      return a > b ? 1 : b > a ? -1 : 0;
    }
    function contains(arr, key, val) {
      return arr.some((ele) => ele[key] === val);
    }
    function countNines(min, len) {
      return Number(String(min).slice(0, -len) + "9".repeat(len));
    }
    function countZeros(integer, zeros) {
      return integer - integer % Math.pow(10, zeros);
    }
    function toQuantifier(digits) {
      let [start = 0, stop = ""] = digits;
      if (stop || start > 1) {
        return `{${start + (stop ? "," + stop : "")}}`;
      }
      return "";
    }
    function toCharacterClass(a, b, options) {
      return `[${a}${b - a === 1 ? "" : "-"}${b}]`;
    }
    function hasPadding(str) {
      return /^-?(0+)\d/.test(str);
    }
    function padZeros(value, tok, options) {
      if (!tok.isPadded) {
        return value;
      }
      let diff = Math.abs(tok.maxLen - String(value).length);
      let relax = options.relaxZeros !== false;
      switch (diff) {
        case 0:
          return "";
        case 1:
          return relax ? "0?" : "0";
        case 2:
          return relax ? "0{0,2}" : "00";
        default: {
          return relax ? `0{0,${diff}}` : `0{${diff}}`;
        }
      }
    }
    toRegexRange.cache = {};
    toRegexRange.clearCache = () => toRegexRange.cache = {};
    module.exports = toRegexRange;
  }
});

// node_modules/fill-range/index.js
var require_fill_range = __commonJS({
  "node_modules/fill-range/index.js"(exports, module) {
    "use strict";
    var util = __require("util");
    var toRegexRange = require_to_regex_range();
    var isObject = (val) => val !== null && typeof val === "object" && !Array.isArray(val);
    var transform = (toNumber) => {
      return (value) => toNumber === true ? Number(value) : String(value);
    };
    var isValidValue = (value) => {
      return typeof value === "number" || typeof value === "string" && value !== "";
    };
    var isNumber = (num) => Number.isInteger(+num);
    var zeros = (input2) => {
      let value = `${input2}`;
      let index = -1;
      if (value[0] === "-") value = value.slice(1);
      if (value === "0") return false;
      while (value[++index] === "0") ;
      return index > 0;
    };
    var stringify = (start, end, options) => {
      if (typeof start === "string" || typeof end === "string") {
        return true;
      }
      return options.stringify === true;
    };
    var pad = (input2, maxLength, toNumber) => {
      if (maxLength > 0) {
        let dash = input2[0] === "-" ? "-" : "";
        if (dash) input2 = input2.slice(1);
        input2 = dash + input2.padStart(dash ? maxLength - 1 : maxLength, "0");
      }
      if (toNumber === false) {
        return String(input2);
      }
      return input2;
    };
    var toMaxLen = (input2, maxLength) => {
      let negative = input2[0] === "-" ? "-" : "";
      if (negative) {
        input2 = input2.slice(1);
        maxLength--;
      }
      while (input2.length < maxLength) input2 = "0" + input2;
      return negative ? "-" + input2 : input2;
    };
    var toSequence = (parts, options, maxLen) => {
      parts.negatives.sort((a, b) => a < b ? -1 : a > b ? 1 : 0);
      parts.positives.sort((a, b) => a < b ? -1 : a > b ? 1 : 0);
      let prefix = options.capture ? "" : "?:";
      let positives = "";
      let negatives = "";
      let result;
      if (parts.positives.length) {
        positives = parts.positives.map((v) => toMaxLen(String(v), maxLen)).join("|");
      }
      if (parts.negatives.length) {
        negatives = `-(${prefix}${parts.negatives.map((v) => toMaxLen(String(v), maxLen)).join("|")})`;
      }
      if (positives && negatives) {
        result = `${positives}|${negatives}`;
      } else {
        result = positives || negatives;
      }
      if (options.wrap) {
        return `(${prefix}${result})`;
      }
      return result;
    };
    var toRange = (a, b, isNumbers, options) => {
      if (isNumbers) {
        return toRegexRange(a, b, { wrap: false, ...options });
      }
      let start = String.fromCharCode(a);
      if (a === b) return start;
      let stop = String.fromCharCode(b);
      return `[${start}-${stop}]`;
    };
    var toRegex = (start, end, options) => {
      if (Array.isArray(start)) {
        let wrap = options.wrap === true;
        let prefix = options.capture ? "" : "?:";
        return wrap ? `(${prefix}${start.join("|")})` : start.join("|");
      }
      return toRegexRange(start, end, options);
    };
    var rangeError = (...args) => {
      return new RangeError("Invalid range arguments: " + util.inspect(...args));
    };
    var invalidRange = (start, end, options) => {
      if (options.strictRanges === true) throw rangeError([start, end]);
      return [];
    };
    var invalidStep = (step, options) => {
      if (options.strictRanges === true) {
        throw new TypeError(`Expected step "${step}" to be a number`);
      }
      return [];
    };
    var fillNumbers = (start, end, step = 1, options = {}) => {
      let a = Number(start);
      let b = Number(end);
      if (!Number.isInteger(a) || !Number.isInteger(b)) {
        if (options.strictRanges === true) throw rangeError([start, end]);
        return [];
      }
      if (a === 0) a = 0;
      if (b === 0) b = 0;
      let descending = a > b;
      let startString = String(start);
      let endString = String(end);
      let stepString = String(step);
      step = Math.max(Math.abs(step), 1);
      let padded = zeros(startString) || zeros(endString) || zeros(stepString);
      let maxLen = padded ? Math.max(startString.length, endString.length, stepString.length) : 0;
      let toNumber = padded === false && stringify(start, end, options) === false;
      let format = options.transform || transform(toNumber);
      if (options.toRegex && step === 1) {
        return toRange(toMaxLen(start, maxLen), toMaxLen(end, maxLen), true, options);
      }
      let parts = { negatives: [], positives: [] };
      let push = (num) => parts[num < 0 ? "negatives" : "positives"].push(Math.abs(num));
      let range = [];
      let index = 0;
      while (descending ? a >= b : a <= b) {
        if (options.toRegex === true && step > 1) {
          push(a);
        } else {
          range.push(pad(format(a, index), maxLen, toNumber));
        }
        a = descending ? a - step : a + step;
        index++;
      }
      if (options.toRegex === true) {
        return step > 1 ? toSequence(parts, options, maxLen) : toRegex(range, null, { wrap: false, ...options });
      }
      return range;
    };
    var fillLetters = (start, end, step = 1, options = {}) => {
      if (!isNumber(start) && start.length > 1 || !isNumber(end) && end.length > 1) {
        return invalidRange(start, end, options);
      }
      let format = options.transform || ((val) => String.fromCharCode(val));
      let a = `${start}`.charCodeAt(0);
      let b = `${end}`.charCodeAt(0);
      let descending = a > b;
      let min = Math.min(a, b);
      let max = Math.max(a, b);
      if (options.toRegex && step === 1) {
        return toRange(min, max, false, options);
      }
      let range = [];
      let index = 0;
      while (descending ? a >= b : a <= b) {
        range.push(format(a, index));
        a = descending ? a - step : a + step;
        index++;
      }
      if (options.toRegex === true) {
        return toRegex(range, null, { wrap: false, options });
      }
      return range;
    };
    var fill = (start, end, step, options = {}) => {
      if (end == null && isValidValue(start)) {
        return [start];
      }
      if (!isValidValue(start) || !isValidValue(end)) {
        return invalidRange(start, end, options);
      }
      if (typeof step === "function") {
        return fill(start, end, 1, { transform: step });
      }
      if (isObject(step)) {
        return fill(start, end, 0, step);
      }
      let opts = { ...options };
      if (opts.capture === true) opts.wrap = true;
      step = step || opts.step || 1;
      if (!isNumber(step)) {
        if (step != null && !isObject(step)) return invalidStep(step, opts);
        return fill(start, end, 1, step);
      }
      if (isNumber(start) && isNumber(end)) {
        return fillNumbers(start, end, step, opts);
      }
      return fillLetters(start, end, Math.max(Math.abs(step), 1), opts);
    };
    module.exports = fill;
  }
});

// node_modules/braces/lib/compile.js
var require_compile = __commonJS({
  "node_modules/braces/lib/compile.js"(exports, module) {
    "use strict";
    var fill = require_fill_range();
    var utils = require_utils();
    var compile = (ast, options = {}) => {
      const walk = (node, parent = {}) => {
        const invalidBlock = utils.isInvalidBrace(parent);
        const invalidNode = node.invalid === true && options.escapeInvalid === true;
        const invalid = invalidBlock === true || invalidNode === true;
        const prefix = options.escapeInvalid === true ? "\\" : "";
        let output = "";
        if (node.isOpen === true) {
          return prefix + node.value;
        }
        if (node.isClose === true) {
          console.log("node.isClose", prefix, node.value);
          return prefix + node.value;
        }
        if (node.type === "open") {
          return invalid ? prefix + node.value : "(";
        }
        if (node.type === "close") {
          return invalid ? prefix + node.value : ")";
        }
        if (node.type === "comma") {
          return node.prev.type === "comma" ? "" : invalid ? node.value : "|";
        }
        if (node.value) {
          return node.value;
        }
        if (node.nodes && node.ranges > 0) {
          const args = utils.reduce(node.nodes);
          const range = fill(...args, { ...options, wrap: false, toRegex: true, strictZeros: true });
          if (range.length !== 0) {
            return args.length > 1 && range.length > 1 ? `(${range})` : range;
          }
        }
        if (node.nodes) {
          for (const child of node.nodes) {
            output += walk(child, node);
          }
        }
        return output;
      };
      return walk(ast);
    };
    module.exports = compile;
  }
});

// node_modules/braces/lib/expand.js
var require_expand = __commonJS({
  "node_modules/braces/lib/expand.js"(exports, module) {
    "use strict";
    var fill = require_fill_range();
    var stringify = require_stringify();
    var utils = require_utils();
    var append = (queue = "", stash = "", enclose = false) => {
      const result = [];
      queue = [].concat(queue);
      stash = [].concat(stash);
      if (!stash.length) return queue;
      if (!queue.length) {
        return enclose ? utils.flatten(stash).map((ele) => `{${ele}}`) : stash;
      }
      for (const item of queue) {
        if (Array.isArray(item)) {
          for (const value of item) {
            result.push(append(value, stash, enclose));
          }
        } else {
          for (let ele of stash) {
            if (enclose === true && typeof ele === "string") ele = `{${ele}}`;
            result.push(Array.isArray(ele) ? append(item, ele, enclose) : item + ele);
          }
        }
      }
      return utils.flatten(result);
    };
    var expand = (ast, options = {}) => {
      const rangeLimit = options.rangeLimit === void 0 ? 1e3 : options.rangeLimit;
      const walk = (node, parent = {}) => {
        node.queue = [];
        let p = parent;
        let q = parent.queue;
        while (p.type !== "brace" && p.type !== "root" && p.parent) {
          p = p.parent;
          q = p.queue;
        }
        if (node.invalid || node.dollar) {
          q.push(append(q.pop(), stringify(node, options)));
          return;
        }
        if (node.type === "brace" && node.invalid !== true && node.nodes.length === 2) {
          q.push(append(q.pop(), ["{}"]));
          return;
        }
        if (node.nodes && node.ranges > 0) {
          const args = utils.reduce(node.nodes);
          if (utils.exceedsLimit(...args, options.step, rangeLimit)) {
            throw new RangeError("expanded array length exceeds range limit. Use options.rangeLimit to increase or disable the limit.");
          }
          let range = fill(...args, options);
          if (range.length === 0) {
            range = stringify(node, options);
          }
          q.push(append(q.pop(), range));
          node.nodes = [];
          return;
        }
        const enclose = utils.encloseBrace(node);
        let queue = node.queue;
        let block = node;
        while (block.type !== "brace" && block.type !== "root" && block.parent) {
          block = block.parent;
          queue = block.queue;
        }
        for (let i = 0; i < node.nodes.length; i++) {
          const child = node.nodes[i];
          if (child.type === "comma" && node.type === "brace") {
            if (i === 1) queue.push("");
            queue.push("");
            continue;
          }
          if (child.type === "close") {
            q.push(append(q.pop(), queue, enclose));
            continue;
          }
          if (child.value && child.type !== "open") {
            queue.push(append(queue.pop(), child.value));
            continue;
          }
          if (child.nodes) {
            walk(child, node);
          }
        }
        return queue;
      };
      return utils.flatten(walk(ast));
    };
    module.exports = expand;
  }
});

// node_modules/braces/lib/constants.js
var require_constants = __commonJS({
  "node_modules/braces/lib/constants.js"(exports, module) {
    "use strict";
    module.exports = {
      MAX_LENGTH: 1e4,
      // Digits
      CHAR_0: "0",
      /* 0 */
      CHAR_9: "9",
      /* 9 */
      // Alphabet chars.
      CHAR_UPPERCASE_A: "A",
      /* A */
      CHAR_LOWERCASE_A: "a",
      /* a */
      CHAR_UPPERCASE_Z: "Z",
      /* Z */
      CHAR_LOWERCASE_Z: "z",
      /* z */
      CHAR_LEFT_PARENTHESES: "(",
      /* ( */
      CHAR_RIGHT_PARENTHESES: ")",
      /* ) */
      CHAR_ASTERISK: "*",
      /* * */
      // Non-alphabetic chars.
      CHAR_AMPERSAND: "&",
      /* & */
      CHAR_AT: "@",
      /* @ */
      CHAR_BACKSLASH: "\\",
      /* \ */
      CHAR_BACKTICK: "`",
      /* ` */
      CHAR_CARRIAGE_RETURN: "\r",
      /* \r */
      CHAR_CIRCUMFLEX_ACCENT: "^",
      /* ^ */
      CHAR_COLON: ":",
      /* : */
      CHAR_COMMA: ",",
      /* , */
      CHAR_DOLLAR: "$",
      /* . */
      CHAR_DOT: ".",
      /* . */
      CHAR_DOUBLE_QUOTE: '"',
      /* " */
      CHAR_EQUAL: "=",
      /* = */
      CHAR_EXCLAMATION_MARK: "!",
      /* ! */
      CHAR_FORM_FEED: "\f",
      /* \f */
      CHAR_FORWARD_SLASH: "/",
      /* / */
      CHAR_HASH: "#",
      /* # */
      CHAR_HYPHEN_MINUS: "-",
      /* - */
      CHAR_LEFT_ANGLE_BRACKET: "<",
      /* < */
      CHAR_LEFT_CURLY_BRACE: "{",
      /* { */
      CHAR_LEFT_SQUARE_BRACKET: "[",
      /* [ */
      CHAR_LINE_FEED: "\n",
      /* \n */
      CHAR_NO_BREAK_SPACE: "\xA0",
      /* \u00A0 */
      CHAR_PERCENT: "%",
      /* % */
      CHAR_PLUS: "+",
      /* + */
      CHAR_QUESTION_MARK: "?",
      /* ? */
      CHAR_RIGHT_ANGLE_BRACKET: ">",
      /* > */
      CHAR_RIGHT_CURLY_BRACE: "}",
      /* } */
      CHAR_RIGHT_SQUARE_BRACKET: "]",
      /* ] */
      CHAR_SEMICOLON: ";",
      /* ; */
      CHAR_SINGLE_QUOTE: "'",
      /* ' */
      CHAR_SPACE: " ",
      /*   */
      CHAR_TAB: "	",
      /* \t */
      CHAR_UNDERSCORE: "_",
      /* _ */
      CHAR_VERTICAL_LINE: "|",
      /* | */
      CHAR_ZERO_WIDTH_NOBREAK_SPACE: "\uFEFF"
      /* \uFEFF */
    };
  }
});

// node_modules/braces/lib/parse.js
var require_parse = __commonJS({
  "node_modules/braces/lib/parse.js"(exports, module) {
    "use strict";
    var stringify = require_stringify();
    var {
      MAX_LENGTH,
      CHAR_BACKSLASH,
      /* \ */
      CHAR_BACKTICK,
      /* ` */
      CHAR_COMMA,
      /* , */
      CHAR_DOT,
      /* . */
      CHAR_LEFT_PARENTHESES,
      /* ( */
      CHAR_RIGHT_PARENTHESES,
      /* ) */
      CHAR_LEFT_CURLY_BRACE,
      /* { */
      CHAR_RIGHT_CURLY_BRACE,
      /* } */
      CHAR_LEFT_SQUARE_BRACKET,
      /* [ */
      CHAR_RIGHT_SQUARE_BRACKET,
      /* ] */
      CHAR_DOUBLE_QUOTE,
      /* " */
      CHAR_SINGLE_QUOTE,
      /* ' */
      CHAR_NO_BREAK_SPACE,
      CHAR_ZERO_WIDTH_NOBREAK_SPACE
    } = require_constants();
    var parse = (input2, options = {}) => {
      if (typeof input2 !== "string") {
        throw new TypeError("Expected a string");
      }
      const opts = options || {};
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      if (input2.length > max) {
        throw new SyntaxError(`Input length (${input2.length}), exceeds max characters (${max})`);
      }
      const ast = { type: "root", input: input2, nodes: [] };
      const stack = [ast];
      let block = ast;
      let prev = ast;
      let brackets = 0;
      const length = input2.length;
      let index = 0;
      let depth = 0;
      let value;
      const advance = () => input2[index++];
      const push = (node) => {
        if (node.type === "text" && prev.type === "dot") {
          prev.type = "text";
        }
        if (prev && prev.type === "text" && node.type === "text") {
          prev.value += node.value;
          return;
        }
        block.nodes.push(node);
        node.parent = block;
        node.prev = prev;
        prev = node;
        return node;
      };
      push({ type: "bos" });
      while (index < length) {
        block = stack[stack.length - 1];
        value = advance();
        if (value === CHAR_ZERO_WIDTH_NOBREAK_SPACE || value === CHAR_NO_BREAK_SPACE) {
          continue;
        }
        if (value === CHAR_BACKSLASH) {
          push({ type: "text", value: (options.keepEscaping ? value : "") + advance() });
          continue;
        }
        if (value === CHAR_RIGHT_SQUARE_BRACKET) {
          push({ type: "text", value: "\\" + value });
          continue;
        }
        if (value === CHAR_LEFT_SQUARE_BRACKET) {
          brackets++;
          let next;
          while (index < length && (next = advance())) {
            value += next;
            if (next === CHAR_LEFT_SQUARE_BRACKET) {
              brackets++;
              continue;
            }
            if (next === CHAR_BACKSLASH) {
              value += advance();
              continue;
            }
            if (next === CHAR_RIGHT_SQUARE_BRACKET) {
              brackets--;
              if (brackets === 0) {
                break;
              }
            }
          }
          push({ type: "text", value });
          continue;
        }
        if (value === CHAR_LEFT_PARENTHESES) {
          block = push({ type: "paren", nodes: [] });
          stack.push(block);
          push({ type: "text", value });
          continue;
        }
        if (value === CHAR_RIGHT_PARENTHESES) {
          if (block.type !== "paren") {
            push({ type: "text", value });
            continue;
          }
          block = stack.pop();
          push({ type: "text", value });
          block = stack[stack.length - 1];
          continue;
        }
        if (value === CHAR_DOUBLE_QUOTE || value === CHAR_SINGLE_QUOTE || value === CHAR_BACKTICK) {
          const open5 = value;
          let next;
          if (options.keepQuotes !== true) {
            value = "";
          }
          while (index < length && (next = advance())) {
            if (next === CHAR_BACKSLASH) {
              value += next + advance();
              continue;
            }
            if (next === open5) {
              if (options.keepQuotes === true) value += next;
              break;
            }
            value += next;
          }
          push({ type: "text", value });
          continue;
        }
        if (value === CHAR_LEFT_CURLY_BRACE) {
          depth++;
          const dollar = prev.value && prev.value.slice(-1) === "$" || block.dollar === true;
          const brace = {
            type: "brace",
            open: true,
            close: false,
            dollar,
            depth,
            commas: 0,
            ranges: 0,
            nodes: []
          };
          block = push(brace);
          stack.push(block);
          push({ type: "open", value });
          continue;
        }
        if (value === CHAR_RIGHT_CURLY_BRACE) {
          if (block.type !== "brace") {
            push({ type: "text", value });
            continue;
          }
          const type = "close";
          block = stack.pop();
          block.close = true;
          push({ type, value });
          depth--;
          block = stack[stack.length - 1];
          continue;
        }
        if (value === CHAR_COMMA && depth > 0) {
          if (block.ranges > 0) {
            block.ranges = 0;
            const open5 = block.nodes.shift();
            block.nodes = [open5, { type: "text", value: stringify(block) }];
          }
          push({ type: "comma", value });
          block.commas++;
          continue;
        }
        if (value === CHAR_DOT && depth > 0 && block.commas === 0) {
          const siblings = block.nodes;
          if (depth === 0 || siblings.length === 0) {
            push({ type: "text", value });
            continue;
          }
          if (prev.type === "dot") {
            block.range = [];
            prev.value += value;
            prev.type = "range";
            if (block.nodes.length !== 3 && block.nodes.length !== 5) {
              block.invalid = true;
              block.ranges = 0;
              prev.type = "text";
              continue;
            }
            block.ranges++;
            block.args = [];
            continue;
          }
          if (prev.type === "range") {
            siblings.pop();
            const before = siblings[siblings.length - 1];
            before.value += prev.value + value;
            prev = before;
            block.ranges--;
            continue;
          }
          push({ type: "dot", value });
          continue;
        }
        push({ type: "text", value });
      }
      do {
        block = stack.pop();
        if (block.type !== "root") {
          block.nodes.forEach((node) => {
            if (!node.nodes) {
              if (node.type === "open") node.isOpen = true;
              if (node.type === "close") node.isClose = true;
              if (!node.nodes) node.type = "text";
              node.invalid = true;
            }
          });
          const parent = stack[stack.length - 1];
          const index2 = parent.nodes.indexOf(block);
          parent.nodes.splice(index2, 1, ...block.nodes);
        }
      } while (stack.length > 0);
      push({ type: "eos" });
      return ast;
    };
    module.exports = parse;
  }
});

// node_modules/braces/index.js
var require_braces = __commonJS({
  "node_modules/braces/index.js"(exports, module) {
    "use strict";
    var stringify = require_stringify();
    var compile = require_compile();
    var expand = require_expand();
    var parse = require_parse();
    var braces = (input2, options = {}) => {
      let output = [];
      if (Array.isArray(input2)) {
        for (const pattern of input2) {
          const result = braces.create(pattern, options);
          if (Array.isArray(result)) {
            output.push(...result);
          } else {
            output.push(result);
          }
        }
      } else {
        output = [].concat(braces.create(input2, options));
      }
      if (options && options.expand === true && options.nodupes === true) {
        output = [...new Set(output)];
      }
      return output;
    };
    braces.parse = (input2, options = {}) => parse(input2, options);
    braces.stringify = (input2, options = {}) => {
      if (typeof input2 === "string") {
        return stringify(braces.parse(input2, options), options);
      }
      return stringify(input2, options);
    };
    braces.compile = (input2, options = {}) => {
      if (typeof input2 === "string") {
        input2 = braces.parse(input2, options);
      }
      return compile(input2, options);
    };
    braces.expand = (input2, options = {}) => {
      if (typeof input2 === "string") {
        input2 = braces.parse(input2, options);
      }
      let result = expand(input2, options);
      if (options.noempty === true) {
        result = result.filter(Boolean);
      }
      if (options.nodupes === true) {
        result = [...new Set(result)];
      }
      return result;
    };
    braces.create = (input2, options = {}) => {
      if (input2 === "" || input2.length < 3) {
        return [input2];
      }
      return options.expand !== true ? braces.compile(input2, options) : braces.expand(input2, options);
    };
    module.exports = braces;
  }
});

// node_modules/micromatch/node_modules/picomatch/lib/constants.js
var require_constants2 = __commonJS({
  "node_modules/micromatch/node_modules/picomatch/lib/constants.js"(exports, module) {
    "use strict";
    var path10 = __require("path");
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
      START_ANCHOR
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
      END_ANCHOR: `(?:[${WIN_SLASH}]|$)`
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
    module.exports = {
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
      SEP: path10.sep,
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

// node_modules/micromatch/node_modules/picomatch/lib/utils.js
var require_utils2 = __commonJS({
  "node_modules/micromatch/node_modules/picomatch/lib/utils.js"(exports) {
    "use strict";
    var path10 = __require("path");
    var win32 = process.platform === "win32";
    var {
      REGEX_BACKSLASH,
      REGEX_REMOVE_BACKSLASH,
      REGEX_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_GLOBAL
    } = require_constants2();
    exports.isObject = (val) => val !== null && typeof val === "object" && !Array.isArray(val);
    exports.hasRegexChars = (str) => REGEX_SPECIAL_CHARS.test(str);
    exports.isRegexChar = (str) => str.length === 1 && exports.hasRegexChars(str);
    exports.escapeRegex = (str) => str.replace(REGEX_SPECIAL_CHARS_GLOBAL, "\\$1");
    exports.toPosixSlashes = (str) => str.replace(REGEX_BACKSLASH, "/");
    exports.removeBackslashes = (str) => {
      return str.replace(REGEX_REMOVE_BACKSLASH, (match) => {
        return match === "\\" ? "" : match;
      });
    };
    exports.supportsLookbehinds = () => {
      const segs = process.version.slice(1).split(".").map(Number);
      if (segs.length === 3 && segs[0] >= 9 || segs[0] === 8 && segs[1] >= 10) {
        return true;
      }
      return false;
    };
    exports.isWindows = (options) => {
      if (options && typeof options.windows === "boolean") {
        return options.windows;
      }
      return win32 === true || path10.sep === "\\";
    };
    exports.escapeLast = (input2, char, lastIdx) => {
      const idx = input2.lastIndexOf(char, lastIdx);
      if (idx === -1) return input2;
      if (input2[idx - 1] === "\\") return exports.escapeLast(input2, char, idx - 1);
      return `${input2.slice(0, idx)}\\${input2.slice(idx)}`;
    };
    exports.removePrefix = (input2, state = {}) => {
      let output = input2;
      if (output.startsWith("./")) {
        output = output.slice(2);
        state.prefix = "./";
      }
      return output;
    };
    exports.wrapOutput = (input2, state = {}, options = {}) => {
      const prepend = options.contains ? "" : "^";
      const append = options.contains ? "" : "$";
      let output = `${prepend}(?:${input2})${append}`;
      if (state.negated === true) {
        output = `(?:^(?!${output}).*$)`;
      }
      return output;
    };
  }
});

// node_modules/micromatch/node_modules/picomatch/lib/scan.js
var require_scan = __commonJS({
  "node_modules/micromatch/node_modules/picomatch/lib/scan.js"(exports, module) {
    "use strict";
    var utils = require_utils2();
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
    } = require_constants2();
    var isPathSeparator = (code) => {
      return code === CHAR_FORWARD_SLASH || code === CHAR_BACKWARD_SLASH;
    };
    var depth = (token) => {
      if (token.isPrefix !== true) {
        token.depth = token.isGlobstar ? Infinity : 1;
      }
    };
    var scan = (input2, options) => {
      const opts = options || {};
      const length = input2.length - 1;
      const scanToEnd = opts.parts === true || opts.scanToEnd === true;
      const slashes = [];
      const tokens = [];
      const parts = [];
      let str = input2;
      let index = -1;
      let start = 0;
      let lastIndex = 0;
      let isBrace = false;
      let isBracket = false;
      let isGlob = false;
      let isExtglob = false;
      let isGlobstar = false;
      let braceEscaped = false;
      let backslashes = false;
      let negated = false;
      let negatedExtglob = false;
      let finished = false;
      let braces = 0;
      let prev;
      let code;
      let token = { value: "", depth: 0, isGlob: false };
      const eos = () => index >= length;
      const peek = () => str.charCodeAt(index + 1);
      const advance = () => {
        prev = code;
        return str.charCodeAt(++index);
      };
      while (index < length) {
        code = advance();
        let next;
        if (code === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          code = advance();
          if (code === CHAR_LEFT_CURLY_BRACE) {
            braceEscaped = true;
          }
          continue;
        }
        if (braceEscaped === true || code === CHAR_LEFT_CURLY_BRACE) {
          braces++;
          while (eos() !== true && (code = advance())) {
            if (code === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }
            if (code === CHAR_LEFT_CURLY_BRACE) {
              braces++;
              continue;
            }
            if (braceEscaped !== true && code === CHAR_DOT && (code = advance()) === CHAR_DOT) {
              isBrace = token.isBrace = true;
              isGlob = token.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (braceEscaped !== true && code === CHAR_COMMA) {
              isBrace = token.isBrace = true;
              isGlob = token.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (code === CHAR_RIGHT_CURLY_BRACE) {
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
        if (code === CHAR_FORWARD_SLASH) {
          slashes.push(index);
          tokens.push(token);
          token = { value: "", depth: 0, isGlob: false };
          if (finished === true) continue;
          if (prev === CHAR_DOT && index === start + 1) {
            start += 2;
            continue;
          }
          lastIndex = index + 1;
          continue;
        }
        if (opts.noext !== true) {
          const isExtglobChar = code === CHAR_PLUS || code === CHAR_AT || code === CHAR_ASTERISK || code === CHAR_QUESTION_MARK || code === CHAR_EXCLAMATION_MARK;
          if (isExtglobChar === true && peek() === CHAR_LEFT_PARENTHESES) {
            isGlob = token.isGlob = true;
            isExtglob = token.isExtglob = true;
            finished = true;
            if (code === CHAR_EXCLAMATION_MARK && index === start) {
              negatedExtglob = true;
            }
            if (scanToEnd === true) {
              while (eos() !== true && (code = advance())) {
                if (code === CHAR_BACKWARD_SLASH) {
                  backslashes = token.backslashes = true;
                  code = advance();
                  continue;
                }
                if (code === CHAR_RIGHT_PARENTHESES) {
                  isGlob = token.isGlob = true;
                  finished = true;
                  break;
                }
              }
              continue;
            }
            break;
          }
        }
        if (code === CHAR_ASTERISK) {
          if (prev === CHAR_ASTERISK) isGlobstar = token.isGlobstar = true;
          isGlob = token.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_QUESTION_MARK) {
          isGlob = token.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_LEFT_SQUARE_BRACKET) {
          while (eos() !== true && (next = advance())) {
            if (next === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }
            if (next === CHAR_RIGHT_SQUARE_BRACKET) {
              isBracket = token.isBracket = true;
              isGlob = token.isGlob = true;
              finished = true;
              break;
            }
          }
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (opts.nonegate !== true && code === CHAR_EXCLAMATION_MARK && index === start) {
          negated = token.negated = true;
          start++;
          continue;
        }
        if (opts.noparen !== true && code === CHAR_LEFT_PARENTHESES) {
          isGlob = token.isGlob = true;
          if (scanToEnd === true) {
            while (eos() !== true && (code = advance())) {
              if (code === CHAR_LEFT_PARENTHESES) {
                backslashes = token.backslashes = true;
                code = advance();
                continue;
              }
              if (code === CHAR_RIGHT_PARENTHESES) {
                finished = true;
                break;
              }
            }
            continue;
          }
          break;
        }
        if (isGlob === true) {
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
      }
      if (opts.noext === true) {
        isExtglob = false;
        isGlob = false;
      }
      let base = str;
      let prefix = "";
      let glob = "";
      if (start > 0) {
        prefix = str.slice(0, start);
        str = str.slice(start);
        lastIndex -= start;
      }
      if (base && isGlob === true && lastIndex > 0) {
        base = str.slice(0, lastIndex);
        glob = str.slice(lastIndex);
      } else if (isGlob === true) {
        base = "";
        glob = str;
      } else {
        base = str;
      }
      if (base && base !== "" && base !== "/" && base !== str) {
        if (isPathSeparator(base.charCodeAt(base.length - 1))) {
          base = base.slice(0, -1);
        }
      }
      if (opts.unescape === true) {
        if (glob) glob = utils.removeBackslashes(glob);
        if (base && backslashes === true) {
          base = utils.removeBackslashes(base);
        }
      }
      const state = {
        prefix,
        input: input2,
        start,
        base,
        glob,
        isBrace,
        isBracket,
        isGlob,
        isExtglob,
        isGlobstar,
        negated,
        negatedExtglob
      };
      if (opts.tokens === true) {
        state.maxDepth = 0;
        if (!isPathSeparator(code)) {
          tokens.push(token);
        }
        state.tokens = tokens;
      }
      if (opts.parts === true || opts.tokens === true) {
        let prevIndex;
        for (let idx = 0; idx < slashes.length; idx++) {
          const n = prevIndex ? prevIndex + 1 : start;
          const i = slashes[idx];
          const value = input2.slice(n, i);
          if (opts.tokens) {
            if (idx === 0 && start !== 0) {
              tokens[idx].isPrefix = true;
              tokens[idx].value = prefix;
            } else {
              tokens[idx].value = value;
            }
            depth(tokens[idx]);
            state.maxDepth += tokens[idx].depth;
          }
          if (idx !== 0 || value !== "") {
            parts.push(value);
          }
          prevIndex = i;
        }
        if (prevIndex && prevIndex + 1 < input2.length) {
          const value = input2.slice(prevIndex + 1);
          parts.push(value);
          if (opts.tokens) {
            tokens[tokens.length - 1].value = value;
            depth(tokens[tokens.length - 1]);
            state.maxDepth += tokens[tokens.length - 1].depth;
          }
        }
        state.slashes = slashes;
        state.parts = parts;
      }
      return state;
    };
    module.exports = scan;
  }
});

// node_modules/micromatch/node_modules/picomatch/lib/parse.js
var require_parse2 = __commonJS({
  "node_modules/micromatch/node_modules/picomatch/lib/parse.js"(exports, module) {
    "use strict";
    var constants5 = require_constants2();
    var utils = require_utils2();
    var {
      MAX_LENGTH,
      POSIX_REGEX_SOURCE,
      REGEX_NON_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_BACKREF,
      REPLACEMENTS
    } = constants5;
    var expandRange = (args, options) => {
      if (typeof options.expandRange === "function") {
        return options.expandRange(...args, options);
      }
      args.sort();
      const value = `[${args.join("-")}]`;
      try {
        new RegExp(value);
      } catch (ex) {
        return args.map((v) => utils.escapeRegex(v)).join("..");
      }
      return value;
    };
    var syntaxError = (type, char) => {
      return `Missing ${type}: "${char}" - use "\\\\${char}" to match literal characters`;
    };
    var splitTopLevel = (input2) => {
      const parts = [];
      let bracket = 0;
      let paren = 0;
      let quote = 0;
      let value = "";
      let escaped = false;
      for (const ch of input2) {
        if (escaped === true) {
          value += ch;
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          value += ch;
          escaped = true;
          continue;
        }
        if (ch === '"') {
          quote = quote === 1 ? 0 : 1;
          value += ch;
          continue;
        }
        if (quote === 0) {
          if (ch === "[") {
            bracket++;
          } else if (ch === "]" && bracket > 0) {
            bracket--;
          } else if (bracket === 0) {
            if (ch === "(") {
              paren++;
            } else if (ch === ")" && paren > 0) {
              paren--;
            } else if (ch === "|" && paren === 0) {
              parts.push(value);
              value = "";
              continue;
            }
          }
        }
        value += ch;
      }
      parts.push(value);
      return parts;
    };
    var isPlainBranch = (branch) => {
      let escaped = false;
      for (const ch of branch) {
        if (escaped === true) {
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          escaped = true;
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
      const values = branches.map(normalizeSimpleBranch).filter(Boolean);
      for (let i = 0; i < values.length; i++) {
        for (let j = i + 1; j < values.length; j++) {
          const a = values[i];
          const b = values[j];
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
      let bracket = 0;
      let paren = 0;
      let quote = 0;
      let escaped = false;
      for (let i = 1; i < pattern.length; i++) {
        const ch = pattern[i];
        if (escaped === true) {
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          escaped = true;
          continue;
        }
        if (ch === '"') {
          quote = quote === 1 ? 0 : 1;
          continue;
        }
        if (quote === 1) {
          continue;
        }
        if (ch === "[") {
          bracket++;
          continue;
        }
        if (ch === "]" && bracket > 0) {
          bracket--;
          continue;
        }
        if (bracket > 0) {
          continue;
        }
        if (ch === "(") {
          paren++;
          continue;
        }
        if (ch === ")") {
          paren--;
          if (paren === 0) {
            if (requireEnd === true && i !== pattern.length - 1) {
              return;
            }
            return {
              type: pattern[0],
              body: pattern.slice(2, i),
              end: i
            };
          }
        }
      }
    };
    var getStarExtglobSequenceOutput = (pattern) => {
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
      const source = chars.length === 1 ? utils.escapeRegex(chars[0]) : `[${chars.map((ch) => utils.escapeRegex(ch)).join("")}]`;
      return `${source}*`;
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
    var analyzeRepeatedExtglob = (body, options) => {
      if (options.maxExtglobRecursion === false) {
        return { risky: false };
      }
      const max = typeof options.maxExtglobRecursion === "number" ? options.maxExtglobRecursion : constants5.DEFAULT_MAX_EXTGLOB_RECURSION;
      const branches = splitTopLevel(body).map((branch) => branch.trim());
      if (branches.length > 1) {
        if (branches.some((branch) => branch === "") || branches.some((branch) => /^[*?]+$/.test(branch)) || hasRepeatedCharPrefixOverlap(branches)) {
          return { risky: true };
        }
      }
      for (const branch of branches) {
        const safeOutput = getStarExtglobSequenceOutput(branch);
        if (safeOutput) {
          return { risky: true, safeOutput };
        }
        if (repeatedExtglobRecursion(branch) > max) {
          return { risky: true };
        }
      }
      return { risky: false };
    };
    var parse = (input2, options) => {
      if (typeof input2 !== "string") {
        throw new TypeError("Expected a string");
      }
      input2 = REPLACEMENTS[input2] || input2;
      const opts = { ...options };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      let len = input2.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      const bos = { type: "bos", value: "", output: opts.prepend || "" };
      const tokens = [bos];
      const capture = opts.capture ? "" : "?:";
      const win32 = utils.isWindows(options);
      const PLATFORM_CHARS = constants5.globChars(win32);
      const EXTGLOB_CHARS = constants5.extglobChars(PLATFORM_CHARS);
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
        input: input2,
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
      input2 = utils.removePrefix(input2, state);
      len = input2.length;
      const extglobs = [];
      const braces = [];
      const stack = [];
      let prev = bos;
      let value;
      const eos = () => state.index === len - 1;
      const peek = state.peek = (n = 1) => input2[state.index + n];
      const advance = state.advance = () => input2[++state.index] || "";
      const remaining = () => input2.slice(state.index + 1);
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
          prev.value += tok.value;
          prev.output = (prev.output || "") + tok.value;
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
        const literal = input2.slice(token.startIndex, state.index + 1);
        const body = input2.slice(token.startIndex + 2, state.index);
        const analysis = analyzeRepeatedExtglob(body, opts);
        if ((token.type === "plus" || token.type === "star") && analysis.risky) {
          const safeOutput = analysis.safeOutput ? (token.output ? "" : ONE_CHAR) + (opts.capture ? `(${analysis.safeOutput})` : analysis.safeOutput) : void 0;
          const open5 = tokens[token.tokensIndex];
          open5.type = "text";
          open5.value = literal;
          open5.output = safeOutput || utils.escapeRegex(literal);
          for (let i = token.tokensIndex + 1; i < tokens.length; i++) {
            tokens[i].value = "";
            tokens[i].output = "";
            delete tokens[i].suffix;
          }
          state.output = token.output + open5.output;
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
            const expression = parse(rest, { ...options, fastpaths: false }).output;
            output = token.close = `)${expression})${extglobStar})`;
          }
          if (token.prev.type === "bos") {
            state.negatedExtglob = true;
          }
        }
        push({ type: "paren", extglob: true, value, output });
        decrement("parens");
      };
      if (opts.fastpaths !== false && !/(^[*!]|[/()[\]{}"])/.test(input2)) {
        let backslashes = false;
        let output = input2.replace(REGEX_SPECIAL_CHARS_BACKREF, (m, esc, chars, first, rest, index) => {
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
        if (output === input2 && opts.contains === true) {
          state.output = input2;
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
          const escaped = utils.escapeRegex(prev.value);
          state.output = state.output.slice(0, -prev.value.length);
          if (opts.literalBrackets === true) {
            state.output += escaped;
            prev.value = escaped;
            continue;
          }
          prev.value = `(${capture}${escaped}|${prev.value})`;
          state.output += prev.value;
          continue;
        }
        if (value === "{" && opts.nobrace !== true) {
          increment("braces");
          const open5 = {
            type: "brace",
            value,
            output: "(",
            outputIndex: state.output.length,
            tokensIndex: state.tokens.length
          };
          braces.push(open5);
          push(open5);
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
            const range = [];
            for (let i = arr.length - 1; i >= 0; i--) {
              tokens.pop();
              if (arr[i].type === "brace") {
                break;
              }
              if (arr[i].type !== "dots") {
                range.unshift(arr[i].value);
              }
            }
            output = expandRange(range, opts);
            state.backtrack = true;
          }
          if (brace.comma !== true && brace.dots !== true) {
            const out = state.output.slice(0, brace.outputIndex);
            const toks = state.tokens.slice(brace.tokensIndex);
            brace.value = brace.output = "\\{";
            value = output = "\\}";
            state.output = out;
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
            if (next === "<" && !utils.supportsLookbehinds()) {
              throw new Error("Node.js v10 or higher is required for regex lookbehinds");
            }
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
            const after = input2[state.index + 4];
            if (after && after !== "/") {
              break;
            }
            rest = rest.slice(3);
            consume("/**", 3);
          }
          if (prior.type === "bos" && eos()) {
            prev.type = "globstar";
            prev.value += value;
            prev.output = globstar(opts);
            state.output = prev.output;
            state.globstar = true;
            consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && !afterStar && eos()) {
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
    parse.fastpaths = (input2, options) => {
      const opts = { ...options };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      const len = input2.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      input2 = REPLACEMENTS[input2] || input2;
      const win32 = utils.isWindows(options);
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
      } = constants5.globChars(win32);
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
      const output = utils.removePrefix(input2, state);
      let source = create(output);
      if (source && opts.strictSlashes !== true) {
        source += `${SLASH_LITERAL}?`;
      }
      return source;
    };
    module.exports = parse;
  }
});

// node_modules/micromatch/node_modules/picomatch/lib/picomatch.js
var require_picomatch2 = __commonJS({
  "node_modules/micromatch/node_modules/picomatch/lib/picomatch.js"(exports, module) {
    "use strict";
    var path10 = __require("path");
    var scan = require_scan();
    var parse = require_parse2();
    var utils = require_utils2();
    var constants5 = require_constants2();
    var isObject = (val) => val && typeof val === "object" && !Array.isArray(val);
    var picomatch4 = (glob, options, returnState = false) => {
      if (Array.isArray(glob)) {
        const fns = glob.map((input2) => picomatch4(input2, options, returnState));
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
      const posix = utils.isWindows(options);
      const regex = isState ? picomatch4.compileRe(glob, options) : picomatch4.makeRe(glob, options, false, true);
      const state = regex.state;
      delete regex.state;
      let isIgnored = () => false;
      if (opts.ignore) {
        const ignoreOpts = { ...options, ignore: null, onMatch: null, onResult: null };
        isIgnored = picomatch4(opts.ignore, ignoreOpts, returnState);
      }
      const matcher = (input2, returnObject = false) => {
        const { isMatch, match, output } = picomatch4.test(input2, regex, options, { glob, posix });
        const result = { glob, state, regex, posix, input: input2, output, match, isMatch };
        if (typeof opts.onResult === "function") {
          opts.onResult(result);
        }
        if (isMatch === false) {
          result.isMatch = false;
          return returnObject ? result : false;
        }
        if (isIgnored(input2)) {
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
    picomatch4.test = (input2, regex, options, { glob, posix } = {}) => {
      if (typeof input2 !== "string") {
        throw new TypeError("Expected input to be a string");
      }
      if (input2 === "") {
        return { isMatch: false, output: "" };
      }
      const opts = options || {};
      const format = opts.format || (posix ? utils.toPosixSlashes : null);
      let match = input2 === glob;
      let output = match && format ? format(input2) : input2;
      if (match === false) {
        output = format ? format(input2) : input2;
        match = output === glob;
      }
      if (match === false || opts.capture === true) {
        if (opts.matchBase === true || opts.basename === true) {
          match = picomatch4.matchBase(input2, regex, options, posix);
        } else {
          match = regex.exec(output);
        }
      }
      return { isMatch: Boolean(match), match, output };
    };
    picomatch4.matchBase = (input2, glob, options, posix = utils.isWindows(options)) => {
      const regex = glob instanceof RegExp ? glob : picomatch4.makeRe(glob, options);
      return regex.test(path10.basename(input2));
    };
    picomatch4.isMatch = (str, patterns, options) => picomatch4(patterns, options)(str);
    picomatch4.parse = (pattern, options) => {
      if (Array.isArray(pattern)) return pattern.map((p) => picomatch4.parse(p, options));
      return parse(pattern, { ...options, fastpaths: false });
    };
    picomatch4.scan = (input2, options) => scan(input2, options);
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
    picomatch4.makeRe = (input2, options = {}, returnOutput = false, returnState = false) => {
      if (!input2 || typeof input2 !== "string") {
        throw new TypeError("Expected a non-empty string");
      }
      let parsed = { negated: false, fastpaths: true };
      if (options.fastpaths !== false && (input2[0] === "." || input2[0] === "*")) {
        parsed.output = parse.fastpaths(input2, options);
      }
      if (!parsed.output) {
        parsed = parse(input2, options);
      }
      return picomatch4.compileRe(parsed, options, returnOutput, returnState);
    };
    picomatch4.toRegex = (source, options) => {
      try {
        const opts = options || {};
        return new RegExp(source, opts.flags || (opts.nocase ? "i" : ""));
      } catch (err) {
        if (options && options.debug === true) throw err;
        return /$^/;
      }
    };
    picomatch4.constants = constants5;
    module.exports = picomatch4;
  }
});

// node_modules/micromatch/node_modules/picomatch/index.js
var require_picomatch3 = __commonJS({
  "node_modules/micromatch/node_modules/picomatch/index.js"(exports, module) {
    "use strict";
    module.exports = require_picomatch2();
  }
});

// node_modules/micromatch/index.js
var require_micromatch = __commonJS({
  "node_modules/micromatch/index.js"(exports, module) {
    "use strict";
    var util = __require("util");
    var braces = require_braces();
    var picomatch4 = require_picomatch3();
    var utils = require_utils2();
    var isEmptyString = (v) => v === "" || v === "./";
    var hasBraces = (v) => {
      const index = v.indexOf("{");
      return index > -1 && v.indexOf("}", index) > -1;
    };
    var micromatch = (list, patterns, options) => {
      patterns = [].concat(patterns);
      list = [].concat(list);
      let omit = /* @__PURE__ */ new Set();
      let keep = /* @__PURE__ */ new Set();
      let items = /* @__PURE__ */ new Set();
      let negatives = 0;
      let onResult = (state) => {
        items.add(state.output);
        if (options && options.onResult) {
          options.onResult(state);
        }
      };
      for (let i = 0; i < patterns.length; i++) {
        let isMatch = picomatch4(String(patterns[i]), { ...options, onResult }, true);
        let negated = isMatch.state.negated || isMatch.state.negatedExtglob;
        if (negated) negatives++;
        for (let item of list) {
          let matched = isMatch(item, true);
          let match = negated ? !matched.isMatch : matched.isMatch;
          if (!match) continue;
          if (negated) {
            omit.add(matched.output);
          } else {
            omit.delete(matched.output);
            keep.add(matched.output);
          }
        }
      }
      let result = negatives === patterns.length ? [...items] : [...keep];
      let matches = result.filter((item) => !omit.has(item));
      if (options && matches.length === 0) {
        if (options.failglob === true) {
          throw new Error(`No matches found for "${patterns.join(", ")}"`);
        }
        if (options.nonull === true || options.nullglob === true) {
          return options.unescape ? patterns.map((p) => p.replace(/\\/g, "")) : patterns;
        }
      }
      return matches;
    };
    micromatch.match = micromatch;
    micromatch.matcher = (pattern, options) => picomatch4(pattern, options);
    micromatch.isMatch = (str, patterns, options) => picomatch4(patterns, options)(str);
    micromatch.any = micromatch.isMatch;
    micromatch.not = (list, patterns, options = {}) => {
      patterns = [].concat(patterns).map(String);
      let result = /* @__PURE__ */ new Set();
      let items = [];
      let onResult = (state) => {
        if (options.onResult) options.onResult(state);
        items.push(state.output);
      };
      let matches = new Set(micromatch(list, patterns, { ...options, onResult }));
      for (let item of items) {
        if (!matches.has(item)) {
          result.add(item);
        }
      }
      return [...result];
    };
    micromatch.contains = (str, pattern, options) => {
      if (typeof str !== "string") {
        throw new TypeError(`Expected a string: "${util.inspect(str)}"`);
      }
      if (Array.isArray(pattern)) {
        return pattern.some((p) => micromatch.contains(str, p, options));
      }
      if (typeof pattern === "string") {
        if (isEmptyString(str) || isEmptyString(pattern)) {
          return false;
        }
        if (str.includes(pattern) || str.startsWith("./") && str.slice(2).includes(pattern)) {
          return true;
        }
      }
      return micromatch.isMatch(str, pattern, { ...options, contains: true });
    };
    micromatch.matchKeys = (obj, patterns, options) => {
      if (!utils.isObject(obj)) {
        throw new TypeError("Expected the first argument to be an object");
      }
      let keys = micromatch(Object.keys(obj), patterns, options);
      let res = {};
      for (let key of keys) res[key] = obj[key];
      return res;
    };
    micromatch.some = (list, patterns, options) => {
      let items = [].concat(list);
      for (let pattern of [].concat(patterns)) {
        let isMatch = picomatch4(String(pattern), options);
        if (items.some((item) => isMatch(item))) {
          return true;
        }
      }
      return false;
    };
    micromatch.every = (list, patterns, options) => {
      let items = [].concat(list);
      for (let pattern of [].concat(patterns)) {
        let isMatch = picomatch4(String(pattern), options);
        if (!items.every((item) => isMatch(item))) {
          return false;
        }
      }
      return true;
    };
    micromatch.all = (str, patterns, options) => {
      if (typeof str !== "string") {
        throw new TypeError(`Expected a string: "${util.inspect(str)}"`);
      }
      return [].concat(patterns).every((p) => picomatch4(p, options)(str));
    };
    micromatch.capture = (glob, input2, options) => {
      let posix = utils.isWindows(options);
      let regex = picomatch4.makeRe(String(glob), { ...options, capture: true });
      let match = regex.exec(posix ? utils.toPosixSlashes(input2) : input2);
      if (match) {
        return match.slice(1).map((v) => v === void 0 ? "" : v);
      }
    };
    micromatch.makeRe = (...args) => picomatch4.makeRe(...args);
    micromatch.scan = (...args) => picomatch4.scan(...args);
    micromatch.parse = (patterns, options) => {
      let res = [];
      for (let pattern of [].concat(patterns || [])) {
        for (let str of braces(String(pattern), options)) {
          res.push(picomatch4.parse(str, options));
        }
      }
      return res;
    };
    micromatch.braces = (pattern, options) => {
      if (typeof pattern !== "string") throw new TypeError("Expected a string");
      if (options && options.nobrace === true || !hasBraces(pattern)) {
        return [pattern];
      }
      return braces(pattern, options);
    };
    micromatch.braceExpand = (pattern, options) => {
      if (typeof pattern !== "string") throw new TypeError("Expected a string");
      return micromatch.braces(pattern, { ...options, expand: true });
    };
    micromatch.hasBraces = hasBraces;
    module.exports = micromatch;
  }
});

// node_modules/fast-glob/out/utils/pattern.js
var require_pattern = __commonJS({
  "node_modules/fast-glob/out/utils/pattern.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.isAbsolute = exports.partitionAbsoluteAndRelative = exports.removeDuplicateSlashes = exports.matchAny = exports.convertPatternsToRe = exports.makeRe = exports.getPatternParts = exports.expandBraceExpansion = exports.expandPatternsWithBraceExpansion = exports.isAffectDepthOfReadingPattern = exports.endsWithSlashGlobStar = exports.hasGlobStar = exports.getBaseDirectory = exports.isPatternRelatedToParentDirectory = exports.getPatternsOutsideCurrentDirectory = exports.getPatternsInsideCurrentDirectory = exports.getPositivePatterns = exports.getNegativePatterns = exports.isPositivePattern = exports.isNegativePattern = exports.convertToNegativePattern = exports.convertToPositivePattern = exports.isDynamicPattern = exports.isStaticPattern = void 0;
    var path10 = __require("path");
    var globParent = require_glob_parent();
    var micromatch = require_micromatch();
    var GLOBSTAR = "**";
    var ESCAPE_SYMBOL = "\\";
    var COMMON_GLOB_SYMBOLS_RE = /[*?]|^!/;
    var REGEX_CHARACTER_CLASS_SYMBOLS_RE = /\[[^[]*]/;
    var REGEX_GROUP_SYMBOLS_RE = /(?:^|[^!*+?@])\([^(]*\|[^|]*\)/;
    var GLOB_EXTENSION_SYMBOLS_RE = /[!*+?@]\([^(]*\)/;
    var BRACE_EXPANSION_SEPARATORS_RE = /,|\.\./;
    var DOUBLE_SLASH_RE = /(?!^)\/{2,}/g;
    function isStaticPattern(pattern, options = {}) {
      return !isDynamicPattern(pattern, options);
    }
    exports.isStaticPattern = isStaticPattern;
    function isDynamicPattern(pattern, options = {}) {
      if (pattern === "") {
        return false;
      }
      if (options.caseSensitiveMatch === false || pattern.includes(ESCAPE_SYMBOL)) {
        return true;
      }
      if (COMMON_GLOB_SYMBOLS_RE.test(pattern) || REGEX_CHARACTER_CLASS_SYMBOLS_RE.test(pattern) || REGEX_GROUP_SYMBOLS_RE.test(pattern)) {
        return true;
      }
      if (options.extglob !== false && GLOB_EXTENSION_SYMBOLS_RE.test(pattern)) {
        return true;
      }
      if (options.braceExpansion !== false && hasBraceExpansion(pattern)) {
        return true;
      }
      return false;
    }
    exports.isDynamicPattern = isDynamicPattern;
    function hasBraceExpansion(pattern) {
      const openingBraceIndex = pattern.indexOf("{");
      if (openingBraceIndex === -1) {
        return false;
      }
      const closingBraceIndex = pattern.indexOf("}", openingBraceIndex + 1);
      if (closingBraceIndex === -1) {
        return false;
      }
      const braceContent = pattern.slice(openingBraceIndex, closingBraceIndex);
      return BRACE_EXPANSION_SEPARATORS_RE.test(braceContent);
    }
    function convertToPositivePattern(pattern) {
      return isNegativePattern(pattern) ? pattern.slice(1) : pattern;
    }
    exports.convertToPositivePattern = convertToPositivePattern;
    function convertToNegativePattern(pattern) {
      return "!" + pattern;
    }
    exports.convertToNegativePattern = convertToNegativePattern;
    function isNegativePattern(pattern) {
      return pattern.startsWith("!") && pattern[1] !== "(";
    }
    exports.isNegativePattern = isNegativePattern;
    function isPositivePattern(pattern) {
      return !isNegativePattern(pattern);
    }
    exports.isPositivePattern = isPositivePattern;
    function getNegativePatterns(patterns) {
      return patterns.filter(isNegativePattern);
    }
    exports.getNegativePatterns = getNegativePatterns;
    function getPositivePatterns(patterns) {
      return patterns.filter(isPositivePattern);
    }
    exports.getPositivePatterns = getPositivePatterns;
    function getPatternsInsideCurrentDirectory(patterns) {
      return patterns.filter((pattern) => !isPatternRelatedToParentDirectory(pattern));
    }
    exports.getPatternsInsideCurrentDirectory = getPatternsInsideCurrentDirectory;
    function getPatternsOutsideCurrentDirectory(patterns) {
      return patterns.filter(isPatternRelatedToParentDirectory);
    }
    exports.getPatternsOutsideCurrentDirectory = getPatternsOutsideCurrentDirectory;
    function isPatternRelatedToParentDirectory(pattern) {
      return pattern.startsWith("..") || pattern.startsWith("./..");
    }
    exports.isPatternRelatedToParentDirectory = isPatternRelatedToParentDirectory;
    function getBaseDirectory(pattern) {
      return globParent(pattern, { flipBackslashes: false });
    }
    exports.getBaseDirectory = getBaseDirectory;
    function hasGlobStar(pattern) {
      return pattern.includes(GLOBSTAR);
    }
    exports.hasGlobStar = hasGlobStar;
    function endsWithSlashGlobStar(pattern) {
      return pattern.endsWith("/" + GLOBSTAR);
    }
    exports.endsWithSlashGlobStar = endsWithSlashGlobStar;
    function isAffectDepthOfReadingPattern(pattern) {
      const basename = path10.basename(pattern);
      return endsWithSlashGlobStar(pattern) || isStaticPattern(basename);
    }
    exports.isAffectDepthOfReadingPattern = isAffectDepthOfReadingPattern;
    function expandPatternsWithBraceExpansion(patterns) {
      return patterns.reduce((collection, pattern) => {
        return collection.concat(expandBraceExpansion(pattern));
      }, []);
    }
    exports.expandPatternsWithBraceExpansion = expandPatternsWithBraceExpansion;
    function expandBraceExpansion(pattern) {
      const patterns = micromatch.braces(pattern, { expand: true, nodupes: true, keepEscaping: true });
      patterns.sort((a, b) => a.length - b.length);
      return patterns.filter((pattern2) => pattern2 !== "");
    }
    exports.expandBraceExpansion = expandBraceExpansion;
    function getPatternParts(pattern, options) {
      let { parts } = micromatch.scan(pattern, Object.assign(Object.assign({}, options), { parts: true }));
      if (parts.length === 0) {
        parts = [pattern];
      }
      if (parts[0].startsWith("/")) {
        parts[0] = parts[0].slice(1);
        parts.unshift("");
      }
      return parts;
    }
    exports.getPatternParts = getPatternParts;
    function makeRe(pattern, options) {
      return micromatch.makeRe(pattern, options);
    }
    exports.makeRe = makeRe;
    function convertPatternsToRe(patterns, options) {
      return patterns.map((pattern) => makeRe(pattern, options));
    }
    exports.convertPatternsToRe = convertPatternsToRe;
    function matchAny(entry, patternsRe) {
      return patternsRe.some((patternRe) => patternRe.test(entry));
    }
    exports.matchAny = matchAny;
    function removeDuplicateSlashes(pattern) {
      return pattern.replace(DOUBLE_SLASH_RE, "/");
    }
    exports.removeDuplicateSlashes = removeDuplicateSlashes;
    function partitionAbsoluteAndRelative(patterns) {
      const absolute = [];
      const relative = [];
      for (const pattern of patterns) {
        if (isAbsolute(pattern)) {
          absolute.push(pattern);
        } else {
          relative.push(pattern);
        }
      }
      return [absolute, relative];
    }
    exports.partitionAbsoluteAndRelative = partitionAbsoluteAndRelative;
    function isAbsolute(pattern) {
      return path10.isAbsolute(pattern);
    }
    exports.isAbsolute = isAbsolute;
  }
});

// node_modules/merge2/index.js
var require_merge2 = __commonJS({
  "node_modules/merge2/index.js"(exports, module) {
    "use strict";
    var Stream = __require("stream");
    var PassThrough = Stream.PassThrough;
    var slice = Array.prototype.slice;
    module.exports = merge2;
    function merge2() {
      const streamsQueue = [];
      const args = slice.call(arguments);
      let merging = false;
      let options = args[args.length - 1];
      if (options && !Array.isArray(options) && options.pipe == null) {
        args.pop();
      } else {
        options = {};
      }
      const doEnd = options.end !== false;
      const doPipeError = options.pipeError === true;
      if (options.objectMode == null) {
        options.objectMode = true;
      }
      if (options.highWaterMark == null) {
        options.highWaterMark = 64 * 1024;
      }
      const mergedStream = PassThrough(options);
      function addStream() {
        for (let i = 0, len = arguments.length; i < len; i++) {
          streamsQueue.push(pauseStreams(arguments[i], options));
        }
        mergeStream();
        return this;
      }
      function mergeStream() {
        if (merging) {
          return;
        }
        merging = true;
        let streams = streamsQueue.shift();
        if (!streams) {
          process.nextTick(endStream);
          return;
        }
        if (!Array.isArray(streams)) {
          streams = [streams];
        }
        let pipesCount = streams.length + 1;
        function next() {
          if (--pipesCount > 0) {
            return;
          }
          merging = false;
          mergeStream();
        }
        function pipe(stream) {
          function onend() {
            stream.removeListener("merge2UnpipeEnd", onend);
            stream.removeListener("end", onend);
            if (doPipeError) {
              stream.removeListener("error", onerror);
            }
            next();
          }
          function onerror(err) {
            mergedStream.emit("error", err);
          }
          if (stream._readableState.endEmitted) {
            return next();
          }
          stream.on("merge2UnpipeEnd", onend);
          stream.on("end", onend);
          if (doPipeError) {
            stream.on("error", onerror);
          }
          stream.pipe(mergedStream, { end: false });
          stream.resume();
        }
        for (let i = 0; i < streams.length; i++) {
          pipe(streams[i]);
        }
        next();
      }
      function endStream() {
        merging = false;
        mergedStream.emit("queueDrain");
        if (doEnd) {
          mergedStream.end();
        }
      }
      mergedStream.setMaxListeners(0);
      mergedStream.add = addStream;
      mergedStream.on("unpipe", function(stream) {
        stream.emit("merge2UnpipeEnd");
      });
      if (args.length) {
        addStream.apply(null, args);
      }
      return mergedStream;
    }
    function pauseStreams(streams, options) {
      if (!Array.isArray(streams)) {
        if (!streams._readableState && streams.pipe) {
          streams = streams.pipe(PassThrough(options));
        }
        if (!streams._readableState || !streams.pause || !streams.pipe) {
          throw new Error("Only readable stream can be merged.");
        }
        streams.pause();
      } else {
        for (let i = 0, len = streams.length; i < len; i++) {
          streams[i] = pauseStreams(streams[i], options);
        }
      }
      return streams;
    }
  }
});

// node_modules/fast-glob/out/utils/stream.js
var require_stream = __commonJS({
  "node_modules/fast-glob/out/utils/stream.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.merge = void 0;
    var merge2 = require_merge2();
    function merge(streams) {
      const mergedStream = merge2(streams);
      streams.forEach((stream) => {
        stream.once("error", (error) => mergedStream.emit("error", error));
      });
      mergedStream.once("close", () => propagateCloseEventToSources(streams));
      mergedStream.once("end", () => propagateCloseEventToSources(streams));
      return mergedStream;
    }
    exports.merge = merge;
    function propagateCloseEventToSources(streams) {
      streams.forEach((stream) => stream.emit("close"));
    }
  }
});

// node_modules/fast-glob/out/utils/string.js
var require_string = __commonJS({
  "node_modules/fast-glob/out/utils/string.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.isEmpty = exports.isString = void 0;
    function isString(input2) {
      return typeof input2 === "string";
    }
    exports.isString = isString;
    function isEmpty(input2) {
      return input2 === "";
    }
    exports.isEmpty = isEmpty;
  }
});

// node_modules/fast-glob/out/utils/index.js
var require_utils3 = __commonJS({
  "node_modules/fast-glob/out/utils/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.string = exports.stream = exports.pattern = exports.path = exports.fs = exports.errno = exports.array = void 0;
    var array = require_array();
    exports.array = array;
    var errno = require_errno();
    exports.errno = errno;
    var fs = require_fs();
    exports.fs = fs;
    var path10 = require_path();
    exports.path = path10;
    var pattern = require_pattern();
    exports.pattern = pattern;
    var stream = require_stream();
    exports.stream = stream;
    var string = require_string();
    exports.string = string;
  }
});

// node_modules/fast-glob/out/managers/tasks.js
var require_tasks = __commonJS({
  "node_modules/fast-glob/out/managers/tasks.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.convertPatternGroupToTask = exports.convertPatternGroupsToTasks = exports.groupPatternsByBaseDirectory = exports.getNegativePatternsAsPositive = exports.getPositivePatterns = exports.convertPatternsToTasks = exports.generate = void 0;
    var utils = require_utils3();
    function generate(input2, settings) {
      const patterns = processPatterns(input2, settings);
      const ignore2 = processPatterns(settings.ignore, settings);
      const positivePatterns = getPositivePatterns(patterns);
      const negativePatterns = getNegativePatternsAsPositive(patterns, ignore2);
      const staticPatterns = positivePatterns.filter((pattern) => utils.pattern.isStaticPattern(pattern, settings));
      const dynamicPatterns = positivePatterns.filter((pattern) => utils.pattern.isDynamicPattern(pattern, settings));
      const staticTasks = convertPatternsToTasks(
        staticPatterns,
        negativePatterns,
        /* dynamic */
        false
      );
      const dynamicTasks = convertPatternsToTasks(
        dynamicPatterns,
        negativePatterns,
        /* dynamic */
        true
      );
      return staticTasks.concat(dynamicTasks);
    }
    exports.generate = generate;
    function processPatterns(input2, settings) {
      let patterns = input2;
      if (settings.braceExpansion) {
        patterns = utils.pattern.expandPatternsWithBraceExpansion(patterns);
      }
      if (settings.baseNameMatch) {
        patterns = patterns.map((pattern) => pattern.includes("/") ? pattern : `**/${pattern}`);
      }
      return patterns.map((pattern) => utils.pattern.removeDuplicateSlashes(pattern));
    }
    function convertPatternsToTasks(positive, negative, dynamic) {
      const tasks = [];
      const patternsOutsideCurrentDirectory = utils.pattern.getPatternsOutsideCurrentDirectory(positive);
      const patternsInsideCurrentDirectory = utils.pattern.getPatternsInsideCurrentDirectory(positive);
      const outsideCurrentDirectoryGroup = groupPatternsByBaseDirectory(patternsOutsideCurrentDirectory);
      const insideCurrentDirectoryGroup = groupPatternsByBaseDirectory(patternsInsideCurrentDirectory);
      tasks.push(...convertPatternGroupsToTasks(outsideCurrentDirectoryGroup, negative, dynamic));
      if ("." in insideCurrentDirectoryGroup) {
        tasks.push(convertPatternGroupToTask(".", patternsInsideCurrentDirectory, negative, dynamic));
      } else {
        tasks.push(...convertPatternGroupsToTasks(insideCurrentDirectoryGroup, negative, dynamic));
      }
      return tasks;
    }
    exports.convertPatternsToTasks = convertPatternsToTasks;
    function getPositivePatterns(patterns) {
      return utils.pattern.getPositivePatterns(patterns);
    }
    exports.getPositivePatterns = getPositivePatterns;
    function getNegativePatternsAsPositive(patterns, ignore2) {
      const negative = utils.pattern.getNegativePatterns(patterns).concat(ignore2);
      const positive = negative.map(utils.pattern.convertToPositivePattern);
      return positive;
    }
    exports.getNegativePatternsAsPositive = getNegativePatternsAsPositive;
    function groupPatternsByBaseDirectory(patterns) {
      const group = {};
      return patterns.reduce((collection, pattern) => {
        const base = utils.pattern.getBaseDirectory(pattern);
        if (base in collection) {
          collection[base].push(pattern);
        } else {
          collection[base] = [pattern];
        }
        return collection;
      }, group);
    }
    exports.groupPatternsByBaseDirectory = groupPatternsByBaseDirectory;
    function convertPatternGroupsToTasks(positive, negative, dynamic) {
      return Object.keys(positive).map((base) => {
        return convertPatternGroupToTask(base, positive[base], negative, dynamic);
      });
    }
    exports.convertPatternGroupsToTasks = convertPatternGroupsToTasks;
    function convertPatternGroupToTask(base, positive, negative, dynamic) {
      return {
        dynamic,
        positive,
        negative,
        base,
        patterns: [].concat(positive, negative.map(utils.pattern.convertToNegativePattern))
      };
    }
    exports.convertPatternGroupToTask = convertPatternGroupToTask;
  }
});

// node_modules/@nodelib/fs.stat/out/providers/async.js
var require_async = __commonJS({
  "node_modules/@nodelib/fs.stat/out/providers/async.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.read = void 0;
    function read(path10, settings, callback) {
      settings.fs.lstat(path10, (lstatError, lstat) => {
        if (lstatError !== null) {
          callFailureCallback(callback, lstatError);
          return;
        }
        if (!lstat.isSymbolicLink() || !settings.followSymbolicLink) {
          callSuccessCallback(callback, lstat);
          return;
        }
        settings.fs.stat(path10, (statError, stat4) => {
          if (statError !== null) {
            if (settings.throwErrorOnBrokenSymbolicLink) {
              callFailureCallback(callback, statError);
              return;
            }
            callSuccessCallback(callback, lstat);
            return;
          }
          if (settings.markSymbolicLink) {
            stat4.isSymbolicLink = () => true;
          }
          callSuccessCallback(callback, stat4);
        });
      });
    }
    exports.read = read;
    function callFailureCallback(callback, error) {
      callback(error);
    }
    function callSuccessCallback(callback, result) {
      callback(null, result);
    }
  }
});

// node_modules/@nodelib/fs.stat/out/providers/sync.js
var require_sync = __commonJS({
  "node_modules/@nodelib/fs.stat/out/providers/sync.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.read = void 0;
    function read(path10, settings) {
      const lstat = settings.fs.lstatSync(path10);
      if (!lstat.isSymbolicLink() || !settings.followSymbolicLink) {
        return lstat;
      }
      try {
        const stat4 = settings.fs.statSync(path10);
        if (settings.markSymbolicLink) {
          stat4.isSymbolicLink = () => true;
        }
        return stat4;
      } catch (error) {
        if (!settings.throwErrorOnBrokenSymbolicLink) {
          return lstat;
        }
        throw error;
      }
    }
    exports.read = read;
  }
});

// node_modules/@nodelib/fs.stat/out/adapters/fs.js
var require_fs2 = __commonJS({
  "node_modules/@nodelib/fs.stat/out/adapters/fs.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.createFileSystemAdapter = exports.FILE_SYSTEM_ADAPTER = void 0;
    var fs = __require("fs");
    exports.FILE_SYSTEM_ADAPTER = {
      lstat: fs.lstat,
      stat: fs.stat,
      lstatSync: fs.lstatSync,
      statSync: fs.statSync
    };
    function createFileSystemAdapter(fsMethods) {
      if (fsMethods === void 0) {
        return exports.FILE_SYSTEM_ADAPTER;
      }
      return Object.assign(Object.assign({}, exports.FILE_SYSTEM_ADAPTER), fsMethods);
    }
    exports.createFileSystemAdapter = createFileSystemAdapter;
  }
});

// node_modules/@nodelib/fs.stat/out/settings.js
var require_settings = __commonJS({
  "node_modules/@nodelib/fs.stat/out/settings.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var fs = require_fs2();
    var Settings = class {
      constructor(_options = {}) {
        this._options = _options;
        this.followSymbolicLink = this._getValue(this._options.followSymbolicLink, true);
        this.fs = fs.createFileSystemAdapter(this._options.fs);
        this.markSymbolicLink = this._getValue(this._options.markSymbolicLink, false);
        this.throwErrorOnBrokenSymbolicLink = this._getValue(this._options.throwErrorOnBrokenSymbolicLink, true);
      }
      _getValue(option, value) {
        return option !== null && option !== void 0 ? option : value;
      }
    };
    exports.default = Settings;
  }
});

// node_modules/@nodelib/fs.stat/out/index.js
var require_out = __commonJS({
  "node_modules/@nodelib/fs.stat/out/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.statSync = exports.stat = exports.Settings = void 0;
    var async = require_async();
    var sync = require_sync();
    var settings_1 = require_settings();
    exports.Settings = settings_1.default;
    function stat4(path10, optionsOrSettingsOrCallback, callback) {
      if (typeof optionsOrSettingsOrCallback === "function") {
        async.read(path10, getSettings(), optionsOrSettingsOrCallback);
        return;
      }
      async.read(path10, getSettings(optionsOrSettingsOrCallback), callback);
    }
    exports.stat = stat4;
    function statSync(path10, optionsOrSettings) {
      const settings = getSettings(optionsOrSettings);
      return sync.read(path10, settings);
    }
    exports.statSync = statSync;
    function getSettings(settingsOrOptions = {}) {
      if (settingsOrOptions instanceof settings_1.default) {
        return settingsOrOptions;
      }
      return new settings_1.default(settingsOrOptions);
    }
  }
});

// node_modules/queue-microtask/index.js
var require_queue_microtask = __commonJS({
  "node_modules/queue-microtask/index.js"(exports, module) {
    var promise;
    module.exports = typeof queueMicrotask === "function" ? queueMicrotask.bind(typeof window !== "undefined" ? window : global) : (cb) => (promise || (promise = Promise.resolve())).then(cb).catch((err) => setTimeout(() => {
      throw err;
    }, 0));
  }
});

// node_modules/run-parallel/index.js
var require_run_parallel = __commonJS({
  "node_modules/run-parallel/index.js"(exports, module) {
    module.exports = runParallel;
    var queueMicrotask2 = require_queue_microtask();
    function runParallel(tasks, cb) {
      let results, pending, keys;
      let isSync = true;
      if (Array.isArray(tasks)) {
        results = [];
        pending = tasks.length;
      } else {
        keys = Object.keys(tasks);
        results = {};
        pending = keys.length;
      }
      function done(err) {
        function end() {
          if (cb) cb(err, results);
          cb = null;
        }
        if (isSync) queueMicrotask2(end);
        else end();
      }
      function each(i, err, result) {
        results[i] = result;
        if (--pending === 0 || err) {
          done(err);
        }
      }
      if (!pending) {
        done(null);
      } else if (keys) {
        keys.forEach(function(key) {
          tasks[key](function(err, result) {
            each(key, err, result);
          });
        });
      } else {
        tasks.forEach(function(task, i) {
          task(function(err, result) {
            each(i, err, result);
          });
        });
      }
      isSync = false;
    }
  }
});

// node_modules/@nodelib/fs.scandir/out/constants.js
var require_constants3 = __commonJS({
  "node_modules/@nodelib/fs.scandir/out/constants.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.IS_SUPPORT_READDIR_WITH_FILE_TYPES = void 0;
    var NODE_PROCESS_VERSION_PARTS = process.versions.node.split(".");
    if (NODE_PROCESS_VERSION_PARTS[0] === void 0 || NODE_PROCESS_VERSION_PARTS[1] === void 0) {
      throw new Error(`Unexpected behavior. The 'process.versions.node' variable has invalid value: ${process.versions.node}`);
    }
    var MAJOR_VERSION = Number.parseInt(NODE_PROCESS_VERSION_PARTS[0], 10);
    var MINOR_VERSION = Number.parseInt(NODE_PROCESS_VERSION_PARTS[1], 10);
    var SUPPORTED_MAJOR_VERSION = 10;
    var SUPPORTED_MINOR_VERSION = 10;
    var IS_MATCHED_BY_MAJOR = MAJOR_VERSION > SUPPORTED_MAJOR_VERSION;
    var IS_MATCHED_BY_MAJOR_AND_MINOR = MAJOR_VERSION === SUPPORTED_MAJOR_VERSION && MINOR_VERSION >= SUPPORTED_MINOR_VERSION;
    exports.IS_SUPPORT_READDIR_WITH_FILE_TYPES = IS_MATCHED_BY_MAJOR || IS_MATCHED_BY_MAJOR_AND_MINOR;
  }
});

// node_modules/@nodelib/fs.scandir/out/utils/fs.js
var require_fs3 = __commonJS({
  "node_modules/@nodelib/fs.scandir/out/utils/fs.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.createDirentFromStats = void 0;
    var DirentFromStats = class {
      constructor(name, stats) {
        this.name = name;
        this.isBlockDevice = stats.isBlockDevice.bind(stats);
        this.isCharacterDevice = stats.isCharacterDevice.bind(stats);
        this.isDirectory = stats.isDirectory.bind(stats);
        this.isFIFO = stats.isFIFO.bind(stats);
        this.isFile = stats.isFile.bind(stats);
        this.isSocket = stats.isSocket.bind(stats);
        this.isSymbolicLink = stats.isSymbolicLink.bind(stats);
      }
    };
    function createDirentFromStats(name, stats) {
      return new DirentFromStats(name, stats);
    }
    exports.createDirentFromStats = createDirentFromStats;
  }
});

// node_modules/@nodelib/fs.scandir/out/utils/index.js
var require_utils4 = __commonJS({
  "node_modules/@nodelib/fs.scandir/out/utils/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.fs = void 0;
    var fs = require_fs3();
    exports.fs = fs;
  }
});

// node_modules/@nodelib/fs.scandir/out/providers/common.js
var require_common = __commonJS({
  "node_modules/@nodelib/fs.scandir/out/providers/common.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.joinPathSegments = void 0;
    function joinPathSegments(a, b, separator) {
      if (a.endsWith(separator)) {
        return a + b;
      }
      return a + separator + b;
    }
    exports.joinPathSegments = joinPathSegments;
  }
});

// node_modules/@nodelib/fs.scandir/out/providers/async.js
var require_async2 = __commonJS({
  "node_modules/@nodelib/fs.scandir/out/providers/async.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.readdir = exports.readdirWithFileTypes = exports.read = void 0;
    var fsStat = require_out();
    var rpl = require_run_parallel();
    var constants_1 = require_constants3();
    var utils = require_utils4();
    var common = require_common();
    function read(directory, settings, callback) {
      if (!settings.stats && constants_1.IS_SUPPORT_READDIR_WITH_FILE_TYPES) {
        readdirWithFileTypes(directory, settings, callback);
        return;
      }
      readdir2(directory, settings, callback);
    }
    exports.read = read;
    function readdirWithFileTypes(directory, settings, callback) {
      settings.fs.readdir(directory, { withFileTypes: true }, (readdirError, dirents) => {
        if (readdirError !== null) {
          callFailureCallback(callback, readdirError);
          return;
        }
        const entries = dirents.map((dirent) => ({
          dirent,
          name: dirent.name,
          path: common.joinPathSegments(directory, dirent.name, settings.pathSegmentSeparator)
        }));
        if (!settings.followSymbolicLinks) {
          callSuccessCallback(callback, entries);
          return;
        }
        const tasks = entries.map((entry) => makeRplTaskEntry(entry, settings));
        rpl(tasks, (rplError, rplEntries) => {
          if (rplError !== null) {
            callFailureCallback(callback, rplError);
            return;
          }
          callSuccessCallback(callback, rplEntries);
        });
      });
    }
    exports.readdirWithFileTypes = readdirWithFileTypes;
    function makeRplTaskEntry(entry, settings) {
      return (done) => {
        if (!entry.dirent.isSymbolicLink()) {
          done(null, entry);
          return;
        }
        settings.fs.stat(entry.path, (statError, stats) => {
          if (statError !== null) {
            if (settings.throwErrorOnBrokenSymbolicLink) {
              done(statError);
              return;
            }
            done(null, entry);
            return;
          }
          entry.dirent = utils.fs.createDirentFromStats(entry.name, stats);
          done(null, entry);
        });
      };
    }
    function readdir2(directory, settings, callback) {
      settings.fs.readdir(directory, (readdirError, names) => {
        if (readdirError !== null) {
          callFailureCallback(callback, readdirError);
          return;
        }
        const tasks = names.map((name) => {
          const path10 = common.joinPathSegments(directory, name, settings.pathSegmentSeparator);
          return (done) => {
            fsStat.stat(path10, settings.fsStatSettings, (error, stats) => {
              if (error !== null) {
                done(error);
                return;
              }
              const entry = {
                name,
                path: path10,
                dirent: utils.fs.createDirentFromStats(name, stats)
              };
              if (settings.stats) {
                entry.stats = stats;
              }
              done(null, entry);
            });
          };
        });
        rpl(tasks, (rplError, entries) => {
          if (rplError !== null) {
            callFailureCallback(callback, rplError);
            return;
          }
          callSuccessCallback(callback, entries);
        });
      });
    }
    exports.readdir = readdir2;
    function callFailureCallback(callback, error) {
      callback(error);
    }
    function callSuccessCallback(callback, result) {
      callback(null, result);
    }
  }
});

// node_modules/@nodelib/fs.scandir/out/providers/sync.js
var require_sync2 = __commonJS({
  "node_modules/@nodelib/fs.scandir/out/providers/sync.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.readdir = exports.readdirWithFileTypes = exports.read = void 0;
    var fsStat = require_out();
    var constants_1 = require_constants3();
    var utils = require_utils4();
    var common = require_common();
    function read(directory, settings) {
      if (!settings.stats && constants_1.IS_SUPPORT_READDIR_WITH_FILE_TYPES) {
        return readdirWithFileTypes(directory, settings);
      }
      return readdir2(directory, settings);
    }
    exports.read = read;
    function readdirWithFileTypes(directory, settings) {
      const dirents = settings.fs.readdirSync(directory, { withFileTypes: true });
      return dirents.map((dirent) => {
        const entry = {
          dirent,
          name: dirent.name,
          path: common.joinPathSegments(directory, dirent.name, settings.pathSegmentSeparator)
        };
        if (entry.dirent.isSymbolicLink() && settings.followSymbolicLinks) {
          try {
            const stats = settings.fs.statSync(entry.path);
            entry.dirent = utils.fs.createDirentFromStats(entry.name, stats);
          } catch (error) {
            if (settings.throwErrorOnBrokenSymbolicLink) {
              throw error;
            }
          }
        }
        return entry;
      });
    }
    exports.readdirWithFileTypes = readdirWithFileTypes;
    function readdir2(directory, settings) {
      const names = settings.fs.readdirSync(directory);
      return names.map((name) => {
        const entryPath = common.joinPathSegments(directory, name, settings.pathSegmentSeparator);
        const stats = fsStat.statSync(entryPath, settings.fsStatSettings);
        const entry = {
          name,
          path: entryPath,
          dirent: utils.fs.createDirentFromStats(name, stats)
        };
        if (settings.stats) {
          entry.stats = stats;
        }
        return entry;
      });
    }
    exports.readdir = readdir2;
  }
});

// node_modules/@nodelib/fs.scandir/out/adapters/fs.js
var require_fs4 = __commonJS({
  "node_modules/@nodelib/fs.scandir/out/adapters/fs.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.createFileSystemAdapter = exports.FILE_SYSTEM_ADAPTER = void 0;
    var fs = __require("fs");
    exports.FILE_SYSTEM_ADAPTER = {
      lstat: fs.lstat,
      stat: fs.stat,
      lstatSync: fs.lstatSync,
      statSync: fs.statSync,
      readdir: fs.readdir,
      readdirSync: fs.readdirSync
    };
    function createFileSystemAdapter(fsMethods) {
      if (fsMethods === void 0) {
        return exports.FILE_SYSTEM_ADAPTER;
      }
      return Object.assign(Object.assign({}, exports.FILE_SYSTEM_ADAPTER), fsMethods);
    }
    exports.createFileSystemAdapter = createFileSystemAdapter;
  }
});

// node_modules/@nodelib/fs.scandir/out/settings.js
var require_settings2 = __commonJS({
  "node_modules/@nodelib/fs.scandir/out/settings.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var path10 = __require("path");
    var fsStat = require_out();
    var fs = require_fs4();
    var Settings = class {
      constructor(_options = {}) {
        this._options = _options;
        this.followSymbolicLinks = this._getValue(this._options.followSymbolicLinks, false);
        this.fs = fs.createFileSystemAdapter(this._options.fs);
        this.pathSegmentSeparator = this._getValue(this._options.pathSegmentSeparator, path10.sep);
        this.stats = this._getValue(this._options.stats, false);
        this.throwErrorOnBrokenSymbolicLink = this._getValue(this._options.throwErrorOnBrokenSymbolicLink, true);
        this.fsStatSettings = new fsStat.Settings({
          followSymbolicLink: this.followSymbolicLinks,
          fs: this.fs,
          throwErrorOnBrokenSymbolicLink: this.throwErrorOnBrokenSymbolicLink
        });
      }
      _getValue(option, value) {
        return option !== null && option !== void 0 ? option : value;
      }
    };
    exports.default = Settings;
  }
});

// node_modules/@nodelib/fs.scandir/out/index.js
var require_out2 = __commonJS({
  "node_modules/@nodelib/fs.scandir/out/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.Settings = exports.scandirSync = exports.scandir = void 0;
    var async = require_async2();
    var sync = require_sync2();
    var settings_1 = require_settings2();
    exports.Settings = settings_1.default;
    function scandir(path10, optionsOrSettingsOrCallback, callback) {
      if (typeof optionsOrSettingsOrCallback === "function") {
        async.read(path10, getSettings(), optionsOrSettingsOrCallback);
        return;
      }
      async.read(path10, getSettings(optionsOrSettingsOrCallback), callback);
    }
    exports.scandir = scandir;
    function scandirSync(path10, optionsOrSettings) {
      const settings = getSettings(optionsOrSettings);
      return sync.read(path10, settings);
    }
    exports.scandirSync = scandirSync;
    function getSettings(settingsOrOptions = {}) {
      if (settingsOrOptions instanceof settings_1.default) {
        return settingsOrOptions;
      }
      return new settings_1.default(settingsOrOptions);
    }
  }
});

// node_modules/reusify/reusify.js
var require_reusify = __commonJS({
  "node_modules/reusify/reusify.js"(exports, module) {
    "use strict";
    function reusify(Constructor) {
      var head = new Constructor();
      var tail = head;
      function get2() {
        var current = head;
        if (current.next) {
          head = current.next;
        } else {
          head = new Constructor();
          tail = head;
        }
        current.next = null;
        return current;
      }
      function release(obj) {
        tail.next = obj;
        tail = obj;
      }
      return {
        get: get2,
        release
      };
    }
    module.exports = reusify;
  }
});

// node_modules/fastq/queue.js
var require_queue = __commonJS({
  "node_modules/fastq/queue.js"(exports, module) {
    "use strict";
    var reusify = require_reusify();
    function fastqueue(context2, worker, _concurrency) {
      if (typeof context2 === "function") {
        _concurrency = worker;
        worker = context2;
        context2 = null;
      }
      if (!(_concurrency >= 1)) {
        throw new Error("fastqueue concurrency must be equal to or greater than 1");
      }
      var cache = reusify(Task);
      var queueHead = null;
      var queueTail = null;
      var _running = 0;
      var errorHandler = null;
      var self = {
        push,
        drain: noop,
        saturated: noop,
        pause,
        paused: false,
        get concurrency() {
          return _concurrency;
        },
        set concurrency(value) {
          if (!(value >= 1)) {
            throw new Error("fastqueue concurrency must be equal to or greater than 1");
          }
          _concurrency = value;
          if (self.paused) return;
          for (; queueHead && _running < _concurrency; ) {
            _running++;
            release();
          }
        },
        running,
        resume,
        idle,
        length,
        getQueue,
        unshift,
        empty: noop,
        kill,
        killAndDrain,
        error,
        abort
      };
      return self;
      function running() {
        return _running;
      }
      function pause() {
        self.paused = true;
      }
      function length() {
        var current = queueHead;
        var counter = 0;
        while (current) {
          current = current.next;
          counter++;
        }
        return counter;
      }
      function getQueue() {
        var current = queueHead;
        var tasks = [];
        while (current) {
          tasks.push(current.value);
          current = current.next;
        }
        return tasks;
      }
      function resume() {
        if (!self.paused) return;
        self.paused = false;
        if (queueHead === null) {
          _running++;
          release();
          return;
        }
        for (; queueHead && _running < _concurrency; ) {
          _running++;
          release();
        }
      }
      function idle() {
        return _running === 0 && self.length() === 0;
      }
      function push(value, done) {
        var current = cache.get();
        current.context = context2;
        current.release = release;
        current.value = value;
        current.callback = done || noop;
        current.errorHandler = errorHandler;
        if (_running >= _concurrency || self.paused) {
          if (queueTail) {
            queueTail.next = current;
            queueTail = current;
          } else {
            queueHead = current;
            queueTail = current;
            self.saturated();
          }
        } else {
          _running++;
          worker.call(context2, current.value, current.worked);
        }
      }
      function unshift(value, done) {
        var current = cache.get();
        current.context = context2;
        current.release = release;
        current.value = value;
        current.callback = done || noop;
        current.errorHandler = errorHandler;
        if (_running >= _concurrency || self.paused) {
          if (queueHead) {
            current.next = queueHead;
            queueHead = current;
          } else {
            queueHead = current;
            queueTail = current;
            self.saturated();
          }
        } else {
          _running++;
          worker.call(context2, current.value, current.worked);
        }
      }
      function release(holder) {
        if (holder) {
          cache.release(holder);
        }
        var next = queueHead;
        if (next && _running <= _concurrency) {
          if (!self.paused) {
            if (queueTail === queueHead) {
              queueTail = null;
            }
            queueHead = next.next;
            next.next = null;
            worker.call(context2, next.value, next.worked);
            if (queueTail === null) {
              self.empty();
            }
          } else {
            _running--;
          }
        } else if (--_running === 0) {
          self.drain();
        }
      }
      function kill() {
        queueHead = null;
        queueTail = null;
        self.drain = noop;
      }
      function killAndDrain() {
        queueHead = null;
        queueTail = null;
        self.drain();
        self.drain = noop;
      }
      function abort() {
        var current = queueHead;
        queueHead = null;
        queueTail = null;
        while (current) {
          var next = current.next;
          var callback = current.callback;
          var errorHandler2 = current.errorHandler;
          var val = current.value;
          var context3 = current.context;
          current.value = null;
          current.callback = noop;
          current.errorHandler = null;
          current.next = null;
          if (errorHandler2) {
            errorHandler2(new Error("abort"), val);
          }
          callback.call(context3, new Error("abort"));
          cache.release(current);
          current = next;
        }
        self.drain = noop;
      }
      function error(handler) {
        errorHandler = handler;
      }
    }
    function noop() {
    }
    function Task() {
      this.value = null;
      this.callback = noop;
      this.next = null;
      this.release = noop;
      this.context = null;
      this.errorHandler = null;
      var self = this;
      this.worked = function worked(err, result) {
        var callback = self.callback;
        var errorHandler = self.errorHandler;
        var val = self.value;
        self.value = null;
        self.callback = noop;
        if (self.errorHandler) {
          errorHandler(err, val);
        }
        callback.call(self.context, err, result);
        self.release(self);
      };
    }
    function queueAsPromised(context2, worker, _concurrency) {
      if (typeof context2 === "function") {
        _concurrency = worker;
        worker = context2;
        context2 = null;
      }
      function asyncWrapper(arg, cb) {
        worker.call(this, arg).then(function(res) {
          cb(null, res);
        }, cb);
      }
      var queue = fastqueue(context2, asyncWrapper, _concurrency);
      var pushCb = queue.push;
      var unshiftCb = queue.unshift;
      queue.push = push;
      queue.unshift = unshift;
      queue.drained = drained;
      return queue;
      function push(value) {
        var p = new Promise(function(resolve, reject) {
          pushCb(value, function(err, result) {
            if (err) {
              reject(err);
              return;
            }
            resolve(result);
          });
        });
        p.catch(noop);
        return p;
      }
      function unshift(value) {
        var p = new Promise(function(resolve, reject) {
          unshiftCb(value, function(err, result) {
            if (err) {
              reject(err);
              return;
            }
            resolve(result);
          });
        });
        p.catch(noop);
        return p;
      }
      function drained() {
        var p = new Promise(function(resolve) {
          process.nextTick(function() {
            if (queue.idle()) {
              resolve();
            } else {
              var previousDrain = queue.drain;
              queue.drain = function() {
                if (typeof previousDrain === "function") previousDrain();
                resolve();
                queue.drain = previousDrain;
              };
            }
          });
        });
        return p;
      }
    }
    module.exports = fastqueue;
    module.exports.promise = queueAsPromised;
  }
});

// node_modules/@nodelib/fs.walk/out/readers/common.js
var require_common2 = __commonJS({
  "node_modules/@nodelib/fs.walk/out/readers/common.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.joinPathSegments = exports.replacePathSegmentSeparator = exports.isAppliedFilter = exports.isFatalError = void 0;
    function isFatalError(settings, error) {
      if (settings.errorFilter === null) {
        return true;
      }
      return !settings.errorFilter(error);
    }
    exports.isFatalError = isFatalError;
    function isAppliedFilter(filter, value) {
      return filter === null || filter(value);
    }
    exports.isAppliedFilter = isAppliedFilter;
    function replacePathSegmentSeparator(filepath, separator) {
      return filepath.split(/[/\\]/).join(separator);
    }
    exports.replacePathSegmentSeparator = replacePathSegmentSeparator;
    function joinPathSegments(a, b, separator) {
      if (a === "") {
        return b;
      }
      if (a.endsWith(separator)) {
        return a + b;
      }
      return a + separator + b;
    }
    exports.joinPathSegments = joinPathSegments;
  }
});

// node_modules/@nodelib/fs.walk/out/readers/reader.js
var require_reader = __commonJS({
  "node_modules/@nodelib/fs.walk/out/readers/reader.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var common = require_common2();
    var Reader = class {
      constructor(_root, _settings) {
        this._root = _root;
        this._settings = _settings;
        this._root = common.replacePathSegmentSeparator(_root, _settings.pathSegmentSeparator);
      }
    };
    exports.default = Reader;
  }
});

// node_modules/@nodelib/fs.walk/out/readers/async.js
var require_async3 = __commonJS({
  "node_modules/@nodelib/fs.walk/out/readers/async.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var events_1 = __require("events");
    var fsScandir = require_out2();
    var fastq = require_queue();
    var common = require_common2();
    var reader_1 = require_reader();
    var AsyncReader = class extends reader_1.default {
      constructor(_root, _settings) {
        super(_root, _settings);
        this._settings = _settings;
        this._scandir = fsScandir.scandir;
        this._emitter = new events_1.EventEmitter();
        this._queue = fastq(this._worker.bind(this), this._settings.concurrency);
        this._isFatalError = false;
        this._isDestroyed = false;
        this._queue.drain = () => {
          if (!this._isFatalError) {
            this._emitter.emit("end");
          }
        };
      }
      read() {
        this._isFatalError = false;
        this._isDestroyed = false;
        setImmediate(() => {
          this._pushToQueue(this._root, this._settings.basePath);
        });
        return this._emitter;
      }
      get isDestroyed() {
        return this._isDestroyed;
      }
      destroy() {
        if (this._isDestroyed) {
          throw new Error("The reader is already destroyed");
        }
        this._isDestroyed = true;
        this._queue.killAndDrain();
      }
      onEntry(callback) {
        this._emitter.on("entry", callback);
      }
      onError(callback) {
        this._emitter.once("error", callback);
      }
      onEnd(callback) {
        this._emitter.once("end", callback);
      }
      _pushToQueue(directory, base) {
        const queueItem = { directory, base };
        this._queue.push(queueItem, (error) => {
          if (error !== null) {
            this._handleError(error);
          }
        });
      }
      _worker(item, done) {
        this._scandir(item.directory, this._settings.fsScandirSettings, (error, entries) => {
          if (error !== null) {
            done(error, void 0);
            return;
          }
          for (const entry of entries) {
            this._handleEntry(entry, item.base);
          }
          done(null, void 0);
        });
      }
      _handleError(error) {
        if (this._isDestroyed || !common.isFatalError(this._settings, error)) {
          return;
        }
        this._isFatalError = true;
        this._isDestroyed = true;
        this._emitter.emit("error", error);
      }
      _handleEntry(entry, base) {
        if (this._isDestroyed || this._isFatalError) {
          return;
        }
        const fullpath = entry.path;
        if (base !== void 0) {
          entry.path = common.joinPathSegments(base, entry.name, this._settings.pathSegmentSeparator);
        }
        if (common.isAppliedFilter(this._settings.entryFilter, entry)) {
          this._emitEntry(entry);
        }
        if (entry.dirent.isDirectory() && common.isAppliedFilter(this._settings.deepFilter, entry)) {
          this._pushToQueue(fullpath, base === void 0 ? void 0 : entry.path);
        }
      }
      _emitEntry(entry) {
        this._emitter.emit("entry", entry);
      }
    };
    exports.default = AsyncReader;
  }
});

// node_modules/@nodelib/fs.walk/out/providers/async.js
var require_async4 = __commonJS({
  "node_modules/@nodelib/fs.walk/out/providers/async.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var async_1 = require_async3();
    var AsyncProvider = class {
      constructor(_root, _settings) {
        this._root = _root;
        this._settings = _settings;
        this._reader = new async_1.default(this._root, this._settings);
        this._storage = [];
      }
      read(callback) {
        this._reader.onError((error) => {
          callFailureCallback(callback, error);
        });
        this._reader.onEntry((entry) => {
          this._storage.push(entry);
        });
        this._reader.onEnd(() => {
          callSuccessCallback(callback, this._storage);
        });
        this._reader.read();
      }
    };
    exports.default = AsyncProvider;
    function callFailureCallback(callback, error) {
      callback(error);
    }
    function callSuccessCallback(callback, entries) {
      callback(null, entries);
    }
  }
});

// node_modules/@nodelib/fs.walk/out/providers/stream.js
var require_stream2 = __commonJS({
  "node_modules/@nodelib/fs.walk/out/providers/stream.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var stream_1 = __require("stream");
    var async_1 = require_async3();
    var StreamProvider = class {
      constructor(_root, _settings) {
        this._root = _root;
        this._settings = _settings;
        this._reader = new async_1.default(this._root, this._settings);
        this._stream = new stream_1.Readable({
          objectMode: true,
          read: () => {
          },
          destroy: () => {
            if (!this._reader.isDestroyed) {
              this._reader.destroy();
            }
          }
        });
      }
      read() {
        this._reader.onError((error) => {
          this._stream.emit("error", error);
        });
        this._reader.onEntry((entry) => {
          this._stream.push(entry);
        });
        this._reader.onEnd(() => {
          this._stream.push(null);
        });
        this._reader.read();
        return this._stream;
      }
    };
    exports.default = StreamProvider;
  }
});

// node_modules/@nodelib/fs.walk/out/readers/sync.js
var require_sync3 = __commonJS({
  "node_modules/@nodelib/fs.walk/out/readers/sync.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var fsScandir = require_out2();
    var common = require_common2();
    var reader_1 = require_reader();
    var SyncReader = class extends reader_1.default {
      constructor() {
        super(...arguments);
        this._scandir = fsScandir.scandirSync;
        this._storage = [];
        this._queue = /* @__PURE__ */ new Set();
      }
      read() {
        this._pushToQueue(this._root, this._settings.basePath);
        this._handleQueue();
        return this._storage;
      }
      _pushToQueue(directory, base) {
        this._queue.add({ directory, base });
      }
      _handleQueue() {
        for (const item of this._queue.values()) {
          this._handleDirectory(item.directory, item.base);
        }
      }
      _handleDirectory(directory, base) {
        try {
          const entries = this._scandir(directory, this._settings.fsScandirSettings);
          for (const entry of entries) {
            this._handleEntry(entry, base);
          }
        } catch (error) {
          this._handleError(error);
        }
      }
      _handleError(error) {
        if (!common.isFatalError(this._settings, error)) {
          return;
        }
        throw error;
      }
      _handleEntry(entry, base) {
        const fullpath = entry.path;
        if (base !== void 0) {
          entry.path = common.joinPathSegments(base, entry.name, this._settings.pathSegmentSeparator);
        }
        if (common.isAppliedFilter(this._settings.entryFilter, entry)) {
          this._pushToStorage(entry);
        }
        if (entry.dirent.isDirectory() && common.isAppliedFilter(this._settings.deepFilter, entry)) {
          this._pushToQueue(fullpath, base === void 0 ? void 0 : entry.path);
        }
      }
      _pushToStorage(entry) {
        this._storage.push(entry);
      }
    };
    exports.default = SyncReader;
  }
});

// node_modules/@nodelib/fs.walk/out/providers/sync.js
var require_sync4 = __commonJS({
  "node_modules/@nodelib/fs.walk/out/providers/sync.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var sync_1 = require_sync3();
    var SyncProvider = class {
      constructor(_root, _settings) {
        this._root = _root;
        this._settings = _settings;
        this._reader = new sync_1.default(this._root, this._settings);
      }
      read() {
        return this._reader.read();
      }
    };
    exports.default = SyncProvider;
  }
});

// node_modules/@nodelib/fs.walk/out/settings.js
var require_settings3 = __commonJS({
  "node_modules/@nodelib/fs.walk/out/settings.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var path10 = __require("path");
    var fsScandir = require_out2();
    var Settings = class {
      constructor(_options = {}) {
        this._options = _options;
        this.basePath = this._getValue(this._options.basePath, void 0);
        this.concurrency = this._getValue(this._options.concurrency, Number.POSITIVE_INFINITY);
        this.deepFilter = this._getValue(this._options.deepFilter, null);
        this.entryFilter = this._getValue(this._options.entryFilter, null);
        this.errorFilter = this._getValue(this._options.errorFilter, null);
        this.pathSegmentSeparator = this._getValue(this._options.pathSegmentSeparator, path10.sep);
        this.fsScandirSettings = new fsScandir.Settings({
          followSymbolicLinks: this._options.followSymbolicLinks,
          fs: this._options.fs,
          pathSegmentSeparator: this._options.pathSegmentSeparator,
          stats: this._options.stats,
          throwErrorOnBrokenSymbolicLink: this._options.throwErrorOnBrokenSymbolicLink
        });
      }
      _getValue(option, value) {
        return option !== null && option !== void 0 ? option : value;
      }
    };
    exports.default = Settings;
  }
});

// node_modules/@nodelib/fs.walk/out/index.js
var require_out3 = __commonJS({
  "node_modules/@nodelib/fs.walk/out/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.Settings = exports.walkStream = exports.walkSync = exports.walk = void 0;
    var async_1 = require_async4();
    var stream_1 = require_stream2();
    var sync_1 = require_sync4();
    var settings_1 = require_settings3();
    exports.Settings = settings_1.default;
    function walk(directory, optionsOrSettingsOrCallback, callback) {
      if (typeof optionsOrSettingsOrCallback === "function") {
        new async_1.default(directory, getSettings()).read(optionsOrSettingsOrCallback);
        return;
      }
      new async_1.default(directory, getSettings(optionsOrSettingsOrCallback)).read(callback);
    }
    exports.walk = walk;
    function walkSync(directory, optionsOrSettings) {
      const settings = getSettings(optionsOrSettings);
      const provider = new sync_1.default(directory, settings);
      return provider.read();
    }
    exports.walkSync = walkSync;
    function walkStream(directory, optionsOrSettings) {
      const settings = getSettings(optionsOrSettings);
      const provider = new stream_1.default(directory, settings);
      return provider.read();
    }
    exports.walkStream = walkStream;
    function getSettings(settingsOrOptions = {}) {
      if (settingsOrOptions instanceof settings_1.default) {
        return settingsOrOptions;
      }
      return new settings_1.default(settingsOrOptions);
    }
  }
});

// node_modules/fast-glob/out/readers/reader.js
var require_reader2 = __commonJS({
  "node_modules/fast-glob/out/readers/reader.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var path10 = __require("path");
    var fsStat = require_out();
    var utils = require_utils3();
    var Reader = class {
      constructor(_settings) {
        this._settings = _settings;
        this._fsStatSettings = new fsStat.Settings({
          followSymbolicLink: this._settings.followSymbolicLinks,
          fs: this._settings.fs,
          throwErrorOnBrokenSymbolicLink: this._settings.followSymbolicLinks
        });
      }
      _getFullEntryPath(filepath) {
        return path10.resolve(this._settings.cwd, filepath);
      }
      _makeEntry(stats, pattern) {
        const entry = {
          name: pattern,
          path: pattern,
          dirent: utils.fs.createDirentFromStats(pattern, stats)
        };
        if (this._settings.stats) {
          entry.stats = stats;
        }
        return entry;
      }
      _isFatalError(error) {
        return !utils.errno.isEnoentCodeError(error) && !this._settings.suppressErrors;
      }
    };
    exports.default = Reader;
  }
});

// node_modules/fast-glob/out/readers/stream.js
var require_stream3 = __commonJS({
  "node_modules/fast-glob/out/readers/stream.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var stream_1 = __require("stream");
    var fsStat = require_out();
    var fsWalk = require_out3();
    var reader_1 = require_reader2();
    var ReaderStream = class extends reader_1.default {
      constructor() {
        super(...arguments);
        this._walkStream = fsWalk.walkStream;
        this._stat = fsStat.stat;
      }
      dynamic(root, options) {
        return this._walkStream(root, options);
      }
      static(patterns, options) {
        const filepaths = patterns.map(this._getFullEntryPath, this);
        const stream = new stream_1.PassThrough({ objectMode: true });
        stream._write = (index, _enc, done) => {
          return this._getEntry(filepaths[index], patterns[index], options).then((entry) => {
            if (entry !== null && options.entryFilter(entry)) {
              stream.push(entry);
            }
            if (index === filepaths.length - 1) {
              stream.end();
            }
            done();
          }).catch(done);
        };
        for (let i = 0; i < filepaths.length; i++) {
          stream.write(i);
        }
        return stream;
      }
      _getEntry(filepath, pattern, options) {
        return this._getStat(filepath).then((stats) => this._makeEntry(stats, pattern)).catch((error) => {
          if (options.errorFilter(error)) {
            return null;
          }
          throw error;
        });
      }
      _getStat(filepath) {
        return new Promise((resolve, reject) => {
          this._stat(filepath, this._fsStatSettings, (error, stats) => {
            return error === null ? resolve(stats) : reject(error);
          });
        });
      }
    };
    exports.default = ReaderStream;
  }
});

// node_modules/fast-glob/out/readers/async.js
var require_async5 = __commonJS({
  "node_modules/fast-glob/out/readers/async.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var fsWalk = require_out3();
    var reader_1 = require_reader2();
    var stream_1 = require_stream3();
    var ReaderAsync = class extends reader_1.default {
      constructor() {
        super(...arguments);
        this._walkAsync = fsWalk.walk;
        this._readerStream = new stream_1.default(this._settings);
      }
      dynamic(root, options) {
        return new Promise((resolve, reject) => {
          this._walkAsync(root, options, (error, entries) => {
            if (error === null) {
              resolve(entries);
            } else {
              reject(error);
            }
          });
        });
      }
      async static(patterns, options) {
        const entries = [];
        const stream = this._readerStream.static(patterns, options);
        return new Promise((resolve, reject) => {
          stream.once("error", reject);
          stream.on("data", (entry) => entries.push(entry));
          stream.once("end", () => resolve(entries));
        });
      }
    };
    exports.default = ReaderAsync;
  }
});

// node_modules/fast-glob/out/providers/matchers/matcher.js
var require_matcher = __commonJS({
  "node_modules/fast-glob/out/providers/matchers/matcher.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var utils = require_utils3();
    var Matcher = class {
      constructor(_patterns, _settings, _micromatchOptions) {
        this._patterns = _patterns;
        this._settings = _settings;
        this._micromatchOptions = _micromatchOptions;
        this._storage = [];
        this._fillStorage();
      }
      _fillStorage() {
        for (const pattern of this._patterns) {
          const segments = this._getPatternSegments(pattern);
          const sections = this._splitSegmentsIntoSections(segments);
          this._storage.push({
            complete: sections.length <= 1,
            pattern,
            segments,
            sections
          });
        }
      }
      _getPatternSegments(pattern) {
        const parts = utils.pattern.getPatternParts(pattern, this._micromatchOptions);
        return parts.map((part) => {
          const dynamic = utils.pattern.isDynamicPattern(part, this._settings);
          if (!dynamic) {
            return {
              dynamic: false,
              pattern: part
            };
          }
          return {
            dynamic: true,
            pattern: part,
            patternRe: utils.pattern.makeRe(part, this._micromatchOptions)
          };
        });
      }
      _splitSegmentsIntoSections(segments) {
        return utils.array.splitWhen(segments, (segment) => segment.dynamic && utils.pattern.hasGlobStar(segment.pattern));
      }
    };
    exports.default = Matcher;
  }
});

// node_modules/fast-glob/out/providers/matchers/partial.js
var require_partial = __commonJS({
  "node_modules/fast-glob/out/providers/matchers/partial.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var matcher_1 = require_matcher();
    var PartialMatcher = class extends matcher_1.default {
      match(filepath) {
        const parts = filepath.split("/");
        const levels = parts.length;
        const patterns = this._storage.filter((info) => !info.complete || info.segments.length > levels);
        for (const pattern of patterns) {
          const section = pattern.sections[0];
          if (!pattern.complete && levels > section.length) {
            return true;
          }
          const match = parts.every((part, index) => {
            const segment = pattern.segments[index];
            if (segment.dynamic && segment.patternRe.test(part)) {
              return true;
            }
            if (!segment.dynamic && segment.pattern === part) {
              return true;
            }
            return false;
          });
          if (match) {
            return true;
          }
        }
        return false;
      }
    };
    exports.default = PartialMatcher;
  }
});

// node_modules/fast-glob/out/providers/filters/deep.js
var require_deep = __commonJS({
  "node_modules/fast-glob/out/providers/filters/deep.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var utils = require_utils3();
    var partial_1 = require_partial();
    var DeepFilter = class {
      constructor(_settings, _micromatchOptions) {
        this._settings = _settings;
        this._micromatchOptions = _micromatchOptions;
      }
      getFilter(basePath, positive, negative) {
        const matcher = this._getMatcher(positive);
        const negativeRe = this._getNegativePatternsRe(negative);
        return (entry) => this._filter(basePath, entry, matcher, negativeRe);
      }
      _getMatcher(patterns) {
        return new partial_1.default(patterns, this._settings, this._micromatchOptions);
      }
      _getNegativePatternsRe(patterns) {
        const affectDepthOfReadingPatterns = patterns.filter(utils.pattern.isAffectDepthOfReadingPattern);
        return utils.pattern.convertPatternsToRe(affectDepthOfReadingPatterns, this._micromatchOptions);
      }
      _filter(basePath, entry, matcher, negativeRe) {
        if (this._isSkippedByDeep(basePath, entry.path)) {
          return false;
        }
        if (this._isSkippedSymbolicLink(entry)) {
          return false;
        }
        const filepath = utils.path.removeLeadingDotSegment(entry.path);
        if (this._isSkippedByPositivePatterns(filepath, matcher)) {
          return false;
        }
        return this._isSkippedByNegativePatterns(filepath, negativeRe);
      }
      _isSkippedByDeep(basePath, entryPath) {
        if (this._settings.deep === Infinity) {
          return false;
        }
        return this._getEntryLevel(basePath, entryPath) >= this._settings.deep;
      }
      _getEntryLevel(basePath, entryPath) {
        const entryPathDepth = entryPath.split("/").length;
        if (basePath === "") {
          return entryPathDepth;
        }
        const basePathDepth = basePath.split("/").length;
        return entryPathDepth - basePathDepth;
      }
      _isSkippedSymbolicLink(entry) {
        return !this._settings.followSymbolicLinks && entry.dirent.isSymbolicLink();
      }
      _isSkippedByPositivePatterns(entryPath, matcher) {
        return !this._settings.baseNameMatch && !matcher.match(entryPath);
      }
      _isSkippedByNegativePatterns(entryPath, patternsRe) {
        return !utils.pattern.matchAny(entryPath, patternsRe);
      }
    };
    exports.default = DeepFilter;
  }
});

// node_modules/fast-glob/out/providers/filters/entry.js
var require_entry = __commonJS({
  "node_modules/fast-glob/out/providers/filters/entry.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var utils = require_utils3();
    var EntryFilter = class {
      constructor(_settings, _micromatchOptions) {
        this._settings = _settings;
        this._micromatchOptions = _micromatchOptions;
        this.index = /* @__PURE__ */ new Map();
      }
      getFilter(positive, negative) {
        const [absoluteNegative, relativeNegative] = utils.pattern.partitionAbsoluteAndRelative(negative);
        const patterns = {
          positive: {
            all: utils.pattern.convertPatternsToRe(positive, this._micromatchOptions)
          },
          negative: {
            absolute: utils.pattern.convertPatternsToRe(absoluteNegative, Object.assign(Object.assign({}, this._micromatchOptions), { dot: true })),
            relative: utils.pattern.convertPatternsToRe(relativeNegative, Object.assign(Object.assign({}, this._micromatchOptions), { dot: true }))
          }
        };
        return (entry) => this._filter(entry, patterns);
      }
      _filter(entry, patterns) {
        const filepath = utils.path.removeLeadingDotSegment(entry.path);
        if (this._settings.unique && this._isDuplicateEntry(filepath)) {
          return false;
        }
        if (this._onlyFileFilter(entry) || this._onlyDirectoryFilter(entry)) {
          return false;
        }
        const isMatched = this._isMatchToPatternsSet(filepath, patterns, entry.dirent.isDirectory());
        if (this._settings.unique && isMatched) {
          this._createIndexRecord(filepath);
        }
        return isMatched;
      }
      _isDuplicateEntry(filepath) {
        return this.index.has(filepath);
      }
      _createIndexRecord(filepath) {
        this.index.set(filepath, void 0);
      }
      _onlyFileFilter(entry) {
        return this._settings.onlyFiles && !entry.dirent.isFile();
      }
      _onlyDirectoryFilter(entry) {
        return this._settings.onlyDirectories && !entry.dirent.isDirectory();
      }
      _isMatchToPatternsSet(filepath, patterns, isDirectory) {
        const isMatched = this._isMatchToPatterns(filepath, patterns.positive.all, isDirectory);
        if (!isMatched) {
          return false;
        }
        const isMatchedByRelativeNegative = this._isMatchToPatterns(filepath, patterns.negative.relative, isDirectory);
        if (isMatchedByRelativeNegative) {
          return false;
        }
        const isMatchedByAbsoluteNegative = this._isMatchToAbsoluteNegative(filepath, patterns.negative.absolute, isDirectory);
        if (isMatchedByAbsoluteNegative) {
          return false;
        }
        return true;
      }
      _isMatchToAbsoluteNegative(filepath, patternsRe, isDirectory) {
        if (patternsRe.length === 0) {
          return false;
        }
        const fullpath = utils.path.makeAbsolute(this._settings.cwd, filepath);
        return this._isMatchToPatterns(fullpath, patternsRe, isDirectory);
      }
      _isMatchToPatterns(filepath, patternsRe, isDirectory) {
        if (patternsRe.length === 0) {
          return false;
        }
        const isMatched = utils.pattern.matchAny(filepath, patternsRe);
        if (!isMatched && isDirectory) {
          return utils.pattern.matchAny(filepath + "/", patternsRe);
        }
        return isMatched;
      }
    };
    exports.default = EntryFilter;
  }
});

// node_modules/fast-glob/out/providers/filters/error.js
var require_error = __commonJS({
  "node_modules/fast-glob/out/providers/filters/error.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var utils = require_utils3();
    var ErrorFilter = class {
      constructor(_settings) {
        this._settings = _settings;
      }
      getFilter() {
        return (error) => this._isNonFatalError(error);
      }
      _isNonFatalError(error) {
        return utils.errno.isEnoentCodeError(error) || this._settings.suppressErrors;
      }
    };
    exports.default = ErrorFilter;
  }
});

// node_modules/fast-glob/out/providers/transformers/entry.js
var require_entry2 = __commonJS({
  "node_modules/fast-glob/out/providers/transformers/entry.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var utils = require_utils3();
    var EntryTransformer = class {
      constructor(_settings) {
        this._settings = _settings;
      }
      getTransformer() {
        return (entry) => this._transform(entry);
      }
      _transform(entry) {
        let filepath = entry.path;
        if (this._settings.absolute) {
          filepath = utils.path.makeAbsolute(this._settings.cwd, filepath);
          filepath = utils.path.unixify(filepath);
        }
        if (this._settings.markDirectories && entry.dirent.isDirectory()) {
          filepath += "/";
        }
        if (!this._settings.objectMode) {
          return filepath;
        }
        return Object.assign(Object.assign({}, entry), { path: filepath });
      }
    };
    exports.default = EntryTransformer;
  }
});

// node_modules/fast-glob/out/providers/provider.js
var require_provider = __commonJS({
  "node_modules/fast-glob/out/providers/provider.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var path10 = __require("path");
    var deep_1 = require_deep();
    var entry_1 = require_entry();
    var error_1 = require_error();
    var entry_2 = require_entry2();
    var Provider = class {
      constructor(_settings) {
        this._settings = _settings;
        this.errorFilter = new error_1.default(this._settings);
        this.entryFilter = new entry_1.default(this._settings, this._getMicromatchOptions());
        this.deepFilter = new deep_1.default(this._settings, this._getMicromatchOptions());
        this.entryTransformer = new entry_2.default(this._settings);
      }
      _getRootDirectory(task) {
        return path10.resolve(this._settings.cwd, task.base);
      }
      _getReaderOptions(task) {
        const basePath = task.base === "." ? "" : task.base;
        return {
          basePath,
          pathSegmentSeparator: "/",
          concurrency: this._settings.concurrency,
          deepFilter: this.deepFilter.getFilter(basePath, task.positive, task.negative),
          entryFilter: this.entryFilter.getFilter(task.positive, task.negative),
          errorFilter: this.errorFilter.getFilter(),
          followSymbolicLinks: this._settings.followSymbolicLinks,
          fs: this._settings.fs,
          stats: this._settings.stats,
          throwErrorOnBrokenSymbolicLink: this._settings.throwErrorOnBrokenSymbolicLink,
          transform: this.entryTransformer.getTransformer()
        };
      }
      _getMicromatchOptions() {
        return {
          dot: this._settings.dot,
          matchBase: this._settings.baseNameMatch,
          nobrace: !this._settings.braceExpansion,
          nocase: !this._settings.caseSensitiveMatch,
          noext: !this._settings.extglob,
          noglobstar: !this._settings.globstar,
          posix: true,
          strictSlashes: false
        };
      }
    };
    exports.default = Provider;
  }
});

// node_modules/fast-glob/out/providers/async.js
var require_async6 = __commonJS({
  "node_modules/fast-glob/out/providers/async.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var async_1 = require_async5();
    var provider_1 = require_provider();
    var ProviderAsync = class extends provider_1.default {
      constructor() {
        super(...arguments);
        this._reader = new async_1.default(this._settings);
      }
      async read(task) {
        const root = this._getRootDirectory(task);
        const options = this._getReaderOptions(task);
        const entries = await this.api(root, task, options);
        return entries.map((entry) => options.transform(entry));
      }
      api(root, task, options) {
        if (task.dynamic) {
          return this._reader.dynamic(root, options);
        }
        return this._reader.static(task.patterns, options);
      }
    };
    exports.default = ProviderAsync;
  }
});

// node_modules/fast-glob/out/providers/stream.js
var require_stream4 = __commonJS({
  "node_modules/fast-glob/out/providers/stream.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var stream_1 = __require("stream");
    var stream_2 = require_stream3();
    var provider_1 = require_provider();
    var ProviderStream = class extends provider_1.default {
      constructor() {
        super(...arguments);
        this._reader = new stream_2.default(this._settings);
      }
      read(task) {
        const root = this._getRootDirectory(task);
        const options = this._getReaderOptions(task);
        const source = this.api(root, task, options);
        const destination = new stream_1.Readable({ objectMode: true, read: () => {
        } });
        source.once("error", (error) => destination.emit("error", error)).on("data", (entry) => destination.emit("data", options.transform(entry))).once("end", () => destination.emit("end"));
        destination.once("close", () => source.destroy());
        return destination;
      }
      api(root, task, options) {
        if (task.dynamic) {
          return this._reader.dynamic(root, options);
        }
        return this._reader.static(task.patterns, options);
      }
    };
    exports.default = ProviderStream;
  }
});

// node_modules/fast-glob/out/readers/sync.js
var require_sync5 = __commonJS({
  "node_modules/fast-glob/out/readers/sync.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var fsStat = require_out();
    var fsWalk = require_out3();
    var reader_1 = require_reader2();
    var ReaderSync = class extends reader_1.default {
      constructor() {
        super(...arguments);
        this._walkSync = fsWalk.walkSync;
        this._statSync = fsStat.statSync;
      }
      dynamic(root, options) {
        return this._walkSync(root, options);
      }
      static(patterns, options) {
        const entries = [];
        for (const pattern of patterns) {
          const filepath = this._getFullEntryPath(pattern);
          const entry = this._getEntry(filepath, pattern, options);
          if (entry === null || !options.entryFilter(entry)) {
            continue;
          }
          entries.push(entry);
        }
        return entries;
      }
      _getEntry(filepath, pattern, options) {
        try {
          const stats = this._getStat(filepath);
          return this._makeEntry(stats, pattern);
        } catch (error) {
          if (options.errorFilter(error)) {
            return null;
          }
          throw error;
        }
      }
      _getStat(filepath) {
        return this._statSync(filepath, this._fsStatSettings);
      }
    };
    exports.default = ReaderSync;
  }
});

// node_modules/fast-glob/out/providers/sync.js
var require_sync6 = __commonJS({
  "node_modules/fast-glob/out/providers/sync.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var sync_1 = require_sync5();
    var provider_1 = require_provider();
    var ProviderSync = class extends provider_1.default {
      constructor() {
        super(...arguments);
        this._reader = new sync_1.default(this._settings);
      }
      read(task) {
        const root = this._getRootDirectory(task);
        const options = this._getReaderOptions(task);
        const entries = this.api(root, task, options);
        return entries.map(options.transform);
      }
      api(root, task, options) {
        if (task.dynamic) {
          return this._reader.dynamic(root, options);
        }
        return this._reader.static(task.patterns, options);
      }
    };
    exports.default = ProviderSync;
  }
});

// node_modules/fast-glob/out/settings.js
var require_settings4 = __commonJS({
  "node_modules/fast-glob/out/settings.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.DEFAULT_FILE_SYSTEM_ADAPTER = void 0;
    var fs = __require("fs");
    var os = __require("os");
    var CPU_COUNT = Math.max(os.cpus().length, 1);
    exports.DEFAULT_FILE_SYSTEM_ADAPTER = {
      lstat: fs.lstat,
      lstatSync: fs.lstatSync,
      stat: fs.stat,
      statSync: fs.statSync,
      readdir: fs.readdir,
      readdirSync: fs.readdirSync
    };
    var Settings = class {
      constructor(_options = {}) {
        this._options = _options;
        this.absolute = this._getValue(this._options.absolute, false);
        this.baseNameMatch = this._getValue(this._options.baseNameMatch, false);
        this.braceExpansion = this._getValue(this._options.braceExpansion, true);
        this.caseSensitiveMatch = this._getValue(this._options.caseSensitiveMatch, true);
        this.concurrency = this._getValue(this._options.concurrency, CPU_COUNT);
        this.cwd = this._getValue(this._options.cwd, process.cwd());
        this.deep = this._getValue(this._options.deep, Infinity);
        this.dot = this._getValue(this._options.dot, false);
        this.extglob = this._getValue(this._options.extglob, true);
        this.followSymbolicLinks = this._getValue(this._options.followSymbolicLinks, true);
        this.fs = this._getFileSystemMethods(this._options.fs);
        this.globstar = this._getValue(this._options.globstar, true);
        this.ignore = this._getValue(this._options.ignore, []);
        this.markDirectories = this._getValue(this._options.markDirectories, false);
        this.objectMode = this._getValue(this._options.objectMode, false);
        this.onlyDirectories = this._getValue(this._options.onlyDirectories, false);
        this.onlyFiles = this._getValue(this._options.onlyFiles, true);
        this.stats = this._getValue(this._options.stats, false);
        this.suppressErrors = this._getValue(this._options.suppressErrors, false);
        this.throwErrorOnBrokenSymbolicLink = this._getValue(this._options.throwErrorOnBrokenSymbolicLink, false);
        this.unique = this._getValue(this._options.unique, true);
        if (this.onlyDirectories) {
          this.onlyFiles = false;
        }
        if (this.stats) {
          this.objectMode = true;
        }
        this.ignore = [].concat(this.ignore);
      }
      _getValue(option, value) {
        return option === void 0 ? value : option;
      }
      _getFileSystemMethods(methods = {}) {
        return Object.assign(Object.assign({}, exports.DEFAULT_FILE_SYSTEM_ADAPTER), methods);
      }
    };
    exports.default = Settings;
  }
});

// node_modules/fast-glob/out/index.js
var require_out4 = __commonJS({
  "node_modules/fast-glob/out/index.js"(exports, module) {
    "use strict";
    var taskManager = require_tasks();
    var async_1 = require_async6();
    var stream_1 = require_stream4();
    var sync_1 = require_sync6();
    var settings_1 = require_settings4();
    var utils = require_utils3();
    async function FastGlob(source, options) {
      assertPatternsInput(source);
      const works = getWorks(source, async_1.default, options);
      const result = await Promise.all(works);
      return utils.array.flatten(result);
    }
    (function(FastGlob2) {
      FastGlob2.glob = FastGlob2;
      FastGlob2.globSync = sync;
      FastGlob2.globStream = stream;
      FastGlob2.async = FastGlob2;
      function sync(source, options) {
        assertPatternsInput(source);
        const works = getWorks(source, sync_1.default, options);
        return utils.array.flatten(works);
      }
      FastGlob2.sync = sync;
      function stream(source, options) {
        assertPatternsInput(source);
        const works = getWorks(source, stream_1.default, options);
        return utils.stream.merge(works);
      }
      FastGlob2.stream = stream;
      function generateTasks(source, options) {
        assertPatternsInput(source);
        const patterns = [].concat(source);
        const settings = new settings_1.default(options);
        return taskManager.generate(patterns, settings);
      }
      FastGlob2.generateTasks = generateTasks;
      function isDynamicPattern(source, options) {
        assertPatternsInput(source);
        const settings = new settings_1.default(options);
        return utils.pattern.isDynamicPattern(source, settings);
      }
      FastGlob2.isDynamicPattern = isDynamicPattern;
      function escapePath(source) {
        assertPatternsInput(source);
        return utils.path.escape(source);
      }
      FastGlob2.escapePath = escapePath;
      function convertPathToPattern(source) {
        assertPatternsInput(source);
        return utils.path.convertPathToPattern(source);
      }
      FastGlob2.convertPathToPattern = convertPathToPattern;
      let posix;
      (function(posix2) {
        function escapePath2(source) {
          assertPatternsInput(source);
          return utils.path.escapePosixPath(source);
        }
        posix2.escapePath = escapePath2;
        function convertPathToPattern2(source) {
          assertPatternsInput(source);
          return utils.path.convertPosixPathToPattern(source);
        }
        posix2.convertPathToPattern = convertPathToPattern2;
      })(posix = FastGlob2.posix || (FastGlob2.posix = {}));
      let win32;
      (function(win322) {
        function escapePath2(source) {
          assertPatternsInput(source);
          return utils.path.escapeWindowsPath(source);
        }
        win322.escapePath = escapePath2;
        function convertPathToPattern2(source) {
          assertPatternsInput(source);
          return utils.path.convertWindowsPathToPattern(source);
        }
        win322.convertPathToPattern = convertPathToPattern2;
      })(win32 = FastGlob2.win32 || (FastGlob2.win32 = {}));
    })(FastGlob || (FastGlob = {}));
    function getWorks(source, _Provider, options) {
      const patterns = [].concat(source);
      const settings = new settings_1.default(options);
      const tasks = taskManager.generate(patterns, settings);
      const provider = new _Provider(settings);
      return tasks.map(provider.read, provider);
    }
    function assertPatternsInput(input2) {
      const source = [].concat(input2);
      const isValidSource = source.every((item) => utils.string.isString(item) && !utils.string.isEmpty(item));
      if (!isValidSource) {
        throw new TypeError("Patterns must be a string (non empty) or an array of strings");
      }
    }
    module.exports = FastGlob;
  }
});

// src/tools/tool.ts
function refuseIf(reason) {
  if (reason) throw new Error(reason);
}
function defineTool(tool) {
  return tool;
}

// src/tools/bash.ts
var MAX_BASH_TIMEOUT_MS = 6e5;
var UPDATE_INTERVAL_MS = 250;
var UPDATE_TAIL_CHARS = 4e3;
var bashInput = external_exports.object({
  command: external_exports.string().min(1).describe('The bash command to run, e.g. "npm test" or "git status --short". Runs in the repository root.'),
  timeout: external_exports.number().int().positive().max(MAX_BASH_TIMEOUT_MS).optional().describe(`Timeout in milliseconds (max ${MAX_BASH_TIMEOUT_MS}). Defaults to the run's per-call limit, which also caps it.`),
  description: external_exports.string().optional().describe('A short description of what the command does, in 5-10 words, e.g. "Run the unit tests".')
});
function firstLine(command, max = 80) {
  const line = command.trim().split("\n")[0] ?? "";
  const more = line.length > max || command.trim().includes("\n");
  return more ? `${line.slice(0, max)}\u2026` : line;
}
function throttledTail(send) {
  let tail = "";
  let timer;
  let dirty = false;
  const flush = () => {
    timer = void 0;
    if (!dirty) return;
    dirty = false;
    send(tail);
  };
  return {
    push(chunk) {
      tail = (tail + chunk).slice(-UPDATE_TAIL_CHARS);
      dirty = true;
      timer ??= setTimeout(flush, UPDATE_INTERVAL_MS);
    },
    stop() {
      if (timer) clearTimeout(timer);
      flush();
    }
  };
}
var bashTool = defineTool({
  name: "Bash",
  aliases: ["bash", "shell", "execute_cmd"],
  description: "Run a bash command in the repository root and get its combined stdout/stderr and exit code. Non-interactive: no prompts, no TTY, no network credentials. The environment holds no secrets. Each call starts fresh (cd and exported variables do not carry over). Prefer Read, Grep, Glob and LS over cat, grep, find and ls. Commands the policy does not allow are refused before they run.",
  input: bashInput,
  class: "serial-mutation",
  policyKind: "shell",
  paths: () => [],
  summarize: (input2) => firstLine(input2.command),
  async run(input2, ctx) {
    const requested = input2.timeout ?? MAX_BASH_TIMEOUT_MS;
    const timeoutMs = ctx.timeoutMs > 0 ? Math.min(requested, ctx.timeoutMs) : requested;
    ctx.onProgress(input2.description ?? firstLine(input2.command));
    const updates = throttledTail((tail) => ctx.onUpdate(tail));
    let result;
    try {
      result = await ctx.exec({
        script: input2.command,
        cwd: ctx.cwd,
        env: ctx.env,
        signal: ctx.signal,
        timeoutMs,
        onOutput: (chunk) => updates.push(chunk)
      });
    } finally {
      updates.stop();
    }
    const output = result.output.replace(/\n+$/, "");
    const shown = output === "" ? "(no output)" : output;
    const details = { exitCode: result.exitCode, signal: result.signal, durationMs: Math.round(result.durationMs), truncated: result.truncated };
    if (result.timedOut) {
      return {
        content: `Command timed out after ${timeoutMs} ms and was killed (with any processes it started).
Output so far:
${shown}`,
        isError: true,
        details: { ...details, timedOut: true }
      };
    }
    if (result.aborted) {
      return { content: `Command was cancelled.
Output so far:
${shown}`, isError: true, details: { ...details, aborted: true } };
    }
    const status = result.exitCode !== null ? `Exit code: ${result.exitCode}` : `Exit code: none (killed by ${result.signal ?? "a signal"})`;
    return { content: `${shown}
${status}`, isError: result.exitCode !== 0, details };
  }
});

// src/tools/diff-preview.ts
var MAX_EDIT_DISTANCE = 2e3;
function linesOf(text) {
  if (text === "") return [];
  const lines2 = text.split(/(?<=\n)/);
  return lines2;
}
function myers(a, b, maxD) {
  const n = a.length;
  const m = b.length;
  const limit = Math.min(maxD, n + m);
  const offset = limit + 1;
  const v = new Int32Array(2 * limit + 3);
  const trace = [];
  v[offset + 1] = 0;
  for (let d = 0; d <= limit; d++) {
    trace.push(v.slice(offset - d - 1, offset + d + 2));
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || k !== d && v[offset + k - 1] < v[offset + k + 1] ? v[offset + k + 1] : v[offset + k - 1] + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) return backtrack(a, b, trace, d);
    }
  }
  return null;
}
function backtrack(a, b, trace, dEnd) {
  const ops = [];
  let x = a.length;
  let y = b.length;
  for (let d = dEnd; d >= 0; d--) {
    const vd = trace[d];
    const at = (k2) => vd[k2 + d + 1];
    const k = x - y;
    const prevK = k === -d || k !== d && at(k - 1) < at(k + 1) ? k + 1 : k - 1;
    const prevX = at(prevK);
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      ops.push({ kind: " ", line: a[x - 1] });
      x--;
      y--;
    }
    if (d === 0) break;
    if (x === prevX) ops.push({ kind: "+", line: b[y - 1] });
    else ops.push({ kind: "-", line: a[x - 1] });
    x = prevX;
    y = prevY;
  }
  return ops.reverse();
}
function diffOps(a, b) {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  const middle = myers(midA, midB, MAX_EDIT_DISTANCE) ?? [
    ...midA.map((line) => ({ kind: "-", line })),
    ...midB.map((line) => ({ kind: "+", line }))
  ];
  return [
    ...a.slice(0, start).map((line) => ({ kind: " ", line })),
    ...middle,
    ...a.slice(endA).map((line) => ({ kind: " ", line }))
  ];
}
function render(op) {
  const body = op.line.replace(/\r?\n$/, "");
  const out = [`${op.kind}${body}`];
  if (!op.line.endsWith("\n")) out.push("\\ No newline at end of file");
  return out;
}
function unifiedDiff(before, after, opts) {
  if (before === after) return "";
  const context2 = opts.context ?? 3;
  const ops = diffOps(linesOf(before), linesOf(after));
  const changed = ops.flatMap((op, i2) => op.kind === " " ? [] : [i2]);
  const out = [opts.created ? "--- /dev/null" : `--- a/${opts.path}`, `+++ b/${opts.path}`];
  const oldAt = [];
  const newAt = [];
  let o = 1;
  let n = 1;
  for (const op of ops) {
    oldAt.push(o);
    newAt.push(n);
    if (op.kind !== "+") o++;
    if (op.kind !== "-") n++;
  }
  let i = 0;
  while (i < changed.length) {
    const first = changed[i];
    let last = first;
    while (i + 1 < changed.length && changed[i + 1] - last <= 2 * context2 + 1) {
      i++;
      last = changed[i];
    }
    i++;
    const from = Math.max(0, first - context2);
    const to = Math.min(ops.length - 1, last + context2);
    const slice = ops.slice(from, to + 1);
    const oldCount = slice.filter((op) => op.kind !== "+").length;
    const newCount = slice.filter((op) => op.kind !== "-").length;
    const oldStart = oldCount ? oldAt[from] : oldAt[from] - 1;
    const newStart = newCount ? newAt[from] : newAt[from] - 1;
    out.push(`@@ -${oldStart},${oldCount} +${newStart},${newCount} @@`);
    for (const op of slice) out.push(...render(op));
  }
  return `${out.join("\n")}
`;
}
function diffStats(diff) {
  let added = 0;
  let removed = 0;
  for (const line of diff.split("\n")) {
    if (line.startsWith("+++") || line.startsWith("---")) continue;
    if (line.startsWith("+")) added++;
    else if (line.startsWith("-")) removed++;
  }
  return { added, removed };
}
function capDiff(diff, maxLines) {
  const lines2 = diff.replace(/\n$/, "").split("\n");
  if (lines2.length <= maxLines) return lines2.join("\n");
  return `${lines2.slice(0, maxLines).join("\n")}
\u2026 (${lines2.length - maxLines} more diff lines)`;
}

// src/tools/file-write.ts
import { constants as constants2, lstatSync as lstatSync2 } from "node:fs";
import { open as open3 } from "node:fs/promises";
import path2 from "node:path";

// src/shared/safe-open.ts
import { closeSync, constants, existsSync, fstatSync, lstatSync, openSync, readdirSync, readlinkSync } from "node:fs";
import { mkdir, open, readdir, stat } from "node:fs/promises";
import path from "node:path";
var O_DIRECTORY = constants.O_DIRECTORY ?? 0;
var O_NOFOLLOW = constants.O_NOFOLLOW ?? 0;
var O_NONBLOCK = constants.O_NONBLOCK ?? 0;
var READ_FLAGS = constants.O_RDONLY | O_NOFOLLOW | O_NONBLOCK;
var UPDATE_FLAGS = constants.O_RDWR | O_NOFOLLOW | O_NONBLOCK;
var DIR_FLAGS = constants.O_RDONLY | O_DIRECTORY | O_NOFOLLOW;
var procFd;
function kernelNamesFds() {
  procFd ??= process.platform === "linux" && existsSync("/proc/self/fd");
  return procFd;
}
function pathOfFd(fd) {
  if (!kernelNamesFds()) return null;
  return readlinkSync(`/proc/self/fd/${fd}`);
}
var PathChangedError = class extends Error {
  constructor(given, verb) {
    super(
      `${given} changed while it was being opened (a directory on its path was replaced or moved, e.g. by a symbolic link); not ${verb}. Try again once nothing is moving it.`
    );
    this.name = "PathChangedError";
  }
};
function isOpenedAs(fd, abs, nlink = fstatSync(fd).nlink) {
  if (nlink === 0) return false;
  const named = pathOfFd(fd);
  return named === null || named === abs;
}
var unpinned = (abs) => ({ abs, via: abs, close: async () => {
} });
function pinned(handle, abs) {
  return { abs, via: `/proc/self/fd/${handle.fd}`, close: () => handle.close() };
}
var codeOf = (error) => error?.code;
async function openDir(abs, given, verb) {
  if (!kernelNamesFds()) return unpinned(abs);
  const handle = await open(abs, DIR_FLAGS);
  if (pathOfFd(handle.fd) !== abs) {
    await handle.close();
    throw new PathChangedError(given, verb);
  }
  return pinned(handle, abs);
}
async function openDirCreating(root, absDir, given, create) {
  if (absDir !== root && !absDir.startsWith(`${root}${path.sep}`)) throw new PathChangedError(given, "written");
  if (!kernelNamesFds()) {
    if (create) await mkdir(absDir, { recursive: true });
    return unpinned(absDir);
  }
  try {
    return await openDir(absDir, given, "written");
  } catch (error) {
    const code = codeOf(error);
    if (code === "ELOOP") throw new PathChangedError(given, "written");
    if (code === "ENOTDIR") {
      if (!create) return null;
      throw notADirectory(given, root, absDir);
    }
    if (code !== "ENOENT" || absDir === root) throw error;
    if (!create) return null;
  }
  const parent = await openDirCreating(root, path.dirname(absDir), given, true);
  if (!parent) return null;
  const name = path.basename(absDir);
  try {
    await mkdir(`${parent.via}/${name}`).catch((error) => {
      if (codeOf(error) !== "EEXIST") throw error;
    });
    let handle;
    try {
      handle = await open(`${parent.via}/${name}`, DIR_FLAGS);
    } catch (error) {
      const code = codeOf(error);
      if (code === "ELOOP" || code === "ENOENT") throw new PathChangedError(given, "written");
      if (code === "ENOTDIR") throw notADirectory(given, root, absDir);
      throw error;
    }
    if (pathOfFd(handle.fd) !== absDir) {
      await handle.close();
      throw new PathChangedError(given, "written");
    }
    return pinned(handle, absDir);
  } finally {
    await parent.close();
  }
}
function notADirectory(given, root, absDir) {
  let link = false;
  try {
    link = lstatSync(absDir).isSymbolicLink();
  } catch {
  }
  return link ? new PathChangedError(given, "written") : new NotADirectoryError(given, root, absDir);
}
var NotADirectoryError = class extends Error {
  constructor(given, root, absDir) {
    super(`${given}: a component of ${path.relative(root, absDir) || "."} is a file, not a directory; not written.`);
    this.name = "NotADirectoryError";
  }
};
async function openEntry(root, target, given, verb, flags = READ_FLAGS) {
  let handle;
  if (target.rel === "") {
    handle = await open(root, kernelNamesFds() ? DIR_FLAGS : constants.O_RDONLY);
  } else {
    let dir;
    try {
      dir = await openDir(path.dirname(target.abs), given, verb);
    } catch (error) {
      if (codeOf(error) === "ELOOP") throw new PathChangedError(given, verb);
      throw error;
    }
    try {
      handle = await open(`${dir.via}/${path.basename(target.abs)}`, flags);
    } finally {
      await dir.close();
    }
  }
  try {
    const st = await handle.stat();
    if (!isOpenedAs(handle.fd, target.abs, st.nlink)) throw new PathChangedError(given, verb);
    return { handle, st };
  } catch (error) {
    await handle.close();
    throw error;
  }
}
async function listDir(root, target, given) {
  if (!kernelNamesFds()) {
    const st2 = await stat(target.abs);
    return { st: st2, entries: st2.isDirectory() ? await readdir(target.abs, { withFileTypes: true }) : null };
  }
  const { handle, st } = await openEntry(root, target, given, "listed");
  try {
    return { st, entries: st.isDirectory() ? await readdir(`/proc/self/fd/${handle.fd}`, { withFileTypes: true }) : null };
  } finally {
    await handle.close();
  }
}
var WalkDir = class _WalkDir {
  constructor(fd, abs) {
    this.fd = fd;
    this.abs = abs;
  }
  fd;
  abs;
  refs = 1;
  /** Opens the walk's root `abs`; throws when it cannot be opened or the kernel names another directory. */
  static root(abs) {
    if (!kernelNamesFds()) return new _WalkDir(null, abs);
    const fd = openSync(abs, DIR_FLAGS);
    if (pathOfFd(fd) !== abs) {
      closeSync(fd);
      throw new PathChangedError(abs, "listed");
    }
    return new _WalkDir(fd, abs);
  }
  /** The subdirectory `name`, or null when it is gone, not a directory, or a link. */
  child(name) {
    if (this.fd === null) return new _WalkDir(null, path.join(this.abs, name));
    try {
      return new _WalkDir(openSync(`/proc/self/fd/${this.fd}/${name}`, DIR_FLAGS), path.join(this.abs, name));
    } catch {
      return null;
    }
  }
  entries() {
    return readdirSync(this.fd === null ? this.abs : `/proc/self/fd/${this.fd}`, { withFileTypes: true });
  }
  retain() {
    this.refs++;
  }
  release() {
    if (--this.refs === 0 && this.fd !== null) closeSync(this.fd);
  }
};
var identityChecks = /* @__PURE__ */ new WeakMap();
function withIdentityCheck(canRead, check) {
  identityChecks.set(canRead, check);
  return canRead;
}
function deniedOrigin(canRead, st) {
  return identityChecks.get(canRead)?.(st) ?? null;
}
function deniedInodeReason(given, origin) {
  return `${given} is the Read-denied file ${origin} under another name (moved or linked during the run)`;
}

// src/tools/text-file.ts
import { open as open2 } from "node:fs/promises";
var BINARY_SNIFF_BYTES = 8e3;
var MAX_LINE_CHARS = 2e3;
var BOM = "\uFEFF";
function isBinaryBuffer(buf) {
  const end = Math.min(buf.length, BINARY_SNIFF_BYTES);
  for (let i = 0; i < end; i++) if (buf[i] === 0) return true;
  return false;
}
async function isBinaryFile(file) {
  const handle = typeof file === "string" ? await open2(file, "r") : file;
  try {
    const buf = Buffer.alloc(BINARY_SNIFF_BYTES);
    const { bytesRead } = await handle.read(buf, 0, BINARY_SNIFF_BYTES, 0);
    return isBinaryBuffer(buf.subarray(0, bytesRead));
  } finally {
    if (handle !== file) await handle.close();
  }
}
async function readAll(handle, size) {
  const buf = Buffer.allocUnsafe(size);
  let read = 0;
  while (read < size) {
    const { bytesRead } = await handle.read(buf, read, size - read, read);
    if (bytesRead === 0) break;
    read += bytesRead;
  }
  return buf.subarray(0, read);
}
function decodeText(buf) {
  const text = buf.toString("utf8");
  return text.startsWith(BOM) ? { text: text.slice(1), bom: true } : { text, bom: false };
}
function encodeText(decoded) {
  return decoded.bom ? BOM + decoded.text : decoded.text;
}
function detectLineEnding(text) {
  let crlf = 0;
  let lf = 0;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) {
    if (i > 0 && text.charCodeAt(i - 1) === 13) crlf++;
    else lf++;
  }
  return crlf > lf ? "\r\n" : "\n";
}
function withLineEnding(s, eol) {
  const lf = s.replace(/\r\n/g, "\n");
  return eol === "\n" ? lf : lf.replace(/\n/g, "\r\n");
}
function splitLines(text) {
  if (text === "") return [];
  const lines2 = text.split("\n");
  if (lines2[lines2.length - 1] === "") lines2.pop();
  return lines2.map((l) => l.endsWith("\r") ? l.slice(0, -1) : l);
}
function countLines(text) {
  return splitLines(text).length;
}
function cutLongLine(line, max = MAX_LINE_CHARS, fullLength = line.length) {
  if (fullLength <= max) return line;
  return `${line.slice(0, max)}\u2026 [line cut: ${fullLength} chars]`;
}
function numberLine(lineNumber, line, fullLength = line.length) {
  return `${String(lineNumber).padStart(6)}	${cutLongLine(line, MAX_LINE_CHARS, fullLength)}`;
}
function lineNumberAt(text, index) {
  let line = 1;
  for (let i = text.indexOf("\n"); i !== -1 && i < index; i = text.indexOf("\n", i + 1)) line++;
  return line;
}
function formatBytes(n) {
  if (n < 1024) return `${n} bytes`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(n % 1024 ? 1 : 0)} KiB`;
  return `${(n / 1024 / 1024).toFixed(1)} MiB`;
}

// src/tools/file-write.ts
function resolveWritable(cwd, requested) {
  const target = resolveInWorkspace(cwd, requested);
  if (target.rel === "") throw new Error(`${requested} is the workspace root, not a file.`);
  const dir = protectedDirOf(target.rel);
  if (dir) throw new Error(`${requested} is inside ${dir}/, which no tool may write to.`);
  return target;
}
function writePrecheck(ctx, requested, tool) {
  let target;
  try {
    target = resolveWritable(ctx.cwd, requested);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  const unreadable = unreadableTarget(ctx, target, requested, tool);
  if (unreadable) return unreadable;
  let st;
  try {
    st = lstatSync2(target.abs, { throwIfNoEntry: false });
  } catch {
    return null;
  }
  if (st?.isSymbolicLink()) return danglingLink(target.rel);
  if (st?.isFile() && st.nlink > 1) return hardLinked(target.rel, st.nlink);
  return null;
}
function unreadableTarget(ctx, target, requested, tool) {
  if (ctx.canRead(target.rel)) return null;
  const via = target.rel === requested ? "" : ` (it resolves to ${target.rel})`;
  return `the policy does not let the agent read ${requested}${via}, so ${tool} may not change it either: an edit would show or confirm its old content (the diff, whether old_string occurs, whether the file exists). Leave it to a maintainer.`;
}
var danglingLink = (rel) => `${rel} is a symbolic link that does not resolve inside the workspace; not written.`;
var hardLinked = (rel, links) => `${rel} has ${links} hard links; writing it would also change the other names of the same file (possibly outside the workspace or in a protected directory). Not written.`;
var MAX_EDIT_BYTES = 16 * 1024 * 1024;
function tooLargeToEdit(given, size, maxBytes = MAX_EDIT_BYTES) {
  return `${given} is ${(size / 1024 / 1024).toFixed(1)} MiB, more than the ${maxBytes / 1024 / 1024} MiB Edit loads; replace it with Write or change it with a command.`;
}
var codeOf2 = (error) => error?.code;
async function openWorkspaceFile(ctx, target, given, tool, create) {
  const refused = refusal(ctx, target, given, tool);
  if (refused) throw new Error(refused);
  const dir = await openDirCreating(ctx.cwd, path2.dirname(target.abs), given, create);
  if (!dir) return null;
  let handle;
  let created;
  try {
    if (!kernelNamesFds() && resolveInWorkspace(ctx.cwd, target.rel).abs !== target.abs) {
      throw new Error(`${target.rel} changed while being written (a symlink appeared on its path); not written.`);
    }
    ({ handle, created } = await openIn(dir, target, given, create));
  } finally {
    await dir.close();
  }
  if (!handle) return null;
  const file = handle;
  try {
    const st = await file.stat();
    checkOpened(file, st, target, given, ctx);
    return {
      created,
      size: st.size,
      read: () => readAll(file, st.size),
      replace: async (data) => {
        const bytes = Buffer.from(data, "utf8");
        await file.truncate(0);
        let written = 0;
        while (written < bytes.length) {
          const { bytesWritten } = await file.write(bytes, written, bytes.length - written, written);
          written += bytesWritten;
        }
      },
      close: () => file.close()
    };
  } catch (error) {
    await file.close();
    throw error;
  }
}
function refusal(ctx, target, given, tool) {
  const dir = protectedDirOf(target.rel);
  if (dir) return `${given} is inside ${dir}/, which no tool may write to.`;
  const configured = gitConfiguredProtection(ctx.cwd, target.rel, given);
  if (configured) return configured.reason;
  return unreadableTarget(ctx, target, given, tool);
}
async function openIn(dir, target, given, create) {
  const at = `${dir.via}/${path2.basename(target.abs)}`;
  const attempt = async (flags) => {
    try {
      return await open3(at, flags, 438);
    } catch (error) {
      const code = codeOf2(error);
      if (code === "ENOENT") return "missing";
      if (code === "EEXIST") return "exists";
      if (code === "ELOOP") throw new Error(danglingLink(target.rel));
      if (code === "EISDIR") throw new Error(`${given} is a directory; give a file path.`);
      if (code === "ENXIO" || code === "EOPNOTSUPP" || code === "ENODEV") throw new Error(`${given} is not a regular file; not written.`);
      throw error;
    }
  };
  for (let tries = 0; tries < 3; tries++) {
    const existing = await attempt(UPDATE_FLAGS);
    if (typeof existing !== "string") return { handle: existing, created: false };
    if (!create) return { handle: null, created: false };
    const made = await attempt(UPDATE_FLAGS | constants2.O_CREAT | constants2.O_EXCL);
    if (typeof made !== "string") return { handle: made, created: true };
  }
  throw new PathChangedError(given, "written");
}
function checkOpened(file, st, target, given, ctx) {
  if (st.isDirectory()) throw new Error(`${given} is a directory; give a file path.`);
  if (!st.isFile()) throw new Error(`${given} is not a regular file; not written.`);
  if (!isOpenedAs(file.fd, target.abs, st.nlink)) throw new PathChangedError(given, "written");
  if (st.nlink > 1) throw new Error(hardLinked(target.rel, st.nlink));
  const origin = deniedOrigin(ctx.canRead, st);
  if (origin) throw new Error(deniedInodeReason(given, origin));
}

// src/tools/edit.ts
var PREVIEW_DIFF_LINES = 30;
var LISTED_MATCHES = 10;
var editInput = external_exports.object({
  file_path: external_exports.string().min(1).describe("The file to edit, relative to the repository root or absolute inside it."),
  old_string: external_exports.string().describe(
    "The exact text to replace, including indentation and line breaks, without the line-number prefix Read shows. It must occur exactly once in the file unless replace_all is true; include surrounding lines to make it unique. An empty old_string creates the file with new_string (only if it does not exist or is empty)."
  ),
  new_string: external_exports.string().describe("The text to put in its place (must differ from old_string)."),
  replace_all: external_exports.boolean().optional().describe("Replace every occurrence of old_string (e.g. to rename a variable). Default false.")
});
function occurrences(haystack, needle) {
  const found = [];
  for (let i = haystack.indexOf(needle); i !== -1; i = haystack.indexOf(needle, i + needle.length)) found.push(i);
  return found;
}
function looseMatchLine(text, old) {
  const norm = (l) => l.trim();
  const want = old.replace(/\r\n/g, "\n").split("\n").map(norm);
  while (want.length && want[want.length - 1] === "") want.pop();
  while (want.length && want[0] === "") want.shift();
  if (!want.length) return null;
  const lines2 = text.replace(/\r\n/g, "\n").split("\n").map(norm);
  for (let i = 0; i + want.length <= lines2.length; i++) {
    if (want.every((w, j) => lines2[i + j] === w)) return i + 1;
  }
  return null;
}
var editTool = defineTool({
  name: "Edit",
  aliases: ["edit", "str_replace"],
  description: "Replace an exact string in a file. Read the file first and copy old_string exactly as it appears (indentation included, line-number prefix excluded). old_string must be unique in the file unless replace_all is true. Line endings and encoding of the file are preserved.",
  input: editInput,
  class: "serial-mutation",
  policyKind: "edit",
  paths: (input2) => [input2.file_path],
  summarize: (input2) => `${input2.file_path}${input2.replace_all ? " (all)" : ""}`,
  precheck: (input2, ctx) => writePrecheck(ctx, input2.file_path, "Edit"),
  async run(input2, ctx) {
    refuseIf(writePrecheck(ctx, input2.file_path, "Edit"));
    if (input2.old_string === input2.new_string) {
      throw new Error("old_string and new_string are identical; there is nothing to change.");
    }
    const target = resolveWritable(ctx.cwd, input2.file_path);
    const file = await openWorkspaceFile(ctx, target, input2.file_path, "Edit", input2.old_string === "");
    if (!file) throw new Error(`File not found: ${input2.file_path}. Use Write to create a new file.`);
    try {
      return await editOpened(file, target.rel, input2);
    } finally {
      await file.close();
    }
  }
});
async function editOpened(file, rel, input2) {
  if (file.size > MAX_EDIT_BYTES) throw new Error(tooLargeToEdit(input2.file_path, file.size));
  const raw = file.created ? null : await file.read();
  if (input2.old_string === "") {
    if (raw && raw.length > 0) {
      throw new Error(`${input2.file_path} already exists and is not empty; give an old_string to replace, or use Write.`);
    }
    await file.replace(input2.new_string);
    const diff2 = unifiedDiff("", input2.new_string, { path: rel, created: !raw });
    return { content: `Created ${rel}`, details: { paths: [rel], diff: diff2, replacements: 1 } };
  }
  if (!raw) throw new Error(`File not found: ${input2.file_path}. Use Write to create a new file.`);
  if (isBinaryBuffer(raw)) throw new Error(`${input2.file_path} is a binary file; Edit only changes text files.`);
  const decoded = decodeText(raw);
  const text = decoded.text;
  const eol = detectLineEnding(text);
  let oldStr = withLineEnding(input2.old_string, eol);
  let newStr = withLineEnding(input2.new_string, eol);
  let found = occurrences(text, oldStr);
  if (!found.length && oldStr !== input2.old_string) {
    oldStr = input2.old_string;
    newStr = input2.new_string;
    found = occurrences(text, oldStr);
  }
  if (!found.length) {
    const loose = looseMatchLine(text, input2.old_string);
    const hint = loose ? ` Text matching it apart from indentation/whitespace starts at line ${loose}: copy the exact whitespace from Read output (tabs vs spaces).` : " Check whitespace and indentation (tabs vs spaces) and line breaks, and Read the file again: it may have changed.";
    throw new Error(`old_string was not found in ${input2.file_path}.${hint}`);
  }
  if (found.length > 1 && !input2.replace_all) {
    const lines2 = found.slice(0, LISTED_MATCHES).map((i) => lineNumberAt(text, i));
    const more = found.length > LISTED_MATCHES ? ", ..." : "";
    throw new Error(
      `old_string occurs ${found.length} times in ${input2.file_path} (lines ${lines2.join(", ")}${more}). Include more surrounding lines to make it unique, or set replace_all to change every occurrence.`
    );
  }
  const updatedText = input2.replace_all ? text.split(oldStr).join(newStr) : text.replace(oldStr, () => newStr);
  const after = encodeText({ text: updatedText, bom: decoded.bom });
  await file.replace(after);
  const diff = unifiedDiff(text, updatedText, { path: rel });
  const preview = unifiedDiff(text, updatedText, { path: rel, context: 2 });
  const stats = diffStats(diff);
  const firstLine2 = lineNumberAt(text, found[0]);
  const count = input2.replace_all ? found.length : 1;
  const head = `Edited ${rel}: ${count} replacement${count === 1 ? "" : "s"} (first at line ${firstLine2}; +${stats.added} -${stats.removed})`;
  return {
    content: `${head}
${capDiff(preview, PREVIEW_DIFF_LINES)}`,
    details: { paths: [rel], diff, replacements: count, added: stats.added, removed: stats.removed }
  };
}

// src/tools/glob.ts
import { lstatSync as lstatSync4 } from "node:fs";
import { stat as stat2 } from "node:fs/promises";
import path5 from "node:path";
import { createRequire } from "node:module";

// src/tools/file-walker.ts
import { lstatSync as lstatSync3 } from "node:fs";
import path4 from "node:path";

// src/tools/gitignore-rules.ts
var import_ignore = __toESM(require_ignore(), 1);
import { readFileSync } from "node:fs";
import path3 from "node:path";
var ALWAYS_SKIPPED = ".git";
var DEPENDENCY_DIR = "node_modules";
function skippedDirNames(rootRel) {
  const inside = rootRel.split("/").includes(DEPENDENCY_DIR);
  return new Set(inside ? [ALWAYS_SKIPPED] : [ALWAYS_SKIPPED, DEPENDENCY_DIR]);
}
function inSkippedDir(rel, rootRel, skipped) {
  const below = rootRel === "" ? rel : rel.startsWith(`${rootRel}/`) ? rel.slice(rootRel.length + 1) : rel;
  const segments = below.split("/");
  segments.pop();
  return segments.some((s) => skipped.has(s));
}
function assertContainedGlob(glob) {
  if (glob.startsWith("/") || glob.startsWith("~") || glob.includes("..") || glob.includes("\0")) {
    throw new Error(`Glob "${glob}" may not be absolute or contain ".." or "~"; set path to the directory to search instead.`);
  }
}
var GitignoreRules = class {
  /** `root` is the absolute workspace root; every path given later is relative to it. */
  constructor(root) {
    this.root = root;
  }
  root;
  byDir = /* @__PURE__ */ new Map();
  /** Directories known to have no `.gitignore` (told by a walker that listed them). */
  without = /* @__PURE__ */ new Set();
  /** A walker that has listed `dirRel` says whether it holds a `.gitignore`; saves a probe. */
  noteDirectory(dirRel, hasGitignore) {
    if (!hasGitignore && dirRel !== "") this.without.add(dirRel);
  }
  /** The rules of one directory's `.gitignore` (plus `.git/info/exclude` for the root). */
  rulesOf(dirRel) {
    const cached = this.byDir.get(dirRel);
    if (cached !== void 0) return cached;
    if (this.without.has(dirRel)) return null;
    const sources = [path3.join(this.root, dirRel, ".gitignore")];
    if (dirRel === "") sources.push(path3.join(this.root, ".git", "info", "exclude"));
    let rules = null;
    for (const file of sources) {
      let text;
      try {
        text = readFileSync(file, "utf8");
      } catch {
        continue;
      }
      rules ??= (0, import_ignore.default)({ allowRelativePaths: true });
      rules.add(text);
    }
    this.byDir.set(dirRel, rules);
    return rules;
  }
  /**
   * Whether `rel` itself is matched by the rules of its ancestors' `.gitignore` files, assuming
   * its parent directories are not ignored (the walker never enters ignored directories).
   */
  matches(rel, isDir) {
    let ignored = false;
    let dirRel = "";
    let rest = rel;
    for (; ; ) {
      const rules = this.rulesOf(dirRel);
      if (rules) {
        const result = rules.test(isDir ? `${rest}/` : rest);
        if (result.ignored) ignored = true;
        else if (result.unignored) ignored = false;
      }
      const slash = rest.indexOf("/");
      if (slash < 0) return ignored;
      dirRel = dirRel ? `${dirRel}/${rest.slice(0, slash)}` : rest.slice(0, slash);
      rest = rest.slice(slash + 1);
    }
  }
  /** Whether `rel` or any directory above it is ignored. */
  isIgnored(rel, isDir) {
    if (rel === "") return false;
    const segments = rel.split("/");
    for (let i = 1; i < segments.length; i++) {
      if (this.matches(segments.slice(0, i).join("/"), true)) return true;
    }
    return this.matches(rel, isDir);
  }
};

// src/tools/file-walker.ts
var SLICE_MS = 8;
function timeSlicer(signal) {
  let sliceStart = performance.now();
  return async () => {
    if (performance.now() - sliceStart < SLICE_MS) return;
    await new Promise((resolve) => setImmediate(resolve));
    if (signal?.aborted) throw new Error("Search cancelled");
    sliceStart = performance.now();
  };
}
async function walkFiles(opts) {
  const rootStat = lstatSync3(path4.join(opts.workspace, opts.rootRel));
  if (rootStat.isFile()) return [opts.rootRel];
  if (!rootStat.isDirectory()) return [];
  let root;
  try {
    root = WalkDir.root(path4.join(opts.workspace, opts.rootRel));
  } catch {
    return [];
  }
  const rules = opts.honourGitignore ? new GitignoreRules(opts.workspace) : null;
  const skipped = skippedDirNames(opts.rootRel);
  const files = [];
  const stack = [{ rel: opts.rootRel, parent: null }];
  const slice = timeSlicer(opts.signal);
  let lastReported = 0;
  try {
    while (stack.length) {
      await slice();
      const { rel: dirRel, parent } = stack.pop();
      const dir = parent ? parent.child(path4.posix.basename(dirRel)) : root;
      parent?.release();
      if (!dir) continue;
      let entries;
      try {
        entries = dir.entries();
      } catch {
        dir.release();
        continue;
      }
      rules?.noteDirectory(dirRel, entries.some((e) => e.name === ".gitignore" && e.isFile()));
      for (const entry of entries) {
        const rel = dirRel === "" ? entry.name : `${dirRel}/${entry.name}`;
        if (entry.isDirectory()) {
          if (skipped.has(entry.name)) continue;
          if (rules?.matches(rel, true)) continue;
          dir.retain();
          stack.push({ rel, parent: dir });
        } else if (entry.isFile()) {
          if (rules?.matches(rel, false)) continue;
          files.push(rel);
        }
      }
      dir.release();
      if (opts.onCount && files.length - lastReported >= 1e3) {
        lastReported = files.length;
        opts.onCount(files.length);
      }
    }
  } finally {
    for (const { parent } of stack) parent?.release();
  }
  files.sort();
  return files;
}

// src/tools/grep-git.ts
var GIT_SAFETY = ["-c", "core.fsmonitor=false", "-c", "grep.fullName=false", "-c", "grep.column=false", "-c", "color.ui=never"];
var pcreSupported;
async function inGitWorkTree(exec, dirAbs, env, signal) {
  const res = await exec({
    argv: ["git", ...GIT_SAFETY, "rev-parse", "--is-inside-work-tree"],
    cwd: dirAbs,
    env,
    signal,
    maxOutputBytes: 4096,
    concurrentSafe: true
  });
  return res.exitCode === 0 && res.stdout.trim() === "true";
}
function pathspecArgs(scope) {
  const specs = scope.pathspecs.length ? [...scope.pathspecs] : ["."];
  if (scope.skipDependencies) specs.push(":(exclude,glob)**/node_modules/**");
  return ["--", ...specs];
}
var withPrefix = (scope, p) => scope.dirRel ? `${scope.dirRel}/${p}` : p;
var contained = (p) => p !== "" && !p.startsWith("/") && !p.includes("\n") && !(p.includes("..") && p.split("/").includes(".."));
async function gitListFiles(scope) {
  const args = ["git", ...GIT_SAFETY, "ls-files", "-z", "--cached", "--others"];
  if (!scope.includeIgnored) args.push("--exclude-standard");
  const res = await scope.exec({ argv: [...args, ...pathspecArgs(scope)], cwd: scope.dirAbs, env: scope.env, signal: scope.signal, maxOutputBytes: 64 * 1024 * 1024, spoolStdout: true, concurrentSafe: true });
  if (res.exitCode !== 0) throw new Error(`git ls-files failed: ${res.stderr.trim() || `exit ${res.exitCode}`}`);
  if (res.truncated) throw new Error("git ls-files listed more paths than Marshal keeps; give a narrower path");
  const paths = res.stdout.split("\0").filter(contained).sort();
  let n = 0;
  for (const p of paths) if (n === 0 || paths[n - 1] !== p) paths[n++] = p;
  paths.length = n;
  if (scope.dirRel) for (let i = 0; i < n; i++) paths[i] = withPrefix(scope, paths[i]);
  return paths;
}
async function gitGrep(scope, cp, mode, opts) {
  if (pcreSupported === false) return null;
  const args = ["git", ...GIT_SAFETY, "grep", "--untracked", "-I", "-z", "--no-color", "-P"];
  if (scope.includeIgnored) args.push("--no-exclude-standard");
  if (cp.ignoreCase) args.push("-i");
  if (mode === "files_with_matches") args.push("-l");
  else if (mode === "count") args.push("-c");
  else args.push("-n");
  args.push("-e", cp.source, ...pathspecArgs(scope));
  const res = await scope.exec({ argv: args, cwd: scope.dirAbs, env: scope.env, signal: scope.signal, spoolStdout: true, concurrentSafe: true });
  if (res.aborted) throw new Error("Search cancelled");
  if (res.exitCode === 1) return { matches: [], incomplete: false };
  if (res.exitCode !== 0) {
    if (/perl|pcre/i.test(res.stderr) && /compiled|support/i.test(res.stderr)) {
      pcreSupported = false;
      return null;
    }
    throw new Error(`git grep failed: ${res.stderr.trim() || `exit ${res.exitCode}`}`);
  }
  pcreSupported = true;
  const omitted = { files: 0, occurrences: 0 };
  const matches = await parseGitGrep(scope, res.stdout, mode, opts, omitted);
  return { matches, incomplete: res.truncated, ...omitted.files ? { omitted } : {} };
}
function recordPath(record) {
  const a = record.indexOf("\0");
  if (a <= 0) return null;
  const p = record.slice(0, a);
  return contained(p) ? p : null;
}
function pathAfter(record, last) {
  return last !== null && record.charCodeAt(last.length) === 0 && record.startsWith(last) ? last : recordPath(record);
}
function* lines(out) {
  let start = 0;
  while (start < out.length) {
    const end = out.indexOf("\n", start);
    const stop = end === -1 ? out.length : end;
    yield out.slice(start, stop);
    start = stop + 1;
  }
}
function sortedByPath(records) {
  const key = (r) => r.slice(0, Math.max(0, r.indexOf("\0")));
  return records.sort((x, y) => {
    const a = key(x);
    const b = key(y);
    return a < b ? -1 : a > b ? 1 : 0;
  });
}
async function parseGitGrep(scope, out, mode, opts, omitted) {
  if (mode === "files_with_matches") {
    const rels = out.split("\0").filter(contained).map((p) => withPrefix(scope, p));
    const kept2 = await opts.admit(rels);
    return rels.filter((_, i) => kept2[i] === 1).map((rel2) => ({ rel: rel2, count: 1, lines: [] }));
  }
  if (mode === "count") return parseCounts(scope, out, opts, omitted);
  const paths = [];
  let previous = null;
  let sorted = true;
  for (const record of lines(out)) {
    const p = pathAfter(record, previous);
    if (p === null || p === previous) continue;
    if (previous !== null && p < previous) sorted = false;
    paths.push(withPrefix(scope, p));
    previous = p;
  }
  const mask = await opts.admit(paths);
  const kept = new Set(paths.filter((_, i) => mask[i] === 1));
  const records = sorted ? lines(out) : sortedByPath(out.split("\n"));
  const files = [];
  let keptLines = 0;
  let last = null;
  let rel = "";
  let admitted = false;
  let entry = null;
  let overflowing = false;
  for (const record of records) {
    const p = pathAfter(record, last);
    if (p === null) continue;
    if (p !== last) {
      last = p;
      rel = withPrefix(scope, p);
      admitted = kept.has(rel);
      entry = null;
      overflowing = false;
    }
    if (!admitted) continue;
    const a = p.length;
    const b = record.indexOf("\0", a + 1);
    if (b < 0) continue;
    const n = Number(record.slice(a + 1, b));
    if (!Number.isInteger(n) || n < 1) continue;
    if (!entry) {
      if (keptLines >= opts.keepLines) {
        if (!overflowing) omitted.files++;
        overflowing = true;
        omitted.occurrences++;
        continue;
      }
      entry = { rel, count: 0, lines: [], linesTotal: 0 };
      files.push(entry);
    }
    entry.count++;
    entry.linesTotal = (entry.linesTotal ?? 0) + 1;
    if (keptLines < opts.keepLines) {
      entry.lines.push({ n, text: record.slice(b + 1).replace(/\r$/, "") });
      keptLines++;
    }
  }
  return files;
}
async function parseCounts(scope, out, opts, omitted) {
  const paths = [];
  const counts = [];
  let sorted = true;
  for (let start = 0; start < out.length; ) {
    const z = out.indexOf("\0", start);
    if (z < 0) break;
    let end = out.indexOf("\n", z);
    if (end < 0) end = out.length;
    let count = 0;
    let digits = end > z + 1;
    for (let i = z + 1; i < end && digits; i++) {
      const d = out.charCodeAt(i) - 48;
      if (d < 0 || d > 9) digits = false;
      else count = count * 10 + d;
    }
    const p = out.slice(start, z);
    start = end + 1;
    if (!digits || count <= 0 || !contained(p)) continue;
    const rel = withPrefix(scope, p);
    if (sorted && paths.length && rel < paths[paths.length - 1]) sorted = false;
    paths.push(rel);
    counts.push(count);
  }
  const kept = await opts.admit(paths);
  let order = null;
  if (!sorted) {
    order = paths.map((_, i) => i);
    order.sort((x, y) => {
      const a = paths[x];
      const b = paths[y];
      return a < b ? -1 : a > b ? 1 : 0;
    });
  }
  const files = [];
  for (let k = 0; k < paths.length; k++) {
    const i = order ? order[k] : k;
    if (kept[i] !== 1) continue;
    const count = counts[i];
    if (files.length < opts.keepLines) files.push({ rel: paths[i], count, lines: [] });
    else {
      omitted.files++;
      omitted.occurrences += count;
    }
  }
  return files;
}

// src/tools/guarded.ts
import vm from "node:vm";
var MAX_GUARDED_SLICE_MS = 1e4;
var SLICE_MS2 = 8;
var PatternTooSlowError = class extends Error {
  constructor(where, ms) {
    super(
      `The pattern took more than ${ms} ms on ${where} and was stopped: it probably backtracks catastrophically (nested quantifiers such as (a+)+, or many wildcards in one glob). Simplify it and search again.`
    );
    this.where = where;
    this.name = "PatternTooSlowError";
  }
  where;
};
var context = vm.createContext({ work: null });
var script = new vm.Script("work()", { filename: "marshal-guarded-match" });
function isWatchdogTimeout(error) {
  return error?.code === "ERR_SCRIPT_EXECUTION_TIMEOUT";
}
function guarded(work, ms, where) {
  const budget = Math.max(1, Math.floor(ms));
  context.work = work;
  try {
    return script.runInContext(context, { timeout: budget });
  } catch (error) {
    if (isWatchdogTimeout(error)) throw new PatternTooSlowError(where(), budget);
    throw error;
  } finally {
    context.work = null;
  }
}
function sliceBudget(timeoutMs) {
  return timeoutMs && timeoutMs > 0 ? Math.min(MAX_GUARDED_SLICE_MS, timeoutMs) : MAX_GUARDED_SLICE_MS;
}
async function guardedLoop(count, step, opts) {
  let i = 0;
  while (i < count) {
    if (opts.signal?.aborted) throw new Error("Search cancelled");
    const sliceStart = performance.now();
    guarded(
      () => {
        do {
          step(i);
          i++;
        } while (i < count && performance.now() - sliceStart < SLICE_MS2);
      },
      opts.maxSliceMs,
      () => opts.describe(i)
    );
    if (i < count) await new Promise((resolve) => setImmediate(resolve));
  }
}
async function guardedFilter(items, keep, opts) {
  const kept = [];
  await guardedLoop(items.length, (i) => {
    const item = items[i];
    if (keep(item)) kept.push(item);
  }, opts);
  return kept;
}

// src/tools/glob.ts
var import_picomatch = __toESM(require_picomatch(), 1);
var MAX_GLOB_RESULTS = 1e3;
var globInput = external_exports.object({
  pattern: external_exports.string().min(1).describe('Glob pattern relative to path, e.g. "**/*.ts", "src/**/*.{js,jsx}", "*.md", "**/test_*.py".'),
  path: external_exports.string().optional().describe("Directory to search in, relative to the repository root (or absolute inside it). Defaults to the repository root.")
});
var fastGlob;
function fg() {
  fastGlob ??= typeof __require === "function" ? require_out4() : createRequire(import.meta.url)("fast-glob");
  return fastGlob;
}
function containedPattern(pattern, dirAbs) {
  let p = pattern.trim();
  if (path5.isAbsolute(p)) {
    const rel = path5.relative(dirAbs, p);
    if (rel.startsWith("..") || path5.isAbsolute(rel)) {
      throw new Error(`Pattern "${pattern}" points outside the search directory; use a relative pattern and the path parameter.`);
    }
    p = rel.split(path5.sep).join("/") || "**/*";
  }
  if (p.startsWith("./")) p = p.slice(2);
  assertContainedGlob(p);
  for (const task of fg().generateTasks(p, { cwd: dirAbs, dot: true })) {
    const base = task.base.replace(/\\/g, "/");
    if (path5.isAbsolute(task.base) || base === ".." || base.startsWith("../") || base.split("/").includes("..")) {
      throw new Error(`Pattern "${pattern}" expands to a path outside the search directory ("${task.base}"); use a relative pattern and the path parameter.`);
    }
  }
  return p;
}
function unbalanced(segment) {
  const count = (c) => segment.split(c).length - 1;
  return count("{") !== count("}") || count("(") !== count(")") || count("[") !== count("]");
}
function literalBase(p) {
  const segments = p.split("/");
  if (segments.some(unbalanced)) return "";
  const base = [];
  for (const seg of segments.slice(0, -1)) {
    if (seg === "" || seg === "." || seg.includes("\\") || import_picomatch.default.scan(seg).isGlob) break;
    base.push(seg);
  }
  return base.join("/");
}
function fileNamePathspecs(pattern) {
  const name = pattern.slice(pattern.lastIndexOf("/") + 1);
  if (name === "" || /^\**$/.test(name) || !/^[^?[\]{}()!@+\\]*$/.test(name)) return [];
  return [`:(glob)**/${name}`];
}
function globPrecheck(input2, ctx) {
  try {
    containedPattern(input2.pattern, resolveInWorkspace(ctx.cwd, input2.path ?? ".").abs);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
var globTool = defineTool({
  name: "Glob",
  aliases: ["glob"],
  description: `Find files by name with a glob pattern ("**/*.ts", "src/**/*.test.{js,ts}"). Returns repository-relative paths, most recently modified first, at most ${MAX_GLOB_RESULTS}. Respects .gitignore; skips .git and node_modules (unless path points into them).`,
  input: globInput,
  class: "read",
  policyKind: "read",
  paths: (input2) => [input2.path ?? "."],
  summarize: (input2) => input2.path ? `${input2.pattern} in ${input2.path}` : input2.pattern,
  precheck: globPrecheck,
  async run(input2, ctx) {
    refuseIf(globPrecheck(input2, ctx));
    const dir = resolveInWorkspace(ctx.cwd, input2.path ?? ".");
    const st = await stat2(dir.abs).catch(() => null);
    if (!st) throw new Error(`Directory not found: ${input2.path ?? "."}`);
    if (!st.isDirectory()) throw new Error(`${input2.path} is a file, not a directory; give its directory as path.`);
    const pattern = containedPattern(input2.pattern, dir.abs);
    const rules = new GitignoreRules(ctx.cwd);
    const honour = !(dir.rel !== "" && rules.isIgnored(dir.rel, true));
    if (pattern.startsWith("!")) throw new Error(`Pattern "${input2.pattern}" only excludes; give the files to find (e.g. "**/*.ts").`);
    let matches;
    try {
      matches = globTest(pattern, { dot: true });
    } catch (err) {
      throw new Error(`Invalid glob pattern "${input2.pattern}": ${err.message}`);
    }
    ctx.onProgress(`Globbing ${pattern} in ${dir.rel || "."}`);
    const base = literalBase(pattern);
    const walkRoot = [dir.rel, base].filter(Boolean).join("/");
    const skipped = skippedDirNames(dir.rel);
    const reachable = !base.split("/").some((seg) => skipped.has(seg)) && !(honour && base && rules.isIgnored(walkRoot, true));
    let files = [];
    const rootAbs = path5.join(ctx.cwd, walkRoot);
    if (reachable && lstatSync4(rootAbs, { throwIfNoEntry: false })?.isDirectory()) {
      files = await inGitWorkTree(ctx.exec, rootAbs, ctx.env, ctx.signal) ? await gitListFiles({
        exec: ctx.exec,
        env: ctx.env,
        signal: ctx.signal,
        dirAbs: rootAbs,
        dirRel: walkRoot,
        pathspecs: fileNamePathspecs(pattern),
        skipDependencies: skipped.has("node_modules"),
        includeIgnored: !honour
      }) : await walkFiles({ workspace: ctx.cwd, rootRel: walkRoot, honourGitignore: honour, signal: ctx.signal });
    }
    if (ctx.signal.aborted) throw new Error("Glob cancelled");
    const prefix = dir.rel ? dir.rel.length + 1 : 0;
    const matched = [];
    await guardedLoop(
      files.length,
      (i) => {
        const rel = files[i];
        if (!matches(rel.slice(prefix))) return;
        if (!ctx.canRead(rel)) return;
        matched.push(rel);
      },
      { signal: ctx.signal, maxSliceMs: sliceBudget(ctx.timeoutMs), describe: (i) => files[i] ?? "a path" }
    );
    files = [];
    const found = [];
    const slice = timeSlicer(ctx.signal);
    for (const rel of matched) {
      await slice();
      const st2 = lstatSync4(path5.join(ctx.cwd, rel), { throwIfNoEntry: false });
      if (st2?.isFile()) found.push({ rel, mtime: st2.mtimeMs });
    }
    found.sort((a, b) => b.mtime - a.mtime || (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
    if (!found.length) return { content: `No files match ${pattern} in ${dir.rel || "."}`, details: { paths: [dir.rel || "."], count: 0 } };
    const shown = found.slice(0, MAX_GLOB_RESULTS).map((f) => f.rel);
    const note = found.length > shown.length ? `
(${found.length} files match; showing the ${shown.length} most recently modified. Use a narrower pattern or path.)` : "";
    return { content: shown.join("\n") + note, details: { paths: [dir.rel || "."], count: found.length } };
  }
});

// src/tools/grep-search.ts
import { stat as stat3 } from "node:fs/promises";
import path8 from "node:path";

// src/tools/grep-matcher.ts
import { closeSync as closeSync2, constants as constants3, fstatSync as fstatSync2, openSync as openSync2, readSync } from "node:fs";
import path6 from "node:path";
var InvalidPatternError = class extends Error {
  constructor(pattern, why) {
    super(`Invalid regular expression /${pattern}/: ${why}`);
    this.name = "InvalidPatternError";
  }
};
function compilePattern(pattern, opts) {
  let source = pattern;
  let ignoreCase = !!opts.ignoreCase;
  if (source.startsWith("(?i)")) {
    source = source.slice(4);
    ignoreCase = true;
  }
  if (source === "") throw new InvalidPatternError(pattern, "the pattern is empty");
  const flags = ignoreCase ? "i" : "";
  const multiline = !!opts.multiline;
  try {
    const hasLookaround = /\(\?<?[=!]/.test(source);
    return {
      source,
      ignoreCase,
      multiline,
      line: new RegExp(source, flags),
      global: new RegExp(source, `${flags}gms`),
      prefilter: hasLookaround ? null : new RegExp(source, `${flags}m`)
    };
  } catch (err) {
    const why = err.message.replace(/^Invalid regular expression: \/.*\/[a-z]*: /, "");
    throw new InvalidPatternError(pattern, `${why} (JavaScript/PCRE syntax; escape literal characters such as ( [ { . * + ? with a backslash)`);
  }
}
function rawLines(text) {
  const lines2 = text.split("\n");
  if (lines2.length && lines2[lines2.length - 1] === "") lines2.pop();
  return lines2;
}
var stripCr = (line) => line.endsWith("\r") ? line.slice(0, -1) : line;
function matchText(rel, text, cp) {
  if (cp.multiline) return matchMultiline(rel, text, cp);
  if (cp.prefilter && !cp.prefilter.test(text)) return null;
  const lines2 = [];
  const all = rawLines(text);
  for (let i = 0; i < all.length; i++) {
    const line = all[i];
    if (cp.line.test(line)) lines2.push({ n: i + 1, text: stripCr(line) });
  }
  return lines2.length ? { rel, count: lines2.length, lines: lines2 } : null;
}
function matchMultiline(rel, text, cp) {
  const all = rawLines(text);
  const starts = [];
  let offset = 0;
  for (const line of all) {
    starts.push(offset);
    offset += line.length + 1;
  }
  const lineOf = (index) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = lo + hi + 1 >> 1;
      if (starts[mid] <= index) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  const touched = /* @__PURE__ */ new Set();
  let count = 0;
  const re = new RegExp(cp.global.source, cp.global.flags);
  for (let m = re.exec(text); m; m = re.exec(text)) {
    count++;
    const first = lineOf(m.index);
    const last = lineOf(Math.max(m.index, m.index + m[0].length - 1));
    for (let i = first; i <= last && i < all.length; i++) touched.add(i);
    if (m[0].length === 0) re.lastIndex++;
  }
  if (!count) return null;
  const lines2 = [...touched].sort((a, b) => a - b).map((i) => ({ n: i + 1, text: stripCr(all[i]) }));
  return { rel, count, lines: lines2 };
}
function pcreAgrees(source) {
  return !/\\[hHKAzZRQEXGNCvpPe]|\(\?[#|>]/.test(source);
}
var MAX_JS_GREP_FILE_BYTES = 64 * 1024 * 1024;
function readSearchable(abs) {
  let fd;
  try {
    fd = openSync2(abs, constants3.O_RDONLY | constants3.O_NOFOLLOW);
  } catch {
    return null;
  }
  try {
    const st = fstatSync2(fd);
    if (!st.isFile() || st.size > MAX_JS_GREP_FILE_BYTES || !isOpenedAs(fd, abs, st.nlink)) return null;
    const buf = Buffer.allocUnsafe(st.size);
    let read = 0;
    while (read < st.size) {
      const n = readSync(fd, buf, read, st.size - read, read);
      if (n === 0) break;
      read += n;
    }
    const bytes = buf.subarray(0, read);
    return isBinaryBuffer(bytes) ? null : bytes.toString("utf8");
  } catch {
    return null;
  } finally {
    closeSync2(fd);
  }
}
async function jsGrep(files, cp, opts) {
  const found = [];
  await guardedLoop(
    files.length,
    (i) => {
      const rel = files[i];
      const text = readSearchable(path6.join(opts.workspace, rel));
      const match = text === null ? null : matchText(rel, text, cp);
      if (match) found.push(match);
      if (opts.onProgress && (i + 1) % 5e3 === 0) opts.onProgress(i + 1, files.length);
    },
    { signal: opts.signal, maxSliceMs: opts.maxSliceMs ?? MAX_GUARDED_SLICE_MS, describe: (i) => files[i] ?? "a file" }
  );
  return found;
}

// src/tools/grep-format.ts
import { constants as constants4 } from "node:fs";
import { open as open4 } from "node:fs/promises";
import path7 from "node:path";
async function fileLines(workspace, rel) {
  let handle;
  try {
    handle = await open4(path7.join(workspace, rel), constants4.O_RDONLY | constants4.O_NOFOLLOW | constants4.O_NONBLOCK);
    const st = await handle.stat();
    if (!st.isFile() || st.size > MAX_JS_GREP_FILE_BYTES || !isOpenedAs(handle.fd, path7.join(workspace, rel), st.nlink)) return [];
    const text = (await handle.readFile()).toString("utf8");
    const lines2 = text.split("\n");
    if (lines2.length && lines2[lines2.length - 1] === "") lines2.pop();
    return lines2.map((l) => l.endsWith("\r") ? l.slice(0, -1) : l);
  } catch {
    return [];
  } finally {
    await handle?.close();
  }
}
async function contentLines(matches, opts, limit) {
  const out = [];
  const line = (rel, n, sep, text) => opts.lineNumbers ? `${rel}${sep}${n}${sep}${cutLongLine(text)}` : `${rel}${sep}${cutLongLine(text)}`;
  const withContext = opts.after > 0 || opts.before > 0;
  for (const file of matches) {
    if (out.length >= limit) return { lines: out, complete: false };
    if (!withContext) {
      for (const m of file.lines) out.push(line(file.rel, m.n, ":", m.text));
      continue;
    }
    const all = await fileLines(opts.workspace, file.rel);
    const matched = new Map(file.lines.map((m) => [m.n, m.text]));
    const shown = /* @__PURE__ */ new Set();
    for (const m of file.lines) {
      for (let n = Math.max(1, m.n - opts.before); n <= Math.min(all.length || m.n, m.n + opts.after); n++) shown.add(n);
    }
    let previous = -1;
    for (const n of [...shown].sort((a, b) => a - b)) {
      if (out.length && previous !== n - 1) out.push("--");
      const text = matched.get(n);
      out.push(text !== void 0 ? line(file.rel, n, ":", text) : line(file.rel, n, "-", all[n - 1] ?? ""));
      previous = n;
    }
  }
  return { lines: out, complete: true };
}
async function formatGrep(matches, opts) {
  const limit = opts.headLimit && opts.headLimit > 0 ? opts.headLimit : Number.POSITIVE_INFINITY;
  if (!matches.length) return { content: `No matches for ${opts.what}`, total: 0, shown: 0 };
  if (opts.mode === "files_with_matches") {
    const shown2 = matches.slice(0, limit).map((m) => m.rel);
    const head = `Found ${matches.length} file${matches.length === 1 ? "" : "s"}`;
    const note2 = shown2.length < matches.length ? `
(showing the first ${shown2.length}; raise head_limit or narrow the search)` : "";
    return { content: `${head}
${shown2.join("\n")}${note2}`, total: matches.length, shown: shown2.length };
  }
  if (opts.mode === "count") {
    const shown2 = matches.slice(0, limit).map((m) => `${m.rel}:${m.count}`);
    const occurrences2 = matches.reduce((sum, m) => sum + m.count, 0) + (opts.omitted?.occurrences ?? 0);
    const files = matches.length + (opts.omitted?.files ?? 0);
    const note2 = shown2.length < files ? ` (showing the first ${shown2.length} files; raise head_limit or narrow the search)` : "";
    const summary = `Found ${occurrences2} matching line${occurrences2 === 1 ? "" : "s"} in ${files} file${files === 1 ? "" : "s"}${note2}`;
    return { content: `${shown2.join("\n")}

${summary}`, total: files, shown: shown2.length };
  }
  const totalMatches = matches.reduce((sum, m) => sum + (m.linesTotal ?? m.lines.length), 0) + (opts.omitted?.occurrences ?? 0);
  const rendered = await contentLines(matches, opts, limit);
  const shown = rendered.lines.slice(0, limit);
  const budgetCut = !!opts.omitted?.files || matches.some((m) => m.linesTotal !== void 0 && m.linesTotal > m.lines.length);
  const cut = shown.length < rendered.lines.length || !rendered.complete || budgetCut;
  const note = cut ? `
(output limited to the first ${shown.length} lines of ${totalMatches} matching lines; raise head_limit or narrow the search)` : "";
  return { content: `${shown.join("\n")}${note}`, total: totalMatches, shown: shown.length };
}

// src/tools/grep-search.ts
var SIMPLE_GLOB = /^[^{}()!@+]*$/;
function grepPrecheck(input2, ctx) {
  const requested = input2.path ?? ".";
  let rel;
  try {
    rel = resolveInWorkspace(ctx.cwd, requested).rel;
    const glob = input2.glob?.trim();
    if (glob) assertContainedGlob(glob);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  if (rel.split("/").map(canonicalSegment).includes(".git")) {
    return `Grep does not search inside .git ("${requested}"): git's own data is not workspace content. Search the work tree, or read history with git commands.`;
  }
  return null;
}
var DEFAULT_CONTENT_LINES = 2e4;
async function grepSearch(input2, ctx, backend = "auto") {
  refuseIf(grepPrecheck(input2, ctx));
  const mode = input2.output_mode ?? "files_with_matches";
  const cp = compilePattern(input2.pattern, { ignoreCase: input2["-i"], multiline: input2.multiline });
  const target = resolveInWorkspace(ctx.cwd, input2.path ?? ".");
  const targetStat = await stat3(target.abs).catch(() => null);
  if (!targetStat) throw new Error(`Path not found: ${input2.path ?? "."}`);
  const isDir = targetStat.isDirectory();
  const dirRel = isDir ? target.rel : path8.posix.dirname(target.rel) === "." ? "" : path8.posix.dirname(target.rel);
  const dirAbs = isDir ? target.abs : path8.dirname(target.abs);
  const glob = input2.glob?.trim() || void 0;
  if (glob) assertContainedGlob(glob);
  const globMatch = glob ? globTest(glob, { dot: true, basename: !glob.includes("/") }) : null;
  const skipped = skippedDirNames(target.rel);
  const skippedNames = [...skipped];
  const skippedPath = (rel) => skippedNames.some((name) => rel.includes(name)) && inSkippedDir(rel, target.rel, skipped);
  const relToDir = (rel) => dirRel ? rel.slice(dirRel.length + 1) : rel;
  const admit = (rel) => (!globMatch || globMatch(relToDir(rel))) && !skippedPath(rel) && ctx.canRead(rel);
  const maxSliceMs = sliceBudget(ctx.timeoutMs);
  const guard = (list) => ({ signal: ctx.signal, maxSliceMs, describe: (i) => list[i] ?? "a path" });
  const admitAll = (list) => guardedFilter(list, admit, guard(list));
  const admitMask = async (list) => {
    const mask = new Uint8Array(list.length);
    await guardedLoop(list.length, (i) => {
      if (admit(list[i])) mask[i] = 1;
    }, guard(list));
    return mask;
  };
  const rootIgnored = target.rel !== "" && new GitignoreRules(ctx.cwd).isIgnored(target.rel, isDir);
  const useGit = backend === "git" || backend === "auto" && await inGitWorkTree(ctx.exec, dirAbs, ctx.env, ctx.signal);
  const where = target.rel || ".";
  const what = `/${input2.pattern}/ in ${where}${glob ? ` (${glob})` : ""}`;
  const headLimit = input2.head_limit === 0 ? void 0 : input2.head_limit ?? (mode === "files_with_matches" ? void 0 : DEFAULT_CONTENT_LINES);
  let matches;
  let incomplete = false;
  let omitted;
  let used;
  if (useGit) {
    used = "git";
    const scope = {
      exec: ctx.exec,
      env: ctx.env,
      signal: ctx.signal,
      dirAbs,
      dirRel,
      pathspecs: !isDir ? [`:(literal)${path8.basename(target.abs)}`] : glob && SIMPLE_GLOB.test(glob) ? [`:(glob)${glob.includes("/") ? glob : `**/${glob}`}`] : [],
      skipDependencies: skipped.has("node_modules"),
      includeIgnored: rootIgnored
    };
    ctx.onProgress(`git grep ${what}`);
    const viaGit = cp.multiline || !pcreAgrees(cp.source) ? null : await gitGrep(scope, cp, mode, { admit: admitMask, keepLines: headLimit ?? Number.POSITIVE_INFINITY });
    if (viaGit) {
      matches = viaGit.matches;
      incomplete = viaGit.incomplete;
      omitted = viaGit.omitted;
    } else {
      const files = await admitAll(await gitListFiles(scope));
      ctx.onProgress(`Searching ${files.length.toLocaleString("en-US")} files`);
      matches = await jsGrep(files, cp, { workspace: ctx.cwd, signal: ctx.signal, maxSliceMs });
    }
  } else {
    used = "js";
    const files = await admitAll(
      await walkFiles({
        workspace: ctx.cwd,
        rootRel: target.rel,
        honourGitignore: !rootIgnored,
        signal: ctx.signal,
        onCount: (n) => ctx.onProgress(`Listing files: ${n.toLocaleString("en-US")}`)
      })
    );
    ctx.onProgress(`Searching ${files.length.toLocaleString("en-US")} files`);
    matches = await jsGrep(files, cp, {
      workspace: ctx.cwd,
      signal: ctx.signal,
      maxSliceMs,
      onProgress: (done, total) => ctx.onProgress(`Searched ${done.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} files`)
    });
  }
  await sortMatches(matches, mode, ctx.cwd);
  const context2 = input2["-C"] ?? 0;
  const formatted = await formatGrep(matches, {
    workspace: ctx.cwd,
    mode,
    after: input2["-A"] ?? context2,
    before: input2["-B"] ?? context2,
    lineNumbers: input2["-n"] ?? true,
    headLimit,
    what,
    ...omitted ? { omitted } : {}
  });
  const warning = incomplete ? "\n(git grep output was too large and some matches are missing; narrow the search)" : "";
  return {
    content: formatted.content + warning,
    details: { backend: used, files: matches.length + (omitted?.files ?? 0), total: formatted.total, shown: formatted.shown, paths: [target.rel || "."] }
  };
}
async function sortMatches(matches, mode, workspace) {
  matches.sort((a, b) => a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0);
  for (const m of matches) m.lines.sort((a, b) => a.n - b.n);
  if (mode !== "files_with_matches") return;
  const mtimes = /* @__PURE__ */ new Map();
  await Promise.all(
    matches.map(async (m) => mtimes.set(m.rel, (await stat3(path8.join(workspace, m.rel)).catch(() => null))?.mtimeMs ?? 0))
  );
  matches.sort((a, b) => mtimes.get(b.rel) - mtimes.get(a.rel));
}

// src/tools/grep.ts
var contextLines = (what) => external_exports.number().int().min(0).max(200).optional().describe(`${what} (output_mode "content" only).`);
var grepInput = external_exports.object({
  pattern: external_exports.string().min(1).describe(
    'Regular expression to search for (JavaScript/PCRE syntax, e.g. "log.*Error", "function\\s+\\w+"). Escape literal special characters: "interface\\{\\}" finds "interface{}". A leading "(?i)" makes it case-insensitive.'
  ),
  path: external_exports.string().optional().describe("File or directory to search, relative to the repository root (or absolute inside it). Defaults to the whole repository."),
  glob: external_exports.string().optional().describe('Only search files matching this glob, e.g. "*.ts", "*.{ts,tsx}", "src/**/*.test.ts". Without a "/" it matches file names at any depth.'),
  output_mode: external_exports.enum(["content", "files_with_matches", "count"]).optional().describe('"files_with_matches" (default): matching file paths, most recently modified first. "content": matching lines as path:line:text. "count": matching lines per file.'),
  "-i": external_exports.boolean().optional().describe("Case-insensitive search."),
  "-n": external_exports.boolean().optional().describe('Show line numbers (output_mode "content" only). Default true.'),
  "-A": contextLines("Lines of context to show after each match"),
  "-B": contextLines("Lines of context to show before each match"),
  "-C": contextLines("Lines of context to show before and after each match"),
  head_limit: external_exports.number().int().min(0).optional().describe('Show only the first N entries (lines in "content", files in "files_with_matches", files in "count"), like "| head -N". Absent: no limit, except 20,000 lines in "content" mode; 0: no limit at all.'),
  multiline: external_exports.boolean().optional().describe('Let a match span lines: "." also matches newlines, and patterns like "struct \\w+ \\{[\\s\\S]*?field" work. Default false.')
});
var grepTool = defineTool({
  name: "Grep",
  aliases: ["grep", "search"],
  description: 'Search file contents with a regular expression. Respects .gitignore, skips binary files and node_modules (unless the path points into it); never searches .git. Use this instead of running grep or rg through Bash. Narrow with path and glob; use output_mode "content" with -C for matching lines in context.',
  input: grepInput,
  class: "read",
  policyKind: "read",
  paths: (input2) => [input2.path ?? "."],
  summarize: (input2) => `/${input2.pattern}/ in ${input2.path ?? "."}${input2.glob ? ` (${input2.glob})` : ""}`,
  precheck: grepPrecheck,
  run: (input2, ctx) => grepSearch(input2, ctx)
});

// src/tools/ls.ts
var import_picomatch2 = __toESM(require_picomatch(), 1);
var MAX_LS_ENTRIES = 1e3;
var lsInput = external_exports.object({
  path: external_exports.string().optional().describe("Directory to list, relative to the repository root (or absolute inside it). Defaults to the repository root."),
  ignore: external_exports.array(external_exports.string()).optional().describe('Glob patterns of entries to leave out, matched against the entry name and its path, e.g. ["*.log", "dist"].')
});
var lsTool = defineTool({
  name: "LS",
  aliases: ["ls", "list"],
  description: 'List the entries of one directory (not recursive), sorted by name; directories end with "/", symbolic links with "@". Use Glob to find files by pattern across the tree.',
  input: lsInput,
  class: "read",
  policyKind: "read",
  paths: (input2) => [input2.path ?? "."],
  summarize: (input2) => input2.path ?? ".",
  async run(input2, ctx) {
    const dir = resolveInWorkspace(ctx.cwd, input2.path ?? ".");
    const listing = await listDir(ctx.cwd, dir, input2.path ?? ".").catch((error) => {
      if (error instanceof PathChangedError) throw error;
      return null;
    });
    if (!listing) throw new Error(`Directory not found: ${input2.path ?? "."}`);
    if (!listing.entries) throw new Error(`${input2.path} is a file, not a directory; use Read to see it.`);
    if (dir.rel !== "" && !ctx.canRead(dir.rel)) throw new Error(`${input2.path}: the policy does not let the agent read ${dir.rel}; not listed.`);
    const origin = deniedOrigin(ctx.canRead, listing.st);
    if (origin) throw new Error(deniedInodeReason(input2.path ?? ".", origin));
    const matchers = (input2.ignore ?? []).map((p) => (0, import_picomatch2.default)(p, { dot: true }));
    const ignored = (name, rel) => matchers.some((m) => m(name) || m(rel));
    const entries = listing.entries;
    const listed = [];
    await guardedLoop(
      entries.length,
      (i) => {
        const entry = entries[i];
        const rel = dir.rel ? `${dir.rel}/${entry.name}` : entry.name;
        if (ignored(entry.name, rel)) return;
        if (!ctx.canRead(rel)) return;
        listed.push(entry.isDirectory() ? `${entry.name}/` : entry.isSymbolicLink() ? `${entry.name}@` : entry.name);
      },
      { signal: ctx.signal, maxSliceMs: sliceBudget(ctx.timeoutMs), describe: (i) => entries[i]?.name ?? "an entry" }
    );
    listed.sort((a, b) => a < b ? -1 : a > b ? 1 : 0);
    const where = dir.rel || ".";
    if (!listed.length) {
      return { content: `${where}/ is empty`, details: { paths: [where], count: 0 } };
    }
    const shown = listed.slice(0, MAX_LS_ENTRIES);
    const notes = [];
    if (shown.length < listed.length) notes.push(`${listed.length - shown.length} more entries not shown; use ignore or Glob to narrow`);
    const body = `${where}/
${shown.map((e) => `  ${e}`).join("\n")}`;
    return {
      content: notes.length ? `${body}
(${notes.join("; ")})` : body,
      details: { paths: [where], count: listed.length }
    };
  }
});

// src/tools/read.ts
import path9 from "node:path";
var DEFAULT_READ_LIMIT = 2e3;
var MAX_WHOLE_READ_BYTES = 256 * 1024;
var readInput = external_exports.object({
  file_path: external_exports.string().min(1).describe("The file to read, relative to the repository root or absolute inside it."),
  offset: external_exports.number().int().min(1).optional().describe("1-based line number to start reading from. Use it with limit to page through large files."),
  limit: external_exports.number().int().min(1).optional().describe(`Number of lines to read (default ${DEFAULT_READ_LIMIT}).`)
});
function similarNames(entries, name) {
  if (entries.length > 5e3) return [];
  const lower = name.toLowerCase();
  const stem = lower.replace(/\.[^.]*$/, "");
  return entries.map((e) => {
    const el = e.toLowerCase();
    const score = el === lower ? 0 : el.replace(/\.[^.]*$/, "") === stem ? 1 : editDistance(el, lower);
    return { e, score };
  }).filter(({ score }) => score <= Math.max(2, Math.floor(name.length / 4))).sort((a, b) => a.score - b.score || a.e.localeCompare(b.e)).slice(0, 3).map(({ e }) => e);
}
async function notFound(root, abs, rel, given, canRead) {
  const dirRel = path9.posix.dirname(rel);
  const listing = await listDir(root, { abs: path9.dirname(abs), rel: dirRel === "." ? "" : dirRel }, given).catch((error) => {
    if (error instanceof PathChangedError) throw error;
    return null;
  });
  if (!listing?.entries) {
    return new Error(`File not found: ${given} (directory ${dirRel || "."} does not exist; use Glob to find the file)`);
  }
  const names = listing.entries.map((e) => e.name);
  const similar = similarNames(names, path9.basename(abs)).filter((s) => canRead(dirRel === "." ? s : `${dirRel}/${s}`));
  const hint = similar.length ? ` Did you mean ${similar.map((s) => dirRel === "." ? s : `${dirRel}/${s}`).join(", ")}?` : " Use Glob or LS to find it.";
  return new Error(`File not found: ${given}.${hint}`);
}
var MAX_PAGE_CHARS = MAX_WHOLE_READ_BYTES;
async function pageLines(handle, offset, limit, signal) {
  const stream = handle.createReadStream({ start: 0, autoClose: false, encoding: "utf8", highWaterMark: 256 * 1024 });
  stream.on("error", () => void 0);
  const onAbort = () => stream.destroy(signal.reason instanceof Error ? signal.reason : new Error("the call was cancelled"));
  if (signal.aborted) onAbort();
  else signal.addEventListener("abort", onAbort, { once: true });
  const keep = MAX_LINE_CHARS + 1;
  const lines2 = [];
  let n = 0;
  let partial = "";
  let partialLength = 0;
  let endsWithCr = false;
  let chars = 0;
  let full = false;
  const append = (chunk, from, to) => {
    if (to <= from) return;
    if (n + 1 >= offset && partial.length < keep) partial += chunk.slice(from, Math.min(to, from + keep - partial.length));
    partialLength += to - from;
    endsWithCr = chunk.charCodeAt(to - 1) === 13;
  };
  const finish = () => {
    n++;
    let text = partial;
    let length = partialLength;
    const cr = endsWithCr;
    partial = "";
    partialLength = 0;
    endsWithCr = false;
    if (n < offset) return;
    if (cr) {
      length--;
      if (text.length > length) text = text.slice(0, length);
    }
    if (n === 1 && text.startsWith("\uFEFF")) {
      text = text.slice(1);
      length--;
    }
    lines2.push({ text, length });
    chars += Math.min(length, MAX_LINE_CHARS);
    full = lines2.length >= limit || chars >= MAX_PAGE_CHARS;
  };
  try {
    for await (const chunk of stream) {
      let from = 0;
      for (; ; ) {
        if (full && from < chunk.length) return { lines: lines2, more: true, seen: n };
        const nl = chunk.indexOf("\n", from);
        append(chunk, from, nl === -1 ? chunk.length : nl);
        if (nl === -1) break;
        finish();
        from = nl + 1;
      }
    }
    if (partialLength > 0) finish();
    return { lines: lines2, more: false, seen: n };
  } finally {
    signal.removeEventListener("abort", onAbort);
    stream.destroy();
  }
}
async function readOpened(file, st, rel, input2, ctx) {
  const size = st.size;
  if (st.isDirectory()) throw new Error(`${input2.file_path} is a directory, not a file. Use LS to list it.`);
  if (!st.isFile()) throw new Error(`${input2.file_path} is not a regular file.`);
  if (!ctx.canRead(rel)) throw new Error(`${input2.file_path}: the policy does not let the agent read ${rel}; not read.`);
  const origin = deniedOrigin(ctx.canRead, st);
  if (origin) throw new Error(deniedInodeReason(input2.file_path, origin));
  const details = { paths: [rel], bytes: size };
  if (size === 0) return { content: `(${rel} is empty: 0 bytes)`, details };
  if (await isBinaryFile(file)) {
    return { content: `(${rel}: binary file, ${size} bytes; not shown)`, details: { ...details, binary: true } };
  }
  const paged = input2.offset !== void 0 || input2.limit !== void 0;
  if (!paged && size > MAX_WHOLE_READ_BYTES) {
    throw new Error(
      `${input2.file_path} is ${formatBytes(size)}, more than the ${formatBytes(MAX_WHOLE_READ_BYTES)} a whole read may return. Read it in parts with offset and limit (e.g. offset 1, limit 500), or use Grep to find the lines you need.`
    );
  }
  const offset = input2.offset ?? 1;
  const limit = input2.limit ?? DEFAULT_READ_LIMIT;
  let lines2;
  let total;
  let more;
  if (size <= MAX_WHOLE_READ_BYTES) {
    const all = splitLines(decodeText(await readAll(file, size)).text);
    total = all.length;
    lines2 = all.slice(offset - 1, offset - 1 + limit).map((text) => ({ text, length: text.length }));
    more = offset - 1 + limit < all.length;
  } else {
    const page = await pageLines(file, offset, limit, ctx.signal);
    ({ lines: lines2, more } = page);
    total = more ? null : page.seen;
  }
  if (!lines2.length) {
    throw new Error(`${input2.file_path} has ${total ?? "fewer"} lines; offset ${offset} is past the end.`);
  }
  const last = offset + lines2.length - 1;
  const body = lines2.map((line, i) => numberLine(offset + i, line.text, line.length)).join("\n");
  const note = more ? `

(showing lines ${offset}-${last}${total !== null ? ` of ${total}` : ""}; continue with offset ${last + 1})` : "";
  return { content: body + note, details: { ...details, lines: [offset, last], totalLines: total } };
}
var readTool = defineTool({
  name: "Read",
  aliases: ["read", "fs_read"],
  description: `Read a text file. Output is numbered like \`cat -n\` (number, tab, line); the numbers are not part of the file. Reads up to ${DEFAULT_READ_LIMIT} lines from the start by default; use offset and limit for other parts or large files. Lines longer than 2000 characters are cut. Binary files are not shown. Use LS for directories.`,
  input: readInput,
  class: "read",
  policyKind: "read",
  paths: (input2) => [input2.file_path],
  summarize: (input2) => {
    if (input2.offset === void 0 && input2.limit === void 0) return input2.file_path;
    const from = input2.offset ?? 1;
    return `${input2.file_path}:${from}-${from + (input2.limit ?? DEFAULT_READ_LIMIT) - 1}`;
  },
  async run(input2, ctx) {
    const target = resolveInWorkspace(ctx.cwd, input2.file_path);
    const { abs, rel } = target;
    let handle;
    let st;
    try {
      ({ handle, st } = await openEntry(ctx.cwd, target, input2.file_path, "read"));
    } catch (error) {
      const code = error.code;
      if (code === "ENOENT" || code === "ENOTDIR" || code === "ELOOP") throw await notFound(ctx.cwd, abs, rel, input2.file_path, ctx.canRead);
      if (code === "EISDIR") throw new Error(`${input2.file_path} is a directory, not a file. Use LS to list it.`);
      throw error;
    }
    try {
      return await readOpened(handle, st, rel, input2, ctx);
    } finally {
      await handle.close();
    }
  }
});

// src/tools/registry.ts
var import_picomatch3 = __toESM(require_picomatch(), 1);
var ToolRegistry = class _ToolRegistry {
  byName = /* @__PURE__ */ new Map();
  tools;
  constructor(tools) {
    this.tools = tools;
    for (const tool of tools) {
      for (const name of [tool.name, ...tool.aliases ?? []]) {
        const key = name.toLowerCase();
        const existing = this.byName.get(key);
        if (existing && existing !== tool) {
          throw new Error(`Tool name "${name}" is claimed by both ${existing.name} and ${tool.name}`);
        }
        this.byName.set(key, tool);
      }
    }
  }
  /** The tool a model-supplied name refers to, or undefined. */
  resolve(name) {
    return this.byName.get(name.trim().toLowerCase());
  }
  list() {
    return this.tools;
  }
  /**
   * A registry with only the tools matching one of `patterns` (`*`, `Rea*`, `Bash`), matched
   * case-insensitively against canonical names and aliases. Unmatched patterns are ignored.
   */
  filter(patterns) {
    const matchers = patterns.map((p) => (0, import_picomatch3.default)(p.trim(), { nocase: true }));
    return new _ToolRegistry(
      this.tools.filter(
        (tool) => [tool.name, ...tool.aliases ?? []].some((name) => matchers.some((m) => m(name)))
      )
    );
  }
  /** A registry without the named tools (canonical names). */
  without(names) {
    return new _ToolRegistry(this.tools.filter((tool) => !names.has(tool.name)));
  }
};

// src/tools/task.ts
var TASK_TOOL_NAME = "Task";
var taskInput = external_exports.object({
  description: external_exports.string().min(1).max(200).describe("A short (3-8 word) label for the task, shown in the report."),
  prompt: external_exports.string().min(1).describe("The complete, self-contained task for the sub-agent: it sees nothing of this conversation, only this text.")
});
function createTaskTool(spawn) {
  return defineTool({
    name: TASK_TOOL_NAME,
    aliases: ["task", "agent", "subagent"],
    description: "Start a sub-agent for a self-contained piece of work (a search across the code, an investigation, an independent edit). It starts with no knowledge of this conversation: give it everything it needs in `prompt`. It has the same tools and policy as you, except Task. Several Task calls in one response run in parallel. The result is its final report.",
    input: taskInput,
    class: "concurrent-mutation",
    policyKind: "other",
    summarize: (input2) => input2.description,
    // Bounded by the run's wall clock, cost budget and the sub-agent's own turn cap instead of the
    // per-call timeout; cancellation of the run still aborts it through ctx.signal.
    timeoutMs: Number.POSITIVE_INFINITY,
    async run(input2, ctx) {
      return spawn({ description: input2.description, prompt: input2.prompt, parentId: ctx.toolUseId, signal: ctx.signal });
    }
  });
}

// src/sandbox/host-rules.ts
import { isIP } from "node:net";
function canonicalHost(input2) {
  const bracketed = input2.startsWith("[") && input2.endsWith("]");
  const host = bracketed ? input2.slice(1, -1) : input2;
  const v6 = isIP(host) === 6;
  if (bracketed && !v6) return null;
  if (!host || /[\s\0-\x1f\x7f@/\\?#%[\]]/.test(host) || !v6 && host.includes(":")) return null;
  let parsed;
  try {
    parsed = new URL(`http://${v6 ? `[${host}]` : host}/`).hostname;
  } catch {
    return null;
  }
  const mapped = /^\[::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})\]$/.exec(parsed);
  if (mapped) {
    const n = parseInt(mapped[1], 16) << 16 | parseInt(mapped[2], 16);
    return [n >>> 24, n >>> 16 & 255, n >>> 8 & 255, n & 255].join(".");
  }
  if (parsed.endsWith(".")) parsed = parsed.slice(0, -1);
  if (!parsed || !parsed.startsWith("[") && parsed.split(".").some((label) => label === "")) return null;
  return parsed;
}
function isUnspecified(host) {
  return host === "[::]" || isIP(host) === 4 && host.startsWith("0.");
}
var PATTERN = /^(\*|\*\.[^:[\]*]+|[^:[\]*]+|\[[0-9A-Fa-f:.]+\])(?::(\d{1,5}|\*))?$/;
function parsePattern(text) {
  const m = PATTERN.exec(text.trim());
  if (!m) return null;
  const port = m[2] === void 0 || m[2] === "*" ? null : Number(m[2]);
  if (port !== null && (port < 1 || port > 65535)) return null;
  const hostPart = m[1];
  if (hostPart === "*") return { text, kind: "any", host: "", port };
  if (hostPart.startsWith("*.")) {
    const suffix = canonicalHost(hostPart.slice(2));
    if (!suffix || suffix.startsWith("[") || isIP(suffix)) return null;
    return { text, kind: "subdomains", host: suffix, port };
  }
  const host = canonicalHost(hostPart);
  return host ? { text, kind: "exact", host, port } : null;
}
function hostMatches(p, host) {
  if (p.kind === "any") return true;
  if (p.kind === "subdomains") return !isIP(host) && !host.startsWith("[") && host.endsWith(`.${p.host}`);
  return host === p.host;
}
var parsedRules = /* @__PURE__ */ new WeakMap();
function patternsOf(rules) {
  const key = `${rules.allow.join("\n")}\0${rules.deny.join("\n")}`;
  let cached = parsedRules.get(rules);
  if (!cached || cached.key !== key) {
    cached = { allow: rules.allow.map(parsePattern), deny: rules.deny.map(parsePattern), key };
    parsedRules.set(rules, cached);
  }
  return cached;
}
function decideHost(rules, host, port) {
  const h = canonicalHost(host);
  const shown = JSON.stringify(host.length > 80 ? `${host.slice(0, 80)}...` : host);
  if (!h) return { allowed: false, rule: null, reason: `${shown} is not a valid host name, so it cannot be checked against network.allow` };
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    return { allowed: false, rule: null, reason: `${port} is not a valid port for ${h}` };
  }
  if (isUnspecified(h)) return { allowed: false, rule: null, reason: `${h} is an unspecified address (it means this machine), not a destination` };
  const { allow, deny } = patternsOf(rules);
  for (const [i, p] of deny.entries()) {
    if (!p) return { allowed: false, rule: rules.deny[i], reason: `network.deny has an invalid pattern ${JSON.stringify(rules.deny[i])}; fix it in the policy` };
    if (hostMatches(p, h) && (p.port === null || p.port === port)) {
      return { allowed: false, rule: p.text, reason: `${h}:${port} is denied by network.deny ${p.text} (deny wins over network.allow)` };
    }
  }
  const valid = allow.filter((p) => p !== null);
  const hit = valid.find((p) => hostMatches(p, h) && (p.port === null || p.port === port));
  if (hit) return { allowed: true, rule: hit.text, reason: `${h}:${port} is allowed by network.allow ${hit.text}` };
  const otherPort = valid.find((p) => hostMatches(p, h));
  if (otherPort) {
    return { allowed: false, rule: null, reason: `network.allow ${otherPort.text} does not cover port ${port}; add ${h}:${port} to network.allow in the policy` };
  }
  return { allowed: false, rule: null, reason: `no network.allow rule matches ${h}; add it to network.allow in the policy` };
}

// src/tools/html-text.ts
var NAMED = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ndash: "\u2013",
  mdash: "\u2014",
  hellip: "\u2026",
  laquo: "\xAB",
  raquo: "\xBB",
  copy: "\xA9",
  reg: "\xAE",
  trade: "\u2122",
  lsquo: "\u2018",
  rsquo: "\u2019",
  ldquo: "\u201C",
  rdquo: "\u201D",
  middot: "\xB7",
  bull: "\u2022",
  times: "\xD7",
  rarr: "\u2192",
  larr: "\u2190"
};
function decodeEntities(text) {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, name) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 1114111 && !(code >= 55296 && code <= 57343) ? String.fromCodePoint(code) : "";
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}
var HIDDEN = /* @__PURE__ */ new Set(["script", "style", "noscript", "template", "svg", "head", "iframe", "object", "title"]);
var BLOCK = /* @__PURE__ */ new Set(["p", "div", "section", "article", "header", "footer", "nav", "main", "aside", "ul", "ol", "table", "tr", "blockquote", "pre", "dl", "dt", "dd", "figure", "hr", "form"]);
function attribute(tag, name) {
  const m = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, "i").exec(tag);
  return m ? m[1] ?? m[2] ?? m[3] ?? "" : null;
}
function htmlToText(html) {
  const lower = html.toLowerCase();
  const title = (() => {
    const open5 = lower.indexOf("<title");
    const start = open5 < 0 ? -1 : lower.indexOf(">", open5);
    const end = start < 0 ? -1 : lower.indexOf("</title", start);
    return end < 0 ? "" : html.slice(start + 1, end).trim();
  })();
  const out = [];
  const links = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf("<", i);
    if (lt < 0) {
      out.push(html.slice(i));
      break;
    }
    out.push(html.slice(i, lt));
    if (html.startsWith("<!--", lt)) {
      const end = html.indexOf("-->", lt + 4);
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    const gt = html.indexOf(">", lt + 1);
    if (gt < 0) break;
    const tag = html.slice(lt + 1, gt);
    const m = /^(\/?)\s*([a-zA-Z][a-zA-Z0-9-]*)/.exec(tag);
    i = gt + 1;
    if (!m) {
      out.push(html.slice(lt, gt + 1));
      continue;
    }
    const closing = m[1] === "/";
    const name = m[2].toLowerCase();
    if (!closing && HIDDEN.has(name)) {
      const close = lower.indexOf(`</${name}`, i);
      if (close < 0) break;
      const end = lower.indexOf(">", close);
      i = end < 0 ? html.length : end + 1;
      continue;
    }
    if (name === "a") {
      if (!closing) links.push({ href: (attribute(tag, "href") ?? "").trim(), at: out.length });
      else {
        const link = links.pop();
        if (link && link.href && !link.href.startsWith("#") && !/^javascript:/i.test(link.href)) {
          const label = out.slice(link.at).join("").replace(/\s+/g, " ").trim();
          out.push(label && label !== link.href ? ` (${link.href})` : link.href);
        }
      }
      continue;
    }
    if (/^h[1-6]$/.test(name)) out.push(closing ? "\n\n" : `

${"#".repeat(Number(name[1]))} `);
    else if (name === "li" && !closing) out.push("\n- ");
    else if (name === "br") out.push("\n");
    else if (name === "td" || name === "th") out.push(" | ");
    else if (BLOCK.has(name)) out.push("\n\n");
  }
  const text = decodeEntities(out.join("")).replace(/[ \t\f\v\u00a0]+/g, " ").replace(/ *\n */g, "\n").replace(/\n{3,}/g, "\n\n").trim();
  const heading = decodeEntities(title);
  return heading && !text.startsWith(heading) ? `${heading}

${text}` : text;
}

// src/tools/web-fetch.ts
var WEB_FETCH_MAX_BYTES = 2 * 1024 * 1024;
var MAX_REDIRECTS = 5;
var USER_AGENT = "Marshal-WebFetch/1 (+https://github.com)";
var input = external_exports.object({
  url: external_exports.string().min(1).describe('The absolute http(s) URL to fetch, e.g. "https://nodejs.org/api/fs.html".'),
  prompt: external_exports.string().optional().describe("What you are looking for in the page (kept with the result for context).")
});
async function get(url, network, signal, timeoutMs) {
  const client = url.protocol === "https:" ? (await import("node:https")).default : (await import("node:http")).default;
  const { guardedLookup } = await import("./cli-address-guard-5ZW3DDJ6.js");
  return new Promise((resolve, reject) => {
    const req = client.get(url, {
      headers: { "user-agent": USER_AGENT, accept: "text/html,text/plain,application/json;q=0.9,*/*;q=0.5" },
      lookup: guardedLookup(network.loopback),
      signal,
      timeout: timeoutMs > 0 ? timeoutMs : 6e4
    }, (res) => {
      const chunks = [];
      let size = 0;
      let truncated = false;
      res.on("data", (chunk) => {
        if (size >= WEB_FETCH_MAX_BYTES) {
          truncated = true;
          res.destroy();
          return;
        }
        chunks.push(chunk.subarray(0, WEB_FETCH_MAX_BYTES - size));
        size += chunk.length;
      });
      const done = () => resolve({
        status: res.statusCode ?? 0,
        type: String(res.headers["content-type"] ?? ""),
        body: Buffer.concat(chunks),
        truncated: truncated || size > WEB_FETCH_MAX_BYTES,
        ...typeof res.headers.location === "string" ? { location: res.headers.location } : {}
      });
      res.on("end", done);
      res.on("close", done);
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error("the server sent nothing in time (ETIMEDOUT)")));
    req.on("error", reject);
  });
}
function checkHost(url, network) {
  if (url.protocol !== "http:" && url.protocol !== "https:") return `only http and https URLs can be fetched, not ${url.protocol}`;
  if (url.username || url.password) return "URLs with credentials are not fetched";
  const port = Number(url.port || (url.protocol === "https:" ? 443 : 80));
  const decision = decideHost({ allow: network.allow, deny: network.deny }, url.hostname, port);
  return decision.allowed ? null : decision.reason;
}
function render2(fetched) {
  const type = fetched.type.split(";")[0]?.trim().toLowerCase() ?? "";
  const text = fetched.body.toString("utf8");
  if (/html|xml/.test(type) || !type && /^\s*</.test(text)) return htmlToText(text);
  if (type.startsWith("text/") || /json|javascript|yaml|toml/.test(type) || !type) {
    if (fetched.body.includes(0)) return `(binary content, ${fetched.body.length} bytes, not shown)`;
    return text;
  }
  return `(${type} content, ${fetched.body.length} bytes, not shown)`;
}
function createWebFetchTool(network) {
  return defineTool({
    name: "WebFetch",
    aliases: ["web_fetch", "fetch_url"],
    description: "Fetch a web page or text file by URL and get its readable text (HTML is reduced to text; at most 2 MB is read). Only hosts the repository policy allows can be reached; redirects to another host are reported, not followed.",
    input,
    class: "read",
    policyKind: "other",
    summarize: (i) => i.url.length > 100 ? `${i.url.slice(0, 97)}...` : i.url,
    async run(i, ctx) {
      let url;
      try {
        url = new URL(i.url);
      } catch {
        return { content: `"${i.url.slice(0, 200)}" is not an absolute URL.`, isError: true };
      }
      for (let hop = 0; ; hop++) {
        const refused = checkHost(url, network);
        if (refused) return { content: `Not fetched: ${refused}.`, isError: true };
        ctx.onProgress(`Fetching ${url.host}`);
        let fetched;
        try {
          fetched = await get(url, network, ctx.signal, ctx.timeoutMs);
        } catch (error) {
          return { content: `Could not fetch ${url.href}: ${error instanceof Error ? error.message : String(error)}`, isError: true };
        }
        if (fetched.status >= 300 && fetched.status < 400 && fetched.location) {
          const next = new URL(fetched.location, url);
          if (next.host !== url.host || hop >= MAX_REDIRECTS) {
            return { content: `${url.href} redirects to ${next.href} (HTTP ${fetched.status}); fetch that URL if you need it.`, details: { status: fetched.status } };
          }
          url = next;
          continue;
        }
        const body = render2(fetched);
        const head = `URL: ${url.href}
Status: ${fetched.status}${fetched.truncated ? ` (only the first ${WEB_FETCH_MAX_BYTES} bytes were read)` : ""}

`;
        return { content: `${head}${body}`, isError: fetched.status >= 400, details: { status: fetched.status, bytes: fetched.body.length } };
      }
    }
  });
}

// src/tools/write.ts
var PREVIEW_DIFF_LINES2 = 40;
var writeInput = external_exports.object({
  file_path: external_exports.string().min(1).describe("The file to write, relative to the repository root or absolute inside it. Parent directories are created."),
  content: external_exports.string().describe("The complete new content of the file (replaces anything already there).")
});
var writeTool = defineTool({
  name: "Write",
  aliases: ["write", "fs_write"],
  description: "Create a file, or replace an existing file completely. Prefer Edit for changing part of an existing file: it sends only the change. Read an existing file before overwriting it.",
  input: writeInput,
  class: "serial-mutation",
  policyKind: "edit",
  paths: (input2) => [input2.file_path],
  summarize: (input2) => `${input2.file_path} (${countLines(input2.content)} lines)`,
  precheck: (input2, ctx) => writePrecheck(ctx, input2.file_path, "Write"),
  async run(input2, ctx) {
    refuseIf(writePrecheck(ctx, input2.file_path, "Write"));
    const target = resolveWritable(ctx.cwd, input2.file_path);
    const file = await openWorkspaceFile(ctx, target, input2.file_path, "Write", true);
    if (!file) throw new Error(`${input2.file_path} could not be created.`);
    let size;
    let previous;
    try {
      size = file.created ? null : file.size;
      previous = size !== null && size <= MAX_EDIT_BYTES ? await file.read() : null;
      await file.replace(input2.content);
    } finally {
      await file.close();
    }
    const lines2 = countLines(input2.content);
    const created = size === null;
    let diff;
    if (size !== null && previous === null) {
      diff = `--- a/${target.rel}
+++ b/${target.rel}
(file of ${size} bytes replaced; too large to diff)
`;
    } else if (previous && isBinaryBuffer(previous)) {
      diff = `--- a/${target.rel}
+++ b/${target.rel}
(binary file of ${previous.length} bytes replaced with text)
`;
    } else {
      diff = unifiedDiff(previous?.toString("utf8") ?? "", input2.content, { path: target.rel, created });
    }
    const stats = diffStats(diff);
    const head = created ? `Created ${target.rel} (${lines2} line${lines2 === 1 ? "" : "s"})` : diff === "" ? `Overwrote ${target.rel} with identical content (${lines2} lines, no change)` : `Overwrote ${target.rel} (${lines2} line${lines2 === 1 ? "" : "s"}; +${stats.added} -${stats.removed})`;
    const preview = !created && diff ? `
${capDiff(diff, PREVIEW_DIFF_LINES2)}` : "";
    return {
      content: head + preview,
      details: { paths: [target.rel], diff, created, lines: lines2, added: stats.added, removed: stats.removed }
    };
  }
});

// src/tools/builtins.ts
var NO_NETWORK = { allow: [], deny: [], loopback: false };
function builtinTools(network = NO_NETWORK) {
  return [readTool, writeTool, editTool, globTool, grepTool, lsTool, bashTool, createWebFetchTool(network)];
}
function createDecisionRegistry(network) {
  const noSubAgents = () => Promise.reject(new Error("no sub-agent runs when calls are only decided"));
  return new ToolRegistry([...builtinTools(network), createTaskTool(noSubAgents)]);
}

// src/mcp/mcp-stand-in.ts
var SUMMARY_CHARS = 120;
function capText(text, max) {
  const t = text.replace(/\s+/g, " ").trim();
  return t.length > max ? `${t.slice(0, max - 1)}\u2026` : t;
}
function summarizeArguments(input2) {
  if (!input2 || typeof input2 !== "object") return "";
  const parts = Object.entries(input2).map(([k, v]) => `${k}=${typeof v === "string" ? JSON.stringify(v) : JSON.stringify(v) ?? String(v)}`);
  return capText(parts.join(", "), SUMMARY_CHARS);
}
function mcpStandIn(servers, name) {
  const parsed = parseMcpName(name);
  if (!parsed) return void 0;
  if (!parsed.tool) return `"${name.slice(0, 80)}" names a server, not a tool; give mcp__${parsed.server.slice(0, 40)}__<tool>`;
  if (!Object.hasOwn(servers, parsed.server)) {
    const declared = Object.keys(servers);
    return `no MCP server "${parsed.server.slice(0, 40)}" is declared in the policy (${declared.length ? `mcp_servers: ${declared.join(", ")}` : "it declares no mcp_servers"})`;
  }
  return defineTool({
    name: name.slice(0, 200),
    description: `MCP tool ${name.slice(0, 200)}`,
    input: external_exports.looseObject({}),
    class: "serial-mutation",
    policyKind: "other",
    summarize: (input2) => summarizeArguments(input2),
    run: async () => ({ content: "no MCP server runs here", isError: true })
  });
}

// src/log-safe.ts
var LINE_BREAKS = /\r\n|[\r\n\u0085\u2028\u2029]/g;
var ANSI = /\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)/g;
var CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
var DIRECTION = /[\u202A-\u202E\u2066-\u2069]/g;
var COMMAND_START = /^([\s\u0085]*):(?=:)/;
var ZWSP = "\u200B";
function defuseLine(line) {
  return line.replace(ANSI, "").replace(CONTROLS, "").replace(DIRECTION, (c) => `\u27E8U+${c.charCodeAt(0).toString(16).toUpperCase()}\u27E9`).replace(/##\[/g, `##${ZWSP}[`).replace(COMMAND_START, `$1:${ZWSP}`);
}
function logLine(text) {
  return defuseLine(text.replace(LINE_BREAKS, "\u23CE"));
}
function logText(text) {
  return text.split(/\r\n|\r|\n/).map(defuseLine).join("\n");
}

export {
  defineTool,
  withIdentityCheck,
  ToolRegistry,
  TASK_TOOL_NAME,
  createTaskTool,
  canonicalHost,
  decideHost,
  builtinTools,
  createDecisionRegistry,
  capText,
  summarizeArguments,
  mcpStandIn,
  logLine,
  logText
};
