/**
 * `user-facing-text/no-literal`: a text a person reads is never written in the code, it goes
 * through the translation library (react-i18next's `t`, or `<Trans>`). It reports, in the web app:
 *  - JSX text with a letter in it: `<h1>Students</h1>`, `<p>{'Students'}</p>`;
 *  - a literal in a prop people read: aria-label, title, placeholder, alt, label, description...;
 *  - a literal in an object property people read (`{ label: 'Active' }`, a column's `header`);
 *  - a literal given to a toast (`toast.success('Saved')`), to a form's `setError(..., { message })`,
 *    to a validation check (`.min(1, 'Required')`, `.refine(fn, 'Invalid')`), to confirm/alert,
 *    or put in `document.title`.
 * Symbols and figures ("—", "·", "/", "42") are not text. Values sent to the API (`'active'`) and
 * class names are not in these places, so they are not reported.
 */
const HAS_LETTER = /\p{L}/u;

const READ_PROPS = new Set([
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
  'description',
  'message',
  'heading',
  'header',
  'legend',
  'caption',
  'hint',
  'tooltip',
  'emptyMessage',
  'confirmLabel',
  'cancelLabel',
  'srLabel',
  'ariaLabel',
]);

const CHECKS = new Set(['min', 'max', 'length', 'regex', 'refine', 'email', 'url', 'nonempty']);

/** The text of a string literal or template (its fixed parts), or null for anything else. */
function textOf(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') return node.quasis.map((q) => q.value.cooked ?? '').join(' ');
  if (node.type === 'JSXExpressionContainer') return textOf(node.expression);
  if (node.type === 'ConditionalExpression')
    return [textOf(node.consequent), textOf(node.alternate)].join(' ');
  if (node.type === 'LogicalExpression') return textOf(node.right);
  return null;
}

const isText = (node) => {
  const text = textOf(node);
  return text !== null && HAS_LETTER.test(text);
};

const nameOf = (key) =>
  key?.type === 'Identifier' ? key.name : key?.type === 'Literal' ? String(key.value) : '';

function calleeName(callee) {
  if (callee.type === 'Identifier') return { object: '', name: callee.name };
  if (callee.type === 'MemberExpression' && !callee.computed)
    return {
      object: callee.object.type === 'Identifier' ? callee.object.name : '',
      name: callee.property.name,
    };
  return { object: '', name: '' };
}

export default {
  rules: {
    'no-literal': {
      meta: {
        type: 'problem',
        docs: { description: 'Texts people read go through the translation library' },
        messages: {
          literal: 'A text people read ("{{text}}") must go through t() (see docs/decisions.md, Languages).',
        },
        schema: [],
      },
      create(context) {
        const report = (node, text) =>
          context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 40) } });
        return {
          JSXText(node) {
            if (HAS_LETTER.test(node.value)) report(node, node.value);
          },
          JSXExpressionContainer(node) {
            if (node.parent.type !== 'JSXAttribute' && isText(node.expression))
              report(node, textOf(node.expression));
          },
          JSXAttribute(node) {
            const name = node.name.type === 'JSXIdentifier' ? node.name.name : '';
            if (READ_PROPS.has(name) && isText(node.value)) report(node, textOf(node.value));
          },
          Property(node) {
            if (node.parent.type !== 'ObjectExpression') return;
            if (READ_PROPS.has(nameOf(node.key)) && isText(node.value))
              report(node.value, textOf(node.value));
          },
          AssignmentExpression(node) {
            const left = node.left;
            const isTitle =
              left.type === 'MemberExpression' &&
              left.object.type === 'Identifier' &&
              left.object.name === 'document' &&
              nameOf(left.property) === 'title';
            if (isTitle && isText(node.right)) report(node.right, textOf(node.right));
          },
          CallExpression(node) {
            const { object, name } = calleeName(node.callee);
            const toast = /toast/i.test(object) || /toast/i.test(name);
            const dialog =
              ['confirm', 'alert', 'prompt'].includes(name) && (object === '' || object === 'window');
            const check = CHECKS.has(name) && object !== 'Math';
            for (const arg of node.arguments) {
              // setError('field', { message: '...' }) is caught by the Property visitor.
              if ((toast || dialog || check) && isText(arg)) report(arg, textOf(arg));
            }
          },
        };
      },
    },
  },
};
