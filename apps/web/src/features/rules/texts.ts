/**
 * Wording of /reply-rules of its own. The product's texts (docs/product/errors.md) come from
 * TEXT.rules in @gatling/shared/spec.
 */
export const RULES_COPY = {
  add: {
    heading: 'Add a rule',
    description: 'Rules decide which posts qualify for a reply, and how to answer the posts they match.',
    submit: 'Add rule',
  },
  trigger: {
    label: 'Trigger prompt',
    hint: 'Which posts the rule matches, e.g. “Someone asks how to grow a newsletter”.',
  },
  semantic: {
    label: 'Semantic response',
    optional: 'Optional',
    hint: 'What the reply should say or do for those posts.',
    none: 'No semantic response: matching posts are answered in your usual style.',
  },
  list: {
    heading: 'Your rules',
    label: 'Rules',
    count: (n: number) => (n === 1 ? '1 rule' : `${n} rules`),
    retry: 'Try again',
  },
  item: {
    edit: 'Edit rule',
    delete: 'Delete rule',
    save: 'Save',
    cancel: 'Cancel',
  },
  confirm: {
    title: 'Delete this rule?',
    action: 'Delete',
  },
} as const;
