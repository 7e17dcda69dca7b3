import '../schemas/messages.ts';
import type { z } from 'zod';

/** One problem of a form, on the path of the input that shows it ('locations.0.zipcode'). */
export interface FormProblem {
  field: string;
  message: string;
}

/**
 * A form's schema: `fields` is what its inputs hold (the form's values are their `z.input`),
 * `problems` says every problem at once, each on its input (zod skips object-level rules while
 * a field is wrong, a form must not), and the output is what `toBody` builds: the API body.
 */
export function formSchema<F extends z.ZodObject, B>(
  fields: F,
  problems: (values: z.output<F>) => Iterable<FormProblem>,
  toBody: (values: z.output<F>) => B,
) {
  return fields
    .superRefine((values, ctx) => {
      for (const { field, message } of problems(values)) {
        const path = field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
        ctx.addIssue({ code: 'custom', path, message });
      }
    })
    .transform((values) => toBody(values));
}

/** The first message of each path of a failed parse, with `pathOf` naming the input. */
export function issueProblems(
  error: z.ZodError | undefined,
  pathOf: (path: readonly PropertyKey[]) => string = (path) => path.map(String).join('.'),
): FormProblem[] {
  const seen = new Set<string>();
  const problems: FormProblem[] = [];
  for (const issue of error?.issues ?? []) {
    const field = pathOf(issue.path);
    if (seen.has(field)) continue;
    seen.add(field);
    problems.push({ field, message: issue.message });
  }
  return problems;
}
