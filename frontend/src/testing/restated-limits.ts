/**
 * Finds numbers in the front end's source that restate a limit of the
 * server's rules file (`rules.generated.json`): such a copy silently drifts
 * when the server changes the limit. Every limit comes from `lib/rules.ts`.
 */

/** A number written out where a rule's value belongs: where, the constant's name if it is one, and the line. */
export type RestatedLimit = { file: string; line: number; value: number; name: string | null; text: string };

/** Too common to mean a limit (an index, a first step, a pair); a rules value equal to one is not looked for. */
const TRIVIAL = new Set([0, 1, 2]);

/** Every number the rules file's `limits` hold, however deeply nested, and every field's `maxLength`. */
export function limitNumbers(rules: { limits: unknown; fields: Record<string, { maxLength: number }> }): Set<number> {
  const numbers = new Set<number>();
  const walk = (value: unknown) => {
    if (typeof value === 'number') numbers.add(value);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(walk);
  };
  walk(rules.limits);
  for (const field of Object.values(rules.fields)) numbers.add(field.maxLength);
  for (const trivial of TRIVIAL) numbers.delete(trivial);
  return numbers;
}

/** A number literal as TypeScript writes it: `2000`, `10_000`, `4.5`. */
const NUMBER = String.raw`\d[\d_]*(?:\.\d+)?`;

/** `const NAME = 2000;`, exported or not, typed or not: a named constant that is a bare number. */
const NAMED_CONSTANT = new RegExp(String.raw`\bconst\s+([\w$]+)\s*(?::\s*number\s*)?=\s*(${NUMBER})\s*(?:;|$)`);

/** A yup rule with a number written out: `.max(2000`, `.min(3,`, `.length(10)`. */
const SCHEMA_RULE = new RegExp(String.raw`\.(?:max|min|length)\(\s*(${NUMBER})\s*[,)]`, 'g');

function valueOf(literal: string): number {
  return Number(literal.replaceAll('_', ''));
}

/** Each line of `source` that writes out one of `numbers` as a named constant or a yup rule's bound. */
export function findRestatedLimits(file: string, source: string, numbers: ReadonlySet<number>): RestatedLimit[] {
  const found: RestatedLimit[] = [];
  source.split('\n').forEach((text, index) => {
    const constant = NAMED_CONSTANT.exec(text);
    const literals: [string, string | null][] = [
      ...(constant === null ? [] : [[constant[2], constant[1]] as [string, string]]),
      ...Array.from(text.matchAll(SCHEMA_RULE), (match): [string, null] => [match[1], null]),
    ];
    for (const [literal, name] of literals) {
      const value = valueOf(literal);
      if (numbers.has(value)) found.push({ file, line: index + 1, value, name, text: text.trim() });
    }
  });
  return found;
}
