const pluralRules = new Intl.PluralRules('en-GB');
const counts = new Intl.NumberFormat('en-GB');

/**
 * `0 guests`, `1 guest`, `1,204 views`: a count with the noun in the form its number takes (English's rules, from
 * Intl.PluralRules). `other` is the plural form when it is not the singular plus "s" (`1 reply`, `2 replies`).
 */
export function plural(count: number, one: string, other = `${one}s`): string {
  return `${counts.format(count)} ${pluralRules.select(count) === 'one' ? one : other}`;
}
