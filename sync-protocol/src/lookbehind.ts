/**
 * Patterns that need lookbehind, which Safari learnt only in 16.4: in an older engine a regex
 * literal with it is a SyntaxError that stops the whole file (and the screen that imports it)
 * from loading. Built at run time instead, such an engine gets `plain`, the same pattern without
 * its lookbehind: a little less strict, never broken. Every other engine gets `source` exactly.
 */
export function lookbehindOr(source: string, plain: string, flags = ''): RegExp {
  try {
    return new RegExp(source, flags);
  } catch {
    return new RegExp(plain, flags);
  }
}
