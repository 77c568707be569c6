import { describe } from 'vitest';
import { signInBudgetRules } from '../../test/sign-in-budget-kit.ts';

describe('the sign-in budget, in one process', () => {
  signInBudgetRules();
});
