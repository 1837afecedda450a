/**
 * Rule family: parameters. A parameter with no type, a required one nothing explains (or that
 * nothing could: no description, no type and a name like `x`), an optional one nothing mentions,
 * and a string whose name says it takes a fixed set or format but that does not say which. The
 * checks go parameter by parameter, so one parameter's findings come out together.
 */
import type { LintFinding } from '../../../model/server-tools.js';
import { isObject } from '../../../util/json.js';
import {
  documentedInDescription,
  hasOwnDescription,
  hasType,
  nameExplains,
  readableName,
} from './parameter-explained.js';
import { finding, rule, type RuleFamily, type SchemaObject } from './rule.js';
import { mentions, withSingular, wordsOf } from './words.js';

const PARAMETER_TYPE_MISSING = rule(
  'parameter-type-missing',
  'warning',
  "A parameter with no type (and no enum, const or anyOf/oneOf that implies one, and none given in the tool's description) leaves the model to guess what to send.",
);

const REQUIRED_PARAMETER_UNKNOWABLE = rule(
  'required-parameter-unknowable',
  'error',
  'A required parameter with no description, no name a model can read (x, arg1, q) and no type, enum or format: nothing says what to send.',
);

/** Also found on a prompt's required arguments (see surface.ts). */
export const REQUIRED_PARAMETER_UNDESCRIBED = rule(
  'required-parameter-undescribed',
  'warning',
  "A required parameter that neither its own description, its name, nor the tool's description explains is filled in by guesswork.",
);

const OPTIONAL_PARAMETER_UNDESCRIBED = rule(
  'optional-parameter-undescribed',
  'warning',
  "An optional parameter that neither its own description nor the tool's description mentions is left out, or sent wrong.",
);

const FREE_TEXT_CONSTRAINED = rule(
  'free-text-constrained',
  'warning',
  'A string whose name says it takes a fixed set or format (mode, type, status, date, …) but with no enum, pattern, format or example is guessed.',
);

/** Names that say the value comes from a fixed set, or has a format. */
const CONSTRAINED_NAME =
  /(^|_)(mode|type|kind|status|state|format|sort|order|sort_by|order_by|direction|unit|units|level|category|operation|op|action|lang|language|locale|currency|country|date|datetime|timestamp|since|until|start_date|end_date)$/;
/** Of those, names of an open set by design (a knowledge graph's `entityType`): a description is enough. */
const OPEN_SET_NAME = /(^|_)(type|kind|category)$/;
/**
 * Words in a description that say what is valid: an example, a list of values (also in
 * parentheses: "(namespace, configmap, deployment)"), a default, a format ("MIME type",
 * "JSON-encoded", "ISO 8601").
 */
const SAYS_WHAT_IS_VALID =
  /\be\.g\.|\bi\.e\.|\bfor example\b|\bexample\b|\bsuch as\b|\bone of\b|\beither\b|\bformat\b|\bdefault\b|\biso[ -]?\d{3,5}\b|\brfc ?\d+|\byyyy|\bvalid values\b|\ballowed\b|\bmime\b|\bjson\b|\bbase64\b|\bunix\b|\bepoch\b|\burl-encoded\b|\bregex|\bglob\b|\([^()]*,[^()]*\)|["'`“][^"'`”]{1,40}["'`”]|\|/i;

function parameterFindings(schema: SchemaObject, toolDescription: string, name: string): LintFinding[] {
  const findings: LintFinding[] = [];
  const toolWords = new Set([...wordsOf(name), ...wordsOf(toolDescription)].flatMap(withSingular));
  const visit = (objectSchema: SchemaObject, prefix: string, topLevel: boolean) => {
    const properties = isObject(objectSchema.properties) ? objectSchema.properties : {};
    const required = new Set(Array.isArray(objectSchema.required) ? objectSchema.required : []);
    for (const [key, raw] of Object.entries(properties)) {
      const path = prefix ? `${prefix}.${key}` : key;
      const property = isObject(raw) ? raw : {};
      const typed = raw !== true && hasType(property);
      const ownDescription = hasOwnDescription(property, schema, toolWords, key);
      if (!typed && !documentedInDescription(toolDescription, key)) {
        findings.push(finding(PARAMETER_TYPE_MISSING, `parameter "${path}" has no type`, name, path));
      }
      const ownText = typeof property.description === 'string' ? property.description : '';
      const freeText =
        property.type === 'string' &&
        CONSTRAINED_NAME.test(wordsOf(key).join('_')) &&
        property.enum === undefined &&
        !Object.hasOwn(property, 'const') &&
        property.pattern === undefined &&
        property.format === undefined &&
        property.examples === undefined &&
        property.default === undefined &&
        !SAYS_WHAT_IS_VALID.test(ownText) &&
        !(OPEN_SET_NAME.test(wordsOf(key).join('_')) && ownText.trim() !== '');
      if (freeText)
        findings.push(
          finding(
            FREE_TEXT_CONSTRAINED,
            `string parameter "${path}" has no enum, pattern, format or example of a valid value`,
            name,
            path,
          ),
        );
      const explained = ownDescription || mentions(toolDescription, key) || nameExplains(key, property, toolWords);
      // A nested property's own meaning is often plain from its parent's description: only the top
      // level is held to having one (a type is needed at every level). A parameter already
      // reported as free text is reported once.
      if (topLevel && !explained && !freeText) {
        if (required.has(key)) {
          if (!typed && !readableName(key))
            findings.push(
              finding(
                REQUIRED_PARAMETER_UNKNOWABLE,
                `required parameter "${path}" has no description, no type and a name that says nothing of what to send`,
                name,
                path,
              ),
            );
          else
            findings.push(
              finding(
                REQUIRED_PARAMETER_UNDESCRIBED,
                `required parameter "${path}" has no description, and neither its name nor the tool's description says what it is`,
                name,
                path,
              ),
            );
        } else if (property.enum === undefined && !Object.hasOwn(property, 'const'))
          // Optional and limited to listed values: the values say what it is (resourceType: Text | Blob).
          findings.push(
            finding(
              OPTIONAL_PARAMETER_UNDESCRIBED,
              `optional parameter "${path}" has no description, and neither its name nor the tool's description says what it is`,
              name,
              path,
            ),
          );
      }
      if (isObject(property.properties)) visit(property, path, false);
      if (isObject(property.items) && isObject(property.items.properties)) visit(property.items, `${path}[]`, false);
    }
  };
  visit(schema, '', true);
  return findings;
}

export const PARAMETERS = {
  rules: [
    PARAMETER_TYPE_MISSING,
    REQUIRED_PARAMETER_UNKNOWABLE,
    REQUIRED_PARAMETER_UNDESCRIBED,
    OPTIONAL_PARAMETER_UNDESCRIBED,
    FREE_TEXT_CONSTRAINED,
  ],
  schema: ({ schema, description, name }) => parameterFindings(schema, description, name),
} as const satisfies RuleFamily;
