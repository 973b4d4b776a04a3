import { FIGURES, RESPONSE_PROMISE } from './figures';

export const FAQ = [
  {
    question: 'How long does it take to get started?',
    answer: `Most schools are fully running within ${FIGURES.implementation}. We import your existing records, train your staff and stay with you through the first weeks of term.`,
  },
  {
    question: 'Can we try Schoolwise before we decide?',
    answer: `Yes. Every school gets a ${FIGURES.trialDays}-day free trial with all features and your own data, and no payment details are needed to start.`,
  },
  {
    question: 'How do you keep our data safe?',
    answer: `Records are protected with ${FIGURES.encryption} encryption, backed up daily and stored across ${FIGURES.dataCenters} data centers. Technical support is available ${RESPONSE_PROMISE.support}.`,
  },
] as const;
