/**
 * Counts the tokens of a program for the contest's length penalty (api-reference section 7). The
 * reference counts with the Source lexer; this lexes the JavaScript subset Source is by hand, which
 * agrees with it on Source programs: comments and white space are not tokens, a string, template,
 * number, name or operator is one.
 */
const TOKEN =
  /\/\/[^\n]*|\/\*[\s\S]*?\*\/|\s+|`(?:\\[\s\S]|[^`\\])*`|"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'|\d+(?:\.\d*)?(?:[eE][+-]?\d+)?|\.\d+|[A-Za-z_$][\w$]*|===|!==|\.\.\.|=>|&&|\|\||<=|>=|==|!=|\*\*|\S/g;

export function countTokens(code: string): number {
  let count = 0;
  for (const [token] of code.matchAll(TOKEN)) {
    const skipped = /^\s/.test(token) || token.startsWith('//') || token.startsWith('/*');
    if (!skipped) count += 1;
  }
  return count;
}
